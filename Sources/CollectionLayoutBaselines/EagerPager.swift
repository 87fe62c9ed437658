import CollectionLayout

/// A photo browser the first way the WWDC 2010 talk builds it: every page is laid out (its
/// frame computed and kept) when the browser is made, and the pages on screen are found by
/// scanning every page frame against the bounds, O(pages) per scroll step; a zoomed page is
/// drawn from every tile of its level, each tested against what is visible, O(tiles of the
/// image). The benchmark's baseline for the paging layout's scroll step and tile query.
public struct EagerPager: Sendable {
  /// Every page's frame, in content coordinates: `(i·S + p, 0, V, H)`.
  public let frames: [LayoutRect]
  /// The paging scroll view's width `S = V + 2p`, in points.
  public let stride: Double

  /// `pageCount` pages of a `screen`-sized screen, `padding` points on each side.
  public init(pageCount: Int, screen: LayoutSize, padding: Double) {
    let stride = screen.width + 2 * padding
    self.stride = stride
    frames = (0..<max(0, pageCount)).map { index in
      LayoutRect(
        x: Double(index) * stride + padding, y: 0, width: screen.width, height: screen.height)
    }
  }

  /// The pages whose frames meet the bounds `[x, x + S)` at `contentOffset`: every frame is
  /// tested.
  public func visiblePages(at contentOffset: LayoutPoint) -> [Int] {
    let bounds = LayoutRect(
      x: contentOffset.x, y: contentOffset.y, width: stride,
      height: frames.first?.height ?? 0)
    return frames.indices.filter { frames[$0].intersects(bounds) }
  }

  /// The tiles of a level that meet `region` (image pixels) of an image of `width` × `height`
  /// pixels, in tiles of `tileSize` level pixels at `scale` level pixels per image pixel:
  /// every tile of the level is made and tested, as drawing the whole image from its tiles
  /// would.
  public static func tiles(
    meeting region: LayoutRect, imageWidth: Int, imageHeight: Int, tileSize: Int, scale: Double
  ) -> [(column: Int, row: Int, rect: LayoutRect)] {
    let side = Double(tileSize) / scale
    let columns = Int((Double(imageWidth) * scale / Double(tileSize)).rounded(.up))
    let rows = Int((Double(imageHeight) * scale / Double(tileSize)).rounded(.up))
    var result: [(column: Int, row: Int, rect: LayoutRect)] = []
    for column in 0..<max(0, columns) {
      for row in 0..<max(0, rows) {
        let x = Double(column) * side
        let y = Double(row) * side
        let rect = LayoutRect(
          x: x, y: y, width: min(side, Double(imageWidth) - x),
          height: min(side, Double(imageHeight) - y))
        if rect.intersects(region) { result.append((column, row, rect)) }
      }
    }
    return result
  }
}
