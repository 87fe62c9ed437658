import CollectionLayoutCore

/// Reads one Unicode scalar from UTF-8 bytes, strictly (RFC 3629): no overlong forms, no
/// surrogates, nothing above U+10FFFF, no truncated sequences.
enum UTF8Scalar {
  /// The scalar that starts at `index` and its length in bytes (1 ... 4), or `nil` when the
  /// bytes there are not valid UTF-8 or `index` is out of range.
  @inline(__always)
  static func decode<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int)
    -> (scalar: Unicode.Scalar, length: Int)? where Bytes.Index == Int
  {
    guard index >= bytes.startIndex, index < bytes.endIndex else { return nil }
    let lead = bytes[index]
    let length: Int
    let secondRange: ClosedRange<UInt8>
    switch lead {
    case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
    case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
    case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
    case 0xED: (length, secondRange) = (3, 0x80...0x9F)
    case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
    case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
    default: return nil
    }
    guard index + length <= bytes.endIndex, secondRange.contains(bytes[index + 1]) else {
      return nil
    }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return nil }
    return (scalar, length)
  }
}
