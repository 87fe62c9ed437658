import CollectionLayoutCore

extension Scenario {
  /// Lays the scenario out, plays its steps and returns the frames: the initial layout, then
  /// one entry per step. Throws every validation problem before doing any work.
  ///
  /// - The initial content offset is `(-inset.left, -inset.top)`.
  /// - A scroll step sets the offset as given (overscroll included) and re-runs only the pin
  ///   pass; the layout is untouched.
  /// - A resize step lays the same data out in the new viewport and keeps the reader's place
  ///   (``CollectionViewLayout/resized(to:from:)-(LayoutSize,_)``): by default the ``ScrollAnchor`` captured
  ///   before the resize is restored after it, and the offset is clamped to the valid range.
  /// - A step only some layouts play (``InteractionStep``) is played by the layout.
  /// - An update step applies a batch as `performBatchUpdates` would (see ``LayoutUpdate``):
  ///   an invalid batch throws UIKit's message at `steps[N]`; a valid one moves to the target
  ///   content offset and records the transition.
  /// - The frames hold at most ``Limits/maximumOutputElementCount`` element records (listed
  ///   elements, change records and animated elements): validation checks what it can count
  ///   from the data, and playing stops with an error at the first entry that would pass the
  ///   limit, before listing its elements.
  ///
  /// - Returns: The frames: one entry for the initial layout, then one per step.
  /// - Throws: Every validation problem of the scenario, before any work; then the first
  ///   problem met while playing (an invalid batch, the output limit), at `steps[N]`.
  /// - Complexity: Preparing the layout (O(sections) for uniform sections), then for each
  ///   step what it lists: O(log n + k) for a scroll listing k visible elements.
  public func frames() throws(ScenarioError) -> FramesDocument {
    try frames(outputLimit: Limits.maximumOutputElementCount)
  }

  /// ``frames()`` with another limit on the element records, for tests.
  func frames(outputLimit: Int) throws(ScenarioError) -> FramesDocument {
    try validate()
    return try play(on: try playedLayout(), outputLimit: outputLimit)
  }

  /// The layout the steps are played on: ``makeLayout()``'s, wrapped in an
  /// ``AnyCollectionViewLayout`` when a step may put a layout of another kind in its place
  /// (`setLayout`, `beginTransition`), so that one player holds both.
  func playedLayout() throws(ScenarioError) -> any CollectionViewLayout {
    let layout = try makeLayout()
    return steps.contains(where: \.replacesTheLayout) ? AnyCollectionViewLayout(layout) : layout
  }

  /// ``frames()`` with the layout wrapped in an ``AnyCollectionViewLayout``: the same frames,
  /// byte for byte, when the wrapper forwards everything (the goldens check it).
  package func framesWithErasedLayout() throws(ScenarioError) -> FramesDocument {
    try validate()
    return try play(
      on: AnyCollectionViewLayout(try makeLayout()), outputLimit: Limits.maximumOutputElementCount)
  }

  /// Plays the steps on `layout`, whatever its kind.
  private func play<Layout: CollectionViewLayout>(on layout: Layout, outputLimit: Int)
    throws(ScenarioError) -> FramesDocument
  {
    var player = FramesPlayer(layout: layout, scenario: self, outputLimit: outputLimit)
    return try player.play()
  }
}

extension FramesDocument {
  /// Plays `steps` on `layout`, any ``CollectionViewLayout``, as a scenario's steps are played
  /// (see ``Scenario/frames()``): the frames of a layout of your own, with its scrolls,
  /// resizes and batch updates, transitions included. Throws the steps' problems (located at
  /// `steps[N]`) before playing, and an invalid batch's UIKit message at its step.
  ///
  /// - Parameters:
  ///   - layout: The layout before any step, in its environment.
  ///   - steps: The steps to play, in order.
  ///   - output: What each entry lists.
  /// - Throws: The steps' problems, at `steps[N]`, then the first problem met while playing.
  /// - Complexity: For each step, what it lists: O(log n + k) for a scroll of the grid
  ///   listing k visible elements.
  public init<Layout: CollectionViewLayout>(
    layout: Layout, steps: [ScenarioStep] = [], output: OutputOptions = OutputOptions()
  ) throws(ScenarioError) {
    try Scenario(environment: layout.environment, steps: steps, output: output).validate()
    guard steps.contains(where: \.replacesTheLayout) else {
      var player = FramesPlayer(
        layout: layout, steps: steps, output: output,
        outputLimit: Limits.maximumOutputElementCount)
      self = try player.play()
      return
    }
    var player = FramesPlayer(
      layout: AnyCollectionViewLayout(layout), steps: steps, output: output,
      outputLimit: Limits.maximumOutputElementCount)
    self = try player.play()
  }
}

