extension ScenarioReader {
  /// The keys of a section, in documented order; all optional.
  static let sectionKeys = ["items", "metrics", "headers", "footers", "placeholder"]
  /// The keys of an item, in documented order; all optional.
  static let itemKeys = ["id", "height", "aspectRatio", "estimatedHeight"]
  /// The keys of a placeholder, in documented order; `kind` is required.
  static let placeholderKeys = ["kind", "title", "message", "height"]
  /// The keys of a header or footer, in documented order; `height` or `estimatedHeight` is
  /// required.
  static let supplementaryKeys = [
    "height", "pinned", "padding", "backgroundColor", "estimatedHeight",
  ]

  /// A section; an empty section when not an object.
  mutating func section(_ field: JSONField) -> Section {
    guard let object = object(field, keys: Self.sectionKeys) else { return Section() }
    return Section(
      items: items(object["items"]) ?? .count(0), metrics: metrics(object["metrics"]),
      headers: supplementaries(object["headers"]), footers: supplementaries(object["footers"]),
      placeholder: placeholder(object["placeholder"]))
  }

  /// `12` (a count) or `[{"id": "a", "height": 60}, ...]` (a list); `nil` when absent or
  /// wrong.
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

  /// An item; an item without id, height or aspect ratio when not an object. An estimated
  /// height given with a height or an aspect ratio is reported and left out.
  mutating func item(_ field: JSONField) -> Item {
    guard let object = object(field, keys: Self.itemKeys) else { return Item() }
    var item = Item(
      id: string(object["id"]), height: number(object["height"]),
      aspectRatio: number(object["aspectRatio"]))
    if let estimate = object["estimatedHeight"] {
      if item.height != nil || item.aspectRatio != nil {
        let other = item.height != nil ? "height" : "aspectRatio"
        report(
          "expected either a height, an aspectRatio or an estimatedHeight, got "
            + "estimatedHeight and \(other)", about: estimate)
      } else if let height = number(estimate) {
        item.height = height
        item.isHeightEstimated = true
      }
    }
    return item
  }

  /// A placeholder; `nil` when absent or not an object. A missing or wrong `kind` is
  /// reported and replaced by `loading`.
  mutating func placeholder(_ field: JSONField?) -> Placeholder? {
    guard let field else { return nil }
    guard let object = object(field, keys: Self.placeholderKeys, required: ["kind"]) else {
      return nil
    }
    return Placeholder(
      kind: enumeration(object["kind"], as: PlaceholderKind.self) ?? .loading,
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
    guard let object = object(field, keys: Self.supplementaryKeys) else {
      return Supplementary(height: 0)
    }
    var view = Supplementary(
      height: number(object["height"]) ?? 0, isPinned: boolean(object["pinned"]) ?? false,
      padding: edgeInsets(object["padding"]), backgroundColor: color(object["backgroundColor"]))
    switch (object["height"], object["estimatedHeight"]) {
    case (nil, nil):
      report(
        "missing required key \"height\"", at: field.path,
        offset: field.value.position.offset)
      replacedLocations.insert(field.path.appending(key: "height").description)
    case (_?, let estimate?):
      report("expected either a height or an estimatedHeight, got both", about: estimate)
    case (nil, let estimate?):
      if let height = number(estimate) {
        view.height = height
        view.isHeightEstimated = true
      } else {
        replacedLocations.insert(field.path.appending(key: "height").description)
      }
    case (_?, nil):
      break
    }
    return view
  }
}
