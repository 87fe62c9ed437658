extension ScenarioReader {
  /// The keys of a `beginDrag` step, both required.
  static let beginDragKeys = ["item", "at"]
  /// The keys of a `dragTo` step; `x` and `y` required.
  static let dragToKeys = ["x", "y", "frames"]
  /// The keys of a `swipe` step, both required.
  static let swipeKeys = ["item", "distance"]
  /// The keys of a `measure` step, all optional.
  static let measureKeys = ["items", "headers", "footers", "anchor"]
  /// The keys of an edit action; `title` and `width` required.
  static let editActionKeys = ["title", "width", "style"]

  /// `{"item": [0, 2], "at": {"x": 160, "y": 50}}`; `nil` when not an object.
  mutating func dragStart(_ field: JSONField) -> DragStart? {
    guard let object = object(field, keys: Self.beginDragKeys, required: Self.beginDragKeys)
    else { return nil }
    let item = object["item"].map { itemPath($0) } ?? ItemPath(section: 0, item: 0)
    let at = object["at"].flatMap { point($0) } ?? .zero
    return DragStart(item: item, at: at)
  }

  /// `{"x": 160, "y": 400, "frames": 30}`; `nil` when not an object.
  mutating func dragMove(_ field: JSONField) -> DragMove? {
    guard let object = object(field, keys: Self.dragToKeys, required: ["x", "y"]) else {
      return nil
    }
    return DragMove(
      to: Point(x: number(object["x"]) ?? 0, y: number(object["y"]) ?? 0),
      frameCount: integer(object["frames"]) ?? 1)
  }

  /// `{}`: the argument of `endDrag` and `cancelDrag`, an object without keys; each key is
  /// reported.
  mutating func noArguments(_ field: JSONField) {
    guard case .object(let members) = field.value.kind else {
      report("expected an empty object {}, got \(field.value.typeDescription)", about: field)
      return
    }
    for member in members {
      report(
        "unknown key; this step takes no arguments: write {}",
        at: field.path.appending(key: member.key), offset: member.keyPosition.offset)
    }
  }

  /// `{"item": [0, 3], "distance": 120}`; `nil` when not an object.
  mutating func swipe(_ field: JSONField) -> Swipe? {
    guard let object = object(field, keys: Self.swipeKeys, required: Self.swipeKeys) else {
      return nil
    }
    let item = object["item"].map { itemPath($0) } ?? ItemPath(section: 0, item: 0)
    return Swipe(item: item, distance: number(object["distance"]) ?? 0)
  }

  /// `{"items": [[0, 4, 130]], "headers": [[1, 0, 52]], "footers": [], "anchor": "bottom"}`;
  /// `nil` when not an object.
  mutating func measurement(_ field: JSONField) -> HeightMeasurement? {
    guard let object = object(field, keys: Self.measureKeys) else { return nil }
    var measurement = HeightMeasurement(
      anchor: enumeration(object["anchor"], as: UpdateAnchor.self) ?? .automatic)
    for element in array(object["items"]) ?? [] {
      let values = triple(element, shape: "[section, item, height]")
      measurement.items.append(
        MeasuredItem(
          item: ItemPath(section: values.first, item: values.second), height: values.height))
    }
    for (key, shape) in [
      ("headers", "[section, header, height]"), ("footers", "[section, footer, height]"),
    ] {
      var views: [MeasuredSupplementary] = []
      for element in array(object[key]) ?? [] {
        let values = triple(element, shape: shape)
        views.append(
          MeasuredSupplementary(section: values.first, index: values.second, height: values.height))
      }
      if key == "headers" { measurement.headers = views } else { measurement.footers = views }
    }
    return measurement
  }

  /// `[{"title": "Delete", "width": 80, "style": "destructive"}]`; `nil` when absent or not
  /// an array.
  mutating func editActions(_ field: JSONField?) -> [EditAction]? {
    guard let elements = array(field) else { return nil }
    var actions: [EditAction] = []
    for element in elements {
      guard
        let object = object(element, keys: Self.editActionKeys, required: ["title", "width"])
      else {
        actions.append(EditAction(title: "", width: 1))
        continue
      }
      actions.append(
        EditAction(
          title: string(object["title"]) ?? "", width: number(object["width"]) ?? 1,
          style: enumeration(object["style"], as: EditActionStyle.self) ?? .normal))
    }
    return actions
  }

  /// `[0, 2]`: an item path; a wrong index is reported and replaced by 0.
  mutating func itemPath(_ field: JSONField) -> ItemPath {
    let values = elements(field, count: 2, shape: "[section, item]")
    return ItemPath(
      section: values[0].flatMap { integer($0) } ?? 0, item: values[1].flatMap { integer($0) } ?? 0)
  }

  /// `[section, index, height]`: two integers and a number; wrong ones reported, replaced by 0.
  private mutating func triple(_ field: JSONField, shape: String)
    -> (first: Int, second: Int, height: Double)
  {
    let values = elements(field, count: 3, shape: shape)
    return (
      values[0].flatMap { integer($0) } ?? 0, values[1].flatMap { integer($0) } ?? 0,
      values[2].flatMap { number($0) } ?? 1
    )
  }

  /// The `count` elements of an array written `shape`: all `nil` after reporting anything
  /// else.
  private mutating func elements(_ field: JSONField, count: Int, shape: String) -> [JSONField?] {
    guard case .array(let elements) = field.value.kind, elements.count == count else {
      let found: String
      if case .array(let elements) = field.value.kind {
        found = "an array of \(elements.count) element\(elements.count == 1 ? "" : "s")"
      } else {
        found = field.value.typeDescription
      }
      report("expected an array of \(count) elements \(shape), got \(found)", about: field)
      return Array(repeating: nil, count: count)
    }
    return elements.enumerated().map { index, element in
      JSONField(value: element, path: field.path.appending(index: index))
    }
  }
}