/// Plays steps on a layout, one frames entry at a time: the engine's loop, written once for
/// every ``CollectionViewLayout``.
struct FramesPlayer<Layout: CollectionViewLayout> {
  /// The layout after the last step played.
  var layout: Layout
  /// The content offset after the last step played.
  var offset: LayoutPoint
  /// The steps, in order.
  let steps: [ScenarioStep]
  /// What each entry lists.
  let output: OutputOptions
  /// The element records the frames may still hold.
  var budget: OutputBudget
  /// The data beside the layout: the items held by sections that show no items, and the
  /// data sources (see <doc:DataSources>).
  var data = DataState()
  /// What drags, swipes and editing show on top of the layout (see <doc:Interactions>).
  var interactions = InteractionProgress<Layout>()
  /// Whether each entry lists its elements; `false` when a writer visits them after the entry
  /// is made (see `FramesPlayer+Streaming.swift`), the entry's `elements` then empty.
  var listsElements = true
  /// The update of the last step, when the streaming writer writes its transition record by
  /// record as the records are made instead of the entry holding it (see
  /// `FramesPlayer+Streaming.swift`); `nil` otherwise.
  var streamedUpdate: LayoutUpdate<InteractiveLayout<Layout>>?
  /// The section frames last written as an entry's overview (see `FramesPlayer+Overview.swift`).
  var writtenOverview: [LayoutRect]?
  /// What the entries have displayed, with `output.display` (see `FramesPlayer+Display.swift`).
  var display: DisplayTracker<Layout>?
  /// Whether the last entry's settle moved the content offset (a wall recentring).
  var settleMovedOffset = false
  /// What the steps played so far warned of (see `FramesPlayer+Warnings.swift`).
  var warnings: [ScenarioIssue] = []
  /// The environment before any step.
  private let initialEnvironment: LayoutEnvironment
  /// The screen a scenario describes, which resize steps change (see
  /// `FramesPlayer+Screen.swift`); `nil` for a layout played without a scenario.
  var screen: PlayedScreen?
  /// What layout changes make their layouts from (see `FramesPlayer+LayoutChange.swift`).
  var layouts = LayoutSource()
  /// The interactive transition open, if any (see `FramesPlayer+InteractiveTransition.swift`).
  var openTransition: OpenTransition<Layout>?
  /// The elements a transition's entry lists, interpolated, when the writer visits elements
  /// after the entry is made (see `FramesPlayer+Streaming.swift`): the writer writes these
  /// instead of the layout's. `nil` otherwise.
  var interpolatedElements: [LayoutAttributes]?
  /// Whether the last step gave up a layout change (a cancelled transition or pinch): its
  /// display events compare the layout with itself, not through the transition's records.
  var returnedToTheOldLayout = false

  init(layout: Layout, steps: [ScenarioStep], output: OutputOptions, outputLimit: Int) {
    self.layout = layout
    self.offset = layout.initialContentOffset
    self.steps = steps
    self.output = output
    self.budget = OutputBudget(limit: outputLimit, remaining: outputLimit)
    self.initialEnvironment = layout.environment
  }

  /// Every entry: the initial layout, then one per step.
  mutating func play() throws(ScenarioError) -> FramesDocument {
    var entries: [FrameStep] = []
    try play { (entry: FrameStep) throws(ScenarioError) in entries.append(entry) }
    return FramesDocument(environment: initialEnvironment, steps: entries)
  }

  /// Plays the initial layout and every step, handing each entry to `emit` as soon as it is
  /// made (a writer can stream them).
  mutating func play(emit: (FrameStep) throws(ScenarioError) -> Void) throws(ScenarioError) {
    try checkReportedStates()
    let initial = try entry(index: 0, action: .initial)
    let namedInitial = naming(initial, before: presented)
    try emit(addingDisplayEvents(to: namedInitial, after: nil))
    for (index, step) in steps.enumerated() {
      // Two statements: `naming` must read the layout after the step, not a copy of `self`
      // taken before its argument plays it.
      let before = presented
      let played = try play(step, at: index)
      let named = naming(played, before: before)
      try emit(addingDisplayEvents(to: named, after: step))
    }
  }

