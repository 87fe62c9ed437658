extension ElementKind {
  /// A page of a ``PagingLayout``: `page/i`.
  public static let page: ElementKind = "page"
  /// The zoomed image of a page of a ``PagingLayout``: `image/i`.
  public static let image: ElementKind = "image"
  /// A tile of a tiled image: `tile/i/e/c/r` in a ``PagingLayout`` (page, level exponent,
  /// column, row).
  public static let tile: ElementKind = "tile"
}

extension ElementID {
  /// Page `index` of a ``PagingLayout``.
  public static func page(_ index: Int) -> ElementID { ElementID(kind: .page, index) }

  /// The zoomed image of page `index` of a ``PagingLayout``.
  public static func image(ofPage index: Int) -> ElementID { ElementID(kind: .image, index) }

  /// Tile (`column`, `row`) of level `2^levelExponent` of page `page`'s image.
  public static func tile(page: Int, levelExponent: Int, column: Int, row: Int) -> ElementID {
    ElementID(kind: .tile, indexes: [page, levelExponent, column, row])
      ?? ElementID(kind: .tile, page, levelExponent, column)
  }
}

/// The elements of a ``PagingLayout``: pages, their images and their tiles.
extension PagingLayout {
  /// The zIndex of pages: 0.
  public static let pageZIndex = 0
  /// The zIndex of images: 1, over their pages.
  public static let imageZIndex = 1
  /// The zIndex of tiles: 2, over the images they draw.
  public static let tileZIndex = 2

  /// Pages, images and tiles meeting `rect` (every one when `nil`), in id order: by page,
  /// then `image`, `page`, `tile` (by level, column, row). A page is listed when its frame
  /// meets the rect; its image and tiles when the part of their frames inside the page's
  /// frame does, and tiles only over the image. An image or tile whose frame has no area
  /// there (a zoom scale so small that `x + width == x`) is not listed, even with every
  /// element: a page lists what it draws. Stops once past `limit`. O(pages and tiles
  /// returned).
  public func elements(in rect: LayoutRect?, pins: Void?, limit: Int) -> [LayoutAttributes] {
    elementsVisited(in: rect, pins: pins, limit: limit)
  }

  /// The elements of ``elements(in:pins:limit:)`` visited one at a time, none held: a tile
  /// is built, handed to `body` and dropped, so that writing a step's frames costs no memory
  /// per tile. Stops when `body` returns `false`.
  public func forEachElement(
    in rect: LayoutRect?, pins _: Void?, _ body: (LayoutAttributes) -> Bool
  ) {
    visitElements(in: rect, body)
  }

  /// At most how many elements ``elements(in:pins:limit:)`` lists for `rect`: per page
  /// queried, its image, itself and every tile of its level meeting the region (columns ×
  /// rows), saturating. Counted before listing, so that a step that would list millions of
  /// tiles is refused before it builds one. O(pages queried).
  public func elementCountBound(in rect: LayoutRect?) -> Int? {
    elementCount(in: rect).value
  }

  /// ``elementCountBound(in:)``, exact or known to be more than `Int.max`: what a message
  /// prints. O(pages queried).
  func elementCount(in rect: LayoutRect?) -> SaturatingCount {
    var total = SaturatingCount()
    forEachRegion(in: rect) { page, region in
      var count = SaturatingCount(2)
      if page.imageFrame.intersection(region) != nil, let tiles = page.tiles(in: region) {
        count = count.adding(SaturatingCount(tiles.columns.count).multiplied(by: tiles.rows.count))
      }
      total = total.adding(count)
      return total.isExact
    }
    return total
  }

  /// Calls `body` with each page meeting `rect` (every page when `nil`) and the part of its
  /// frame inside `rect` widened for the search of its tiles (``LayoutRect/searchRect``), in
  /// page order, until `body` returns `false`. The pages are searched over the widened
  /// rectangle and each is tested against `rect` itself (``LayoutRect/intersects(_:)``).
  private func forEachRegion(
    in rect: LayoutRect?, _ body: (PagePresentation, LayoutRect) -> Bool
  ) {
    let candidates: ClosedRange<Int>?
    let search = rect?.searchRect
    if let search {
      candidates = slots.indexes(overlapping: search.minX, search.maxX, count: pageCount)
    } else {
      candidates = pageCount > 0 ? 0...(pageCount - 1) : nil
    }
    guard let candidates else { return }
    for index in candidates {
      guard let page = presentation(ofPage: index) else { continue }
      let region: LayoutRect
      if let rect, let search {
        guard page.frame.intersects(rect), let clipped = page.frame.intersection(search) else {
          continue
        }
        region = clipped
      } else {
        region = page.frame
      }
      guard body(page, region) else { return }
    }
  }

