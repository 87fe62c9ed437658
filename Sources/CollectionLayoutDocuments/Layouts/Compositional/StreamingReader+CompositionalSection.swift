import CollectionLayoutCore

/// Reading a compositional layout's sections, boundary supplementaries and decorations.
extension StreamingReader {
  /// A section layout's keys: an `NSCollectionLayoutSection`, or a `list`.
  enum CompositionalSectionKey: String, CaseIterable, Sendable {
    case group, interGroupSpacing, contentInsets, contentInsetsReference
    case supplementaryContentInsetsReference
    case orthogonalScrollingBehavior, orthogonalScrollingProperties, visibleItemsEffect
    case boundarySupplementaryItems, decorationItems, list
  }
  /// A `visibleItemsEffect`'s keys.
  enum VisibleItemsEffectKey: String, CaseIterable, Sendable {
    case scale, alpha
  }
  /// An effect range's keys: `minimum` required.
  enum EffectRangeKey: String, CaseIterable, Sendable {
    case minimum, maximum
  }
  /// An `orthogonalScrollingProperties`' keys.
  enum OrthogonalScrollingPropertiesKey: String, CaseIterable, Sendable {
    case decelerationRate, bounce
  }
  /// A boundary supplementary's keys.
  enum BoundarySupplementaryKey: String, CaseIterable, Sendable {
    case kind, size, alignment, pinToVisibleBounds, extendsBoundary, absoluteOffset
  }
  /// A decoration's keys: exactly one of them.
  enum DecorationKey: String, CaseIterable, Sendable {
    case background
  }
  /// A background decoration's keys.
  enum BackgroundDecorationKey: String, CaseIterable, Sendable {
    case contentInsets
  }
  /// A list configuration's keys.
  enum ListKey: String, CaseIterable, Sendable {
    case appearance, headerMode, showsSeparators, swipeActions
  }
  /// A list's swipe actions' keys.
  enum SwipeActionsKey: String, CaseIterable, Sendable {
    case leading, trailing
  }

  static let compositionalSectionKeys = ObjectKeys<CompositionalSectionKey>()
  static let boundarySupplementaryKeys = ObjectKeys<BoundarySupplementaryKey>(
    required: [.kind, .size, .alignment])
  static let decorationKeys = ObjectKeys<DecorationKey>(required: [.background])
  static let backgroundDecorationKeys = ObjectKeys<BackgroundDecorationKey>()
  static let listKeys = ObjectKeys<ListKey>()
  static let swipeActionsKeys = ObjectKeys<SwipeActionsKey>()
  static let orthogonalScrollingPropertiesKeys = ObjectKeys<OrthogonalScrollingPropertiesKey>()
  static let visibleItemsEffectKeys = ObjectKeys<VisibleItemsEffectKey>()
  static let effectRangeKeys = ObjectKeys<EffectRangeKey>(required: [.minimum])

  /// A section layout: `{"group": {...}, "interGroupSpacing": 10, ...}` or
  /// `{"list": {"appearance": "insetGrouped"}}`; a list takes no other key. `nil` after
  /// reporting.
  mutating func compositionalSection() throws(DecodingStop) -> CompositionalSection? {
    guard var object = try beginObject() else { return nil }
    var section = CompositionalSection(
      group: .horizontal(
        size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
        subitems: []))
    var list: ListConfiguration?
    var hasGroup = false
    var others = 0
    while let key = try nextMember(&object, of: Self.compositionalSectionKeys) {
      if key != .list { others += 1 }
      switch key {
      case .group:
        hasGroup = true
        if let group = try compositionalGroup() { section.group = group }
      case .interGroupSpacing: section.interGroupSpacing = try number() ?? 0
      case .contentInsets: section.contentInsets = try directionalInsets() ?? .zero
      case .contentInsetsReference:
        section.contentInsetsReference = try enumeration() ?? .automatic
      case .supplementaryContentInsetsReference:
        section.supplementaryContentInsetsReference = try enumeration() ?? .automatic
      case .orthogonalScrollingBehavior:
        section.orthogonalScrollingBehavior = try enumeration() ?? .none
      case .orthogonalScrollingProperties:
        section.orthogonalScrollingProperties =
          try orthogonalScrollingProperties() ?? OrthogonalScrollingProperties()
      case .visibleItemsEffect: section.visibleItemsEffect = try visibleItemsEffect()
      case .boundarySupplementaryItems:
        section.boundarySupplementaryItems = try boundarySupplementaries()
      case .decorationItems:
        guard var array = try beginArray() else { continue }
        while try nextElement(&array) {
          if let decoration = try decoration() { section.decorationItems.append(decoration) }
        }
      case .list:
        list = try listConfiguration()
      }
    }
    if let list {
      if others > 0 {
        reportReplaced(
          "expected a list section without other keys (UIKit builds its group and insets)",
          offset: object.start)
      }
      return .list(list)
    }
    if !hasGroup {
      reportReplaced("missing required key \"group\" (or \"list\")", offset: object.start)
      return nil
    }
    return section
  }

