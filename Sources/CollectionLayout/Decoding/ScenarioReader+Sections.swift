extension ScenarioReader {
  /// The keys of a section, in documented order; all optional.
  static let sectionKeys = [
    "id", "items", "metrics", "headers", "footers", "state", "placeholder", "version",
  ]
  /// The keys of an item, in documented order; all optional.
  static let itemKeys = ["id", "height", "aspectRatio", "version"]
  /// The keys of a placeholder, in documented order; `kind` is required.
  static let placeholderKeys = ["kind", "title", "message", "height"]
  /// The keys of a header or footer, in documented order; `height` is required.
  static let supplementaryKeys = ["height", "pinned", "padding", "backgroundColor"]

  /// A section; an empty section when not an object. A section whose `state` shows a
  /// placeholder and that gives none gets a placeholder without texts; its placeholder's
  /// `kind` may be left out (it is the state's).
  mutating func section(_ field: JSONField) -> Section {
    guard let object = object(field, keys: Self.sectionKeys) else { return Section() }
    let state = enumeration(object["state"], as: ContentState.self)
    var placeholder = placeholder(object["placeholder"], state: state)
    if placeholder == nil, let kind = state?.placeholderKind {
      placeholder = Placeholder(kind: kind)
    }
    return Section(
      items: items(object["items"]) ?? .count(0), metrics: metrics(object["metrics"]),
      headers: supplementaries(object["headers"]), footers: supplementaries(object["footers"]),
      placeholder: placeholder, id: string(object["id"]), version: integer(object["version"]),
      state: state)
  }

  /// `12` (a count) or `[{"id": "a", "height": 60}, "b", ...]` (a list); `nil` when absent
  /// or wrong.
  mutating func items(_ field: JSONField?) -> Items? {
    guard let field else { return nil }
    switch field.value.kind {
    case .number(let number):
      return integer(number, about: field).map { .count($0) }
    case .array:
      let elements = array(field) ?? []
      var items: [Item] = []
      items.reserveCapacity(elements.count)
      for element in elements { items.append(item(element)) }
      return .list(items)
    default:
      report("expected an integer or an array, got \(field.value.typeDescription)", about: field)
      return nil
    }
  }

  /// An item: its id alone (`"a"`) or an item object; an item without id, height or aspect
  /// ratio when neither.
  mutating func item(_ field: JSONField) -> Item {
    if case .string(let id) = field.value.kind { return Item(id: id) }
    guard case .object = field.value.kind else {
      report("expected a string or an object, got \(field.value.typeDescription)", about: field)
      return Item()
    }
    guard let object = object(field, keys: Self.itemKeys) else { return Item() }
    return Item(
      id: string(object["id"]), height: number(object["height"]),
      aspectRatio: number(object["aspectRatio"]), version: integer(object["version"]))
  }

  /// A placeholder; `nil` when absent or not an object. Its `kind` is required unless the
  /// section gives a `state` (whose kind it then is); a missing or wrong `kind` is reported
  /// and replaced by `loading`.
  mutating func placeholder(_ field: JSONField?, state: ContentState? = nil) -> Placeholder? {
    guard let field else { return nil }
    guard
      let object = object(
        field, keys: Self.placeholderKeys, required: state == nil ? ["kind"] : [])
    else {
      return nil
    }
    return Placeholder(
      kind: enumeration(object["kind"], as: PlaceholderKind.self) ?? state?.placeholderKind
        ?? .loading,
      title: string(object["title"]), message: string(object["message"]),
      height: number(object["height"]))
  }

  /// Headers or footers; none when absent or not an array.
  mutating func supplementaries(_ field: JSONField?) -> [Supplementary] {
    var views: [Supplementary] = []
    for element in array(field) ?? [] { views.append(supplementary(element)) }
    return views
  }

  /// A header or footer. A missing or wrong `height` is reported and replaced by 0, and an
  /// element that is not an object by a header 0 points tall, which the range checks skip
  /// since the path was reported.
  mutating func supplementary(_ field: JSONField) -> Supplementary {
    guard let object = object(field, keys: Self.supplementaryKeys, required: ["height"]) else {
      return Supplementary(height: 0)
    }
    return Supplementary(
      height: number(object["height"]) ?? 0, isPinned: boolean(object["pinned"]) ?? false,
      padding: edgeInsets(object["padding"]), backgroundColor: color(object["backgroundColor"]))
  }
}
