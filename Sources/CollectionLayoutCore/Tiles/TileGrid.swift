/// The tiles of one level of detail of an image: how many columns and rows, where each tile's
/// pixels come from, and which tiles cover a region. What a viewer asks for and what a cutter
/// writes come from this one type, so that the two always agree.
///
/// ```
///  image W × H pixels, level scale s = 2^e, tile size T level pixels
///
///  level image: ceil(W·s) × ceil(H·s) pixels     columns = ceil(ceil(W·s) / T)
///  ┌─────T─────┬─────T─────┬──r──┐              rows    = ceil(ceil(H·s) / T)
///  │ (0, 0)    │ (1, 0)    │(2,0)│  r = ceil(W·s) - 2T: the edge tile's remainder, >= 1
///  ├───────────┼───────────┼─────┤
///  │ (0, 1)    │ (1, 1)    │(2,1)│  tile (c, r) covers level pixels [c·T, min((c+1)·T, ceil(W·s)))
///  └───────────┴───────────┴─────┘  and image pixels [c·T/s, min((c+1)·T/s, W)) (its sourceRect)
/// ```
///
/// Rules, where the originals were sloppy:
/// - The level image is `ceil(W·s)` pixels wide: a non-power-of-two image keeps its last
///   partial pixel at every level.
/// - The grid has `ceil(levelWidth / T)` columns: an exact multiple gets no empty column
///   (Tile-Cutter's `W/T + 1` did), and no tile has zero width.
/// - An edge tile carries both its clipped source rectangle and its full tile rectangle, so that
///   a renderer draws its pixels into the clipped part and never stretches a partial tile
///   (`CGRectIntersection` with a padded tile did).
/// - With an overlap `O` (Deep Zoom), a tile's pixels extend `O` pixels past each inner edge:
///   `x = c·T - (c > 0 ? O : 0)`, `width = T + (c > 0 ? O : 0) + O`, cut at the level's edge.
///
/// Image coordinates are pixels of the full image (level 0), the image's top-left corner at
/// (0, 0); a ``LayoutRect`` in image coordinates is in those pixels.
public struct TileGrid: Hashable, Sendable {
  /// The image's width and height, in pixels, each >= 1.
  public let imageWidth: Int
  /// The image's height, in pixels, >= 1.
  public let imageHeight: Int
  /// The side of a tile, in pixels of the level image, >= 1.
  public let tileSize: Int
  /// The pixels a tile extends past each of its inner edges, >= 0.
  public let overlap: Int
  /// The level of detail.
  public let level: TileLevel
  /// The level image's width, `ceil(imageWidth · scale)`, in pixels.
  public let levelWidth: Int
  /// The level image's height, `ceil(imageHeight · scale)`, in pixels.
  public let levelHeight: Int

  /// The largest side of a level image, in pixels: 2^40, so that every pixel coordinate and
  /// product of this type is an exact `Double`.
  public static let maximumLevelSide = 1 << 40

  /// The grid of `level` over an image of `imageWidth` × `imageHeight` pixels, in tiles of
  /// `tileSize` level pixels overlapping by `overlap`; `nil` when a size is not >= 1, the
  /// overlap is negative, or a side of the level image would exceed ``maximumLevelSide``.
  public init?(imageWidth: Int, imageHeight: Int, tileSize: Int, overlap: Int = 0, level: TileLevel)
  {
    guard imageWidth >= 1, imageHeight >= 1, tileSize >= 1, overlap >= 0,
      tileSize <= TileGrid.maximumLevelSide, overlap <= TileGrid.maximumLevelSide
    else { return nil }
    let width = (Double(imageWidth) * level.scale).rounded(.up)
    let height = (Double(imageHeight) * level.scale).rounded(.up)
    let limit = Double(TileGrid.maximumLevelSide)
    guard width <= limit, height <= limit else { return nil }
    self.imageWidth = imageWidth
    self.imageHeight = imageHeight
    self.tileSize = tileSize
    self.overlap = overlap
    self.level = level
    // A level image keeps at least one pixel: 1 × 1 at the coarsest levels of a pyramid.
    self.levelWidth = max(1, Int(width))
    self.levelHeight = max(1, Int(height))
  }

  /// The number of columns, `ceil(levelWidth / tileSize)`, >= 1.
  public var columns: Int { (levelWidth + tileSize - 1) / tileSize }
  /// The number of rows, `ceil(levelHeight / tileSize)`, >= 1.
  public var rows: Int { (levelHeight + tileSize - 1) / tileSize }
  /// The number of tiles, columns × rows.
  public var count: Int { columns * rows }

