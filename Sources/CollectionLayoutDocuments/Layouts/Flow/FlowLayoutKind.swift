import CollectionLayoutCore

/// `"layout": {"kind": "flow", "itemSize": {"width": 100, "height": 100}, ...}`: UIKit's
/// `UICollectionViewFlowLayout` (``FlowLayout``), its properties under their UIKit names. The
/// data is the scenario's `sections`; each section may override the layout's metrics in its
/// own `layout` (what `UICollectionViewDelegateFlowLayout` returns per section), and each
/// listed item may have its own `width` and `height` (`sizeForItemAt`).
enum FlowLayoutKind: StreamingLayoutKind {
  typealias Configuration = FlowConfiguration

  static let name = "flow"
  static let configurationKeys = [
    "scrollDirection", "itemSize", "estimatedItemSize", "minimumLineSpacing",
    "minimumInteritemSpacing", "sectionInset", "sectionInsetReference", "headerReferenceSize",
    "footerReferenceSize", "sectionHeadersPinToVisibleBounds",
    "sectionFootersPinToVisibleBounds",
  ]
  static let defaultConfiguration = FlowConfiguration()
  static var hasSectionLayouts: Bool { true }

  static func read(
    _ key: String, into configuration: inout FlowConfiguration,
    from reader: inout StreamingReader
  ) throws(DecodingStop) {
    switch key {
    case "scrollDirection":
      configuration.scrollDirection =
        try reader.enumeration(ScrollAxis.self) ?? configuration.scrollDirection
    case "itemSize": configuration.itemSize = try reader.size() ?? configuration.itemSize
    case "estimatedItemSize": configuration.estimatedItemSize = try reader.size()
    case "minimumLineSpacing":
      configuration.minimumLineSpacing = try reader.number() ?? configuration.minimumLineSpacing
    case "minimumInteritemSpacing":
      configuration.minimumInteritemSpacing =
        try reader.number() ?? configuration.minimumInteritemSpacing
    case "sectionInset":
      configuration.sectionInset = try reader.edgeInsets() ?? configuration.sectionInset
    case "sectionInsetReference":
      configuration.sectionInsetReference =
        try reader.enumeration(FlowSectionInsetReference.self)
        ?? configuration.sectionInsetReference
    case "headerReferenceSize":
      configuration.headerReferenceSize =
        try reader.size() ?? configuration.headerReferenceSize
    case "footerReferenceSize":
      configuration.footerReferenceSize =
        try reader.size() ?? configuration.footerReferenceSize
    case "sectionHeadersPinToVisibleBounds":
      configuration.sectionHeadersPinToVisibleBounds = try reader.boolean() ?? false
    case "sectionFootersPinToVisibleBounds":
      configuration.sectionFootersPinToVisibleBounds = try reader.boolean() ?? false
    default: try reader.skipValue()
    }
  }

  /// A section's overrides (``FlowSectionLayout``).
  static func readSectionLayout(from reader: inout StreamingReader) throws(DecodingStop)
    -> SectionLayout?
  {
    try reader.flowSectionLayout().map(SectionLayout.init)
  }

  static func check(
    _ configuration: FlowConfiguration, of scenario: Scenario, into checker: inout RangeChecker
  ) {
    checker.checkFlowScenario(configuration, of: scenario)
  }

  static func makeLayout(_ configuration: FlowConfiguration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout
  {
    try FlowLayout(scenario: scenario)
  }

  /// `2 sections, 14 items`.
  static func contents(of configuration: FlowConfiguration, in scenario: Scenario) -> [Count] {
    let items = scenario.sections.reduce(0) { $0 + $1.items.count }
    return [
      Count(value: scenario.sections.count, noun: "section"), Count(value: items, noun: "item"),
    ]
  }
}

extension ScenarioLayout {
  /// UIKit's flow layout (``FlowLayout``): the scenario's `sections` in lines, each section
  /// overriding the layout's metrics in its own `layout`.
  public static func flow(_ configuration: FlowConfiguration) -> ScenarioLayout {
    ScenarioLayout(FlowLayoutKind.self, configuration)
  }
}
