import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Layout used below (viewport 320 × 480, inset top 64, scale 2):
///
///     globalHeader/0  pinned   0 ..< 50
///     section 0       50 ..< 530:  header/0/0 pinned 50 ..< 90, ten items 90 ..< 530
///     section 1       530 ..< 1010: header/1/0 pinned 530 ..< 570, ten items 570 ..< 1010
@Suite struct PinningTests {
  private func layout() throws -> GridLayout {
    let section = LayoutSection(
      items: .count(10), headers: [Supplementary(height: 40, isPinned: true)])
    return try makeLayout(
      inset: LayoutInsets(top: 64), globalHeaders: [Supplementary(height: 50, isPinned: true)],
      sections: [section, section])
  }

  @Test func atTheTopNothingMoves() throws {
    let layout = try layout()
    #expect(layout.frame(.globalHeader(index: 0), atOffsetY: -64).minY == 0)
    #expect(layout.frame(.header(section: 0, index: 0), atOffsetY: -64).minY == 50)
    let attributes = layout.attributes(
      for: .header(section: 0, index: 0), contentOffset: LayoutPoint(x: 0, y: -64))
    #expect(attributes?.isPinned == false)
  }

  @Test func overscrollAboveTheTopMovesNothing() throws {
    let layout = try layout()
    #expect(layout.frame(.globalHeader(index: 0), atOffsetY: -164).minY == 0)
    #expect(layout.frame(.header(section: 0, index: 0), atOffsetY: -164).minY == 50)
  }

  @Test func globalHeaderPinsAtThePinLineAndSectionHeaderBelowIt() throws {
    let layout = try layout()
    // Offset 36: pin line 36 + 64 = 100; the global header ends at 150.
    #expect(layout.frame(.globalHeader(index: 0), atOffsetY: 36).minY == 100)
    let header = layout.attributes(
      for: .header(section: 0, index: 0), contentOffset: LayoutPoint(x: 0, y: 36))
    #expect(header?.frame.minY == 150)
    #expect(header?.isPinned == true)
    #expect(header?.zIndex == ZIndex.pinnedSectionHeader)
  }

  @Test func theEndOfASectionPushesItsHeaderOff() throws {
    let layout = try layout()
    // Offset 380: section line 494; the header would end at 534 > 530: pushed up to 490.
    #expect(layout.frame(.header(section: 0, index: 0), atOffsetY: 380).minY == 490)
    // Offset 416: section line 530 = section 1's top; header 0 rests at 490, header 1 natural.
    #expect(layout.frame(.header(section: 0, index: 0), atOffsetY: 416).minY == 490)
    #expect(layout.frame(.header(section: 1, index: 0), atOffsetY: 416).minY == 530)
    // Offset 500: section line 614; header 1 pins there, header 0 stays at its section's end.
    #expect(layout.frame(.header(section: 1, index: 0), atOffsetY: 500).minY == 614)
    #expect(layout.frame(.header(section: 0, index: 0), atOffsetY: 500).minY == 490)
  }

  @Test func overscrollBelowTheBottomStillPins() throws {
    let layout = try layout()
    // Content height 1010; the largest valid offset is 1010 - 480 = 530. Overscroll to 600:
    // pin line 664, section line 714; header 1 pins at 714 (its stack ends at 754 < 1010).
    #expect(layout.validContentOffsets.y == -64...530)
    #expect(layout.frame(.globalHeader(index: 0), atOffsetY: 600).minY == 664)
    #expect(layout.frame(.header(section: 1, index: 0), atOffsetY: 600).minY == 714)
  }

  @Test func twoPinnedHeadersOfOneSectionStack() throws {
    let section = LayoutSection(
      items: .count(10),
      headers: [
        Supplementary(height: 30, isPinned: true), Supplementary(height: 20),
        Supplementary(height: 25, isPinned: true),
      ])
    let layout = try makeLayout(sections: [section, section])
    // Section 0: headers at 0, 30, 50; items 75 ..< 515. Offset 100 (no inset): the first
    // pins at 100, the unpinned one scrolls under, the third pins at 130.
    #expect(layout.frame(.header(section: 0, index: 0), atOffsetY: 100).minY == 100)
    #expect(layout.frame(.header(section: 0, index: 1), atOffsetY: 100).minY == 30)
    #expect(layout.frame(.header(section: 0, index: 2), atOffsetY: 100).minY == 130)
    // Offset 470: the stack would end at 525 > 515: both are pushed up by 10.
    #expect(layout.frame(.header(section: 0, index: 0), atOffsetY: 470).minY == 460)
    #expect(layout.frame(.header(section: 0, index: 2), atOffsetY: 470).minY == 490)
  }

