import CollectionLayoutCore

/// Reading a lazy container's values: grid items, pinned views, the scroll view, the item
/// frame, and a section's header and footer.
extension StreamingReader {
  /// A grid item's keys: exactly one size (`fixed`, `flexible`, `adaptive`), then `spacing`
  /// and `alignment`.
  enum GridItemKey: String, CaseIterable, Sendable {
    case fixed, flexible, adaptive, spacing, alignment
  }
  /// A flexible or adaptive size's keys.
  enum GridBoundsKey: String, CaseIterable, Sendable {
    case minimum, maximum
  }
  /// A lazy scroll view's keys.
  enum LazyScrollViewKey: String, CaseIterable, Sendable {
    case contentMargins, safeAreaPadding, targetBehavior, defaultScrollAnchor
  }
  /// The placements of `contentMargins`.
  enum ContentMarginKey: String, CaseIterable, Sendable {
    case automatic, scrollContent, scrollIndicators
  }
  /// A target behaviour object's key.
  enum TargetBehaviorKey: String, CaseIterable, Sendable {
    case viewAligned
  }
  /// `viewAligned`'s keys.
  enum ViewAlignedKey: String, CaseIterable, Sendable {
    case limitBehavior, anchor
  }
  /// `itemFrame`'s key.
  enum ItemFrameKey: String, CaseIterable, Sendable {
    case containerRelative
  }
  /// `containerRelative`'s keys.
  enum ContainerRelativeKey: String, CaseIterable, Sendable {
    case axes, count, span, spacing
  }
  /// The axes of `containerRelative`.
  enum FrameAxis: String, CaseIterable, Sendable {
    case horizontal, vertical
  }
  /// A pinned view kind.
  enum PinnedViewName: String, CaseIterable, Sendable {
    case sectionHeaders, sectionFooters
  }
  /// A lazy section layout's keys.
  enum LazySectionKey: String, CaseIterable, Sendable {
    case header, footer, itemFrames
  }

