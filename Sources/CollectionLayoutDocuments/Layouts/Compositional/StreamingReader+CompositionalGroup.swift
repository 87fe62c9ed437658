import CollectionLayoutCore

/// Reading a compositional layout's groups, items and their values.
extension StreamingReader {
  /// A dimension's keys: exactly one of them.
  enum DimensionKey: String, CaseIterable, Sendable {
    case absolute, estimated, fractionalWidth, fractionalHeight
  }
  /// A group's keys, under `horizontal` or `vertical`.
  enum GroupKey: String, CaseIterable, Sendable {
    case size, subitems, repeatingSubitem, count, interItemSpacing, contentInsets, edgeSpacing,
      supplementaryItems
  }
  /// An item's keys.
  enum CompositionalItemKey: String, CaseIterable, Sendable {
    case size, contentInsets, edgeSpacing, supplementaryItems
  }
  /// An anchored supplementary's keys.
  enum AnchoredSupplementaryKey: String, CaseIterable, Sendable {
    case kind, size, anchor
  }
  /// An anchor's keys.
  enum AnchorKey: String, CaseIterable, Sendable {
    case edges, fractionalOffset, absoluteOffset
  }
  /// Directional insets' keys.
  enum DirectionalInsetsKey: String, CaseIterable, Sendable {
    case top, leading, bottom, trailing
  }
  /// A spacing's keys: exactly one of them.
  enum SpacingKey: String, CaseIterable, Sendable {
    case fixed, flexible
  }
  /// A subitem's keys: exactly one of them.
  enum SubitemKey: String, CaseIterable, Sendable {
    case item, group
  }