  @Test func aPinnedAndAnUnpinnedGlobalHeader() throws {
    let layout = try makeLayout(
      globalHeaders: [Supplementary(height: 30), Supplementary(height: 50, isPinned: true)],
      sections: [
        LayoutSection(items: .count(20), headers: [Supplementary(height: 40, isPinned: true)])
      ])
    #expect(layout.frame(.globalHeader(index: 0), atOffsetY: 20).minY == 0)
    #expect(layout.frame(.globalHeader(index: 1), atOffsetY: 20).minY == 30)
    #expect(layout.frame(.globalHeader(index: 1), atOffsetY: 100).minY == 100)
    #expect(layout.frame(.header(section: 0, index: 0), atOffsetY: 100).minY == 150)
    let visible = layout.visibleElements(at: LayoutPoint(x: 0, y: 100)).map(\.id.description)
    #expect(!visible.contains("globalHeader/0"))
    #expect(visible.prefix(2) == ["globalHeader/1", "header/0/0"])
  }

  @Test func aHeaderThatDoesNotPinScrollsAway() throws {
    let pinned = LayoutSection(
      items: .count(5), headers: [Supplementary(height: 40, isPinned: true)])
    let unpinned = LayoutSection(items: .count(5), headers: [Supplementary(height: 40)])
    let layout = try makeLayout(sections: [pinned, unpinned, pinned])
    // Section 1 spans 260 ..< 520; at offset 300 its header stays at 260.
    #expect(layout.frame(.header(section: 1, index: 0), atOffsetY: 300).minY == 260)
    #expect(layout.frame(.header(section: 0, index: 0), atOffsetY: 300).minY == 220)
    #expect(layout.frame(.header(section: 2, index: 0), atOffsetY: 300).minY == 520)
  }

  /// Six global headers of 10 points, all pinned but the third, scrolled to 1,000 (inset 0):
  /// the pinned ones stack from the pin line in order (the first four are kept inline by the
  /// pin state, the rest in a copy of the layout's natural tops), the unpinned one keeps its
  /// natural top, and two states at the same offset are equal and hash alike.
  @Test func moreThanFourPinnedGlobalHeadersStackInOrder() throws {
    let headers = (0..<6).map { Supplementary(height: 10, isPinned: $0 != 2) }
    let layout = try makeLayout(
      globalHeaders: headers, sections: [LayoutSection(items: .count(200))])
    let state = layout.pinPass(at: LayoutPoint(x: 0, y: 1_000))
    #expect(state.globalHeaderTops == [1_000, 1_010, 20, 1_020, 1_030, 1_040])
    #expect(state.sectionPinLine == 1_050)
    #expect((0..<6).map { state.globalHeaderTop($0) } == state.globalHeaderTops.map { $0 })
    #expect(state.globalHeaderTop(6) == nil && state.globalHeaderTop(-1) == nil)
    #expect(layout.globalHeaderTops == [0, 10, 20, 30, 40, 50])
    let again = layout.pinPass(at: LayoutPoint(x: 0, y: 1_000))
    #expect(again == state && again.hashValue == state.hashValue)
    #expect(layout.pinPass(at: LayoutPoint(x: 0, y: 1_001)) != state)
    #expect(layout.pinPass(at: .zero).globalHeaderTops == [0, 10, 20, 30, 40, 50])
  }

  /// A pin state is a value a caller may keep and edit: setting its tops replaces them, and a
  /// state made for a layout with fewer global headers does not trap a query of another
  /// layout (the headers it does not know stay at their natural tops).
  @Test func aPinStateCanBeEditedAndHandedToAnotherLayout() throws {
    let one = try makeLayout(
      globalHeaders: [Supplementary(height: 10, isPinned: true)],
      sections: [LayoutSection(items: .count(200))])
    let six = try makeLayout(
      globalHeaders: (0..<6).map { _ in Supplementary(height: 10, isPinned: true) },
      sections: [LayoutSection(items: .count(200))])
    var state = one.pinPass(at: LayoutPoint(x: 0, y: 500))
    #expect(state.globalHeaderTops == [500])
    state.globalHeaderTops = [7, 8, 9, 10, 11, 12]
    #expect(state.globalHeaderTops == [7, 8, 9, 10, 11, 12])
    let foreign = one.pinPass(at: LayoutPoint(x: 0, y: 500))
    let tops = six.elements(in: nil, pins: foreign, limit: .max)
      .filter { $0.kind == .globalHeader }.map(\.frame.minY)
    #expect(tops == [500, 10, 20, 30, 40, 50])
    #expect(six.attributes(for: .globalHeader(index: 5), pins: foreign)?.frame.minY == 50)
  }
}
