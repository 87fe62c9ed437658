import CollectionLayout

/// The output of `frames` while its scenario plays: the first ``defaultCapacity`` bytes are held in
/// memory, then everything goes through to the command's output as it comes.
///
/// The frames are written as they are played, so that memory does not grow with the output;
/// holding the start means a scenario that fails early (an invalid batch at its first steps,
/// the output limit passed by a small document) writes nothing, as before streaming: only an
/// output that has grown past the capacity when the problem is found is left incomplete on
/// standard output or a device (a regular `-o` file is never left incomplete: see
/// `OutputFile`).
struct HeldOutput: ByteSink {
  /// The bytes held before anything goes through: 8 MiB, far more than a scenario written by
  /// hand produces, and a constant part of the tool's memory.
  static let defaultCapacity = 8 * 1024 * 1024

  /// The most bytes held.
  let capacity: Int

  /// Where the bytes go once released.
  private(set) var target: CommandOutput
  /// The bytes held, while nothing has gone through.
  private var held: [UInt8] = []
  /// Whether the held bytes have been released (everything now goes through).
  private var isReleased = false

  /// Holds up to `capacity` bytes for `target`.
  init(_ target: CommandOutput, capacity: Int = HeldOutput.defaultCapacity) {
    self.target = target
    self.capacity = capacity
  }

  /// Holds `bytes` while the held bytes stay within ``capacity``; otherwise releases what is
  /// held and writes `bytes` through.
  mutating func write(_ bytes: UnsafeRawBufferPointer) throws(CommandFailure) {
    if !isReleased {
      guard held.count + bytes.count > capacity else {
        held.append(contentsOf: bytes)
        return
      }
      try release()
    }
    try target.write(bytes)
  }

  /// Writes the held bytes through (once the output is complete, or has grown past ``capacity``).
  mutating func release() throws(CommandFailure) {
    guard !isReleased else { return }
    isReleased = true
    let bytes = held
    held = []
    if !bytes.isEmpty { try target.write(bytes) }
  }
}