  /// `[{"kind": "header", "size": {...}, "alignment": "top"}, ...]`; none when not an array.
  mutating func boundarySupplementaries() throws(DecodingStop) -> [BoundarySupplementary] {
    guard var array = try beginArray() else { return [] }
    var items: [BoundarySupplementary] = []
    while try nextElement(&array) {
      guard var object = try beginObject() else { continue }
      var item = BoundarySupplementary(
        kind: "header", size: CompositionalSize(width: .fractionalWidth(1), height: .absolute(44)),
        alignment: .top)
      while let key = try nextMember(&object, of: Self.boundarySupplementaryKeys) {
        switch key {
        case .kind: item.kind = try string() ?? item.kind
        case .size: item.size = try compositionalSize() ?? item.size
        case .alignment: item.alignment = try enumeration() ?? item.alignment
        case .pinToVisibleBounds: item.pinToVisibleBounds = try boolean() ?? false
        case .extendsBoundary: item.extendsBoundary = try boolean() ?? true
        case .absoluteOffset: item.absoluteOffset = try point() ?? .zero
        }
      }
      items.append(item)
    }
    return items
  }

  /// `{"background": {"contentInsets": {...}}}`.
  private mutating func decoration() throws(DecodingStop) -> SectionDecoration? {
    guard var object = try beginObject() else { return nil }
    var decoration: SectionDecoration?
    while let key = try nextMember(&object, of: Self.decorationKeys) {
      switch key {
      case .background:
        guard var background = try beginObject() else { continue }
        var insets = DirectionalInsets.zero
        while let key = try nextMember(&background, of: Self.backgroundDecorationKeys) {
          switch key {
          case .contentInsets: insets = try directionalInsets() ?? .zero
          }
        }
        decoration = .background(contentInsets: insets)
      }
    }
    return decoration
  }

  /// `{"decelerationRate": "fast", "bounce": "never"}`: the rate as a fling's (`"normal"`,
  /// `"fast"` or a number R, 0 < R < 1; absent, the behaviour's), `bounce` one of
  /// `"automatic"` (default), `"always"`, `"never"`.
  private mutating func orthogonalScrollingProperties() throws(DecodingStop)
    -> OrthogonalScrollingProperties?
  {
    guard var object = try beginObject() else { return nil }
    var properties = OrthogonalScrollingProperties()
    while let key = try nextMember(&object, of: Self.orthogonalScrollingPropertiesKeys) {
      switch key {
      case .decelerationRate: properties.decelerationRate = try decelerationRate()
      case .bounce: properties.bounce = try enumeration(suggesting: true) ?? .automatic
      }
    }
    return properties
  }

  /// `{"scale": {"minimum": 0.7, "maximum": 1.1}, "alpha": {"minimum": 0.5}}`: each range's
  /// `minimum` required, its `maximum` 1 by default.
  private mutating func visibleItemsEffect() throws(DecodingStop) -> VisibleItemsEffect? {
    guard var object = try beginObject() else { return nil }
    var effect = VisibleItemsEffect()
    while let key = try nextMember(&object, of: Self.visibleItemsEffectKeys) {
      switch key {
      case .scale: effect.scale = try effectRange()
      case .alpha: effect.alpha = try effectRange()
      }
    }
    return effect
  }

  /// `{"minimum": 0.7, "maximum": 1.1}`; `nil` when not an object.
  private mutating func effectRange() throws(DecodingStop) -> VisibleItemsEffect.Range? {
    guard var object = try beginObject() else { return nil }
    var range = VisibleItemsEffect.Range(minimum: 0)
    while let key = try nextMember(&object, of: Self.effectRangeKeys) {
      switch key {
      case .minimum: range.minimum = try number() ?? 0
      case .maximum: range.maximum = try number() ?? 1
      }
    }
    return range
  }

  /// `{"appearance": "plain", "headerMode": "supplementary", "showsSeparators": true,
  /// "swipeActions": {...}}`.
  private mutating func listConfiguration() throws(DecodingStop) -> ListConfiguration? {
    guard var object = try beginObject() else { return nil }
    var list = ListConfiguration()
    while let key = try nextMember(&object, of: Self.listKeys) {
      switch key {
      case .appearance: list.appearance = try enumeration() ?? .plain
      case .headerMode: list.headerMode = try enumeration() ?? .none
      case .showsSeparators: list.showsSeparators = try boolean() ?? true
      case .swipeActions: list.swipeActions = try swipeActions() ?? SwipeActions()
      }
    }
    return list
  }

  /// `{"leading": [...], "trailing": [...]}`, each an array of edit actions.
  private mutating func swipeActions() throws(DecodingStop) -> SwipeActions? {
    guard var object = try beginObject() else { return nil }
    var actions = SwipeActions()
    while let key = try nextMember(&object, of: Self.swipeActionsKeys) {
      switch key {
      case .leading: actions.leading = try editActions() ?? []
      case .trailing: actions.trailing = try editActions() ?? []
      }
    }
    return actions
  }
}
