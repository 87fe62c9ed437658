import CollectionLayout

/// The identity-diffing row: new data by id turned into a batch and applied (the engine's
/// validation and maps), next to Swift's `CollectionDifference` with `inferringMoves()` on
/// the same items.
extension OperationRunner {
  /// The largest item count at which `CollectionDifference` runs: it is O((N + M) D).
  static let largestCollectionDifferenceSize = 100_000

  mutating func identityDiff() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let (before, after) = IdentityWorkload.sections(itemCount: size)
      let batch = try BatchUpdate(from: before, to: after)
      var note =
        "\(formatCount(batch.deleteItems.count)) deletes, "
        + "\(formatCount(batch.insertItems.count)) inserts, "
        + "\(formatCount(batch.moveItems.count)) moves, "
        + "\(formatCount(batch.reloadItems.count)) reloads"
      let diffOnly = try measure {
        let batch = try BatchUpdate(from: before, to: after)
        return batch.moveItems.count &+ batch.insertItems.count
      }
      if let diffOnly { note += "; diff alone \(formatDuration(diffOnly.median))" }
      let engine = try measure {
        let batch = try BatchUpdate(from: before, to: after)
        let mapping = try UpdateMapping(before: before, batch: batch)
        return mapping.movedItems.count &+ mapping.reloadedItems.count
      }
      var baseline: Timing?
      if size <= Self.largestCollectionDifferenceSize {
        let old = Self.items(before)
        let new = Self.items(after)
        let probe = new.difference(from: old).inferringMoves()
        let moves = probe.removals.filter {
          if case .remove(_, _, let associated) = $0 { return associated != nil }
          return false
        }.count
        note +=
          "; CollectionDifference: \(formatCount(probe.removals.count)) removals, "
          + "\(formatCount(probe.insertions.count)) insertions, \(formatCount(moves)) moves"
        baseline = measure(.baseline, with: slow(3)) {
          let difference = new.difference(from: old).inferringMoves()
          return difference.insertions.count &+ difference.removals.count
        }
      } else {
        note += "; CollectionDifference not run: O((N + M) D) grows 100x per 10x items"
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline, note: note))
    }
    return report("identity-diff", "apply by identity (diff + apply)", rows)
  }

  /// The items of the only section.
  private static func items(_ sections: [LayoutSection]) -> [Item] {
    if case .list(let items) = sections.first?.items { return Array(items) }
    return []
  }
}
