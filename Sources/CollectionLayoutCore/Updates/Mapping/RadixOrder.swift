/// The positions of `keys` in ascending order of key, equal keys in their order here.
///
/// A least-significant-digit radix sort by bytes that skips the bytes every key shares (a
/// path packed as `section << 32 | item` varies in two or three of its eight): O(n) per
/// varying byte, where the standard library's merge sort spends hundreds of instructions per
/// element on the runs of a batch's move destinations (descending within a section). Below
/// 64 keys, the standard sort; keys in at most ``mergedRunLimit`` runs are merged instead
/// (``runMergedOrder(of:)``).
func radixOrder(of keys: [UInt64]) -> [Int] {
  let count = keys.count
  if count < 64 {
    return keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
  }
  if let order = runMergedOrder(of: keys) {
    checkRadixOrder(order, of: keys)
    return order
  }
  let varying = varyingBits(of: keys)
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

/// `values` in ascending order (a multiset of 32-bit values: an id index's hashes). Below 64
/// values, the standard sort; otherwise a least-significant-digit radix sort by bytes that
/// skips the bytes every value shares, the four bytes' counts taken in one read of the values:
/// about 40 instructions a value for random hashes, where the standard library's merge sort
/// spends about 110.
///
/// ```
///  values    0x3a07  0x1b07  0x3a01        byte 0 varies, then byte 1
///  byte 0    0x3a01  0x3a07  0x1b07        by the low byte, ties in their order
///  byte 1    0x1b07  0x3a01  0x3a07        by the next: ascending
/// ```
func radixSorted(_ values: [UInt32]) -> [UInt32] {
  let count = values.count
  if count < 64 { return values.sorted() }
  let varying = varyingBits(of: values)
  // The first pass reads `values`; then each writes the other buffer (both unique: a buffer
  // shared with `values` would be copied before its first write).
  var current = [UInt32](repeating: 0, count: count)
  var scratch = [UInt32](repeating: 0, count: count)
  var passes = 0
  // starts[byte * 256 + digit]: how many values have a smaller digit at `byte`, then the
  // next place of a value with `digit` there.
  withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * 256) { starts in
    starts.initialize(repeating: 0)
    values.withUnsafeBufferPointer { values in
      for value in values {
        starts[Int(value & 0xFF)] &+= 1
        starts[256 &+ Int((value >> 8) & 0xFF)] &+= 1
        starts[512 &+ Int((value >> 16) & 0xFF)] &+= 1
        starts[768 &+ Int(value >> 24)] &+= 1
      }
    }
    for byte in 0..<4 where (varying >> UInt32(8 * byte)) & 0xFF != 0 {
      let base = 256 * byte
      var total = 0
      for digit in base..<(base + 256) {
        let digitCount = starts[digit]
        starts[digit] = total
        total &+= digitCount
      }
      let shift = UInt32(8 * byte)
      func scatter(_ source: UnsafeBufferPointer<UInt32>) {
        scratch.withUnsafeMutableBufferPointer { target in
          for value in source {
            let digit = base &+ Int((value >> shift) & 0xFF)
            target[starts[digit]] = value
            starts[digit] &+= 1
          }
        }
      }
      if passes == 0 {
        values.withUnsafeBufferPointer(scatter)
      } else {
        current.withUnsafeBufferPointer(scatter)
      }
      swap(&current, &scratch)
      passes += 1
    }
  }
  let sorted = passes == 0 ? values : current
  #if COLLECTION_LAYOUT_INTERNAL_CHECKS
    precondition(
      sorted.count == count && zip(sorted, sorted.dropFirst()).allSatisfy { $0 <= $1 },
      "radix-sorted values ascend")
  #endif
  return sorted
}

/// The bits that differ between some two of `values` (0 for fewer than two): a radix sort
/// skips a digit none of them varies in.
private func varyingBits<Value: FixedWidthInteger>(of values: [Value]) -> Value {
  var shared = ~Value.zero
  var any = Value.zero
  for value in values {
    shared &= value
    any |= value
  }
  return values.isEmpty ? .zero : shared ^ any
}

/// The most runs ``runMergedOrder(of:)`` merges: at most four rounds of merges, each a few
/// instructions a key, where each of the radix sort's passes costs about 16 a key and 1,500
/// more, and a path varies in two or three bytes.
let mergedRunLimit = 16

