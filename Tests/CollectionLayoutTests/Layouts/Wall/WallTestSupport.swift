@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A wall of values that must be valid: `imageCount` unnamed images, `tile`-point square
/// tiles, in a `width` × `height` viewport.
func wallLayout(
  imageCount: Int = 7, tile: Double = 128, columnsPerRow: Int = 23_518,
  start: LayoutPoint = .zero, width: Double = 320, height: Double = 480
) throws -> WallLayout {
  try WallLayout(
    configuration: WallConfiguration(
      tileSize: LayoutSize(width: tile, height: tile), imageCount: imageCount,
      columnsPerRow: columnsPerRow, start: start),
    environment: LayoutEnvironment(viewport: LayoutSize(width: width, height: height)))
}

/// What a wall shows on screen at one moment: each tile's id, image and place in the
/// viewport (its frame less the content offset), and the plane position, exact.
struct WallScreen: Equatable, CustomStringConvertible {
  /// `(id, image, x, y)` of every tile on screen, in id order.
  var tiles: [String]
  /// The plane point at the viewport's top-left corner.
  var position: WallPosition

  var description: String { "\(position) \(tiles.joined(separator: " "))" }
}

extension WallLayout {
  /// What the wall shows with its scroll view at `offset`.
  func screen(at offset: LayoutPoint) -> WallScreen {
    let tiles = visibleElements(at: offset).map { tile in
      let image = tile.customAttributes["image"]?.numberValue ?? -1
      return "\(tile.id)#\(Int(image))@(\(tile.frame.minX - offset.x),"
        + "\(tile.frame.minY - offset.y))"
    }
    return WallScreen(tiles: tiles, position: position(at: offset))
  }
}

/// A wall played step by step as the engine plays it: each step moves the offset, then the
/// wall settles (and may recentre).
struct WallPlayer {
  var layout: WallLayout
  var offset: LayoutPoint
  /// The shifts of the recentres so far, in order.
  var recentres: [LayoutPoint] = []

  init(_ layout: WallLayout) {
    self.layout = layout
    self.offset = layout.initialContentOffset
    settle()
  }

  /// A `scrollBy` step.
  mutating func scroll(by delta: LayoutPoint) {
    offset = LayoutPoint(x: offset.x + delta.x, y: offset.y + delta.y)
    settle()
  }

  private mutating func settle() {
    let settled = layout.settled(at: offset)
    layout = settled.layout
    let moved = settled.contentOffset ?? offset
    if moved != offset {
      recentres.append(LayoutPoint(x: moved.x - offset.x, y: moved.y - offset.y))
    }
    offset = moved
  }

  /// What the wall shows now.
  var screen: WallScreen { layout.screen(at: offset) }
}
