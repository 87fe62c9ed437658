import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// An update's transition as a function of time: the sampled frames of every update golden
/// are that function at each frame's time, bit for bit; between frames it follows the curve.
@Suite struct TransitionTimelineTests {
  /// Every update step of every golden scenario, with its transition, animation and entry.
  static func updateSteps() throws -> [(name: String, batch: BatchUpdate, entry: FrameStep)] {
    var found: [(String, BatchUpdate, FrameStep)] = []
    for name in ScenarioGoldens.scenarioNames(in: ScenarioGoldens.scenariosDirectory) {
      let path = ScenarioGoldens.scenariosDirectory + "/" + name + ".json"
      let bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
      let scenario = try ScenarioDecoder.decode(bytes)
      let frames = try scenario.frames()
      for (index, step) in scenario.steps.enumerated() {
        guard case .update(let batch) = step, frames.steps[index + 1].transition != nil
        else { continue }
        found.append((name, batch, frames.steps[index + 1]))
      }
    }
    return found
  }

  /// The bits of an animated element, so that -0 and 0 (or two NaNs) are told apart.
  static func bits(_ element: AnimatedElement) -> [UInt64] {
    [
      element.frame.minX.bitPattern, element.frame.minY.bitPattern,
      element.frame.width.bitPattern, element.frame.height.bitPattern,
      element.alpha.bitPattern, UInt64(element.change),
    ]
  }

  @Test func everySampledFrameOfTheUpdateGoldensIsTheFunctionAtItsTime() throws {
    let steps = try Self.updateSteps()
    // The goldens hold updates with every curve, springs included: the test cannot pass empty.
    #expect(steps.count >= 20)
    var curves = Set<String>()
    var framesChecked = 0
    for (name, batch, entry) in steps {
      let transition = try #require(entry.transition)
      let timeline = transition.timeline(
        animation: batch.animation, targetContentOffset: entry.contentOffset,
        viewport: entry.viewport)
      curves.insert("\(batch.animation.curve)".prefix(6).description)
      for frame in transition.frames {
        let offset = timeline.contentOffset(at: frame.time)
        #expect(
          offset.x.bitPattern == frame.contentOffset.x.bitPattern
            && offset.y.bitPattern == frame.contentOffset.y.bitPattern,
          "\(name) frame \(frame.frame): offset \(offset) != \(frame.contentOffset)")
        let elements = timeline.visibleElements(at: frame.time)
        #expect(elements.map(\.id) == frame.elements.map(\.id), "\(name) frame \(frame.frame)")
        #expect(
          elements.map(Self.bits) == frame.elements.map(Self.bits),
          "\(name) frame \(frame.frame)")
        framesChecked += 1
      }
    }
    #expect(curves.count >= 3, "curves met: \(curves)")
    #expect(framesChecked > 100)
  }

  @Test func betweenFramesTheFunctionFollowsTheCurve() {
    let from = LayoutAttributes(
      id: .item(section: 0, item: 0), frame: LayoutRect(x: 0, y: 0, width: 100, height: 50),
      zIndex: 1)
    var to = from
    to.frame = LayoutRect(x: 0, y: 200, width: 100, height: 50)
    let change = ElementChange(
      change: .moved, before: from.id, after: from.id, initial: from, final: to)
    let timeline = TransitionTimeline(
      animation: UpdateAnimation(duration: 0.5, fps: 60, curve: .linear),
      fromContentOffset: LayoutPoint(x: 0, y: 0), toContentOffset: LayoutPoint(x: 0, y: 100),
      viewport: LayoutSize(width: 320, height: 480), changes: [change])
    // Linear, 0.5 s: at 1/120 s (between two 60 fps frames) the progress is 1/60.
    let time = 1.0 / 120
    #expect(timeline.progress(at: time) == time / 0.5)
    #expect(timeline.element(0, at: time)?.frame.minY == 200 * (time / 0.5))
    #expect(timeline.contentOffset(at: time).y == 100 * (time / 0.5))
    // Before the start and after the end: the two ends exactly; NaN is the start.
    #expect(timeline.progress(at: -1) == 0)
    #expect(timeline.progress(at: .nan) == 0)
    #expect(timeline.element(0, at: 7)?.frame == to.frame)
    #expect(timeline.elements(at: 0.25).first?.frame.minY == 100)
    #expect(timeline.element(1, at: 0) == nil)
  }

  /// Deleting item 0 while item 1 takes its place: both records' elements are visible at
  /// once under one id, `item/0/0`, told apart by their record (`change`) and its kind.
  @Test func aDeletedAndAKeptElementShareAnIdButNotARecord() {
    let deleted = LayoutAttributes(
      id: .item(section: 0, item: 0), frame: LayoutRect(x: 0, y: 0, width: 100, height: 50),
      zIndex: 1)
    var gone = deleted
    gone.alpha = 0
    let before = LayoutAttributes(
      id: .item(section: 0, item: 1), frame: LayoutRect(x: 0, y: 50, width: 100, height: 50),
      zIndex: 1)
    var after = before
    after.id = .item(section: 0, item: 0)
    after.frame.origin.y = 0
    let changes = [
      ElementChange(
        change: .deleted, before: deleted.id, after: nil, initial: deleted, final: gone),
      ElementChange(
        change: .kept, before: before.id, after: after.id, initial: before, final: after),
    ]
    let timeline = TransitionTimeline(
      animation: UpdateAnimation(duration: 0.5, fps: 60, curve: .linear),
      fromContentOffset: .zero, toContentOffset: .zero,
      viewport: LayoutSize(width: 320, height: 480), changes: changes)
    let visible = timeline.visibleElements(at: 0.25)
    #expect(visible.map(\.id) == [.item(section: 0, item: 0), .item(section: 0, item: 0)])
    #expect(visible.map(\.change) == [0, 1])
    #expect(visible.map { timeline.changes[$0.change].change } == [.deleted, .kept])
  }

  @Test func aSpringOvershootsBetweenFramesAndStopsAtTheEnd() {
    let timeline = TransitionTimeline(
      animation: UpdateAnimation(
        duration: 1, fps: 30, curve: .spring(damping: 0.3, response: 0.4)),
      fromContentOffset: LayoutPoint(x: 0, y: 0), toContentOffset: LayoutPoint(x: 0, y: 100),
      viewport: LayoutSize(width: 320, height: 480), changes: [])
    let peak = (1...999).map { timeline.progress(at: Double($0) / 1000) }.max() ?? 0
    #expect(peak > 1.2)
    #expect(timeline.progress(at: 1) == 1)
    #expect(
      timeline.progress(at: 0.123)
        == AnimationCurve.spring(damping: 0.3, response: 0.4).progress(at: 0.123, duration: 1))
  }
}
