import CollectionLayoutBaselines
import Testing

/// The floor under an update's id checks finds what it is given: every present id, and none of
/// the benchmark's inserted ids, so that its time is the time of a real lookup of each.
@Suite struct InsertedIDLookupFloorTests {
  /// The benchmark's ids: `item-0` ... `item-(count - 1)`.
  private func itemIDs(_ count: Int) -> [String] { (0..<count).map { "item-\($0)" } }

  /// The benchmark's inserted ids at 10,000 items: `new-` with the section and index of every
  /// tenth slot from the seventh, in 10 sections of 1,000.
  private let insertedIDs = (0..<10).flatMap { section in
    stride(from: 7, to: 1_000, by: 10).map { "new-\(section)-\($0)" }
  }

  @Test func everyPresentIDIsFoundOnceAPass() {
    let present = itemIDs(10_000)
    let floor = InsertedIDLookupFloor(present: present)
    #expect(floor.countPresent(of: present) == 10_000)
    #expect(floor.countPresent(of: ["item-0", "item-0", "item-9999"]) == 3)
  }

  @Test func theBenchmarksInsertedIDsAreNotFound() {
    let floor = InsertedIDLookupFloor(present: itemIDs(10_000))
    #expect(insertedIDs.count == 1_000)
    #expect(floor.countPresent(of: insertedIDs) == 0)
    #expect(floor.countPresent(of: ["item-10000", "", "item-", "ítem-1"]) == 0)
  }

  @Test func anEmptyTableFindsNothing() {
    let floor = InsertedIDLookupFloor(present: [String]())
    #expect(floor.countPresent(of: ["item-0", ""]) == 0)
    #expect(floor.countPresent(of: []) == 0)
  }

  /// A hash found counts without its id compared: the count is never below the ids truly
  /// present (no id is missed), and a different id counts only when its hash is the same.
  @Test func theCountIsNeverBelowTheIDsPresent() {
    var generator = SeededRandom(seed: 45)
    let present = (0..<3_000).map { _ in "id-\(generator.next() % 100_000)" }
    let set = Set(present)
    let floor = InsertedIDLookupFloor(present: present)
    var extra = 0
    for _ in 0..<2_000 {
      let id = "id-\(generator.next() % 100_000)"
      let found = floor.countPresent(of: [id])
      #expect(found >= (set.contains(id) ? 1 : 0), "\(id)")
      extra += found - (set.contains(id) ? 1 : 0)
    }
    // 31 bits tell hashes apart: a stray match among 2,000 ids and about 2,950 held had about
    // one chance in 360 (the seed fixes the draw).
    #expect(extra == 0)
  }
}
