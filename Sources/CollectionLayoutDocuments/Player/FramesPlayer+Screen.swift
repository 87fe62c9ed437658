import CollectionLayoutCore

/// The scroll view's screen as a scenario describes it, which resize steps change: what the
/// layout's environment is made from.
struct PlayedScreen {
  /// How the scroll view adjusts its content inset (the scenario's `scrollView`).
  var settings: ScrollViewSettings
  /// The app's own content inset, before adjustment (the root `contentInset`, then a resize
  /// step's).
  var contentInset: LayoutInsets
  /// The screen's description (the root `environment`, with each resize step's laid over
  /// it); `nil` while none was given.
  var description: EnvironmentDescription?
  /// The screen's size, in points (the root `viewport`, then each resize step's): what a
  /// resize step's `environment` without a device keeps. Not the layout's viewport, which a
  /// pager makes wider than the screen.
  var viewport: LayoutSize
}

/// Playing resize steps: a new viewport, or a new screen (a rotation, a split-view change).
extension FramesPlayer {
  /// A player of `scenario`'s steps on `layout`, the layout the scenario makes, with its data
  /// sources and its screen.
  init(layout: Layout, scenario: Scenario, outputLimit: Int) {
    self.init(
      layout: layout, steps: scenario.steps, output: scenario.output, outputLimit: outputLimit)
    data.root = scenario.dataSource
    layouts = LayoutSource(scenario: scenario)
    screen = PlayedScreen(
      settings: scenario.scrollView, contentInset: scenario.environment.contentInset,
      description: scenario.environmentDescription, viewport: scenario.environment.viewport)
  }

  /// Plays resize step `index` to `viewport`, with the app's new `contentInset` when given;
  /// the safe area, margins and size classes are kept, and the inset adjusted again.
  mutating func playResize(to viewport: LayoutSize, contentInset: LayoutInsets?, at index: Int)
    throws(ScenarioError) -> FrameStep
  {
    do {
      let resized: ResizedLayout<Layout>
      if var screen {
        screen.contentInset = contentInset ?? screen.contentInset
        screen.viewport = viewport
        self.screen = screen
        var environment = layout.environment
        environment.viewport = viewport
        environment.contentInset = screen.contentInset
        resized = try layout.resized(
          to: environment, adjustingBy: screen.settings, from: offset)
      } else {
        resized = try layout.resized(
          to: viewport, contentInset: contentInset ?? layout.environment.contentInset,
          from: offset)
      }
      layout = resized.layout
      offset = resized.contentOffset
    } catch {
      throw Self.resizeError(error, at: index)
    }
    return try entry(index: index + 1, action: .resize)
  }

  /// Plays resize step `index` to another screen: the step's environment laid over the one
  /// before, resolved (``EnvironmentDescription/environment(viewport:contentInset:displayScale:at:)``),
  /// the inset adjusted again. A layout played without a scenario has no adjustment: its
  /// inset is taken as given.
  mutating func playResize(_ resize: EnvironmentResize, at index: Int) throws(ScenarioError)
    -> FrameStep
  {
    var screen =
      self.screen
      ?? PlayedScreen(
        settings: ScrollViewSettings(contentInsetAdjustmentBehavior: .never),
        contentInset: layout.environment.contentInset, description: nil,
        viewport: layout.environment.viewport)
    let description = resize.environment.merged(
      over: screen.description ?? EnvironmentDescription())
    screen.description = description
    screen.contentInset = resize.contentInset ?? screen.contentInset
    do {
      let environment = try description.environment(
        viewport: resize.viewport ?? (description.device == nil ? screen.viewport : nil),
        contentInset: screen.contentInset,
        at: ValueLocation("steps")[index]["resize"]["environment"])
      screen.viewport = environment.viewport
      self.screen = screen
      let resized = try layout.resized(to: environment, adjustingBy: screen.settings, from: offset)
      layout = resized.layout
      offset = resized.contentOffset
    } catch {
      throw Self.resizeError(error, at: index)
    }
    return try entry(index: index + 1, action: .resize)
  }

  /// The error of a resize that cannot lay the data out.
  static func resizeError(_ error: LayoutError, at index: Int) -> ScenarioError {
    ScenarioError(
      location: "steps[\(index)]",
      message: "cannot lay out the data after the resize: "
        + error.issues.map(\.description).joined(separator: "; "))
  }
}
