import Testing

@testable import CollectionLayoutCore

/// The worked examples of the column algorithm (reference sheet S.2), by hand.
@Suite struct GridColumnsTests {
  static func edges(_ columns: GridColumns) -> [Double] { columns.tracks.map(\.origin) }
  static func lengths(_ columns: GridColumns) -> [Double] { columns.tracks.map(\.length) }

  /// objc.io's quiz 1: `[fixed(70), adaptive(min 40)]` in 200: remaining 200 − 8 − 70 = 122
  /// → adaptive 122 → k = ⌊130/48⌋ = 2 → sub-columns (122 − 8)/2 = 57.
  @Test func objcIOQuizOne() {
    let columns = GridColumns(
      items: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], proposedLength: 200,
      alignment: 0.5)
    #expect(Self.edges(columns) == [0, 78, 143])
    #expect(Self.lengths(columns) == [70, 57, 57])
    #expect(columns.reportedLength == 200)
    #expect(columns.drawnLength == 200)
    #expect(columns.origin == 0)
    #expect(columns.tracks.map(\.item) == [0, 1, 1])
  }

  /// "Thinking in SwiftUI": `[flexible(min 60), flexible(min 120)]`, spacing 10, in 200.
  /// Pass 1: 190/2 = 95, then 95 → 120: the grid reports 95 + 10 + 120 = 225, centred at
  /// (200 − 225)/2 = −12.5. Pass 2 in 225: 215/2 = 107.5, then 107.5 → 120: drawn 237.5 long
  /// from −12.5, so it ends at 225, 25 past the frame on the right, 12.5 on the left.
  @Test func thinkingInSwiftUITwoPasses() {
    let columns = GridColumns(
      items: [
        GridItem(.flexible(minimum: 60), spacing: 10), GridItem(.flexible(minimum: 120)),
      ],
      proposedLength: 200, alignment: 0.5)
    #expect(columns.reportedLength == 225)
    #expect(columns.origin == -12.5)
    #expect(columns.drawnLength == 237.5)
    #expect(Self.edges(columns) == [-12.5, 105])
    #expect(Self.lengths(columns) == [107.5, 120])
  }

  /// `[fixed(90), flexible(min 50), adaptive(min 60)]`: at 390, remaining 284 → 142 / 142 →
  /// k = ⌊150/68⌋ = 2 of 67; at 320, remaining 214 → 107 / 107 → k = ⌊115/68⌋ = 1.
  @Test func mixedGridAt390And320() {
    let items = [
      GridItem(.fixed(90)), GridItem(.flexible(minimum: 50)), GridItem(.adaptive(minimum: 60)),
    ]
    let wide = GridColumns(items: items, proposedLength: 390, alignment: 0.5)
    #expect(Self.edges(wide) == [0, 98, 248, 323])
    #expect(Self.lengths(wide) == [90, 142, 67, 67])
    let narrow = GridColumns(items: items, proposedLength: 320, alignment: 0.5)
    #expect(Self.edges(narrow) == [0, 98, 213])
    #expect(Self.lengths(narrow) == [90, 107, 107])
  }

  /// `[adaptive(min 80)]`: at 375, k = ⌊383/88⌋ = 4 of (375 − 24)/4 = 87.75 (on a 4× pixel
  /// grid); at 414, 4 of 97.5. `[adaptive(min 90, spacing 6)]`: at 375, 3 of 121; at 414,
  /// 4 of 99.
  @Test func adaptiveColumnsOnPhoneWidths() {
    let eighty = [GridItem(.adaptive(minimum: 80))]
    let at375 = GridColumns(items: eighty, proposedLength: 375, alignment: 0.5, displayScale: 4)
    #expect(Self.edges(at375) == [0, 95.75, 191.5, 287.25])
    #expect(Self.lengths(at375) == [87.75, 87.75, 87.75, 87.75])
    let at414 = GridColumns(items: eighty, proposedLength: 414, alignment: 0.5)
    #expect(Self.edges(at414) == [0, 105.5, 211, 316.5])
    #expect(Self.lengths(at414) == [97.5, 97.5, 97.5, 97.5])
    let ninety = [GridItem(.adaptive(minimum: 90), spacing: 6)]
    let three = GridColumns(items: ninety, proposedLength: 375, alignment: 0.5)
    #expect(Self.edges(three) == [0, 127, 254])
    #expect(Self.lengths(three) == [121, 121, 121])
    let four = GridColumns(items: ninety, proposedLength: 414, alignment: 0.5)
    #expect(Self.edges(four) == [0, 105, 210, 315])
    #expect(Self.lengths(four) == [99, 99, 99, 99])
  }

  /// Adaptive sub-columns capped at their maximum are packed from the item's leading edge
  /// (S.8.4): `[adaptive(min 50, max 60)]` in 200 → k = ⌊208/58⌋ = 3 of min((200 − 16)/3 = 61.3, 60).
  @Test func adaptiveMaximumPacksFromTheLeadingEdge() {
    let columns = GridColumns(
      items: [GridItem(.adaptive(minimum: 50, maximum: 60))], proposedLength: 200,
      alignment: 0.5)
    #expect(Self.edges(columns) == [0, 68, 136])
    #expect(Self.lengths(columns) == [60, 60, 60])
  }

  /// Fixed columns narrower than the proposal are placed by the grid's alignment: two of 50
  /// with 10 between in 200 leave 90: leading at 0, centred at 45, trailing at 90.
  @Test func theGridsAlignmentPlacesANarrowBlock() {
    let items = [GridItem(.fixed(50), spacing: 10), GridItem(.fixed(50))]
    #expect(Self.edges(GridColumns(items: items, proposedLength: 200, alignment: 0)) == [0, 60])
    #expect(
      Self.edges(GridColumns(items: items, proposedLength: 200, alignment: 0.5)) == [45, 105])
    #expect(Self.edges(GridColumns(items: items, proposedLength: 200, alignment: 1)) == [90, 150])
  }

  /// Flexible columns share the remainder in order, not by weight: `[flexible(max 40),
  /// flexible]` in 208: 200/2 = 100 → 40; then the second gets 160.
  @Test func flexibleColumnsShareSequentially() {
    let columns = GridColumns(
      items: [GridItem(.flexible(maximum: 40)), GridItem(.flexible())], proposedLength: 208,
      alignment: 0.5)
    #expect(Self.lengths(columns) == [40, 160])
    #expect(Self.edges(columns) == [0, 48])
  }
}
