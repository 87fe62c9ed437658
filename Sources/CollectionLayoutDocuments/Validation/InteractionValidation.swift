import CollectionLayoutCore

/// The checks of the interaction steps that need no layout: their values, and their order (a
/// drag step needs a drag in progress; a drag in progress allows only drag steps; a swipe needs
/// editing mode off). Whether an item exists is checked when the step is played, against the
/// data at that step.
struct InteractionStepChecker {
  /// The step that began the drag in progress.
  private var dragBegunAt: Int?
  /// The step that ended the last drag.
  private var dragEndedAt: Int?
  /// The step that turned editing mode on, while it is on.
  private var editingSince: Int?

  /// The problems of step `index`, located at `steps[index]…`.
  mutating func issues(of step: ScenarioStep, at index: Int) -> [LayoutIssue] {
    let location = ValueLocation("steps")[index]
    var issues: [LayoutIssue] = []
    func report(_ at: ValueLocation, _ message: String) {
      issues.append(LayoutIssue(location: at, message: message))
    }
    let name = Self.name(of: step)
    if let begun = dragBegunAt {
      switch step {
      case .dragTo, .endDrag, .cancelDrag:
        break
      case .beginDrag:
        report(
          location["beginDrag"],
          "expected no drag in progress, got the drag begun at steps[\(begun)]: end it with "
            + "endDrag or cancelDrag first")
      default:
        report(
          location,
          "expected dragTo, endDrag or cancelDrag while the drag begun at steps[\(begun)] is "
            + "in progress, got \(name)")
      }
    } else {
      switch step {
      case .dragTo, .endDrag, .cancelDrag:
        let got =
          dragEndedAt.map { "none: the drag ended at steps[\($0)]" }
          ?? "none: begin one with a beginDrag step"
        report(location[name], "expected a drag in progress, got \(got)")
      default:
        break
      }
    }
    switch step {
    case .beginDrag(let start):
      Self.checkPath(start.item, at: location["beginDrag"]["item"], report)
      Self.checkCoordinate(start.point.x, at: location["beginDrag"]["at"]["x"], report)
      Self.checkCoordinate(start.point.y, at: location["beginDrag"]["at"]["y"], report)
      if dragBegunAt == nil { dragBegunAt = index }
    case .dragTo(let move):
      Self.checkCoordinate(move.point.x, at: location["dragTo"]["x"], report)
      Self.checkCoordinate(move.point.y, at: location["dragTo"]["y"], report)
      if move.frameCount < 1 || move.frameCount > DragMove.maximumFrameCount {
        report(
          location["dragTo"]["frames"],
          "expected an integer between 1 and \(DragMove.maximumFrameCount), got \(move.frameCount)")
      }
    case .endDrag, .cancelDrag:
      if dragBegunAt != nil {
        dragBegunAt = nil
        dragEndedAt = index
      }
    case .swipe(let swipe):
      Self.checkPath(swipe.item, at: location["swipe"]["item"], report)
      if let problem = RangeChecker.nonNegativeProblem(swipe.distance) {
        report(location["swipe"]["distance"], problem)
      }
      if let since = editingSince {
        report(
          location["swipe"],
          "expected editing mode off, got editing mode on since steps[\(since)]: items cannot "
            + "be swiped while editing")
      }
    case .editing(let isOn):
      if isOn {
        if editingSince == nil { editingSince = index }
      } else {
        editingSince = nil
      }
    case .measure(let measurement):
      for (position, item) in measurement.items.enumerated() {
        let at = location["measure"]["items"][position]
        Self.checkIndex(item.item.section, at: at[0], report)
        Self.checkIndex(item.item.item, at: at[1], report)
        if let width = item.width {
          Self.checkHeight(width, at: at[2]["width"], report)
          Self.checkHeight(item.height, at: at[2]["height"], report)
        } else {
          Self.checkHeight(item.height, at: at[2], report)
        }
      }
      for (key, views) in [("headers", measurement.headers), ("footers", measurement.footers)] {
        for (position, view) in views.enumerated() {
          let at = location["measure"][key][position]
          Self.checkIndex(view.section, at: at[0], report)
          Self.checkIndex(view.index, at: at[1], report)
          Self.checkHeight(view.height, at: at[2], report)
        }
      }
    case .scroll, .scrollTo, .scrollSection, .scrollBy, .animatedScroll, .fling, .pan, .resize,
      .resizeEnvironment, .update, .interaction,
      .updateSources, .apply,
      .load,
      .select, .setLayout, .beginTransition, .transitionProgress, .finishTransition,
      .cancelTransition, .pinch:
      // The layout changes are checked by TransitionStepChecker.
      break
    }
    return issues
  }

  /// The step's key, for messages.
  static func name(of step: ScenarioStep) -> String {
    switch step {
    case .scroll, .scrollTo, .scrollSection, .animatedScroll: return "scroll"
    case .fling: return "fling"
    case .pan: return "pan"
    case .scrollBy: return "scrollBy"
    case .resize, .resizeEnvironment: return "resize"
    case .update, .updateSources: return "update"
    case .apply: return "apply"
    case .load: return "load"
    case .select: return "select"
    case .interaction(let interaction): return interaction.name
    case .beginDrag: return "beginDrag"
    case .dragTo: return "dragTo"
    case .endDrag: return "endDrag"
    case .cancelDrag: return "cancelDrag"
    case .swipe: return "swipe"
    case .editing: return "editing"
    case .measure: return "measure"
    case .setLayout: return "setLayout"
    case .beginTransition: return "beginTransition"
    case .transitionProgress: return "transitionProgress"
    case .finishTransition: return "finishTransition"
    case .cancelTransition: return "cancelTransition"
    case .pinch: return "pinch"
    }
  }

  private static func checkIndex(
    _ index: Int, at location: ValueLocation, _ report: (ValueLocation, String) -> Void
  ) {
    if index < 0 { report(location, "expected an integer >= 0, got \(index)") }
  }

  private static func checkPath(
    _ path: ItemPath, at location: ValueLocation, _ report: (ValueLocation, String) -> Void
  ) {
    checkIndex(path.section, at: location[0], report)
    checkIndex(path.item, at: location[1], report)
  }

  private static func checkCoordinate(
    _ value: Double, at location: ValueLocation, _ report: (ValueLocation, String) -> Void
  ) {
    if let problem = RangeChecker.offsetProblem(value) { report(location, problem) }
  }

  private static func checkHeight(
    _ value: Double, at location: ValueLocation, _ report: (ValueLocation, String) -> Void
  ) {
    if let problem = RangeChecker.positiveProblem(value) { report(location, problem) }
  }
}
