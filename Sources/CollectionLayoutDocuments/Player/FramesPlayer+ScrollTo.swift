import CollectionLayoutCore

/// Playing a scroll step to a target: one coordinate, an end of the content or an item.
extension FramesPlayer {
  /// Moves to the offset ``CollectionViewLayout/contentOffset(scrollingTo:from:)`` gives, as
  /// a scroll step: the layout is untouched, the entry's action is `scroll`. An item the
  /// layout does not show at this step is reported at `steps[N].scroll.toItem`.
  mutating func playScroll(to target: ScrollTarget, at index: Int) throws(ScenarioError)
    -> FrameStep
  {
    if let reached = layout.contentOffset(scrollingTo: target, from: offset) {
      offset = reached
    } else if case .item(let path, _) = target {
      throw itemNotShown(path, at: "steps[\(index)].scroll.toItem")
    }
    return try entry(index: index + 1, action: .scroll)
  }
}
