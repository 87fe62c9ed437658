import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a command's output file (`-o PATH`), by what `PATH` is:
///
/// - nothing, or a regular file: the output is written to a temporary file beside it
///   (`.NAME.UUID.tmp`) and renamed over it only once complete, so `PATH` is never partial:
///   on any error, or when the process is ended by `SIGTERM`, `SIGINT` or `SIGHUP`, it is left
///   as it was and the temporary file is removed. A replaced file keeps its permission bits
///   (and, when the tool runs as root, its owner and group); a new one gets `0666` less the
///   umask. (A file with other hard links is replaced by a new one: the other links keep the
///   old contents.) A large output's pages are written back and dropped from the system's
///   page cache as it is written (``PageCacheRelease``): the file's bytes are the same.
/// - a symbolic link: its target is written by these rules, and the link stays; a link to
///   nothing creates its target.
/// - a device (`/dev/null`, `/dev/full`), a FIFO or another special file: written directly,
///   in place, never replaced; what was written before a failure stays written.
/// - a directory: refused.
///
/// `-o` naming the input file (the same file, by device and inode, whatever the spelling) is
/// refused before anything is read (see ``refuseInput(_:as:)``).
enum OutputFile {
  /// Writes the output produced by `body` to `path`, by the rules above. Throws the body's
  /// failure, or an ``ExitStatus/outputFailure`` failure naming `path` and why it cannot be
  /// written.
  static func write(
    toPath path: String, _ body: (inout CommandOutput) throws(CommandFailure) -> Void
  ) throws(CommandFailure) {
    let opened = try open(path)
    // A temporary file is a new regular file written from its start: its pages can be
    // released from the cache as it grows (a device or FIFO is left alone).
    let release = opened.replacement == nil ? nil : PageCacheRelease()
    var output = CommandOutput.file(
      FileDescriptorSink(descriptor: opened.descriptor, pageCacheRelease: release), path: path)
    do {
      try body(&output)
    } catch {
      opened.abandon()
      throw error
    }
    try opened.commit(path: path)
  }

  /// Writes `bytes` to `path`, by the rules above.
  static func write(_ bytes: [UInt8], toPath path: String) throws(CommandFailure) {
    try write(toPath: path) { (output) throws(CommandFailure) in try output.write(bytes) }
  }

  /// Writes `text` (as UTF-8) to `path`, by the rules above.
  static func write(_ text: String, toPath path: String) throws(CommandFailure) {
    try write(Array(text.utf8), toPath: path)
  }

  /// Writes several outputs, each by the rules above, all or none (``OutputSet``).
  static func writeAll(_ outputs: [OutputSet.Output]) throws(CommandFailure) {
    try OutputSet.write(outputs)
  }

  /// Throws a usage failure when the output `destination` is the file `input` reads: the same
  /// regular file by device and inode, through any path or link. Nothing is read or written
  /// before.
  static func refuseInput(_ input: InputSource, as destination: OutputDestination)
    throws(CommandFailure)
  {
    guard case .file(let inputPath) = input, case .file(let outputPath) = destination,
      let inputFile = FileIdentity(path: inputPath),
      let outputFile = FileIdentity(path: outputPath), inputFile == outputFile
    else { return }
    throw CommandFailure(
      .invalidInput,
      "cannot write '\(outputPath)': it is the input file '\(inputPath)'; "
        + "write the output to another file")
  }

  // MARK: - Opening

  /// An output opened for writing: the destination itself, or a temporary file beside it.
  struct Opened {
    /// The open descriptor.
    let descriptor: Int32
    /// The temporary file and the path it is renamed to, or `nil` when writing in place.
    let replacement: (temporary: String, destination: String)?
    /// The temporary file's slot in ``TemporaryFileRegistry``, when registered.
    var slot: Int? = nil

    /// Closes the descriptor and renames the temporary file over the destination.
    func commit(path: String) throws(CommandFailure) {
      try close(path: path)
      try install(path: path)
    }

    /// Closes the descriptor; on a failure, removes the temporary file and throws.
    func close(path: String) throws(CommandFailure) {
      let closed = closeFile(descriptor) == 0 ? nil : errno
      guard let closed else { return }
      if let replacement { unlink(replacement.temporary) }
      TemporaryFileRegistry.shared.clear(slot)
      throw failure(path, WriteFailure.reason(for: closed))
    }

    /// Renames the closed temporary file over the destination (nothing when writing in
    /// place); on a failure, removes it and throws.
    func install(path: String) throws(CommandFailure) {
      defer { TemporaryFileRegistry.shared.clear(slot) }
      guard let replacement else { return }
      guard rename(replacement.temporary, replacement.destination) == 0 else {
        let reason = WriteFailure.reason(for: errno)
        unlink(replacement.temporary)
        throw failure(path, reason)
      }
    }

