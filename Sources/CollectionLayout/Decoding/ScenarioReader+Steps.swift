extension ScenarioReader {
  /// The kinds of step, each the single key of a step object, in documented order. A new
  /// kind of step is a new case here and a new branch in ``step(_:)``.
  enum StepKind: String, CaseIterable {
    /// `{"scroll": {"x": 0, "y": 300}}`.
    case scroll
    /// `{"resize": {"width": 1024, "height": 768}}`.
    case resize
    /// `{"update": {"insertItems": [[0, 0]]}}`.
    case update
    /// `{"beginDrag": {"item": [0, 2], "at": {"x": 160, "y": 50}}}`.
    case beginDrag
    /// `{"dragTo": {"x": 160, "y": 400, "frames": 30}}`.
    case dragTo
    /// `{"endDrag": {}}`.
    case endDrag
    /// `{"cancelDrag": {}}`.
    case cancelDrag
    /// `{"swipe": {"item": [0, 3], "distance": 120}}`.
    case swipe
    /// `{"editing": true}`.
    case editing
    /// `{"measure": {"items": [[0, 4, 130]]}}`.
    case measure
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
      return update(argument).map { .update($0) } ?? replacement
    case .beginDrag:
      return dragStart(argument).map { .beginDrag($0) } ?? replacement
    case .dragTo:
      return dragMove(argument).map { .dragTo($0) } ?? replacement
    case .endDrag:
      noArguments(argument)
      return .endDrag
    case .cancelDrag:
      noArguments(argument)
      return .cancelDrag
    case .swipe:
      return swipe(argument).map { .swipe($0) } ?? replacement
    case .editing:
      return boolean(argument).map { .editing($0) } ?? replacement
    case .measure:
      return measurement(argument).map { .measure($0) } ?? replacement
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
