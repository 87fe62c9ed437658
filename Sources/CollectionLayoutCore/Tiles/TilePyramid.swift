/// Every level of a tiled image, in the layout of a viewer's format: which levels exist, the
/// ``TileGrid`` of each, and the file name of every tile. The plan a cutter writes and the
/// tiles a viewer asks for come from this one value, so that a viewer never asks for a tile
/// the cutter did not write.
///
/// ```
///  Deep Zoom, 1000 × 600, tile 256             PhotoScroller, 3600 × 2400, tile 256
///
///  level  size        grid   exponent          level  scale  size         grid
///  10     1000 × 600  4 × 3   0                3      1000   3600 × 2400  15 × 10
///   9      500 × 300  2 × 2  -1                2       500   1800 × 1200   8 × 5
///   8      250 × 150  1 × 1  -2                1       250    900 × 600    4 × 3
///   …                                          0       125    450 × 300    2 × 2
///   0        1 × 1    1 × 1  -10
/// ```
///
/// - ``TilePyramidFormat/deepZoom``: levels 0 (1 × 1) to `maxLevel = ceil(log2(max(W, H)))`;
///   level `L` is the image at the scale `2^(L - maxLevel)`, `ceil(W / 2^(maxLevel - L))` ×
///   `ceil(H / 2^(maxLevel - L))` pixels; tile files `<name>_files/<L>/<column>_<row>.<ext>`,
///   described by the descriptor `<name>.dzi` (``descriptorFileName``), which the documents
///   layer writes.
/// - ``TilePyramidFormat/photoScroller``: the levels of ``LevelsOfDetail`` (PhotoScroller's
///   four, 1000, 500, 250 and 125 per mille), numbered from 0 at the coarsest; tile files
///   `<name>_<per mille>_<column>_<row>.<ext>` (``TileNaming/photoScroller``).
///
/// Every level's tiles are those of its ``TileGrid``: `ceil(levelWidth / tileSize)` columns
/// (an exact multiple gets no empty column), edge tiles of the remainder size (never 0), and
/// the overlap added on inner edges only.
public struct TilePyramid: Hashable, Sendable {
  /// The image's width, in pixels, `1 ... maximumImageSide`.
  public let imageWidth: Int
  /// The image's height, in pixels, `1 ... maximumImageSide`.
  public let imageHeight: Int
  /// The side of a tile without overlap, in pixels of its level, `1 ... maximumTileSize`.
  public let tileSize: Int
  /// The pixels a tile extends past each of its inner edges, `0 ..< tileSize` (0 for
  /// PhotoScroller).
  public let overlap: Int
  /// The format: which levels exist and how files are named.
  public let format: TilePyramidFormat
  /// The image's name, the start of every file name: 1 to ``maximumNameLength`` ASCII
  /// letters, digits, `-`, `_` and `.`, not starting with `.`.
  public let name: String
  /// The tiles' file extension, without the dot (`jpeg`, `png`): 1 to 8 ASCII lowercase
  /// letters and digits.
  public let fileExtension: String
  /// The exponents of the levels (scale `2^exponent`), coarsest first; level number `n` has
  /// exponent `exponents.lowerBound + n`.
  public let exponents: ClosedRange<Int>

  /// The largest image side: 1,000,000,000 pixels.
  public static let maximumImageSide = 1_000_000_000
  /// The largest tile side: 65,536 pixels (the photo browser's largest tile).
  public static let maximumTileSize = 65_536
  /// The longest image name: 100 characters.
  public static let maximumNameLength = 100

  /// The pyramid of an image of `imageWidth` × `imageHeight` pixels in tiles of `tileSize`
  /// pixels overlapping by `overlap`, laid out by `format`; `levels` chooses PhotoScroller's
  /// levels (ignored by Deep Zoom). Throws the first value out of its range, checked in the
  /// order of the parameters.
  public init(
    imageWidth: Int, imageHeight: Int, tileSize: Int = 256, overlap: Int = 0,
    format: TilePyramidFormat = .deepZoom, name: String = "image",
    fileExtension: String? = nil, levels: LevelsOfDetail = LevelsOfDetail()
  ) throws(TilePyramidError) {
    let sides = 1...TilePyramid.maximumImageSide
    guard sides.contains(imageWidth) else { throw .imageWidthOutOfRange(imageWidth) }
    guard sides.contains(imageHeight) else { throw .imageHeightOutOfRange(imageHeight) }
    guard (1...TilePyramid.maximumTileSize).contains(tileSize) else {
      throw .tileSizeOutOfRange(tileSize)
    }
    guard format != .photoScroller || overlap == 0 else {
      throw .overlapWithPhotoScroller(overlap)
    }
    guard (0..<tileSize).contains(overlap) else {
      throw .overlapOutOfRange(overlap, tileSize: tileSize)
    }
    guard TilePyramid.isValidName(name) else { throw .invalidName(name) }
    let fileExtension = fileExtension ?? format.defaultFileExtension
    guard TilePyramid.isValidFileExtension(fileExtension) else {
      throw .invalidFileExtension(fileExtension)
    }
    self.imageWidth = imageWidth
    self.imageHeight = imageHeight
    self.tileSize = tileSize
    self.overlap = overlap
    self.format = format
    self.name = name
    self.fileExtension = fileExtension
    switch format {
    case .deepZoom:
      exponents = -TilePyramid.deepZoomMaximumLevel(width: imageWidth, height: imageHeight)...0
    case .photoScroller:
      exponents = levels.exponents(forImageWidth: imageWidth, height: imageHeight)
    }
  }