    /// Closes the descriptor and removes the temporary file.
    func abandon() {
      closeFile(descriptor)
      discard()
    }

    /// Removes the closed temporary file.
    func discard() {
      if let replacement { unlink(replacement.temporary) }
      TemporaryFileRegistry.shared.clear(slot)
    }
  }

  /// Opens `path` for writing by the rules of ``OutputFile``.
  static func open(_ path: String) throws(CommandFailure) -> Opened {
    var status = stat()
    if stat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        throw failure(path, "it is a directory")
      case S_IFREG:
        return try temporary(replacing: realPath(path) ?? path, status: status, path: path)
      default:
        return try direct(path)
      }
    }
    let code = errno
    guard code == ENOENT else { throw failure(path, WriteFailure.reason(for: code)) }
    // Nothing there, or a symbolic link to nothing: a new file, where the link points.
    let destination = try danglingLinkTarget(path) ?? path
    var directoryStatus = stat()
    let directory = directoryName(of: destination)
    guard stat(directory, &directoryStatus) == 0, directoryStatus.st_mode & S_IFMT == S_IFDIR
    else {
      throw failure(path, "the directory '\(directory)' does not exist")
    }
    return try temporary(replacing: destination, status: nil, path: path)
  }

  /// Opens a device, FIFO or other special file to write in place.
  private static func direct(_ path: String) throws(CommandFailure) -> Opened {
    let descriptor = openFile(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw failure(
        path,
        code == ENXIO ? "it is a socket or a device that is absent" : WriteFailure.reason(for: code)
      )
    }
    return Opened(descriptor: descriptor, replacement: nil)
  }

  /// Creates a temporary file beside `destination`, with the permission bits (and, as root,
  /// the owner) of the file it replaces, and registers it for removal by a signal.
  private static func temporary(replacing destination: String, status: stat?, path: String)
    throws(CommandFailure) -> Opened
  {
    let directory = directoryName(of: destination)
    let name = destination.split(separator: "/").last.map(String.init) ?? destination
    let temporary = joined(directory, ".\(name).\(UUID().uuidString).tmp")
    // Registered before it exists, so that no signal can come between creating and
    // registering it.
    let slot = TemporaryFileRegistry.shared.register(temporary)
    let descriptor = openFile(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      let code = errno
      TemporaryFileRegistry.shared.clear(slot)
      let reason =
        code == EACCES || code == EPERM || code == EROFS || code == ENOSPC || code == EDQUOT
        ? WriteFailure.reason(for: code) : "the file could not be written"
      throw failure(path, reason)
    }
    if let status {
      if geteuid() == 0 { _ = fchown(descriptor, status.st_uid, status.st_gid) }
      _ = fchmod(descriptor, status.st_mode & 0o777)
    }
    return Opened(descriptor: descriptor, replacement: (temporary, destination), slot: slot)
  }

  // MARK: - Paths

  /// The canonical path of an existing file, links resolved.
  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Where a symbolic link to nothing points (following a chain of such links), or `nil`
  /// when `path` is not a link.
  private static func danglingLinkTarget(_ path: String) throws(CommandFailure) -> String? {
    var current = path
    var status = stat()
    for _ in 0..<40 {
      guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
        return current == path ? nil : current
      }
      var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &target, target.count - 1)
      guard length > 0 else { throw failure(path, WriteFailure.reason(for: errno)) }
      let text = String(
        decoding: target.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = text.hasPrefix("/") ? text : joined(directoryName(of: current), text)
    }
    throw failure(path, WriteFailure.reason(for: ELOOP))
  }

  /// The directory part of `path` as the user wrote it, `.` when there is none.
  static func directoryName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let name = String(path[..<slash])
    return name.isEmpty ? "/" : name
  }

  /// `directory/name`, without doubling a slash.
  private static func joined(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// The status-1 failure `cannot write 'PATH': <reason>`.
  static func failure(_ path: String, _ reason: String) -> CommandFailure {
    CommandFailure(.outputFailure, "cannot write '\(path)': \(reason)")
  }
}

/// POSIX `open`, outside ``OutputFile``, whose own `open` would hide it.
private func openFile(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
  open(path, flags, mode)
}

/// POSIX `close`, outside ``OutputFile/Opened``, whose own `close(path:)` would hide it.
@discardableResult
private func closeFile(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}

/// A file's identity: its device and inode, the same through every path and link.
struct FileIdentity: Hashable {
  var device: UInt64
  var inode: UInt64

  /// The identity of the regular file at `path` (links followed), or `nil` when there is
  /// none or it is not a regular file.
  init?(path: String) {
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
