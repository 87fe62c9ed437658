import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCommandLine

/// Legend entries whose labels are wider than a 116-point cell span two, so that no label runs
/// under the next entry's swatch.
@Suite struct LegendPlacementTests {
  @Test func aLabelSpansTheCellsItsTextNeeds() {
    // 18 (swatch) + 14 × 6.62 + 4 = 114.68 <= 116: one cell.
    #expect(SVGPicture.legendCells(of: "layout margins") == 1)
    // 18 + 21 × 6.62 + 4 = 161.02: two cells.
    #expect(SVGPicture.legendCells(of: "outside the safe area") == 2)
    // 18 + 19 × 6.62 + 4 = 147.78: two cells.
    #expect(SVGPicture.legendCells(of: "leading edit action") == 2)
    #expect(SVGPicture.legendCells(of: "") == 1)
  }

  @Test func anEntryThatDoesNotFitItsRowStartsTheNext() {
    let places = SVGPicture.legendPlaces(ofCellSpans: [1, 2, 2, 1], perRow: 3)
    #expect(places.map(\.column) == [0, 1, 0, 2])
    #expect(places.map(\.row) == [0, 0, 1, 1])
    // Wider than a row: a row of its own, and the next entry below it.
    let wide = SVGPicture.legendPlaces(ofCellSpans: [1, 5, 1], perRow: 2)
    #expect(wide.map(\.column) == [0, 0, 0])
    #expect(wide.map(\.row) == [0, 1, 2])
  }

  /// The landscape iPhone 15's legend (issue 42's picture, where "outside the safe area" ran
  /// into "layout margins"): every label ends before the next swatch on its row.
  @Test func aDevicesLegendHasNoOverlappingLabels() throws {
    let scenario = try ScenarioDecoder.decode(
      #"{"version": 1, "environment": {"device": "iPhone 15", "orientation": "landscape"}, "sections": [{"items": 30}]}"#
    )
    let svg = try SVGPicture.svg(of: try scenario.frames(), step: 0)
    let legend = try #require(svg.components(separatedBy: "<g font-size=\"11\"").last)
    // Each entry's label: <text x="X" y="Y">LABEL</text>, X being its swatch's x + 18.
    let pattern = try NSRegularExpression(
      pattern: #"<text x="([0-9.]+)" y="([0-9.]+)">([^<]*)</text>"#)
    let matches = pattern.matches(
      in: legend, range: NSRange(legend.startIndex..., in: legend))
    let labels = matches.map { match in
      let text = { (group: Int) in String(legend[Range(match.range(at: group), in: legend)!]) }
      return (x: Double(text(1))!, y: Double(text(2))!, label: text(3))
    }
    #expect(labels.contains { $0.label == "outside the safe area" })
    #expect(labels.contains { $0.label == "layout margins" })
    for (label, next) in zip(labels, labels.dropFirst()) where next.y == label.y {
      let end = label.x + Double(label.label.count) * SVGPicture.legendCharacterWidth
      #expect(end < next.x - 18, "\(label.label) runs under \(next.label)'s swatch")
    }
  }

  /// A caption line longer than the viewport is wide widens the picture: the endless wall's
  /// third line, 61 characters, is 61 × 6.62 = 403.82 points, more than its 320-point viewport.
  @Test func aLongCaptionWidensThePicture() throws {
    let scene = try FrameScene(
      frames: WallPictureTests.frames("wall-fling-across-recentre"), step: 32)
    #expect(scene.pageViews?.count == 61)
    let svg = SVGPicture.svg(of: scene)
    #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="435.82""#))
  }
}
