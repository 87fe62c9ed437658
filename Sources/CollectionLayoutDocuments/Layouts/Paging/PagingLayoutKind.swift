import CollectionLayoutCore

/// `"layout": {"kind": "paging", "pages": [...], ...}`: a photo browser (``PagingLayout``),
/// one page per photo of the configuration, paging horizontally, each page zooming its image.
/// The scenario has no `sections`, `metrics` or `globalHeaders`; its steps may turn pages
/// (`page`) and zoom them (`zoom`).
enum PagingLayoutKind: StreamingLayoutKind {
  typealias Configuration = PagingConfiguration

  static let name = "paging"
  static let configurationKeys = [
    "pages", "pagePadding", "maximumZoomScale", "minimumZoomScale", "tiles",
  ]
  static let requiredKeys = ["pages"]
  static let defaultConfiguration = PagingConfiguration(pages: [])
  static let steps = [
    StepKind(name: PageStep.name) { reader throws(DecodingStop) in
      try reader.pageStep().map(InteractionStep.page)
    },
    StepKind(name: ZoomStep.name) { reader throws(DecodingStop) in
      try reader.zoomStep().map(InteractionStep.zoom)
    },
  ]

  /// A drag, swipe, editing or measure step, and `apply`: the layout has no rows of items
  /// to move, edit or measure, and no section ids to match.
  static let refusedSteps = itemAndSectionSteps

  static func read(
    _ key: String, into configuration: inout PagingConfiguration,
    from reader: inout StreamingReader
  ) throws(DecodingStop) {
    switch key {
    case "pages": configuration.pages = try reader.pages()
    case "pagePadding": configuration.pagePadding = try reader.number() ?? 10
    case "maximumZoomScale": configuration.maximumZoomScale = try reader.number()
    case "minimumZoomScale": configuration.minimumZoomScale = try reader.number()
    case "tiles": configuration.tiles = try reader.tileOptions()
    default: try reader.skipValue()
    }
  }

  static func check(
    _ configuration: PagingConfiguration, of scenario: Scenario, into checker: inout RangeChecker
  ) {
    checker.checkPagingScenario(configuration, of: scenario)
  }

  /// Checks a page turn's or a zoom's page against the pages, and a zoom's values.
  static func check(
    _ step: InteractionStep, with configuration: PagingConfiguration,
    at location: ValueLocation, into checker: inout RangeChecker
  ) {
    let pageCount = configuration.pages.count
    var issues: [LayoutIssue] = []
    if let turn = step.value(as: PageStep.self) {
      issues = PagingLayout.issues(of: turn, pageCount: pageCount, at: location[PageStep.name])
    } else if let zoom = step.value(as: ZoomStep.self) {
      issues = PagingLayout.issues(of: zoom, pageCount: pageCount, at: location[ZoomStep.name])
    }
    for issue in issues { checker.report(issue.location, issue.message) }
  }

  static func makeLayout(_ configuration: PagingConfiguration, of scenario: Scenario)
    throws(ScenarioError) -> any CollectionViewLayout
  {
    try PagingLayout(scenario: scenario)
  }

  /// `3 pages`.
  static func contents(of configuration: PagingConfiguration, in scenario: Scenario) -> [Count] {
    [Count(value: configuration.pages.count, noun: "page")]
  }
}

extension ScenarioLayout {
  /// A photo browser (``PagingLayout``): one page per photo of the configuration, paging
  /// horizontally, each page zooming its image. The scenario has no `sections`, `metrics` or
  /// `globalHeaders`.
  public static func paging(_ configuration: PagingConfiguration) -> ScenarioLayout {
    ScenarioLayout(PagingLayoutKind.self, configuration)
  }
}
