extension ScenarioReader {
  /// The keys of a scenario, in documented order; `version` and `viewport` are required.
  static let scenarioKeys = [
    "version", "viewport", "contentInset", "displayScale", "metrics", "globalHeaders",
    "sections", "dataSource", "steps", "output",
  ]
  /// The keys of the output options.
  static let outputKeys = ["elements"]

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
    let sources = object["dataSource"].map { self.dataSource($0) }
    if let field = object["dataSource"], object["sections"] != nil {
      // Not a replaced value: the data source is still read and checked.
      report(
        #"expected either "sections" or "dataSource", got both"#, at: field.path,
        offset: field.value.position.offset)
    }
    return Scenario(
      version: integer(object["version"]) ?? Scenario.currentVersion, environment: environment,
      metrics: metrics(object["metrics"]), globalHeaders: supplementaries(object["globalHeaders"]),
      sections: sections, steps: steps(object["steps"]), output: output(object["output"]),
      dataSource: sources)
  }

  /// `{"elements": "visible"}`; the default options when absent or wrong.
  mutating func output(_ field: JSONField?) -> OutputOptions {
    guard let field, let object = object(field, keys: Self.outputKeys) else {
      return OutputOptions()
    }
    return OutputOptions(elements: enumeration(object["elements"], as: OutputMode.self) ?? .visible)
  }
}
