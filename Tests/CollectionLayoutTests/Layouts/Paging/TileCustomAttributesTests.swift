import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A tile's custom attributes are computed when read (`TileCustomAttributes`): they must be
/// the members a tile had when they were stored, equal and hash alike whichever way they are
/// held, and turn into stored members when one is set.
@Suite struct TileCustomAttributesTests {
  private static let tiles = TileOptions(tileSize: 256, levels: LevelsOfDetail(count: 4, bias: 0))

  /// A page zoomed so that its edge tiles are partial: CuriousFrog at zoom 0.25 (level 0.25,
  /// 900 × 600 pixels, tiles of 256: the last column 132 pixels wide, the last row 88).
  private func zoomedLayout() throws -> PagingLayout {
    try pagingLayout([Photos.curiousFrog], scale: 1, tiles: Self.tiles)
      .settledLayout(at: .zero)
      .zooming(0, to: 0.25, center: LayoutPoint(x: 2640, y: 1360))
  }

  /// The members as the layout stored them before they were computed: each value built from
  /// the tile of the page's grid, in the documented order.
  private func storedMembers(of id: ElementID, in layout: PagingLayout) throws -> CustomAttributes {
    let page = try #require(layout.presentation(ofPage: id.indexes[0]))
    let grid = try #require(page.grid)
    let tile = try #require(grid.tile(column: id.indexes[2], row: id.indexes[3]))
    let scale = page.zoom.zoomScale
    let full = LayoutRect(
      x: page.imageFrame.minX + tile.tileRect.minX * scale,
      y: page.imageFrame.minY + tile.tileRect.minY * scale,
      width: tile.tileRect.width * scale, height: tile.tileRect.height * scale)
    return CustomAttributes([
      ("level", .number(tile.level.scale)),
      ("column", .number(Double(tile.column))),
      ("row", .number(Double(tile.row))),
      ("name", .string("CuriousFrog_250_\(tile.column)_\(tile.row)")),
      (
        "pixelSize",
        .size(
          LayoutSize(width: Double(tile.pixelRect.width), height: Double(tile.pixelRect.height)))
      ),
      ("sourceRect", .rect(tile.sourceRect)),
      ("tileRect", .rect(tile.tileRect)),
      ("fullFrame", .rect(full)),
    ])
  }

  @Test func computedMembersAreTheStoredOnes() throws {
    let layout = try zoomedLayout()
    let tiles = layout.visibleElements(at: .zero).filter { $0.kind == .tile }
    #expect(tiles.count == 9)
    for tile in tiles {
      let stored = try storedMembers(of: tile.id, in: layout)
      let computed = tile.customAttributes
      #expect(computed.members.map(\.name) == stored.members.map(\.name))
      #expect(computed.members.map(\.value) == stored.members.map(\.value))
      #expect(computed == stored && stored == computed)
      #expect(computed.hashValue == stored.hashValue)
      #expect(!computed.isEmpty)
      for member in stored {
        #expect(computed[member.name] == member.value, "\(tile.id) \(member.name)")
      }
      #expect(computed["zoomScale"] == nil)
    }
    // The corner tile (3, 2): 132 × 88 pixels, its full frame 256 points square on screen.
    let corner = try #require(tiles.last)
    #expect(corner.customAttributes["pixelSize"] == .size(LayoutSize(width: 132, height: 88)))
    #expect(
      corner.customAttributes["fullFrame"]
        == .rect(LayoutRect(x: 278, y: 412, width: 256, height: 256)))
  }

  @Test func tilesOfTwoQueriesCompareByTheirMembers() throws {
    let layout = try zoomedLayout()
    // Two queries build two drawings of the same page: their tiles are equal tile by tile
    // and differ between tiles.
    let first = layout.visibleElements(at: .zero).filter { $0.kind == .tile }
    let second = layout.visibleElements(at: .zero).filter { $0.kind == .tile }
    #expect(first == second)
    #expect(first[0].customAttributes != second[1].customAttributes)
    // Another zoom of the same page: the same column and row, other members.
    let zoomedIn = try layout.zooming(0, to: 0.5, center: LayoutPoint(x: 2640, y: 1360))
    let other = try #require(
      zoomedIn.visibleElements(at: .zero).first { $0.kind == .tile }?.customAttributes)
    #expect(other != first[0].customAttributes)
  }

  @Test func settingAMemberStoresTheMembers() throws {
    let layout = try zoomedLayout()
    let tile = try #require(layout.visibleElements(at: .zero).first { $0.kind == .tile })
    var custom = tile.customAttributes
    custom["row"] = .number(7)
    custom["extra"] = .boolean(true)
    custom["tileRect"] = nil
    #expect(
      custom.members.map(\.name) == [
        "level", "column", "row", "name", "pixelSize", "sourceRect", "fullFrame", "extra",
      ])
    #expect(custom["row"] == .number(7))
    #expect(custom != tile.customAttributes)
  }

  @Test func customAttributesStayOneReference() {
    // Computed or stored, custom attributes are one reference: a header or footer of the model
    // (MemoryCeilingTests: 64 bytes) does not grow for them.
    #expect(MemoryLayout<CustomAttributes>.size == 8)
  }
}
