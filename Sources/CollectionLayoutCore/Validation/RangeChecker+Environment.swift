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
