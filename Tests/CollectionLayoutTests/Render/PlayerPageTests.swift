import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

@Suite struct PlayerPageTests {
  private var template: String { String(decoding: PlayerPage.template, as: UTF8.self) }

  @Test func theTemplateHasEachMarkerOnceInItsJSONBlock() {
    #expect(template.components(separatedBy: PlayerPage.framesMarker).count == 2)
    #expect(template.components(separatedBy: PlayerPage.settingsMarker).count == 2)
    #expect(
      template.contains(
        "<script type=\"application/json\" id=\"frames\">\(PlayerPage.framesMarker)</script>"))
    #expect(
      template.contains(
        "<script type=\"application/json\" id=\"settings\">\(PlayerPage.settingsMarker)</script>"))
  }

  @Test func theTemplateIsSelfContained() {
    // No network: no external script, style, font or image; no URL but the page's own.
    for reference in ["src=", "<link", "@import", "url(", "http://", "https://", "//cdn"] {
      #expect(!template.contains(reference), "the template contains \(reference)")
    }
    #expect(template.hasPrefix("<!DOCTYPE html>\n"))
    // About 114 KB with the animation inspector (motion, panels and their self-test).
    #expect(PlayerPage.template.count < 150_000)
  }

  @Test func embedsTheFramesSafely() throws {
    var frames = TransitionSample.frames
    frames.steps[0].elements[0].placeholder = PlaceholderContent(
      kind: .error, title: "</script><script>alert(1)</script>", message: "<!-- x")
    let json = FramesWriter.utf8(for: frames)
    let page = String(
      decoding: PlayerPage.html(framesJSON: json, sourceName: "a</b>.json"), as: UTF8.self)
    #expect(page.components(separatedBy: "</script>").count == 4)  // the three blocks' own
    #expect(!page.contains("<!-- x"))
    #expect(!page.contains(PlayerPage.framesMarker))
    #expect(!page.contains(PlayerPage.settingsMarker))
    #expect(page.contains(#"{"source": "a\u003c/b>.json","#))
    // The block's text is the frames JSON with `<` escaped: it reads back to the same frames.
    let start = try #require(page.range(of: "<script type=\"application/json\" id=\"frames\">"))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let block = String(page[start.upperBound..<end.lowerBound])
    #expect(
      block == String(decoding: json, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c"))
    #expect(try FramesReader.read(block) == frames)
  }

  @Test func embedsThePalette() {
    let page = String(
      decoding: PlayerPage.html(framesJSON: Array("{}".utf8), sourceName: "x"), as: UTF8.self)
    #expect(page.contains(##""item": {"label": "item", "fill": "#E3E8EF", "stroke": "#8593A8"}"##))
    #expect(
      page.contains(
        ##""deleted": {"label": "deleted", "color": "#D93025", "dash": "6 3", "badge": "-"}"##))
  }

  @Test func dropsAByteOrderMark() {
    let page = PlayerPage.html(framesJSON: [0xEF, 0xBB, 0xBF] + Array("{}".utf8), sourceName: "x")
    #expect(String(decoding: page, as: UTF8.self).contains("id=\"frames\">{}</script>"))
  }

  @Test func jsonStringsAreEscaped() {
    #expect(PlayerPage.jsonString("a\"b\\c<d\ne\u{2028}") == #""a\"b\\c\u003cd\u000ae\u2028""#)
  }
}
