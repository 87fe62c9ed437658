import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A `fractionalHeight` inside a group of estimated height: a fraction of the estimate until
/// the group is measured (UIKit uses the estimate until the cells are measured), then of the
/// height its other subitems give it, in a horizontal group; along a vertical group of
/// estimated height it stays a fraction of the estimate (the group is its content's sum).
@Suite struct CompositionalEstimatedFractionTests {
  typealias Sample = AppleSample

  /// An image 0.25 wide and `fractionalHeight(1)` beside a text 0.75 wide of estimated
  /// height 100, in a row of estimated height 100, 10 between rows.
  static let rows = CompositionalSection(
    group: .horizontal(
      size: Sample.size(.fractionalWidth(1), .estimated(100)),
      subitems: [
        Sample.item(.fractionalWidth(0.25), .fractionalHeight(1)),
        Sample.item(.fractionalWidth(0.75), .estimated(100)),
      ]),
    interGroupSpacing: 10)

  /// The golden `compositional-estimated-fraction`, by hand. Before the measure step every row
  /// is its estimate: image 0.25 · 390 = 97.5 wide and 1.0 · 100 tall, text at x 97.5, 292.5
  /// wide; row 1 at 100 + 10 = 110; content 210. The texts measure 150 (row 0) and 60 (row 1):
  /// row 0 is 150 tall and its image follows it (150), row 1 starts at 150 + 10 = 160 and is
  /// 60 tall, its image too; content 160 + 60 = 220. Offset 0 stays (item 0 is the anchor).
  @Test func theGoldenByHand() throws {
    let frames = try ScenarioGoldens.frames(ofScenarioNamed: "compositional-estimated-fraction")
    let initial = frames.steps[0]
    #expect(initial.contentSize.height == 210)
    #expect(initial.frame(.named("item/0/0")) == LayoutRect(x: 0, y: 0, width: 97.5, height: 100))
    #expect(
      initial.frame(.named("item/0/1")) == LayoutRect(x: 97.5, y: 0, width: 292.5, height: 100))
    #expect(
      initial.frame(.named("item/0/2")) == LayoutRect(x: 0, y: 110, width: 97.5, height: 100))
    let measured = frames.steps[1]
    #expect(measured.contentOffset == LayoutPoint(x: 0, y: 0))
    #expect(measured.contentSize.height == 220)
    #expect(measured.frame(.named("item/0/0")) == LayoutRect(x: 0, y: 0, width: 97.5, height: 150))
    #expect(
      measured.frame(.named("item/0/1")) == LayoutRect(x: 97.5, y: 0, width: 292.5, height: 150))
    #expect(
      measured.frame(.named("item/0/2")) == LayoutRect(x: 0, y: 160, width: 97.5, height: 60))
    #expect(
      measured.frame(.named("item/0/3")) == LayoutRect(x: 97.5, y: 160, width: 292.5, height: 60))
  }

  /// Through a nested group: a vertical group 0.25 wide and `fractionalHeight(1)` of two items
  /// `fractionalHeight(0.5)` beside the 0.75 text. Estimated: 100 tall, items 50 each. The
  /// text measures 150: the nested group is 150, its items 75 each (y 0 and 75).
  @Test func aNestedGroupFollowsTheMeasuredHeight() throws {
    let column = CompositionalGroup.vertical(
      size: Sample.size(.fractionalWidth(0.25), .fractionalHeight(1)),
      subitems: [Sample.item(.fractionalWidth(1), .fractionalHeight(0.5))], count: 2)
    let section = CompositionalSection(
      group: .horizontal(
        size: Sample.size(.fractionalWidth(1), .estimated(100)),
        subitems: [.group(column), Sample.item(.fractionalWidth(0.75), .estimated(100))]))
    let estimated = try Sample.layout([(3, section)])
    #expect(isFrame(estimated.frame("item/0/1"), 0, 50, 97.5, 50))
    let layout = try CompositionalMeasureTests.layout([(3, section)], measured: [0: [2: 150]])
    #expect(isFrame(layout.frame("item/0/0"), 0, 0, 97.5, 75))
    #expect(isFrame(layout.frame("item/0/1"), 0, 75, 97.5, 75))
    #expect(isFrame(layout.frame("item/0/2"), 97.5, 0, 292.5, 150))
  }

  /// Along a vertical group of estimated height 150, a `fractionalHeight(0.25)` item is 37.5
  /// (a fraction of the estimate; with the estimated 100 below it they take 137.5, a third
  /// would end at 175 > 150) and stays so when the item below it measures 120: the group is
  /// its content, 37.5 + 120 = 157.5 (a fraction of a sum that holds it would be circular).
  @Test func alongAVerticalGroupTheFractionStaysOfTheEstimate() throws {
    let section = CompositionalSection(
      group: .vertical(
        size: Sample.size(.fractionalWidth(1), .estimated(150)),
        subitems: [
          Sample.item(.fractionalWidth(1), .fractionalHeight(0.25)),
          Sample.item(.fractionalWidth(1), .estimated(100)),
        ]))
    let layout = try CompositionalMeasureTests.layout([(4, section)], measured: [0: [1: 120]])
    #expect(isFrame(layout.frame("item/0/0"), 0, 0, 390, 37.5))
    #expect(isFrame(layout.frame("item/0/1"), 0, 37.5, 390, 120))
    // Group 1 starts after group 0's 157.5, and keeps its estimate.
    #expect(isFrame(layout.frame("item/0/2"), 0, 157.5, 390, 37.5))
    #expect(isFrame(layout.frame("item/0/3"), 0, 195, 390, 100))
  }

  /// Nesting does not double the work at each level: 40 rows of estimated height nested one
  /// in the other, each with an image 2 wide and `fractionalHeight(1)` beside the next row
  /// (2 narrower), the innermost text measuring 150. Every row grows to 150 and every image
  /// follows it; the second pass of each row copies the row it holds (its height does not
  /// depend on its parent's), so laying it out is linear in the depth, not 2^40 passes.
  @Test func nestedRowsFollowTheMeasureWithoutDoublingTheWork() throws {
    let depth = 40
    var row = CompositionalGroup.horizontal(
      size: Sample.size(.absolute(390 - 2 * Double(depth)), .estimated(100)),
      subitems: [Sample.item(.fractionalWidth(1), .estimated(100))])
    for level in 0..<depth {
      let width = 390 - 2 * Double(depth - 1 - level)
      row = .horizontal(
        size: Sample.size(.absolute(width), .estimated(100)),
        subitems: [Sample.item(.absolute(2), .fractionalHeight(1)), .group(row)])
    }
    let layout = try CompositionalMeasureTests.layout(
      [(depth + 1, CompositionalSection(group: row))], measured: [0: [depth: 150]])
    for item in 0...depth {
      #expect(layout.frame("item/0/\(item)")?.height == 150, "item \(item)")
    }
    #expect(isFrame(layout.frame("item/0/\(depth)"), 80, 0, 310, 150))
  }
}
