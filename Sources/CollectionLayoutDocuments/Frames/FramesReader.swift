import CollectionLayoutCore

/// Reads frames JSON (frames format version 1, described in <doc:FramesFormat>) back into
/// ``FramesDocument`` values: the counterpart of ``FramesWriter``, for custom renderers and players.
///
/// The document is parsed as strict JSON (RFC 8259) by the package's own parser, as
/// ``ScenarioDecoder`` does, so messages and positions are the same on every platform and no
/// input traps. Malformed JSON is one issue located at `line L, column C`. A well-formed
/// document is then read member by member and every problem is collected, located by JSON
/// path and sorted in document order:
///
/// ```
/// steps[2].elements[5].frame: expected an array of 4 numbers, got 3 elements
/// steps[1].transition.frames[0].elements[2].change: expected an index into changes (0 ... 4), got 7
/// ```
///
/// Every member the writer always writes is required; members the format does not define on
/// an element or a step are read as its custom attributes (what a layout attaches), and
/// ignored elsewhere, as the format asks of readers. Numbers must be finite. For every frames value
/// `frames`, `FramesReader.read(FramesWriter.utf8(for: frames))` gives back `frames` with its
/// numbers rounded as the writer writes them, so writing what was read reproduces the bytes.
public enum FramesReader {
  /// Reads frames from the bytes of a JSON document (UTF-8), reporting every problem found:
  /// malformed JSON with its line and column, a wrong `format` or `version`, missing
  /// members, wrong types, unknown enumeration values, element ids and colours, and animated
  /// elements whose change index is out of range.
  ///
  /// - Parameter bytes: The document, UTF-8.
  /// - Returns: The frames the document describes.
  /// - Throws: Every problem found, located and in document order.
  public static func read(_ bytes: [UInt8]) throws(ScenarioError) -> FramesDocument {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw ScenarioError(issues: [error.issue])
    }
    var reader = FramesTreeReader()
    let frames = reader.frames(JSONField(value: root, path: .root))
    guard let frames, reader.located.issues.isEmpty else {
      let ordered = reader.located.issues.enumerated().sorted { first, second in
        (first.element.offset, first.offset) < (second.element.offset, second.offset)
      }
      throw ScenarioError(issues: ordered.map(\.element.issue))
    }
    return frames
  }

  /// Reads frames from the text of a JSON document, exactly as reading the text's UTF-8
  /// bytes does.
  public static func read(_ text: String) throws(ScenarioError) -> FramesDocument {
    try read(Array(text.utf8))
  }
}

/// Reads the JSON tree of a frames document into model values, collecting every problem on
/// the way. Each read returns `nil` (or a placeholder value) when the value is absent or
/// wrong, after reporting it; the document is rejected when any problem was reported, so
/// placeholder values never reach the caller.
struct FramesTreeReader {
  /// The located reader shared with the scenario decoder: type checks and messages.
  var located = ScenarioReader()

  /// The required keys of the document.
  static let documentKeys = [
    "format", "version", "viewport", "contentInset", "displayScale", "steps",
  ]
  /// The required keys of a step; `batch` and `transition` are optional.
  static let stepKeys = [
    "index", "action", "viewport", "contentOffset", "contentSize", "elements",
  ]

  /// The frames, or `nil` when the document is not an object.
  mutating func frames(_ field: JSONField) -> FramesDocument? {
    guard let object = object(field, required: Self.documentKeys) else { return nil }
    if let format = object["format"], let text = located.string(format),
      text != FramesDocument.format
    {
      located.report(
        "expected \(Quoting.quoted(FramesDocument.format)), got \(Quoting.quoted(text))",
        about: format)
    }
    if let version = object["version"], let number = located.integer(version),
      number != FramesDocument.currentVersion
    {
      located.report("expected \(FramesDocument.currentVersion), got \(number)", about: version)
    }
    let environment = LayoutEnvironment(
      viewport: size(object["viewport"]) ?? .zero,
      contentInset: insets(object["contentInset"]) ?? .zero,
      displayScale: number(object["displayScale"]) ?? 2)
    var steps: [FrameStep] = []
    for element in located.array(object["steps"]) ?? [] {
      if let step = step(element) { steps.append(step) }
    }
    return FramesDocument(environment: environment, steps: steps)
  }

