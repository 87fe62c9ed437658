import CollectionLayoutCore

extension StreamingReader {
  /// The kinds of step every layout plays, each the single key of a step object, in
  /// documented order; the steps only some layouts play follow, as the reader's
  /// ``LayoutKinds`` list them (a layout kind's ``LayoutKind/steps``).
  enum StepKey: String, CaseIterable, Sendable {
    /// `{"scroll": {"x": 0, "y": 300}}`, `{"scroll": {"to": "bottom"}}`,
    /// `{"scroll": {"toItem": [0, 4], "position": "center"}}`.
    case scroll
    /// `{"scrollBy": {"x": 0, "y": -40}}`.
    case scrollBy
    /// `{"fling": {"velocity": {"x": 0, "y": 2000}, "decelerationRate": "normal"}}`.
    case fling
    /// `{"pan": {"by": {"x": 0, "y": -300}, "frames": 30}}`.
    case pan
    /// `{"resize": {"width": 1024, "height": 768, "contentInset": {"top": 32}}}`.
    case resize
    /// `{"update": {"insertItems": [[0, 0]]}}`, or batches addressed to data sources.
    case update
    /// `{"apply": {"sections": [{"id": "s1", "items": ["a", "b"]}]}}`.
    case apply
    /// `{"load": {"section": "reviews", "state": "loaded"}}`.
    case load
    /// `{"select": {"source": "tabs", "segment": 1}}`.
    case select
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
    /// `{"setLayout": {"layout": {"kind": "grid", "metrics": {"columns": 3}}}}`.
    case setLayout
    /// `{"beginTransition": {"to": {"kind": "grid"}, "anchor": "center"}}`.
    case beginTransition
    /// `{"transitionProgress": {"progress": 0.5, "frames": 10}}`.
    case transitionProgress
    /// `{"finishTransition": {"velocity": 2}}`.
    case finishTransition
    /// `{"cancelTransition": {}}`.
    case cancelTransition
    /// `{"pinch": {"at": {"x": 160, "y": 300}, "scale": [1, 1.5], "columns": [3, 2]}}`.
    case pinch
  }

  /// The most keys of a step that a message lists; more are shown as `...`.
  static let listedStepKeys = 5

  /// The steps; none when not an array. Each counts against the document's steps.
  mutating func steps() throws(DecodingStop) -> [ScenarioStep] {
    guard var array = try beginArray() else { return [] }
    var steps: [ScenarioStep] = []
    while try nextElement(&array) {
      try count(.step)
      steps.append(try step())
    }
    return steps
  }

  /// A step: an object with exactly one key, the step's kind. A wrong step is reported and
  /// replaced by a scroll to the origin. With more than one key, the step is reported as a
  /// whole and nothing inside it is.
  mutating func step() throws(DecodingStop) -> ScenarioStep {
    let replacement = ScenarioStep.scroll(.zero)
    let kind = try peek()
    guard kind == .object else {
      try reportWrongType("expected an object", found: kind)
      return replacement
    }
    let start = cursor.index
    _ = try openObject()
    let checkpoint = issues.count
    var keys: Set<String> = []
    var shownKeys: [String] = []
    var isKnown = false
    var step: ScenarioStep?
    var hasKey = try syntax { cursor throws(JSONSyntaxError) in try cursor.firstKeyOrEnd() }
    while hasKey {
      let token = try scanString()
      let key = cursor.decode(token)
      guard keys.insert(key).inserted else {
        throw .malformed(cursor.failure("duplicate key \(Quoting.quoted(key))", at: token.start))
      }
      try syntax { cursor throws(JSONSyntaxError) in try cursor.readColon() }
      if shownKeys.count < Self.listedStepKeys { shownKeys.append(key) }
      if keys.count == 1, let kind = StepKey(rawValue: key) {
        isKnown = true
        path.push(.key(token.start))
        step = try stepArgument(of: kind)
        path.removeLast()
      } else if keys.count == 1, let kind = kinds.step(named: key) {
        isKnown = true
        path.push(.key(token.start))
        step = try kind.read(&self).map { .interaction($0) }
        path.removeLast()
      } else {
        try skipValue()
      }
      hasKey = try syntax { cursor throws(JSONSyntaxError) in try cursor.nextKeyOrEnd() }
    }
    let kinds = StepKey.allCases.map(\.rawValue) + self.kinds.steps.map(\.name)
    let expectation = "expected exactly one key (\(Self.alternatives(kinds)))"
    guard keys.count == 1, let key = shownKeys.first else {
      // What the first member's value reported is moot: the step as a whole is wrong.
      issues.removeSubrange(checkpoint...)
      let found =
        keys.isEmpty
        ? "none"
        : "\(keys.count): " + Self.list(shownKeys) + (keys.count > shownKeys.count ? ", ..." : "")
      reportReplaced("\(expectation), got \(found)", offset: start)
      return replacement
    }
    guard isKnown else {
      let hint =
        KeySuggestion.nearest(to: key, among: kinds).map { "did you mean \(Quoting.quoted($0))?" }
        ?? "expected one of \(Self.list(kinds))"
      reportReplaced("unknown step \(Quoting.quoted(key)); \(hint)", offset: start)
      return replacement
    }
    return step ?? replacement
  }

  /// The value of a step of kind `kind`: `nil` after reporting a wrong one.
  private mutating func stepArgument(of kind: StepKey) throws(DecodingStop) -> ScenarioStep? {
    switch kind {
    case .scroll: return try scroll()
    case .scrollBy: return try point().map { .scrollBy($0) }
    case .fling: return try fling().map { .fling($0) }
    case .pan: return try pan().map { .pan($0) }
    case .resize: return try resize()
    case .update: return try updateStep()
    case .apply: return try snapshot().map { .apply($0) }
    case .load: return try load().map { .load($0) }
    case .select: return try selection().map { .select($0) }
    case .beginDrag: return try dragStart().map { .beginDrag($0) }
    case .dragTo: return try dragMove().map { .dragTo($0) }
    case .endDrag:
      try noArguments()
      return .endDrag
    case .cancelDrag:
      try noArguments()
      return .cancelDrag
    case .swipe: return try swipe().map { .swipe($0) }
    case .editing: return try boolean().map { .editing($0) }
    case .measure: return try measurement().map { .measure($0) }
    case .setLayout: return try layoutReplacement().map { .setLayout($0) }
    case .beginTransition: return try transitionStart().map { .beginTransition($0) }
    case .transitionProgress: return try transitionProgress().map { .transitionProgress($0) }
    case .finishTransition: return try transitionFinish()
    case .cancelTransition:
      try noArguments()
      return .cancelTransition
    case .pinch: return try pinch().map { .pinch($0) }
    }
  }

  /// Runs `body` on the cursor; malformed JSON stops reading.
  @inline(__always)
  mutating func syntax<Result>(
    _ body: (inout JSONCursor) throws(JSONSyntaxError) -> Result
  ) throws(DecodingStop) -> Result {
    do { return try body(&cursor) } catch { throw .malformed(error) }
  }
}
