import CollectionLayout
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a command's input, from a file or standard input, straight into one byte array.
///
/// No input is read past ``ReadingLimits/maximumInputSize`` (1 GiB): a regular file larger than that
/// is refused before anything is read, and standard input, a pipe, a FIFO or a device
/// (`/dev/stdin`) is read up to one byte past the limit and then refused. Anything the
/// system can open and read works, and a file that cannot be read is named with the reason.
enum InputFile {
  /// The bytes of the input at `source`, at most `limit` of them; `standardInput` reads
  /// standard input (at most one byte more than the limit). Throws an
  /// ``ExitStatus/invalidInput`` failure naming the file and why it cannot be read.
  static func read(
    _ source: InputSource, standardInput: () -> [UInt8], limit: Int = ReadingLimits.maximumInputSize
  ) throws(CommandFailure) -> [UInt8] {
    switch source {
    case .standardInput:
      let bytes = standardInput()
      guard bytes.count <= limit else {
        throw CommandFailure(
          .invalidInput, "cannot read standard input: more than the maximum of \(limit) bytes")
      }
      return bytes
    case .file(let path):
      return try readFile(path, limit: limit)
    }
  }

  /// Standard input, to its end or to one byte past `limit`, whichever comes first; nothing
  /// when it cannot be read (the decoder then reports an empty document).
  static func readStandardInput(limit: Int = ReadingLimits.maximumInputSize) -> [UInt8] {
    (try? readAll(STDIN_FILENO, sizeHint: 0, limit: limit)) ?? []
  }

  /// The file at `path` (following symbolic links; a FIFO or a device is read as a stream).
  private static func readFile(_ path: String, limit: Int) throws(CommandFailure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(reading: path, errorNumber: errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw failure(reading: path, errorNumber: errno)
    }
    let type = status.st_mode & S_IFMT
    if type == S_IFDIR {
      throw CommandFailure(.invalidInput, "cannot read '\(path)': it is a directory")
    }
    var sizeHint = 0
    if type == S_IFREG {
      let size = Int(status.st_size)
      guard size <= limit else {
        throw CommandFailure(
          .invalidInput,
          "cannot read '\(path)': the file is \(size) bytes, more than the maximum of \(limit)")
      }
      sizeHint = size
    }
    let bytes: [UInt8]
    do {
      bytes = try readAll(descriptor, sizeHint: sizeHint, limit: limit)
    } catch {
      throw failure(reading: path, errorNumber: error.number)
    }
    guard bytes.count <= limit else {
      throw CommandFailure(
        .invalidInput, "cannot read '\(path)': more than the maximum of \(limit) bytes")
    }
    return bytes
  }

  /// An error of the system's `read`.
  struct ReadError: Error {
    /// `errno`.
    var number: Int32
  }

  /// Reads `descriptor` to its end, or to `limit + 1` bytes, into one array: the `sizeHint`
  /// bytes expected (a regular file's size) are read in place, anything more in chunks.
  static func readAll(_ descriptor: Int32, sizeHint: Int, limit: Int) throws(ReadError)
    -> [UInt8]
  {
    let ceiling = limit + 1
    var failure: Int32?
    var reachedEnd = false
    // The expected bytes, and one more to find out whether the file ends there.
    var bytes = [UInt8](unsafeUninitializedCapacity: min(sizeHint, limit) + 1) { buffer, count in
      guard let base = buffer.baseAddress else { return }
      while count < buffer.count {
        let read = systemRead(descriptor, base + count, buffer.count - count)
        if read > 0 {
          count += read
        } else if read == 0 {
          reachedEnd = true
          return
        } else if errno != EINTR {
          failure = errno
          return
        }
      }
    }
    if let failure { throw ReadError(number: failure) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while !reachedEnd && bytes.count < ceiling {
      let wanted = min(chunk.count, ceiling - bytes.count)
      let read = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, wanted) }
      if read > 0 {
        bytes.append(contentsOf: chunk[0..<read])
      } else if read == 0 {
        reachedEnd = true
      } else if errno != EINTR {
        throw ReadError(number: errno)
      }
    }
    return bytes
  }

  /// The system's `read`.
  private static func systemRead(
    _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int
  )
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  /// `cannot read 'path': <why>`: `no such file`, `permission denied`, `it is a directory`,
  /// or the system's own words for anything else.
  private static func failure(reading path: String, errorNumber: Int32) -> CommandFailure {
    let reason: String
    switch errorNumber {
    case ENOENT, ENOTDIR: reason = "no such file"
    case EACCES: reason = "permission denied"
    case EISDIR: reason = "it is a directory"
    default: reason = String(cString: strerror(errorNumber))
    }
    return CommandFailure(.invalidInput, "cannot read '\(path)': \(reason)")
  }
}
