/// One pass of ``radixOrder(of:)``'s sort, through pointers: a counting sort of the positions
/// by one byte of their keys, without the arrays' bounds checks and uniqueness checks in its
/// two loops over every key.
enum RadixPassHandle {
  /// Writes the positions of `order` into `scratch` in ascending order of byte `shift / 8` of
  /// their keys, equal bytes in their order in `order`; `starts` is the pass's work space.
  ///
  /// - Precondition: `order` and `scratch` have as many elements, every position of `order`
  ///   is an index of `keys`, and `starts` has 257 elements (asserted).
  @inline(__always)
  static func pass(
    byDigitAt shift: UInt64, of keys: [UInt64], from order: [Int], into scratch: inout [Int],
    counting starts: inout [Int]
  ) {
    assert(order.count == scratch.count && starts.count == 257)
    keys.withUnsafeBufferPointer { keys in
      order.withUnsafeBufferPointer { order in
        starts.withUnsafeMutableBufferPointer { starts in
          for digit in starts.indices { starts[digit] = 0 }
          for index in order { starts[Int((keys[index] >> shift) & 0xFF) &+ 1] &+= 1 }
          for digit in 1..<starts.count { starts[digit] &+= starts[digit &- 1] }
          scratch.withUnsafeMutableBufferPointer { scratch in
            for index in order {
              let digit = Int((keys[index] >> shift) & 0xFF)
              scratch[starts[digit]] = index
              starts[digit] &+= 1
            }
          }
        }
      }
    }
  }
}
