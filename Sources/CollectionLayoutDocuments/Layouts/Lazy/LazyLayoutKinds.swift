import CollectionLayoutCore

/// `"layout": {"kind": "lazyVGrid", "columns": [...], ...}` and its three siblings: SwiftUI's
/// lazy containers in a `ScrollView` (``LazyGridLayout``, ``LazyStackLayout``). Each kind is
/// one type of this family, registered by one line; they read the same keys (a grid's
/// `columns` or `rows` besides) into a ``LazyConfiguration``. Each section's `layout` gives its
/// `header` and `footer`; items give their `height` (`width` in a horizontal container), an
/// optional narrower cross size, or an `aspectRatio`.
protocol LazyLayoutKind: StreamingLayoutKind where Configuration == LazyConfiguration {
  /// The container.
  static var container: LazyConfiguration.Kind { get }
}

extension LazyLayoutKind {
  static var name: String { container.rawValue }
  static var defaultConfiguration: LazyConfiguration { LazyConfiguration(kind: container) }
  static var hasSectionLayouts: Bool { true }
  /// SwiftUI's `Animation.default` (S.6): ``LazyConfiguration/defaultAnimation``.
  static var defaultUpdateAnimation: UpdateAnimation { LazyConfiguration.defaultAnimation }

  /// The grid's tracks key (`columns`, `rows`), then the shared keys, in documented order.
  static var configurationKeys: [String] {
    (tracksKey.map { [$0] } ?? [])
      + ["spacing", "alignment", "pinnedViews", "itemLength", "scrollView", "itemFrame"]
  }

  /// A grid needs its tracks.
  static var requiredKeys: [String] { tracksKey.map { [$0] } ?? [] }

  /// `columns` for `lazyVGrid`, `rows` for `lazyHGrid`, none for a stack.
  static var tracksKey: String? {
    switch container {
    case .lazyVGrid: return "columns"
    case .lazyHGrid: return "rows"
    case .lazyVStack, .lazyHStack: return nil
    }
  }

  static func read(
    _ key: String, into configuration: inout LazyConfiguration,
    from reader: inout StreamingReader
  ) throws(DecodingStop) {
    switch key {
    case "columns", "rows": configuration.tracks = try reader.gridItems()
    case "spacing": configuration.spacing = try reader.number()
    case "alignment":
      configuration.alignment =
        try reader.enumeration(LayoutAlignment.self, suggesting: true) ?? .center
    case "pinnedViews": configuration.pinnedViews = try reader.pinnedViews()
    case "itemLength": configuration.itemLength = try reader.number() ?? 44
    case "scrollView": configuration.scrollView = try reader.lazyScrollView()
    case "itemFrame": configuration.itemFrame = try reader.itemFrame()
    default: try reader.skipValue()
    }
  }

  /// A section's header and footer (``LazySectionLayout``).
  static func readSectionLayout(from reader: inout StreamingReader) throws(DecodingStop)
    -> SectionLayout?
  {
    try reader.lazySectionLayout(axis: container.axis).map(SectionLayout.init)
  }

  static func check(
    _ configuration: LazyConfiguration, of scenario: Scenario, into checker: inout RangeChecker
  ) {
    checker.checkLazyScenario(configuration, of: scenario)
  }

  static func makeLayout(_ configuration: LazyConfiguration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout
  {
    do {
      let grid = try LazyGridLayout(
        configuration: configuration, at: "layout", environment: scenario.environment,
        sections: scenario.sections)
      return configuration.kind.isGrid ? grid : LazyStackLayout(grid: grid)
    } catch {
      throw ScenarioError(error)
    }
  }

  /// Each section's items, and its header and footer (which its `layout` gives). O(sections).
  static func elementCount(of configuration: LazyConfiguration, in scenario: Scenario) -> Int? {
    var count = SaturatingCount(0)
    for section in scenario.sections {
      let description = section.layout?.value(as: LazySectionLayout.self)
      count = count.adding(section.items.count)
        .adding(description?.header == nil ? 0 : 1).adding(description?.footer == nil ? 0 : 1)
    }
    return count.exactValue
  }

  /// `2 sections, 14 items`.
  static func contents(of configuration: LazyConfiguration, in scenario: Scenario) -> [Count] {
    let items = scenario.sections.reduce(0) { addingSaturated($0, $1.items.count) }
    return [
      Count(value: scenario.sections.count, noun: "section"), Count(value: items, noun: "item"),
    ]
  }
}

/// `"kind": "lazyVStack"`.
enum LazyVStackKind: LazyLayoutKind {
  typealias Configuration = LazyConfiguration
  static let container = LazyConfiguration.Kind.lazyVStack
}

/// `"kind": "lazyHStack"`.
enum LazyHStackKind: LazyLayoutKind {
  typealias Configuration = LazyConfiguration
  static let container = LazyConfiguration.Kind.lazyHStack
}

/// `"kind": "lazyVGrid"`.
enum LazyVGridKind: LazyLayoutKind {
  typealias Configuration = LazyConfiguration
  static let container = LazyConfiguration.Kind.lazyVGrid
}

/// `"kind": "lazyHGrid"`.
enum LazyHGridKind: LazyLayoutKind {
  typealias Configuration = LazyConfiguration
  static let container = LazyConfiguration.Kind.lazyHGrid
}

extension ScenarioLayout {
  /// A SwiftUI lazy container (``LazyGridLayout``, ``LazyStackLayout``) of `configuration`'s
  /// kind.
  public static func lazy(_ configuration: LazyConfiguration) -> ScenarioLayout {
    switch configuration.kind {
    case .lazyVStack: return ScenarioLayout(LazyVStackKind.self, configuration)
    case .lazyHStack: return ScenarioLayout(LazyHStackKind.self, configuration)
    case .lazyVGrid: return ScenarioLayout(LazyVGridKind.self, configuration)
    case .lazyHGrid: return ScenarioLayout(LazyHGridKind.self, configuration)
    }
  }
}

extension LazyLayoutKind {
  /// The data without the grid's own (``Scenario/withoutGridData()``): a lazy container's
  /// sections take their header and footer from their `layout`, and it has no metrics.
  static func adopting(_ scenario: Scenario) -> Scenario {
    scenario.withoutGridData()
  }
}