  /// One step, or `nil` when it is not an object.
  mutating func step(_ field: JSONField) -> FrameStep? {
    guard let object = object(field, required: Self.stepKeys) else { return nil }
    var elements: [LayoutAttributes] = []
    for element in located.array(object["elements"]) ?? [] {
      if let attributes = attributes(element) { elements.append(attributes) }
    }
    return FrameStep(
      index: located.integer(object["index"]) ?? 0,
      action: action(object["action"]) ?? .initial,
      viewport: size(object["viewport"]) ?? .zero,
      contentOffset: point(object["contentOffset"]) ?? .zero,
      contentSize: size(object["contentSize"]) ?? .zero,
      elements: elements,
      transition: object["transition"].flatMap { transition($0) },
      customAttributes: customAttributes(object, standard: Self.standardStepKeys),
      batch: object["batch"].flatMap { batch($0) },
      contentInset: object["contentInset"].flatMap { insets($0) },
      sections: object["sections"].flatMap { rects($0) })
  }

  // MARK: - Objects and values

  /// The object's members after checking that it is an object with every `required` key;
  /// other keys are allowed and ignored. `nil`, after reporting, when it is not an object.
  mutating func object(_ field: JSONField?, required: [String]) -> JSONObjectFields? {
    guard let field else { return nil }
    guard case .object(let members) = field.value.kind else {
      located.report("expected an object, got \(field.value.typeDescription)", about: field)
      return nil
    }
    for key in required where !members.contains(where: { $0.key == key }) {
      located.report(
        "missing required key \(Quoting.quoted(key))", at: field.path,
        offset: field.value.position.offset)
    }
    return JSONObjectFields(field: field, members: members)
  }

  /// A finite number, or `nil` when absent or wrong.
  mutating func number(_ field: JSONField?) -> Double? {
    guard let field, let value = located.number(field) else { return nil }
    guard value.isFinite else {
      var literal = ""
      if case .number(let number) = field.value.kind { literal = number.literal }
      located.report("expected a finite number, got \(Quoting.shortened(literal))", about: field)
      return nil
    }
    return value
  }

  /// `{"width": W, "height": H}`.
  mutating func size(_ field: JSONField?) -> LayoutSize? {
    guard let object = object(field, required: ["width", "height"]) else { return nil }
    return LayoutSize(width: number(object["width"]) ?? 0, height: number(object["height"]) ?? 0)
  }

  /// `{"x": X, "y": Y}`.
  mutating func point(_ field: JSONField?) -> LayoutPoint? {
    guard let object = object(field, required: ["x", "y"]) else { return nil }
    return LayoutPoint(x: number(object["x"]) ?? 0, y: number(object["y"]) ?? 0)
  }

  /// `{"top": T, "left": L, "bottom": B, "right": R}`.
  mutating func insets(_ field: JSONField?) -> LayoutInsets? {
    guard let object = object(field, required: ["top", "left", "bottom", "right"]) else {
      return nil
    }
    return LayoutInsets(
      top: number(object["top"]) ?? 0, left: number(object["left"]) ?? 0,
      bottom: number(object["bottom"]) ?? 0, right: number(object["right"]) ?? 0)
  }

  /// `[x, y, width, height]`: an array of exactly 4 finite numbers.
  mutating func rect(_ field: JSONField?) -> LayoutRect? {
    guard let field else { return nil }
    let expectation = "expected an array of 4 numbers"
    guard case .array(let values) = field.value.kind else {
      located.report("\(expectation), got \(field.value.typeDescription)", about: field)
      return nil
    }
    guard values.count == 4 else {
      let count = values.count == 1 ? "1 element" : "\(values.count) elements"
      located.report("\(expectation), got \(count)", about: field)
      return nil
    }
    var numbers: [Double] = []
    for (index, value) in values.enumerated() {
      guard let number = number(JSONField(value: value, path: field.path.appending(index: index)))
      else { continue }
      numbers.append(number)
    }
    guard numbers.count == 4 else { return nil }
    return LayoutRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// An element id string such as `"item/0/3"`.
  mutating func elementID(_ field: JSONField?) -> ElementID? {
    guard let field, let text = located.string(field) else { return nil }
    guard let id = ElementID(text) else {
      located.report(
        "expected an element id such as \"item/0/3\", got \(Quoting.quoted(text))", about: field)
      return nil
    }
    return id
  }
}
