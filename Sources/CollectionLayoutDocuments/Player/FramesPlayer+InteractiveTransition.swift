import CollectionLayoutCore

/// An interactive transition while it is open: `startInteractiveTransition(to:)` until
/// `finishInteractiveTransition()` or `cancelInteractiveTransition()`.
struct OpenTransition<Layout: CollectionViewLayout>: Sendable {
  /// The change, from the layout shown when it began to the one it goes to.
  var change: LayoutChange<InteractiveLayout<Layout>, InteractiveLayout<Layout>>
  /// The scenario of the layout it goes to, without steps or data: the next change's
  /// template once it finishes.
  var template: Scenario
  /// The progress now, 0 ... 1.
  var progress: Double
}

/// Playing the interactive transition's steps (see <doc:LayoutTransitions>): the entries of
/// an open transition show the two layouts interpolated at its progress; finishing or
/// cancelling animates the rest of the way, linearly.
extension FramesPlayer {
  /// The action of a `beginTransition` step.
  static var beginTransitionAction: StepAction { "beginTransition" }
  /// The action of a `transitionProgress` step.
  static var transitionProgressAction: StepAction { "transitionProgress" }
  /// The action of a `finishTransition` step.
  static var finishTransitionAction: StepAction { "finishTransition" }
  /// The action of a `cancelTransition` step.
  static var cancelTransitionAction: StepAction { "cancelTransition" }

  /// Seconds per unit of progress when a transition is finished or cancelled without a
  /// velocity: the whole way in 0.3 s, as `setLayout`'s animation.
  static var secondsPerProgress: Double { 0.3 }

  /// Plays beginTransition step `index`: the transition opens at progress 0; the entry shows
  /// the layout as it was, and reports the progress.
  mutating func playBeginTransition(_ start: TransitionStart, at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    let location = "steps[\(index)].beginTransition"
    let made = try makeLayout(
      currentScenario().replacingLayout(with: start.newLayout), at: location + ".to")
    let change = try layoutChange(to: made.layout, anchor: start.anchor, at: location)
    openTransition = OpenTransition(change: change, template: made.template, progress: 0)
    var played = try entry(index: index + 1, action: Self.beginTransitionAction)
    played.customAttributes = played.customAttributes.appending(Self.progressReport(0))
    return played
  }

  /// Plays transitionProgress step `index`: the progress moves to the step's in its frames,
  /// linearly; the entry lists the elements interpolated at the new progress.
  mutating func playTransitionProgress(_ step: TransitionProgressChange, at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    guard var open = openTransition else { throw Self.noOpenTransition(at: index) }
    let frames = max(1, step.frameCount)
    let from = open.progress
    let path = (0...frames).map { frame in
      frame == frames
        ? step.progress : from + (step.progress - from) * Double(frame) / Double(frames)
    }
    guard
      let transition = open.change.transition(
        for: output.elements, animation: .following(path), limit: budget.remaining)
    else { throw Scenario.outputLimitError(budget.limit, at: index) }
    budget.remaining -= transition.recordCount
    open.progress = step.progress
    openTransition = open
    var played = try interpolatedEntry(
      index: index + 1, action: Self.transitionProgressAction, of: open, records: transition.changes
    )
    played.transition = transition
    return played
  }

  /// Plays finishTransition (`finishing`) or cancelTransition step `index`: the rest of the
  /// progress animates to 1 or back to 0, linearly, in `0.3 × remaining` seconds or
  /// `remaining / velocity`; then the new layout is in place at the target offset, or the
  /// old one again at the offset where the transition began.
  mutating func playEndOfTransition(finishing: Bool, velocity: Double?, at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    guard let open = openTransition else { throw Self.noOpenTransition(at: index) }
    openTransition = nil
    let end = finishing ? 1.0 : 0.0
    let remaining = abs(end - open.progress)
    let duration = velocity.map { remaining / $0 } ?? Self.secondsPerProgress * remaining
    let animation = UpdateAnimation(
      duration: duration, fps: 60, curve: .keyframes([open.progress, end]))
    return try ending(
      open, finishing: finishing, animation: animation, at: index,
      action: finishing ? Self.finishTransitionAction : Self.cancelTransitionAction)
  }

  /// The entry of step `index`, which ends transition `open` with `animation` (its
  /// keyframes ending at 1 when `finishing`, at 0 otherwise).
  mutating func ending(
    _ open: OpenTransition<Layout>, finishing: Bool, animation: UpdateAnimation, at index: Int,
    action: StepAction, report: CustomAttributes = CustomAttributes()
  ) throws(ScenarioError) -> FrameStep {
    guard
      let transition = open.change.transition(
        for: output.elements, animation: animation, limit: budget.remaining)
    else { throw Scenario.outputLimitError(budget.limit, at: index) }
    budget.remaining -= transition.recordCount
    if finishing {
      layout = open.change.finishedLayout.base
      offset = open.change.targetContentOffset
      layouts.template = open.template
    } else {
      layout = open.change.restoredLayout.base
      offset = open.change.oldContentOffset
      returnedToTheOldLayout = true
    }
    var played = try entry(index: index + 1, action: action)
    played.transition = transition
    played.customAttributes = report.appending(played.customAttributes)
    return played
  }

  /// An entry of the open transition at its progress: the final attributes of `records`, the
  /// records of the stretch that ends there (those visible at the offset there, with the
  /// output mode ``OutputMode/visible``), and the content offset and size at that progress.
  private mutating func interpolatedEntry(
    index: Int, action: StepAction, of open: OpenTransition<Layout>, records: [ElementChange]
  ) throws(ScenarioError) -> FrameStep {
    let change = open.change
    offset = change.contentOffset(atProgress: open.progress)
    let visible = LayoutRect(origin: offset, size: layout.environment.viewport)
    let elements = records.map(\.final).filter {
      output.elements == .all || $0.frame.intersects(visible)
    }
    let lists = listsElements
    listsElements = false
    defer { listsElements = lists }
    var played = try entry(index: index, action: action)
    played.contentOffset = offset
    played.contentSize = change.contentSize(atProgress: open.progress)
    if lists {
      guard elements.count <= budget.remaining else {
        throw Scenario.outputLimitError(budget.limit, at: index - 1)
      }
      budget.remaining -= elements.count
      played.elements = elements
    } else {
      interpolatedElements = elements
    }
    played.customAttributes = played.customAttributes.appending(
      Self.progressReport(open.progress))
    return played
  }

  /// The report of an open transition's progress: `"transitionProgress": p`.
  static func progressReport(_ progress: Double) -> CustomAttributes {
    CustomAttributes([("transitionProgress", .number(progress))])
  }

  /// The error of a transition step played without an open transition (validation refuses
  /// such steps first; a layout played from Swift may not have been validated).
  static func noOpenTransition(at index: Int) -> ScenarioError {
    ScenarioError(
      location: "steps[\(index)]",
      message: "expected an open transition, got none: open one with a beginTransition step")
  }
}
