import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Issue 40, item 1: a wall visits its tiles one at a time (`forEachElement`), none held, and
/// counts them before listing (`elementCountBound`), as every built-in kind does. A wall's
/// frames list the visible tiles only (it refuses `"elements": "all"`, having no end), but a
/// caller may ask for every tile of the content area (a million 5-point tiles), and an update's
/// change records visit the tiles of both layouts.
@Suite struct WallStreamingTests {
  @Test func theVisitListsTheQuerysTilesAndStopsWhenAsked() throws {
    let layout = try wallLayout(imageCount: 5, tile: 100, columnsPerRow: 12)
    for rect in [nil, LayoutRect(x: 130, y: 260, width: 320, height: 480)] as [LayoutRect?] {
      var visited: [LayoutAttributes] = []
      layout.forEachElement(in: rect, pins: nil) { tile in
        visited.append(tile)
        return true
      }
      #expect(visited == layout.elements(in: rect, pins: nil, limit: .max))
      #expect(layout.elementCountBound(in: rect) == visited.count)
      var calls = 0
      layout.forEachElement(in: rect, pins: nil) { _ in
        calls += 1
        return calls < 7
      }
      #expect(calls == 7)
    }
    // The content area: 5,000 points on each side, 50 columns of 50 rows.
    #expect(layout.elementCountBound(in: nil) == 2_500)
    #expect(layout.elementCountBound(in: LayoutRect(x: 0, y: 0, width: 0, height: 10)) == 0)
  }
}
