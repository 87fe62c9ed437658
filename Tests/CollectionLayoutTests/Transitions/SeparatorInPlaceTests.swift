import CollectionLayout
import Testing

/// Separators that a move would delete and re-insert at the same place are kept (see
/// `ElementCorrespondence.staysInPlace`): two columns of 160 × 44 items in a 320-point
/// viewport, a column separator at x = 160 on the left cell of each row.
@Suite struct SeparatorInPlaceTests {
  private static func records(moving move: String, items: Int) throws -> [String] {
    let scenario = try ScenarioDecoder.decode(
      Array(
        """
        {"version": 1, "viewport": {"width": 320, "height": 240},
         "metrics": {"columns": 2, "rowHeight": 44, "separators": {"column": true}},
         "sections": [{"items": \(items)}],
         "steps": [{"update": {"moveItems": [\(move)]}}]}
        """.utf8))
    let transition = try #require(try scenario.frames().steps[1].transition)
    return transition.changes.filter { $0.id.kind == .columnSeparator }.map {
      "\($0.change) \($0.before?.description ?? "-") \($0.after?.description ?? "-") "
        + "\($0.initial.frame.minY) \($0.final.frame.minY)"
    }
  }

  /// Item 4 (row 2, left) moves to 1 (row 0, right): the left cells of rows 1 and 2 become
  /// items that were right cells (old 1 and 3), so neither separator follows its cell, yet
  /// both rows keep a separator at the same frame (y 44 and 88): kept, as UIKit keeps a
  /// decoration view whose index path is in both layouts.
  @Test func aSeparatorWhoseCellChangesUnderItIsKept() throws {
    #expect(
      try Self.records(moving: "[[0, 4], [0, 1]]", items: 6) == [
        "kept columnSeparator/0/0/0 columnSeparator/0/0/0 0.0 0.0",
        "kept columnSeparator/0/1/0 columnSeparator/0/1/0 44.0 44.0",
        "kept columnSeparator/0/2/0 columnSeparator/0/2/0 88.0 88.0",
      ])
  }

  /// Item 2 (row 1, left) moves to 0: its separator follows it up (44 to 0), so the old
  /// separator of row 0 (whose cell, old item 0, is now a right cell) fades out and row 1's
  /// new separator (on old item 1, a right cell before) fades in: the rule only pairs an id
  /// that neither side's owner claims.
  @Test func aSeparatorThatFollowsItsCellIsNotPairedInPlace() throws {
    #expect(
      try Self.records(moving: "[[0, 2], [0, 0]]", items: 4) == [
        "deleted columnSeparator/0/0/0 - 0.0 0.0",
        "kept columnSeparator/0/1/0 columnSeparator/0/0/0 44.0 0.0",
        "inserted - columnSeparator/0/1/0 44.0 44.0",
      ])
  }
}
