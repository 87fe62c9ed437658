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
    var perTile: (side: Int, seconds: Double)?
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
      let baseline = try measure(with: plan.sampler.capped(at: 3)) {
        try JSONEncoder().encode(Self.records(of: pyramid)).count
      }
      let tiles = pyramid.tileCount
      var note =
        "\(formatCount(side)) x \(formatCount(side)) px: \(formatCount(tiles)) tiles, "
        + "\(formatCount(bytes)) bytes (\(bytes / tiles) per tile)"
      if let write = Self.median(engine), let alone = Self.median(enumeration) {
        perTile = (side, write / Double(tiles))
        note +=
          "; enumerating the tiles alone \(formatDuration(alone)) "
          + "(\(Int((alone / write * 100).rounded()))% of the write)"
      }
      rows.append(ResultRow(items: size, engine: engine, baseline: baseline, note: note))
    }
    let verdict: Verdict
    if let perTile {
      verdict = Verdict(
        met: perTile.seconds < 1e-6,
        summary: "\(formatCount(perTile.side)) px side: \(formatDuration(perTile.seconds)) "
          + "per tile (target < 1 µs)")
    } else {
      verdict = Verdict(met: nil, summary: "not measured")
    }
    return OperationReport(
      key: "tile-plan", title: "tile plan, Deep Zoom (image side = items / 10)",
      baseline: "every tile as a Codable record, encoded by JSONEncoder",
      target: "under 1 µs per tile", rows: rows, verdict: verdict)
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
