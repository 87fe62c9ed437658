import CollectionLayoutCore

/// Applying a batch to the collection on screen, for every step that updates the data.
extension FramesPlayer {
  /// Applies `batch` to the collection on screen, as an update step does (through what the
  /// interactions show, so that an item being swiped or a section being edited follows its
  /// item), and returns the entry, with its transition and `record` as its batch, and the
  /// update's mapping. An invalid batch throws UIKit's message at `steps[index]`. For the
  /// streaming writer, the entry holds no transition: the update is kept in
  /// ``streamedUpdate``, and its transition is written record by record.
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
    // Written by the streaming writer as its records are made, and counted there, unless the
    // display events read the whole transition (`FramesPlayer+Streaming.swift`).
    if !listsElements && !output.display {
      streamedUpdate = update
      var updated = try entry(index: index + 1, action: action)
      updated.batch = record
      return (updated, update.mapping)
    }
    guard let transition = update.transition(for: output.elements, limit: budget.remaining)
    else { throw Scenario.outputLimitError(budget.limit, at: index) }
    budget.remaining -= transition.recordCount
    var updated = try entry(index: index + 1, action: action)
    updated.transition = transition
    updated.batch = record
    return (updated, update.mapping)
  }
}
