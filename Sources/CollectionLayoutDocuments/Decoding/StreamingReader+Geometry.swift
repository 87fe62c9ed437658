import CollectionLayoutCore

extension StreamingReader {
  /// The keys of a size (`viewport`, a `resize` step), in documented order; both required.
  enum SizeKey: String, CaseIterable, Sendable {
    case width, height
  }
  /// The keys of edge insets (`contentInset`, `padding`), in documented order.
  enum EdgeInsetsKey: String, CaseIterable, Sendable {
    case top, left, bottom, right
  }
  /// The keys of separator insets, in documented order.
  enum HorizontalInsetsKey: String, CaseIterable, Sendable {
    case left, right
  }
  /// The keys of a scroll step's offset, in documented order; both required.
  enum PointKey: String, CaseIterable, Sendable {
    case x, y
  }

  static let sizeKeys = ObjectKeys<SizeKey>(
    required: [.width, .height], shape: #"{"width": N, "height": N}"#)
  static let edgeInsetsKeys = ObjectKeys<EdgeInsetsKey>(
    shape: #"{"top": N, "left": N, "bottom": N, "right": N}"#)
  static let horizontalInsetsKeys = ObjectKeys<HorizontalInsetsKey>(
    shape: #"{"left": N, "right": N}"#)
  static let pointKeys = ObjectKeys<PointKey>(required: [.x, .y], shape: #"{"x": N, "y": N}"#)

  /// `{"width": 768, "height": 1024}`; a missing or wrong side is 0 and reported. `nil` when
  /// not an object.
  mutating func size() throws(DecodingStop) -> LayoutSize? {
    guard var object = try beginObject(Self.sizeKeys) else { return nil }
    var size = LayoutSize.zero
    while let key = try nextMember(&object, of: Self.sizeKeys) {
      switch key {
      case .width: size.width = try number() ?? 0
      case .height: size.height = try number() ?? 0
      }
    }
    return size
  }

  /// `{"top": 64, "left": 0, "bottom": 0, "right": 0}`; a missing or wrong side is 0. `nil`
  /// when not an object.
  mutating func edgeInsets() throws(DecodingStop) -> LayoutInsets? {
    guard var object = try beginObject(Self.edgeInsetsKeys) else { return nil }
    var insets = LayoutInsets.zero
    while let key = try nextMember(&object, of: Self.edgeInsetsKeys) {
      switch key {
      case .top: insets.top = try number() ?? 0
      case .left: insets.left = try number() ?? 0
      case .bottom: insets.bottom = try number() ?? 0
      case .right: insets.right = try number() ?? 0
      }
    }
    return insets
  }

  /// `{"left": 16, "right": 0}`; a missing or wrong side is 0. `nil` when not an object.
  mutating func horizontalInsets() throws(DecodingStop) -> HorizontalInsets? {
    guard var object = try beginObject(Self.horizontalInsetsKeys) else { return nil }
    var insets = HorizontalInsets(left: 0, right: 0)
    while let key = try nextMember(&object, of: Self.horizontalInsetsKeys) {
      switch key {
      case .left: insets.left = try number() ?? 0
      case .right: insets.right = try number() ?? 0
      }
    }
    return insets
  }

  /// `{"x": 0, "y": 300}`; a missing or wrong coordinate is 0 and reported. `nil` when not an
  /// object.
  mutating func point() throws(DecodingStop) -> LayoutPoint? {
    guard var object = try beginObject(Self.pointKeys) else { return nil }
    var point = LayoutPoint.zero
    while let key = try nextMember(&object, of: Self.pointKeys) {
      switch key {
      case .x: point.x = try number() ?? 0
      case .y: point.y = try number() ?? 0
      }
    }
    return point
  }
}
