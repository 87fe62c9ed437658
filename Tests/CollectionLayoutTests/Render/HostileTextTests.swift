import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine
@testable import CollectionLayoutCore

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Issue 40, item 6: `render --svg` wrote U+0000, U+0001, U+FFFE and U+FFFF from ids as they
/// were: not well-formed XML, and Chromium showed an error instead of the picture. Every
/// writer of text from a document goes through one escaping function per target syntax
/// (``TextEscaping``); each is tested here with every code point XML 1.0 cannot hold and every
/// one a JSON, JavaScript or HTML host needs escaped. (A lone surrogate cannot be in a Swift
/// string: the scenario reader refuses an unpaired `\uD800`.)
@Suite struct HostileTextTests {
  /// The C0 controls, DEL and C1 controls, the line and paragraph separators, noncharacters
  /// of the first plane and of later ones, and the last code point.
  static let hostile: [Unicode.Scalar] =
    (0x00...0x1F).compactMap(Unicode.Scalar.init)
    + [0x7F, 0x80, 0x85, 0x9F, 0x2028, 0x2029, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFE, 0x10FFFF]
    .compactMap(Unicode.Scalar.init)

  /// An id holding `scalar` between two letters.
  static func id(_ scalar: Unicode.Scalar) -> String {
    var id = "a"
    id.unicodeScalars.append(scalar)
    return id + "b"
  }

  /// The frames of a two-column grid of 100-point rows whose items' ids hold each hostile
  /// code point (listed whole, so that every item is drawn and labelled).
  static func frames() throws -> FramesDocument {
    var items: [UInt8] = []
    for (index, scalar) in hostile.enumerated() {
      items += Array((index == 0 ? "" : ", ").utf8)
      TextEscaping.appendJSONString(id(scalar), to: &items)
    }
    let text =
      #"{"version": 1, "viewport": {"width": 400, "height": 2000}, "metrics": {"columns": 2, "#
      + #""rowHeight": 100}, "sections": [{"items": ["# + String(decoding: items, as: UTF8.self)
      + #"]}], "output": {"elements": "all"}}"#
    return try ScenarioDecoder.decode(Array(text.utf8)).frames()
  }

  /// The scalars of `text` that `isRefused` refuses.
  static func refused(in text: String, _ isRefused: (Unicode.Scalar) -> Bool) -> [UInt32] {
    text.unicodeScalars.filter(isRefused).map(\.value)
  }

