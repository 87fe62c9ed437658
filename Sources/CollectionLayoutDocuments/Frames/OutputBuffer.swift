import CollectionLayoutCore

/// The bytes a writer has formatted but not yet handed to its sink: a growable buffer written
/// through its ``Handle``, without the uniqueness and capacity checks of an `Array` on every
/// append.
///
/// It is not copyable, so that no two values share the memory it owns; it frees it when it
/// goes away. The writer empties it into a ``ByteSink`` whenever it holds a chunk, so it stays
/// about the chunk's size (see ``FramesStreamWriter``).
struct OutputBuffer: ~Copyable {
  /// The memory, which this buffer owns.
  private var memory: Handle
  /// The bytes written so far, `0 ... memory.capacity`.
  private(set) var count = 0

  /// An empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    memory = Handle(capacity: max(64, capacity))
    checkInvariants()
  }

  deinit {
    memory.deallocate()
  }

  /// Whether nothing is written.
  var isEmpty: Bool { count == 0 }

  /// Makes room for `extra` more bytes, growing the memory to at least twice its size.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if extra > memory.capacity &- count { grow(toHold: count + extra) }
  }

  private mutating func grow(toHold needed: Int) {
    let written = count
    var newCapacity = memory.capacity
    while newCapacity < needed { newCapacity = newCapacity.saturatingMultiplied(by: 2) }
    memory = memory.moved(toCapacity: newCapacity, keeping: written)
    // Stored again, after the move: the appends then read `count` again after a growth
    // instead of keeping it in a register across the call, which costs every append a
    // register saved and restored (about 2% of the frames writer's instructions).
    count = written
    checkInvariants()
  }

  /// Appends one byte.
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    memory.store(byte, at: count)
    count &+= 1
    checkInvariants()
  }

  /// Appends the bytes of `bytes`.
  @inline(__always)
  mutating func append(contentsOf bytes: UnsafeRawBufferPointer) {
    guard !bytes.isEmpty else { return }
    reserve(bytes.count)
    memory.copy(bytes, to: count)
    count &+= bytes.count
    checkInvariants()
  }

  /// Appends the bytes of `bytes`, a part of a buffer (a run of a string's UTF-8 bytes).
  @inline(__always)
  mutating func append(contentsOf bytes: Slice<UnsafeBufferPointer<UInt8>>) {
    append(contentsOf: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes)))
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
      memory.store(byte, at: count)
      count &+= 1
    }
    checkInvariants()
  }

  /// Writes up to `maximum` bytes through `body`, which gets room for `maximum` bytes at the
  /// end of the buffer and returns how many it wrote (`0 ... maximum`).
  @inline(__always)
  mutating func appendInPlace(maximum: Int, _ body: (Room) -> Int) {
    reserve(maximum)
    let written = body(memory.room(at: count, count: maximum))
    assert(written >= 0 && written <= maximum, "\(written) bytes written in room for \(maximum)")
    count &+= written
    checkInvariants()
  }

  /// Hands the bytes written so far to `sink`, in one call (none when there are none).
  func write<Sink: ByteSink>(to sink: inout Sink) throws(Sink.Failure) {
    guard !isEmpty else { return }
    try sink.write(memory.bytes(count: count))
  }

  /// Forgets the bytes written, keeping the memory.
  mutating func removeAll() {
    count = 0
  }

  /// The bytes written so far, as an array.
  var array: [UInt8] {
    Array(memory.bytes(count: count))
  }

  /// Checks that the bytes written fit in the memory and that the memory is at least the
  /// minimum size. Compiled only with `COLLECTION_LAYOUT_INTERNAL_CHECKS` (debug builds: the
  /// tests); nothing in release builds, where an append is a few instructions.
  @inline(__always)
  func checkInvariants() {
    #if COLLECTION_LAYOUT_INTERNAL_CHECKS
      precondition(memory.capacity >= 64, "capacity \(memory.capacity) below the minimum")
      precondition(count >= 0 && count <= memory.capacity, "\(count) bytes in \(memory.capacity)")
    #endif
  }
}
