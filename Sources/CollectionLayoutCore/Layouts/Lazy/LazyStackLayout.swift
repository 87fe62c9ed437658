/// A `LazyVStack` or `LazyHStack` in a `ScrollView` as a value: children one after another
/// along the scroll axis, each proposed the container's whole width (height), those narrower
/// placed by the stack's alignment, sections with pinned headers and footers.
///
/// ```swift
/// // LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders])
/// let list = try LazyStackLayout(
///   configuration: .lazyVStack(alignment: .leading, spacing: 0, pinnedViews: .sectionHeaders),
///   environment: LayoutEnvironment(device: .iPhone15), sections: sections)
/// ```
///
/// A stack lays out exactly as a grid of one track as long as the container, aligned by the
/// stack's alignment: it is a ``LazyGridLayout`` of its configuration, under a stack's name.
public struct LazyStackLayout: CollectionViewLayout, Hashable {
  /// The layout, as a grid of one track.
  public let grid: LazyGridLayout

  /// Lays out `sections` in the stack `configuration` (a ``LazyConfiguration/Kind/lazyVStack``
  /// or ``LazyConfiguration/Kind/lazyHStack``) on the screen `environment`.
  ///
  /// - Throws: Every problem of the environment, the configuration and the sections; a
  ///   grid's configuration is refused at `configuration.kind`.
  public init(
    configuration: LazyConfiguration, environment: LayoutEnvironment, sections: [LayoutSection]
  ) throws(LayoutError) {
    guard !configuration.kind.isGrid else {
      throw LayoutError(issues: [
        LayoutIssue(
          location: ValueLocation("configuration")["kind"],
          message:
            "expected lazyVStack or lazyHStack, got \(configuration.kind.rawValue) "
            + "(a grid is a LazyGridLayout)")
      ])
    }
    grid = try LazyGridLayout(
      configuration: configuration, environment: environment, sections: sections)
  }

  /// A stack of `grid`, laid out already.
  package init(grid: LazyGridLayout) {
    self.grid = grid
  }

  /// The adjusted screen (``LazyGridLayout/environment``).
  public var environment: LayoutEnvironment { grid.environment }
  /// The content's size, in points.
  public var contentSize: LayoutSize { grid.contentSize }
  /// The sections, as given.
  public var sections: [LayoutSection] { grid.sections }
  /// The stack's axis.
  public var scrollAxis: ScrollAxis { grid.scrollAxis }

  /// The same stack for other data or another screen.
  public func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying mapping: UpdateMapping?
  ) throws(LayoutError) -> LazyStackLayout {
    LazyStackLayout(grid: try grid.laidOut(sections: sections, in: environment, carrying: mapping))
  }

  /// The visible extent at `contentOffset`. O(1).
  public func pinPass(at contentOffset: LayoutPoint) -> LazyPins {
    grid.pinPass(at: contentOffset)
  }

  /// The elements meeting `rect`, in ``ElementID`` order. O(log n + k).
  public func elements(in rect: LayoutRect?, pins: LazyPins?, limit: Int) -> [LayoutAttributes] {
    grid.elements(in: rect, pins: pins, limit: limit)
  }

  /// Each element ``elements(in:pins:limit:)`` lists, handed to `body`. O(log n + k).
  public func forEachElement(
    in rect: LayoutRect?, pins: LazyPins?, _ body: (LayoutAttributes) -> Bool
  ) {
    grid.forEachElement(in: rect, pins: pins, body)
  }

  /// The common attributes of the elements, appended to `buffer`. O(log n + k).
  public func appendElements(
    in rect: LayoutRect?, pins: LazyPins?, to buffer: inout [ElementAttributes]
  ) {
    grid.appendElements(in: rect, pins: pins, to: &buffer)
  }

  /// The attributes of element `id`. O(1).
  public func attributes(for id: ElementID, pins: LazyPins?) -> LayoutAttributes? {
    grid.attributes(for: id, pins: pins)
  }

  /// `item/S/I` when the stack has that item. O(1).
  public func element(ofItem path: ItemPath) -> ElementID? { grid.element(ofItem: path) }

  /// The frame of `section`. O(1).
  public func frame(ofSection section: Int) -> LayoutRect? { grid.frame(ofSection: section) }

  /// Where the content starts (``LazyScrollView/defaultScrollAnchor``).
  public var initialContentOffset: LayoutPoint { grid.initialContentOffset }

  /// The valid offsets (content shorter than the view stays at its anchor).
  public var validContentOffsets: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    grid.validContentOffsets
  }

  /// Where a fling rests (``LazyScrollView/targetBehavior``). O(log n).
  public func targetContentOffset(
    forProposedContentOffset proposedContentOffset: LayoutPoint,
    withScrollingVelocity velocity: LayoutPoint, releasedAt contentOffset: LayoutPoint
  ) -> LayoutPoint {
    grid.targetContentOffset(
      forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity,
      releasedAt: contentOffset)
  }
}

extension LazyGridLayout: InsetsContentItself {}
extension LazyStackLayout: InsetsContentItself {}
