/// What every tile of one page as drawn at one moment shares: the level's grid, the names'
/// shared prefix, the zoom scale and where the zoomed image is on screen. One per page
/// presentation, referenced by each of its tiles' ``TileCustomAttributes``.
final class TileDrawing: Sendable {
  /// The grid of the level the tiles are drawn from.
  let grid: TileGrid
  /// What the names of the grid's tiles share.
  let names: TileNamePrefix
  /// The page's zoom scale: points on screen per image pixel.
  let zoomScale: Double
  /// The zoomed image's top-left corner on screen, in content coordinates (points).
  let imageOrigin: LayoutPoint

  init(grid: TileGrid, names: TileNamePrefix, zoomScale: Double, imageOrigin: LayoutPoint) {
    self.grid = grid
    self.names = names
    self.zoomScale = zoomScale
    self.imageOrigin = imageOrigin
  }

  /// `rect` (image pixels) on screen, in content coordinates (points).
  func onScreen(_ rect: LayoutRect) -> LayoutRect {
    LayoutRect(
      x: imageOrigin.x + rect.minX * zoomScale, y: imageOrigin.y + rect.minY * zoomScale,
      width: rect.width * zoomScale, height: rect.height * zoomScale)
  }

  /// Whether both draw the same grid with the same names at the same place and scale, so
  /// that tiles at the same column and row have the same custom attributes.
  func draws(like other: TileDrawing) -> Bool {
    self === other
      || (grid == other.grid && names == other.names && zoomScale == other.zoomScale
        && imageOrigin == other.imageOrigin)
  }
}

/// A tile's custom attributes, computed when read from its page's ``TileDrawing`` and its
/// column and row: one 40-byte object per tile record instead of eight values with their
/// names and lists (about 1.1 KB), so that a tile record held in memory costs about what a
/// grid record does.
///
/// The members, in order (see `PagingLayout`): `level` (the level's scale), `column`, `row`,
/// `name` (`<page id>_<level per mille>_<column>_<row>`), `pixelSize` (the tile bitmap's
/// size, the remainder at the edges), `sourceRect` and `tileRect` (clipped and full, in image
/// pixels) and `fullFrame` (the full tile rectangle on screen, extending past the image for
/// edge tiles).
final class TileCustomAttributes: ComputedCustomAttributes, @unchecked Sendable {
  /// What the page's tiles share.
  let drawing: TileDrawing
  /// The tile's column, inside the grid.
  let column: Int
  /// The tile's row, inside the grid.
  let row: Int

  /// The tile at `column`, `row` of `drawing`'s grid (which must be inside it).
  init(drawing: TileDrawing, column: Int, row: Int) {
    self.drawing = drawing
    self.column = column
    self.row = row
  }

  /// The tile; `nil` only if the column or row were outside the grid, which the layout
  /// never makes.
  private var tile: Tile? { drawing.grid.tile(column: column, row: row) }

  override var members: [(name: String, value: AttributeValue)] {
    guard let tile else {
      assertionFailure("a tile outside its grid")
      return []
    }
    return [
      ("level", .number(tile.level.scale)),
      ("column", .number(Double(column))),
      ("row", .number(Double(row))),
      ("name", fileName),
      ("pixelSize", pixelSize(of: tile)),
      ("sourceRect", .rect(tile.sourceRect)),
      ("tileRect", .rect(tile.tileRect)),
      ("fullFrame", .rect(drawing.onScreen(tile.tileRect))),
    ]
  }

  override func value(named name: String) -> AttributeValue? {
    switch name {
    case "level": return .number(drawing.grid.level.scale)
    case "column": return .number(Double(column))
    case "row": return .number(Double(row))
    case "name": return fileName
    default: return members.first { $0.name == name }?.value
    }
  }

  override func hasSameMembers(as other: ComputedCustomAttributes) -> Bool? {
    guard let other = other as? TileCustomAttributes, drawing.draws(like: other.drawing) else {
      return nil
    }
    return column == other.column && row == other.row
  }

  /// The file name the tile plan gives the tile.
  private var fileName: AttributeValue {
    .string(drawing.names.name(column: column, row: row))
  }

  /// The tile bitmap's size, in pixels of the level image.
  private func pixelSize(of tile: Tile) -> AttributeValue {
    .size(LayoutSize(width: Double(tile.pixelRect.width), height: Double(tile.pixelRect.height)))
  }
}