  /// The elements of ``elements(in:pins:limit:)``, handed one at a time to `body` until it
  /// returns `false`.
  private func visitElements(in rect: LayoutRect?, _ body: (LayoutAttributes) -> Bool) {
    forEachRegion(in: rect) { page, region in
      // An image or tile is listed when it meets its page and `rect`. One whose frame
      // rounds to no area (a zoom scale so small that `x + width == x`: 135,000 tiles of a
      // page at 1e-300, each written `[170, 240, 0, 0]`) is never listed, visible or with
      // every element: unlike an item, it is drawn only as far as its pixels reach.
      func shows(_ frame: LayoutRect) -> Bool {
        frame.hasRoundedArea && frame.intersects(page.frame)
          && (rect.map(frame.intersects) ?? true)
      }
      let imageShows = shows(page.imageFrame)
      if imageShows, !body(imageAttributes(page)) { return false }
      guard body(pageAttributes(page)) else { return false }
      guard imageShows, let tiles = page.tiles(in: region) else { return true }
      for column in tiles.columns {
        for row in tiles.rows {
          guard let tile = page.tileAttributes(column: column, row: row), shows(tile.frame)
          else { continue }
          guard body(tile) else { return false }
        }
      }
      return true
    }
  }

  /// The attributes of a page, its image or one of its tiles (a tile of the page's current
  /// level, meeting the visible part of its image); `nil` for other ids. O(1).
  public func attributes(for id: ElementID, pins _: Void?) -> LayoutAttributes? {
    guard let index = id.indexes.first, let page = presentation(ofPage: index) else { return nil }
    switch id.kind {
    case .page where id.indexes.count == 1:
      return pageAttributes(page)
    case .image where id.indexes.count == 1:
      return imageAttributes(page)
    case .tile where id.indexes.count == 4:
      guard let grid = page.grid, grid.level.exponent == id.indexes[1],
        let tiles = page.tiles(in: page.frame), tiles.columns.contains(id.indexes[2]),
        tiles.rows.contains(id.indexes[3])
      else { return nil }
      return page.tileAttributes(column: id.indexes[2], row: id.indexes[3])
    default:
      return nil
    }
  }

  /// Page `index` as drawn now; `nil` when there is no such page.
  func presentation(ofPage index: Int) -> PagePresentation? {
    guard let zoom = zoomingPage(index) else { return nil }
    let frame = frame(ofPage: index)
    let image = images[index]
    let imageFrame = zoom.imageFrame
    // The grid comes from the image's PhotoScroller plan (`collection-layout tiles --format
    // photoscroller`), so that a page asks only for tiles the plan says exist.
    let grid = tiles.flatMap { options in
      (try? TilePyramid(
        imageWidth: image.width, imageHeight: image.height, tileSize: options.tileSize,
        format: .photoScroller, levels: options.levels))?
        .level(
          for: options.levels.level(
            forEffectiveScale: zoom.zoomScale * environment.displayScale,
            imageWidth: image.width, imageHeight: image.height))?
        .grid
    }
    let shownFrame = imageFrame.offsetBy(
      dx: frame.minX - zoom.contentOffset.x, dy: frame.minY - zoom.contentOffset.y)
    return PagePresentation(
      index: index, image: image, frame: frame, zoom: zoom, imageFrame: shownFrame,
      tileDrawing: grid.map { grid in
        TileDrawing(
          grid: grid,
          names: (tiles?.naming ?? .photoScroller).prefix(level: grid.level, image: image.name),
          zoomScale: zoom.zoomScale,
          imageOrigin: LayoutPoint(x: shownFrame.minX, y: shownFrame.minY))
      })
  }

