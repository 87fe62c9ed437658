import CollectionLayoutCore

extension StreamingReader {
  /// The keys of a layout object, in documented order: `kind`, then the keys of the paging
  /// layout, then those of the wall. Which apply depends on `kind`, which may come last: every
  /// key is read, and the keys the kind does not have are reported once the object is read.
  enum LayoutKey: String, CaseIterable, Sendable {
    case kind, pages, pagePadding, maximumZoomScale, minimumZoomScale, tiles
    case tileSize, images, imageCount, columnsPerRow, start

    /// The kind of layout that has the key; `nil` for `kind`, which every layout has.
    var layoutKind: LayoutKindName? {
      switch self {
      case .kind: return nil
      case .pages, .pagePadding, .maximumZoomScale, .minimumZoomScale, .tiles: return .paging
      case .tileSize, .images, .imageCount, .columnsPerRow, .start: return .wall
      }
    }
  }
  /// The values of a layout's `kind`, in documented order.
  enum LayoutKindName: String, CaseIterable, Sendable {
    /// `{"kind": "grid"}`: no other key.
    case grid
    /// `{"kind": "paging", "pages": [...], ...}`.
    case paging
    /// `{"kind": "wall", "imageCount": 7, ...}`.
    case wall
  }
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

  static let layoutKeys = ObjectKeys<LayoutKey>(required: [.kind])
  static let pageKeys = ObjectKeys<PageKey>(required: [.id, .imageSize])
  static let tileOptionsKeys = ObjectKeys<TileOptionsKey>()
  static let pageStepKeys = ObjectKeys<PageStepKey>(required: [.index])
  static let zoomStepKeys = ObjectKeys<ZoomStepKey>(required: [.page, .scale])

  /// The scenario's `layout`: `{"kind": "grid"}`, `{"kind": "paging", ...}` or
  /// `{"kind": "wall", ...}`; the grid when wrong. The keys of another kind are reported as
  /// unknown (`expected one of "kind"` for a grid, the kind's keys for the others), a paging
  /// layout without `pages` as missing it; with a wrong or missing kind only the kind is
  /// reported.
  mutating func layout() throws(DecodingStop) -> ScenarioLayout {
    guard var object = try beginObject() else { return .grid }
    var kind: LayoutKindName?
    var configuration = PagingConfiguration(pages: [])
    var wall = WallConfiguration()
    var hasPages = false
    // The keys of a kind met, with the offsets of their keys, to report them for another.
    var kindKeys: [(key: LayoutKey, offset: Int)] = []
    while let key = try nextMember(&object, of: Self.layoutKeys) {
      if key != .kind, path.count > 0, case .key(let offset) = path[path.count - 1] {
        kindKeys.append((key, offset))
      }
      switch key {
      case .kind: kind = try enumeration(LayoutKindName.self)
      case .pages:
        hasPages = true
        configuration.pages = try pages()
      case .pagePadding: configuration.pagePadding = try number() ?? 10
      case .maximumZoomScale: configuration.maximumZoomScale = try number()
      case .minimumZoomScale: configuration.minimumZoomScale = try number()
      case .tiles: configuration.tiles = try tileOptions()
      case .tileSize: wall.tileSize = try size() ?? wall.tileSize
      case .images: wall.imageNames = try imageNames()
      case .imageCount: wall.imageCount = try integer() ?? 1
      case .columnsPerRow: wall.columnsPerRow = try integer() ?? wall.columnsPerRow
      case .start: wall.start = try point() ?? .zero
      }
    }
    guard let kind else { return .grid }
    let ownKeys =
      [LayoutKey.kind.rawValue]
      + LayoutKey.allCases.filter { $0.layoutKind == kind }.map(\.rawValue)
    for met in kindKeys where met.key.layoutKind != kind {
      path.push(.key(met.offset))
      report(
        "unknown key; \(Self.hint(for: met.key.rawValue, among: ownKeys))", offset: met.offset)
      path.removeLast()
    }
    switch kind {
    case .paging:
      if !hasPages {
        report("missing required key \(Quoting.quoted("pages"))", offset: object.start)
        replacedLocations.insert(
          JSONPath(description: location).appending(key: LayoutKey.pages.rawValue).description)
      }
      return .paging(configuration)
    case .wall:
      return .wall(wall)
    case .grid:
      return .grid
    }
  }

  /// A wall's `images`: `["abbey-road", "blue"]`; an empty list when not an array, a wrong
  /// element read as `""` (reported as a type, not again as empty). Each counts against the
  /// document's listed items.
  mutating func imageNames() throws(DecodingStop) -> [String] {
    guard var array = try beginArray() else { return [] }
    var names: [String] = []
    while try nextElement(&array) {
      try count(.listedItem)
      names.append(try string() ?? "")
    }
    return names
  }

  /// The pages: `[{"id": "CuriousFrog", "imageSize": {"width": 3600, "height": 2400}}]`; none
  /// when not an array. Each counts against the document's listed items.
  mutating func pages() throws(DecodingStop) -> [Item] {
    guard var array = try beginArray() else { return [] }
    var pages: [Item] = []
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
