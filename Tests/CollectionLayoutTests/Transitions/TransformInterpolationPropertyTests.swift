import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// Transforms interpolate to their end values (issue 39): number by number, from the initial
/// transform at progress 0 to the final one exactly at 1, every number between its ends in
/// between; through the engine, the first and last sampled frames of an update of a random
/// carousel show each record's initial and final transforms, and the update's timeline its
/// final ones at the end.
@Suite struct TransformInterpolationPropertyTests {
  /// A random transform, or `nil` (the identity) one time in four.
  static func transform(_ random: inout SeededRandom) -> LayoutTransform? {
    guard random.chance(0.75) else { return nil }
    return LayoutTransform(
      a: random.double(-3...3), b: random.double(-1...1), c: random.double(-1...1),
      d: random.double(-3...3), tx: random.double(-500...500), ty: random.double(-500...500))
  }

  @Test func interpolationEndsAtItsEnds() {
    var random = SeededRandom(seed: 39)
    for _ in 0..<2_000 {
      let from = Self.transform(&random)
      let to = Self.transform(&random)
      #expect(LayoutTransform.interpolated(from: from, to: to, progress: 1) == to)
      #expect(LayoutTransform.interpolated(from: from, to: to, progress: 0) == from)
      let progress = random.double(0...1)
      let start = (from ?? .identity).values
      let end = (to ?? .identity).values
      let middle =
        (LayoutTransform.interpolated(from: from, to: to, progress: progress) ?? .identity)
        .values
      for index in 0..<6 {
        let low = min(start[index], end[index]) - 1e-9
        let high = max(start[index], end[index]) + 1e-9
        #expect((low...high).contains(middle[index]))
      }
    }
  }

  /// Random carousels (3 ... 12 items, groups 0.4 ... 0.9 wide, random effects), scrolled to a
  /// random place, then an item deleted or inserted.
  @Test func updatesOfCarouselsEndAtTheFinalTransforms() throws {
    var random = SeededRandom(seed: 40)
    var checked = 0
    for _ in 0..<60 {
      let count = random.int(3...12)
      var section = CompositionalSection(
        group: .horizontal(
          size: CompositionalSize(
            width: .fractionalWidth(random.double(0.4...0.9)), height: .absolute(150)),
          subitems: [
            .item(
              CompositionalItem(
                size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(1))))
          ]),
        interGroupSpacing: random.double(0...20),
        orthogonalScrollingBehavior: random.pick([.continuous, .groupPaging, .groupPagingCentered]))
      let minimum = random.double(0.3...1)
      section.visibleItemsEffect = VisibleItemsEffect(
        scale: .init(minimum: minimum, maximum: minimum + random.double(0...0.5)),
        alpha: random.chance(0.5) ? .init(minimum: random.double(0...1)) : nil)
      var layout = try CompositionalLayout(
        configuration: CompositionalConfiguration(),
        sections: [LayoutSection(items: .count(count), layout: SectionLayout(section))],
        environment: LayoutEnvironment(viewport: LayoutSize(width: 390, height: 400)))
      let range = try #require(layout.strip(ofSection: 0)).range
      layout = layout.scrolled(
        section: 0, to: LayoutPoint(x: random.double(range.lowerBound...range.upperBound), y: 0))
      let item = random.int(0...(count - 1))
      let batch =
        random.chance(0.5)
        ? BatchUpdate(deleteItems: [ItemPath(section: 0, item: item)])
        : BatchUpdate(insertItems: [ItemPath(section: 0, item: item)])
      let update = try LayoutUpdate(layout: layout, contentOffset: .zero, batch: batch)
      let transition = update.transition(for: .all)
      let timeline = update.timeline(for: transition.changes)
      let first = try #require(transition.frames.first)
      let last = try #require(transition.frames.last)
      for element in first.elements {
        #expect(element.transform == transition.changes[element.change].initial.transform)
      }
      for element in last.elements {
        #expect(element.transform == transition.changes[element.change].final.transform)
      }
      for index in transition.changes.indices {
        let end = timeline.element(index, at: timeline.animation.duration)
        #expect(end?.transform == transition.changes[index].final.transform)
      }
      checked += transition.changes.filter { $0.final.transform != nil }.count
    }
    #expect(checked > 100)
  }
}
