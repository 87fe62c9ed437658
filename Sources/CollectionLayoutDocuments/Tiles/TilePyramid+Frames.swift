import CollectionLayoutCore

extension TilePyramid {
  /// The largest side of the viewport of ``frames(ofLevel:)``, in points: 1,024.
  public static let gridViewportSide = 1_024.0
  /// The most tiles ``frames(ofLevel:)`` draws: 100,000.
  public static let maximumGridTileCount = 100_000

  /// A frames document that shows level `number` as a grid, for the player and `render`: one
  /// step whose viewport is the whole image, scaled so that its longer side is
  /// ``gridViewportSide`` points: `page/0` and `image/0` covering it, and one `tile` element
  /// per tile of the level, in rows.
  ///
  /// ```
  ///  viewport: the image at k = 1024 / max(W, H) points per pixel
  ///  ┌──────────┬──────────┬─────┐   element tile/0/e/c/r: the tile's interior (without
  ///  │ 0_0      │ 1_0      │ 2_0 │   overlap) in image pixels times k, clipped to the image
  ///  ├──────────┼──────────┼─────┤
  ///  │ 0_1      │ 1_1      │ 2_1 │   custom attributes: level (its scale), column, row, name
  ///  └──────────┴──────────┴─────┘   (the file), pixelSize, sourceRect (overlap included)
  /// ```
  /// Its ids are the photo browser's (`tile/page/exponent/column/row`, page 0), so the player
  /// colours them by level as it colours a page's tiles. `nil` when the pyramid has no level
  /// `number` or the level has more than ``maximumGridTileCount`` tiles.
  public func frames(ofLevel number: Int) -> FramesDocument? {
    guard let level = level(number), level.grid.count <= TilePyramid.maximumGridTileCount
    else { return nil }
    let grid = level.grid
    let scale = TilePyramid.gridViewportSide / Double(max(imageWidth, imageHeight))
    let viewport = LayoutSize(
      width: Double(imageWidth) * scale, height: Double(imageHeight) * scale)
    // The tiles sit on a page and its image, as a photo browser's do: the player clips a
    // tile by its page and draws a tile only with it.
    let whole = LayoutRect(x: 0, y: 0, width: viewport.width, height: viewport.height)
    var elements: [LayoutAttributes] = [
      LayoutAttributes(
        id: .page(0), frame: whole, zIndex: 0,
        customAttributes: CustomAttributes(distinct: [
          ("name", .string(name)),
          ("imageSize", .size(LayoutSize(width: Double(imageWidth), height: Double(imageHeight)))),
        ])),
      LayoutAttributes(
        id: .image(ofPage: 0), frame: whole, zIndex: 1,
        customAttributes: CustomAttributes(distinct: [("name", .string(name))])),
    ]
    elements.reserveCapacity(grid.count + 2)
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        guard let tile = grid.tile(column: column, row: row) else { continue }
        let interior = LayoutRect(
          x: tile.tileRect.minX, y: tile.tileRect.minY,
          width: min(tile.tileRect.maxX, Double(imageWidth)) - tile.tileRect.minX,
          height: min(tile.tileRect.maxY, Double(imageHeight)) - tile.tileRect.minY)
        let name = fileName(column: column, row: row, level: number)
        elements.append(
          LayoutAttributes(
            id: .tile(page: 0, levelExponent: grid.level.exponent, column: column, row: row),
            frame: LayoutRect(
              x: interior.minX * scale, y: interior.minY * scale, width: interior.width * scale,
              height: interior.height * scale),
            zIndex: 2,
            customAttributes: CustomAttributes(distinct: [
              ("level", .number(grid.level.scale)),
              ("column", .number(Double(column))),
              ("row", .number(Double(row))),
              ("name", .string(name)),
              (
                "pixelSize",
                .size(
                  LayoutSize(
                    width: Double(tile.pixelRect.width), height: Double(tile.pixelRect.height)))
              ),
              ("sourceRect", .rect(tile.sourceRect)),
            ])))
      }
    }
    let step = FrameStep(
      index: 0, action: .initial, viewport: viewport, contentOffset: .zero, contentSize: viewport,
      elements: elements,
      customAttributes: CustomAttributes(distinct: [
        ("level", .number(Double(number))),
        (
          "levelSize",
          .size(LayoutSize(width: Double(grid.levelWidth), height: Double(grid.levelHeight)))
        ),
        ("columns", .number(Double(grid.columns))),
        ("rows", .number(Double(grid.rows))),
      ]))
    return FramesDocument(
      environment: LayoutEnvironment(viewport: viewport, displayScale: 1), steps: [step])
  }
}
