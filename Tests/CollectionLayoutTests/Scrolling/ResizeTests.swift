import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

@Suite struct ResizeTests {
  @Test func aResizeKeepsTheFirstVisibleItemBelowThePinnedStack() throws {
    // Section 0 shows a placeholder that fills the first screen (1024 points), so a rotation
    // to 768 points tall shrinks it by 256 and moves everything below it up by 256.
    let scenario = Scenario(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 768, height: 1024)),
      sections: [
        LayoutSection(placeholder: Placeholder(kind: .loading)),
        LayoutSection(items: .count(100)),
      ],
      steps: [.scroll(LayoutPoint(x: 0, y: 1100)), .resize(LayoutSize(width: 1024, height: 768))])
    let frames = try scenario.frames()
    #expect(frames.steps[1].contentOffset.y == 1100)
    // Before: item/1/1 spans 1068 ..< 1112 and reaches below the offset (1100): distance -32.
    #expect(frames.steps[1].elements.first?.id == .item(section: 1, item: 1))
    #expect(frames.steps[2].contentOffset.y == 844)
    #expect(frames.steps[2].elements.first?.id == .item(section: 1, item: 1))
    #expect(frames.steps[2].elements.first?.frame.minY == 812)
    #expect(frames.steps[2].viewport == LayoutSize(width: 1024, height: 768))
    #expect(frames.steps[2].contentSize == LayoutSize(width: 1024, height: 768 + 4400))
  }

  @Test func aResizeAtTheTopStaysAtTheTop() throws {
    let scenario = Scenario(
      environment: LayoutEnvironment(
        viewport: LayoutSize(width: 768, height: 1024), contentInset: LayoutInsets(top: 64)),
      globalHeaders: [Supplementary(height: 50, isPinned: true)],
      sections: [
        LayoutSection(items: .count(100), headers: [Supplementary(height: 40, isPinned: true)])
      ],
      steps: [
        .resize(LayoutSize(width: 1024, height: 768)),
        .resize(LayoutSize(width: 768, height: 1024)),
      ])
    let frames = try scenario.frames()
    #expect(frames.steps.map(\.contentOffset.y) == [-64, -64, -64])
  }

  @Test func aResizeClampsTheOffsetToTheValidRange() throws {
    let scenario = Scenario(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
      sections: [LayoutSection(items: .count(20))],
      steps: [.scroll(LayoutPoint(x: 0, y: 400)), .resize(LayoutSize(width: 320, height: 800))])
    let frames = try scenario.frames()
    // Content 880 tall; at 800 points tall the largest valid offset is 80.
    #expect(frames.steps[2].contentOffset.y == 80)
  }
}
