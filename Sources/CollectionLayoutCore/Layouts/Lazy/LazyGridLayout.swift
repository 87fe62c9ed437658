/// SwiftUI's lazy containers in a `ScrollView` as a value: a `LazyVGrid` or `LazyHGrid` of
/// ``GridItem`` tracks, or a `LazyVStack` or `LazyHStack` (one track as wide as the
/// container; ``LazyStackLayout`` is the same layout under a stack's name), with sections,
/// headers and footers, pinned views, and the scroll view's margins and targets.
///
/// ```
///  LazyVGrid(columns: [fixed(70), adaptive(40)]) in 200 points, spacing 8
///  x: 0      70 78    135 143   200
///     ┌──────┐  ┌──────┐  ┌──────┐   header/0/0 spans the width
///     │item 0│  │item 1│  │item 2│   a row is as long as its longest cell; a shorter cell
///     └──────┘  └──────┘  └──────┘   sits in its slot by its item's alignment
///     ┌──────┐  ┌──────┐             the next row `spacing` below
/// ```
///
/// The rules are the reference sheet's S (see <doc:SwiftUILazyContainers>): track lengths by
/// ``GridColumns`` (two passes), rows filled leading to trailing, every child `spacing` after
/// the previous one (headers and footers too, across sections), pinned headers held at the
/// visible start until their section's last child pushes them out, pinned footers at the
/// visible end.
///
/// The layout is given the screen (the app's content inset and the safe area) and scrolls
/// with the adjusted inset of its ``LazyScrollView`` (``environment``).
///
/// Element ids are the built-in ones: `item/S/I`, `header/S/0`, `footer/S/0`. Frames are in
/// content coordinates, in points; track edges are snapped to the pixel grid.
///
/// Cost: laying out is O(sections) for sections of uniform items (a `count`), O(items)
/// otherwise; a rect query is O(log n + k) (binary search over sections, arithmetic or binary
/// search over rows).
public struct LazyGridLayout: CollectionViewLayout, Hashable {
  /// The scroll view the layout scrolls in: the screen given, its content inset adjusted by
  /// the safe area and ``LazyConfiguration/scrollView`` (written as the frames'
  /// `contentInset`).
  public let environment: LayoutEnvironment
  /// The container.
  public let configuration: LazyConfiguration
  /// The sections, as given.
  public let sections: [LayoutSection]
  /// The size of the content, in points: vertically the content width and the end of the
  /// last child; horizontally the end of the last child and the visible content height.
  public let contentSize: LayoutSize
  /// The tracks across the scroll axis, leading to trailing (one, the container's width, in
  /// a stack).
  public let tracks: [GridColumns.Track]
  /// A grid's track computation (both passes); `nil` for a stack.
  public let columns: GridColumns?
  /// The app's own content inset, before the adjustment.
  let screenInset: LayoutInsets
  /// Where the configuration's problems are located when laid out again.
  package let configurationLocation: ValueLocation
  /// Each section laid out.
  let geometries: [LazySectionGeometry]
  /// Each section's start and end along the scroll axis, for the binary search.
  let sectionStarts: [Double]
  let sectionEnds: [Double]

  /// Lays out `sections` in a container described by `configuration`, on the screen
  /// `environment` (its `contentInset` is the app's own; the safe area and the scroll view's
  /// margins are added to it).
  ///
  /// - Throws: Every problem of the environment, of the configuration (located under
  ///   `configuration`) and of the sections.
  /// - Complexity: O(sections) for uniform sections, O(items) otherwise.
  public init(
    configuration: LazyConfiguration, environment: LayoutEnvironment, sections: [LayoutSection]
  ) throws(LayoutError) {
    try self.init(
      configuration: configuration, at: "configuration", environment: environment,
      sections: sections)
  }

  /// Lays out, the configuration's problems located under `configurationLocation`.
  package init(
    configuration: LazyConfiguration, at configurationLocation: ValueLocation,
    environment: LayoutEnvironment, sections: [LayoutSection]
  ) throws(LayoutError) {
    var checker = RangeChecker()
    checker.checkEnvironment(environment)
    checker.checkSections(sections, at: "sections")
    checker.checkLazy(configuration, at: configurationLocation, sections: sections)
    guard checker.issues.isEmpty else { throw LayoutError(issues: checker.issues) }
    self.init(
      validated: configuration, at: configurationLocation, screen: environment,
      sections: sections)
  }

