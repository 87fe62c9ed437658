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
/// - `SIGTERM`, `SIGINT` and `SIGHUP` remove the temporary file an output is being written
///   to (see ``OutputFile``), then end the process by the same signal, as if it had not been
///   caught (the exit status of a shell is still 128 + the signal's number). An output file
///   is renamed into place only once complete, so it is never partial. A signal the parent
///   ignores (`nohup` ignores `SIGHUP`) stays ignored; one it blocks is unblocked.
///
/// The temporary file's path is kept in memory set aside before any signal can arrive, and
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
  }

  /// Whether `handler` is `SIG_IGN`.
  private static func isIgnored(_ handler: sighandler_t?) -> Bool {
    let ignoring: sighandler_t? = SIG_IGN
    guard let handler, let ignore = ignoring else { return false }
    return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(ignore, to: Int.self)
  }
}

/// The handler of the terminating signals: removes the registered temporary file, if any,
/// then lets the signal end the process.
private func removeTemporaryFileAndEnd(_ number: Int32) {
  TemporaryFileRegistry.shared.removeRegisteredFile()
  signal(number, SIG_DFL)
  raise(number)
}

/// The path of the temporary output file being written, if any, where a signal handler can
/// read it: two fixed buffers, one being filled while the other is current, and a word read
/// and written atomically that says which is current (0 for none). Writers take a lock; the
/// handler only reads.
final class TemporaryFileRegistry: @unchecked Sendable {
  /// The one registry of the process.
  static let shared = TemporaryFileRegistry()

  /// The longest path kept, in bytes, with its terminating zero.
  static let capacity = 4097

  private let buffers: UnsafeMutablePointer<CChar>
  /// 0: no file; 1 or 2: the buffer that holds the current path.
  private let current = CurrentBuffer()
  private let lock = NSLock()

  private init() {
    buffers = .allocate(capacity: 2 * Self.capacity)
    buffers.initialize(repeating: 0, count: 2 * Self.capacity)
  }

  /// Makes `path` the file a terminating signal removes. A path too long to keep is not
  /// registered (a signal then leaves the file behind).
  func register(_ path: String) {
    let bytes = Array(path.utf8CString)
    lock.lock()
    defer { lock.unlock() }
    guard bytes.count <= Self.capacity else { return }
    let next = current.load() == 1 ? 2 : 1
    let buffer = buffers + (next - 1) * Self.capacity
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { buffer.update(from: base, count: source.count) }
    }
    current.store(next)
  }

  /// Forgets the registered file: it was renamed into place or removed.
  func clear() {
    lock.lock()
    defer { lock.unlock() }
    current.store(0)
  }

  /// Removes the registered file, if any. Called by the signal handler: no lock, no
  /// allocation.
  func removeRegisteredFile() {
    let which = current.load()
    guard which == 1 || which == 2 else { return }
    unlink(buffers + (which - 1) * Self.capacity)
  }

  /// The path registered, if any.
  var registeredPath: String? {
    lock.lock()
    defer { lock.unlock() }
    let which = current.load()
    guard which == 1 || which == 2 else { return nil }
    return String(cString: buffers + (which - 1) * Self.capacity)
  }
}

#if canImport(Synchronization) && os(Linux)
  /// Which buffer is current: an atomic word, stored with release and loaded with acquire
  /// ordering, so that a handler that sees a buffer's number sees the path written before.
  final class CurrentBuffer: Sendable {
    private let value = Atomic<Int>(0)

    func load() -> Int { value.load(ordering: .acquiring) }
    func store(_ newValue: Int) { value.store(newValue, ordering: .releasing) }
  }
#else
  /// Which buffer is current: one aligned word, written and read whole (the `Atomic` type
  /// needs a newer system than the package supports here).
  final class CurrentBuffer: @unchecked Sendable {
    private let value = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    init() { value.initialize(to: 0) }

    func load() -> Int { value.pointee }
    func store(_ newValue: Int) { value.pointee = newValue }
  }
#endif