  /// The tile at `column`, `row`; `nil` outside the grid.
  public func tile(column: Int, row: Int) -> Tile? {
    guard (0..<columns).contains(column), (0..<rows).contains(row) else { return nil }
    let x = pixelSpan(index: column, extent: levelWidth)
    let y = pixelSpan(index: row, extent: levelHeight)
    let scale = level.scale
    let size = Double(tileSize)
    let full = LayoutRect(
      x: Double(column) * size / scale, y: Double(row) * size / scale, width: size / scale,
      height: size / scale)
    let sourceX = min(Double(x.start) / scale, Double(imageWidth))
    let sourceY = min(Double(y.start) / scale, Double(imageHeight))
    let source = LayoutRect(
      x: sourceX, y: sourceY,
      width: min(Double(x.start + x.length) / scale, Double(imageWidth)) - sourceX,
      height: min(Double(y.start + y.length) / scale, Double(imageHeight)) - sourceY)
    return Tile(
      column: column, row: row, level: level,
      pixelRect: PixelRect(x: x.start, y: y.start, width: x.length, height: y.length),
      sourceRect: source, tileRect: full)
  }

  /// A tile's pixels along one axis: from `index · T` (less the overlap after the first), `T`
  /// long plus the overlap on each inner side, cut at `extent`.
  private func pixelSpan(index: Int, extent: Int) -> (start: Int, length: Int) {
    let start = index * tileSize - (index > 0 ? overlap : 0)
    let end = min((index + 1) * tileSize + overlap, extent)
    return (start, end - start)
  }

  /// The columns whose tiles (without overlap) meet the image pixels `[lower, upper)`, clipped
  /// to the image, by a positive length; `nil` when none does: no tile past the image's edge
  /// is ever asked for. Exact: decided in level pixels (the image coordinate times the level's
  /// power of two, which is exact) against the integer tile edges.
  public func columns(overlapping lower: Double, _ upper: Double) -> ClosedRange<Int>? {
    indexes(overlapping: lower, upper, extent: imageWidth, count: columns)
  }

  /// The rows whose tiles meet the image pixels `[lower, upper)` vertically; see
  /// ``columns(overlapping:_:)``.
  public func rows(overlapping lower: Double, _ upper: Double) -> ClosedRange<Int>? {
    indexes(overlapping: lower, upper, extent: imageHeight, count: rows)
  }

  private func indexes(overlapping lower: Double, _ upper: Double, extent: Int, count: Int)
    -> ClosedRange<Int>?
  {
    let scale = level.scale
    return TileAxis(length: Double(tileSize)).indexes(
      overlapping: max(lower, 0) * scale, min(upper, Double(extent)) * scale, count: count)
  }

  /// The tiles that meet `region` (image pixels) by a positive area: every column and row of
  /// ``columns(overlapping:_:)`` and ``rows(overlapping:_:)``; `nil` when the region misses
  /// the image. Their clipped source rectangles cover `region ∩ image` with no gap and no
  /// overlap.
  public func tiles(overlapping region: LayoutRect) -> (
    columns: ClosedRange<Int>, rows: ClosedRange<Int>
  )? {
    guard let columns = columns(overlapping: region.minX, region.maxX),
      let rows = rows(overlapping: region.minY, region.maxY)
    else { return nil }
    return (columns, rows)
  }
}

/// A rectangle of whole pixels.
public struct PixelRect: Hashable, Sendable, Codable {
  /// The left edge, in pixels.
  public var x: Int
  /// The top edge, in pixels.
  public var y: Int
  /// The width, in pixels.
  public var width: Int
  /// The height, in pixels.
  public var height: Int

  /// Creates a pixel rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}

/// One tile of a ``TileGrid``: which it is, which pixels of the level image it holds, and
/// which part of the full image those pixels show.
public struct Tile: Hashable, Sendable {
  /// The column, from 0 at the left.
  public var column: Int
  /// The row, from 0 at the top.
  public var row: Int
  /// The level of detail.
  public var level: TileLevel
  /// The tile's pixels in the level image, overlap included: its bitmap is
  /// `pixelRect.width` × `pixelRect.height` pixels (the remainder size at the right and
  /// bottom edges, never 0).
  public var pixelRect: PixelRect
  /// The part of the full image the tile's pixels show, in image pixels, clipped to the image:
  /// where a renderer draws the tile's bitmap.
  public var sourceRect: LayoutRect
  /// The full tile rectangle, in image pixels, without overlap and not clipped:
  /// `(column · T/s, row · T/s, T/s, T/s)`. It extends past the image for edge tiles.
  public var tileRect: LayoutRect
}
