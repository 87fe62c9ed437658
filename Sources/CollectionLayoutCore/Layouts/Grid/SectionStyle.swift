/// What the sections of a layout with the same metrics share: the metrics after the cascade
/// and the columns of the grid (the column edges are computed once, not per section). A
/// layout makes one per distinct section metrics; immutable, compared by value.
final class SectionStyle: Hashable, Sendable {
  /// The metrics after the cascade.
  let metrics: ResolvedMetrics
  /// The columns of the grid, in the layout's content width.
  let columns: ColumnGrid

  /// The style of `metrics` in `contentWidth` points, snapped to `pixelGrid`.
  init(metrics: ResolvedMetrics, contentWidth: Double, pixelGrid: PixelGrid) {
    self.metrics = metrics
    columns = ColumnGrid(
      contentWidth: contentWidth, padding: metrics.padding, columns: metrics.columns,
      spacing: metrics.columnSpacing, itemOrder: metrics.itemOrder, pixelGrid: pixelGrid)
  }

  static func == (lhs: SectionStyle, rhs: SectionStyle) -> Bool {
    lhs === rhs || (lhs.metrics == rhs.metrics && lhs.columns == rhs.columns)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(metrics)
    hasher.combine(columns)
  }
}

/// The styles of a layout's sections, one per distinct section metrics: sections without
/// metrics of their own (the usual case) share the defaults' style at the cost of a few
/// comparisons, consecutive sections with the same metrics share the last style at the cost
/// of one comparison, others are looked up by value. Preparing a section allocates nothing for
/// its metrics, and copies none.
struct SectionStyleCache {
  /// The layout's default metrics, which every section's metrics override.
  let defaults: SectionMetrics
  let environment: LayoutEnvironment
  let pixelGrid: PixelGrid
  /// The style of sections that set no metrics of their own, once one was asked for.
  private var defaultStyle: SectionStyle?
  /// The index of the last section looked up with metrics of its own, and its style.
  private var lastSection: (index: Int, style: SectionStyle)?
  private var known: [SectionMetrics: SectionStyle] = [:]

  init(defaults: SectionMetrics, environment: LayoutEnvironment, pixelGrid: PixelGrid) {
    self.defaults = defaults
    self.environment = environment
    self.pixelGrid = pixelGrid
  }

  /// The style of section `index` of `sections`, whose metrics are read in place. The
  /// sections are those of every earlier call (`index` ascending): the last section looked up
  /// is compared by its index.
  mutating func style(
    ofSection index: Int, in sections: SectionsHandle
  ) -> SectionStyle {
    if sections.setsNoMetrics(at: index) {
      if let defaultStyle { return defaultStyle }
      let style = style(for: SectionMetrics())
      defaultStyle = style
      return style
    }
    if let lastSection, sections[lastSection.index].metrics == sections[index].metrics {
      return lastSection.style
    }
    let style = style(for: sections[index].metrics)
    lastSection = (index, style)
    return style
  }

  /// The style of a section whose own metrics are `metrics`.
  mutating func style(for metrics: SectionMetrics) -> SectionStyle {
    if let found = known[metrics] { return found }
    let style = SectionStyle(
      metrics: metrics.resolved(inheriting: defaults, displayScale: environment.displayScale),
      contentWidth: environment.contentWidth, pixelGrid: pixelGrid)
    known[metrics] = style
    return style
  }
}