  /// A page's attributes. Custom attributes, in order: `name` (the page's id), `imageSize`
  /// (pixels), `zoomScale`, `minimumZoomScale`, `maximumZoomScale`, `contentOffset` (the
  /// page's own offset, points), `imageFrame` (the zoomed image's frame in the page's content,
  /// `[x, y, width, height]`), `level` (the scale of the level its tiles are drawn from, when
  /// tiled) and `view` (the id of the page view showing it, when it has one).
  func pageAttributes(_ page: PagePresentation) -> LayoutAttributes {
    var custom = CustomAttributes(distinct: [
      ("name", .string(page.image.name)),
      ("imageSize", .size(page.image.size)),
      ("zoomScale", .number(page.zoom.zoomScale)),
      ("minimumZoomScale", .number(page.zoom.minimumZoomScale)),
      ("maximumZoomScale", .number(page.zoom.maximumZoomScale)),
      ("contentOffset", .point(page.zoom.contentOffset)),
      ("imageFrame", .rect(page.zoom.imageFrame)),
    ])
    if let grid = page.grid { custom["level"] = .number(grid.level.scale) }
    if let view = pool.views[page.index] { custom["view"] = .number(Double(view)) }
    return LayoutAttributes(
      id: .page(page.index), frame: page.frame, zIndex: PagingLayout.pageZIndex,
      customAttributes: custom)
  }

  /// An image's attributes: its frame is the zoomed image on screen (not clipped by the
  /// page). Custom attributes: `name` (the page's id) and `zoomScale`.
  func imageAttributes(_ page: PagePresentation) -> LayoutAttributes {
    LayoutAttributes(
      id: .image(ofPage: page.index), frame: page.imageFrame, zIndex: PagingLayout.imageZIndex,
      customAttributes: CustomAttributes(distinct: [
        ("name", .string(page.image.name)), ("zoomScale", .number(page.zoom.zoomScale)),
      ]))
  }
}

/// One page as drawn at a moment: its frame, its zoom, its image on screen and its tile grid.
struct PagePresentation {
  /// The page's index.
  var index: Int
  /// Its image.
  var image: PageImage
  /// The page's frame, in content coordinates.
  var frame: LayoutRect
  /// Its zooming scroll view.
  var zoom: ZoomingPage
  /// The zoomed image on screen, in content coordinates (not clipped by the page).
  var imageFrame: LayoutRect
  /// The grid of the level its zoom is drawn from, its tiles' names and where they are drawn;
  /// `nil` without tiles.
  var tileDrawing: TileDrawing?

  /// The grid of the level its zoom is drawn from; `nil` without tiles.
  var grid: TileGrid? { tileDrawing?.grid }

  /// The columns and rows of the tiles that draw the part of the image inside `region`
  /// (content coordinates, within the page's frame); `nil` when no image pixel is there. The
  /// region is converted to image pixels, `(x - image.minX) / zoom`, and clipped to the image,
  /// so that no tile past the image's edge is asked for.
  func tiles(in region: LayoutRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
    guard let grid else { return nil }
    let scale = zoom.zoomScale
    let minX = max((region.minX - imageFrame.minX) / scale, 0)
    let maxX = min((region.maxX - imageFrame.minX) / scale, Double(image.width))
    let minY = max((region.minY - imageFrame.minY) / scale, 0)
    let maxY = min((region.maxY - imageFrame.minY) / scale, Double(image.height))
    guard minX < maxX, minY < maxY else { return nil }
    return grid.tiles(
      overlapping: LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
  }

  /// A tile's attributes; `nil` outside the grid. Its frame is the tile's source rectangle
  /// (clipped at the image's edges) on screen. Custom attributes, in order: `level` (the
  /// level's scale), `column`, `row`, `name` (`<page id>_<level per mille>_<column>_<row>`),
  /// `pixelSize` (the tile bitmap's size, the remainder at the edges), `sourceRect` and
  /// `tileRect` (clipped and full, in image pixels) and `fullFrame` (the full tile rectangle on
  /// screen, extending past the image for edge tiles), computed when read
  /// (`TileCustomAttributes`).
  func tileAttributes(column: Int, row: Int) -> LayoutAttributes? {
    guard let tileDrawing, let tile = tileDrawing.grid.tile(column: column, row: row) else {
      return nil
    }
    return LayoutAttributes(
      id: .tile(page: index, levelExponent: tile.level.exponent, column: column, row: row),
      frame: tileDrawing.onScreen(tile.sourceRect), zIndex: PagingLayout.tileZIndex,
      customAttributes: CustomAttributes(
        computed: TileCustomAttributes(drawing: tileDrawing, column: column, row: row)))
  }
}

extension LayoutRect {
  /// The rectangle both share, when it has an area; `nil` when they do not intersect.
  func intersection(_ other: LayoutRect) -> LayoutRect? {
    let minX = max(self.minX, other.minX)
    let maxX = min(self.maxX, other.maxX)
    let minY = max(self.minY, other.minY)
    let maxY = min(self.maxY, other.maxY)
    guard minX < maxX, minY < maxY else { return nil }
    return LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
