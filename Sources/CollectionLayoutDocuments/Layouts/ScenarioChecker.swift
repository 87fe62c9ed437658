import CollectionLayoutCore

/// Collects the problems a ``LayoutKind`` finds in a scenario of its kind
/// (``LayoutKind/check(_:of:into:)``), each at the location of the value it is about
/// (`layout.radius`), with the scenario's other problems: the decoder reports them all, in
/// document order, and `collection-layout validate` prints them one a line.
public struct ScenarioChecker {
  /// The core's checker behind it.
  var checker: RangeChecker

  /// A checker that adds to `checker`.
  init(_ checker: RangeChecker) {
    self.checker = checker
  }

  /// Reports `message` about the value at `location`, as `location: message`: the message
  /// says what was expected and what was got (`expected a number > 0, got -3`).
  public mutating func report(_ message: String, at location: ValueLocation) {
    checker.report(location, message)
  }

  /// Reports what a scenario whose layout makes its elements from its own configuration has
  /// that such a layout does not lay out: `sections` (`expected no sections with a NAME
  /// layout (ITEMS), got 2`), `globalHeaders`, `metrics`, and a content inset (`expected no
  /// content inset with a NAME layout (INSET)`). `kind` names the layout, `items` says where
  /// its elements come from instead (`its items are layout.itemCount`), `inset` why it has no
  /// inset (`its items fill the viewport`).
  public mutating func refuseSectionData(
    of scenario: Scenario, kind: String, items: String, inset: String
  ) {
    checker.checkNoGridData(of: scenario, kind: kind, data: items, insetReason: inset)
  }
}

extension LayoutKind {
  /// Checks `configuration` with this kind from outside the package, through
  /// ``ScenarioChecker``.
  static func checkThroughFacade(
    _ configuration: Configuration, of scenario: Scenario, into checker: inout RangeChecker
  ) {
    var facade = ScenarioChecker(checker)
    checker = RangeChecker()
    check(configuration, of: scenario, into: &facade)
    checker = facade.checker
  }
}
