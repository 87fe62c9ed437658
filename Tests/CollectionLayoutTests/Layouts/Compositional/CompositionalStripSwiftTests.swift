import Foundation
import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The Swift path for strips (issue 39): one call moves a strip as a fling or a pan does and
/// hands its frames, the same frames the `fling` and `pan` steps with `section` write.
@Suite struct CompositionalStripSwiftTests {
  /// The golden `compositional-strip-pan`'s layout in Swift: a continuous strip of 6 groups
  /// 0.85 wide (items inset 5; offsets 0 ... 1599) and a paging strip of 8 full-width items,
  /// 390 × 300, 20 between the sections.
  static func layout() throws -> CompositionalLayout {
    func section(_ items: Int, width: Double, _ behavior: OrthogonalScrollingBehavior)
      -> LayoutSection
    {
      let item = CompositionalItem(
        size: CompositionalSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
        contentInsets: DirectionalInsets(all: 5))
      let description = CompositionalSection(
        group: .horizontal(
          size: CompositionalSize(width: .fractionalWidth(width), height: .absolute(100)),
          subitems: [.item(item)]),
        orthogonalScrollingBehavior: behavior)
      return LayoutSection(items: .count(items), layout: SectionLayout(description))
    }
    return try CompositionalLayout(
      configuration: CompositionalConfiguration(interSectionSpacing: 20),
      sections: [section(6, width: 0.85, .continuous), section(8, width: 1, .paging)],
      environment: LayoutEnvironment(viewport: LayoutSize(width: 390, height: 300)))
  }

  /// The golden's step 2 in Swift: the strip scrolled to its end (1599), then panned 300
  /// points further over 20 frames at 30 fps (20 / 30 s). The frames are the document's, to
  /// the bit: item 5 at the same x in every one of the 44, and the strip at rest at 1599.
  @Test func aPanGivesTheFramesTheDocumentWrites() throws {
    let layout = try Self.layout().scrolled(section: 0, to: LayoutPoint(x: 1599, y: 0))
    let moved = try layout.sectionScrollFrames(
      ofSection: 0, .pan(translation: 300, duration: Double(20) / 30), framesPerSecond: 30)
    #expect(moved.frames.count == 44)
    #expect(moved.frames[0].layout == layout)
    #expect(abs(moved.frames[20].contentOffset.x - (1599 + 115.9459)) < 1e-4)
    #expect(moved.frames.last?.contentOffset.x == 1599)
    #expect(moved.restingLayout?.strip(ofSection: 0)?.offset == 1599)
    let document = try StripTestSupport.frames(ofScenario: "compositional-strip-pan")
    let sampled = try #require(document.steps[2].transition?.frames)
    #expect(sampled.count == moved.frames.count)
    let item = ElementID.item(section: 0, item: 5)
    for (frame, sample) in zip(moved.frames, sampled) {
      let drawn = sample.elements.first { $0.id == item }?.frame
      #expect(frame.layout.attributes(for: item, pins: nil)?.frame == drawn)
      #expect(frame.time == sample.time)
    }
  }

  /// A fling gives the golden `compositional-strip-flings`' frames of its paging strip
  /// (section 2, 500 pt/s at 30 fps): 390 after 0.663 s, 21 frames. A display tracker shown
  /// each frame's layout hears item 2 appear.
  @Test func aFlingGivesItsFramesToADisplayTracker() throws {
    let layout = try Self.layout()
    let moved = try layout.sectionScrollFrames(
      ofSection: 1, .fling(velocity: 1500), framesPerSecond: 30)
    #expect(moved.frames.last?.contentOffset.x == 390)
    #expect(abs(moved.motion.duration - 0.6627) < 1e-4)
    #expect(moved.frames.count == 21)  // ceil(0.6627 · 30) + 1
    var tracker = DisplayTracker<CompositionalLayout>()
    var appeared: [ElementID] = []
    for frame in moved.frames {
      let events = tracker.show(frame.layout, at: .zero)
      appeared += events.willDisplay.map(\.id)
    }
    #expect(appeared.contains(.item(section: 1, item: 1)))
  }

  /// Bad input, located in the call's arguments, word for word.
  @Test func errors() throws {
    let layout = try Self.layout()
    #expect(
      throws: LayoutError(
        location: "section",
        message: "expected one of the sections that scroll on their own (0, 1), got 2")
    ) { try layout.sectionScrollFrames(ofSection: 2, .fling(velocity: 500)) }
    #expect(
      throws: LayoutError(location: "framesPerSecond", message: "expected a number > 0, got 0")
    ) { try layout.sectionScrollFrames(ofSection: 0, .fling(velocity: 500), framesPerSecond: 0) }
    #expect(
      throws: LayoutError(
        location: ValueLocation("gesture")["velocity"],
        message: "expected a finite number of points per second, got inf")
    ) { try layout.sectionScrollFrames(ofSection: 0, .fling(velocity: .infinity)) }
    #expect(
      throws: LayoutError(
        location: ValueLocation("gesture")["duration"],
        message: "expected a number >= 0, got -1")
    ) { try layout.sectionScrollFrames(ofSection: 0, .pan(translation: 10, duration: -1)) }
    // A minute of the finger at 60 fps, then its bounce: more than 3600 frames in all.
    #expect(
      throws: LayoutError(
        location: "gesture",
        message:
          "expected a pan that comes to rest within 3600 frames in all, got 3646: 3600 frames "
          + "of the finger, then 46 until it rests (0.76 s at 60 per second); a shorter "
          + "duration leaves room for the rest")
    ) { try layout.sectionScrollFrames(ofSection: 0, .pan(translation: -300, duration: 60)) }
  }
}
