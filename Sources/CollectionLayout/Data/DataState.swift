/// What the player keeps beside the layout to play data steps: the items that sections
/// showing no items hold, and the data sources.
///
/// A section whose state shows no items (`initial`, `loading`, `noContent`, `error`) has no
/// items on screen; the items that arrive for it meanwhile (inserted by an update, given by
/// `apply`) are held here, as the sample queues its updates while it loads, and appear in
/// one batch when a `load` step lets the section show items.
struct DataState: Sendable {
  /// In a scenario without data sources: by section index on screen, the items a section
  /// that shows no items holds. A section absent holds none.
  var held: [Int: Items] = [:]
  /// The data sources, in a scenario that has them; their sections hold their items
  /// themselves.
  var root: DataSource?

  /// The items section `section` holds, or none in the form of `shown` (a count of 0 or an
  /// empty list).
  func heldItems(_ section: Int, shown: Items) -> Items {
    held[section] ?? shown.emptied
  }
}

extension Items {
  /// No items, in the same form: a count of 0 or an empty list.
  var emptied: Items {
    switch self {
    case .count: return .count(0)
    case .list: return .list([])
    }
  }

  /// The items one by one; `count` items without ids for a count.
  var listed: [Item] {
    switch self {
    case .count(let count): return Array(repeating: Item(), count: max(0, count))
    case .list(let items): return items
    }
  }
}

extension FramesPlayer {
  /// Applies `batch` to the collection on screen, as an update step does, and returns the
  /// entry, with its transition and `record` as its batch, and the update's mapping. An
  /// invalid batch throws UIKit's message at `steps[index]`.
  mutating func applying(
    _ batch: BatchUpdate, recording record: StepBatch, action: StepAction, at index: Int
  ) throws(ScenarioError) -> (entry: FrameStep, mapping: UpdateMapping) {
    let update: LayoutUpdate<Layout>
    do {
      update = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
    } catch {
      throw ScenarioError(location: "steps[\(index)]", message: error.message)
    }
    layout = update.newLayout
    offset = update.targetContentOffset
    guard let transition = update.transition(for: output.elements, limit: budget.remaining)
    else { throw Scenario.outputLimitError(budget.limit, at: index) }
    budget.remaining -= transition.recordCount
    var updated = try entry(index: index + 1, action: action)
    updated.transition = transition
    updated.batch = record
    return (updated, update.mapping)
  }
}
