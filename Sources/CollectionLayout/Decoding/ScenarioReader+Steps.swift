extension ScenarioReader {
  /// The kinds of step, each the single key of a step object, in documented order. A new
  /// kind of step is a new case here and a new branch in ``step(_:)``.
  enum StepKind: String, CaseIterable {
    /// `{"scroll": {"x": 0, "y": 300}}`.
    case scroll
    /// `{"resize": {"width": 1024, "height": 768}}`.
    case resize
    /// `{"update": {"insertItems": [[0, 0]]}}`, or addressed to data sources.
    case update
    /// `{"apply": {"sections": [{"id": "s1", "items": ["a", "b"]}]}}`.
    case apply
    /// `{"load": {"section": "reviews", "state": "loaded"}}`.
    case load
    /// `{"select": {"source": "tabs", "segment": 1}}`.
    case select
  }

  /// The steps; none when absent or not an array.
  mutating func steps(_ field: JSONField?) -> [Step] {
    var steps: [Step] = []
    for element in array(field) ?? [] { steps.append(step(element)) }
    return steps
  }

  /// A step: an object with exactly one key, the step's kind. A wrong step is reported and
  /// replaced by a scroll to the origin.
  mutating func step(_ field: JSONField) -> Step {
    let replacement = Step.scroll(.zero)
    guard case .object(let members) = field.value.kind else {
      report("expected an object, got \(field.value.typeDescription)", about: field)
      return replacement
    }
    let kinds = StepKind.allCases.map(\.rawValue)
    guard members.count == 1, let member = members.first else {
      let expectation = "expected exactly one key (\(ScenarioReader.alternatives(kinds)))"
      let found =
        members.isEmpty
        ? "none" : "\(members.count): " + ScenarioReader.list(members.map(\.key))
      report("\(expectation), got \(found)", about: field)
      return replacement
    }
    guard let kind = StepKind(rawValue: member.key) else {
      let hint =
        KeySuggestion.nearest(to: member.key, among: kinds).map {
          "did you mean \(Quoting.quoted($0))?"
        }
        ?? "expected one of \(ScenarioReader.list(kinds))"
      report("unknown step \(Quoting.quoted(member.key)); \(hint)", about: field)
      return replacement
    }
    let argument = JSONField(value: member.value, path: field.path.appending(key: member.key))
    switch kind {
    case .scroll:
      return point(argument).map { .scroll($0) } ?? replacement
    case .resize:
      guard let size = size(argument) else { return replacement }
      return .resize(size)
    case .update:
      return updateStep(argument) ?? replacement
    case .apply:
      return snapshot(argument).map { .apply($0) } ?? replacement
    case .load:
      return load(argument).map { .load($0) } ?? replacement
    case .select:
      return selection(argument).map { .select($0) } ?? replacement
    }
  }

  /// Names quoted, separated by commas, the last two by `or`: `"a" or "b"`,
  /// `"a", "b" or "c"`.
  static func alternatives(_ names: [String]) -> String {
    let quoted = names.map(Quoting.quoted)
    guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
