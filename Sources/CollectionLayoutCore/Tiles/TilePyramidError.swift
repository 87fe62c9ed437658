/// A value a ``TilePyramid`` cannot be made of: which one, what it was, and what it must be.
///
/// ``requirement`` states the rule in words that follow "needs" or "must be", so that the
/// command line can name its option: `option '--width' needs a whole number of pixels from 1
/// to 1000000000; got '0'`.
public enum TilePyramidError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The image width is not within `1 ... TilePyramid.maximumImageSide`.
  case imageWidthOutOfRange(Int)
  /// The image height is not within `1 ... TilePyramid.maximumImageSide`.
  case imageHeightOutOfRange(Int)
  /// The tile size is not within `1 ... TilePyramid.maximumTileSize`.
  case tileSizeOutOfRange(Int)
  /// The overlap is not within `0 ..< tileSize`.
  case overlapOutOfRange(Int, tileSize: Int)
  /// An overlap other than 0 for PhotoScroller, whose tiles do not overlap.
  case overlapWithPhotoScroller(Int)
  /// The image name is not 1 to 100 letters, digits, `-`, `_` and `.`, or starts with `.`.
  case invalidName(String)
  /// The file extension is not 1 to 8 lowercase letters and digits.
  case invalidFileExtension(String)

  /// Which value is wrong: `width`, `height`, `tileSize`, `overlap`, `name` or
  /// `fileExtension`.
  public var parameter: String {
    switch self {
    case .imageWidthOutOfRange: return "width"
    case .imageHeightOutOfRange: return "height"
    case .tileSizeOutOfRange: return "tileSize"
    case .overlapOutOfRange, .overlapWithPhotoScroller: return "overlap"
    case .invalidName: return "name"
    case .invalidFileExtension: return "fileExtension"
    }
  }

  /// The value as given.
  public var value: String {
    switch self {
    case .imageWidthOutOfRange(let value), .imageHeightOutOfRange(let value),
      .tileSizeOutOfRange(let value), .overlapOutOfRange(let value, _),
      .overlapWithPhotoScroller(let value):
      return String(value)
    case .invalidName(let text), .invalidFileExtension(let text):
      return text
    }
  }

  /// What the value must be, after "needs": `a whole number of pixels from 1 to 1000000000`.
  public var requirement: String {
    switch self {
    case .imageWidthOutOfRange, .imageHeightOutOfRange:
      return TilePyramidError.imageSideRequirement
    case .tileSizeOutOfRange:
      return TilePyramidError.tileSizeRequirement
    case .overlapOutOfRange(_, let tileSize):
      return TilePyramidError.overlapRequirement(tileSize: tileSize)
    case .overlapWithPhotoScroller:
      return "0 for the PhotoScroller format, whose tiles do not overlap"
    case .invalidName:
      return "1 to \(TilePyramid.maximumNameLength) letters, digits, '-', '_' and '.', "
        + "not starting with '.'"
    case .invalidFileExtension:
      return "1 to 8 lowercase letters and digits, such as 'jpeg' or 'png'"
    }
  }

  /// The requirement of an image side.
  public static let imageSideRequirement =
    "a whole number of pixels from 1 to \(TilePyramid.maximumImageSide)"
  /// The requirement of a tile size.
  public static let tileSizeRequirement =
    "a whole number of pixels from 1 to \(TilePyramid.maximumTileSize)"

  /// The requirement of an overlap for tiles of `tileSize` pixels.
  public static func overlapRequirement(tileSize: Int) -> String {
    "a whole number of pixels from 0 to \(tileSize - 1) (less than the tile size \(tileSize))"
  }

  /// `the tile pyramid's width must be a whole number of pixels from 1 to 1000000000; got 0`.
  public var description: String {
    "the tile pyramid's \(parameter) must be \(requirement); got \(value)"
  }
}
