/// One item of a section, when the section lists its items one by one: its identity and its
/// optional size (a height, an estimated height, an aspect ratio, a width, an image size).
///
/// ```swift
/// Item(id: "a", height: 60)
/// Item(id: "photo", aspectRatio: 1.5)
/// Item(id: "message", estimatedHeight: 80)
/// ```
///
/// The scenario's item objects, and which of their values go together, are in the
/// scenario format's article (Items).
///
/// Stored compactly (a million items are a million of these): the optional numbers are kept
/// as plain values with one byte of flags saying which are present, 72 bytes an item instead
/// of 104 as optionals. An absent value is stored as 0, so that equal items compare and hash
/// equal.
public struct Item: Hashable, Sendable {
  /// A stable identifier, unique within the scenario when present; not used for layout.
  /// Optional.
  public var id: String?
  /// The present values, as ``Flags``.
  private var flags: Flags = []
  private var storedHeight = 0.0
  private var storedWidth = 0.0
  private var storedAspectRatio = 0.0
  private var storedImageWidth = 0.0
  private var storedImageHeight = 0.0
  private var storedVersion = 0

  /// Which of the item's optional values are present, and whether its height is estimated.
  struct Flags: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let height = Flags(rawValue: 1)
    static let aspectRatio = Flags(rawValue: 2)
    static let imageSize = Flags(rawValue: 4)
    static let version = Flags(rawValue: 8)
    static let heightIsEstimated = Flags(rawValue: 16)
    static let width = Flags(rawValue: 32)
  }

  /// The item's own height, in points, > 0. In a grid section its row is as tall as its
  /// tallest item, and an item without a height counts as one row of the grid's height.
  /// Optional; not with ``aspectRatio``. An estimated height is held here too, with
  /// ``isHeightEstimated`` set.
  public var height: Double? {
    get { flags.contains(.height) ? storedHeight : nil }
    set {
      storedHeight = newValue ?? 0
      if newValue == nil { flags.remove(.height) } else { flags.insert(.height) }
    }
  }
  /// The item's own width, in points, > 0: what a flow layout sizes the item's cell with
  /// (`collectionView(_:layout:sizeForItemAt:)`), instead of the layout's `itemSize`. Layouts
  /// whose columns or groups give their items' widths (the grid, a compositional layout)
  /// ignore it. Optional.
  public var width: Double? {
    get { flags.contains(.width) ? storedWidth : nil }
    set {
      storedWidth = newValue ?? 0
      if newValue == nil { flags.remove(.width) } else { flags.insert(.width) }
    }
  }
  /// Whether ``height`` is an estimate that a measure step will replace (a self-sizing cell
  /// before it is measured): the layout uses it as the item's height until then. Default
  /// `false`; ``init(id:estimatedHeight:)`` sets it.
  public var isHeightEstimated: Bool {
    get { flags.contains(.heightIsEstimated) }
    set {
      if newValue { flags.insert(.heightIsEstimated) } else { flags.remove(.heightIsEstimated) }
    }
  }
  /// The item's width divided by its height, between ``Item/minimumAspectRatio`` and
  /// ``Item/maximumAspectRatio``: its height is the width of its column divided by this (a
  /// square photo thumbnail is 1). Optional; not with ``height``.
  public var aspectRatio: Double? {
    get { flags.contains(.aspectRatio) ? storedAspectRatio : nil }
    set {
      storedAspectRatio = newValue ?? 0
      if newValue == nil { flags.remove(.aspectRatio) } else { flags.insert(.aspectRatio) }
    }
  }
  /// The size of the image the item shows, in pixels: whole numbers between 1 and
  /// ``PagingConfiguration/maximumImageSide``. Read by layouts that show one image per item
  /// (the paging layout's pages, where it is required); the grid ignores it. Optional.
  public var imageSize: LayoutSize? {
    get {
      flags.contains(.imageSize)
        ? LayoutSize(width: storedImageWidth, height: storedImageHeight) : nil
    }
    set {
      storedImageWidth = newValue?.width ?? 0
      storedImageHeight = newValue?.height ?? 0
      if newValue == nil { flags.remove(.imageSize) } else { flags.insert(.imageSize) }
    }
  }

  /// The smallest aspect ratio, 0.001 (a thousand times taller than wide).
  public static let minimumAspectRatio = 0.001
  /// The largest aspect ratio, 1000.
  public static let maximumAspectRatio = 1000.0
  /// The version of the item's content, >= 0: an `apply` step reloads an item whose id
  /// stays and whose version changes. Optional; not used for layout.
  public var version: Int? {
    get { flags.contains(.version) ? storedVersion : nil }
    set {
      storedVersion = newValue ?? 0
      if newValue == nil { flags.remove(.version) } else { flags.insert(.version) }
    }
  }

  /// Creates an item.
  public init(
    id: String? = nil, width: Double? = nil, height: Double? = nil, aspectRatio: Double? = nil,
    isHeightEstimated: Bool = false, imageSize: LayoutSize? = nil, version: Int? = nil
  ) {
    self.id = id
    self.width = width
    self.height = height
    self.aspectRatio = aspectRatio
    self.isHeightEstimated = isHeightEstimated
    self.imageSize = imageSize
    self.version = version
  }

  /// An item whose height is an estimate, in points, > 0 (``isHeightEstimated`` set).
  public init(id: String? = nil, estimatedHeight: Double) {
    self.init(id: id, height: estimatedHeight, isHeightEstimated: true)
  }

  /// The item's height in a column `width` points wide, in points: its own height, or the
  /// width divided by its aspect ratio; `nil` when it has neither.
  public func height(inColumnOfWidth width: Double) -> Double? {
    height ?? aspectRatio.map { width / $0 }
  }

  /// Which of the item's values are present, and whether its height is estimated: what an
  /// ``ItemList``'s chunks keep the union of.
  typealias PresentValues = Flags

  /// The item's present values (``PresentValues``).
  var presentValues: PresentValues { flags }

  /// The height of an item that has a height (not an estimate) and no other value but its id;
  /// `nil` otherwise. One comparison: the usual item of a validation pass.
  var plainHeight: Double? { flags == .height ? storedHeight : nil }
}

