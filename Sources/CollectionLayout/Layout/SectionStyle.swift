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

/// The styles of a layout's sections, one per distinct section metrics: consecutive sections
/// with the same metrics (the usual case) share the last style at the cost of one comparison,
/// others are looked up by value. Preparing a section allocates nothing for its metrics.
struct SectionStyleCache {
  /// The layout's default metrics, which every section's metrics override.
  let defaults: SectionMetrics
  let environment: LayoutEnvironment
  let pixelGrid: PixelGrid
  /// The last section's own metrics and style (`nil` before the first): consecutive sections
  /// usually share them. Not optional, so that comparing them copies nothing (comparing with
  /// an optional wraps, and so copies, the section's metrics).
  private var lastMetrics = SectionMetrics()
  private var lastStyle: SectionStyle?
  private var known: [SectionMetrics: SectionStyle] = [:]

  init(defaults: SectionMetrics, environment: LayoutEnvironment, pixelGrid: PixelGrid) {
    self.defaults = defaults
    self.environment = environment
    self.pixelGrid = pixelGrid
  }

  /// The style of a section whose own metrics are `metrics`.
  mutating func style(for metrics: SectionMetrics) -> SectionStyle {
    if lastStyle != nil, lastMetrics == metrics, let lastStyle { return lastStyle }
    let style: SectionStyle
    if let found = known[metrics] {
      style = found
    } else {
      style = SectionStyle(
        metrics: metrics.resolved(inheriting: defaults, displayScale: environment.displayScale),
        contentWidth: environment.contentWidth, pixelGrid: pixelGrid)
      known[metrics] = style
    }
    lastMetrics = metrics
    lastStyle = style
    return style
  }
}
