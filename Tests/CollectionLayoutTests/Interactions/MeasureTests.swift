import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Measured heights replacing estimates without jumps, with the reference's hand-computed cases
/// (F of `next-capabilities.md`): 10 items estimated 100 points tall in one column, a viewport
/// 300 tall scrolled to 450 (items 4 to 7 visible), then items 2, 4 and 6 measure 160, 130 and
/// 70: the content grows from 1000 to 1060.
@Suite struct MeasureTests {
  typealias I = Interactions

  static func chat(offset: Double, steps: [ScenarioStep], output: OutputOptions = OutputOptions())
    -> Scenario
  {
    Scenario(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 320, height: 300), displayScale: 1),
      sections: [LayoutSection(items: .list((0..<10).map { _ in Item(estimatedHeight: 100) }))],
      steps: [.scroll(LayoutPoint(x: 0, y: offset))] + steps, output: output)
  }

  static func measure(_ heights: [Int: Double], anchor: UpdateAnchor = .automatic) -> ScenarioStep {
    .measure(
      HeightMeasurement(
        items: heights.sorted { $0.key < $1.key }.map {
          MeasuredItem(item: I.path(0, $0.key), height: $0.value)
        }, anchor: anchor))
  }

  @Test func theFirstVisibleItemKeepsItsPlaceOnScreen() throws {
    // F2: item 4 (top 400, partly visible) is the anchor; item 2 above grows by 60, so the
    // offset moves 450 → 510 and item 4 stays 50 points above the viewport's top; item 4
    // itself grows downward.
    let frames = try Self.chat(offset: 450, steps: [Self.measure([2: 160, 4: 130, 6: 70])])
      .frames()
    let measured = frames.steps[2]
    #expect(measured.contentSize.height == 1060)
    #expect(measured.contentOffset == LayoutPoint(x: 0, y: 510))
    #expect(measured.frame(I.item(0, 4)) == LayoutRect(x: 0, y: 460, width: 320, height: 130))
    #expect(measured.frame(I.item(0, 5)) == LayoutRect(x: 0, y: 590, width: 320, height: 100))
    #expect(measured.frame(I.item(0, 6)) == LayoutRect(x: 0, y: 690, width: 320, height: 70))
    // A transition: item 4 grows from 100 to 130 where it is on screen.
    let record = try #require(measured.transition?.changes.first { $0.id == I.item(0, 4) })
    #expect(record.initial.frame.minY - 450 == record.final.frame.minY - 510)
    #expect(record.initial.frame.height == 100)
    #expect(record.final.frame.height == 130)
  }

  @Test func aChangeBelowTheViewportMovesNothing() throws {
    // F6: item 9 is below the viewport.
    let frames = try Self.chat(offset: 450, steps: [Self.measure([9: 150])]).frames()
    #expect(frames.steps[2].contentOffset == LayoutPoint(x: 0, y: 450))
    #expect(frames.steps[2].elements == frames.steps[1].elements)
  }

  @Test func shrinkingAtTheBottomClamps() throws {
    // F5: at the bottom (700), item 8 below the anchor shrinks to 40: the maximum offset
    // becomes 640.
    let frames = try Self.chat(offset: 700, steps: [Self.measure([8: 40])]).frames()
    #expect(frames.steps[2].contentOffset == LayoutPoint(x: 0, y: 640))
  }

  @Test func aChatKeepsItsBottom() throws {
    // F8: at the bottom with the bottom anchor, item 2 growing by 60 keeps the distance 0
    // from the end: 700 → 760.
    let frames = try Self.chat(
      offset: 700, steps: [Self.measure([2: 160], anchor: .bottom)]
    ).frames()
    #expect(frames.steps[2].contentOffset == LayoutPoint(x: 0, y: 760))
  }

  @Test func theEntriesListWhatToMeasureNext() throws {
    let frames = try Self.chat(
      offset: 450, steps: [Self.measure([4: 130, 5: 100])],
      output: OutputOptions(measureVisible: true)
    ).frames()
    #expect(
      frames.steps[1].customAttributes["measure"]
        == .list(["item/0/4", "item/0/5", "item/0/6", "item/0/7"].map { .string($0) }))
    // 4 and 5 measured; the offset stays (item 4 is the anchor); 6 and 7 are still estimates.
    #expect(
      frames.steps[2].customAttributes["measure"]
        == .list(["item/0/6", "item/0/7"].map { .string($0) }))
  }

  @Test func measuredItemsOfACountAreStoredSparsely() throws {
    let scenario = Scenario(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 320, height: 300), displayScale: 1),
      metrics: SectionMetrics(rowHeight: 50, columns: 2),
      sections: [LayoutSection(items: .count(1_000_000))],
      steps: [
        .measure(
          HeightMeasurement(items: [
            MeasuredItem(item: I.path(0, 1), height: 80),
            MeasuredItem(item: I.path(0, 5), height: 30),
          ]))
      ])
    let frames = try scenario.frames()
    let measured = frames.steps[1]
    // Row 0 is 80 tall (item 1), row 2 stays 50 (item 4 is not measured, item 5 is shorter).
    #expect(measured.frame(I.item(0, 0)) == LayoutRect(x: 0, y: 0, width: 160, height: 80))
    #expect(measured.frame(I.item(0, 2)) == LayoutRect(x: 0, y: 80, width: 160, height: 50))
    #expect(measured.frame(I.item(0, 4)) == LayoutRect(x: 0, y: 130, width: 160, height: 50))
    #expect(measured.contentSize.height == 500_000 * 50 + 30)
  }
}
