import CollectionLayoutCore

extension OutputBuffer {
  /// The memory of an ``OutputBuffer``: the one place where the writers touch bytes through a
  /// pointer. The buffer owns it (allocates it, moves it to a larger one, frees it once) and
  /// checks every offset before it calls a method here.
  ///
  /// A copy of a handle refers to the same memory: only the ``OutputBuffer`` holding it uses it.
  struct Handle {
    /// The first byte of the memory.
    private let start: UnsafeMutablePointer<UInt8>
    /// The bytes the memory holds, > 0.
    let capacity: Int

    /// New memory for `capacity` bytes (> 0), uninitialized.
    init(capacity: Int) {
      assert(capacity > 0)
      self.capacity = capacity
      start = .allocate(capacity: capacity)
    }

    /// Frees the memory; the handle must not be used afterwards.
    func deallocate() {
      start.deallocate()
    }

    /// New memory for `newCapacity` bytes holding the first `count` bytes of this memory,
    /// which is freed.
    ///
    /// - Precondition: `count <= capacity` and `count <= newCapacity` (asserted).
    func moved(toCapacity newCapacity: Int, keeping count: Int) -> Handle {
      assert(count >= 0 && count <= capacity && count <= newCapacity)
      let moved = Handle(capacity: newCapacity)
      moved.start.update(from: start, count: count)
      deallocate()
      return moved
    }

    /// Writes `byte` at `offset`.
    ///
    /// - Precondition: `offset < capacity` (asserted).
    @_transparent
    func store(_ byte: UInt8, at offset: Int) {
      assert(offset >= 0 && offset < capacity)
      start[offset] = byte
    }

    /// Copies `bytes` (not empty) to `offset`.
    ///
    /// - Precondition: `offset + bytes.count <= capacity` (asserted).
    @_transparent
    func copy(_ bytes: UnsafeRawBufferPointer, to offset: Int) {
      assert(offset >= 0 && bytes.count <= capacity - offset)
      UnsafeMutableRawPointer(start + offset).copyMemory(
        from: bytes.baseAddress.unsafelyUnwrapped, byteCount: bytes.count)
    }

    /// The first `count` bytes, valid until the memory is written, moved or freed.
    ///
    /// - Precondition: `count <= capacity` (asserted).
    func bytes(count: Int) -> UnsafeRawBufferPointer {
      assert(count >= 0 && count <= capacity)
      return UnsafeRawBufferPointer(start: start, count: count)
    }

    /// The `count` bytes from `offset`, for ``OutputBuffer/appendInPlace(maximum:_:)``.
    ///
    /// - Precondition: `offset + count <= capacity` (asserted).
    @_transparent
    func room(at offset: Int, count: Int) -> Room {
      assert(offset >= 0 && count >= 0 && count <= capacity - offset)
      return Room(start: start + offset, count: count)
    }
  }

  /// Room for a few bytes at the end of an ``OutputBuffer``, written by offset: valid only
  /// inside the closure of ``OutputBuffer/appendInPlace(maximum:_:)`` that it is handed to.
  struct Room {
    /// The first byte of the room.
    private let start: UnsafeMutablePointer<UInt8>
    /// The bytes of room.
    let count: Int

    fileprivate init(start: UnsafeMutablePointer<UInt8>, count: Int) {
      self.start = start
      self.count = count
    }

    /// Writes the 8 bytes of `word`, most significant first, at `offset ..< offset + 8`.
    ///
    /// - Precondition: `offset + 8 <= count` (asserted).
    @_transparent
    func storeBigEndian(_ word: UInt64, at offset: Int) {
      assert(offset >= 0 && offset <= count - 8, "bytes \(offset) + 8 of room for \(count)")
      UnsafeMutableRawPointer(start + offset).storeBytes(of: word.bigEndian, as: UInt64.self)
    }

    /// The byte at `offset`.
    ///
    /// - Precondition: `offset < count` (asserted).
    subscript(offset: Int) -> UInt8 {
      @_transparent
      get {
        assert(offset >= 0 && offset < count, "byte \(offset) of room for \(count)")
        return start[offset]
      }
      @_transparent
      nonmutating set {
        assert(offset >= 0 && offset < count, "byte \(offset) of room for \(count)")
        start[offset] = newValue
      }
    }
  }
}
