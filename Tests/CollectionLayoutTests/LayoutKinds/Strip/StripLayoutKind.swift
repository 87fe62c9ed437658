@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// `"layout": {"kind": "strip", "cellCount": 8, "cellWidth": 100}`: the document side of the
/// throwaway ``StripLayout``. Registered by the tests that read with it
/// (`LayoutKinds.standard.adding(StripLayoutKind.self)`), not by the package.
enum StripLayoutKind: LayoutKind {
  struct Configuration: Hashable, Sendable {
    var cellCount = 0
    var cellWidth = 100.0
  }

  static let name = "strip"
  static let configurationKeys = ["cellCount", "cellWidth"]
  static let requiredKeys = ["cellCount"]
  static let defaultConfiguration = Configuration()
  static let steps = [
    StepKind(name: JumpStep.name) { reader throws(DecodingStop) in
      try reader.integer().map { InteractionStep(JumpStep(cell: $0)) }
    }
  ]

  static func read(
    _ key: String, into configuration: inout Configuration, from reader: inout StreamingReader
  ) throws(DecodingStop) {
    switch key {
    case "cellCount": configuration.cellCount = try reader.integer() ?? 0
    case "cellWidth": configuration.cellWidth = try reader.number() ?? 100
    default: try reader.skipValue()
    }
  }

  static func check(
    _ configuration: Configuration, of scenario: Scenario, into checker: inout RangeChecker
  ) {
    checker.checkNoGridData(
      of: scenario, kind: name, data: "its cells are layout.cellCount",
      insetReason: "its cells fill the viewport")
    if !(0...1000).contains(configuration.cellCount) {
      checker.report(
        ValueLocation("layout")["cellCount"],
        "expected 0 ... 1000 cells, got \(configuration.cellCount)")
    }
    if !(configuration.cellWidth > 0 && configuration.cellWidth.isFinite) {
      checker.report(ValueLocation("layout")["cellWidth"], "expected a finite width > 0")
    }
  }

  static func check(
    _ step: InteractionStep, with configuration: Configuration, at location: ValueLocation,
    into checker: inout RangeChecker
  ) {
    guard let jump = step.value(as: JumpStep.self),
      !(0..<configuration.cellCount).contains(jump.cell)
    else { return }
    checker.report(
      location["jump"], "expected a cell 0 ..< \(configuration.cellCount), got \(jump.cell)")
  }

  static func makeLayout(_ configuration: Configuration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout
  {
    try scenario.validate()
    return StripLayout(
      environment: scenario.environment, cellCount: configuration.cellCount,
      cellWidth: configuration.cellWidth)
  }

  static func contents(of configuration: Configuration, in scenario: Scenario) -> [Count] {
    [Count(value: configuration.cellCount, noun: "cell")]
  }
}
