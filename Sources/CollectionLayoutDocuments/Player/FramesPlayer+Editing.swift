import CollectionLayoutCore

/// Playing swipe and editing steps.
extension FramesPlayer {
  /// Opens item `swipe.item` by `min(distance, total width of the actions it reveals)`,
  /// closing the item open before, in one transition; a distance of 0 closes. Throws, at the
  /// step's `item`, for an item the layout does not show or whose section has no swipe actions
  /// at that edge: the layout says what it lacks (``CollectionViewLayout/missingSwipeActions(inSection:at:)``).
  mutating func playSwipe(_ swipe: Swipe, at index: Int) throws(ScenarioError) -> FrameStep {
    let location = "steps[\(index)].swipe.item"
    _ = try shownItem(swipe.item, at: location)
    let section = swipe.item.section
    let actions = layout.swipeActions(ofSection: section, at: swipe.actions)
    guard !actions.isEmpty else {
      throw ScenarioError(
        location: location,
        message: "expected an item of a section with \(swipe.actions.rawValue) swipe actions, "
          + "got [\(section), \(swipe.item.item)]: "
          + layout.missingSwipeActions(inSection: section, at: swipe.actions))
    }
    let total = actions.reduce(0) { $0 + $1.width }
    let offset = min(max(0, swipe.distance), total)
    var state = interactions.state
    state.openSwipe =
      offset > 0 ? OpenSwipe(item: swipe.item, offset: offset, edge: swipe.actions) : nil
    return try present(
      InteractiveLayout(base: layout, state: state), targetContentOffset: self.offset,
      action: .swipe, at: index)
  }

  /// Turns editing mode on or off, closing an open swipe, animated like an update: items gain
  /// or lose their `editing` and `movable` attributes, their delete controls and reorder
  /// handles fade in or out.
  mutating func playEditing(_ isOn: Bool, at index: Int) throws(ScenarioError) -> FrameStep {
    var state = interactions.state
    state.isEditing = isOn
    state.openSwipe = nil
    return try present(
      InteractiveLayout(base: layout, state: state), targetContentOffset: offset,
      action: .editing, at: index)
  }
}
