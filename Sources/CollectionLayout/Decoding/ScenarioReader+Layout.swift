extension ScenarioReader {
  /// The values of a layout's `kind`, in documented order.
  enum LayoutKindName: String, CaseIterable {
    /// `{"kind": "grid"}`: no other key.
    case grid
    /// `{"kind": "paging", "pages": [...], ...}`.
    case paging
  }

  /// The keys of a grid layout object.
  static let gridLayoutKeys = ["kind"]
  /// The keys of a paging layout object, in documented order; `kind` and `pages` are
  /// required.
  static let pagingLayoutKeys = [
    "kind", "pages", "pagePadding", "maximumZoomScale", "minimumZoomScale", "tiles",
  ]
  /// The keys of a page, in documented order; both required.
  static let pageKeys = ["id", "imageSize"]
  /// The keys of a paging layout's tile options, in documented order.
  static let tileOptionsKeys = ["tileSize", "levelsOfDetail", "levelsOfDetailBias"]
  /// The keys of a `page` step's object form, in documented order; `index` is required.
  static let pageStepKeys = ["index", "animation"]
  /// The keys of a `zoom` step, in documented order; `page` and `scale` are required.
  static let zoomStepKeys = ["page", "scale", "center", "animation"]

  /// The scenario's `layout`: `{"kind": "grid"}` or `{"kind": "paging", ...}`; the grid when
  /// absent or wrong (a wrong kind is reported, and the object's keys are checked against
  /// every kind's).
  mutating func layout(_ field: JSONField?) -> ScenarioLayout {
    guard let field else { return .grid }
    guard case .object(let members) = field.value.kind else {
      report("expected an object, got \(field.value.typeDescription)", about: field)
      return .grid
    }
    let kindField = members.first { $0.key == "kind" }.map {
      JSONField(value: $0.value, path: field.path.appending(key: "kind"))
    }
    let kind = enumeration(kindField, as: LayoutKindName.self)
    switch kind {
    case .grid:
      _ = object(field, keys: Self.gridLayoutKeys, required: ["kind"])
      return .grid
    case .paging:
      guard
        let object = object(field, keys: Self.pagingLayoutKeys, required: ["kind", "pages"])
      else { return .grid }
      var pages: [Item] = []
      for element in array(object["pages"]) ?? [] { pages.append(page(element)) }
      return .paging(
        PagingConfiguration(
          pages: pages, pagePadding: number(object["pagePadding"]) ?? 10,
          maximumZoomScale: number(object["maximumZoomScale"]),
          minimumZoomScale: number(object["minimumZoomScale"]),
          tiles: tileOptions(object["tiles"])))
    case nil:
      let keys = Self.pagingLayoutKeys
      _ = object(field, keys: keys, required: ["kind"])
      return .grid
    }
  }

  /// A page: `{"id": "CuriousFrog", "imageSize": {"width": 3600, "height": 2400}}`; an item
  /// without id or size when not an object.
  mutating func page(_ field: JSONField) -> Item {
    guard let object = object(field, keys: Self.pageKeys, required: Self.pageKeys) else {
      return Item()
    }
    return Item(id: string(object["id"]), imageSize: size(object["imageSize"]))
  }

  /// `{"tileSize": 256, "levelsOfDetail": 4, "levelsOfDetailBias": 0}`, each key optional;
  /// `nil` when absent or not an object.
  mutating func tileOptions(_ field: JSONField?) -> TileOptions? {
    guard let field, let object = object(field, keys: Self.tileOptionsKeys) else { return nil }
    let defaults = TileOptions()
    return TileOptions(
      tileSize: integer(object["tileSize"]) ?? defaults.tileSize,
      levels: LevelsOfDetail(
        count: integer(object["levelsOfDetail"]) ?? defaults.levels.count,
        bias: integer(object["levelsOfDetailBias"]) ?? defaults.levels.bias))
  }

  /// `{"page": 2}` or `{"page": {"index": 2, "animation": {...}}}`; `nil` when wrong.
  mutating func pageStep(_ field: JSONField) -> PageStep? {
    if case .number = field.value.kind {
      return integer(field).map { PageStep(page: $0) }
    }
    guard case .object = field.value.kind else {
      report("expected an integer or an object, got \(field.value.typeDescription)", about: field)
      return nil
    }
    guard let object = object(field, keys: Self.pageStepKeys, required: ["index"]),
      let index = integer(object["index"])
    else { return nil }
    return PageStep(page: index, animation: object["animation"].map { animation($0) })
  }

  /// `{"page": 2, "scale": 0.5, "center": {"x": 1800, "y": 1200}, "animation": {...}}`; `nil`
  /// when wrong.
  mutating func zoomStep(_ field: JSONField) -> ZoomStep? {
    guard let object = object(field, keys: Self.zoomStepKeys, required: ["page", "scale"]),
      let page = integer(object["page"]), let scale = number(object["scale"])
    else { return nil }
    return ZoomStep(
      page: page, scale: scale, center: object["center"].flatMap { point($0) },
      animation: object["animation"].map { animation($0) })
  }
}
