import CollectionLayoutCore

extension StreamingReader {
  /// The keys of a scenario, in documented order.
  enum ScenarioKey: String, CaseIterable, Sendable {
    case version, viewport, contentInset, displayScale, metrics, globalHeaders, sections
    case dataSource, steps, output, layout, environment, scrollView, devices
  }
  /// The keys of the output options.
  enum OutputKey: String, CaseIterable, Sendable {
    case elements, measureVisible, display
  }

  /// The scenario's keys; `version` is required, and `viewport` unless an `environment` names
  /// a device (checked by ``scenario()``).
  static let scenarioKeys = ObjectKeys<ScenarioKey>(required: [.version])
  /// The bit of `viewport` in an object's seen keys (``ObjectReading/seen``).
  static let viewportBit: UInt64 = 1 << 1
  /// The output options' keys.
  static let outputKeys = ObjectKeys<OutputKey>()

  /// The scenario, or `nil` when the document is not an object. A missing or wrong version
  /// is replaced by the current version, a missing or wrong viewport by 0 × 0, a wrong
  /// display scale by 2; all are reported. With an `environment`, the environment is the
  /// described screen's (``EnvironmentDescription``), the root's `viewport` and
  /// `displayScale` overriding the device's.
  mutating func scenario() throws(DecodingStop) -> Scenario? {
    cursor.skipWhitespace()
    scenarioStart = cursor.index
    guard var object = try beginObject() else { return nil }
    var version: Int?
    var viewport: LayoutSize?
    var contentInset: LayoutInsets?
    var displayScale: Double?
    var description: (value: EnvironmentDescription?, offset: Int)?
    var scenario = Scenario(environment: LayoutEnvironment(viewport: .zero))
    var hasSections = false
    var dataSource: (source: DataSource, location: String, offset: Int)?
    while let key = try nextMember(&object, of: Self.scenarioKeys) {
      switch key {
      case .version: version = try integer()
      case .viewport: viewport = try size()
      case .contentInset: contentInset = try edgeInsets()
      case .displayScale: displayScale = try number()
      case .metrics: scenario.metrics = try metrics()
      case .globalHeaders: scenario.globalHeaders = try supplementaries()
      case .sections:
        hasSections = true
        scenario.sections = try sections() ?? []
      case .dataSource:
        let location = location
        cursor.skipWhitespace()
        let offset = cursor.index
        dataSource = (try self.dataSource(), location, offset)
      case .steps: scenario.steps = try steps()
      case .output: scenario.output = try output()
      case .layout: scenario.layout = try layout()
      case .environment:
        cursor.skipWhitespace()
        let offset = cursor.index
        description = (try environmentDescription(), offset)
      case .scrollView: scenario.scrollView = try scrollViewSettings()
      case .devices: scenario.devices = try devices()
      }
    }
    // Devices alone: the scenario's own screen is the first of them (when it makes a valid
    // screen; otherwise the viewport is missing, and the entry's problems are its own).
    if description == nil, viewport == nil, object.seen & Self.viewportBit == 0,
      let first = scenario.devices.first, first.device != nil,
      let screen = try? first.environment(contentInset: contentInset ?? .zero),
      screen.issues.isEmpty
    {
      description = (first, 0)
    }
    if description?.value == nil, viewport == nil, object.seen & Self.viewportBit == 0 {
      reportMissingKeys(Self.viewportBit, of: Self.scenarioKeys, objectStart: object.start)
    }
    if let dataSource {
      if hasSections {
        // Not a replaced value: the data source is still read and checked.
        issues.append(
          DocumentIssue(
            issue: ScenarioIssue(
              location: dataSource.location,
              message: #"expected either "sections" or "dataSource", got both"#),
            offset: dataSource.offset))
      }
      scenario.dataSource = dataSource.source
      scenario.sections = dataSource.source.visibleSections()
    }
    scenario.version = version ?? Scenario.currentVersion
    scenario.environmentDescription = description?.value
    scenario.environment = resolvedEnvironment(
      description?.value, offset: description?.offset ?? 0, viewport: viewport,
      contentInset: contentInset, displayScale: displayScale)
    return scenario
  }

  /// `{"elements": "visible", "measureVisible": true, "display": true}`; the default options
  /// when wrong.
  mutating func output() throws(DecodingStop) -> OutputOptions {
    var options = OutputOptions()
    guard var object = try beginObject() else { return options }
    while let key = try nextMember(&object, of: Self.outputKeys) {
      switch key {
      case .elements: options.elements = try enumeration(OutputMode.self) ?? .visible
      case .measureVisible: options.measureVisible = try boolean() ?? false
      case .display: options.display = try boolean() ?? false
      }
    }
    return options
  }
}
