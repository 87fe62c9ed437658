import CollectionLayoutCore

/// The bytes a writer has formatted but not yet handed to its sink: a growable buffer written
/// through a pointer, without the uniqueness and capacity checks of an `Array` on every
/// append.
///
/// It is not copyable, so that no two values share the memory it owns; it frees it when it
/// goes away. The writer empties it into a ``ByteSink`` whenever it holds a chunk, so it stays
/// about the chunk's size (see ``FramesStreamWriter``).
struct OutputBuffer: ~Copyable {
  /// The first byte of the memory.
  private var start: UnsafeMutablePointer<UInt8>
  /// The bytes the memory holds, > 0.
  private var capacity: Int
  /// The bytes written so far, `0 ... capacity`.
  private(set) var count = 0

  /// An empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    self.capacity = max(64, capacity)
    start = .allocate(capacity: self.capacity)
  }

  deinit {
    start.deallocate()
  }

  /// Whether nothing is written.
  var isEmpty: Bool { count == 0 }

  /// Makes room for `extra` more bytes, growing the memory to at least twice its size.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if extra > capacity &- count { grow(toHold: count + extra) }
  }

  private mutating func grow(toHold needed: Int) {
    var newCapacity = capacity
    while newCapacity < needed { newCapacity = newCapacity.saturatingMultiplied(by: 2) }
    let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStart.update(from: start, count: count)
    start.deallocate()
    start = newStart
    capacity = newCapacity
  }

  /// Appends one byte.
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    start[count] = byte
    count &+= 1
  }

  /// Appends the bytes of `bytes`.
  @inline(__always)
  mutating func append(contentsOf bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    UnsafeMutableRawPointer(start + count).copyMemory(from: base, byteCount: bytes.count)
    count &+= bytes.count
  }

  /// Appends a literal's UTF-8 bytes.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    append(
      contentsOf: UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  /// Appends the UTF-8 bytes of `text`.
  mutating func append(utf8 text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: UnsafeRawBufferPointer($0)) }
  }

  /// Appends the bytes of a collection, in order.
  mutating func append<Bytes: Collection<UInt8>>(contentsOf bytes: Bytes) {
    let copied: Void? = bytes.withContiguousStorageIfAvailable {
      append(contentsOf: UnsafeRawBufferPointer($0))
    }
    guard copied == nil else { return }
    reserve(bytes.count)
    for byte in bytes {
      start[count] = byte
      count &+= 1
    }
  }

  /// Writes up to `maximum` bytes through `body`, which gets room for `maximum` bytes at the
  /// end of the buffer and returns how many it wrote (`0 ... maximum`).
  @inline(__always)
  mutating func appendInPlace(
    maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    reserve(maximum)
    count &+= body(start + count)
  }

  /// Calls `body` with the bytes written so far.
  func withUnsafeBytes<Result, Failure: Error>(
    _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try body(UnsafeRawBufferPointer(start: start, count: count))
  }

  /// Forgets the bytes written, keeping the memory.
  mutating func removeAll() {
    count = 0
  }

  /// The bytes written so far, as an array.
  var array: [UInt8] {
    Array(UnsafeBufferPointer(start: start, count: count))
  }
}
