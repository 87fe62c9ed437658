extension Scenario {
  /// Lays the scenario out, plays its steps and returns the frames: the initial layout, then
  /// one entry per step. Throws every validation problem before doing any work.
  ///
  /// - The initial content offset is `(-inset.left, -inset.top)`.
  /// - A scroll step sets the offset as given (overscroll included) and re-runs only the pin
  ///   pass; the layout is untouched.
  /// - A resize step lays the same data out in the new viewport and keeps the reader's place:
  ///   the ``ScrollAnchor`` captured before the resize is restored after it, and the offset is
  ///   clamped to the valid range.
  /// - An update step applies a batch as `performBatchUpdates` would (see ``LayoutUpdate``):
  ///   an invalid batch throws UIKit's message at `steps[N]`; a valid one moves to the target
  ///   content offset and records the transition.
  public func frames() throws(ScenarioError) -> Frames {
    try validate()
    var layout = GridLayout(
      validatedEnvironment: environment, metrics: metrics, globalHeaders: globalHeaders,
      sections: sections)
    var offset = environment.initialContentOffset
    var entries = [entry(index: 0, action: .initial, layout: layout, offset: offset)]
    for (index, step) in steps.enumerated() {
      switch step {
      case .scroll(let target):
        offset = target
        entries.append(entry(index: index + 1, action: .scroll, layout: layout, offset: offset))
      case .resize(let viewport):
        let anchor = layout.scrollAnchor(at: offset)
        var resized = layout.environment
        resized.viewport = viewport
        layout = try layout.relaidOut(in: resized)
        offset = layout.contentOffset(restoring: anchor, from: offset)
        entries.append(entry(index: index + 1, action: .resize, layout: layout, offset: offset))
      case .update(let batch):
        let update: LayoutUpdate
        do {
          update = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
        } catch {
          throw ScenarioError(location: "steps[\(index)]", message: error.message)
        }
        layout = update.newLayout
        offset = update.targetContentOffset
        var updated = entry(index: index + 1, action: .update, layout: layout, offset: offset)
        updated.transition = update.transition(for: output.elements)
        entries.append(updated)
      }
    }
    return Frames(environment: environment, steps: entries)
  }

  /// One frames entry: the layout's elements at `offset` per the output mode.
  private func entry(index: Int, action: StepAction, layout: GridLayout, offset: Point)
    -> FrameStep
  {
    let elements: [LayoutAttributes]
    switch output.elements {
    case .visible: elements = layout.visibleElements(at: offset)
    case .all: elements = layout.allElements(at: offset)
    }
    return FrameStep(
      index: index, action: action, viewport: layout.environment.viewport,
      contentOffset: offset, contentSize: layout.contentSize, elements: elements)
  }
}
