import CollectionLayout

/// The wall row: one relative scroll step of the endless wall (a fling's frame: the offset
/// moves, the wall settles, recentring when it must and recycling tile views, and its visible
/// tiles are listed) at increasing distances from the origin, next to the same tiles worked
/// out the recipe's way (one `Double` per axis, floor and the image formula per tile, the
/// same attributes and recycling, no recentre and no exact position), which loses precision
/// far away: the difference is what exactness and recentring cost.
extension OperationRunner {
  /// The distances of the row, in points from the origin: its "items" column.
  static let wallDistances = [0, 1_000_000, 1_000_000_000_000]

  mutating func wallScrollStep() throws -> OperationReport {
    var rows: [ResultRow] = []
    for distance in plan.wallDistances {
      let start = LayoutPoint(x: Double(distance), y: Double(distance))
      var layout = try WallLayout(
        configuration: WallConfiguration(imageCount: 7, start: start),
        environment: LayoutEnvironment(viewport: Workloads.pagingScreen, displayScale: 2))
      var offset = layout.initialContentOffset
      // A fling of 240 frames, right and down, then back: about 5 points a frame.
      let deltas = (0..<480).map { frame in
        let sign = frame < 240 ? 1.0 : -1.0
        return LayoutPoint(x: sign * 5.25, y: sign * 3.125)
      }
      var frame = 0
      let engine = measure {
        defer { frame = (frame + 1) % deltas.count }
        offset = LayoutPoint(x: offset.x + deltas[frame].x, y: offset.y + deltas[frame].y)
        let settled = layout.settled(at: offset)
        layout = settled.layout
        offset = settled.contentOffset ?? offset
        return fold(layout.visibleElements(at: offset)) &+ settled.report.members.count
      }
      var position = start
      var pool = RecyclingPool<WallTile>()
      frame = 0
      let baseline = measure(.baseline, with: slow(11)) {
        defer { frame = (frame + 1) % deltas.count }
        position = LayoutPoint(x: position.x + deltas[frame].x, y: position.y + deltas[frame].y)
        return Self.recipeTiles(at: position, viewport: Workloads.pagingScreen, pool: &pool)
      }
      rows.append(
        ResultRow(
          items: distance, engine: engine, baseline: baseline,
          note: "distance from the origin, in points"))
    }
    return report("wall-scroll-step", "wall scroll step (distance)", rows)
  }

  /// The wall row's baseline, in words.
  static let wallBaseline =
    "the recipe's way: one Double per axis, the same attributes and recycling, no recentre, "
    + "no exact position"
  /// The wall row's target, in words.
  static let wallTarget = "under 50 µs at every distance, within 2x of distance 0"

  /// Met when every distance's median is under 50 µs and the slowest is within 2x of the
  /// fastest. Decided from the rows alone, so a parent process can decide it from its
  /// children's rows.
  func wallVerdict(_ rows: [ResultRow]) -> Verdict {
    var summary = rows.map { row in
      "\(formatCount(row.items)) points: " + (row.engine.map { formatDuration($0.median) } ?? "-")
    }.joined(separator: ", ")
    let medians = rows.compactMap(\.engine?.median)
    var met: Bool?
    if let fastest = medians.min(), let slowest = medians.max(), fastest > 0 {
      summary +=
        "; slowest / fastest \(formatFixed(slowest / fastest, digits: 2))x (target <= 2x, "
        + "each < 50 µs)"
      met = slowest / fastest <= 2 && slowest < 50e-6
    }
    return Verdict(met: met, summary: summary)
  }

  /// The tiles of a 128-point wall of 7 images, 23,518 columns per row, under a viewport at
  /// plane point `position`, as the recipe finds them (one `Double` per axis, frames in plane
  /// coordinates, exact only near the origin), with the same attributes and the same
  /// recycling as the engine's: a checksum of them.
  static func recipeTiles(
    at position: LayoutPoint, viewport: LayoutSize, pool: inout RecyclingPool<WallTile>
  ) -> Int {
    let firstColumn = Int((position.x / 128).rounded(.down))
    let lastColumn = Int(((position.x + viewport.width) / 128).rounded(.up)) - 1
    let firstRow = Int((position.y / 128).rounded(.down))
    let lastRow = Int(((position.y + viewport.height) / 128).rounded(.up)) - 1
    var tiles: [WallTile] = []
    var elements: [LayoutAttributes] = []
    for column in firstColumn...max(firstColumn, lastColumn) {
      for row in firstRow...max(firstRow, lastRow) {
        let image = (((row &* 23_518 &+ column) % 7) + 7) % 7
        tiles.append(WallTile(column: column, row: row))
        elements.append(
          LayoutAttributes(
            id: .wallTile(column: column, row: row),
            frame: LayoutRect(
              x: Double(column) * 128, y: Double(row) * 128, width: 128, height: 128),
            zIndex: 0,
            customAttributes: CustomAttributes([
              ("column", .number(Double(column))), ("row", .number(Double(row))),
              ("image", .number(Double(image))),
            ])))
      }
    }
    let moves = pool.settle(showing: tiles)
    return fold(elements) &+ moves.created.count &+ moves.reused.count
  }
}
