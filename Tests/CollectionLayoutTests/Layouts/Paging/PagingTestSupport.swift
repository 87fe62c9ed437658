@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The images of PhotoScroller 1.3's resources, in pixels.
enum Photos {
  /// 3600 × 2400, landscape.
  static let curiousFrog = Item(id: "CuriousFrog", imageSize: LayoutSize(width: 3600, height: 2400))
  /// 2560 × 3840, portrait.
  static let peeringFrog = Item(id: "PeeringFrog", imageSize: LayoutSize(width: 2560, height: 3840))
  /// 2560 × 3840, portrait.
  static let leggyFrog = Item(id: "LeggyFrog", imageSize: LayoutSize(width: 2560, height: 3840))

  /// `count` pages named `p0`, `p1`, …, of `width` × `height` pixels.
  static func pages(_ count: Int, width: Double = 3600, height: Double = 2400) -> [Item] {
    (0..<count).map { Item(id: "p\($0)", imageSize: LayoutSize(width: width, height: height)) }
  }
}

/// A paging layout of values that must be valid, on a screen of `width` × `height` points.
func pagingLayout(
  _ pages: [Item], width: Double = 320, height: Double = 480, scale: Double = 2,
  padding: Double = 10, minimum: Double? = nil, maximum: Double? = nil,
  tiles: TileOptions? = nil
) throws -> PagingLayout {
  try PagingLayout(
    configuration: PagingConfiguration(
      pages: pages, pagePadding: padding, maximumZoomScale: maximum, minimumZoomScale: minimum,
      tiles: tiles),
    environment: LayoutEnvironment(
      viewport: LayoutSize(width: width, height: height), displayScale: scale))
}

extension PagingLayout {
  /// The layout settled at `offset`: its visible pages have views.
  func settledLayout(at offset: LayoutPoint) -> PagingLayout { settled(at: offset).layout }

  /// The layout after zooming `page` (which must have a view) to `scale` around `center`.
  func zooming(
    _ page: Int, to scale: Double, center: LayoutPoint? = nil, at offset: LayoutPoint = .zero
  )
    throws -> PagingLayout
  {
    try playing(.zoom(ZoomStep(page: page, scale: scale, center: center)), from: offset).layout
  }

  /// The ids of the elements meeting the visible rect at `offset`.
  func visibleIDs(at offset: LayoutPoint) -> [String] {
    visibleElements(at: offset).map(\.id.description)
  }
}

extension LayoutPoint {
  /// `(x, 0)`.
  static func x(_ x: Double) -> LayoutPoint { LayoutPoint(x: x, y: 0) }
}
