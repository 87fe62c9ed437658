import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The radix sort behind the sorted operation lists: the same order as the standard sort,
/// equal keys in their order, below and above the size where it takes over.
@Suite struct RadixOrderTests {
  @Test func ordersAsTheStandardSortDoesAndKeepsTiesInOrder() {
    var random = SeededRandom(seed: 0x5EED_0052)
    for count in [0, 1, 2, 63, 64, 65, 500, 3_000] {
      for spread: UInt64 in [3, 1 << 12, 1 << 40, .max] {
        let keys = (0..<count).map { _ in UInt64.random(in: 0...spread, using: &random) }
        let expected = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
        #expect(radixOrder(of: keys) == expected, "\(count) keys up to \(spread)")
      }
    }
  }

  @Test func sortsPathsAndMovesOfAnySize() {
    var random = SeededRandom(seed: 0x5EED_0053)
    for count in [10, 200, 2_000] {
      let paths = (0..<count).map { _ in
        path(Int.random(in: 0...20, using: &random), Int.random(in: 0...5_000, using: &random))
      }
      #expect(paths.sortedPaths() == paths.sorted())
      let moves = paths.map { move(path($0.item % 7, $0.section), $0) }
      let byDestination = moves.enumerated().sorted {
        ($0.element.to, $0.offset) < ($1.element.to, $1.offset)
      }.map(\.element)
      #expect(moves.sortedByDestination() == byDestination)
      // A path that does not pack (a negative index) falls back to the standard sort.
      let withNegative = paths + [path(-1, 3)]
      #expect(withNegative.sortedPaths() == withNegative.sorted())
    }
  }
}
