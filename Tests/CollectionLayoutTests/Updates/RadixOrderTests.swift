import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The radix sort behind the sorted operation lists: the same order as the standard sort,
/// equal keys in their order, below and above the size where it takes over. And the one
/// behind an id index's sorted hashes (``radixSorted(_:)``): the standard sort's values.
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

  @Test func valuesSortAsTheStandardSortDoes() {
    var random = SeededRandom(seed: 0x5EED_0067)
    for count in [0, 1, 2, 63, 64, 65, 500, 3_000] {
      // Values that share every byte but the lowest, two bytes, or none; and repeats.
      for spread: UInt32 in [3, 0xFF, 1 << 16, .max] {
        let offset = UInt32.random(in: 0...(UInt32.max - spread), using: &random)
        let values = (0..<count).map { _ in offset + UInt32.random(in: 0...spread, using: &random) }
        #expect(radixSorted(values) == values.sorted(), "\(count) values up to \(spread)")
      }
    }
    // Values that share their middle bytes: two bytes vary, the outer ones.
    let outer = (0..<300).map { (index: Int) -> UInt32 in
      let high = UInt32(index % 7) << 24
      let low = UInt32((index * 37) % 256)
      return high | 0x00AB_CD00 | low
    }
    #expect(radixSorted(outer) == outer.sorted())
    #expect(radixSorted(Array(repeating: 7, count: 100)) == Array(repeating: 7, count: 100))
  }

  @Test func keysInFewRunsAreMergedInTheStandardSortsOrder() {
    var random = SeededRandom(seed: 0x5EED_0054)
    for runs in [1, 2, 3, 15, 16, 17, 40] {
      for length in [1, 5, 64] {
        // Runs in turn ascending with ties (keys from a small range) and strictly descending
        // (distinct keys), so that runs share keys. A run never splits (a neighbour may take
        // some of its keys, the rest stay one run), so at most `runs` runs are found.
        var keys: [UInt64] = []
        for index in 0..<runs {
          if index % 2 == 0 {
            keys += (0..<length).map { _ in UInt64.random(in: 0...40, using: &random) }.sorted()
          } else {
            keys += Array(Set((0..<length).map { _ in UInt64.random(in: 0...400, using: &random) }))
              .sorted(by: >)
          }
        }
        let expected = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
        #expect(radixOrder(of: keys) == expected, "\(runs) runs of \(length)")
        let merged = runMergedOrder(of: keys)
        if runs <= mergedRunLimit {
          #expect(merged == expected, "\(runs) runs of \(length), merged")
        } else if let merged {
          #expect(merged == expected, "\(runs) runs of \(length) that joined, merged")
        }
      }
    }
    // At most 16 runs are merged; more are left to the radix sort, found within the first 17.
    let sixteen = (0..<16).flatMap { run in (0..<8).map { UInt64(100 - run * 3 + $0) } }
    #expect(runMergedOrder(of: sixteen) != nil)
    let seventeen = (0..<17).flatMap { run in (0..<8).map { UInt64(100 - run * 3 + $0) } }
    #expect(runMergedOrder(of: seventeen) == nil)
    // A batch's move destinations: a descending run a section, the sections in turn.
    var destinations: [UInt64] = []
    for section in 0..<10 {
      for index in 0..<20 {
        let newSection = UInt64((section + 1) % 10)
        destinations.append(newSection << 32 | UInt64(1_000 - 50 * index))
      }
    }
    let byDestination = destinations.indices.sorted {
      (destinations[$0], $0) < (destinations[$1], $1)
    }
    #expect(runMergedOrder(of: destinations) == byDestination)
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
