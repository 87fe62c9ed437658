/// A keyed hash of a string's UTF-8 bytes, for the duplicate-id search: several times
/// cheaper than the standard library's SipHash for short ids, and keyed with random numbers
/// drawn once per process, so that ids cannot be prepared to collide without knowing the key.
/// The search still gives up on it when a probe sequence runs long (``ItemIdentifiers``).
///
/// Only ASCII strings are hashed: two ASCII strings are equal exactly when their bytes are,
/// while strings with other characters may be canonically equivalent with different bytes
/// (`"é"` and `"e\u{301}"`), which only the standard library's hash respects.
enum ByteHash {
  /// The keys, drawn once per process.
  private static let keys = (
    UInt64.random(in: .min ... .max), UInt64.random(in: .min ... .max),
    UInt64.random(in: .min ... .max)
  )

  /// The hash of `text`'s bytes, or `nil` when `text` is not all ASCII.
  static func ofASCII(_ text: String) -> UInt64? {
    let keys = Self.keys
    let hashed = text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64? in
      guard let base = bytes.baseAddress, bytes.count > 0 else { return keys.0 }
      let raw = UnsafeRawPointer(base)
      let count = bytes.count
      var hash = keys.0 ^ UInt64(truncatingIfNeeded: count)
      var high: UInt64 = 0
      var offset = 0
      // Whole words, then the last bytes as one word.
      while offset + 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        high |= word
        hash = mix(hash ^ word, keys.1)
        offset += 8
      }
      if offset < count {
        var word: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
          word |= UInt64(bytes[offset]) << shift
          shift &+= 8
          offset += 1
        }
        high |= word
        hash = mix(hash ^ word, keys.1)
      }
      guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
      return mix(hash, keys.2)
    }
    return hashed ?? nil
  }

  /// The high and low halves of the full product of `value` and `key`, combined.
  @inline(__always)
  private static func mix(_ value: UInt64, _ key: UInt64) -> UInt64 {
    let product = value.multipliedFullWidth(by: key)
    return product.high ^ product.low
  }
}
