import CollectionLayoutCore

extension StepAction {
  /// A relative scroll step (``ScenarioStep/scrollBy(_:)``).
  public static let scrollBy: StepAction = "scrollBy"
}

/// Relative scrolling: a finger's move, or one frame of a fling.
extension FramesPlayer {
  /// Plays a `scrollBy` step: the offset moves by `delta` (one addition per axis), the layout
  /// settles there (and may move the offset again: an endless wall recentres it), and the
  /// offset after the settle must be within ±``Limits/maximumOffset``. A layout with an end
  /// reaches that bound after enough steps in one direction; a wall never does.
  mutating func playScrollBy(_ delta: LayoutPoint, at index: Int) throws(ScenarioError) -> FrameStep
  {
    offset = LayoutPoint(x: offset.x + delta.x, y: offset.y + delta.y)
    let played = try entry(index: index + 1, action: .scrollBy)
    for (value, axis) in [(played.contentOffset.x, "x"), (played.contentOffset.y, "y")]
    where !(abs(value) <= Limits.maximumOffset) {
      throw ScenarioError(
        location: "steps[\(index)].scrollBy.\(axis)",
        message: "expected the content offset after the step between "
          + "-\(format(Limits.maximumOffset)) and \(format(Limits.maximumOffset)), "
          + "got \(format(value))")
    }
    return played
  }
}
