import CollectionLayoutCore

/// Reading elements and transitions: the attributes of an element line, and the `transition`
/// of an update step.
extension FramesTreeReader {
  /// The required keys of an element's attributes, in written order.
  static let attributesKeys = ["id", "kind", "frame", "zIndex", "alpha", "hidden"]
  /// The required keys of a transition.
  static let transitionKeys = ["from", "changes", "frames"]
  /// The required keys of a change record.
  static let changeKeys = ["change", "before", "after", "initial", "final"]
  /// The required keys of an animation frame.
  static let animationFrameKeys = ["frame", "time", "contentOffset", "elements"]
  /// The required keys of an animated element.
  static let animatedElementKeys = ["id", "change", "frame", "alpha"]

  /// An element's attributes, or `nil` when it is not an object or its id is wrong.
  mutating func attributes(_ field: JSONField) -> LayoutAttributes? {
    guard let object = object(field, required: Self.attributesKeys) else { return nil }
    let id = elementID(object["id"])
    if let kindField = object["kind"], let kind = located.string(kindField), let id,
      kind != id.kind.rawValue
    {
      let expected = Quoting.quoted(id.kind.rawValue)
      let name = Quoting.quoted(id.description)
      located.report(
        "expected \(expected), the kind of \(name), got \(Quoting.quoted(kind))", about: kindField)
    }
    let attributes = LayoutAttributes(
      id: id ?? .globalHeader(index: 0), frame: rect(object["frame"]) ?? .zero,
      zIndex: located.integer(object["zIndex"]) ?? 0, alpha: number(object["alpha"]) ?? 1,
      isHidden: located.boolean(object["hidden"]) ?? false,
      columnIndex: located.integer(object["columnIndex"]),
      isPinned: located.boolean(object["pinned"]),
      backgroundColor: located.color(object["backgroundColor"]),
      selectedBackgroundColor: located.color(object["selectedBackgroundColor"]),
      padding: insets(object["padding"]),
      placeholder: placeholder(object["placeholder"]),
      customAttributes: customAttributes(object, standard: Self.standardAttributesKeys))
    // The scenario's item id (read as the first custom attribute) is a string.
    if let itemID = object[LayoutAttributes.itemIDAttributeName] { _ = located.string(itemID) }
    return id == nil ? nil : attributes
  }

  /// `{"kind": "noContent", "title": "…", "message": "…"}`; title and message optional.
  mutating func placeholder(_ field: JSONField?) -> PlaceholderContent? {
    guard let object = object(field, required: ["kind"]) else { return nil }
    let kind = located.enumeration(object["kind"], as: PlaceholderKind.self)
    let title = located.string(object["title"])
    let message = located.string(object["message"])
    return kind.map { PlaceholderContent(kind: $0, title: title, message: message) }
  }

  /// The transition of an update step, or `nil` when it is not an object.
  mutating func transition(_ field: JSONField) -> LayoutTransition? {
    guard let object = object(field, required: Self.transitionKeys) else { return nil }
    let from = self.object(object["from"], required: ["contentOffset", "contentSize"])
    let fromContentOffset = point(from?["contentOffset"]) ?? .zero
    let fromContentSize = size(from?["contentSize"]) ?? .zero
    let changeFields = located.array(object["changes"]) ?? []
    var changes: [ElementChange] = []
    for element in changeFields {
      if let change = change(element) { changes.append(change) }
    }
    let changeCount = changeFields.count
    var frames: [AnimationFrame] = []
    for element in located.array(object["frames"]) ?? [] {
      if let frame = animationFrame(element, changeCount: changeCount) { frames.append(frame) }
    }
    return LayoutTransition(
      fromContentOffset: fromContentOffset, fromContentSize: fromContentSize, changes: changes,
      frames: frames)
  }

  /// One change record, or `nil` when it is not an object or its attributes are wrong.
  mutating func change(_ field: JSONField) -> ElementChange? {
    guard let object = object(field, required: Self.changeKeys) else { return nil }
    let change = located.enumeration(object["change"], as: ChangeKind.self)
    let before = optionalID(object["before"])
    let after = optionalID(object["after"])
    let initial = object["initial"].flatMap { attributes($0) }
    let final = object["final"].flatMap { attributes($0) }
    guard let change, case .some(let before) = before, case .some(let after) = after,
      let initial, let final
    else { return nil }
    return ElementChange(
      change: change, before: before, after: after, initial: initial, final: final)
  }

  /// An id or `null`: `nil` when absent or wrong (reported); otherwise `.some(id)`, or
  /// `.some(nil)` for `null`.
  mutating func optionalID(_ field: JSONField?) -> ElementID?? {
    guard let field else { return nil }
    if case .null = field.value.kind { return .some(nil) }
    guard case .string = field.value.kind else {
      located.report(
        "expected an element id such as \"item/0/3\" or null, got \(field.value.typeDescription)",
        about: field)
      return nil
    }
    guard let id = elementID(field) else { return nil }
    return .some(id)
  }

  /// One animation frame, or `nil` when it is not an object.
  mutating func animationFrame(_ field: JSONField, changeCount: Int) -> AnimationFrame? {
    guard let object = object(field, required: Self.animationFrameKeys) else { return nil }
    var elements: [AnimatedElement] = []
    for element in located.array(object["elements"]) ?? [] {
      if let animated = animatedElement(element, changeCount: changeCount) {
        elements.append(animated)
      }
    }
    return AnimationFrame(
      frame: located.integer(object["frame"]) ?? 0, time: number(object["time"]) ?? 0,
      contentOffset: point(object["contentOffset"]) ?? .zero, elements: elements)
  }

  /// One animated element, or `nil` when it is not an object or its id or change is wrong.
  /// Its change must be an index into the transition's `changeCount` change records.
  mutating func animatedElement(_ field: JSONField, changeCount: Int) -> AnimatedElement? {
    guard let object = object(field, required: Self.animatedElementKeys) else { return nil }
    let id = elementID(object["id"])
    var change: Int?
    if let changeField = object["change"], let index = located.integer(changeField) {
      if (0..<changeCount).contains(index) {
        change = index
      } else {
        let range = changeCount == 0 ? ", which is empty" : " (0 ... \(changeCount - 1))"
        located.report("expected an index into changes\(range), got \(index)", about: changeField)
      }
    }
    let frame = rect(object["frame"])
    let alpha = number(object["alpha"])
    guard let id, let change, let frame, let alpha else { return nil }
    return AnimatedElement(id: id, change: change, frame: frame, alpha: alpha)
  }
}
