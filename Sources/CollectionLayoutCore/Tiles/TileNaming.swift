/// How the files of a tile are named, so that a viewer asks for exactly the files a cutter
/// wrote.
///
/// | naming | name of tile (column 3, row 1) of level 2^-2 of image `CuriousFrog` |
/// |---|---|
/// | ``photoScroller`` | `CuriousFrog_250_3_1`: the image's name, the level's scale in thousandths (``TileLevel/perMille``), the column, the row (PhotoScroller's resources) |
///
/// Names carry no extension: the image format is the cutter's choice.
public enum TileNaming: String, Hashable, Sendable, Codable, CaseIterable {
  /// `<image>_<level per mille>_<column>_<row>`, as WWDC 2010's PhotoScroller names its
  /// resources (`CuriousFrog_1000_14_9`), with the level written exactly (`62.5` for 2^-4).
  case photoScroller

  /// The name of `tile` of the image named `image`.
  public func name(of tile: Tile, image: String) -> String {
    name(column: tile.column, row: tile.row, level: tile.level, image: image)
  }

  /// The name of the tile at `column`, `row` of `level` of the image named `image`.
  public func name(column: Int, row: Int, level: TileLevel, image: String) -> String {
    prefix(level: level, image: image).name(column: column, row: row)
  }

  /// What the names of every tile of `level` of the image named `image` share, to name many
  /// tiles of one level without writing the level each time.
  public func prefix(level: TileLevel, image: String) -> TileNamePrefix {
    switch self {
    case .photoScroller: return TileNamePrefix(text: "\(image)_\(level.perMille)_")
    }
  }
}

/// The part of the tile names of one level of one image that their tiles share (see
/// ``TileNaming/prefix(level:image:)``).
public struct TileNamePrefix: Hashable, Sendable {
  /// The shared text: `CuriousFrog_250_` for PhotoScroller's naming.
  public let text: String

  /// The name of the tile at `column`, `row`.
  public func name(column: Int, row: Int) -> String {
    "\(text)\(column)_\(row)"
  }
}
