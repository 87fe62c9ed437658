/// A photo browser, after WWDC 2010's PhotoScroller (session 104): pages side by side in a
/// paging scroll view, a gap between them, each page a zooming scroll view that centres its
/// image, page views recycled as they leave, and each image drawn from the tiles of the level
/// of detail its zoom needs. The sample's arithmetic is kept, and made exact where it was
/// sloppy (<doc:LayoutRules>).
///
/// ```
///   screen V wide ┌──────────────┐
///  paging scroll  ┌┼──────────────┼┐  the screen widened by p on both sides: S = V + 2p
///  view (bounds)  │┆   page i     ┆│
///  ──────────┼────┴┴──────────────┴┴────┼──────  content: count · S wide, H high
///         i·S    i·S+p          i·S+p+V (i+1)·S
/// ```
///
/// - The layout's ``environment`` is the paging scroll view's: its viewport is the screen
///   widened by `p = pagePadding` on both sides (340 × 480 for a 320 × 480 screen), so the
///   content offset is the paging scroll view's (page `i` settles at `i · S`) and the visible
///   rect is its bounds. The screen shows `[x + p, x + p + V)`.
/// - Page `i`'s frame is `(i·S + p, 0, V, H)`; the content is `count · S` wide.
/// - The visible pages at offset `x` are those whose slots `[i·S, (i+1)·S)` meet the bounds
///   `[x, x + S)`: the slot containing `x`, and the next one unless `x` is exactly a slot's
///   start, within `0 ... count - 1`. The sample's `floor((maxX - 1) / S)` missed the next
///   page at fractional offsets (340.5); this is exact (``TileAxis``).
/// - Each visible page has a view from a ``RecyclingPool`` (``settled(at:)``): views of pages
///   that leave go back, entering pages take the last one put back, or a new one. A page
///   that loses its view loses its zoom: it starts again at its minimum.
/// - Each page is a ``ZoomingPage``; ``playing(_:from:)`` plays ``PageStep`` and ``ZoomStep``;
///   a resize keeps the page index and the fraction scrolled, and each visible page's zoom and
///   centre (``resized(to:from:)-(LayoutSize,_)``).
/// - With ``tiles``, each page shows the tiles of one level of detail (``LevelsOfDetail``)
///   that cover the part of its image visible in the queried rect (``TileGrid``).
///
/// Elements (listed by page, then `image`, `page`, `tile`):
///
/// | id | frame (content coordinates) | zIndex | owner |
/// |---|---|---|---|
/// | `page/i` | the page | 0 | item `[0, i]` |
/// | `image/i` | the zoomed image on screen: page origin + image origin - page offset | 1 | attached to item `[0, i]` |
/// | `tile/i/e/c/r` | tile (c, r) of level 2^e, clipped at the image's edges, on screen | 2 | attached to item `[0, i]` |
///
/// An image and its tiles are clipped by their page (a zooming scroll view clips its
/// content): they are listed when the part of their frame inside the page's frame meets the
/// queried rect, and a renderer draws them inside `page/i`'s frame only. Their custom
/// attributes (``LayoutAttributes/customAttributes``), in order:
/// - a page: `name` (its id), `imageSize` (pixels), `zoomScale`, `minimumZoomScale`,
///   `maximumZoomScale`, `contentOffset` (its own), `imageFrame` (in its content), `level` (the
///   scale of its tiles' level, when tiled) and `view` (its page view, when it has one);
/// - an image: `name`, `zoomScale`;
/// - a tile: `level`, `column`, `row`, `name` (`<id>_<level per mille>_<column>_<row>`),
///   `pixelSize` (its bitmap, the remainder at the edges), `sourceRect` and `tileRect` (image
///   pixels, clipped and full) and `fullFrame` (the full rectangle on screen).
///
/// Cost: every query is O(pages and tiles returned); nothing is stored per page but its image
/// size, and per visible page its view and zoom.
public struct PagingLayout: CollectionViewLayout, Hashable {
  /// The paging scroll view: the screen's environment, its viewport widened by
  /// ``pagePadding`` on both sides; no content inset.
  public let environment: LayoutEnvironment
  /// The pages as data: one section whose items are the pages, each with an `id` and an
  /// `imageSize`.
  public let sections: [LayoutSection]
  /// The screen's size, in points: each page's size.
  public let screen: LayoutSize
  /// The gap on each side of a page, in points.
  public let pagePadding: Double
  /// The configured minimum zoom scale; `nil`: each page's aspect fit.
  public let configuredMinimumZoomScale: Double?
  /// The maximum zoom scale of every page (the configured one, or `1 / displayScale`).
  public let maximumZoomScale: Double
  /// How images are tiled; `nil`: no tiles.
  public let tiles: TileOptions?

