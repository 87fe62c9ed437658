import CollectionLayout

/// Random valid scenarios from a seeded generator, for the property tests: random metrics
/// (ordinary and extreme: spacings and separator insets wider than the content, separators
/// thicker than rows), sections with headers, footers, pins and placeholders, items with and
/// without their own heights, and scroll (overscroll included) and resize steps.
///
/// Every scenario it makes passes validation; sizes stay small so that thousands of cases run
/// in a few seconds.
struct ScenarioGenerator {
  /// The random source.
  var random: SeededRandom

  /// Creates a generator from a seed.
  init(seed: UInt64) {
    random = SeededRandom(seed: seed)
  }

  /// A random valid scenario with `steps` scroll and resize steps.
  mutating func scenario(steps stepCount: Int = 4) -> Scenario {
    let viewport = viewportSize()
    let inset = contentInset(width: viewport.width)
    let environment = LayoutEnvironment(
      viewport: viewport, contentInset: inset,
      displayScale: random.pick([1, 2, 2, 3, 1.5, 0.7, random.double(0.1...16)]))
    var scenario = Scenario(environment: environment, metrics: metrics(defaults: true))
    scenario.globalHeaders = supplementaries(maximum: 3)
    scenario.sections = (0..<random.int(0...6)).map { _ in section() }
    scenario.output = OutputOptions(elements: random.chance(0.5) ? .all : .visible)
    var width = viewport.width
    scenario.steps = (0..<stepCount).map { _ in
      if random.chance(0.25) {
        let size = viewportSize(minimumWidth: inset.left + inset.right)
        width = size.width
        return .resize(size)
      }
      return .scroll(offset(width: width))
    }
    return scenario
  }

  /// A viewport size, wider than `minimumWidth`.
  mutating func viewportSize(minimumWidth: Double = 0) -> LayoutSize {
    let width = random.pick([320, 375, 768, 1024, 1, 20.5, random.double(1...2000)])
    let height = random.pick([480, 667, 1024, 1, 33.3, random.double(1...3000)])
    return LayoutSize(width: max(width, minimumWidth + random.double(0.5...50)), height: height)
  }

  /// Content insets that leave some content width.
  mutating func contentInset(width: Double) -> LayoutInsets {
    guard random.chance(0.6) else { return .zero }
    let side = min(width / 3, random.pick([0, 8, 16, 20.5]))
    return LayoutInsets(
      top: random.pick([0, 20, 64, 100.25]), left: random.chance(0.3) ? side : 0,
      bottom: random.pick([0, 0, 49, 34]), right: random.chance(0.3) ? side : 0)
  }

  /// A length in points: mostly ordinary, sometimes tiny, fractional or very large.
  mutating func length(_ ordinary: ClosedRange<Double>) -> Double {
    switch random.int(0...9) {
    case 0: return random.pick([0.001, 0.25, 1 / 3])
    case 1: return random.pick([2000, 12_345.678, 100_000])
    default: return (random.double(ordinary) * 8).rounded() / 8 + (random.chance(0.2) ? 0.3 : 0)
    }
  }

  /// Section metrics with a random subset of keys set.
  mutating func metrics(defaults: Bool) -> SectionMetrics {
    var metrics = SectionMetrics()
    let probability = defaults ? 0.6 : 0.3
    if random.chance(probability) { metrics.rowHeight = length(10...120) }
    if random.chance(probability) {
      metrics.columns = random.chance(0.9) ? random.int(1...6) : random.int(7...60)
    }
    if random.chance(probability) {
      metrics.columnSpacing = random.chance(0.8) ? length(0...20) : 0
    }
    if random.chance(probability) { metrics.rowSpacing = random.chance(0.8) ? length(0...20) : 0 }
    if random.chance(probability) {
      metrics.padding = LayoutInsets(
        top: length(0...30), left: length(0...30), bottom: length(0...30), right: length(0...30))
    }
    if random.chance(probability) {
      metrics.itemOrder = random.chance(0.5) ? .leadingToTrailing : .trailingToLeading
    }
    if random.chance(probability) {
      metrics.separators = SeparatorMetrics(
        row: random.chance(0.6), column: random.chance(0.6), section: random.chance(0.6),
        lastSection: random.chance(0.5),
        insets: random.chance(0.5)
          ? HorizontalInsets(left: length(0...20), right: length(0...20)) : nil,
        thickness: random.chance(0.6) ? nil : length(0.5...4))
    }
    if random.chance(probability) {
      metrics.backgroundColor = LayoutColor(red: 255, green: 255, blue: 255)
    }
    if random.chance(probability / 2) {
      metrics.selectedBackgroundColor = LayoutColor(red: 0xD9, green: 0xD9, blue: 0xD9)
    }
    return metrics
  }

  /// Up to `maximum` headers or footers.
  mutating func supplementaries(maximum: Int) -> [Supplementary] {
    (0..<random.int(0...maximum)).map { _ in
      Supplementary(
        height: length(10...80), isPinned: random.chance(0.5),
        padding: random.chance(0.2) ? LayoutInsets(left: 16, right: 16) : nil)
    }
  }

  /// A section: items as a count or a list, headers, footers, sometimes a placeholder; a
  /// quarter of them masonry sections, whose items all have a height or an aspect ratio.
  mutating func section() -> LayoutSection {
    var section = LayoutSection(metrics: metrics(defaults: false))
    let count = random.chance(0.15) ? 0 : random.int(1...40)
    if random.chance(0.25) {
      section.metrics.arrangement = .masonry
      section.metrics.masonryPlacement = random.pick([nil, .shortest, .stable])
      section.items = .list((0..<count).map { _ in masonryItem() })
    } else if random.chance(0.3) {
      section.items = .list(
        (0..<count).map { _ in Item(height: random.chance(0.5) ? length(5...150) : nil) })
    } else {
      section.items = .count(count)
    }
    section.headers = supplementaries(maximum: 3)
    section.footers = supplementaries(maximum: 2)
    if random.chance(0.15) {
      // A section showing a placeholder has no items.
      if case .list = section.items { section.items = .list([]) } else { section.items = .count(0) }
      section.placeholder = Placeholder(
        kind: random.pick(PlaceholderKind.allCases), title: "Title",
        height: random.chance(0.5) ? length(20...400) : nil)
    }
    return section
  }

  /// An item with a height or an aspect ratio, as masonry sections need.
  mutating func masonryItem() -> Item {
    random.chance(0.6)
      ? Item(height: length(5...150))
      : Item(aspectRatio: random.pick([1, 0.75, 1.5, random.double(0.2...5)]))
  }

  /// A content offset: at the top, inside the content, in overscroll above or below, or far
  /// away.
  mutating func offset(width: Double) -> LayoutPoint {
    let y: Double
    switch random.int(0...9) {
    case 0: y = -random.double(0...300)
    case 1: y = random.pick([0, -64, -20])
    case 2: y = random.double(3000...20_000)
    case 3: y = random.pick([1e6, -1e6, 123_456.789])
    default: y = (random.double(0...2500) * 4).rounded() / 4
    }
    let x = random.chance(0.9) ? 0 : random.double(-width...width)
    return LayoutPoint(x: x, y: y)
  }
}