  @Test func theSharedFunctionsHoldEveryCodePoint() throws {
    for scalar in Self.hostile {
      let text = Self.id(scalar)
      // XML: replaced by U+FFFD, unless XML holds it (tab, line feed, carriage return, and
      // the controls and noncharacters past U+007E, which it allows).
      let xml = TextEscaping.xml(text)
      #expect(Self.refused(in: xml) { !TextEscaping.isXMLCharacter($0) }.isEmpty)
      let expected = TextEscaping.isXMLCharacter(scalar) ? text : "a\u{FFFD}b"
      #expect(xml == expected, "U+\(String(scalar.value, radix: 16))")
      // JSON: escaped, read back as it was.
      let json = TextEscaping.jsonString(text)
      #expect(json.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 })
      let read =
        try JSONSerialization.jsonObject(
          with: Data(("[" + json + "]").utf8)) as? [String]
      #expect(read == [text], "U+\(String(scalar.value, radix: 16))")
    }
    #expect(TextEscaping.jsonString("\u{0}\u{2028}\u{1FFFE}") == #""\u0000\u2028\ud83f\udffe""#)
    #expect(
      TextEscaping.xml("a<b>&\"c\u{1}\u{FFFE}\u{9}")
        == "a&lt;b&gt;&amp;&quot;c\u{FFFD}\u{FFFD}\u{9}")
  }

  @Test func theSVGIsWellFormedXMLWithTheReplacementCharacter() throws {
    let svg = try SVGPicture.svg(of: Self.frames(), step: 0)
    #expect(Self.refused(in: svg) { !TextEscaping.isXMLCharacter($0) }.isEmpty)
    #expect(svg.contains("a\u{FFFD}b"))
    #expect(svg.contains("a\u{2028}b"))
    #if canImport(FoundationXML) || canImport(Darwin)
      let parser = XMLParser(data: Data(svg.utf8))
      #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
      // The parser refuses what the picture held before: a raw U+0001 in a label.
      #expect(!XMLParser(data: Data("<text>a\u{1}b</text>".utf8)).parse())
    #endif
  }

  /// The page's frames block read back as JSON: every id as it was.
  private func itemIDs(inPage page: [UInt8]) throws -> [String] {
    let text = String(decoding: page, as: UTF8.self)
    let start = try #require(text.range(of: "id=\"frames\">")).upperBound
    let end = try #require(text[start...].range(of: "</script>")).lowerBound
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text[start..<end].utf8)) as? [String: Any])
    let steps = try #require(object["steps"] as? [[String: Any]])
    let elements = try #require(steps.first?["elements"] as? [[String: Any]])
    return elements.compactMap { $0["itemID"] as? String }
  }

  @Test func thePlayerPageEscapesEveryCodePointAndKeepsTheIDs() throws {
    let frames = try Self.frames()
    let json = FramesWriter.utf8(for: frames)
    let name = Self.hostile.map(Self.id).joined()
    let page = PlayerPage.html(framesJSON: json, sourceName: name)
    // Nothing HTML reports as an error, nothing XML cannot hold: the page's own tabs and
    // line breaks aside, every such character is an escape.
    let text = String(decoding: page, as: UTF8.self)
    #expect(
      Self.refused(in: text) {
        TextEscaping.needsJSONEscape($0) && !"\t\n\r".unicodeScalars.contains($0)
      }
      .isEmpty)
    #expect(try itemIDs(inPage: page) == Self.hostile.map(Self.id))
    // The streamed pages are the same bytes, a chunk never splitting a character.
    for chunkSize in [1, 7, 1 << 18] {
      var output = CommandOutput.memory()
      try PlayerPage.write(framesJSON: json, sourceName: name, to: &output, chunkSize: chunkSize)
      #expect(output.collected == page, "chunks of \(chunkSize)")
    }
    var streamed = CommandOutput.memory()
    try PlayerPage.write(frames: frames, sourceName: name, to: &streamed)
    #expect(streamed.collected == page)
  }

  @Test func theExportsWriteEveryCodePointAsAnEscape() throws {
    // Both exports write their strings with ExportJSON (the Lottie layer names, the trace's
    // track names): JSON that reads back as it was, with no raw control or noncharacter.
    for scalar in Self.hostile {
      let text = Self.id(scalar)
      let bytes = ExportJSON.members(["nm": .string(text)]).bytes
      let written = String(decoding: bytes, as: UTF8.self)
      #expect(written.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 })
      let read = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: String]
      #expect(read == ["nm": text])
    }
    let frames = try Self.frames()
    let timeline = try ExportTimeline(frames: frames, steps: .all)
    let lottie = LottieDocument.utf8(
      for: ViewportAnimation(frames: frames, timeline: timeline), frames: frames,
      framesPerSecond: timeline.defaultFramesPerSecond(of: frames))
    let trace = TraceDocument.utf8(frames: frames, timeline: timeline, batches: [:])
    for document in [lottie, trace] {
      #expect(try JSONSerialization.jsonObject(with: Data(document)) is [String: Any])
    }
  }

  @Test func theTilePlansHoldNoSuchCodePoint() throws {
    // Names are refused unless ASCII letters, digits, "-", "_" and "."; what the plan and the
    // descriptor write from them goes through the shared functions all the same.
    for scalar in Self.hostile {
      #expect(throws: TilePyramidError.self) {
        try TilePyramid(imageWidth: 10, imageHeight: 10, tileSize: 4, name: Self.id(scalar))
      }
    }
    let pyramid = try TilePyramid(
      imageWidth: 257, imageHeight: 257, tileSize: 256, name: "a-b_c.d")
    let plan = String(decoding: TilePlanWriter.utf8(for: pyramid), as: UTF8.self)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(plan.utf8)) as? [String: Any])
    let descriptor = try #require(object["descriptor"] as? [String: Any])
    let xml = try #require(descriptor["xml"] as? String)
    #expect(xml == pyramid.deepZoomDescriptor)
    #if canImport(FoundationXML) || canImport(Darwin)
      #expect(XMLParser(data: Data(xml.utf8)).parse())
    #endif
  }
}
