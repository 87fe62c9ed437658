import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Random scenarios from a seeded generator, played step by step; every layout, at every
/// offset, must keep ``LayoutInvariants``, and the frames must list what the layout queries
/// return.
@Suite struct LayoutPropertyTests {
  /// The number of generated scenarios per run.
  static let scenarioCount = 600

  @Test func generatedLayoutsKeepEveryInvariant() throws {
    var generator = ScenarioGenerator(seed: 2014)
    var checkedLayouts = 0
    for index in 0..<Self.scenarioCount {
      let scenario = generator.scenario(steps: 5)
      try #require(scenario.validationIssues() == [], "case \(index)")
      let problems = try Self.play(scenario, checkedLayouts: &checkedLayouts)
      guard problems.isEmpty else {
        Issue.record("case \(index): \(problems.prefix(5).joined(separator: "\n"))\n\(scenario)")
        return
      }
    }
    #expect(checkedLayouts == Self.scenarioCount * 6)
  }

  /// Plays `scenario` with the layout API, checking every entry; then checks that
  /// ``Scenario/frames()`` lists the same elements.
  static func play(_ scenario: Scenario, checkedLayouts: inout Int) throws -> [String] {
    var layout = try GridLayout(scenario: scenario)
    var offset = scenario.environment.initialContentOffset
    var expected: [[LayoutAttributes]] = []
    func check() -> [String] {
      checkedLayouts += 1
      switch scenario.output.elements {
      case .all: expected.append(layout.allElements(at: offset))
      case .visible: expected.append(layout.visibleElements(at: offset))
      }
      return LayoutInvariants.violations(of: layout, at: offset)
    }
    var problems = check()
    for (index, step) in scenario.steps.enumerated() {
      switch step {
      case .scroll(let target):
        offset = target
      case .scrollTo(let target):
        offset = layout.contentOffset(scrollingTo: target, from: offset) ?? offset
      case .scrollBy(let delta):
        offset = LayoutPoint(x: offset.x + delta.x, y: offset.y + delta.y)
      case .resize(let size, let inset):
        let anchor = layout.scrollAnchor(at: offset)
        var environment = layout.environment
        environment.viewport = size
        if let inset { environment.contentInset = inset }
        layout = try layout.relaidOut(in: environment)
        offset = layout.contentOffset(restoring: anchor, from: offset)
        let valid = layout.validContentOffsets
        if !valid.y.contains(offset.y) || !valid.x.contains(offset.x) {
          problems.append("steps[\(index)]: offset \(offset) after a resize is not valid")
        }
      case .update, .updateSources, .apply, .load, .select, .interaction, .beginDrag, .dragTo,
        .endDrag, .cancelDrag, .swipe, .editing, .measure, .scrollSection, .animatedScroll,
        .fling, .pan, .resizeEnvironment, .setLayout, .beginTransition, .transitionProgress,
        .finishTransition, .cancelTransition, .pinch:
        continue
      }
      problems += check().map { "steps[\(index)]: \($0)" }
    }
    let frames = try scenario.frames()
    if frames.steps.map(\.elements) != expected {
      problems.append("the frames list other elements than the layout queries")
    }
    return problems
  }
}
