/// UIKit's `UICollectionViewFlowLayout` as a value: sections of items placed in lines, as many
/// items on a line as fit, each section with a header and a footer from its reference sizes.
///
/// ```
///  vertical (rows)                            horizontal (columns)
///  ┌ header/0/0 ─────────────────┐            ┌──┬────┬────┬──┬──
///  │ item/0/0  item/0/1  item/0/2│            │h │ 0  │ 3  │f │h
///  │ item/0/3  item/0/4          │            │0 │ 1  │ 4  │0 │1
///  ├ footer/0/0 ─────────────────┤            │  │ 2  │    │  │
///  ├ header/1/0 ─────────────────┤            └──┴────┴────┴──┴──
/// ```
///
/// The rules (each tagged with the fact sheet's section in <doc:UIKitFlowLayout>): items are
/// placed in index order, greedily, while their lengths and the minimum interitem spacing fit
/// the line (A.3); a full line is justified, a lone item on a line that is not the last is
/// centered, the last line keeps the columns when the section's items are all of one size and
/// is packed from the line's start otherwise (A.4); items are centered across their line (A.4);
/// headers and footers use the scroll-direction component of their reference size and span
/// the whole content (A.6); sections stack without spacing (A.6, A.10).
///
/// Element ids are the built-in ones: `item/S/I`, `header/S/0`, `footer/S/0`. Frames are in
/// content coordinates, in points, as computed (not snapped to pixels).
///
/// Cost: laying out is O(sections) for sections of items of one size (a count, or a list
/// whose items have no size of their own: one pass to find that out), O(items) for sections
/// whose items differ; a rect query is O(log n + k) (binary search over sections, arithmetic
/// or binary search over lines).
public struct FlowLayout: CollectionViewLayout, Hashable {
  /// The scroll view the layout was computed for.
  public let environment: LayoutEnvironment
  /// The layout's properties.
  public let configuration: FlowConfiguration
  /// The sections, as given.
  public let sections: [LayoutSection]
  /// The size of the content, in points: vertically, the content width and the bottom of the
  /// last section; horizontally, the right of the last section and the visible content height.
  public let contentSize: LayoutSize
  /// Where the configuration's problems are located when the layout is laid out again (a
  /// resize, an update): `configuration` in code, `layout` for a scenario's layout.
  package let configurationLocation: ValueLocation

  /// The axes lines are laid along.
  let axes: FlowAxes
  /// Each section laid out.
  let geometries: [FlowSectionGeometry]
  /// Each section's top and bottom along the scroll axis, for the binary search over
  /// sections.
  let sectionTops: [Double]
  let sectionBottoms: [Double]

  /// Lays out `sections` with `configuration` in `environment`.
  ///
  /// - Throws: Every problem of the environment (`viewport.width`), of the configuration
  ///   (`configuration.itemSize.width`), of the sections (`sections[2].layout.itemSize.width`,
  ///   `sections[0].items[3].width`), and every item longer than its line, located at the
  ///   value that gives its length.
  /// - Complexity: O(sections) for sections of items of one size, O(items) otherwise.
  public init(
    configuration: FlowConfiguration, environment: LayoutEnvironment, sections: [LayoutSection]
  ) throws(LayoutError) {
    try self.init(
      configuration: configuration, at: "configuration", environment: environment,
      sections: sections)
  }

  /// Lays out `sections` with `configuration` in `environment`, the configuration's problems
  /// located under `configurationLocation` (`layout` for a scenario's layout), now and
  /// whenever the layout is laid out again.
  package init(
    configuration: FlowConfiguration, at configurationLocation: ValueLocation,
    environment: LayoutEnvironment, sections: [LayoutSection]
  ) throws(LayoutError) {
    var checker = RangeChecker()
    checker.checkEnvironment(environment)
    checker.checkSections(sections, at: "sections")
    if checker.issues.isEmpty {
      checker.checkFlow(
        configuration, at: configurationLocation, sections: sections, environment: environment)
    }
    guard checker.issues.isEmpty else { throw LayoutError(issues: checker.issues) }
    self.init(
      validated: configuration, at: configurationLocation, environment: environment,
      sections: sections)
  }

