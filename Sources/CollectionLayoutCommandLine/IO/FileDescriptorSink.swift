import CollectionLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes to an open file descriptor with POSIX `write`, checking every call: a short
/// count writes the rest, `EINTR` retries, `EAGAIN` (a non-blocking descriptor) waits until
/// the descriptor takes more, and any other failure throws with its reason.
///
/// One call hands `write` at most ``maximumWriteSize`` bytes (Linux writes at most
/// 2,147,479,552 bytes per call, and some systems fail above 2 GiB), so any amount is written
/// whole or fails with a message, never silently cut or wrapped.
///
/// With a ``PageCacheRelease`` (an output file written from its start: see `OutputFile`), a
/// large output's pages are written back and dropped from the system's cache as it goes.
struct FileDescriptorSink: ByteSink {
  /// The POSIX `write` call, or a stand-in for tests: the descriptor, the bytes and their
  /// count, returning the count written or -1 with `errno` set.
  typealias SystemWrite = (Int32, UnsafeRawPointer, Int) -> Int

  /// The descriptor written to; the sink does not close it.
  let descriptor: Int32
  /// The most bytes one `write` call is given: 1 GiB by default.
  var maximumWriteSize: Int
  /// The call that writes.
  var systemWrite: SystemWrite
  /// The release of the written pages from the page cache, for a file written from offset 0;
  /// `nil` for anything else (a pipe, a terminal, standard output).
  var pageCacheRelease: PageCacheRelease?
  /// The bytes written so far.
  private(set) var byteCount = 0

  /// A sink for `descriptor`, writing at most `maximumWriteSize` bytes per call with
  /// `systemWrite` (POSIX `write` by default), releasing the written pages by
  /// `pageCacheRelease` when given.
  init(
    descriptor: Int32, maximumWriteSize: Int = 1 << 30,
    pageCacheRelease: PageCacheRelease? = nil,
    systemWrite: @escaping SystemWrite = posixWrite
  ) {
    self.descriptor = descriptor
    self.maximumWriteSize = max(1, maximumWriteSize)
    self.pageCacheRelease = pageCacheRelease
    self.systemWrite = systemWrite
  }

  /// Writes every byte of `bytes`, or throws the first failure.
  mutating func write(_ bytes: UnsafeRawBufferPointer) throws(WriteFailure) {
    guard var next = bytes.baseAddress else { return }
    var remaining = bytes.count
    while remaining > 0 {
      let written = systemWrite(descriptor, next, min(remaining, maximumWriteSize))
      if written < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK {
          try waitUntilWritable()
          continue
        }
        throw WriteFailure(code: code)
      }
      // `write` returns 0 only when asked for 0 bytes: no progress is a failure, not a loop.
      guard written > 0, written <= remaining else { throw WriteFailure(code: EIO) }
      next += written
      remaining -= written
      byteCount += written
    }
    pageCacheRelease?.wrote(upTo: byteCount, descriptor: descriptor)
  }

  /// Waits until a non-blocking descriptor takes more bytes.
  private func waitUntilWritable() throws(WriteFailure) {
    var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
    while poll(&request, 1, -1) < 0 {
      let code = errno
      guard code == EINTR else { throw WriteFailure(code: code) }
    }
  }
}

/// POSIX `write`, outside the sink, whose own `write` would hide it.
private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

/// Why a write or an output file failed: the system's error number, and a reason for messages.
struct WriteFailure: Error, Hashable, Sendable {
  /// The `errno` value.
  var code: Int32

  /// The reason, lower case, for `cannot write 'PATH': <reason>`.
  var reason: String { Self.reason(for: code) }

  /// The reason for error number `code`: plain words for the failures an output meets, the
  /// system's text for others.
  static func reason(for code: Int32) -> String {
    switch code {
    case EPIPE: return "the reading end of the pipe is closed"
    case ENOSPC: return "no space left on the device"
    case EDQUOT: return "the disk quota is exceeded"
    case EFBIG: return "the file is too large for the file system"
    case EROFS: return "the file system is read-only"
    case EACCES, EPERM: return "permission denied"
    case EIO: return "an input/output error"
    case ELOOP: return "too many levels of symbolic links"
    case ENOTDIR: return "a component of the path is not a directory"
    case ENAMETOOLONG: return "the name is too long"
    case ENXIO: return "no reader is connected to it"
    case ETXTBSY: return "it is a program being run"
    case EISDIR: return "it is a directory"
    default: return String(cString: strerror(code)).lowercased()
    }
  }
}
