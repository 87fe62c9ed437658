import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The recycling pool: the reference's A2 sequence, renaming through an update, and the bound
/// on the views ever created, against a simple model.
@Suite struct RecyclingPoolTests {
  @Test func aSwipeAcrossThreePages() {
    // A2: x = 0 -> {0}; 170 -> {0, 1}; 335 -> {0, 1}; 340 -> {1}; 510 -> {1, 2}.
    var pool = RecyclingPool<Int>()
    var report = pool.settle(showing: [0])
    #expect(report.created == [KeyedView(key: 0, view: 0)])
    report = pool.settle(showing: [0, 1])
    #expect(report.created == [KeyedView(key: 1, view: 1)])
    report = pool.settle(showing: [0, 1])
    #expect(report == RecyclingReport())
    report = pool.settle(showing: [1])
    #expect(report.recycled == [0])
    #expect(pool.reusable == [0])
    report = pool.settle(showing: [1, 2])
    #expect(report.reused == [KeyedView(key: 2, view: 0)])
    #expect(report.created.isEmpty)
    #expect(pool.shown == [KeyedView(key: 1, view: 1), KeyedView(key: 2, view: 0)])
    #expect(pool.createdCount == 2)
  }

  @Test func lastInFirstOutInKeyOrder() {
    var pool = RecyclingPool<Int>()
    _ = pool.settle(showing: [0, 1, 2])
    // 0, 1 and 2 leave in that order: #2 is on top and goes to the first entering key.
    let report = pool.settle(showing: [7, 8])
    #expect(report.recycled == [0, 1, 2])
    #expect(report.reused == [KeyedView(key: 7, view: 2), KeyedView(key: 8, view: 1)])
    #expect(pool.reusable == [0])
  }

  @Test func remappingFollowsTheItemsAndPutsBackTheDeleted() {
    var pool = RecyclingPool<Int>()
    _ = pool.settle(showing: [3, 4])
    // Page 3 is deleted; page 4 becomes 3.
    pool.remap { $0 == 3 ? nil : $0 - 1 }
    #expect(pool.views == [3: 1])
    #expect(pool.reusable == [0])
    let report = pool.settle(showing: [3, 4])
    #expect(report.recycled == [0])
    #expect(report.reused == [KeyedView(key: 4, view: 0)])
  }

  /// The rules written as plainly as possible: the model the pool is checked against.
  private struct ModelPool {
    var shown: [(key: Int, view: Int)] = []
    var waiting: [Int] = []
    var made = 0

    mutating func settle(_ keys: [Int]) -> (recycled: [Int], taken: [(Int, Int)]) {
      var recycled: [Int] = []
      for entry in shown.sorted(by: { $0.key < $1.key }) where !keys.contains(entry.key) {
        waiting.append(entry.view)
        recycled.append(entry.view)
      }
      shown.removeAll { !keys.contains($0.key) }
      var taken: [(Int, Int)] = []
      for key in keys.sorted() where !shown.contains(where: { $0.key == key }) {
        let view: Int
        if waiting.isEmpty {
          view = made
          made += 1
        } else {
          view = waiting.removeLast()
        }
        shown.append((key, view))
        taken.append((key, view))
      }
      return (recycled, taken)
    }
  }

  @Test func randomScrollsMakeAtMostTheMostVisiblePlusOneViews() {
    var random = SeededRandom(seed: 2010)
    for _ in 0..<300 {
      var pool = RecyclingPool<Int>()
      var model = ModelPool()
      var mostShown = 0
      var first = Int.random(in: 0...50, using: &random)
      for _ in 0..<Int.random(in: 1...60, using: &random) {
        // A window of 1 ... 4 consecutive keys that jumps or slides.
        first = max(0, first + Int.random(in: -6...6, using: &random))
        let keys = Array(first..<(first + Int.random(in: 1...4, using: &random)))
        mostShown = max(mostShown, keys.count)
        let report = pool.settle(showing: keys)
        let expected = model.settle(keys)
        #expect(report.recycled == expected.recycled)
        #expect(
          (report.reused + report.created).sorted { $0.key < $1.key }.map { [$0.key, $0.view] }
            == expected.taken.map { [$0.0, $0.1] })
        #expect(Set(pool.views.values).count == keys.count)
        #expect(pool.createdCount <= mostShown + 1)
        #expect(pool.createdCount == model.made)
      }
      // Putting back before taking makes the bound tight: as many views as were ever shown.
      #expect(pool.createdCount == mostShown)
    }
  }
}
