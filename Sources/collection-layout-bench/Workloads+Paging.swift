import CollectionLayout

/// The paging inputs of the benchmark: a photo browser on a 320 × 480 screen at scale 2,
/// pages 10 points apart, tiled in 256-pixel tiles on 8 levels.
extension Workloads {
  /// The screen of the photo browser.
  static let pagingScreen = LayoutSize(width: 320, height: 480)
  /// The photos of the scroll-step row: 20,000 × 14,000 pixels.
  static let photo = (width: 20_000, height: 14_000)
  /// The photo of the zoomed-tiles row, a gigapixel panorama: 200,000 × 140,000 pixels (level
  /// 1 is 782 × 547 tiles).
  static let largePhoto = (width: 200_000, height: 140_000)

  /// `pageCount` pages of `width` × `height`-pixel photos, tiled.
  static func pagingLayout(pageCount: Int, photo: (width: Int, height: Int)) throws
    -> PagingLayout
  {
    let pages = (0..<pageCount).map { index in
      Item(
        id: "photo\(index)",
        imageSize: LayoutSize(width: Double(photo.width), height: Double(photo.height)))
    }
    return try PagingLayout(
      configuration: PagingConfiguration(
        pages: pages, tiles: TileOptions(levels: LevelsOfDetail(count: 8))),
      environment: LayoutEnvironment(viewport: pagingScreen, displayScale: 2))
  }

  /// 240 content offsets of a swipe across 4 pages in the middle of the browser (4 seconds at
  /// 60 frames per second), about 5.7 points apart, fractional ones included.
  static func pagingOffsets(in layout: PagingLayout) -> [LayoutPoint] {
    let start = layout.contentOffset(showingPage: layout.pageCount / 2).x
    return (0..<240).map { step in
      LayoutPoint(x: start + Double(step) * layout.pageStride * 4 / 240, y: 0)
    }
  }
}
