import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Finding 8 of the hostile review: a photo browser listed every tile of a page with no
/// bound, and crashed. A step's tiles are counted before any is listed
/// (`PagingLayout.elementCountBound(in:)`) against what the output limit still allows, an
/// animated step's records against `PagingLayout.maximumAnimatedRecords`, and `frames`
/// writes tiles one at a time without holding them. The inputs:
/// `Tests/Regressions/finding-08-*.json`.
@Suite struct PagingRecordBoundTests {
  /// A 1,000,000 × 1,000,000 page at tile size 1 shows 15,625,000,000 tiles at its fitted
  /// zoom: refused before one is built (it took 3.56 GB and died).
  @Test func aPageOfTooManyTilesIsRefusedBeforeListing() throws {
    let text = try RegressionInput.text("finding-08-a-million-pixel-page.json")
    #expect(
      playingIssues(text) == [
        "expected at most 20000000 element records in the frames, got more in the initial layout"
      ])
    let layout = try #require(
      try ScenarioDecoder.decode(Array(text.utf8)).makeLayout() as? PagingLayout)
    let bound = try #require(
      layout.elementCountBound(in: layout.visibleRect(at: layout.contentOffset(showingPage: 0))))
    #expect(bound == 125_000 * 125_000 + 2)
  }

  /// Through the command line, with `-o`: the same message, and no file left beside it.
  @Test func theCommandLineLeavesNoTemporaryFile() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let result = runTool([
      "frames", RegressionInput.path("finding-08-a-million-pixel-page.json"), "-o",
      directory.path("out.json"),
    ])
    #expect(result.status == .invalidInput)
    #expect(
      result.errors
        == "expected at most 20000000 element records in the frames, got more in the initial layout\n"
    )
    #expect(try directory.contents() == [])
  }

  /// A 60-second page turn to a 1,000,000 × 1 image at tile size 1: refused before its
  /// records are built (it ended in a bad pointer dereference).
  @Test func anAnimatedStepOfTooManyRecordsIsRefusedBeforeSampling() throws {
    #expect(
      try playingIssues(RegressionInput.text("finding-08-page-turn-to-a-long-image.json")) == [
        "steps[0]: an animated step of a paging layout records at most 1000000 elements; this one would record 3637024404 (3601 frames of 1010004): use larger tiles, fewer frames per second, or no animation"
      ])
  }

  /// The bound is the tiles' count, not a guess: a 20 × 20 page at zoom 1 shows its image,
  /// itself and 400 tiles, which 402 records allow and 401 do not.
  @Test func theBoundIsTheTilesShare() throws {
    let scenario = try ScenarioDecoder.decode(
      Array(
        scenarioJSON(
          #"""
          "displayScale": 1, "layout": {"kind": "paging", "minimumZoomScale": 1,
            "pages": [{"id": "p", "imageSize": {"width": 20, "height": 20}}],
            "tiles": {"tileSize": 1}}
          """#
        ).utf8))
    #expect(try scenario.frames(outputLimit: 402).steps.first?.elements.count == 402)
    #expect(throws: ScenarioError.self) { try scenario.frames(outputLimit: 401) }
  }

  /// Visiting in place lists what the array lists, in order.
  @Test func visitingInPlaceListsTheSameElements() throws {
    let text = try RegressionInput.text("finding-08-a-million-pixel-page.json")
      .replacingOccurrences(of: "1000000", with: "3000")
      .replacingOccurrences(of: #""tileSize": 1"#, with: #""tileSize": 64"#)
    let layout = try #require(
      try ScenarioDecoder.decode(Array(text.utf8)).makeLayout() as? PagingLayout)
    let rect = layout.visibleRect(at: .zero)
    var visited: [LayoutAttributes] = []
    layout.forEachElement(in: rect, pins: nil) { element in
      visited.append(element)
      return true
    }
    let listed = layout.elements(in: rect, pins: nil, limit: .max)
    #expect(visited == listed)
    #expect(listed.count > 2)
    #expect(layout.elementCountBound(in: rect) == listed.count)
  }
}
