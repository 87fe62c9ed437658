/// What a scenario's `"layout": {"kind": "paging", ...}` object describes: a photo browser
/// after WWDC 2010's PhotoScroller, one page per photo (see ``PagingLayout``).
///
/// ```json
/// {"kind": "paging",
///  "pages": [{"id": "CuriousFrog", "imageSize": {"width": 3600, "height": 2400}}],
///  "pagePadding": 10, "maximumZoomScale": 0.5,
///  "tiles": {"tileSize": 256, "levelsOfDetail": 4, "levelsOfDetailBias": 0}}
/// ```
public struct PagingConfiguration: Hashable, Sendable {
  /// The pages, left to right: each an item with an `id` (the photo's name, which starts its
  /// tiles' names) and an `imageSize` in pixels. Key `pages`, required. They become the
  /// layout's one section of items, which batch updates address as `[0, N]`.
  public var pages: [Item]
  /// The gap on each side of a page, in points, >= 0: pages sit `2 · pagePadding` apart, and
  /// the paging scroll view is the screen widened by `pagePadding` on both sides. Key
  /// `pagePadding`, default 10 (the sample's `PADDING`).
  public var pagePadding: Double
  /// The largest zoom scale of every page, > 0 and <= ``maximumZoomScaleLimit``. Key
  /// `maximumZoomScale`, default `1 / displayScale`: one image pixel per device pixel, as the
  /// sample has it.
  public var maximumZoomScale: Double?
  /// The smallest zoom scale of every page, > 0 and <= ``maximumZoomScaleLimit``, lowered to
  /// the maximum when above it. Key `minimumZoomScale`, default: each page's aspect-fit scale.
  public var minimumZoomScale: Double?
  /// How the pages' images are tiled; without it, pages show no tiles. Key `tiles`, default
  /// none.
  public var tiles: TileOptions?

  /// The largest value of either zoom scale key: 1000.
  public static let maximumZoomScaleLimit = 1000.0
  /// The largest side of a page's image, in pixels: 1,000,000.
  public static let maximumImageSide = 1_000_000

  /// Creates a configuration; the padding defaults to 10 points.
  public init(
    pages: [Item], pagePadding: Double = 10, maximumZoomScale: Double? = nil,
    minimumZoomScale: Double? = nil, tiles: TileOptions? = nil
  ) {
    self.pages = pages
    self.pagePadding = pagePadding
    self.maximumZoomScale = maximumZoomScale
    self.minimumZoomScale = minimumZoomScale
    self.tiles = tiles
  }
}

/// How a page's image is cut into tiles and which tiles are asked for (key `tiles` of a paging
/// layout): `CATiledLayer`'s tile size, levels of detail and bias.
///
/// ```json
/// {"tileSize": 256, "levelsOfDetail": 4, "levelsOfDetailBias": 0}
/// ```
public struct TileOptions: Hashable, Sendable {
  /// The side of a tile, in pixels of its level's image (device pixels when the level matches
  /// the screen), an integer between 1 and ``maximumTileSize``. Key `tileSize`, default 256.
  public var tileSize: Int
  /// The levels of detail: key `levelsOfDetail` (the count, an integer between 1 and
  /// ``maximumLevelCount``, default 4) and key `levelsOfDetailBias` (the magnified levels, an
  /// integer between 0 and ``maximumBias``, default 0).
  public var levels: LevelsOfDetail
  /// How tiles are named. PhotoScroller's naming, the only one so far (no scenario key).
  public var naming: TileNaming

  /// The largest tile side, in pixels: 65,536.
  public static let maximumTileSize = 65_536
  /// The most levels of detail: 32.
  public static let maximumLevelCount = 32
  /// The largest bias: 16 magnified levels.
  public static let maximumBias = 16

  /// Creates tile options: 256-pixel tiles, 4 levels of detail, no bias by default.
  public init(
    tileSize: Int = 256, levels: LevelsOfDetail = LevelsOfDetail(),
    naming: TileNaming = .photoScroller
  ) {
    self.tileSize = tileSize
    self.levels = levels
    self.naming = naming
  }
}