/// A section's items: a bare count of uniform items, or a list of items that may carry their
/// own heights, or a count of uniform items some of which were measured.
///
/// ```swift
/// Items.count(12)
/// Items.list([Item(id: "a", height: 60), Item(id: "b")])
/// ```
public enum Items: Hashable, Sendable {
  /// `count` items, each one row tall. The count is >= 0.
  case count(Int)
  /// The items one by one, in chunks that the copies of the list share (see ``ItemList``).
  case list(ItemList)
  /// `count` items, each one row tall but those of `measured`, which have the heights a
  /// measure step gave them (cells that sized themselves): what a measure step makes of a
  /// `.count` section, stored sparsely so that measuring a few items of a million costs what
  /// the few cost. Equivalent to a list whose measured items have those heights and whose
  /// other items have none. Made by measuring, never given by a scenario.
  case measuredCount(Int, measured: MeasuredHeights)

  /// The items one by one, of an array: `.list(items)` for `items: [Item]`, as
  /// `.list(ItemList(items))`. O(1) for up to ``ItemList/chunkCapacity`` items, O(n) otherwise
  /// (the array's items are copied into the list's chunks).
  public static func list(_ items: [Item]) -> Items { .list(ItemList(items)) }

  /// The number of items, >= 0.
  public var count: Int {
    switch self {
    case .count(let count), .measuredCount(let count, _): return count
    case .list(let items): return items.count
    }
  }
}

/// A section of the collection: headers, then a placeholder or a grid of items, then footers.
///
/// ```swift
/// LayoutSection(
///   items: .count(8), metrics: SectionMetrics(columns: 2),
///   headers: [Supplementary(height: 44, isPinned: true)], footers: [Supplementary(height: 30)],
///   id: "related")
/// LayoutSection(headers: [Supplementary(height: 44)], id: "reviews", state: .loading)
/// ```
///
/// A section whose ``state`` shows a placeholder (``ContentState/loading``,
/// ``ContentState/noContent``, ``ContentState/error``) has no items; validation rejects both.
/// The scenario's section objects are in the scenario format's article (Sections).
///
/// A value stored out of line: its properties live in one box that the copies of a section
/// share until one of them changes (copy on write). Copying a section, or a list of sections
/// (an update keeps every section it does not touch), retains one reference a section, and
/// two copies of one section compare equal without reading their properties.
public struct LayoutSection: Hashable, Sendable {
  /// The properties, shared by the copies of this section until one of them changes.
  private(set) var storage: SectionStorage

