import CollectionLayoutCore

/// Applying a batch to the collection on screen, for every step that updates the data.
extension FramesPlayer {
  /// Applies `batch` to the collection on screen, as an update step does (through what the
  /// interactions show, so that an item being swiped or a section being edited follows its
  /// item), and returns the entry, with its transition and `record` as its batch, and the
  /// update's mapping. An invalid batch throws UIKit's message at `steps[index]`.
  mutating func applying(
    _ batch: BatchUpdate, recording record: StepBatch, action: StepAction, at index: Int
  ) throws(ScenarioError) -> (entry: FrameStep, mapping: UpdateMapping) {
    let update: LayoutUpdate<InteractiveLayout<Layout>>
    do {
      update = try LayoutUpdate(layout: presented, contentOffset: offset, batch: batch)
    } catch {
      throw ScenarioError(location: "steps[\(index)]", message: error.message)
    }
    layout = update.newLayout.base
    interactions.state = update.newLayout.state
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
