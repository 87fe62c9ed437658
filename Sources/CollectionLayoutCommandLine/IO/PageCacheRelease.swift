#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps a large output file from filling the system's page cache: past its first
/// ``threshold`` bytes (left to the kernel), each complete window of ``windowSize`` bytes is
/// handed to the kernel for writing back as soon as it is written, and dropped from the cache
/// ``lag`` windows later, by then written to the disk.
///
/// Both are `posix_fadvise(POSIX_FADV_DONTNEED)` on the window: on Linux the first call starts
/// the writeback of its dirty pages (without waiting) and the second drops the pages that are
/// clean by then (a page still being written stays cached). The cache then holds the file's
/// first ``threshold`` bytes and about `lag + 1` windows instead of all of it, and the kernel
/// takes the pages it writes into from those it has just dropped rather than from fresh
/// memory, which costs the more the more of it is taken: on the measuring machine the soak
/// case (4.66 GB) took 8.9 to 11.9 s of system time without the release and 2.4 to 4.3 s
/// with it (Performance.md). The bytes written are the same; only the cache differs (a file
/// read back at once comes partly from the disk), and a writer faster than the disk waits for
/// it, as the kernel makes any writer wait once its dirty pages pass its limit.
///
/// ```
///  file offset  0 ... threshold  +16 MiB   +32 MiB   +48 MiB   +64 MiB   written
///               |  left to   |  w0    |  w1    |  w2    |  w3    |  w4 ...|
///               |  the kernel|dropped  dropped  writing  writing  (being written)
///                                               back     back
/// ```
///
/// Advisory: it never fails a write. A call that fails (`ESPIPE` for a pipe, `EINVAL` on a
/// file system without the advice) stops the release for the rest of the output. Outputs of at
/// most ``threshold`` bytes (the goldens, any scenario written by hand) are left to the kernel
/// as before. Only Linux is advised; elsewhere nothing is called.
struct PageCacheRelease {
  /// `posix_fadvise(descriptor, offset, length, POSIX_FADV_DONTNEED)`, or a stand-in for
  /// tests: returns 0, or an error number.
  typealias Advise = (_ descriptor: Int32, _ offset: Int, _ length: Int) -> Int32

  /// The bytes of one window: 16 MiB, a multiple of every page size.
  static let defaultWindowSize = 16 * 1024 * 1024
  /// The bytes written before the first advice: 1 GiB. Below it the kernel caches the file
  /// cheaply and the release only adds disk writes (an output of 1.14 GB: 0.3 s more system
  /// time with a threshold of 64 MiB); above it each gigabyte costs it more (Performance.md).
  static let defaultThreshold = 1024 * 1024 * 1024

  /// The bytes of a window, > 0.
  let windowSize: Int
  /// The bytes written before anything is advised, >= 0.
  let threshold: Int
  /// How many windows after its writeback was started a window is dropped, >= 1.
  let lag: Int
  /// The call that advises.
  let advise: Advise
  /// The end of the windows whose writeback was started: a multiple of ``windowSize``, from
  /// the last multiple at or below ``threshold``.
  private(set) var writebackEnd: Int
  /// The end of the windows dropped: a multiple of ``windowSize``, `<= writebackEnd`.
  private(set) var droppedEnd: Int
  /// Whether an advice failed, which ends the release.
  private(set) var isStopped = false

  /// A release in windows of `windowSize` bytes (at least 1), starting once more than
  /// `threshold` bytes are written, dropping a window `lag` windows (at least 1) after its
  /// writeback was started.
  init(
    windowSize: Int = PageCacheRelease.defaultWindowSize,
    threshold: Int = PageCacheRelease.defaultThreshold, lag: Int = 2,
    advise: @escaping Advise = adviseDontNeed
  ) {
    self.windowSize = max(1, windowSize)
    self.threshold = max(0, threshold)
    self.lag = max(1, lag)
    self.advise = advise
    // The windows start at the threshold: the bytes before it are left to the kernel.
    writebackEnd = self.threshold / self.windowSize * self.windowSize
    droppedEnd = writebackEnd
  }

  /// Advises the windows completed now that `byteCount` bytes of `descriptor` (from offset 0)
  /// are written.
  mutating func wrote(upTo byteCount: Int, descriptor: Int32) {
    guard byteCount > threshold, !isStopped else { return }
    while byteCount - writebackEnd >= windowSize {
      guard call(descriptor, writebackEnd) else { return }
      writebackEnd += windowSize
      if writebackEnd - droppedEnd > lag * windowSize {
        guard call(descriptor, droppedEnd) else { return }
        droppedEnd += windowSize
      }
    }
  }

  /// Advises the window at `offset`; false (and the release stopped) when the call failed.
  private mutating func call(_ descriptor: Int32, _ offset: Int) -> Bool {
    guard advise(descriptor, offset, windowSize) == 0 else {
      isStopped = true
      return false
    }
    return true
  }
}

/// `posix_fadvise(POSIX_FADV_DONTNEED)` on Linux; elsewhere nothing (0).
private func adviseDontNeed(_ descriptor: Int32, _ offset: Int, _ length: Int) -> Int32 {
  #if os(Linux)
    posix_fadvise(descriptor, offset, length, POSIX_FADV_DONTNEED)
  #else
    0
  #endif
}
