import CollectionLayoutCore

/// Reading a paging layout's configuration and its steps.
extension StreamingReader {
  /// The keys of a page, in documented order; both required.
  enum PageKey: String, CaseIterable, Sendable {
    case id, imageSize
  }
  /// The keys of a paging layout's tile options, in documented order; all optional.
  enum TileOptionsKey: String, CaseIterable, Sendable {
    case tileSize, levelsOfDetail, levelsOfDetailBias
  }
  /// The keys of a `page` step's object form, in documented order; `index` is required.
  enum PageStepKey: String, CaseIterable, Sendable {
    case index, animation
  }
  /// The keys of a `zoom` step, in documented order; `page` and `scale` are required.
  enum ZoomStepKey: String, CaseIterable, Sendable {
    case page, scale, center, animation
  }

  static let pageKeys = ObjectKeys<PageKey>(required: [.id, .imageSize])
  static let tileOptionsKeys = ObjectKeys<TileOptionsKey>()
  static let pageStepKeys = ObjectKeys<PageStepKey>(required: [.index])
  static let zoomStepKeys = ObjectKeys<ZoomStepKey>(required: [.page, .scale])

  /// The pages: `[{"id": "CuriousFrog", "imageSize": {"width": 3600, "height": 2400}}]`; none
  /// when not an array. Each counts against the document's listed items.
  /// The list is stored at its size, counted ahead (``listedItemCapacity()``), as a section's
  /// items are: grown by doubling, a million pages would hold storage for 1,048,576 and, while
  /// growing, both copies.
  mutating func pages() throws(DecodingStop) -> [Item] {
    let isArray = try peek() == .array
    let capacity = isArray ? listedItemCapacity() : 0
    guard var array = try beginArray() else { return [] }
    var pages: [Item] = []
    pages.reserveCapacity(capacity)
    while try nextElement(&array) {
      try count(.listedItem)
      var page = Item()
      guard var object = try beginObject() else {
        pages.append(page)
        continue
      }
      while let key = try nextMember(&object, of: Self.pageKeys) {
        switch key {
        case .id: page.id = try string()
        case .imageSize: page.imageSize = try size()
        }
      }
      pages.append(page)
    }
    return pages
  }

  /// `{"tileSize": 256, "levelsOfDetail": 4, "levelsOfDetailBias": 0}`, each key optional;
  /// `nil` when not an object.
  mutating func tileOptions() throws(DecodingStop) -> TileOptions? {
    guard var object = try beginObject() else { return nil }
    var options = TileOptions()
    while let key = try nextMember(&object, of: Self.tileOptionsKeys) {
      switch key {
      case .tileSize: options.tileSize = try integer() ?? options.tileSize
      case .levelsOfDetail: options.levels.count = try integer() ?? options.levels.count
      case .levelsOfDetailBias: options.levels.bias = try integer() ?? options.levels.bias
      }
    }
    return options
  }

  /// `{"page": 2}` or `{"page": {"index": 2, "animation": {...}}}`: the step's value; `nil`
  /// when wrong.
  mutating func pageStep() throws(DecodingStop) -> PageStep? {
    let kind = try peek()
    if kind == .number {
      let token = try scanNumber()
      return try integer(of: token).map { PageStep(page: $0) }
    }
    guard kind == .object else {
      try reportWrongType("expected an integer or an object", found: kind)
      return nil
    }
    var object = try openObject()
    var index: Int?
    var animation: UpdateAnimation?
    while let key = try nextMember(&object, of: Self.pageStepKeys) {
      switch key {
      case .index: index = try integer()
      case .animation: animation = try self.animation()
      }
    }
    return index.map { PageStep(page: $0, animation: animation) }
  }

  /// `{"page": 2, "scale": 0.5, "center": {"x": 1800, "y": 1200}, "animation": {...}}`: the
  /// step's value; `nil` when wrong.
  mutating func zoomStep() throws(DecodingStop) -> ZoomStep? {
    guard var object = try beginObject() else { return nil }
    var page: Int?
    var scale: Double?
    var zoom = ZoomStep(page: 0, scale: 1)
    while let key = try nextMember(&object, of: Self.zoomStepKeys) {
      switch key {
      case .page: page = try integer()
      case .scale: scale = try number()
      case .center: zoom.center = try point()
      case .animation: zoom.animation = try animation()
      }
    }
    guard let page, let scale else { return nil }
    zoom.page = page
    zoom.scale = scale
    return zoom
  }
}
