import CollectionLayoutCore

/// The bytes of a JSON document being read: the readers' only way to its memory, so that the
/// cursor, the readers and the frames index read plain Swift and no pointer leaves this type.
///
/// It is a view of bytes owned by someone else, valid only inside the closure of
/// ``reading(_:_:)`` or ``reading(text:_:)``. Offsets run from 0 to ``count``; every
/// subscript is checked against them in debug builds, and the readers check their offsets
/// against ``count`` before reading, so that no input reads out of bounds.
struct DocumentBytes: RandomAccessCollection {
  /// The memory, valid while the closure that made the view runs.
  private let buffer: UnsafeBufferPointer<UInt8>

  private init(_ buffer: UnsafeBufferPointer<UInt8>) {
    self.buffer = buffer
  }

  /// Calls `body` with a view of `array`'s bytes.
  static func reading<Result, Failure: Error>(
    _ array: [UInt8], _ body: (DocumentBytes) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let result: Swift.Result<Result, Failure> = array.withUnsafeBufferPointer { buffer in
      Swift.Result { () throws(Failure) in try body(DocumentBytes(buffer)) }
    }
    return try result.get()
  }

  /// Calls `body` with a view of `text`'s UTF-8 bytes.
  static func reading<Result, Failure: Error>(
    text: String, _ body: (DocumentBytes) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var text = text
    let result: Swift.Result<Result, Failure> = text.withUTF8 { buffer in
      Swift.Result { () throws(Failure) in try body(DocumentBytes(buffer)) }
    }
    return try result.get()
  }

  /// 0.
  var startIndex: Int { 0 }
  /// The number of bytes.
  var endIndex: Int { buffer.count }
  /// The number of bytes.
  var count: Int { buffer.count }

  /// The byte at `offset`, which must be in `0..<count`.
  @inline(__always)
  subscript(offset: Int) -> UInt8 { buffer[offset] }

  /// The bytes in `range` decoded as UTF-8 (invalid sequences become U+FFFD).
  func string(in range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
  }

  /// `count` (1 ... 8) bytes at `offset` as a little-endian word, zero above them: one
  /// unaligned load where 8 bytes are readable. The bytes must be in the document.
  @inline(__always)
  func word(at offset: Int, count: Int) -> UInt64 {
    if offset + 8 <= buffer.count, let base = buffer.baseAddress {
      let loaded = UInt64(
        littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
      return count == 8 ? loaded : loaded & ((1 << (UInt64(count) &* 8)) &- 1)
    }
    var value: UInt64 = 0
    for byte in 0..<count { value |= UInt64(buffer[offset + byte]) << (8 * byte) }
    return value
  }

  /// Calls `body` with the bytes' memory: what `String(decoding:as:)` and other standard
  /// library readers of a slice use to read contiguous bytes at once.
  func withContiguousStorageIfAvailable<Result>(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) rethrows -> Result? {
    try body(buffer)
  }
}
