import CollectionLayout
import Foundation
import Testing

/// `-0` never escapes into values or descriptions: no number of any scenario's frames is a
/// negative zero (a `-inset` of no inset was one), and the geometry values print compactly.
@Suite struct NegativeZeroTests {
  static let scenarioNames = ScenarioGoldens.scenarioNames(
    in: ScenarioGoldens.scenariosDirectory)

  /// The places of `frames` that hold a negative zero, `steps[N].name`.
  static func negativeZeros(in frames: FramesDocument) -> [String] {
    var found: [String] = []
    func check(_ values: [Double], _ place: @autoclosure () -> String) {
      if values.contains(where: { $0 == 0 && $0.sign == .minus }) { found.append(place()) }
    }
    func check(_ rect: LayoutRect, _ place: @autoclosure () -> String) {
      check([rect.minX, rect.minY, rect.width, rect.height], place())
    }
    for (index, step) in frames.steps.enumerated() {
      check([step.contentOffset.x, step.contentOffset.y], "steps[\(index)].contentOffset")
      check([step.contentSize.width, step.contentSize.height], "steps[\(index)].contentSize")
      for element in step.elements {
        check(element.frame, "steps[\(index)] \(element.id).frame")
      }
      guard let transition = step.transition else { continue }
      check(
        [transition.fromContentOffset.x, transition.fromContentOffset.y],
        "steps[\(index)].transition.from")
      for change in transition.changes {
        check(change.initial.frame, "steps[\(index)] \(change.id).initial")
        check(change.final.frame, "steps[\(index)] \(change.id).final")
      }
      for frame in transition.frames {
        check(
          [frame.contentOffset.x, frame.contentOffset.y], "steps[\(index)] frame \(frame.frame)")
        for element in frame.elements {
          check(element.frame, "steps[\(index)] frame \(frame.frame) \(element.id)")
        }
      }
    }
    return found
  }

  @Test(arguments: scenarioNames)
  func noScenarioPlaysANegativeZero(name: String) throws {
    let frames = try ScenarioGoldens.frames(ofScenarioNamed: name)
    #expect(Self.negativeZeros(in: frames).prefix(5) == [], "\(name)")
  }

  @Test func theInitialOffsetWithoutAnInsetIsPositiveZero() {
    let offset = LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480))
      .initialContentOffset
    #expect(offset.x.sign == .plus)
    #expect(offset.y.sign == .plus)
  }

  @Test func geometryPrintsCompactly() {
    #expect("\(LayoutPoint(x: -0.0, y: 300))" == "(0, 300)")
    #expect("\(LayoutSize(width: 320, height: 480.5))" == "(320, 480.5)")
    #expect("\(LayoutRect(x: 0, y: 40, width: 187.5, height: 100))" == "(0, 40, 187.5, 100)")
    #expect("\(LayoutRect(x: -0.0, y: -0.0, width: 0, height: 0))" == "(0, 0, 0, 0)")
    #expect("\(LayoutInsets(top: 64, bottom: 49))" == "(64, 0, 49, 0)")
  }
}
