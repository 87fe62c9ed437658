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
    } else if case .itemID(let id, _) = target {
      throw itemIDNotShown(id, at: "steps[\(index)].scroll.toItemID")
    }
    return try entry(index: index + 1, action: .scroll)
  }

  /// The error of a scroll to an item id that names no item shown at this step.
  func itemIDNotShown(_ id: String, at location: String) -> ScenarioError {
    ScenarioError(
      location: location,
      message: "expected the id of an item shown at this step, got \(Quoting.quoted(id))")
  }

  /// Scrolls section `section`'s own strip to `x` and `y` (`nil` keeps that coordinate), as a
  /// scroll step: the collection view's offset is kept, the entry's action is `scroll`. A
  /// section that does not scroll on its own is reported at `steps[N].scroll.section`.
  mutating func playScroll(section: Int, x: Double?, y: Double?, at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    let scroller = try sectionScroller(section, at: "steps[\(index)].scroll.section")
    let target = LayoutPoint(
      x: x ?? scroller.contentOffset.x, y: y ?? scroller.contentOffset.y)
    layout = layout.scrolled(section: section, to: target)
    return try entry(index: index + 1, action: .scroll)
  }

  /// The scroller of section `section`, which must scroll on its own; otherwise an error at
  /// `location` listing the sections that do.
  func sectionScroller(_ section: Int, at location: String) throws(ScenarioError)
    -> SectionScroller
  {
    if let scroller = layout.sectionScroller(section) { return scroller }
    throw ScenarioError(
      location: location,
      message: SectionScroller.expectation(ofSection: section, among: layout.sectionScrollers))
  }
}
