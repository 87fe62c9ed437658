import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
#if canImport(Synchronization) && os(Linux)
  import Synchronization
#endif

/// How the tool's process treats signals, installed by ``CommandLineTool/main()``:
///
/// - `SIGPIPE` is ignored, so that writing to a closed pipe fails with `EPIPE` and the tool
///   exits with status 1 and a message instead of dying silently with status 141.
/// - `SIGTERM`, `SIGINT` and `SIGHUP` remove the temporary files outputs are being written
///   to (see ``OutputFile``), then end the process by the same signal, as if it had not been
///   caught (the exit status of a shell is still 128 + the signal's number). An output file
///   is renamed into place only once complete, so it is never partial. A signal the parent
///   ignores (`nohup` ignores `SIGHUP`) stays ignored; one it blocks is unblocked.
///
/// A crash removes them too (see ``installCrashHandlers()``).
///
/// The temporary files' paths are kept in memory set aside before any signal can arrive, and
/// the handler only calls `unlink`, `signal` and `raise`, which are safe in a signal
/// handler.
enum ProcessSignals {
  /// The signals that end the process and remove the temporary file.
  static let terminating: [Int32] = [SIGTERM, SIGINT, SIGHUP]

  /// Installs the handlers; called once, before any output is written.
  static func install() {
    _ = TemporaryFileRegistry.shared
    signal(SIGPIPE, SIG_IGN)
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    for number in terminating {
      let previous = signal(number, removeTemporaryFileAndEnd)
      if isIgnored(previous) { signal(number, SIG_IGN) }
      sigaddset(&unblocked, number)
    }
    // A mask inherited from the parent (a thread that blocks every signal) would keep them
    // pending until the process ends on its own.
    pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    installCrashHandlers()
  }

  /// Whether `handler` is `SIG_IGN`.
  private static func isIgnored(_ handler: sighandler_t?) -> Bool {
    let ignoring: sighandler_t? = SIG_IGN
    guard let handler, let ignore = ignoring else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(ignore, to: Int.self)
  }
}

/// The handler of the terminating signals: removes the registered temporary files, if any,
/// then lets the signal end the process.
private func removeTemporaryFileAndEnd(_ number: Int32) {
  TemporaryFileRegistry.shared.removeRegisteredFiles()
  signal(number, SIG_DFL)
  raise(number)
}

/// The paths of the temporary output files being written (and of the copies kept of files
/// being replaced), where a signal handler can read them: a few slots, each a fixed buffer
/// and a word read and written atomically that says whether it holds a path (0 for none, 1
/// for one). A slot's buffer is filled only while its word is 0, so the handler never reads
/// a path being written. Writers take a lock; the handler only reads.
///
/// The slots are kept in memory set aside once, behind a pointer, and the handler walks them
/// with an index, never through an `Array`: a debug build calls `Array`'s generic code
/// unspecialized, which instantiates type metadata the first time (the Swift runtime then
/// allocates and takes its metadata and conformance locks) and allocates to read each
/// element. A handler doing that hung for good when the signal landed while the interrupted
/// code held one of those locks, or crashed with `SIGSEGV` inside `malloc`, leaving the
/// temporary file behind.
final class TemporaryFileRegistry: @unchecked Sendable {
  /// The one registry of the process.
  static let shared = TemporaryFileRegistry()

  /// The longest path kept, in bytes, with its terminating zero.
  static let capacity = 4097
  /// The most files registered at once: 4 (a pair of outputs and a copy of the first file
  /// they replace need 3).
  static let slotCount = 4

  /// A slot: one registered file, or none.
  private struct Slot {
    let buffer: UnsafeMutablePointer<CChar>
    /// 0: no file; 1: the buffer holds the registered path.
    let current = CurrentBuffer()
  }

  /// The ``slotCount`` slots, freed with the registry (the shared one never is).
  private let slots: UnsafeMutablePointer<Slot>
  private let lock = NSLock()

  /// An empty registry; the process uses ``shared`` (tests make their own).
  init() {
    slots = UnsafeMutablePointer<Slot>.allocate(capacity: Self.slotCount)
    for index in 0..<Self.slotCount {
      let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Self.capacity)
      buffer.initialize(repeating: 0, count: Self.capacity)
      (slots + index).initialize(to: Slot(buffer: buffer))
    }
  }

  deinit {
    for index in 0..<Self.slotCount { slots[index].buffer.deallocate() }
    slots.deinitialize(count: Self.slotCount)
    slots.deallocate()
  }

  /// Registers `path` as a file a terminating signal removes, in a free slot, and returns the
  /// slot; `nil` when the path is too long to keep or every slot is taken (a signal then
  /// leaves the file behind).
  @discardableResult
  func register(_ path: String) -> Int? {
    let bytes = Array(path.utf8CString)
    lock.lock()
    defer { lock.unlock() }
    guard bytes.count <= Self.capacity,
      let index = (0..<Self.slotCount).first(where: { slots[$0].current.load() == 0 })
    else { return nil }
    let slot = slots[index]
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { slot.buffer.update(from: base, count: source.count) }
    }
    slot.current.store(1)
    return index
  }

  /// Forgets the file of `slot` (from ``register(_:)``): it was renamed into place or removed.
  /// Nothing for `nil`.
  func clear(_ slot: Int?) {
    guard let slot, slot >= 0, slot < Self.slotCount else { return }
    lock.lock()
    defer { lock.unlock() }
    slots[slot].current.store(0)
  }

  /// Removes every registered file. Called by the signal handler: no lock, no allocation, no
  /// call into the Swift runtime but reference counting (a `while` over the slots' pointer,
  /// not a `for` over a collection).
  func removeRegisteredFiles() {
    var index = 0
    while index < Self.slotCount {
      if slots[index].current.load() == 1 { unlink(slots[index].buffer) }
      index += 1
    }
  }

  /// The paths registered, by slot.
  var registeredPaths: [String] {
    lock.lock()
    defer { lock.unlock() }
    return (0..<Self.slotCount).compactMap { index in
      slots[index].current.load() == 1 ? String(cString: slots[index].buffer) : nil
    }
  }

  /// The first path registered, if any.
  var registeredPath: String? { registeredPaths.first }
}

#if canImport(Synchronization) && os(Linux)
  /// Whether a slot holds a path: an atomic word, stored with release and loaded with acquire
  /// ordering, so that a handler that sees a buffer's number sees the path written before.
  final class CurrentBuffer: Sendable {
    private let value = Atomic<Int>(0)

    func load() -> Int { value.load(ordering: .acquiring) }
    func store(_ newValue: Int) { value.store(newValue, ordering: .releasing) }
  }
#else
  /// Whether a slot holds a path: one aligned word, written and read whole (the `Atomic` type
  /// needs a newer system than the package supports here).
  final class CurrentBuffer: @unchecked Sendable {
    private let value = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    init() { value.initialize(to: 0) }

    func load() -> Int { value.pointee }
    func store(_ newValue: Int) { value.pointee = newValue }
  }
#endif
