import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The grid writes a query's common attributes straight into the buffer's spare capacity and
/// collects what does not fit: whatever room the buffer has, and whoever else holds its
/// storage, the buffer ends with the same elements in the same order.
@Suite struct SpareCapacityAppendingTests {
  /// Two sections of 40 items in two columns, a pinned global header and section headers: a
  /// visible query at 1,000 points lists 26 elements (the global header, the second section's
  /// pinned header, and its rows 0 to 11, from 990 to 1,518 points).
  private func layout() throws -> GridLayout {
    try makeLayout(
      metrics: SectionMetrics(columns: 2),
      globalHeaders: [Supplementary(height: 50, isPinned: true)],
      sections: [
        LayoutSection(items: .count(40), headers: [Supplementary(height: 30, isPinned: true)]),
        LayoutSection(items: .count(40), headers: [Supplementary(height: 30, isPinned: true)]),
      ])
  }

  private let offset = LayoutPoint(x: 0, y: 1_000)

  @Test func everySpareCapacityGivesTheSameElements() throws {
    let layout = try layout()
    let expected = layout.visibleElements(at: offset).map(\.common)
    #expect(expected.count == 26)
    let kept = layout.visibleElements(at: LayoutPoint(x: 0, y: 0)).map(\.common)
    let pins = layout.pinPass(at: offset)
    // No room, some room (the query overflows part way), exactly enough, more than enough.
    for room in [0, 1, 7, 25, 26, 27, 100] {
      var buffer = kept
      buffer.reserveCapacity(kept.count + room)
      layout.appendElements(in: layout.visibleRect(at: offset), pins: pins, to: &buffer)
      #expect(buffer == kept + expected, "room for \(room)")
    }
  }

  @Test func anEmptyArrayGrowsToTheElements() throws {
    let layout = try layout()
    var buffer: [ElementAttributes] = []
    layout.appendElements(
      in: layout.visibleRect(at: offset), pins: layout.pinPass(at: offset), to: &buffer)
    #expect(buffer == layout.visibleElements(at: offset).map(\.common))
  }

  @Test func aFullBufferSharedWithAnotherArrayIsLeftToIt() throws {
    let layout = try layout()
    var buffer = layout.visibleElements(at: LayoutPoint(x: 0, y: 0)).map(\.common)
    let before = buffer
    // No room: the elements are appended one by one, which copies the shared storage first.
    let other = buffer
    #expect(buffer.capacity == buffer.count)
    layout.appendElements(
      in: layout.visibleRect(at: offset), pins: layout.pinPass(at: offset), to: &buffer)
    #expect(other == before)
    #expect(buffer == before + layout.visibleElements(at: offset).map(\.common))
  }

  @Test func aBufferSharedWithAnotherArrayIsCopiedBeforeItIsWritten() throws {
    let layout = try layout()
    var buffer = layout.visibleElements(at: LayoutPoint(x: 0, y: 0)).map(\.common)
    buffer.reserveCapacity(buffer.count + 100)
    let other = buffer
    layout.appendElements(
      in: layout.visibleRect(at: offset), pins: layout.pinPass(at: offset), to: &buffer)
    #expect(other == layout.visibleElements(at: LayoutPoint(x: 0, y: 0)).map(\.common))
    #expect(buffer == other + layout.visibleElements(at: offset).map(\.common))
  }

  @Test func anEmptyQueryLeavesTheBufferAsItWas() throws {
    let layout = try layout()
    var buffer = layout.visibleElements(at: offset).map(\.common)
    let before = buffer
    layout.appendElements(
      in: LayoutRect(x: 0, y: -500, width: 320, height: 100), pins: nil, to: &buffer)
    #expect(buffer == before)
  }

  /// A visit of three items of section 7, for the sequence on its own.
  private struct ThreeItems: ElementVisitor {
    func visit<Consumer: ElementConsumer>(into consumer: inout Consumer) {
      for item in 0..<3 {
        consumer.take(
          common: ElementAttributes(
            id: .item(section: 7, item: item),
            frame: LayoutRect(x: 0, y: Double(item) * 44, width: 320, height: 44), zIndex: 1))
      }
    }
  }

  @Test func theSequenceIteratedGivesTheVisitInOrder() {
    let records = VisitedElementRecords(visitor: ThreeItems())
    var ids: [ElementID] = []
    for element in records { ids.append(element.id) }
    #expect(ids == (0..<3).map { .item(section: 7, item: $0) })
    var buffer: [ElementAttributes] = []
    buffer.reserveCapacity(1)
    buffer.appendVisited(by: ThreeItems())
    #expect(buffer.map(\.id) == ids)
  }

  /// A row handed over at once (`takeCommon(count:_:)`) is written as far as the room goes and
  /// the rest overflows, in order, as one `take(common:)` each would leave it; the default of
  /// other consumers takes them one by one.
  @Test func aRowHandedOverAtOnceFillsTheRoomAndOverflowsInOrder() {
    func item(_ index: Int) -> ElementAttributes {
      ElementAttributes(
        id: .item(section: 0, item: index), frame: LayoutRect(x: 0, y: 0, width: 1, height: 1),
        zIndex: ZIndex.item)
    }
    for room in 0...6 {
      let spare = UnsafeMutableBufferPointer<ElementAttributes>.allocate(capacity: room)
      defer { spare.deallocate() }
      var consumer = SpareCapacityConsumer(spare: spare)
      consumer.take(common: item(0))
      var offsets: [Int] = []
      consumer.takeCommon(count: 4) { offset in
        offsets.append(offset)
        return item(1 + offset)
      }
      consumer.takeCommon(count: 0) { _ in item(99) }
      consumer.take(common: item(5))
      let written = Array(spare.prefix(consumer.written))
      #expect(offsets == [0, 1, 2, 3], "room for \(room)")
      #expect(consumer.written == min(room, 6), "room for \(room)")
      #expect((written + consumer.overflow).map(\.id) == (0...5).map { item($0).id })
    }
    var appended = AppendedElements()
    appended.takeCommon(count: 3) { item($0) }
    #expect(appended.elements.map(\.id) == (0..<3).map { item($0).id })
  }
}
