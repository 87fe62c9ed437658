/// What the sections of a layout with the same metrics share: the metrics after the cascade
/// and the columns of the grid (the column edges are computed once, not per section). A
/// layout makes one per distinct section metrics; immutable, compared by value.
final class SectionStyle: Hashable, Sendable {
  /// The metrics after the cascade.
  let metrics: ResolvedMetrics
  /// The columns of the grid, in the layout's content width.
  let columns: ColumnGrid
  /// The section's own metrics the style was made for (before the cascade): the key under
  /// which a later layout's ``SectionStyleCache`` finds it again. Not part of the style's value.
  let ownMetrics: SectionMetrics
  /// Whether ``ownMetrics`` sets no value (the style of the sections without metrics of their
  /// own).
  let isDefault: Bool

  /// The style of `metrics` (made from a section's `ownMetrics`) in `contentWidth` points,
  /// snapped to `pixelGrid`.
  init(
    metrics: ResolvedMetrics, ownMetrics: SectionMetrics, contentWidth: Double,
    pixelGrid: PixelGrid
  ) {
    self.metrics = metrics
    self.ownMetrics = ownMetrics
    isDefault = ownMetrics == SectionMetrics()
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

/// A section's style as its geometry holds it: a reference that is not counted (an
/// `Unmanaged` reference, which is `unowned(unsafe)`), and the style's position in its
/// layout's ``GridLayout/styles``, the list that keeps it alive.
///
/// Not counted because a geometry is copied and destroyed once per section at every update
/// (a reused section's geometry is placed again, the old layout's are freed): a counted
/// reference cost a retain and a release for each, two atomic operations a section. A layout's
/// styles are few (one per distinct section metrics) and its ``GridLayout/styles`` holds them
/// all for as long as its geometries live; the debug builds check that the style at ``index``
/// of that list is this one (``GridLayout/checkInvariants()``). An index alone would need the
/// list at every read of the metrics (every attribute); the reference alone would not say which
/// of an old layout's styles a new layout still uses. `Unmanaged` rather than an
/// `unowned(unsafe)` property: the compiler retains a style read from an `unowned(unsafe)`
/// property (and then each list of it that is read) for as long as it is used, where
/// ``read(_:)`` lends it without a count. Compared and hashed by the style's value only: the
/// position is bookkeeping of one layout, not part of the section's value.
struct HeldStyle: Hashable, @unchecked Sendable {
  /// The style, kept alive by the layout's ``GridLayout/styles``. (`Unmanaged` is not
  /// `Sendable`; the style it refers to is, and is immutable.)
  private let reference: Unmanaged<SectionStyle>
  /// The position of the style in the layout's ``GridLayout/styles``, >= 0.
  var index: Int

  /// `style`, at `index` of the styles of the layout that will keep it alive.
  init(style: SectionStyle, index: Int) {
    reference = Unmanaged.passUnretained(style)
    self.index = index
  }

  /// The style, as a counted reference (retained): for the few reads off the hot paths.
  var style: SectionStyle { reference.takeUnretainedValue() }

  /// Calls `body` with the style, lent without a count: the properties read through it are
  /// read in place.
  @inline(__always)
  func read<Result>(_ body: (SectionStyle) -> Result) -> Result {
    reference._withUnsafeGuaranteedRef(body)
  }

  static func == (lhs: HeldStyle, rhs: HeldStyle) -> Bool {
    lhs.read { left in rhs.read { right in left == right } }
  }

  func hash(into hasher: inout Hasher) { read { hasher.combine($0) } }
}

/// The styles a grid layout's geometries use, each once: what keeps them alive (a geometry's
/// reference to its style is not counted, see ``HeldStyle``). Bookkeeping, not part of the
/// layout's value: two layouts of the same data are equal whatever the order of their styles.
struct SectionStyles: Hashable, Sendable {
  /// The styles, at the positions their geometries' ``HeldStyle/index`` name.
  let all: [SectionStyle]

  /// Always `true`: the list is not part of a layout's value.
  static func == (lhs: SectionStyles, rhs: SectionStyles) -> Bool { true }

  /// Adds nothing, as ``==(_:_:)`` compares nothing.
  func hash(into hasher: inout Hasher) {}
}

/// The styles of a layout's sections, one per distinct section metrics: sections without
/// metrics of their own (the usual case) share the defaults' style at the cost of a few
/// comparisons, consecutive sections with the same metrics share the last style at the cost
/// of one comparison, others are looked up by value. Preparing a section allocates nothing for
/// its metrics, and copies none.
///
/// Seeded with the styles of the layout an update reuses sections of (same defaults, content
/// width and display scale), at their positions: a reused geometry's ``HeldStyle/index`` stays
/// valid, and a new section with the same metrics gets the same object, so the list does not
/// grow from update to update. ``usedStyles()`` then drops the seeded styles no
/// section uses any more.
struct SectionStyleCache {
  /// The layout's default metrics, which every section's metrics override.
  let defaults: SectionMetrics
  let environment: LayoutEnvironment
  let pixelGrid: PixelGrid
  /// Every style seeded or made, at the positions handed out in ``HeldStyle/index``.
  private(set) var styles: [SectionStyle]
  /// Whether a section was given the style at each position of ``styles`` (seeded styles start
  /// unused).
  private var used: [Bool]
  /// The style of sections that set no metrics of their own, once one was asked for.
  private var defaultStyle: Int?
  /// The index of the last section looked up with metrics of its own, and its style.
  private var lastSection: (index: Int, style: Int)?
  private var known: [SectionMetrics: Int] = [:]

  /// A cache holding `seeds` (the styles of a layout in the same defaults, content width and
  /// display scale) at their positions.
  init(
    defaults: SectionMetrics, environment: LayoutEnvironment, pixelGrid: PixelGrid,
    seeds: [SectionStyle] = []
  ) {
    self.defaults = defaults
    self.environment = environment
    self.pixelGrid = pixelGrid
    styles = seeds
    used = [Bool](repeating: false, count: seeds.count)
    for position in seeds.indices {
      if seeds[position].isDefault {
        defaultStyle = position
      } else {
        known[seeds[position].ownMetrics] = position
      }
    }
  }

  /// A cache seeded with the styles of `layout` (a layout whose sections a new layout reuses)
  /// at their positions, when they are this cache's: made under the same defaults, in the same
  /// content width and display scale (what a style is made of; a section is reused only then).
  /// A reused geometry keeps its style's position, and a new section with the same metrics gets
  /// the same object.
  init(
    defaults: SectionMetrics, environment: LayoutEnvironment, pixelGrid: PixelGrid,
    reusing layout: GridLayout?
  ) {
    var seeds: [SectionStyle] = []
    var seeded = false
    if let layout, layout.environment.contentWidth == environment.contentWidth,
      layout.environment.displayScale == environment.displayScale, layout.metrics == defaults
    {
      seeds = layout.styles.all
      seeded = true
    }
    self.init(defaults: defaults, environment: environment, pixelGrid: pixelGrid, seeds: seeds)
    holdsReusedStyles = seeded
  }

  /// Whether the cache holds the styles of the layout it was made ``init(defaults:environment:pixelGrid:reusing:)``
  /// for, at their positions: only then may a geometry of that layout be placed again in the
  /// new one (its style's position names a style this cache holds and the new layout keeps).
  private(set) var holdsReusedStyles = false

  /// Records that a section keeps the seeded style at `index` (a reused geometry's).
  @inline(__always)
  mutating func use(_ index: Int) {
    if !used[index] { used[index] = true }
  }

  /// The style of section `index` of `sections`, whose metrics are read in place. The
  /// sections are those of every earlier call (`index` ascending): the last section looked up
  /// is compared by its index.
  mutating func style(
    ofSection index: Int, in sections: SectionsHandle
  ) -> HeldStyle {
    if sections.setsNoMetrics(at: index) {
      if let defaultStyle { return held(defaultStyle) }
      let position = position(for: SectionMetrics())
      defaultStyle = position
      return held(position)
    }
    if let lastSection, sections[lastSection.index].metrics == sections[index].metrics {
      return held(lastSection.style)
    }
    let position = position(for: sections[index].metrics)
    lastSection = (index, position)
    return held(position)
  }

  /// The style at `position`, marked used (not retained: ``styles`` holds it).
  private mutating func held(_ position: Int) -> HeldStyle {
    use(position)
    return styles.withUnsafeBufferPointer { styles in
      HeldStyle(style: styles[position], index: position)
    }
  }

  /// The position of the style of a section whose own metrics are `metrics`.
  private mutating func position(for metrics: SectionMetrics) -> Int {
    if let found = known[metrics] { return found }
    let style = SectionStyle(
      metrics: metrics.resolved(inheriting: defaults, displayScale: environment.displayScale),
      ownMetrics: metrics, contentWidth: environment.contentWidth, pixelGrid: pixelGrid)
    known[metrics] = styles.count
    styles.append(style)
    used.append(false)
    return styles.count - 1
  }

  /// The styles the sections use, and for each position of ``styles`` its position in that
  /// list (`nil` when every style is used: the positions stay). O(styles).
  func usedStyles() -> (styles: [SectionStyle], positions: [Int]?) {
    guard used.contains(false) else { return (styles, nil) }
    var kept: [SectionStyle] = []
    var positions = [Int](repeating: -1, count: styles.count)
    for position in styles.indices where used[position] {
      positions[position] = kept.count
      kept.append(styles[position])
    }
    return (kept, positions)
  }
}