  /// Each page's image, by page index.
  let images: [PageImage]
  /// The page views: which page each shows, and those waiting for reuse.
  var pool = RecyclingPool<Int>(kind: "page")
  /// The zooming scroll views of pages that have a view and were zoomed or resized, by page
  /// index; every other page is at its minimum zoom, offset (0, 0).
  var zoomedPages: [Int: ZoomingPage] = [:]

  /// The horizontal layout of pages: updates and resizes measure along x.
  public var scrollAxis: ScrollAxis { .horizontal }

  /// Lays out `configuration`'s pages on a screen described by `environment` (its viewport
  /// is the screen). Throws every problem: the environment's at its properties
  /// (`viewport.width`; a photo browser takes no content inset), the configuration's under
  /// `configuration` (`configuration.pages[2].imageSize`).
  ///
  /// - Parameters:
  ///   - configuration: The pages, their padding, zoom scales and tiles.
  ///   - environment: The screen: its viewport is a page's size.
  /// - Throws: ``LayoutError``, every problem of the environment and the configuration.
  /// - Complexity: O(pages).
  public init(configuration: PagingConfiguration, environment: LayoutEnvironment)
    throws(LayoutError)
  {
    var checker = RangeChecker()
    checker.checkEnvironment(environment)
    if environment.contentInset != .zero {
      checker.report(
        "contentInset",
        "expected no content inset with a paging layout (its pages fill the screen)")
    }
    checker.checkPaging(configuration, at: "configuration")
    guard checker.issues.isEmpty else { throw LayoutError(issues: checker.issues) }
    self.init(validated: configuration, screenEnvironment: environment)
  }

  package init(validated configuration: PagingConfiguration, screenEnvironment: LayoutEnvironment) {
    let sections = [LayoutSection(items: .list(configuration.pages))]
    self.init(
      screen: screenEnvironment.viewport, displayScale: screenEnvironment.displayScale,
      pagePadding: configuration.pagePadding,
      minimum: configuration.minimumZoomScale,
      maximum: configuration.maximumZoomScale ?? 1 / screenEnvironment.displayScale,
      tiles: configuration.tiles, sections: sections,
      images: (try? PagingLayout.pageImages(of: sections)) ?? [])
  }

  /// A layout of validated values, no page views yet.
  init(
    screen: LayoutSize, displayScale: Double, pagePadding: Double, minimum: Double?,
    maximum: Double,
    tiles: TileOptions?, sections: [LayoutSection], images: [PageImage]
  ) {
    self.screen = screen
    self.pagePadding = pagePadding
    self.environment = LayoutEnvironment(
      viewport: LayoutSize(width: screen.width + 2 * pagePadding, height: screen.height),
      displayScale: displayScale)
    self.configuredMinimumZoomScale = minimum
    self.maximumZoomScale = maximum
    self.tiles = tiles
    self.sections = sections
    self.images = images
  }

