import CollectionLayoutCore

/// Writes the plan of a ``TilePyramid`` as JSON: every level and every tile, with its source
/// rectangle, pixel size and file name, without the image. Byte-stable, like the frames: the
/// same pyramid always gives the same bytes.
///
/// ```json
/// {
///   "format": "dzi",
///   "name": "image",
///   "imageSize": {"width": 257, "height": 257},
///   "tileSize": 256,
///   "overlap": 0,
///   "fileExtension": "jpeg",
///   "descriptor": {"file": "image.dzi", "xml": "<?xml ...>"},
///   "levelCount": 10,
///   "tileCount": 13,
///   "levels": [
///     {"level": 0, "exponent": -9, "size": {"width": 1, "height": 1}, "columns": 1, "rows": 1, "tileCount": 1},
///     ...
///   ],
///   "tiles": [
///     {"level": 0, "column": 0, "row": 0, "sourceRect": [0, 0, 257, 257], "pixelSize": [1, 1], "file": "image_files/0/0_0.jpeg"},
///     ...
///   ]
/// }
/// ```
/// - `descriptor` is `null` for a format without one (PhotoScroller).
/// - `levels` are coarsest first; `exponent` is the level's scale `2^exponent`.
/// - `tiles` are in level order, then row by row, each row left to right: one line each.
///   `sourceRect` is `[x, y, width, height]` in pixels of the full image, overlap included,
///   clipped to the image (whole numbers at every level at or below the full image);
///   `pixelSize` is `[width, height]`, the tile file's size in pixels (the remainder at the
///   right and bottom edges, never 0); `file` is relative to the descriptor's directory.
///
/// The writer hands its sink chunks of about ``chunkSize`` bytes, so a plan of any size
/// (a 100,000 × 100,000 image has 204,174 tiles of 256 pixels) streams in bounded memory.
public enum TilePlanWriter {
  /// The bytes handed to the sink at a time, about: 256 KiB.
  public static let chunkSize = 256 * 1024

  /// Writes the plan of `pyramid` to `sink`, in chunks.
  public static func write<Sink: ByteSink>(_ pyramid: TilePyramid, to sink: inout Sink)
    throws(Sink.Failure)
  {
    var output = OutputBuffer(capacity: chunkSize + 4096)
    writeHeader(pyramid, to: &output)
    output.append("  \"tiles\": [")
    var first = true
    for number in pyramid.levelNumbers {
      guard let grid = pyramid.level(number)?.grid else { continue }
      let prefix = Array(pyramid.filePrefix(level: number).utf8)
      let suffix = Array(".\(pyramid.fileExtension)\"}".utf8)
      for row in 0..<grid.rows {
        for column in 0..<grid.columns {
          guard let tile = grid.tile(column: column, row: row) else { continue }
          output.append(first ? "\n    {\"level\": " : ",\n    {\"level\": ")
          first = false
          JSONNumber.appendInteger(number, to: &output)
          output.append(", \"column\": ")
          JSONNumber.appendInteger(column, to: &output)
          output.append(", \"row\": ")
          JSONNumber.appendInteger(row, to: &output)
          output.append(", \"sourceRect\": [")
          appendNumber(tile.sourceRect.minX, to: &output)
          output.append(", ")
          appendNumber(tile.sourceRect.minY, to: &output)
          output.append(", ")
          appendNumber(tile.sourceRect.width, to: &output)
          output.append(", ")
          appendNumber(tile.sourceRect.height, to: &output)
          output.append("], \"pixelSize\": [")
          JSONNumber.appendInteger(tile.pixelRect.width, to: &output)
          output.append(", ")
          JSONNumber.appendInteger(tile.pixelRect.height, to: &output)
          output.append("], \"file\": \"")
          output.append(contentsOf: prefix)
          JSONNumber.appendInteger(column, to: &output)
          output.append("_")
          JSONNumber.appendInteger(row, to: &output)
          output.append(contentsOf: suffix)
          if output.count >= chunkSize { try flush(&output, to: &sink) }
        }
      }
    }
    output.append(first ? "]\n}\n" : "\n  ]\n}\n")
    try flush(&output, to: &sink)
  }

  /// The plan of `pyramid` as UTF-8 bytes.
  public static func utf8(for pyramid: TilePyramid) -> [UInt8] {
    var bytes: [UInt8] = []
    write(pyramid, to: &bytes)
    return bytes
  }

  /// Everything before the tiles: the pyramid's parameters and its levels.
  private static func writeHeader(_ pyramid: TilePyramid, to output: inout OutputBuffer) {
    let string = TextEscaping.jsonString
    var text = "{\n  \"format\": \(string(pyramid.format.rawValue)),\n"
    text += "  \"name\": \(string(pyramid.name)),\n"
    text +=
      "  \"imageSize\": {\"width\": \(pyramid.imageWidth), \"height\": \(pyramid.imageHeight)},\n"
    text += "  \"tileSize\": \(pyramid.tileSize),\n  \"overlap\": \(pyramid.overlap),\n"
    text += "  \"fileExtension\": \(string(pyramid.fileExtension)),\n"
    if let file = pyramid.descriptorFileName, let xml = pyramid.deepZoomDescriptor {
      text += "  \"descriptor\": {\"file\": \(string(file)), \"xml\": \(string(xml))},\n"
    } else {
      text += "  \"descriptor\": null,\n"
    }
    text += "  \"levelCount\": \(pyramid.levelCount),\n  \"tileCount\": \(pyramid.tileCount),\n"
    text += "  \"levels\": ["
    var separator = "\n"
    for number in pyramid.levelNumbers {
      guard let level = pyramid.level(number) else { continue }
      let grid = level.grid
      text += separator
      text += "    {\"level\": \(number), \"exponent\": \(grid.level.exponent), "
      text += "\"size\": {\"width\": \(grid.levelWidth), \"height\": \(grid.levelHeight)}, "
      text += "\"columns\": \(grid.columns), \"rows\": \(grid.rows), \"tileCount\": \(grid.count)}"
      separator = ",\n"
    }
    text += "\n  ],\n"
    output.append(utf8: text)
  }

  /// A whole number as an integer; a fraction (a magnified level's source rectangle) by the
  /// frames' number rules.
  private static func appendNumber(_ value: Double, to output: inout OutputBuffer) {
    if value == value.rounded(), abs(value) < 9e15 {
      JSONNumber.appendInteger(Int(value), to: &output)
    } else {
      JSONNumber.append(value, to: &output)
    }
  }

  private static func flush<Sink: ByteSink>(_ output: inout OutputBuffer, to sink: inout Sink)
    throws(Sink.Failure)
  {
    guard !output.isEmpty else { return }
    defer { output.removeAll() }
    try output.write(to: &sink)
  }
}