  /// Deep Zoom's highest level, `ceil(log2(max(width, height)))`, computed on integers: the
  /// number of halvings (`n -> ceil(n / 2)`) that bring the longer side to 1. 0 for 1 × 1,
  /// 8 for 256, 9 for 257, 13 for 7282.
  public static func deepZoomMaximumLevel(width: Int, height: Int) -> Int {
    var side = max(width, height, 1)
    var level = 0
    while side > 1 {
      side = (side + 1) / 2
      level += 1
    }
    return level
  }

  /// The number of levels, >= 1.
  public var levelCount: Int { exponents.count }

  /// The level numbers, `0 ..< levelCount`, coarsest first.
  public var levelNumbers: Range<Int> { 0..<levelCount }

  /// Level `number` (0 the coarsest); `nil` outside ``levelNumbers``.
  public func level(_ number: Int) -> TilePyramidLevel? {
    guard levelNumbers.contains(number) else { return nil }
    return level(for: TileLevel(exponent: exponents.lowerBound + number))
  }

  /// The level drawn at the scale of `tileLevel`; `nil` when the pyramid has no such level:
  /// a viewer asks only for tiles of levels the plan has.
  public func level(for tileLevel: TileLevel) -> TilePyramidLevel? {
    guard exponents.contains(tileLevel.exponent),
      let grid = TileGrid(
        imageWidth: imageWidth, imageHeight: imageHeight, tileSize: tileSize, overlap: overlap,
        level: tileLevel)
    else { return nil }
    return TilePyramidLevel(number: tileLevel.exponent - exponents.lowerBound, grid: grid)
  }

  /// The number of tiles of every level, summed; `Int.max` if the sum overflows.
  public var tileCount: Int {
    var total = 0
    for number in levelNumbers {
      guard let grid = level(number)?.grid else { continue }
      let (count, overflow) = grid.columns.multipliedReportingOverflow(by: grid.rows)
      let (sum, sumOverflow) = total.addingReportingOverflow(count)
      guard !overflow, !sumOverflow else { return Int.max }
      total = sum
    }
    return total
  }

  /// The path of the file of the tile at `column`, `row` of level `number`, relative to the
  /// directory of the descriptor: `image_files/10/3_2.jpeg` (Deep Zoom),
  /// `image_1000_3_2.png` (PhotoScroller). Defined for any numbers; only the tiles of
  /// ``level(_:)``'s grids exist.
  public func fileName(column: Int, row: Int, level number: Int) -> String {
    filePrefix(level: number) + "\(column)_\(row).\(fileExtension)"
  }

  /// What the file names of every tile of level `number` share, up to the column.
  package func filePrefix(level number: Int) -> String {
    switch format {
    case .deepZoom:
      return "\(name)_files/\(number)/"
    case .photoScroller:
      let tileLevel = TileLevel(exponent: exponents.lowerBound + number)
      return TileNaming.photoScroller.prefix(level: tileLevel, image: name).text
    }
  }

  /// The file name of the Deep Zoom descriptor, `<name>.dzi`, the directory of which holds
  /// the tiles (``fileName(column:row:level:)``); `nil` for a format without one. The
  /// descriptor's XML is written by the documents layer, from ``format``, ``fileExtension``,
  /// ``overlap``, ``tileSize``, ``imageWidth`` and ``imageHeight``.
  public var descriptorFileName: String? {
    format == .deepZoom ? "\(name).dzi" : nil
  }

  private static func isValidName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard (1...maximumNameLength).contains(bytes.count), bytes.first != UInt8(ascii: ".") else {
      return false
    }
    return bytes.allSatisfy { byte in
      isLowercaseOrDigit(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
  }

  private static func isValidFileExtension(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    return (1...8).contains(bytes.count) && bytes.allSatisfy(isLowercaseOrDigit)
  }

  private static func isLowercaseOrDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

/// One level of a ``TilePyramid``: its number in the format and its grid.
public struct TilePyramidLevel: Hashable, Sendable {
  /// The level's number, from 0 at the coarsest: Deep Zoom's level number (its folder), or
  /// the position among PhotoScroller's levels.
  public let number: Int
  /// The level's tiles.
  public let grid: TileGrid
}

/// How a ``TilePyramid`` chooses its levels and names its files.
public enum TilePyramidFormat: String, Hashable, Sendable, Codable, CaseIterable {
  /// Deep Zoom (`.dzi`), read by OpenSeadragon and written by libvips' `dzsave`: every level
  /// from 1 × 1 to the full image, each half the previous one rounded up.
  case deepZoom = "dzi"
  /// WWDC 2010's PhotoScroller: the levels of ``LevelsOfDetail`` (1000, 500, 250 and 125 per
  /// mille by default), named as its resources.
  case photoScroller = "photoscroller"

  /// The file extension used when none is given: `jpeg` for Deep Zoom (libvips' default),
  /// `png` for PhotoScroller (its resources').
  public var defaultFileExtension: String {
    self == .deepZoom ? "jpeg" : "png"
  }
}
