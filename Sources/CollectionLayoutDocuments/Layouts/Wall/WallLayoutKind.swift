import CollectionLayoutCore

/// `"layout": {"kind": "wall", "imageCount": 7, ...}`: an endless wall of images
/// (``WallLayout``), square tiles without end in every direction, each showing one of the
/// configuration's images. The scenario has no `sections`, `metrics` or `globalHeaders`; its
/// steps may ask which tile is under a point (`hitTest`).
enum WallLayoutKind: StreamingLayoutKind {
  typealias Configuration = WallConfiguration

  static let name = "wall"
  static let configurationKeys = ["tileSize", "images", "imageCount", "columnsPerRow", "start"]
  static let defaultConfiguration = WallConfiguration()
  static let steps = [
    StepKind(name: HitTestStep.name) { reader throws(DecodingStop) in
      try reader.point().map { .hitTest(HitTestStep(point: $0)) }
    }
  ]

  /// A drag, swipe, editing or measure step, and `apply`: the layout has no rows of items
  /// to move, edit or measure, and no section ids to match.
  static let refusedSteps = itemAndSectionSteps

  static func read(
    _ key: String, into configuration: inout WallConfiguration, from reader: inout StreamingReader
  ) throws(DecodingStop) {
    switch key {
    case "tileSize": configuration.tileSize = try reader.size() ?? configuration.tileSize
    case "images": configuration.imageNames = try reader.imageNames()
    case "imageCount": configuration.imageCount = try reader.integer() ?? 1
    case "columnsPerRow":
      configuration.columnsPerRow = try reader.integer() ?? configuration.columnsPerRow
    case "start": configuration.start = try reader.point() ?? .zero
    default: try reader.skipValue()
    }
  }

  static func check(
    _ configuration: WallConfiguration, of scenario: Scenario, into checker: inout RangeChecker
  ) {
    checker.checkWallScenario(configuration, of: scenario)
  }

  /// Checks a hit test's point.
  static func check(
    _ step: InteractionStep, with configuration: WallConfiguration, at location: ValueLocation,
    into checker: inout RangeChecker
  ) {
    if let hit = step.value(as: HitTestStep.self) { checker.checkHitTest(hit, at: location) }
  }

  static func makeLayout(_ configuration: WallConfiguration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout
  {
    try WallLayout(scenario: scenario)
  }

  /// `7 images`: the names listed, or the count.
  static func contents(of configuration: WallConfiguration, in scenario: Scenario) -> [Count] {
    [Count(value: configuration.imageNames?.count ?? configuration.imageCount ?? 0, noun: "image")]
  }
}

extension ScenarioLayout {
  /// An endless wall of images (``WallLayout``): square tiles without end in every direction,
  /// each showing one of the configuration's images. The scenario has no `sections`,
  /// `metrics` or `globalHeaders`.
  public static func wall(_ configuration: WallConfiguration) -> ScenarioLayout {
    ScenarioLayout(WallLayoutKind.self, configuration)
  }
}
