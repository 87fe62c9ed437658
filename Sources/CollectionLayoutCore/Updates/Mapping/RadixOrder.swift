/// The positions of `keys` in ascending order of key, equal keys in their order here.
///
/// A least-significant-digit radix sort by bytes that skips the bytes every key shares (a
/// path packed as `section << 32 | item` varies in two or three of its eight): O(n) per
/// varying byte, where the standard library's merge sort spends hundreds of instructions per
/// element on the runs of a batch's move destinations (descending within a section). Below
/// 64 keys, the standard sort.
func radixOrder(of keys: [UInt64]) -> [Int] {
  let count = keys.count
  if count < 64 {
    return keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
  }
  var shared = UInt64.max
  var any: UInt64 = 0
  for key in keys {
    shared &= key
    any |= key
  }
  let varying = shared ^ any
  var order = Array(0..<count)
  var scratch = [Int](repeating: 0, count: count)
  var starts = [Int](repeating: 0, count: 257)
  for shift in stride(from: UInt64(0), to: 64, by: 8) where (varying >> shift) & 0xFF != 0 {
    RadixPassHandle.pass(
      byDigitAt: shift, of: keys, from: order, into: &scratch, counting: &starts)
    swap(&order, &scratch)
  }
  checkRadixOrder(order, of: keys)
  return order
}

/// Checks that `order` is what ``radixOrder(of:)`` promises for `keys`: as many positions as
/// keys, each in bounds, in ascending order of key and, for equal keys, of position (so each
/// position once: a permutation, and the sort stable). O(n). Compiled only with
/// `COLLECTION_LAYOUT_INTERNAL_CHECKS` (debug builds: the tests); nothing in release builds.
func checkRadixOrder(_ order: [Int], of keys: [UInt64]) {
  #if COLLECTION_LAYOUT_INTERNAL_CHECKS
    precondition(order.count == keys.count, "\(order.count) positions for \(keys.count) keys")
    for rank in order.indices {
      precondition(keys.indices.contains(order[rank]), "position \(order[rank]) out of bounds")
      if rank > 0 {
        let previous = order[rank - 1]
        precondition(
          (keys[previous], previous) < (keys[order[rank]], order[rank]),
          "positions \(previous), \(order[rank]) out of order")
      }
    }
  #endif
}

extension ItemPath {
  /// This path packed as `section << 32 | item`, ordered as paths are; `nil` when an index
  /// is negative or does not fit in 32 bits (never, for a path in bounds).
  var packedKey: UInt64? {
    guard let section = UInt32(exactly: section), let item = UInt32(exactly: item) else {
      return nil
    }
    return UInt64(section) << 32 | UInt64(item)
  }
}
