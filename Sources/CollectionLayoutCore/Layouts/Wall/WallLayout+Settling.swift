/// Recentring and recycled tile views: what a wall does once a step has settled, and reports
/// in the step's frames entry.
extension WallLayout {
  /// The wall once the scroll view rests at `contentOffset`:
  ///
  /// 1. On each axis, when the offset is more than the threshold from the centre, the offset
  ///    and the origin move by the same whole tiles (``WallRecentring/tilesToShift(at:)``):
  ///    the offset comes back within half a tile of the centre, every tile keeps its id, its
  ///    image and its place on screen. ``SettledLayout/contentOffset`` is the new offset.
  /// 2. The tiles meeting the viewport there get views from the ``RecyclingPool`` (keyed by
  ///    their plane tile, so a recentre recycles nothing); the tiles that left put theirs
  ///    back.
  ///
  /// Its report, written in the entry after `contentSize`:
  ///
  /// | key | value |
  /// |---|---|
  /// | `position` | `{"x": "…", "y": "…"}`: the plane point at the viewport's top-left corner, exact, in decimal strings (frames numbers keep no fraction beyond 9e12) |
  /// | `positionTile` | `{"column", "row", "x", "y"}`: the tile holding that point and the points into it, `0 <= x < w` |
  /// | `origin` | `{"column", "row"}`: the tile at the content's (0, 0) |
  /// | `recentered` | whether this settle recentred |
  /// | `shift` | `{"x", "y"}`: what the recentre added to the offset and to every tile's frame, points (0 without one) |
  /// | `recycled` | the view ids put back, in order |
  /// | `reused` | `{"column", "row", "view"}` for each tile that took a waiting view |
  /// | `created` | `{"column", "row", "view"}` for each tile that got a new view |
  /// | `reusableViews` | the views waiting for reuse, the next one to be taken last |
  /// | `viewCount` | the number of tile views ever created |
  ///
  /// O(tiles on screen), at any distance.
  public func settled(at contentOffset: LayoutPoint) -> SettledLayout<WallLayout> {
    var next = self
    let shiftColumns = horizontalRecentring.tilesToShift(at: contentOffset.x)
    let shiftRows = verticalRecentring.tilesToShift(at: contentOffset.y)
    next.origin = WallTile(
      column: origin.column &+ shiftColumns, row: origin.row &+ shiftRows)
    let shift = LayoutPoint(
      x: -columns.start(of: shiftColumns), y: -rows.start(of: shiftRows))
    let offset = LayoutPoint(x: contentOffset.x + shift.x, y: contentOffset.y + shift.y)
    let moves = next.pool.settle(showing: next.visibleTiles(at: offset))
    let position = next.position(at: offset)
    func tiles(_ views: [KeyedView<WallTile>]) -> AttributeValue {
      .list(
        views.map {
          .object(
            CustomAttributes(distinct: [
              ("column", .number(Double($0.key.column))), ("row", .number(Double($0.key.row))),
              ("view", .number(Double($0.view))),
            ]))
        })
    }
    func numbers(_ values: [Int]) -> AttributeValue { .list(values.map { .number(Double($0)) }) }
    let report = CustomAttributes(distinct: [
      (
        "position",
        .object(
          CustomAttributes(distinct: [
            ("x", .string(position.x.decimalText(tileLength: tileWidth))),
            ("y", .string(position.y.decimalText(tileLength: tileHeight))),
          ]))
      ),
      (
        "positionTile",
        .object(
          CustomAttributes(distinct: [
            ("column", .number(Double(position.x.tile))),
            ("row", .number(Double(position.y.tile))),
            ("x", .number(position.x.offset)), ("y", .number(position.y.offset)),
          ]))
      ),
      (
        "origin",
        .object(
          CustomAttributes(distinct: [
            ("column", .number(Double(next.origin.column))),
            ("row", .number(Double(next.origin.row))),
          ]))
      ),
      ("recentered", .boolean(shiftColumns != 0 || shiftRows != 0)),
      ("shift", .point(shift)),
      ("recycled", numbers(moves.recycled)),
      ("reused", tiles(moves.reused)),
      ("created", tiles(moves.created)),
      ("reusableViews", numbers(next.pool.reusable)),
      ("viewCount", .number(Double(next.pool.createdCount))),
    ])
    return SettledLayout(layout: next, report: report, contentOffset: offset)
  }
}