  static let gridItemKeys = ObjectKeys<GridItemKey>(
    shape: #"{"fixed": N} (or "flexible", "adaptive"), with "spacing" and "alignment""#)
  static let gridBoundsKeys = ObjectKeys<GridBoundsKey>()
  static let adaptiveBoundsKeys = ObjectKeys<GridBoundsKey>(required: [.minimum])
  static let lazyScrollViewKeys = ObjectKeys<LazyScrollViewKey>()
  static let contentMarginKeys = ObjectKeys<ContentMarginKey>()
  static let targetBehaviorKeys = ObjectKeys<TargetBehaviorKey>(required: [.viewAligned])
  static let viewAlignedKeys = ObjectKeys<ViewAlignedKey>()
  static let itemFrameKeys = ObjectKeys<ItemFrameKey>(required: [.containerRelative])
  static let containerRelativeKeys = ObjectKeys<ContainerRelativeKey>()
  static let lazySectionKeys = ObjectKeys<LazySectionKey>()

  /// `[{"fixed": 90}, {"flexible": {"minimum": 50}}, ...]`; a wrong item is reported and
  /// read as `GridItem()`, so that the list is not reported empty as well.
  mutating func gridItems() throws(DecodingStop) -> [GridItem] {
    guard var array = try beginArray() else { return [] }
    var items: [GridItem] = []
    while try nextElement(&array) {
      items.append(try gridItem() ?? GridItem())
    }
    return items
  }

  /// `{"adaptive": {"minimum": 60}, "spacing": 6, "alignment": "topLeading"}`; `nil` after
  /// reporting (exactly one size).
  mutating func gridItem() throws(DecodingStop) -> GridItem? {
    guard var object = try beginObject(Self.gridItemKeys) else { return nil }
    var item = GridItem()
    var sizes: [String] = []
    var isValid = true
    while let key = try nextMember(&object, of: Self.gridItemKeys) {
      switch key {
      case .fixed, .flexible, .adaptive:
        sizes.append(key.rawValue)
        let size: GridItem.Size?
        switch key {
        case .fixed: size = try number().map { .fixed($0) }
        case .flexible:
          size = try gridBounds(keys: Self.gridBoundsKeys).map {
            .flexible(minimum: $0.minimum ?? 10, maximum: $0.maximum)
          }
        default:
          size = try gridBounds(keys: Self.adaptiveBoundsKeys).map {
            .adaptive(minimum: $0.minimum ?? 0, maximum: $0.maximum)
          }
        }
        if let size { item.size = size } else { isValid = false }
      case .spacing: item.spacing = try number()
      case .alignment: item.alignment = try enumeration(LayoutAlignment.self, suggesting: true)
      }
    }
    guard sizes.count == 1 else {
      reportReplaced(
        "expected exactly one size: \"fixed\", \"flexible\" or \"adaptive\""
          + (sizes.isEmpty
            ? ", got none"
            : ", got \(sizes.count) (\(sizes.map(Quoting.quoted).joined(separator: " and ")))"),
        offset: object.start)
      return nil
    }
    return isValid ? item : nil
  }

  /// `{"minimum": 50, "maximum": 120}`: `maximum` null or absent is infinity.
  private mutating func gridBounds(keys: ObjectKeys<GridBoundsKey>) throws(DecodingStop)
    -> (minimum: Double?, maximum: Double)?
  {
    guard var object = try beginObject(keys) else { return nil }
    var minimum: Double?
    var maximum = Double.infinity
    while let key = try nextMember(&object, of: keys) {
      switch key {
      case .minimum: minimum = try number()
      case .maximum:
        if try peek() == .null {
          _ = try readLiteral()
        } else {
          maximum = try number() ?? .infinity
        }
      }
    }
    return (minimum, maximum)
  }

  /// `["sectionHeaders", "sectionFooters"]`.
  mutating func pinnedViews() throws(DecodingStop) -> LazyPinnedViews {
    guard var array = try beginArray() else { return [] }
    var views: LazyPinnedViews = []
    while try nextElement(&array) {
      switch try enumeration(PinnedViewName.self, suggesting: true) {
      case .sectionHeaders: views.insert(.sectionHeaders)
      case .sectionFooters: views.insert(.sectionFooters)
      case nil: break
      }
    }
    return views
  }

  /// `{"contentMargins": {...}, "safeAreaPadding": {...}, "targetBehavior": ...,
  /// "defaultScrollAnchor": ...}`.
  mutating func lazyScrollView() throws(DecodingStop) -> LazyScrollView {
    var scrollView = LazyScrollView()
    guard var object = try beginObject(Self.lazyScrollViewKeys) else { return scrollView }
    while let key = try nextMember(&object, of: Self.lazyScrollViewKeys) {
      switch key {
      case .contentMargins:
        guard var margins = try beginObject(Self.contentMarginKeys) else { continue }
        while let placement = try nextMember(&margins, of: Self.contentMarginKeys) {
          let insets = try edgeInsets() ?? .zero
          switch placement {
          case .automatic: scrollView.automaticMargins = insets
          case .scrollContent: scrollView.contentMargins = insets
          case .scrollIndicators: scrollView.indicatorMargins = insets
          }
        }
      case .safeAreaPadding: scrollView.safeAreaPadding = try edgeInsets() ?? .zero
      case .targetBehavior: scrollView.targetBehavior = try targetBehavior()
      case .defaultScrollAnchor: scrollView.defaultScrollAnchor = try unitPoint()
      }
    }
    return scrollView
  }

  /// `"paging"` or `{"viewAligned": {"limitBehavior": "never", "anchor": "center"}}`.
  mutating func targetBehavior() throws(DecodingStop) -> LazyScrollTargetBehavior? {
    if try peek() == .string {
      return try enumeration(among: ["paging"]) == nil ? nil : .paging
    }
    guard var object = try beginObject(Self.targetBehaviorKeys) else { return nil }
    var behavior: LazyScrollTargetBehavior?
    while try nextMember(&object, of: Self.targetBehaviorKeys) != nil {
      var limit = ViewAlignedLimitBehavior.automatic
      var anchor: LayoutUnitPoint?
      if var aligned = try beginObject(Self.viewAlignedKeys) {
        while let key = try nextMember(&aligned, of: Self.viewAlignedKeys) {
          switch key {
          case .limitBehavior:
            limit = try enumeration(ViewAlignedLimitBehavior.self, suggesting: true) ?? limit
          case .anchor: anchor = try unitPoint()
          }
        }
      }
      behavior = .viewAligned(limitBehavior: limit, anchor: anchor)
    }
    return behavior
  }

  /// A unit point: a name (`"top"`, `"bottomTrailing"`) or `{"x": 0.5, "y": 1}`.
  mutating func unitPoint() throws(DecodingStop) -> LayoutUnitPoint? {
    if try peek() == .string {
      let names = LayoutUnitPoint.named.map(\.name)
      guard let name = try enumeration(among: names) else { return nil }
      return LayoutUnitPoint.named.first { $0.name == name }?.point
    }
    guard var object = try beginObject(Self.pointKeys) else { return nil }
    var point = LayoutUnitPoint(x: 0, y: 0)
    while let key = try nextMember(&object, of: Self.pointKeys) {
      switch key {
      case .x: point.x = try number() ?? 0
      case .y: point.y = try number() ?? 0
      }
    }
    return point
  }

  /// `{"containerRelative": {"axes": ["horizontal"], "count": 4, "span": 2, "spacing": 10}}`.
  mutating func itemFrame() throws(DecodingStop) -> ContainerRelativeFrame? {
    guard var object = try beginObject(Self.itemFrameKeys) else { return nil }
    var frame: ContainerRelativeFrame?
    while try nextMember(&object, of: Self.itemFrameKeys) != nil {
      frame = try containerRelative()
    }
    return frame
  }

  /// `{"axes": ["horizontal"], "count": 4, "span": 2, "spacing": 10}`, each key left out
  /// taking ``ContainerRelativeFrame``'s default; `nil` when not an object.
  mutating func containerRelative() throws(DecodingStop) -> ContainerRelativeFrame? {
    guard var relative = try beginObject(Self.containerRelativeKeys) else { return nil }
    var value = ContainerRelativeFrame()
    while let key = try nextMember(&relative, of: Self.containerRelativeKeys) {
      switch key {
      case .axes:
        value.horizontal = false
        value.vertical = false
        guard var axes = try beginArray() else { continue }
        while try nextElement(&axes) {
          switch try enumeration(FrameAxis.self) {
          case .horizontal: value.horizontal = true
          case .vertical: value.vertical = true
          case nil: break
          }
        }
      case .count: value.count = try integer() ?? 1
      case .span: value.span = try integer() ?? 1
      case .spacing: value.spacing = try number() ?? 0
      }
    }
    return value
  }

  /// A lazy section's `layout`: `{"header": {"height": 40}, "footer": {"height": 30},
  /// "itemFrames": [...]}`, each length under `height` in a vertical container and `width` in
  /// a horizontal one (``lazyItemFrames()``).
  mutating func lazySectionLayout(axis: ScrollAxis) throws(DecodingStop) -> LazySectionLayout? {
    guard var object = try beginObject(Self.lazySectionKeys) else { return nil }
    var layout = LazySectionLayout()
    let key = axis == .vertical ? SizeKey.height : SizeKey.width
    let keys = ObjectKeys<SizeKey>(shape: axis == .vertical ? #"{"height": N}"# : #"{"width": N}"#)
    while let member = try nextMember(&object, of: Self.lazySectionKeys) {
      if member == .itemFrames {
        layout.itemFrames = try lazyItemFrames()
        continue
      }
      var length: Double?
      var hasOtherSide = false
      if var size = try beginObject(keys) {
        while let side = try nextMember(&size, of: keys) {
          if side == key {
            length = try number()
          } else {
            hasOtherSide = true
            reportReplaced(
              "expected only \(Quoting.quoted(key.rawValue)) in a "
                + (axis == .vertical ? "vertical" : "horizontal")
                + " container's \(member.rawValue), got \(Quoting.quoted(side.rawValue))",
              offset: cursor.index)
            try skipValue()
          }
        }
        if length == nil, !hasOtherSide {
          report("missing required key \(Quoting.quoted(key.rawValue))", offset: size.start)
        }
      }
      switch member {
      case .header: layout.header = length
      case .footer: layout.footer = length
      case .itemFrames: break
      }
    }
    return layout
  }
}