  /// The same configuration for the pages of `sections` (one section of pages), in the
  /// paging scroll view `environment` (the screen is its viewport less the padding on both
  /// sides). With `mapping` (a batch update), the page views and zooms follow their pages:
  /// a deleted or reloaded page's view is put back, and the next ``settled(at:)`` reports it.
  /// In another environment, each zoomed page is resized as ``ZoomingPage/resized(to:minimum:maximum:)``
  /// says. Throws the problems of the pages, located at `sections[0].items[N]`, and of an
  /// environment too narrow for the padding. O(pages).
  public func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying mapping: UpdateMapping?
  ) throws(LayoutError) -> PagingLayout {
    guard environment.viewport != self.environment.viewport else {
      return try laidOut(
        sections: sections, screen: screen, displayScale: environment.displayScale,
        carrying: mapping)
    }
    try environment.validate()
    let screen = LayoutSize(
      width: environment.viewport.width - 2 * pagePadding, height: environment.viewport.height)
    guard screen.width > 0 else {
      throw LayoutError(
        location: "viewport.width",
        message: "expected more than twice the page padding (\(format(2 * pagePadding))), "
          + "got \(format(environment.viewport.width))")
    }
    return try laidOut(
      sections: sections, screen: screen, displayScale: environment.displayScale,
      carrying: mapping)
  }

  /// ``laidOut(sections:in:carrying:)`` on a screen of `screen` points (a valid size).
  func laidOut(
    sections: [LayoutSection], screen: LayoutSize, displayScale: Double,
    carrying mapping: UpdateMapping?
  ) throws(LayoutError) -> PagingLayout {
    let images = try PagingLayout.pageImages(of: sections)
    var layout = PagingLayout(
      screen: screen, displayScale: displayScale, pagePadding: pagePadding,
      minimum: configuredMinimumZoomScale, maximum: maximumZoomScale, tiles: tiles,
      sections: sections, images: images)
    layout.pool = pool
    var zoomed: [Int: ZoomingPage] = [:]
    if let mapping {
      func newPage(_ page: Int) -> Int? {
        let old = ItemPath(section: 0, item: page)
        guard !mapping.isReloaded(old: old) else { return nil }
        return mapping.newItem(forOld: old)?.item
      }
      layout.pool.remap(newPage)
      for (page, zoom) in zoomedPages {
        if let new = newPage(page) { zoomed[new] = zoom }
      }
    } else if screen != self.screen {
      // A resize: every page with a view keeps its zoom and its centre, as the sample's
      // rotation does for its visible pages.
      for page in Set(zoomedPages.keys).union(pool.views.keys).sorted()
      where images.indices.contains(page) {
        zoomed[page] = zoomingPage(page)?.resized(
          to: screen, minimum: configuredMinimumZoomScale, maximum: maximumZoomScale)
      }
    } else {
      zoomed = zoomedPages.filter { images.indices.contains($0.key) }
    }
    layout.zoomedPages = zoomed
    return layout
  }

  // MARK: - Geometry

  /// The number of pages.
  public var pageCount: Int { images.count }

  /// The distance from one page's left edge to the next one's: the screen's width plus twice
  /// the padding, which is also the paging scroll view's width.
  public var pageStride: Double { environment.viewport.width }

  /// The page slots: slot `i` is `[i · S, (i + 1) · S)`, page `i` centred in it.
  var slots: TileAxis { TileAxis(length: pageStride) }

  /// `count · S` wide, as high as the screen.
  public var contentSize: LayoutSize {
    LayoutSize(width: slots.start(of: pageCount), height: screen.height)
  }

  /// The frame of page `index`: `(i·S + p, 0, V, H)` (for any index; the page need not
  /// exist).
  public func frame(ofPage index: Int) -> LayoutRect {
    LayoutRect(
      x: slots.start(of: index) + pagePadding, y: 0, width: screen.width, height: screen.height)
  }

  /// The content offset at which page `index` is settled: `(i · S, 0)`.
  public func contentOffset(showingPage index: Int) -> LayoutPoint {
    LayoutPoint(x: slots.start(of: index), y: 0)
  }

  /// The screen's rectangle in content coordinates at `contentOffset`:
  /// `(x + p, y, V, H)`, inside the paging scroll view's bounds.
  public func screenRect(at contentOffset: LayoutPoint) -> LayoutRect {
    LayoutRect(
      x: contentOffset.x + pagePadding, y: contentOffset.y, width: screen.width,
      height: screen.height)
  }

  /// The pages that have a view at `contentOffset`: those whose slots meet the bounds
  /// `[x, x + S)` (the slot containing `x`, and the next one unless `x` is exactly a slot's
  /// start), within the pages that exist; empty when none does. One or two pages.
  public func visiblePages(at contentOffset: LayoutPoint) -> ClosedRange<Int>? {
    let first = slots.index(containing: contentOffset.x)
    let last = slots.start(of: first) == contentOffset.x ? first : first + 1
    let lower = max(first, 0)
    let upper = min(last, pageCount - 1)
    return lower <= upper ? lower...upper : nil
  }

  /// Page `index`'s zooming scroll view: its zoom if it has one, else at its minimum; `nil`
  /// when there is no such page.
  public func zoomingPage(_ index: Int) -> ZoomingPage? {
    guard images.indices.contains(index) else { return nil }
    if let zoomed = zoomedPages[index] { return zoomed }
    return ZoomingPage(
      imageSize: images[index].size, bounds: screen, minimum: configuredMinimumZoomScale,
      maximum: maximumZoomScale)
  }

  /// The view showing page `index`, if it has one.
  public func view(ofPage index: Int) -> Int? { pool.views[index] }
}

/// A page's image: its name and size in pixels.
struct PageImage: Hashable, Sendable {
  /// The page's id, which starts its tiles' names.
  var name: String
  /// The width, in pixels, >= 1.
  var width: Int
  /// The height, in pixels, >= 1.
  var height: Int

  /// The size in image points (one per pixel).
  var size: LayoutSize { LayoutSize(width: Double(width), height: Double(height)) }
}
