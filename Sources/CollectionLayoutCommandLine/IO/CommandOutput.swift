import CollectionLayout

/// Where a command writes its output, as a ``ByteSink`` whose failures are the command's:
/// standard output (a file descriptor, or memory when the tool runs in memory), or an output
/// file opened by ``OutputFile``.
///
/// A failed write throws a ``CommandFailure`` with status 1 naming the destination:
/// `cannot write to standard output: <reason>` or `cannot write 'PATH': <reason>`.
struct CommandOutput: ByteSink {
  /// Where the bytes go.
  private enum Target {
    /// Kept in ``CommandOutput/collected``.
    case memory
    /// Written to a file descriptor.
    case descriptor(FileDescriptorSink)
  }

  private var target: Target
  /// The destination in messages: `standard output`, or the path in quotes.
  let name: String
  /// The bytes written, for an output in memory; empty otherwise.
  private(set) var collected: [UInt8] = []

  /// Standard output kept in memory, for ``CommandLineTool/run(_:)``.
  static func memory() -> CommandOutput {
    CommandOutput(target: .memory, name: "standard output")
  }

  /// The process's standard output (descriptor 1).
  static func standardOutput() -> CommandOutput {
    CommandOutput(target: .descriptor(FileDescriptorSink(descriptor: 1)), name: "standard output")
  }

  /// An output file's descriptor, named `path` in messages.
  static func file(_ sink: FileDescriptorSink, path: String) -> CommandOutput {
    CommandOutput(target: .descriptor(sink), name: "'\(path)'")
  }

  /// The bytes written so far.
  var byteCount: Int {
    switch target {
    case .memory: return collected.count
    case .descriptor(let sink): return sink.byteCount
    }
  }

  /// Whether the bytes go to a file descriptor whose written pages are released from the page
  /// cache as they are written (an output file: see ``PageCacheRelease``).
  var hasPageCacheRelease: Bool {
    guard case .descriptor(let sink) = target else { return false }
    return sink.pageCacheRelease != nil
  }

  /// Writes all of `bytes`, or throws a status-1 failure naming the destination.
  mutating func write(_ bytes: UnsafeRawBufferPointer) throws(CommandFailure) {
    switch target {
    case .memory:
      collected.append(contentsOf: bytes)
    case .descriptor(var sink):
      defer { target = .descriptor(sink) }
      do {
        try sink.write(bytes)
      } catch {
        throw failure(error.reason)
      }
    }
  }

  /// Writes all of `bytes`.
  mutating func write(_ bytes: [UInt8]) throws(CommandFailure) {
    var failure: CommandFailure?
    bytes.withUnsafeBytes { buffer in
      do throws(CommandFailure) { try write(buffer) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// The status-1 failure `cannot write <name>: <reason>`.
  func failure(_ reason: String) -> CommandFailure {
    let destination = name == "standard output" ? "to standard output" : name
    return CommandFailure(.outputFailure, "cannot write \(destination): \(reason)")
  }
}
