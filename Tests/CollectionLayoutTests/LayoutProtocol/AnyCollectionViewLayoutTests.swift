import CollectionLayout
import Testing

/// ``AnyCollectionViewLayout``: wrapping never nests, the layouts it returns are wrapped once,
/// its pin pass is its base's (and another layout's is no pass), and a layout of your own
/// keeps its own answers behind it.
@Suite struct AnyCollectionViewLayoutTests {
  /// Two sections of 10 items under three headers each, two of them pinned; 320 x 480.
  static func grid() throws -> GridLayout {
    try GridLayout(scenario: ScenarioGoldens.scenario(named: "two-pinned-headers"))
  }

  @Test func wrappingAnErasedLayoutWrapsItsBase() throws {
    let grid = try Self.grid()
    let once = AnyCollectionViewLayout(grid)
    #expect(once.base is GridLayout)
    #expect(AnyCollectionViewLayout(once).base is GridLayout)
    // Through an existential, as `Scenario.makeLayout()` returns layouts.
    let existential: any CollectionViewLayout = once
    #expect(AnyCollectionViewLayout(existential).base is GridLayout)
    // Assigned: unwrapped too.
    var assigned = AnyCollectionViewLayout(Self.carousel)
    #expect(assigned.base is Carousel)
    assigned.base = once
    #expect(assigned.base is GridLayout)
  }

  @Test func theLayoutsItReturnsAreItsBasesWrappedOnce() throws {
    let erased = AnyCollectionViewLayout(try Self.grid())
    let offset = LayoutPoint(x: 0, y: 100)
    let laidOut = try erased.laidOut(
      sections: [LayoutSection(items: .count(4))], in: erased.environment, carrying: nil)
    #expect(laidOut.base is GridLayout)
    #expect(laidOut.sections == [LayoutSection(items: .count(4))])
    #expect(erased.settled(at: offset).layout.base is GridLayout)
    #expect(erased.scrolled(section: 0, to: offset).base is GridLayout)
    #expect(erased.scrolled(section: 0, through: offset).base is GridLayout)
    let resized = try erased.resized(to: LayoutSize(width: 480, height: 320), from: offset)
    #expect(resized.layout.base is GridLayout)
    #expect(resized.layout.environment.viewport == LayoutSize(width: 480, height: 320))
  }

  @Test func itsPinPassIsItsBases() throws {
    let grid = try Self.grid()
    let erased = AnyCollectionViewLayout(grid)
    // At y 100 section 0's first header (0 ... 30) is pinned at the top of the view.
    let offset = LayoutPoint(x: 0, y: 100)
    let rect = grid.visibleRect(at: offset)
    let pinned = grid.elements(in: rect, pins: grid.pinPass(at: offset), limit: .max)
    #expect(pinned != grid.elements(in: rect, pins: nil, limit: .max))
    #expect(erased.elements(in: rect, pins: erased.pinPass(at: offset), limit: .max) == pinned)
    let header = ElementID.header(section: 0, index: 0)
    #expect(
      erased.attributes(for: header, pins: erased.pinPass(at: offset))?.frame.minY == 100)
    #expect(erased.visibleElements(at: offset) == grid.visibleElements(at: offset))
  }

  /// A pass is its layout's own: one of another type (a string, a boxed box, a compositional
  /// layout's pins) puts every element at its natural place, as no pass does, in every query
  /// that takes one.
  @Test func aPinPassOfAnotherTypeIsNoPass() throws {
    let compositional = try CompositionalLayout(
      scenario: ScenarioGoldens.scenario(named: "compositional-pinned-headers"))
    let foreignPasses = [
      AnyPinPass("not a pin pass"),
      AnyPinPass(AnyPinPass(())),
      AnyPinPass(compositional.pinPass(at: LayoutPoint(x: 0, y: 100))),
    ]
    for foreign in foreignPasses {
      try expectNoPass(foreign)
    }
  }

  func expectNoPass(_ foreign: AnyPinPass) throws {
    let grid = try Self.grid()
    let erased = AnyCollectionViewLayout(grid)
    let offset = LayoutPoint(x: 0, y: 100)
    let rect = grid.visibleRect(at: offset)
    let unpinned = grid.elements(in: rect, pins: nil, limit: .max)
    #expect(erased.elements(in: rect, pins: foreign, limit: .max) == unpinned)
    var visited: [LayoutAttributes] = []
    erased.forEachElement(in: rect, pins: foreign) {
      visited.append($0)
      return true
    }
    #expect(visited == unpinned)
    var buffer: [ElementAttributes] = []
    erased.appendElements(in: rect, pins: foreign, to: &buffer)
    #expect(buffer == unpinned.map(\.common))
    let header = ElementID.header(section: 0, index: 0)
    #expect(erased.attributes(for: header, pins: foreign)?.frame.minY == 0)
  }

  static let carousel = Carousel(
    environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 200), displayScale: 2),
    sections: [LayoutSection(items: .count(3)), LayoutSection(items: .count(6))])

  @Test func aLayoutOfYourOwnKeepsItsOwnAnswersAndDefaults() throws {
    let erased = AnyCollectionViewLayout(Self.carousel)
    // Its own: horizontal, a fling rests on an item's edge (pitch 110: 160 -> 110).
    #expect(erased.scrollAxis == .horizontal)
    #expect(
      erased.targetContentOffset(
        forProposedContentOffset: LayoutPoint(x: 160, y: 0),
        withScrollingVelocity: LayoutPoint(x: 500, y: 0), releasedAt: .zero)
        == LayoutPoint(x: 110, y: 0))
    // The protocol's defaults, as the carousel has them.
    #expect(erased.sectionScrollers.isEmpty)
    #expect(erased.frame(ofSection: 0) == nil)
    #expect(erased.initialContentOffset == Self.carousel.initialContentOffset)
    #expect(
      erased.anchorCandidates(at: LayoutPoint(x: 250, y: 0))
        == Self.carousel.anchorCandidates(at: LayoutPoint(x: 250, y: 0)))
    #expect(throws: StepError(message: "this layout does not play \"page\" steps")) {
      try erased.playing(.page(PageStep(page: 1)), from: .zero)
    }
  }

  @Test func aLayoutOfYourOwnPlaysTheSameFramesErased() throws {
    let steps: [ScenarioStep] = [
      .scroll(LayoutPoint(x: 250, y: 0)),
      .update(BatchUpdate(insertItems: [ItemPath(section: 0, item: 0)])),
      .resize(LayoutSize(width: 480, height: 200)),
    ]
    let bare = try FramesDocument(layout: Self.carousel, steps: steps)
    let erased = try FramesDocument(layout: AnyCollectionViewLayout(Self.carousel), steps: steps)
    ErasedLayoutGoldenTests.expectSameFrames(erased: erased, bare: bare, of: "carousel")
    // The insert on the left moved the offset by one stride (see UserLayoutTests).
    #expect(erased.steps[2].contentOffset == LayoutPoint(x: 360, y: 0))
  }
}