  static let dimensionKeys = ObjectKeys<DimensionKey>(
    shape: #"{"absolute": N} (or "estimated", "fractionalWidth", "fractionalHeight")"#)
  static let groupAxisKeys = ObjectKeys<CompositionalGroup.Axis>()
  static let groupKeys = ObjectKeys<GroupKey>(required: [.size])
  static let compositionalItemKeys = ObjectKeys<CompositionalItemKey>(required: [.size])
  static let anchoredSupplementaryKeys = ObjectKeys<AnchoredSupplementaryKey>(
    required: [.kind, .size, .anchor])
  static let anchorKeys = ObjectKeys<AnchorKey>(required: [.edges])
  static let directionalInsetsKeys = ObjectKeys<DirectionalInsetsKey>(
    shape: #"{"top": N, "leading": N, "bottom": N, "trailing": N}"#)
  static let spacingKeys = ObjectKeys<SpacingKey>(shape: #"{"fixed": N} (or "flexible")"#)
  static let edgeSpacingKeys = ObjectKeys<DirectionalInsetsKey>(
    shape: #"{"top": {"fixed": N}, "leading": {"fixed": N}, "bottom": {"fixed": N}, "#
      + #""trailing": {"fixed": N}}"#)
  static let subitemKeys = ObjectKeys<SubitemKey>()
  static let compositionalSizeKeys = ObjectKeys<SizeKey>(
    required: [.width, .height],
    shape: #"{"width": {"absolute": N}, "height": {"absolute": N}} (each a dimension)"#)

  /// Reports, at the object starting at `start`, that it has `found` of the keys of which it
  /// must have exactly one (`names`).
  private mutating func reportOneOf(_ names: [String], found: Int, what: String, start: Int) {
    guard found != 1 else { return }
    reportReplaced(
      "expected exactly one \(what): \(Self.alternatives(names))"
        + (found == 0 ? "" : ", got \(found)"),
      offset: start)
  }

  /// `{"fractionalWidth": 0.2}`: a dimension, exactly one key; `nil` after reporting.
  mutating func dimension() throws(DecodingStop) -> CompositionalDimension? {
    guard var object = try beginObject(Self.dimensionKeys) else { return nil }
    var dimension: CompositionalDimension?
    var found = 0
    while let key = try nextMember(&object, of: Self.dimensionKeys) {
      found += 1
      guard let value = try number() else { continue }
      switch key {
      case .absolute: dimension = .absolute(value)
      case .estimated: dimension = .estimated(value)
      case .fractionalWidth: dimension = .fractionalWidth(value)
      case .fractionalHeight: dimension = .fractionalHeight(value)
      }
    }
    reportOneOf(Self.dimensionKeys.names, found: found, what: "dimension", start: object.start)
    return found == 1 ? dimension : nil
  }

  /// `{"width": {...}, "height": {...}}`; a wrong side is a whole fraction and reported.
  mutating func compositionalSize() throws(DecodingStop) -> CompositionalSize? {
    guard var object = try beginObject(Self.compositionalSizeKeys) else { return nil }
    var size = CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(1))
    while let key = try nextMember(&object, of: Self.compositionalSizeKeys) {
      switch key {
      case .width: size.width = try dimension() ?? size.width
      case .height: size.height = try dimension() ?? size.height
      }
    }
    return size
  }

  /// `{"top": 5, "leading": 5, "bottom": 5, "trailing": 5}`; each side optional, 0 by default.
  mutating func directionalInsets() throws(DecodingStop) -> DirectionalInsets? {
    guard var object = try beginObject(Self.directionalInsetsKeys) else { return nil }
    var insets = DirectionalInsets.zero
    while let key = try nextMember(&object, of: Self.directionalInsetsKeys) {
      switch key {
      case .top: insets.top = try number() ?? 0
      case .leading: insets.leading = try number() ?? 0
      case .bottom: insets.bottom = try number() ?? 0
      case .trailing: insets.trailing = try number() ?? 0
      }
    }
    return insets
  }

  /// `{"fixed": 10}` or `{"flexible": 10}`; `nil` after reporting.
  mutating func spacing() throws(DecodingStop) -> CompositionalSpacing? {
    guard var object = try beginObject(Self.spacingKeys) else { return nil }
    var spacing: CompositionalSpacing?
    var found = 0
    while let key = try nextMember(&object, of: Self.spacingKeys) {
      found += 1
      guard let value = try number() else { continue }
      spacing = key == .fixed ? .fixed(value) : .flexible(value)
    }
    reportOneOf(Self.spacingKeys.names, found: found, what: "spacing", start: object.start)
    return found == 1 ? spacing : nil
  }

  /// `{"leading": {"fixed": 2}, ...}`: an item's or a group's edge spacing.
  mutating func edgeSpacing() throws(DecodingStop) -> CompositionalEdgeSpacing? {
    guard var object = try beginObject(Self.edgeSpacingKeys) else { return nil }
    var spacing = CompositionalEdgeSpacing()
    while let key = try nextMember(&object, of: Self.edgeSpacingKeys) {
      switch key {
      case .top: spacing.top = try self.spacing()
      case .leading: spacing.leading = try self.spacing()
      case .bottom: spacing.bottom = try self.spacing()
      case .trailing: spacing.trailing = try self.spacing()
      }
    }
    return spacing
  }

  /// `{"horizontal": {...}}` or `{"vertical": {...}}`: a group; `nil` after reporting.
  mutating func compositionalGroup() throws(DecodingStop) -> CompositionalGroup? {
    guard var object = try beginObject() else { return nil }
    var group: CompositionalGroup?
    var found = 0
    while let axis = try nextMember(&object, of: Self.groupAxisKeys) {
      found += 1
      group = try groupBody(axis: axis)
    }
    reportOneOf(Self.groupAxisKeys.names, found: found, what: "axis", start: object.start)
    return found == 1 ? group : nil
  }

  /// A group's body: `{"size", "subitems", "count", "interItemSpacing", "contentInsets",
  /// "edgeSpacing", "supplementaryItems"}` (a group is an item too), or with
  /// `"repeatingSubitem": {...}` and `"count"` instead of `subitems`
  /// (`repeatingSubitem:count:`).
  private mutating func groupBody(axis: CompositionalGroup.Axis) throws(DecodingStop)
    -> CompositionalGroup?
  {
    guard var object = try beginObject() else { return nil }
    var group = CompositionalGroup(
      axis: axis, size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
      subitems: [])
    var hasSubitems = false
    var hasRepeating = false
    while let key = try nextMember(&object, of: Self.groupKeys) {
      switch key {
      case .size: group.size = try compositionalSize() ?? group.size
      case .count: group.count = try integer()
      case .interItemSpacing: group.interItemSpacing = try spacing()
      case .contentInsets: group.contentInsets = try directionalInsets() ?? .zero
      case .edgeSpacing: group.edgeSpacing = try edgeSpacing() ?? group.edgeSpacing
      case .supplementaryItems: group.supplementaryItems = try anchoredSupplementaries()
      case .subitems:
        hasSubitems = true
        guard var array = try beginArray() else { continue }
        while try nextElement(&array) {
          if let subitem = try subitem() { group.subitems.append(subitem) }
        }
      case .repeatingSubitem:
        hasRepeating = true
        group.keepsSubitemSize = true
        if let subitem = try subitem() { group.subitems.append(subitem) }
      }
    }
    if hasSubitems == hasRepeating {
      reportReplaced(
        hasSubitems
          ? #"expected "subitems" or "repeatingSubitem", not both"#
          : #"missing required key "subitems" (or "repeatingSubitem")"#,
        offset: object.start)
    } else if hasRepeating, group.count == nil {
      reportReplaced(#"expected a "count" with "repeatingSubitem""#, offset: object.start)
    }
    return group
  }

  /// `{"item": {...}}` or `{"group": {...}}`; `nil` after reporting.
  private mutating func subitem() throws(DecodingStop) -> CompositionalSubitem? {
    guard var object = try beginObject() else { return nil }
    var subitem: CompositionalSubitem?
    var found = 0
    while let key = try nextMember(&object, of: Self.subitemKeys) {
      found += 1
      switch key {
      case .item: subitem = try compositionalItem().map(CompositionalSubitem.item)
      case .group: subitem = try compositionalGroup().map(CompositionalSubitem.group)
      }
    }
    reportOneOf(Self.subitemKeys.names, found: found, what: "subitem", start: object.start)
    return found == 1 ? subitem : nil
  }

  /// An item: `{"size", "contentInsets", "edgeSpacing", "supplementaryItems"}`.
  private mutating func compositionalItem() throws(DecodingStop) -> CompositionalItem? {
    guard var object = try beginObject() else { return nil }
    var item = CompositionalItem(
      size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    while let key = try nextMember(&object, of: Self.compositionalItemKeys) {
      switch key {
      case .size: item.size = try compositionalSize() ?? item.size
      case .contentInsets: item.contentInsets = try directionalInsets() ?? .zero
      case .edgeSpacing: item.edgeSpacing = try edgeSpacing() ?? item.edgeSpacing
      case .supplementaryItems: item.supplementaryItems = try anchoredSupplementaries()
      }
    }
    return item
  }

  /// `[{"kind": "badge", ...}, ...]`: an item's or a group's anchored supplementaries; none
  /// after reporting a value that is not an array.
  private mutating func anchoredSupplementaries() throws(DecodingStop) -> [AnchoredSupplementary] {
    var supplementaries: [AnchoredSupplementary] = []
    guard var array = try beginArray() else { return supplementaries }
    while try nextElement(&array) {
      if let supplementary = try anchoredSupplementary() { supplementaries.append(supplementary) }
    }
    return supplementaries
  }

  /// `{"kind": "badge", "size": {...}, "anchor": {...}}`.
  private mutating func anchoredSupplementary() throws(DecodingStop) -> AnchoredSupplementary? {
    guard var object = try beginObject() else { return nil }
    var supplementary = AnchoredSupplementary(
      kind: "badge", size: CompositionalSize(width: .absolute(1), height: .absolute(1)),
      anchor: SupplementaryAnchor(edges: []))
    while let key = try nextMember(&object, of: Self.anchoredSupplementaryKeys) {
      switch key {
      case .kind: supplementary.kind = try string() ?? supplementary.kind
      case .size: supplementary.size = try compositionalSize() ?? supplementary.size
      case .anchor: supplementary.anchor = try anchor() ?? supplementary.anchor
      }
    }
    return supplementary
  }

  /// `{"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}}` or with
  /// `absoluteOffset`; not both.
  private mutating func anchor() throws(DecodingStop) -> SupplementaryAnchor? {
    guard var object = try beginObject() else { return nil }
    var anchor = SupplementaryAnchor(edges: [])
    var offsets = 0
    while let key = try nextMember(&object, of: Self.anchorKeys) {
      switch key {
      case .edges:
        guard var array = try beginArray() else { continue }
        while try nextElement(&array) {
          if let edge = try enumeration(RectEdge.self) { anchor.edges.insert(edge) }
        }
      case .fractionalOffset:
        offsets += 1
        anchor.offset = .fractional(try point() ?? .zero)
      case .absoluteOffset:
        offsets += 1
        anchor.offset = .absolute(try point() ?? .zero)
      }
    }
    if offsets > 1 {
      reportReplaced(
        "expected at most one of \"fractionalOffset\" or \"absoluteOffset\"", offset: object.start)
    }
    return anchor
  }
}
