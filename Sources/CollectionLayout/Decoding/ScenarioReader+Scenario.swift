extension ScenarioReader {
  /// The keys of a scenario, in documented order; `version` and `viewport` are required.
  static let scenarioKeys = [
    "version", "viewport", "contentInset", "displayScale", "metrics", "globalHeaders",
    "sections", "steps", "output",
  ]
  /// The keys of the output options.
  static let outputKeys = ["elements", "measureVisible"]

  /// The scenario, or `nil` when the document is not an object. A missing or wrong version
  /// is replaced by the current version, a missing or wrong viewport by 0 × 0, a wrong
  /// display scale by 2; all are reported.
  mutating func scenario(_ root: JSONValue) -> Scenario? {
    guard
      let object = object(
        JSONField(value: root, path: .root), keys: Self.scenarioKeys,
        required: ["version", "viewport"])
    else { return nil }
    let environment = Environment(
      viewport: size(object["viewport"]) ?? .zero,
      contentInset: edgeInsets(object["contentInset"]) ?? .zero,
      displayScale: number(object["displayScale"]) ?? 2)
    var sections: [Section] = []
    for element in array(object["sections"]) ?? [] { sections.append(section(element)) }
    return Scenario(
      version: integer(object["version"]) ?? Scenario.currentVersion, environment: environment,
      metrics: metrics(object["metrics"]), globalHeaders: supplementaries(object["globalHeaders"]),
      sections: sections, steps: steps(object["steps"]), output: output(object["output"]))
  }

  /// `{"elements": "visible", "measureVisible": true}`; the default options when absent or
  /// wrong.
  mutating func output(_ field: JSONField?) -> OutputOptions {
    guard let field, let object = object(field, keys: Self.outputKeys) else {
      return OutputOptions()
    }
    return OutputOptions(
      elements: enumeration(object["elements"], as: OutputMode.self) ?? .visible,
      measureVisible: boolean(object["measureVisible"]) ?? false)
  }
}
