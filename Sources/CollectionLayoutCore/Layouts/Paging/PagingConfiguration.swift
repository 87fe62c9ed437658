/// The configuration of a photo browser after WWDC 2010's PhotoScroller, one page per photo
/// (see ``PagingLayout``): the pages, their padding, the zoom scales and the tiles.
///
/// ```swift
/// PagingConfiguration(
///   pages: [Item(id: "CuriousFrog", imageSize: LayoutSize(width: 3600, height: 2400))],
///   pagePadding: 10, maximumZoomScale: 0.5,
///   tiles: TileOptions(tileSize: 256, levels: LevelsOfDetail(count: 4, bias: 0)))
/// ```
///
/// A scenario describes it in its `layout` object of kind `paging`: the scenario
/// format's article (Layout) and the article The Photo Browser.
public struct PagingConfiguration: Hashable, Sendable {
  /// The pages, left to right: each an item with an ``Item/id`` (the photo's name, which
  /// starts its tiles' names) and an ``Item/imageSize`` in pixels, both required. They become
  /// the layout's one section of items, which batch updates address as
  /// `ItemPath(section: 0, item: N)`.
  public var pages: [Item]
  /// The gap on each side of a page, in points, >= 0: pages sit `2 · pagePadding` apart, and
  /// the paging scroll view is the screen widened by `pagePadding` on both sides. Default 10
  /// (the sample's `PADDING`).
  public var pagePadding: Double
  /// The largest zoom scale of every page, > 0 and <= ``maximumZoomScaleLimit``. Default
  /// (`nil`): `1 / displayScale`, one image pixel per device pixel, as the sample has it.
  public var maximumZoomScale: Double?
  /// The smallest zoom scale of every page, > 0 and <= ``maximumZoomScaleLimit``, lowered to
  /// the maximum when above it. Default (`nil`): each page's aspect-fit scale.
  public var minimumZoomScale: Double?
  /// How the pages' images are tiled; without it (the default), pages show no tiles.
  public var tiles: TileOptions?

  /// The largest value of either zoom scale: 1000.
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

/// How a page's image is cut into tiles and which tiles are asked for
/// (``PagingConfiguration/tiles``): `CATiledLayer`'s tile size, levels of detail and bias.
///
/// ```swift
/// TileOptions(tileSize: 256, levels: LevelsOfDetail(count: 4, bias: 0))
/// ```
public struct TileOptions: Hashable, Sendable {
  /// The side of a tile, in pixels of its level's image (device pixels when the level matches
  /// the screen), between 1 and ``maximumTileSize``; default 256.
  public var tileSize: Int
  /// The levels of detail: their count (``LevelsOfDetail/count``, between 1 and
  /// ``maximumLevelCount``, default 4) and their bias (``LevelsOfDetail/bias``, the magnified
  /// levels, between 0 and ``maximumBias``, default 0).
  public var levels: LevelsOfDetail
  /// How tiles are named. PhotoScroller's naming, the only one so far (a scenario cannot
  /// choose another).
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
