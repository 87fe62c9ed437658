import CollectionLayout
import Foundation

/// The tile-plan row: writing the Deep Zoom plan of a square image (`collection-layout tiles
/// --width S --height S`, 256-pixel tiles) into a sink that counts its bytes, next to the
/// conventional way: every tile made into a `Codable` record, the array encoded by
/// `JSONEncoder`. The image side is the row's item count / 10, so the full run's rows are
/// 1,000, 10,000 and 100,000 pixels (the 100,000 × 100,000 pyramid: 204,174 tiles).
/// The note gives the plan's tiles and bytes and the time of enumerating the tiles alone
/// (their grids and rectangles, no text), to show what dominates.
extension OperationRunner {
  mutating func tilePlan() throws -> OperationReport {
    var rows: [ResultRow] = []
    for size in plan.sizes {
      let side = max(1, size / 10)
      let pyramid = try TilePyramid(imageWidth: side, imageHeight: side)
      var counter = ByteCounter()
      TilePlanWriter.write(pyramid, to: &counter)
      let bytes = counter.count
      let engine = measure {
        var sink = ByteCounter()
        TilePlanWriter.write(pyramid, to: &sink)
        return sink.count
      }
      let enumeration = measure { Self.enumerateTiles(of: pyramid) }
      let baseline = try measure(.baseline, with: plan.sampler.capped(at: 3)) {
        try JSONEncoder().encode(Self.records(of: pyramid)).count
      }
      let tiles = pyramid.tileCount
      var note =
        "\(formatCount(side)) x \(formatCount(side)) px: \(formatCount(tiles)) tiles, "
        + "\(formatCount(bytes)) bytes (\(bytes / tiles) per tile)"
      // (Medians of 0 with --profile, which times nothing.)
      if let write = Self.median(engine), write > 0, let alone = Self.median(enumeration) {
        note +=
          "; enumerating the tiles alone \(formatDuration(alone)) "
          + "(\(Int((alone / write * 100).rounded()))% of the write)"
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline, note: note))
    }
    return OperationReport(
      key: "tile-plan", title: "tile plan, Deep Zoom (image side = items / 10)",
      baseline: Self.tilePlanBaseline, target: Self.tilePlanTarget, rows: rows,
      verdict: tilePlanVerdict(rows))
  }

  /// The tile-plan row's baseline, in words.
  static let tilePlanBaseline = "every tile as a Codable record, encoded by JSONEncoder"
  /// The tile-plan row's target, in words.
  static let tilePlanTarget = "under 1 µs per tile at the largest image"

  /// Met when writing the plan of the largest row's image takes under 1 µs per tile. Decided
  /// from the rows alone (the image side is the item count / 10), so that a parent process
  /// can decide it from its children's rows.
  func tilePlanVerdict(_ rows: [ResultRow]) -> Verdict {
    guard let line = rows.last, let engine = line.engine,
      let pyramid = try? TilePyramid(
        imageWidth: max(1, line.items / 10), imageHeight: max(1, line.items / 10))
    else { return Verdict(met: nil, summary: "not measured") }
    let perTile = engine.median / Double(pyramid.tileCount)
    return Verdict(
      met: perTile < 1e-6,
      summary: "\(formatCount(pyramid.imageWidth)) px side: \(formatDuration(perTile)) per tile "
        + "(target < 1 µs)")
  }

  /// The median of a timing, `nil` when the side was not measured in this process.
  private static func median(_ timing: Timing?) -> Double? { timing?.median }

  /// Every tile of every level made, its rectangles folded into a checksum.
  private static func enumerateTiles(of pyramid: TilePyramid) -> Int {
    var sum = 0
    for number in pyramid.levelNumbers {
      guard let grid = pyramid.level(number)?.grid else { continue }
      for row in 0..<grid.rows {
        for column in 0..<grid.columns {
          guard let tile = grid.tile(column: column, row: row) else { continue }
          sum &+= tile.pixelRect.width &+ Int(tile.sourceRect.maxX)
        }
      }
    }
    return sum
  }

  /// One tile of the conventional plan.
  private struct TileRecord: Encodable {
    var level: Int
    var column: Int
    var row: Int
    var sourceRect: [Double]
    var pixelSize: [Int]
    var file: String
  }

  /// Every tile of the plan as a record.
  private static func records(of pyramid: TilePyramid) -> [TileRecord] {
    var records: [TileRecord] = []
    for number in pyramid.levelNumbers {
      guard let grid = pyramid.level(number)?.grid else { continue }
      for row in 0..<grid.rows {
        for column in 0..<grid.columns {
          guard let tile = grid.tile(column: column, row: row) else { continue }
          let source = tile.sourceRect
          records.append(
            TileRecord(
              level: number, column: column, row: row,
              sourceRect: [source.minX, source.minY, source.width, source.height],
              pixelSize: [tile.pixelRect.width, tile.pixelRect.height],
              file: pyramid.fileName(column: column, row: row, level: number)))
        }
      }
    }
    return records
  }
}

/// A sink that counts the bytes it is given and keeps none.
private struct ByteCounter: ByteSink {
  var count = 0

  mutating func write(_ bytes: UnsafeRawBufferPointer) {
    count += bytes.count
  }
}
