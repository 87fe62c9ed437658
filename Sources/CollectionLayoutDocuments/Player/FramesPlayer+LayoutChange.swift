import CollectionLayoutCore

/// What the layouts of layout changes are made from: the scenario without its steps or data
/// (its global headers, default metrics and layout in place).
struct LayoutSource: Sendable {
  /// The scenario the player plays, without steps or data, its layout the one in place; `nil`
  /// for a layout played without a scenario (``FramesDocument/init(layout:steps:output:)``)
  /// until a layout change describes one.
  var template: Scenario?

  /// The source of `scenario`'s layout changes.
  init(scenario: Scenario) {
    template = LayoutSource.stripped(scenario)
  }

  /// A source without a scenario.
  init() {}

  /// `scenario` without what a template does not keep: steps, data, devices, the screen's
  /// description (the layout's environment is used as it is) and the output.
  static func stripped(_ scenario: Scenario) -> Scenario {
    var template = scenario
    template.steps = []
    template.sections = []
    template.dataSource = nil
    template.devices = []
    template.environmentDescription = nil
    template.scrollView = ScrollViewSettings()
    template.output = OutputOptions()
    return template
  }
}

/// Playing `setLayout` steps (see <doc:LayoutTransitions>), and making the layouts every
/// layout change puts in place.
extension FramesPlayer {
  /// The action of a `setLayout` step.
  static var setLayoutAction: StepAction { "setLayout" }

  /// Plays setLayout step `index`: the change animated, or the new layout at once.
  mutating func playSetLayout(_ replacement: LayoutReplacement, at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    let location = "steps[\(index)].setLayout"
    let made = try makeLayout(
      currentScenario().replacingLayout(with: replacement.newLayout), at: location + ".layout")
    let change = try layoutChange(to: made.layout, anchor: replacement.anchor, at: location)
    layouts.template = made.template
    guard replacement.isAnimated else {
      layout = change.finishedLayout.base
      offset = change.targetContentOffset
      return try entry(index: index + 1, action: Self.setLayoutAction)
    }
    guard
      let transition = change.transition(
        for: output.elements, animation: replacement.animation, limit: budget.remaining)
    else { throw Scenario.outputLimitError(budget.limit, at: index) }
    budget.remaining -= transition.recordCount
    layout = change.finishedLayout.base
    offset = change.targetContentOffset
    var played = try entry(index: index + 1, action: Self.setLayoutAction)
    played.transition = transition
    return played
  }

  /// The scenario of the layout in place, with the data shown now in the environment now (the
  /// content inset as adjusted): what a layout change starts from.
  func currentScenario() -> Scenario {
    var scenario = layouts.template ?? Scenario(environment: layout.environment)
    scenario.sections = layout.sections
    scenario.environment = layout.environment
    return scenario
  }

  /// The change from the layout shown now, at the current offset, to `newLayout` shown with
  /// the same interactions; an anchor's problem located at `location.anchor`.
  func layoutChange(to newLayout: Layout, anchor: LayoutChangeAnchor, at location: String)
    throws(ScenarioError) -> LayoutChange<InteractiveLayout<Layout>, InteractiveLayout<Layout>>
  {
    do {
      return try LayoutChange(
        from: presented, at: offset,
        to: InteractiveLayout(base: newLayout, state: interactions.state), anchor: anchor)
    } catch {
      throw ScenarioError(
        issues: error.issues.map {
          ScenarioIssue(location: location + "." + $0.location.description, message: $0.message)
        })
    }
  }

  /// The layout `scenario` makes, and the template it leaves for the next change. Its
  /// problems are located at `location` (`steps[3].setLayout.layout`): the layout object's
  /// keys below it, the data's (a section the new kind cannot lay out) at it, with the data's
  /// location in the message.
  func makeLayout(_ scenario: Scenario, at location: String) throws(ScenarioError)
    -> (layout: Layout, template: Scenario)
  {
    let made: any CollectionViewLayout
    let adopted = scenario.adoptedByItsKind()
    do {
      try adopted.validate()
      made = try adopted.layout.layoutKind.makeLayout(of: adopted)
    } catch {
      throw ScenarioError(issues: error.issues.map { Self.relocate($0, under: location) })
    }
    guard let adopted = Self.adopt(made) else {
      throw ScenarioError(
        location: location,
        message: "expected a \(layout.kindDescription) here: this player holds one type of "
          + "layout; play the steps with a layout wrapped in AnyCollectionViewLayout")
    }
    return (adopted, LayoutSource.stripped(scenario))
  }

  /// `made` as this player's layout type: itself when it is one, wrapped when the player
  /// holds any layout (``AnyCollectionViewLayout``); `nil` otherwise.
  static func adopt(_ made: any CollectionViewLayout) -> Layout? {
    if let same = made as? Layout { return same }
    return AnyCollectionViewLayout(made) as? Layout
  }

  /// A problem of a layout made for a layout change, located under the step's `location`.
  static func relocate(_ issue: ScenarioIssue, under location: String) -> ScenarioIssue {
    let path = issue.location
    for key in ["layout", "metrics", "globalHeaders"] where path == key || path.hasPrefix(key) {
      let rest = path.dropFirst(key.count)
      guard rest.isEmpty || rest.first == "." || rest.first == "[" else { continue }
      let at = key == "layout" ? location + rest : location + "." + path
      return ScenarioIssue(location: at, message: issue.message)
    }
    let inData = path.isEmpty ? "" : "in the data at \(path): "
    return ScenarioIssue(
      location: location,
      message: "the new layout cannot lay out the data: \(inData)\(issue.message)")
  }
}

extension CollectionViewLayout {
  /// The layout's type, for a message.
  var kindDescription: String { String(describing: type(of: self)) }
}
