import CollectionLayoutTesting
import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// The `fling`, `pan` and animated `scroll` steps, played by the engine for every layout:
/// the worked numbers at the scale of a scenario, the layout's choice of where a fling rests,
/// and the steps' errors word for word.
@Suite struct ScrollPhysicsStepTests {
  /// A tall grid: 2 columns of 160-pt rows, `items` items, in a 320 × `height` view.
  private func grid(items: Int = 200, height: Double = 480, steps: String) -> String {
    #"{"version": 1, "viewport": {"width": 320, "height": \#(format(height))}, "#
      + #""metrics": {"columns": 2, "rowHeight": 160}, "sections": [{"items": \#(items)}], "#
      + #""steps": [\#(steps)]}"#
  }

  private func frames(_ json: String) throws -> FramesDocument {
    try ScenarioDecoder.decode(Array(json.utf8)).frames()
  }

  @Test func aFlingAt2000PointsPerSecondRests998PointsAway() throws {
    let normal = try frames(grid(steps: #"{"fling": {"velocity": {"x": 0, "y": 2000}}}"#))
    let entry = normal.steps[1]
    #expect(entry.action == .fling)
    #expect(abs(entry.contentOffset.y - 998.4997) < 0.0001)
    let samples = try #require(entry.transition?.frames)
    // 3.796 s at 60 frames per second: frames 0 ... 228.
    #expect(samples.count == 229)
    #expect(samples.first?.contentOffset.y == 0)
    #expect(samples.last?.contentOffset == entry.contentOffset)
    #expect(samples[30].time == 0.5)
    #expect(abs(samples[30].contentOffset.y - 631.86) < 0.005)
    let fast = try frames(
      grid(steps: #"{"fling": {"velocity": {"x": 0, "y": 2000}, "decelerationRate": "fast"}}"#))
    #expect(abs(fast.steps[1].contentOffset.y - 198.4983) < 0.0001)
    let custom = try frames(
      grid(steps: #"{"fling": {"velocity": {"x": 0, "y": 2000}, "decelerationRate": 0.995}}"#))
    // 2000 / (1000 · −ln 0.995) − 0.5 = 398.5.
    #expect(abs(custom.steps[1].contentOffset.y - 398.50) < 0.01)
  }

  @Test func aFlingPastTheBottomBouncesBackToIt() throws {
    // 40 items: 20 rows, 3200 pt; the bottom at 2720.
    let played = try frames(
      grid(
        items: 40,
        steps: #"{"scroll": {"x": 0, "y": 2000}}, {"fling": {"velocity": {"x": 0, "y": 3000}}}"#))
    let entry = played.steps[2]
    #expect(entry.contentOffset.y == 2720)
    let offsets = try #require(entry.transition?.frames.map(\.contentOffset.y))
    #expect(offsets.max()! > 2720 + 30)
    #expect(offsets.last == 2720)
  }

  @Test func aPullOf100PointsPastTheTopOfAn800PointViewShows51Points() throws {
    let played = try frames(
      grid(height: 800, steps: #"{"pan": {"by": {"x": 0, "y": -100}, "frames": 4}}"#))
    let entry = played.steps[1]
    let offsets = try #require(entry.transition?.frames.map(\.contentOffset))
    // The finger's last frame: −(1 − 1 / (100 · 0.55 / 800 + 1)) · 800.
    #expect(abs(offsets[4].y + 51.46) < 0.005)
    // Quarter by quarter, the rubber band's share of each pull.
    #expect(abs(offsets[1].y + RubberBand(dimension: 800).shown(pull: 25)) < 1e-9)
    // The finger lifts at rest: the content springs back to the top, and x never moved.
    #expect(entry.contentOffset == .zero)
    #expect(offsets.allSatisfy { $0.x == 0 && $0.y <= 0 })
    #expect(offsets.count > 30)
  }

  @Test func aPanInsideTheContentFollowsTheFinger() throws {
    let played = try frames(grid(steps: #"{"pan": {"by": {"x": 40, "y": 300}, "frames": 3}}"#))
    let offsets = try #require(played.steps[1].transition?.frames.map(\.contentOffset))
    // x cannot scroll (the content is as wide as the view): it stays.
    #expect(offsets == [0, 100, 200, 300].map { LayoutPoint(x: 0, y: $0) })
    #expect(played.steps[1].contentOffset == LayoutPoint(x: 0, y: 300))
  }

  @Test func anAnimatedScrollTakes300MillisecondsLinearly() throws {
    let played = try frames(
      grid(
        steps: #"{"scroll": {"y": 600, "animated": true}}, "#
          + #"{"scroll": {"toItem": [0, 20], "animated": true}}"#))
    let offsets = try #require(played.steps[1].transition?.frames.map(\.contentOffset.y))
    #expect(offsets.count == 19)
    #expect(abs(offsets[6] - 200) < 1e-9)
    #expect(played.steps[1].contentOffset.y == 600)
    #expect(played.steps[1].action == .scroll)
    // Item 20 is on row 10: y 1600.
    #expect(played.steps[2].contentOffset.y == 1600)
    #expect(played.steps[2].transition?.frames.first?.contentOffset.y == 600)
  }

  @Test func thePhotoBrowserPagesFromPositionAndVelocity() throws {
    let layout = try PagingLayout(
      configuration: PagingConfiguration(
        pages: (0..<5).map { Item(id: "p\($0)", imageSize: LayoutSize(width: 640, height: 960)) }),
      environment: smallEnvironment)
    let stride = layout.pageStride
    func target(releasedAt pages: Double, velocity: Double) -> Double {
      let release = LayoutPoint(x: pages * stride, y: 0)
      return layout.scrollMotion(
        releasedAt: release, velocity: LayoutPoint(x: velocity, y: 0), rate: .fast
      ).restingOffset.x / stride
    }
    #expect(target(releasedAt: 1.3, velocity: 0) == 1)
    #expect(target(releasedAt: 1.6, velocity: 150) == 2)
    #expect(target(releasedAt: 1.6, velocity: -150) == 2)
    #expect(target(releasedAt: 1.3, velocity: 200) == 2)
    #expect(target(releasedAt: 1.3, velocity: 9000) == 2)
    #expect(target(releasedAt: 1.6, velocity: -300) == 1)
    #expect(target(releasedAt: 2, velocity: -300) == 1)
    #expect(target(releasedAt: 4, velocity: 3000) == 4)
    #expect(target(releasedAt: 0, velocity: -3000) == 0)
  }

  @Test func theCarouselSnapsAFlingToAnItem() throws {
    let carousel = Carousel(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 100)),
      sections: [LayoutSection(items: .count(30))])
    let frames = try FramesDocument(
      layout: carousel,
      steps: [
        .fling(Fling(velocity: LayoutPoint(x: 1500, y: 0), framesPerSecond: 30)),
        .pan(Pan(translation: LayoutPoint(x: 40, y: 0), frameCount: 4, framesPerSecond: 30)),
      ])
    // The deceleration would rest at 749 − 0.5; the nearest item edge is 7 · 110.
    #expect(frames.steps[1].contentOffset.x == 770)
    // A pan of 40 leaves 810; the finger lifts at rest and the carousel snaps back to 770.
    #expect(frames.steps[2].contentOffset.x == 770)
    let golden = URL(fileURLWithPath: ScenarioGoldens.snapshotsDirectory)
      .appendingPathComponent("Layouts/carousel-fling-snaps.frames.json").path
    assertMatchesGolden(frames, at: golden)
  }

  // MARK: - Errors

  @Test func velocitiesOutOfRangeAreErrorsNotHangs() {
    #expect(
      decodingIssues(grid(steps: #"{"fling": {"velocity": {"x": 0, "y": 1e12}}}"#)) == [
        "steps[0].fling.velocity.y: expected a number of points per second between -100000 and "
          + "100000, got 1000000000000"
      ])
    #expect(
      decodingIssues(grid(steps: #"{"fling": {"velocity": {"x": -1e999, "y": 0}}}"#)) == [
        "steps[0].fling.velocity.x: expected a finite number of points per second, got -inf"
      ])
    let scenario = Scenario(
      environment: smallEnvironment, sections: [LayoutSection(items: .count(10))],
      steps: [.scroll(.zero), .fling(Fling(velocity: LayoutPoint(x: 0, y: .nan)))])
    #expect(
      scenario.validationIssues().map(\.description) == [
        "steps[1].fling.velocity.y: expected a finite number of points per second, got nan"
      ])
  }

  @Test func wrongFlingAndPanValuesAreLocated() {
    #expect(
      decodingIssues(
        grid(steps: #"{"fling": {"velocity": {"x": 0, "y": 10}, "decelerationRate": 1}}"#)) == [
          "steps[0].fling.decelerationRate: expected \"normal\", \"fast\" or a number between 0 "
            + "and 1 (both excluded), got 1"
        ])
    #expect(
      decodingIssues(
        grid(steps: #"{"fling": {"velocity": {"x": 0, "y": 10}, "decelerationRate": "slow"}}"#))
        == [
          "steps[0].fling.decelerationRate: expected one of \"normal\", \"fast\", got \"slow\""
        ])
    #expect(
      decodingIssues(grid(steps: #"{"fling": {"velocity": {"x": 0, "y": 10}, "fps": 0}}"#)) == [
        "steps[0].fling.fps: expected a number > 0, got 0"
      ])
    #expect(
      decodingIssues(grid(steps: #"{"fling": {}}"#)) == [
        "steps[0].fling: missing required key \"velocity\""
      ])
    #expect(
      decodingIssues(grid(steps: #"{"pan": {"by": {"x": 0, "y": 10}, "frames": 0}}"#)) == [
        "steps[0].pan.frames: expected an integer between 1 and 3600, got 0"
      ])
    #expect(
      decodingIssues(grid(steps: #"{"pan": {"by": {"x": 0, "y": 1e13}}}"#)) == [
        "steps[0].pan.by.y: expected a number between -1000000000000 and 1000000000000, got "
          + "10000000000000"
      ])
    #expect(
      decodingIssues(
        scenarioJSON(
          #""sections": [{"items": 3}], "steps": [{"scroll": {"section": 0, "x": 5, "#
            + #""animated": true}}]"#)) == [
          "steps[0].scroll: expected no \"animated\" beside \"section\": a section "
            + "scrolls on its own without animation"
        ])
  }

  @Test func aFlingThatWouldNotRestWithinAMinuteIsAnError() {
    #expect(
      playingIssues(
        grid(
          items: 100_000,
          steps: #"{"fling": {"velocity": {"x": 0, "y": 100000}, "decelerationRate": 0.9999}}"#))
        == [
          "steps[0].fling: expected a motion that comes to rest within 3600 frames, got one of "
            + "145.079 s (8705 frames at 60 per second): a lower velocity or a faster "
            + "decelerationRate rests sooner"
        ])
  }
}