/// The positions of `keys` in ascending order of key, equal keys in their order here, when the
/// keys are at most ``mergedRunLimit`` runs, each ascending (ties allowed) or strictly
/// descending; `nil` otherwise, known once the runs past the limit are found (keys in no order
/// are read only up to them, and nothing is allocated for them but the runs' bounds).
///
/// ```
///  keys        9 8 7 | 8 8 9 | 4 3          three runs: descending, ascending, descending
///  positions   2 1 0 | 3 4 5 | 7 6          a descending run reversed (it has no ties)
///  round 1     2 1 3 4 0 5 | 7 6            runs merged in pairs, the left one first on ties
///  round 2     7 6 2 1 3 4 0 5
/// ```
///
/// A batch's move destinations often are such runs (a block of items moved in order, or in
/// reverse, a run a section): O(n log runs), against the radix sort's O(n) a varying byte.
func runMergedOrder(of keys: [UInt64]) -> [Int]? {
  let count = keys.count
  // Where each run starts, and the end of the last; which runs descend.
  var bounds: [Int] = [0]
  var descends: [Bool] = []
  bounds.reserveCapacity(mergedRunLimit + 2)
  descends.reserveCapacity(mergedRunLimit + 1)
  let hasFewRuns = keys.withUnsafeBufferPointer { keys in
    var start = 0
    while start < count {
      var end = start + 1
      let descending = end < count && keys[end] < keys[start]
      if descending {
        while end < count, keys[end] < keys[end - 1] { end += 1 }
      } else {
        while end < count, keys[end] >= keys[end - 1] { end += 1 }
      }
      bounds.append(end)
      descends.append(descending)
      if descends.count > mergedRunLimit { return false }
      start = end
    }
    return true
  }
  guard hasFewRuns else { return nil }
  var order = [Int](repeating: 0, count: count)
  order.withUnsafeMutableBufferPointer { order in
    for run in descends.indices {
      let start = bounds[run]
      let end = bounds[run + 1]
      if descends[run] {
        for offset in 0..<(end - start) { order[start + offset] = end - 1 - offset }
      } else {
        for position in start..<end { order[position] = position }
      }
    }
  }
  var scratch = [Int](repeating: 0, count: count)
  while bounds.count > 2 {
    var merged: [Int] = [0]
    merged.reserveCapacity(bounds.count / 2 + 1)
    keys.withUnsafeBufferPointer { keys in
      order.withUnsafeBufferPointer { order in
        scratch.withUnsafeMutableBufferPointer { scratch in
          guard let keys = keys.baseAddress, let order = order.baseAddress,
            let scratch = scratch.baseAddress
          else { return }
          var run = 0
          while run + 1 < bounds.count {
            let middle = bounds[run + 1]
            let end = run + 2 < bounds.count ? bounds[run + 2] : middle
            mergePositions(
              order + bounds[run], order + middle, order + middle, order + end, by: keys,
              into: scratch + bounds[run])
            merged.append(end)
            run += 2
          }
        }
      }
    }
    swap(&order, &scratch)
    bounds = merged
  }
  return order
}

/// Writes the positions `left ..< leftEnd` and `right ..< rightEnd` (each in ascending order
/// of their keys in `keys`) merged into `output`, on equal keys the left one first: each
/// side's run up to the other's head copied in a loop of its own, one comparison a position.
@inline(__always)
private func mergePositions(
  _ left: UnsafePointer<Int>, _ leftEnd: UnsafePointer<Int>, _ right: UnsafePointer<Int>,
  _ rightEnd: UnsafePointer<Int>, by keys: UnsafePointer<UInt64>,
  into output: UnsafeMutablePointer<Int>
) {
  var left = left
  var right = right
  var next = output
  while left < leftEnd, right < rightEnd {
    let rightKey = keys[right.pointee]
    while left < leftEnd, keys[left.pointee] <= rightKey {
      next.initialize(to: left.pointee)
      next += 1
      left += 1
    }
    guard left < leftEnd else { break }
    let leftKey = keys[left.pointee]
    while right < rightEnd, keys[right.pointee] < leftKey {
      next.initialize(to: right.pointee)
      next += 1
      right += 1
    }
  }
  while left < leftEnd {
    next.initialize(to: left.pointee)
    next += 1
    left += 1
  }
  while right < rightEnd {
    next.initialize(to: right.pointee)
    next += 1
    right += 1
  }
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
