/// An endless wall of album covers, after the iOS Recipes "InfiniteImages" recipe: square
/// tiles without end in every direction, each showing one of N images, scrolled by a scroll
/// view whose offset never runs away (WWDC 2011 StreetScroller's recentring).
///
/// ```
///  the plane (logical, exact)                 the scroll view (physical, bounded)
///  ┌────┬────┬────┬────┐                      content E × E'  ┌──────────────────────┐
///  │-1,-1│0,-1│1,-1│    │   tile (c, r) sits at                │   ┌────────┐         │
///  ├────┼────┼────┼────┤   ((c - origin.c)·w,                  │   │viewport│ offset  │
///  │-1,0 │0,0 │1,0 │    │    (r - origin.r)·h)                 │   └────────┘ near the │
///  └────┴────┴────┴────┘   in the content                      │   centre             │
///                                                              └──────────────────────┘
/// ```
///
/// - Tile (c, r), for any integers, shows image `((r · C + c) mod N + N) mod N`
///   (``WallTile/image(amongCount:columnsPerRow:)``): the recipe's formula, right for negative
///   coordinates.
/// - The layout keeps ``origin``, the tile whose top-left corner is at the content's (0, 0).
///   Tile frames are in content coordinates, `(c - origin.column) · w`, small numbers near the
///   offset; the plane position of a content point is `origin · T + point`, kept as a
///   ``WallPosition`` (a tile and the points into it), exact at any distance.
/// - The content is ``WallRecentring/extent`` points on each axis; when a step leaves the
///   offset more than ``WallRecentring/threshold`` from ``WallRecentring/centre``,
///   ``settled(at:)`` moves the offset and the origin by the same whole tiles (a recentre):
///   every tile keeps its id, its image and its place on screen.
/// - Scroll steps move the scroll view's offset: `scroll` sets it (in content coordinates, as
///   `setContentOffset` does), `scrollBy` moves it (a finger, a fling). Either may go 1e12
///   points at once; the settle then brings the offset back, so relative steps reach any
///   point of the plane.
/// - Tile views are recycled (``RecyclingPool``): each tile meeting the viewport has one,
///   keyed by its plane tile, so a recentre recycles nothing; the views never exceed the
///   most tiles one screen shows.
/// - ``playing(_:from:)`` plays ``HitTestStep``: which tile and image is under a point of the
///   viewport (the recipe's `collectionFromTouch`).
///
/// Elements: `wallTile/c/r`, frame `((c - origin.c)·w, (r - origin.r)·h, w, h)`, zIndex 0,
/// owned by the collection (an update that changes the images keeps every tile, with its new
/// image). Custom attributes, in order: `column`, `row`, `image` (the index), `name` (the
/// image's name, when images are named) and `view` (the tile's view, when it has one).
///
/// Cost: every query is O(tiles returned), whatever the distance from the origin; nothing is
/// stored per tile but the views of the tiles on screen.
public struct WallLayout: CollectionViewLayout, Hashable {
  /// The scroll view: the viewport, no content inset.
  public internal(set) var environment: LayoutEnvironment
  /// The images as data: one section with an item per image.
  public internal(set) var sections: [LayoutSection]
  /// The tile's width, in points, >= 1.
  public let tileWidth: Int
  /// The tile's height, in points, >= 1.
  public let tileHeight: Int
  /// `C` in the image formula, >= 1.
  public let columnsPerRow: Int
  /// The images' names, when they have them, by index.
  public internal(set) var imageNames: [String]?
  /// The plane position shown at the viewport's top-left corner before any step.
  public let start: WallPosition

  /// The tile whose top-left corner is at the content's (0, 0): moved by every recentre.
  public internal(set) var origin: WallTile
  /// The tile views: which tile each shows, and those waiting for reuse.
  var pool = RecyclingPool<WallTile>(kind: "tile")

  /// Lays out `configuration` in `environment`. Throws every problem: the environment's at
  /// its properties (`viewport.width`; a wall takes no content inset), the configuration's
  /// under `configuration` (`configuration.tileSize.width`).
  ///
  /// - Parameters:
  ///   - configuration: The tile size, the images, the columns per row and the start.
  ///   - environment: The scroll view: its viewport, no content inset.
  /// - Throws: ``LayoutError``, every problem of the environment and the configuration.
  /// - Complexity: O(images).
  public init(configuration: WallConfiguration, environment: LayoutEnvironment)
    throws(LayoutError)
  {
    var checker = RangeChecker()
    checker.checkEnvironment(environment)
    if environment.contentInset != .zero {
      checker.report(
        "contentInset", "expected no content inset with a wall layout (its tiles have no edge)")
    }
    if let tile = checker.checkWall(configuration, at: "configuration") {
      checker.issues += WallLayout.issues(
        ofViewport: environment.viewport, tileWidth: tile.width, tileHeight: tile.height,
        at: "viewport")
    }
    guard checker.issues.isEmpty else { throw LayoutError(issues: checker.issues) }
    self.init(validated: configuration, environment: environment)
  }

