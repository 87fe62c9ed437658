extension StepAction {
  /// A page turn (``PageStep``).
  public static let page: StepAction = "page"
  /// A page's zoom (``ZoomStep``).
  public static let zoom: StepAction = "zoom"
}

/// The steps a paging layout plays: page turns and zooms, each animated when it says so.
extension PagingLayout {
  /// Plays a ``PageStep`` (the offset moves to the page's slot, `(i · S, 0)`) or a
  /// ``ZoomStep`` (the page's zoom changes; the paging offset stays). An animated step's
  /// transition is sampled as an update's; a page turn's also records every element visible
  /// in one of its sampled frames, so that the pages between the two ends are drawn as they
  /// fly by.
  /// Throws when the page does not exist, a zoom's page has no view, or a value is out of its
  /// range.
  public func playing(_ step: InteractionStep, from contentOffset: LayoutPoint) throws(StepError)
    -> InteractionOutcome<PagingLayout>
  {
    if let turn = step.value(as: PageStep.self) {
      let issues = PagingLayout.issues(of: turn, pageCount: pageCount, at: "page")
      if let first = issues.first { throw StepError(message: first.description) }
      let target = self.contentOffset(showingPage: turn.page)
      let transition = try turn.animation.map { animation throws(StepError) in
        try pageTurnTransition(from: contentOffset, to: target, animation: animation)
      }
      return InteractionOutcome(
        layout: self, contentOffset: target, action: .page, transition: transition)
    }
    if let zoom = step.value(as: ZoomStep.self) {
      let issues = PagingLayout.issues(of: zoom, pageCount: pageCount, at: "zoom")
      if let first = issues.first { throw StepError(message: first.description) }
      guard pool.views[zoom.page] != nil, let page = zoomingPage(zoom.page) else {
        let shown = pool.views.keys.sorted()
        let visible =
          shown.isEmpty
          ? "no page has a view"
          : shown.count == 1
            ? "expected the visible page \(shown[0])"
            : "expected one of the visible pages \(shown.map(String.init).joined(separator: ", "))"
        throw StepError(message: "page \(zoom.page) has no view at this step: \(visible)")
      }
      var zoomed = self
      zoomed.zoomedPages[zoom.page] = page.zoomed(
        to: zoom.scale, centeredOn: zoom.center ?? page.imagePointAtCenter)
      let transition = try zoom.animation.map { animation throws(StepError) in
        try PagingLayout.transition(
          from: self, to: zoomed, at: contentOffset, target: contentOffset, animation: animation)
      }
      return InteractionOutcome(
        layout: zoomed, contentOffset: contentOffset, action: .zoom, transition: transition)
    }
    throw StepError(
      message: "a paging layout does not play \"\(step.name)\" steps; "
        + "\"layout\": {\"kind\": \"\(step.layoutKind)\"} does")
  }

  /// The transition of a page turn: the engine's records of a change of offset without a
  /// change of layout, plus a kept record for every element visible in one of the sampled
  /// frames in between (the pages the viewport flies over). The records are bounded by the
  /// frames times what one frame shows, however far the turn goes.
  private func pageTurnTransition(
    from: LayoutPoint, to target: LayoutPoint, animation: UpdateAnimation
  )
    throws(StepError) -> LayoutTransition
  {
    // Every sampled frame records every change: bounded before any is built, and again as
    // the kept records of the pages flown over are added.
    let frameCount = animation.sampledFrameCount
    try PagingLayout.checkAnimatedRecords(
      frames: frameCount, perFrame: shownCountBound(at: from).adding(shownCountBound(at: target)))
    let update = try PagingLayout.update(
      from: self, to: self, at: from, target: target, animation: animation)
    var changes = update.changes(for: .visible)
    var recorded = Set(changes.map(\.id))
    for frame in update.animationFrames(for: changes) {
      let rect = visibleRect(at: frame.contentOffset)
      try PagingLayout.checkAnimatedRecords(
        frames: frameCount,
        perFrame: SaturatingCount(changes.count).adding(elementCount(in: rect)))
      for element in elements(in: rect, pins: nil, limit: .max)
      where !recorded.contains(element.id) {
        recorded.insert(element.id)
        changes.append(
          ElementChange(
            change: .kept, before: element.id, after: element.id, initial: element,
            final: element))
      }
    }
    changes.sort { $0.id < $1.id }
    return LayoutTransition(
      fromContentOffset: from, fromContentSize: contentSize, changes: changes,
      frames: update.animationFrames(for: changes), animation: animation)
  }

  /// The transition from `old` at `offset` to `new` at `target`, as the engine samples it.
  private static func transition(
    from old: PagingLayout, to new: PagingLayout, at offset: LayoutPoint, target: LayoutPoint,
    animation: UpdateAnimation
  ) throws(StepError) -> LayoutTransition {
    try checkAnimatedRecords(
      frames: animation.sampledFrameCount,
      perFrame: old.shownCountBound(at: offset).adding(new.shownCountBound(at: target)))
    return try update(from: old, to: new, at: offset, target: target, animation: animation)
      .transition(for: .visible)
  }

  private static func update(
    from old: PagingLayout, to new: PagingLayout, at offset: LayoutPoint, target: LayoutPoint,
    animation: UpdateAnimation
  ) throws(StepError) -> LayoutUpdate<PagingLayout> {
    do {
      return try LayoutUpdate(
        layout: old, contentOffset: offset, changingTo: new, targetContentOffset: target,
        animation: animation)
    } catch {
      throw StepError(message: error.message)
    }
  }
}
