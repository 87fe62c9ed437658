extension ScenarioReader {
  /// The keys of a size (`viewport`, a `resize` step), in documented order; both required.
  static let sizeKeys = ["width", "height"]
  /// The keys of edge insets (`contentInset`, `padding`), in documented order.
  static let edgeInsetsKeys = ["top", "left", "bottom", "right"]
  /// The keys of separator insets, in documented order.
  static let horizontalInsetsKeys = ["left", "right"]
  /// The keys of a scroll step's offset, in documented order; both required.
  static let pointKeys = ["x", "y"]

  /// `{"width": 768, "height": 1024}`; a missing or wrong side is 0 and reported. `nil` when
  /// absent or not an object.
  mutating func size(_ field: JSONField?) -> Size? {
    guard let field else { return nil }
    guard let object = object(field, keys: Self.sizeKeys, required: Self.sizeKeys) else {
      return nil
    }
    return Size(width: number(object["width"]) ?? 0, height: number(object["height"]) ?? 0)
  }

  /// `{"top": 64, "left": 0, "bottom": 0, "right": 0}`; a missing side is 0. `nil` when
  /// absent or not an object.
  mutating func edgeInsets(_ field: JSONField?) -> EdgeInsets? {
    guard let field else { return nil }
    guard let object = object(field, keys: Self.edgeInsetsKeys) else { return nil }
    return EdgeInsets(
      top: number(object["top"]) ?? 0, left: number(object["left"]) ?? 0,
      bottom: number(object["bottom"]) ?? 0, right: number(object["right"]) ?? 0)
  }

  /// `{"left": 16, "right": 0}`; a missing side is 0. `nil` when absent or not an object.
  mutating func horizontalInsets(_ field: JSONField?) -> HorizontalInsets? {
    guard let field else { return nil }
    guard let object = object(field, keys: Self.horizontalInsetsKeys) else { return nil }
    return HorizontalInsets(left: number(object["left"]) ?? 0, right: number(object["right"]) ?? 0)
  }

  /// `{"x": 0, "y": 300}`; a missing or wrong coordinate is 0 and reported. `nil` when not an
  /// object.
  mutating func point(_ field: JSONField) -> Point? {
    guard let object = object(field, keys: Self.pointKeys, required: Self.pointKeys) else {
      return nil
    }
    return Point(x: number(object["x"]) ?? 0, y: number(object["y"]) ?? 0)
  }
}
