import CollectionLayout

/// The identity-diffing input of the benchmark, DifferenceKit's recipe (its README's
/// benchmark, scaled): one section of `n` items with 36-character ids (the length of a UUID
/// string); after it, items `n/5 ..< 3n/10` deleted, `n/10` new items inserted where they
/// were, the first `n/50` items shuffled, and `n/100` items further down with a new version
/// (reloads). At 100,000 items: 10,000 deletes, 10,000 inserts, about 2,000 moves and 1,000
/// reloads.
enum IdentityWorkload {
  /// Item number `number`'s id: 36 characters, as `8-4-4-4-12` hexadecimal digits.
  static func id(_ number: Int) -> String {
    var hex = String(UInt64(truncatingIfNeeded: number &* 2_654_435_761), radix: 16)
    hex = String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    let tail = String(repeating: "0", count: 4) + hex.suffix(8)
    return "\(hex.prefix(8))-\(hex.dropFirst(8).prefix(4))-4000-8000-\(tail)"
  }

  /// The sections before and after, with the counts of each change.
  static func sections(itemCount n: Int) -> (before: [LayoutSection], after: [LayoutSection]) {
    let before = (0..<n).map { Item(id: id($0)) }
    var after = before
    let deleted = (n / 5)..<(3 * n / 10)
    after.removeSubrange(deleted)
    after.insert(contentsOf: (n..<(n + n / 10)).map { Item(id: id($0)) }, at: deleted.lowerBound)
    // A fixed shuffle of the first n/50 items: a seeded Fisher-Yates.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let shuffled = n / 50
    if shuffled > 1 {
      for index in stride(from: shuffled - 1, to: 0, by: -1) {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        after.swapAt(index, Int((state >> 33) % UInt64(index + 1)))
      }
    }
    // n/100 reloads, spread over the last half.
    let reloads = n / 100
    if reloads > 0 {
      let start = n / 2
      let spacing = max(1, (after.count - start) / reloads)
      for index in stride(from: start, to: after.count, by: spacing).prefix(reloads) {
        after[index].version = 1
      }
    }
    return (
      [LayoutSection(items: .list(before), id: "items")],
      [LayoutSection(items: .list(after), id: "items")]
    )
  }
}
