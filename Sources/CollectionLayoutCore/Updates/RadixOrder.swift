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
  keys.withUnsafeBufferPointer { keys in
    for shift in stride(from: UInt64(0), to: 64, by: 8) where (varying >> shift) & 0xFF != 0 {
      starts.withUnsafeMutableBufferPointer { starts in
        for digit in starts.indices { starts[digit] = 0 }
        order.withUnsafeBufferPointer { order in
          for index in order { starts[Int((keys[index] >> shift) & 0xFF) &+ 1] &+= 1 }
        }
        for digit in 1..<starts.count { starts[digit] &+= starts[digit &- 1] }
        order.withUnsafeBufferPointer { order in
          scratch.withUnsafeMutableBufferPointer { scratch in
            for index in order {
              let digit = Int((keys[index] >> shift) & 0xFF)
              scratch[starts[digit]] = index
              starts[digit] &+= 1
            }
          }
        }
      }
      swap(&order, &scratch)
    }
  }
  return order
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
