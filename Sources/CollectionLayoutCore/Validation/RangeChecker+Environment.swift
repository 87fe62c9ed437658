/// The checks of a scroll view's environment, for every layout.
extension RangeChecker {
  /// Checks an environment's values, each located at its property (`viewport.width`,
  /// `contentInset.top`, `displayScale`): a positive viewport, non-negative insets that leave
  /// some content width, a display scale in range.
  package mutating func checkEnvironment(_ environment: LayoutEnvironment) {
    checkSize(environment.viewport, at: "viewport")
    checkInsets(environment.contentInset, at: "contentInset")
    checkDisplayScale(environment.displayScale)
    // An infinite inset is reported by itself, not also as using up the width.
    let insetsAreFinite =
      environment.contentInset.left.isFinite && environment.contentInset.right.isFinite
    if environment.viewport.width > 0, insetsAreFinite,
      environment.contentInset.left + environment.contentInset.right
        >= environment.viewport.width
    {
      report(
        "contentInset",
        "left and right insets (\(format(environment.contentInset.left)) + "
          + "\(format(environment.contentInset.right))) leave no content width in a viewport "
          + "\(format(environment.viewport.width)) points wide")
    }
    checkScreen(environment, at: "environment")
  }

  /// Checks the screen an environment describes, each value located under `location` (the
  /// scenario's `environment`, a resize step's): a safe area and margins >= 0 that leave room in the viewport, a
  /// readable width > 0. The room the margins leave is checked only for an environment that
  /// describes a screen (``LayoutEnvironment/describesScreen``): a bare rectangle's default
  /// margins are no one's choice.
  package mutating func checkScreen(_ environment: LayoutEnvironment, at location: ValueLocation) {
    let viewport = environment.viewport
    let safeArea = environment.safeArea
    let margins = environment.layoutMargins
    checkInsets(safeArea, at: location["safeArea"])
    checkNonNegative(margins.top, at: location["layoutMargins"]["top"])
    checkNonNegative(margins.leading, at: location["layoutMargins"]["leading"])
    checkNonNegative(margins.bottom, at: location["layoutMargins"]["bottom"])
    checkNonNegative(margins.trailing, at: location["layoutMargins"]["trailing"])
    checkPositive(environment.readableWidth, at: location["readableWidth"])
    let sides = [safeArea.left, safeArea.right, safeArea.top, safeArea.bottom]
    guard sides.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return }
    if viewport.width > 0, safeArea.left + safeArea.right >= viewport.width {
      report(
        location["safeArea"],
        "the safe area's left and right insets (\(format(safeArea.left)) + "
          + "\(format(safeArea.right))) leave no width in a viewport "
          + "\(format(viewport.width)) points wide")
      return
    }
    if viewport.height > 0, safeArea.top + safeArea.bottom >= viewport.height {
      report(
        location["safeArea"],
        "the safe area's top and bottom insets (\(format(safeArea.top)) + "
          + "\(format(safeArea.bottom))) leave no height in a viewport "
          + "\(format(viewport.height)) points high")
      return
    }
    guard environment.describesScreen, viewport.width > 0,
      [margins.leading, margins.trailing].allSatisfy({ $0.isFinite && $0 >= 0 }),
      safeArea.left + margins.leading + margins.trailing + safeArea.right >= viewport.width
    else { return }
    report(
      location["layoutMargins"],
      "the layout margins (leading \(format(margins.leading)) + trailing "
        + "\(format(margins.trailing))) inside the safe area (left \(format(safeArea.left)) + "
        + "right \(format(safeArea.right))) leave no width in a viewport "
        + "\(format(viewport.width)) points wide")
  }
}

extension LayoutEnvironment {
  /// The problems of this environment (``RangeChecker/checkEnvironment(_:)``); empty when it
  /// can hold a layout.
  package var issues: [LayoutIssue] {
    var checker = RangeChecker()
    checker.checkEnvironment(self)
    return checker.issues
  }

  /// Throws the problems of this environment, located at its properties (`viewport.width`,
  /// `contentInset.top`, `displayScale`).
  package func validate() throws(LayoutError) {
    let issues = issues
    if !issues.isEmpty { throw LayoutError(issues: issues) }
  }
}
