import CollectionLayoutCore

/// The checks of the layout-change steps that need no layout: their values, and their order
/// (a progress, finish or cancel needs an open transition; an open transition allows only
/// those; a scenario may not end with one open). Whether the new layout can lay the data out,
/// and whether a pinch's layout has columns, is checked when the step is played.
struct TransitionStepChecker {
  /// The step that opened the transition, while it is open.
  private var openedAt: Int?
  /// The step that closed the last transition.
  private var closedAt: Int?

  /// The problems of step `index`, located at `steps[index]…`.
  mutating func issues(of step: ScenarioStep, at index: Int) -> [LayoutIssue] {
    let location = ValueLocation("steps")[index]
    var issues: [LayoutIssue] = []
    func report(_ at: ValueLocation, _ message: String) {
      issues.append(LayoutIssue(location: at, message: message))
    }
    let name = InteractionStepChecker.name(of: step)
    switch step {
    case .transitionProgress, .finishTransition, .cancelTransition:
      if openedAt == nil {
        let got =
          closedAt.map { "none: the transition ended at steps[\($0)]" }
          ?? "none: open one with a beginTransition step"
        report(location[name], "expected an open transition, got \(got)")
      }
    case .beginTransition:
      if let opened = openedAt {
        report(
          location[name],
          "expected no open transition, got the one begun at steps[\(opened)]: finish it "
            + "with finishTransition or cancelTransition first")
      }
    default:
      if let opened = openedAt {
        report(
          location,
          "expected transitionProgress, finishTransition or cancelTransition while the "
            + "transition begun at steps[\(opened)] is open, got \(name)")
      }
    }
    switch step {
    case .setLayout(let replacement):
      Self.check(replacement.anchor, at: location[name]["anchor"], report)
    case .beginTransition(let start):
      Self.check(start.anchor, at: location[name]["anchor"], report)
      if openedAt == nil { openedAt = index }
    case .transitionProgress(let change):
      let at = location[name]
      if !change.progress.isFinite {
        report(at["progress"], "expected a number between 0 and 1, got \(format(change.progress))")
      } else if change.progress > 1 {
        report(
          at["progress"],
          "expected a progress of at most 1 (the end of the transition), got "
            + format(change.progress))
      } else if change.progress < 0 {
        report(
          at["progress"],
          "expected a progress of at least 0 (where the transition began; cancelTransition "
            + "goes back there), got \(format(change.progress))")
      }
      Self.checkFrameCount(change.frameCount, at: at["frames"], report)
    case .finishTransition(let velocity):
      if let velocity, !(velocity.isFinite && velocity >= 0.01 && velocity <= 1_000) {
        report(
          location[name]["velocity"],
          "expected a velocity between 0.01 and 1000 (progress per second), got "
            + format(velocity))
      }
      if openedAt != nil { closedAt = index }
      openedAt = nil
    case .cancelTransition:
      if openedAt != nil { closedAt = index }
      openedAt = nil
    case .pinch(let pinch):
      let at = location[name]
      for (key, value) in [("x", pinch.point.x), ("y", pinch.point.y)] {
        if let problem = RangeChecker.offsetProblem(value) { report(at["at"][key], problem) }
      }
      if pinch.scales.isEmpty || pinch.scales.count > TransitionProgressChange.maximumFrameCount {
        report(
          at["scale"],
          "expected 1 to \(TransitionProgressChange.maximumFrameCount) scales, one a frame, got "
            + "\(pinch.scales.count)")
      }
      for (position, scale) in pinch.scales.enumerated() {
        if let problem = RangeChecker.positiveProblem(scale, maximum: 100, noun: "scale") {
          report(at["scale"][position], problem)
        }
      }
      for (position, count) in [pinch.columns.from, pinch.columns.to].enumerated()
      where count < 1 || count > Limits.maximumColumnCount {
        report(
          at["columns"][position],
          "expected an integer between 1 and \(Limits.maximumColumnCount), got \(count)")
      }
      if pinch.columns.from == pinch.columns.to {
        report(
          at["columns"],
          "expected two different column counts, got [\(pinch.columns.from), "
            + "\(pinch.columns.to)]: a pinch changes the column count")
      }
    default:
      break
    }
    return issues
  }

  /// The problem of a scenario whose steps end with a transition open.
  func endIssues() -> [LayoutIssue] {
    guard let opened = openedAt else { return [] }
    return [
      LayoutIssue(
        location: ValueLocation("steps")[opened]["beginTransition"],
        message: "expected finishTransition or cancelTransition after this step, got the end "
          + "of the steps: the transition it begins is still open")
    ]
  }

  /// The problems of an anchor's values: an item's indexes >= 0, a point's coordinates finite.
  private static func check(
    _ anchor: LayoutChangeAnchor, at location: ValueLocation,
    _ report: (ValueLocation, String) -> Void
  ) {
    switch anchor {
    case .item(let path, _):
      for (position, index) in [path.section, path.item].enumerated() where index < 0 {
        report(location["item"][position], "expected an integer >= 0, got \(index)")
      }
    case .point(let point):
      for (key, value) in [("x", point.x), ("y", point.y)] {
        if let problem = RangeChecker.offsetProblem(value) {
          report(location["point"][key], problem)
        }
      }
    case .center, .proposed, .firstVisible:
      break
    }
  }

  private static func checkFrameCount(
    _ count: Int, at location: ValueLocation, _ report: (ValueLocation, String) -> Void
  ) {
    let maximum = TransitionProgressChange.maximumFrameCount
    if count < 1 || count > maximum {
      report(location, "expected an integer between 1 and \(maximum), got \(count)")
    }
  }
}
