import CollectionLayoutCore

extension Scenario {
  /// The layout the scenario describes, laid out in its environment: a ``GridLayout`` for
  /// `"layout": {"kind": "grid"}` (the default), a ``PagingLayout`` for `"kind": "paging"`, a
  /// ``WallLayout`` for `"kind": "wall"`; the kind of ``layout`` makes it.
  /// The layout's content inset is the root `contentInset` adjusted by ``scrollView``
  /// (``CollectionViewLayout/adjustingContentInset(by:)``): with a safe area, a scroll view
  /// adds it as UIKit's would.
  /// Throws every validation problem of the scenario.
  public func makeLayout() throws(ScenarioError) -> any CollectionViewLayout {
    try adjusting(try layout.layoutKind.makeLayout(of: self))
  }

  /// `layout` with its content inset adjusted by ``scrollView``.
  private func adjusting<Layout: CollectionViewLayout>(_ layout: Layout) throws(ScenarioError)
    -> any CollectionViewLayout
  {
    guard environment.safeArea != .zero else { return layout }
    do {
      return try layout.adjustingContentInset(by: scrollView)
    } catch {
      throw ScenarioError(error)
    }
  }
}

extension LayoutKind {
  /// The layout of `scenario`, whose layout is of this kind. The package's kinds validate the
  /// scenario themselves; one from outside is handed a valid scenario (validated here, once).
  static func makeLayout(of scenario: Scenario) throws(ScenarioError)
    -> any CollectionViewLayout
  {
    guard let configuration = configuration(of: scenario.layout) else {
      throw ScenarioError(
        location: "layout",
        message: "expected \"kind\": \"\(name)\", got \"\(scenario.layout.kind)\"")
    }
    if streaming == nil { try scenario.validate() }
    return try makeLayout(configuration, of: scenario)
  }

  /// Reports the problems of `scenario`, whose layout is of this kind.
  static func check(_ scenario: Scenario, into checker: inout RangeChecker) {
    if let own = streaming { return own.checkOwn(scenario, into: &checker) }
    guard let configuration = configuration(of: scenario.layout) else { return }
    checkThroughFacade(configuration, of: scenario, into: &checker)
  }

  /// Reports the problems of `step`'s values in `scenario`, whose layout is of this kind (a
  /// kind from outside has no steps of its own).
  static func check(
    _ step: InteractionStep, in scenario: Scenario, at location: ValueLocation,
    into checker: inout RangeChecker
  ) {
    streaming?.checkOwn(step, in: scenario, at: location, into: &checker)
  }

  /// What `scenario`, whose layout is of this kind, holds, for a summary.
  static func contents(of scenario: Scenario) -> [Count] {
    guard let configuration = configuration(of: scenario.layout) else { return [] }
    return contents(of: configuration, in: scenario)
  }
}

extension StreamingLayoutKind {
  /// Reports the problems of `scenario`, whose layout is of this kind, with the range checker.
  static func checkOwn(_ scenario: Scenario, into checker: inout RangeChecker) {
    guard let configuration = configuration(of: scenario.layout) else { return }
    check(configuration, of: scenario, into: &checker)
  }

  /// Reports the problems of `step`'s values in `scenario`, whose layout is of this kind.
  static func checkOwn(
    _ step: InteractionStep, in scenario: Scenario, at location: ValueLocation,
    into checker: inout RangeChecker
  ) {
    guard let configuration = configuration(of: scenario.layout) else { return }
    check(step, with: configuration, at: location, into: &checker)
  }
}

extension Scenario {
  /// What the scenario holds, in one line: `2 sections, 14 items, 3 steps` for a grid,
  /// `3 pages, 2 steps` for a paging layout, `7 images, 1 step` for a wall; each count in the
  /// singular when it is 1. The kind of ``layout`` says what it holds.
  public var contentSummary: String {
    let counts = layout.layoutKind.contents(of: self) + [Count(value: steps.count, noun: "step")]
    return counts.map(\.description).joined(separator: ", ")
  }
}
