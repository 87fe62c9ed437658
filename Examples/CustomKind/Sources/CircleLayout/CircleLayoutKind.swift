import CollectionLayout

/// `"layout": {"kind": "circle", "itemCount": 8, "radius": 120, "itemSize": 40}`: the
/// document side of ``CircleLayout``. Registered by this package's tool and tests
/// (`LayoutKinds.standard.adding(CircleLayoutKind.self)`), not by CollectionLayout.
public enum CircleLayoutKind: LayoutKind {
  /// What the layout object gives: `itemCount` (required), `radius` and `itemSize`.
  public struct Configuration: Hashable, Sendable {
    /// How many items: 0 ... 360.
    public var itemCount = 0
    /// Centre to each item's centre, in points: finite, > 0.
    public var radius = 100.0
    /// An item's side, in points: finite, > 0.
    public var itemSize = 40.0

    /// A circle of `itemCount` items of `itemSize` points, `radius` points from its centre.
    public init(itemCount: Int = 0, radius: Double = 100, itemSize: Double = 40) {
      self.itemCount = itemCount
      self.radius = radius
      self.itemSize = itemSize
    }
  }

  /// `"kind": "circle"`.
  public static let name = "circle"
  /// The layout object's keys beyond `kind`, in documented order.
  public static let configurationKeys = ["itemCount", "radius", "itemSize"]
  /// A circle must say how many items it has.
  public static let requiredKeys = ["itemCount"]
  /// No items, 100 points from the centre, 40 points a side.
  public static let defaultConfiguration = Configuration()

  /// Reads `itemCount` (an integer), `radius` and `itemSize` (numbers); a wrong type is
  /// reported by the reader and keeps the default.
  public static func read(
    _ key: String, into configuration: inout Configuration, from reader: inout LayoutValueReader
  ) throws(DocumentReadingStop) {
    switch key {
    case "itemCount": configuration.itemCount = try reader.integer() ?? configuration.itemCount
    case "radius": configuration.radius = try reader.number() ?? configuration.radius
    case "itemSize": configuration.itemSize = try reader.number() ?? configuration.itemSize
    default: try reader.skipValue()
    }
  }

  /// Refuses sections, metrics, global headers and a content inset, and every value out of
  /// range.
  public static func check(
    _ configuration: Configuration, of scenario: Scenario, into checker: inout ScenarioChecker
  ) {
    checker.refuseSectionData(
      of: scenario, kind: name, items: "its items are layout.itemCount",
      inset: "its circle is centred in the viewport")
    let layout = ValueLocation("layout")
    if !(0...360).contains(configuration.itemCount) {
      checker.report(
        "expected 0 ... 360 items, got \(configuration.itemCount)", at: layout["itemCount"])
    }
    for (key, value) in [("radius", configuration.radius), ("itemSize", configuration.itemSize)]
    where !(value.isFinite && value > 0) {
      checker.report("expected a finite number > 0, got \(value)", at: layout[key])
    }
  }

  /// The circle of the configuration in the scenario's viewport.
  public static func makeLayout(_ configuration: Configuration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout
  {
    CircleLayout(
      environment: scenario.environment, itemCount: configuration.itemCount,
      radius: configuration.radius, itemSize: configuration.itemSize)
  }

  /// `8 items`.
  public static func contents(of configuration: Configuration, in scenario: Scenario)
    -> [Count]
  {
    [Count(value: configuration.itemCount, noun: "item")]
  }

  /// Its items: what each entry lists with `"elements": "all"` (the output-size limit counts
  /// it before anything is laid out).
  public static func elementCount(of configuration: Configuration, in scenario: Scenario)
    -> Int?
  {
    configuration.itemCount
  }
}
