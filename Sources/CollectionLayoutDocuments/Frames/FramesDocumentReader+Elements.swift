import CollectionLayoutCore

/// Reading an element's attributes, its placeholder, and the custom attributes of elements and
/// steps: every member the format does not define, in document order.
extension FramesDocumentReader {
  /// The keys of an element's attributes: the required ones first, in written order, then the
  /// optional ones.
  enum AttributesKey: String, CaseIterable, Sendable {
    case id, kind, frame, zIndex, alpha, hidden
    case transform, columnIndex, pinned, backgroundColor, selectedBackgroundColor, padding
    case placeholder
  }
  /// The keys of a placeholder; `title` and `message` are optional.
  enum PlaceholderKey: String, CaseIterable, Sendable {
    case kind, title, message
  }

  static let attributesKeys = ObjectKeys<AttributesKey>(required: [
    .id, .kind, .frame, .zIndex, .alpha, .hidden,
  ])
  static let placeholderKeys = ObjectKeys<PlaceholderKey>(required: [.kind])

  /// An element's attributes, or `nil` when it is not an object or its id is wrong.
  mutating func attributes() throws(DecodingStop) -> LayoutAttributes? {
    guard var object = try reader.beginObject() else { return nil }
    var id: ElementID?
    var kind: (name: String, offset: Int)?
    var frame = LayoutRect.zero
    var zIndex = 0
    var alpha = 1.0
    var isHidden = false
    var transform: LayoutTransform?
    var columnIndex: Int?
    var isPinned: Bool?
    var backgroundColor: LayoutColor?
    var selectedBackgroundColor: LayoutColor?
    var padding: LayoutInsets?
    var placeholder: PlaceholderContent?
    var custom: [(name: String, value: AttributeValue)] = []
    while let member = try reader.nextOpenMember(&object, of: Self.attributesKeys) {
      switch member {
      case .known(.id): id = try elementID()
      case .known(.kind):
        let offset = try valueOffset()
        if let name = try reader.string() { kind = (name, offset) }
      case .known(.frame): frame = try rect() ?? .zero
      case .known(.zIndex): zIndex = try reader.integer() ?? 0
      case .known(.alpha): alpha = try finiteNumber() ?? 1
      case .known(.hidden): isHidden = try reader.boolean() ?? false
      case .known(.transform): transform = try self.transform()
      case .known(.columnIndex): columnIndex = try reader.integer()
      case .known(.pinned): isPinned = try reader.boolean()
      case .known(.backgroundColor): backgroundColor = try reader.color()
      case .known(.selectedBackgroundColor): selectedBackgroundColor = try reader.color()
      case .known(.padding): padding = try insets()
      case .known(.placeholder): placeholder = try self.placeholder()
      case .other(let key):
        let name = reader.cursor.decode(key)
        // The scenario's item id, a custom attribute, is a string.
        guard name == LayoutAttributes.itemIDAttributeName else {
          if let value = try attributeValue() { custom.append((name, value)) }
          continue
        }
        let valueKind = try reader.peek()
        let offset = reader.cursor.index
        if let value = try attributeValue() { custom.append((name, value)) }
        if valueKind != .string {
          reader.report("expected a string, got \(valueKind.typeDescription)", offset: offset)
        }
      }
    }
    if let kind, let id, kind.name != id.kind.rawValue {
      let expected = Quoting.quoted(id.kind.rawValue)
      let name = Quoting.quoted(id.description)
      reader.report(
        "expected \(expected), the kind of \(name), got \(Quoting.quoted(kind.name))",
        at: reader.location(ofMember: AttributesKey.kind.rawValue), offset: kind.offset)
    }
    guard let id else { return nil }
    return LayoutAttributes(
      id: id, frame: frame, zIndex: zIndex, alpha: alpha, isHidden: isHidden,
      columnIndex: columnIndex, isPinned: isPinned, backgroundColor: backgroundColor,
      selectedBackgroundColor: selectedBackgroundColor, padding: padding,
      placeholder: placeholder,
      customAttributes: custom.isEmpty ? CustomAttributes() : CustomAttributes(distinct: custom),
      transform: transform)
  }

  /// `{"kind": "noContent", "title": "…", "message": "…"}`, or `nil` when not an object or
  /// its kind is wrong.
  mutating func placeholder() throws(DecodingStop) -> PlaceholderContent? {
    guard var object = try reader.beginObject() else { return nil }
    var kind: PlaceholderKind?
    var title: String?
    var message: String?
    while let member = try reader.nextOpenMember(&object, of: Self.placeholderKeys) {
      switch member {
      case .known(.kind): kind = try reader.enumeration(PlaceholderKind.self)
      case .known(.title): title = try reader.string()
      case .known(.message): message = try reader.string()
      case .other: try reader.skipValue()
      }
    }
    return kind.map { PlaceholderContent(kind: $0, title: title, message: message) }
  }

  /// A custom attribute's value: a finite number, a boolean, a string, or an array or object
  /// of such values; `nil`, after reporting, for `null` or a number that is not finite.
  mutating func attributeValue() throws(DecodingStop) -> AttributeValue? {
    switch try reader.peek() {
    case .null:
      try reader.reportWrongType(
        "expected a number, a boolean, a string, an array or an object", found: .null)
      return nil
    case .boolean:
      return try reader.readLiteral().map(AttributeValue.boolean)
    case .number:
      return try finiteNumber().map(AttributeValue.number)
    case .string:
      let token = try reader.scanString()
      return .string(reader.cursor.decode(token))
    case .array:
      var array = try reader.openArray()
      var list: [AttributeValue] = []
      while try reader.nextElement(&array) {
        if let value = try attributeValue() { list.append(value) }
      }
      return list.count == array.count ? .list(list) : nil
    case .object:
      var object = try reader.openObject()
      var members: [(name: String, value: AttributeValue)] = []
      var count = 0
      while let member = try reader.nextOpenMember(&object, of: Self.noKeys) {
        count += 1
        guard case .other(let key) = member else { continue }
        let name = reader.cursor.decode(key)
        if let value = try attributeValue() { members.append((name, value)) }
      }
      return members.count == count ? .object(CustomAttributes(distinct: members)) : nil
    }
  }

  static let noKeys = ObjectKeys<NoKey>()
}

/// No key at all: the schema of an object whose every member is another key (a custom
/// attribute's object value).
enum NoKey: RawRepresentable, CaseIterable, Sendable {
  /// No key is one of these.
  init?(rawValue: String) { nil }

  /// Never called: there is no value.
  var rawValue: String {
    switch self {}
  }

  /// None.
  static var allCases: [NoKey] { [] }
}
