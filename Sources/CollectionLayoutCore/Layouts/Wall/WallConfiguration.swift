/// The configuration of an endless wall of album covers, after the iOS Recipes
/// "InfiniteImages" recipe (see ``WallLayout``): the tiles' size, the images, the image
/// formula's columns per row and the starting point.
///
/// ```swift
/// WallConfiguration(
///   tileSize: LayoutSize(width: 128, height: 128),
///   imageNames: ["abbey-road", "blue", "kind-of-blue"], columnsPerRow: 23_518,
///   start: LayoutPoint(x: 1_505_174, y: 1_505_174))
/// ```
///
/// A scenario describes it in its `layout` object of kind `wall`: the scenario format's
/// article (Layout) and the article The Endless Wall.
public struct WallConfiguration: Hashable, Sendable, Codable {
  /// The size of a tile, in whole points, each side between 1 and ``maximumTileSide``;
  /// default 128 × 128 (the recipe's `SIZE`). Whole points keep every tile edge of the plane,
  /// `column · width`, an exact integer.
  public var tileSize: LayoutSize
  /// The images' names, in order: tile images are indexes into them. Distinct non-empty
  /// strings; give them or ``imageCount``, not both. They become the layout's one section of
  /// items (each with its name as its ``Item/id``), which batch updates address as
  /// `ItemPath(section: 0, item: N)`.
  public var imageNames: [String]?
  /// The number of images, when they have no names: between 1 and
  /// ``Limits/maximumItemCount``; give it or ``imageNames``. The section then has this many
  /// items.
  public var imageCount: Int?
  /// The columns of a row in the image formula, `C` in `((r · C + c) mod N + N) mod N`: row
  /// `r + 1` repeats row `r` shifted by `C mod N` images. Between 1 and
  /// ``maximumColumnsPerRow``, default 23,518 (``recipeColumnsPerRow``): the recipe's
  /// `⌊3,010,349 / 128⌋`, the columns of its 3,010,349-point view.
  public var columnsPerRow: Int
  /// The plane point at the viewport's top-left corner before any step, in points; default
  /// (0, 0), each coordinate within ±``maximumCoordinate``. The recipe starts at
  /// (1505174, 1505174), the middle of its view.
  public var start: LayoutPoint

  /// The largest side of a tile, in points: 4,096.
  public static let maximumTileSide = 4096
  /// The largest `columnsPerRow`: 1,000,000,000.
  public static let maximumColumnsPerRow = 1_000_000_000
  /// The largest magnitude of a `start` coordinate, in points: 9e15, below 2^53, so that the
  /// value in the document is an exact integer where it is one. Relative scroll steps
  /// (`scrollBy`, each up to ±``Limits/maximumOffset``) go further: positions stay exact
  /// wherever they lead, since the wall keeps a tile and an offset into it, never one
  /// `Double`.
  public static let maximumCoordinate = 9e15
  /// The most tiles one screen may show, `(⌈W / w⌉ + 1) · (⌈H / h⌉ + 1)` for a viewport
  /// `W × H` and tiles `w × h`: 100,000 (each has a recycled view).
  public static let maximumTilesOnScreen = 100_000
  /// The recipe's columns per row, `⌊3,010,349 / 128⌋`.
  public static let recipeColumnsPerRow = 23_518

  /// Creates a configuration: `imageCount` images (or named ones), 128-point tiles, the
  /// recipe's 23,518 columns per row, starting at the origin.
  public init(
    tileSize: LayoutSize = LayoutSize(width: 128, height: 128), imageNames: [String]? = nil,
    imageCount: Int? = nil, columnsPerRow: Int = WallConfiguration.recipeColumnsPerRow,
    start: LayoutPoint = .zero
  ) {
    self.tileSize = tileSize
    self.imageNames = imageNames
    self.imageCount = imageCount
    self.columnsPerRow = columnsPerRow
    self.start = start
  }

  /// The layout's one section: an item per image, with its name as id when named.
  var sections: [LayoutSection] {
    if let imageNames {
      return [LayoutSection(items: .list(imageNames.map { Item(id: $0) }))]
    }
    return [LayoutSection(items: .count(imageCount ?? 0))]
  }
}