  /// The items of the section: a count or a list; default `.count(0)`.
  public var items: Items {
    _read { yield storage.items }
    _modify {
      makeUnique()
      yield &storage.items
    }
  }
  /// The section's own metrics, overriding the layout's defaults value by value; default: no
  /// value set. The grid's section description (``SectionMetrics``): other kinds of layouts
  /// read only its ``settings``.
  public var metrics: SectionMetrics {
    _read { yield storage.metrics }
    _modify {
      makeUnique()
      yield &storage.metrics
    }
  }
  /// Headers, stacked top to bottom above the section's content; default none.
  public var headers: [Supplementary] {
    _read { yield storage.headers }
    _modify {
      makeUnique()
      yield &storage.headers
    }
  }
  /// Footers, stacked top to bottom below the section's content; default none.
  public var footers: [Supplementary] {
    _read { yield storage.footers }
    _modify {
      makeUnique()
      yield &storage.footers
    }
  }
  /// When present, the section shows this placeholder instead of its items; its kind is the
  /// section's ``state`` (setting a placeholder sets the state; removing it leaves the state
  /// as it is). Default: none, or a placeholder without texts when ``state`` shows one.
  public var placeholder: Placeholder? {
    _read { yield storage.placeholder }
    set {
      makeUnique()
      storage.placeholder = newValue
      if let kind = newValue?.kind { storage.state = ContentState(kind) }
    }
  }
  /// A stable identifier, unique among the sections when present: an `apply` step matches
  /// sections by id, a `load` step may name the section by it. Optional.
  public var id: String? {
    _read { yield storage.id }
    _modify {
      makeUnique()
      yield &storage.id
    }
  }
  /// The version of the section's content, >= 0: an `apply` step reloads a section whose id
  /// stays and whose version changes. Optional.
  public var version: Int? {
    _read { yield storage.version }
    _modify {
      makeUnique()
      yield &storage.version
    }
  }
  /// Where the section's content is in its loading (see ``ContentState``); default: the kind
  /// of its placeholder, or ``ContentState/loaded``.
  public var state: ContentState {
    _read { yield storage.state }
    _modify {
      makeUnique()
      yield &storage.state
    }
  }
  /// The settings of the section that every kind of layout reads (whether its items reorder,
  /// the actions a swipe reveals), overriding the layout's defaults value by value: the
  /// settings of its ``metrics``.
  public var settings: SectionSettings {
    _read { yield storage.metrics.settings }
    _modify {
      makeUnique()
      yield &storage.metrics.settings
    }
  }
  /// How the section is laid out, in the kinds of layouts whose sections say so (a flow
  /// layout's per-section overrides, a compositional layout's section); `nil` for the layout's
  /// defaults. Optional.
  public var layout: SectionLayout? {
    _read { yield storage.layout }
    _modify {
      makeUnique()
      yield &storage.layout
    }
  }

  /// Creates a section. `state` defaults to the kind of `placeholder`, or
  /// ``ContentState/loaded`` without one.
  public init(
    items: Items = .count(0), metrics: SectionMetrics = SectionMetrics(),
    headers: [Supplementary] = [], footers: [Supplementary] = [], placeholder: Placeholder? = nil,
    id: String? = nil, version: Int? = nil, state: ContentState? = nil,
    layout: SectionLayout? = nil
  ) {
    storage = SectionStorage(
      items: items, metrics: metrics, headers: headers, footers: footers,
      placeholder: placeholder, id: id, version: version,
      state: state ?? placeholder.map { ContentState($0.kind) } ?? .loaded, layout: layout)
  }

  /// Gives this section a box of its own before one of its properties changes: the box is
  /// changed in place only when no other copy of the section holds it.
  private mutating func makeUnique() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// Sets ``items`` to `items`: in place when no other copy shares the box, else in a new box
  /// made with `items` and the other properties shared (the old items not copied into it
  /// first, then released, as setting the property of a shared box does).
  package mutating func replaceItems(with items: __owned Items) {
    if isKnownUniquelyReferenced(&storage) {
      storage.items = items
    } else {
      storage = storage.copy(replacingItemsWith: items)
    }
  }

  /// Whether this section and `other` share their box: then they are equal (a box shared by
  /// two copies never changes). `false` says nothing: two boxes may hold equal properties.
  func sharesStorage(with other: LayoutSection) -> Bool { storage === other.storage }
}
