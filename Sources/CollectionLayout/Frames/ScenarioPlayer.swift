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
  /// - The frames hold at most ``Limits/maximumOutputElementCount`` element records (listed
  ///   elements, change records and animated elements): validation checks what it can count
  ///   from the data, and playing stops with an error at the first entry that would pass the
  ///   limit, before listing its elements.
  public func frames() throws(ScenarioError) -> Frames {
    try frames(outputLimit: Limits.maximumOutputElementCount)
  }

  /// ``frames()`` with another limit on the element records, for tests.
  func frames(outputLimit: Int) throws(ScenarioError) -> Frames {
    try validate()
    var layout = GridLayout(
      validatedEnvironment: environment, metrics: metrics, globalHeaders: globalHeaders,
      sections: sections)
    var offset = environment.initialContentOffset
    var budget = OutputBudget(limit: outputLimit, remaining: outputLimit)
    var entries = [
      try entry(index: 0, action: .initial, layout: layout, offset: offset, budget: &budget)
    ]
    for (index, step) in steps.enumerated() {
      switch step {
      case .scroll(let target):
        offset = target
        entries.append(
          try entry(
            index: index + 1, action: .scroll, layout: layout, offset: offset,
            budget: &budget))
      case .resize(let viewport):
        let anchor = layout.scrollAnchor(at: offset)
        var resized = layout.environment
        resized.viewport = viewport
        layout = try layout.relaidOut(in: resized)
        offset = layout.contentOffset(restoring: anchor, from: offset)
        entries.append(
          try entry(
            index: index + 1, action: .resize, layout: layout, offset: offset,
            budget: &budget))
      case .update(let batch):
        let update: LayoutUpdate
        do {
          update = try LayoutUpdate(layout: layout, contentOffset: offset, batch: batch)
        } catch {
          throw ScenarioError(location: "steps[\(index)]", message: error.message)
        }
        layout = update.newLayout
        offset = update.targetContentOffset
        guard let transition = update.transition(for: output.elements, limit: budget.remaining)
        else { throw Scenario.outputLimitError(outputLimit, at: index) }
        budget.remaining -= LayoutUpdate.recordCount(of: transition)
        var updated = try entry(
          index: index + 1, action: .update, layout: layout, offset: offset,
          budget: &budget)
        updated.transition = transition
        entries.append(updated)
      }
    }
    return Frames(environment: environment, steps: entries)
  }

  /// One frames entry: the layout's elements at `offset` per the output mode, counted against
  /// the `remaining` element records the frames may still hold.
  private func entry(
    index: Int, action: StepAction, layout: GridLayout, offset: Point, budget: inout OutputBudget
  ) throws(ScenarioError) -> FrameStep {
    guard let elements = layout.listedElements(output.elements, at: offset, limit: budget.remaining)
    else {
      throw Scenario.outputLimitError(budget.limit, at: index == 0 ? nil : index - 1)
    }
    budget.remaining -= elements.count
    return FrameStep(
      index: index, action: action, viewport: layout.environment.viewport,
      contentOffset: offset, contentSize: layout.contentSize, elements: elements)
  }

  /// The error of frames that would hold more than `limit` element records: at `steps[N]`
  /// for step `step`, at the document for the initial layout.
  static func outputLimitError(_ limit: Int, at step: Int?) -> ScenarioError {
    guard let step else {
      return ScenarioError(
        location: "",
        message: "expected at most \(limit) element records in the frames, got more in the "
          + "initial layout")
    }
    return ScenarioError(
      location: "steps[\(step)]",
      message: "expected at most \(limit) element records in the frames, got more by this step")
  }
}

/// The element records the frames may hold: the limit, and what is left of it.
struct OutputBudget {
  /// The most element records the frames may hold.
  var limit: Int
  /// The records still allowed, >= 0.
  var remaining: Int
}