  /// Plays step `index` and returns its entry.
  mutating func play(_ step: ScenarioStep, at index: Int) throws(ScenarioError) -> FrameStep {
    switch step {
    case .scroll(let target):
      offset = target
      return try entry(index: index + 1, action: .scroll)
    case .scrollBy(let delta): return try playScrollBy(delta, at: index)
    case .animatedScroll(let target): return try playAnimatedScroll(to: target, at: index)
    case .fling(let fling):
      warnIfSlow(fling, at: index)
      return try playFling(fling, at: index)
    case .pan(let pan): return try playPan(pan, at: index)
    case .scrollTo(let target):
      return try playScroll(to: target, at: index)
    case .scrollSection(let section, let x, let y):
      return try playScroll(section: section, x: x, y: y, at: index)
    case .resize(let viewport, let contentInset):
      return try playResize(to: viewport, contentInset: contentInset, at: index)
    case .resizeEnvironment(let resize):
      return try playResize(resize, at: index)
    case .update(let batch):
      return try playUpdate(batch, at: index)
    case .updateSources(let updates):
      return try playSourceUpdates(updates, at: index)
    case .apply(let snapshot):
      return try playApply(snapshot, at: index)
    case .load(let load):
      return try playLoad(load, at: index)
    case .select(let selection):
      return try playSelect(selection, at: index)
    case .interaction(let interaction):
      let outcome: InteractionOutcome<Layout>
      do {
        outcome = try layout.playing(interaction, from: offset)
      } catch {
        throw ScenarioError(location: "steps[\(index)]", message: error.message)
      }
      layout = outcome.layout
      offset = outcome.contentOffset
      if let transition = outcome.transition {
        let records = transition.recordCount
        guard records <= budget.remaining else {
          throw Scenario.outputLimitError(budget.limit, at: index)
        }
        budget.remaining -= records
      }
      var played = try entry(index: index + 1, action: outcome.action)
      played.transition = outcome.transition
      played.customAttributes = outcome.report.appending(played.customAttributes)
      return played
    case .beginDrag(let start): return try playBeginDrag(start, at: index)
    case .dragTo(let move): return try playDragTo(move, at: index)
    case .endDrag: return try playEndDrag(at: index)
    case .cancelDrag: return try playCancelDrag(at: index)
    case .swipe(let swipe): return try playSwipe(swipe, at: index)
    case .editing(let isOn): return try playEditing(isOn, at: index)
    case .measure(let measurement): return try playMeasure(measurement, at: index)
    case .setLayout(let replacement): return try playSetLayout(replacement, at: index)
    case .beginTransition(let start): return try playBeginTransition(start, at: index)
    case .transitionProgress(let change): return try playTransitionProgress(change, at: index)
    case .finishTransition(let velocity):
      return try playEndOfTransition(finishing: true, velocity: velocity, at: index)
    case .cancelTransition:
      return try playEndOfTransition(finishing: false, velocity: nil, at: index)
    case .pinch(let pinch): return try playPinch(pinch, at: index)
    }
  }

  /// One frames entry: the layout settled at the current offset (see
  /// ``CollectionViewLayout/settled(at:)``; the offset moves if the layout moves it), its
  /// elements per the output mode and the section scroller states it reports (see
  /// `FramesPlayer+ReportedStates.swift`), counted against the element records the frames may
  /// still hold, and its report.
  mutating func entry(index: Int, action: StepAction) throws(ScenarioError) -> FrameStep {
    let settled = layout.settled(at: offset)
    layout = settled.layout
    settleMovedOffset = settled.contentOffset.map { $0 != offset } ?? false
    if let moved = settled.contentOffset { offset = moved }
    try countReportedStates(of: settled.report, entry: index)
    var elements: [LayoutAttributes] = []
    if listsElements {
      guard
        let listed = presented.listedElements(
          output.elements, at: offset, limit: budget.remaining)
      else {
        throw Scenario.outputLimitError(budget.limit, at: index == 0 ? nil : index - 1)
      }
      budget.remaining -= listed.count
      elements = listed
    }
    return FrameStep(
      index: index, action: action, viewport: layout.environment.viewport,
      contentOffset: offset, contentSize: layout.contentSize, elements: elements,
      customAttributes: settled.report.appending(interactionReport()),
      contentInset: layout.environment.contentInset == initialEnvironment.contentInset
        ? nil : layout.environment.contentInset, sections: changedOverview(),
      safeArea: layout.environment.safeArea == initialEnvironment.safeArea
        ? nil : layout.environment.safeArea,
      layoutMargins: layout.environment.layoutMargins == initialEnvironment.layoutMargins
        ? nil : layout.environment.layoutMargins)
  }
}

extension Scenario {
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