  /// Lays out values that passed ``RangeChecker/checkFlow(_:at:sections:environment:)``, the
  /// configuration's problems located under `configurationLocation` when laid out again.
  package init(
    validated configuration: FlowConfiguration,
    at configurationLocation: ValueLocation = "configuration", environment: LayoutEnvironment,
    sections: [LayoutSection]
  ) {
    self.configurationLocation = configurationLocation
    self.environment = environment
    self.configuration = configuration
    self.sections = sections
    let axes = FlowAxes(isVertical: configuration.scrollDirection == .vertical)
    self.axes = axes
    let lineExtent = axes.lineExtent(of: environment)
    let boundary = Self.sectionInsetBoundary(of: configuration, in: environment)
    var top = 0.0
    var geometries: [FlowSectionGeometry] = []
    geometries.reserveCapacity(sections.count)
    var tops: [Double] = []
    var bottoms: [Double] = []
    tops.reserveCapacity(sections.count)
    bottoms.reserveCapacity(sections.count)
    for section in sections {
      let metrics = FlowMetrics(
        configuration: configuration,
        overrides: section.layout?.value(as: FlowSectionLayout.self), boundary: boundary)
      let geometry = FlowSectionGeometry(
        section: section, metrics: metrics, axes: axes, lineExtent: lineExtent, top: top)
      tops.append(geometry.top)
      bottoms.append(geometry.bottom)
      top = geometry.bottom
      geometries.append(geometry)
    }
    self.geometries = geometries
    sectionTops = tops
    sectionBottoms = bottoms
    contentSize =
      axes.isVertical
      ? LayoutSize(width: environment.contentWidth, height: top)
      : LayoutSize(width: top, height: environment.visibleContentHeight)
  }

  /// The same configuration laid out for `sections` in `environment`, after checking both
  /// (an item longer than its line in the new width is an error). Every section is laid out
  /// again: O(sections) for sections of items of one size, O(items) otherwise.
  public func laidOut(
    sections: [LayoutSection], in environment: LayoutEnvironment, carrying _: UpdateMapping?
  ) throws(LayoutError) -> FlowLayout {
    try FlowLayout(
      configuration: configuration, at: configurationLocation, environment: environment,
      sections: sections)
  }

  /// Where the boundary `configuration`'s ``FlowConfiguration/sectionInsetReference`` names
  /// lies from the content's edges across the scroll axis in `environment`, in points
  /// (``LayoutEnvironment/insets(of:across:)``, negative inside the adjusted content inset):
  /// a section's items start at `max(0, boundary + section inset)` from the content's edge
  /// (E.5: the content inset is the minimum). Headers and footers span the content whatever
  /// the reference (`fromSafeArea` insets cells, not headers and footers, E.5).
  static func sectionInsetBoundary(
    of configuration: FlowConfiguration, in environment: LayoutEnvironment
  ) -> CrossAxisInsets {
    environment.insets(
      of: configuration.sectionInsetReference.crossAxisBoundary,
      across: configuration.scrollDirection)
  }

  /// ``FlowConfiguration/scrollDirection``.
  public var scrollAxis: ScrollAxis { configuration.scrollDirection }

  /// The frame of `section`, from its header's leading edge to its footer's trailing edge,
  /// across the whole content; `nil` when there is no such section.
  public func frame(ofSection section: Int) -> LayoutRect? {
    guard geometries.indices.contains(section) else { return nil }
    let geometry = geometries[section]
    return axes.rect(
      u: 0, v: geometry.top, length: axes.lineExtent(of: environment),
      thickness: geometry.bottom - geometry.top)
  }

  /// The positions in ``geometries`` of the sections whose extent along the scroll axis may
  /// meet `lower ..< upper`. O(log sections).
  func sectionRange(meeting lower: Double, _ upper: Double) -> Range<Int> {
    let bottoms = sectionBottoms
    let tops = sectionTops
    let first = firstIndex(in: bottoms.count) { bottoms[$0] > lower }
    let end = firstIndex(in: tops.count) { tops[$0] >= upper }
    return first..<max(first, end)
  }
}