  package init(validated configuration: WallConfiguration, environment: LayoutEnvironment) {
    let width = Int(configuration.tileSize.width)
    let height = Int(configuration.tileSize.height)
    let start = WallPosition(
      x: WallCoordinate(configuration.start.x, tileLength: width)
        ?? WallCoordinate(tile: 0, offset: 0),
      y: WallCoordinate(configuration.start.y, tileLength: height)
        ?? WallCoordinate(tile: 0, offset: 0))
    self.environment = environment
    self.sections = configuration.sections
    self.tileWidth = width
    self.tileHeight = height
    self.columnsPerRow = configuration.columnsPerRow
    self.imageNames = configuration.imageNames
    self.start = start
    self.origin = WallTile(column: 0, row: 0)
    self.origin = placement(of: start).origin
  }

  /// The same wall for the images of `sections` (one section, an item per image) in
  /// `environment`: the origin and the tile views are kept (a tile keeps its view and shows
  /// its new image). Throws the problems of the images and of the environment, located as in
  /// a scenario.
  public func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying _: UpdateMapping?
  ) throws(LayoutError) -> WallLayout {
    if environment != self.environment {
      try environment.validate()
      if let issue = WallLayout.issues(
        ofViewport: environment.viewport, tileWidth: tileWidth, tileHeight: tileHeight,
        at: "viewport"
      ).first {
        throw LayoutError(issues: [issue])
      }
    }
    let names = try WallLayout.imageNames(of: sections)
    var layout = self
    layout.environment = environment
    layout.sections = sections
    layout.imageNames = names
    return layout
  }

  // MARK: - Geometry

  /// The number of images, N >= 1.
  public var imageCount: Int { max(sections.first?.items.count ?? 1, 1) }

  /// The recentring along x.
  public var horizontalRecentring: WallRecentring {
    WallRecentring(tileLength: tileWidth, viewportLength: environment.viewport.width)
  }

  /// The recentring along y.
  public var verticalRecentring: WallRecentring {
    WallRecentring(tileLength: tileHeight, viewportLength: environment.viewport.height)
  }

  /// The content: the recentring extents, ``WallRecentring/extent`` on each axis.
  public var contentSize: LayoutSize {
    LayoutSize(width: horizontalRecentring.extent, height: verticalRecentring.extent)
  }

  /// The columns of the content, tile `i` at `i · w`.
  var columns: TileAxis { TileAxis(length: Double(tileWidth)) }
  /// The rows of the content, tile `i` at `i · h`.
  var rows: TileAxis { TileAxis(length: Double(tileHeight)) }

  /// The plane position of the content point `point` (the viewport's top-left corner at
  /// offset `point`): the origin plus the tile of the content containing the point, and the
  /// points into it. Exact.
  public func position(at point: LayoutPoint) -> WallPosition {
    let column = columns.index(containing: point.x)
    let row = rows.index(containing: point.y)
    return WallPosition(
      x: WallCoordinate(tile: origin.column + column, offset: point.x - columns.start(of: column)),
      y: WallCoordinate(tile: origin.row + row, offset: point.y - rows.start(of: row)))
  }

  /// The content frame of `tile`: `((c - origin.c) · w, (r - origin.r) · h, w, h)`.
  public func frame(of tile: WallTile) -> LayoutRect {
    LayoutRect(
      x: Double(tile.column &- origin.column) * Double(tileWidth),
      y: Double(tile.row &- origin.row) * Double(tileHeight),
      width: Double(tileWidth), height: Double(tileHeight))
  }

  /// The image tile `tile` shows, `0 ..< imageCount`.
  public func image(of tile: WallTile) -> Int {
    tile.image(amongCount: imageCount, columnsPerRow: columnsPerRow)
  }

  /// The origin and content offset that show `position` at the viewport's top-left corner,
  /// the offset within half a tile of the centre on each axis: what the wall starts with, and
  /// what a resize keeps.
  func placement(of position: WallPosition) -> (origin: WallTile, offset: LayoutPoint) {
    func place(_ coordinate: WallCoordinate, _ recentring: WallRecentring, _ axis: TileAxis)
      -> (tile: Int, offset: Double)
    {
      // The content tile k whose offset k·T + fraction is nearest the centre.
      let half = Double(recentring.tileLength) / 2
      let tile = axis.index(containing: recentring.centre - coordinate.offset + half)
      return (coordinate.tile &- tile, axis.start(of: tile) + coordinate.offset)
    }
    let x = place(position.x, horizontalRecentring, columns)
    let y = place(position.y, verticalRecentring, rows)
    return (WallTile(column: x.tile, row: y.tile), LayoutPoint(x: x.offset, y: y.offset))
  }

  /// The start: the offset of `placement(of:)` for ``start``.
  public var initialContentOffset: LayoutPoint {
    placement(of: start).offset
  }

  /// The view showing `tile`, if it has one.
  public func view(of tile: WallTile) -> Int? { pool.views[tile] }
}