  /// Lays out values that passed the checks.
  package init(
    validated configuration: LazyConfiguration, at configurationLocation: ValueLocation,
    screen: LayoutEnvironment, sections: [LayoutSection]
  ) {
    self.configuration = configuration
    self.configurationLocation = configurationLocation
    self.sections = sections
    screenInset = screen.contentInset
    var environment = screen
    environment.contentInset = configuration.scrollView.adjustedInset(
      screen.contentInset, safeArea: screen.safeArea)
    self.environment = environment
    let axis = configuration.kind.axis
    let crossExtent =
      axis == .vertical ? environment.contentWidth : environment.visibleContentHeight
    if configuration.kind.isGrid {
      let columns = GridColumns(
        items: configuration.tracks, proposedLength: crossExtent,
        alignment: configuration.alignment.fraction(along: axis.other),
        displayScale: environment.displayScale)
      self.columns = columns
      tracks = columns.tracks
    } else {
      columns = nil
      tracks = [
        GridColumns.Track(
          origin: 0, length: crossExtent, item: 0, alignment: configuration.alignment)
      ]
    }
    var builder = LazyGeometryBuilder(
      configuration: configuration, environment: environment, tracks: tracks)
    var geometries: [LazySectionGeometry] = []
    geometries.reserveCapacity(sections.count)
    for section in sections { geometries.append(builder.section(section)) }
    self.geometries = geometries
    sectionStarts = geometries.map(\.start)
    sectionEnds = geometries.map(\.end)
    contentSize =
      axis == .vertical
      ? LayoutSize(width: environment.contentWidth, height: builder.cursor)
      : LayoutSize(width: builder.cursor, height: environment.visibleContentHeight)
  }

  /// The same container for `sections` in `environment`. An environment with this layout's
  /// safe area and adjusted inset is this screen (an update, a resize of the viewport): the
  /// app's inset is kept; any other is a new screen whose inset is the app's.
  public func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying _: UpdateMapping?
  ) throws(LayoutError) -> LazyGridLayout {
    var screen = environment
    if environment.safeArea == self.environment.safeArea,
      environment.contentInset == self.environment.contentInset
    {
      screen.contentInset = screenInset
    }
    return try LazyGridLayout(
      configuration: configuration, at: configurationLocation, environment: screen,
      sections: sections)
  }

  /// The container's axis.
  public var scrollAxis: ScrollAxis { configuration.kind.axis }

  /// The frame of `section`, from its first child's start to its last child's end, across the
  /// whole content; `nil` when there is no such section.
  public func frame(ofSection section: Int) -> LayoutRect? {
    guard geometries.indices.contains(section) else { return nil }
    let geometry = geometries[section]
    return rect(
      main: geometry.start, cross: 0, mainLength: geometry.end - geometry.start,
      crossLength: crossExtent)
  }

  /// The content's extent across the scroll axis, in points.
  var crossExtent: Double {
    scrollAxis == .vertical ? environment.contentWidth : environment.visibleContentHeight
  }

  /// A rectangle from lengths along (`main`) and across (`cross`) the scroll axis.
  func rect(main: Double, cross: Double, mainLength: Double, crossLength: Double) -> LayoutRect {
    scrollAxis == .vertical
      ? LayoutRect(x: cross, y: main, width: crossLength, height: mainLength)
      : LayoutRect(x: main, y: cross, width: mainLength, height: crossLength)
  }

  /// The positions of the sections whose extent may meet `lower ..< upper` along the scroll
  /// axis. O(log sections).
  func sectionRange(meeting lower: Double, _ upper: Double) -> Range<Int> {
    let starts = sectionStarts
    let ends = sectionEnds
    let first = firstIndex(in: ends.count) { ends[$0] >= lower }
    let end = firstIndex(in: starts.count) { starts[$0] > upper }
    return first..<max(first, end)
  }
}

extension ScrollAxis {
  /// The axis across this one.
  var other: ScrollAxis { self == .vertical ? .horizontal : .vertical }
}
