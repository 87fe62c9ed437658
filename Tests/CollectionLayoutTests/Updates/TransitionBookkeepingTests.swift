import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The helper that samples a transition's change records without copying them: the records
/// an animation can show.
@Suite struct TransitionBookkeepingTests {
  /// Viewport 320 x 480 scrolled from y 0 to y 1000: the visible rects sweep y 0 ... 1480.
  @Test func candidatesAreTheRecordsSomeSampleCanShow() {
    let samples: [(progress: Double, offset: LayoutPoint)] = [
      (0, LayoutPoint(x: 0, y: 0)), (1.6, LayoutPoint(x: 0, y: 500)),
      (1, LayoutPoint(x: 0, y: 1000)),
    ]
    let changes = [
      // Below the band at both ends and every progress in 0 ... 1.6.
      record(0, from: LayoutRect(x: 0, y: 2000, width: 100, height: 40), to: 3000),
      // Moving into the band.
      record(1, from: LayoutRect(x: 0, y: 2000, width: 100, height: 40), to: 100),
      // Below the band at both ends, but a spring's progress 1.6 takes it to y 1400.
      record(2, from: LayoutRect(x: 0, y: 3000, width: 100, height: 40), to: 2000),
      // Left of the band.
      record(3, from: LayoutRect(x: -1000, y: 100, width: 100, height: 40), to: 100),
      // Its bottom edge touches the band's top: an empty intersection.
      record(4, from: LayoutRect(x: 0, y: -40, width: 100, height: 40), to: -40),
    ]
    let candidates = SampledRecord.candidates(
      in: changes, samples: samples, viewport: LayoutSize(width: 320, height: 480))
    #expect(candidates.map(\.index) == [1, 2])
    #expect(candidates.first?.finalFrame == LayoutRect(x: 0, y: 100, width: 100, height: 40))
  }

  private func record(_ item: Int, from frame: LayoutRect, to y: Double) -> ElementChange {
    let id = ElementID.item(section: 0, item: item)
    var final = frame
    final.origin.y = y
    return ElementChange(
      change: .kept, before: id, after: id,
      initial: LayoutAttributes(id: id, frame: frame, zIndex: 0),
      final: LayoutAttributes(id: id, frame: final, zIndex: 0))
  }
}
