extension ElementKind {
  /// A tile of a ``WallLayout``: `wallTile/c/r`, its column and row in the plane.
  public static let wallTile: ElementKind = "wallTile"
}

extension ElementID {
  /// The tile at `column`, `row` of a ``WallLayout``'s plane.
  public static func wallTile(column: Int, row: Int) -> ElementID {
    ElementID(kind: .wallTile, column, row)
  }
}

/// The elements of a ``WallLayout``: its tiles.
extension WallLayout {
  /// The tiles meeting `rect` (content coordinates) by a positive area, in id order (by
  /// column, then row); with `nil`, the tiles of the content area, since the plane has no
  /// end. Stops once past `limit`. O(tiles returned), at any distance from the origin.
  public func elements(in rect: LayoutRect?, pins: Void?, limit: Int) -> [LayoutAttributes] {
    elementsVisited(in: rect, pins: pins, limit: limit)
  }

  /// Calls `body` with each tile ``elements(in:pins:limit:)`` lists, in the same order, until
  /// it returns `false`: each tile is built, handed over and dropped, so that writing every
  /// tile of the content area holds none. O(tiles visited).
  public func forEachElement(
    in rect: LayoutRect?, pins _: Void?, _ body: (LayoutAttributes) -> Bool
  ) {
    guard let (columnRange, rowRange) = tileRanges(in: rect) else { return }
    for column in columnRange {
      for row in rowRange {
        let tile = WallTile(column: origin.column &+ column, row: origin.row &+ row)
        guard body(attributes(of: tile)) else { return }
      }
    }
  }

  /// How many tiles ``elements(in:pins:limit:)`` lists for `rect`: its columns times its
  /// rows, saturating at `Int.max`, counted before listing, so that a step that would list
  /// more tiles than the output may still hold is refused before it writes one. O(1).
  public func elementCountBound(in rect: LayoutRect?) -> Int? {
    guard let (columnRange, rowRange) = tileRanges(in: rect) else { return 0 }
    func count(_ range: ClosedRange<Int>) -> Int {
      let (difference, overflow) = range.upperBound.subtractingReportingOverflow(
        range.lowerBound)
      return overflow || difference == .max ? .max : difference + 1
    }
    let (product, overflow) = count(columnRange).multipliedReportingOverflow(by: count(rowRange))
    return overflow ? .max : product
  }

  /// The columns and rows (relative to ``origin``) of the tiles meeting `rect` by a positive
  /// area, the content area for `nil`; `nil` when none does.
  private func tileRanges(in rect: LayoutRect?) -> (ClosedRange<Int>, ClosedRange<Int>)? {
    let region =
      rect ?? LayoutRect(x: 0, y: 0, width: contentSize.width, height: contentSize.height)
    guard let columnRange = columns.indexes(overlapping: region.minX, region.maxX),
      let rowRange = rows.indexes(overlapping: region.minY, region.maxY)
    else { return nil }
    return (columnRange, rowRange)
  }

  /// The attributes of tile `wallTile/c/r`, wherever it is (the plane has every tile); `nil`
  /// for other ids. O(1).
  public func attributes(for id: ElementID, pins _: Void?) -> LayoutAttributes? {
    guard id.kind == .wallTile, id.indexes.count == 2 else { return nil }
    return attributes(of: WallTile(column: id.indexes[0], row: id.indexes[1]))
  }

  /// A tile's attributes. Custom attributes, in order: `column`, `row`, `image`, `name` (when
  /// the images are named) and `view` (when the tile has a view).
  func attributes(of tile: WallTile) -> LayoutAttributes {
    let image = image(of: tile)
    var custom = CustomAttributes(distinct: [
      ("column", .number(Double(tile.column))), ("row", .number(Double(tile.row))),
      ("image", .number(Double(image))),
    ])
    if let imageNames, imageNames.indices.contains(image) {
      custom["name"] = .string(imageNames[image])
    }
    if let view = pool.views[tile] { custom["view"] = .number(Double(view)) }
    return LayoutAttributes(
      id: .wallTile(column: tile.column, row: tile.row), frame: frame(of: tile), zIndex: 0,
      customAttributes: custom)
  }

  /// Every tile belongs to the collection: an update changes the images, never the tiles.
  public func owner(of id: ElementID) -> ElementOwner? {
    id.kind == .wallTile && id.indexes.count == 2 ? .collection : nil
  }

  /// The tiles meeting the viewport at `contentOffset`, in reading order.
  func visibleTiles(at contentOffset: LayoutPoint) -> [WallTile] {
    let viewport = environment.viewport
    guard
      let columnRange = columns.indexes(
        overlapping: contentOffset.x, contentOffset.x + viewport.width),
      let rowRange = rows.indexes(overlapping: contentOffset.y, contentOffset.y + viewport.height)
    else { return [] }
    var tiles: [WallTile] = []
    tiles.reserveCapacity(columnRange.count * rowRange.count)
    for row in rowRange {
      for column in columnRange {
        tiles.append(WallTile(column: origin.column &+ column, row: origin.row &+ row))
      }
    }
    return tiles
  }
}
