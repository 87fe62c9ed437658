import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes several output files as one: every file or none (`tiles -o DIR/` writes a plan and
/// its Deep Zoom descriptor).
///
/// 1. Each output is written whole by ``OutputFile``'s rules (a regular file to a temporary
///    file beside it, a device in place), in order. When one cannot be opened or written (a
///    directory where a file should be, `/dev/full`), every temporary file is removed and no
///    file is replaced.
/// 2. Then the temporary files are renamed over their destinations, in order. Before each
///    rename, a file being replaced is kept as a hidden copy beside it (a second link to it,
///    `.NAME.UUID.tmp`, or the file itself moved there where there are no second links). When a rename fails, the files already renamed are put back: the
///    kept copies renamed over them, a file that did not exist removed. The copies are
///    removed once every rename is done.
///
/// What a device was written stays written (as for a single output). A terminating signal
/// removes the temporary files and copies; one that arrives between two renames (two system
/// calls apart) leaves the first output new and the second as it was.
enum OutputSet {
  /// One output: its path (`-o`'s rules) and what writes it.
  struct Output {
    /// The path, as the user wrote it.
    var path: String
    /// Writes the output.
    var body: (inout CommandOutput) throws(CommandFailure) -> Void

    /// An output that writes `bytes`.
    init(path: String, bytes: [UInt8]) {
      self.path = path
      self.body = { (output: inout CommandOutput) throws(CommandFailure) in
        try output.write(bytes)
      }
    }

    /// An output written by `body`.
    init(path: String, body: @escaping (inout CommandOutput) throws(CommandFailure) -> Void) {
      self.path = path
      self.body = body
    }
  }

  /// Writes every output of `outputs`, or none; throws the first failure (a body's, or an
  /// ``ExitStatus/outputFailure`` naming the path that cannot be written).
  static func write(_ outputs: [Output]) throws(CommandFailure) {
    var written: [OutputFile.Opened] = []
    for output in outputs {
      do throws(CommandFailure) {
        let opened = try OutputFile.open(output.path)
        var sink = CommandOutput.file(
          FileDescriptorSink(descriptor: opened.descriptor), path: output.path)
        do throws(CommandFailure) {
          try output.body(&sink)
        } catch {
          opened.abandon()
          throw error
        }
        try opened.close(path: output.path)
        written.append(opened)
      } catch {
        for opened in written { opened.discard() }
        throw error
      }
    }
    var installed: [(opened: OutputFile.Opened, kept: KeptFile)] = []
    for (index, opened) in written.enumerated() {
      let kept = KeptFile(replacing: opened.replacement?.destination)
      do throws(CommandFailure) {
        try opened.install(path: outputs[index].path)
      } catch {
        kept.restore(over: opened.replacement?.destination)
        for later in written.dropFirst(index + 1) { later.discard() }
        for earlier in installed.reversed() {
          earlier.kept.restore(over: earlier.opened.replacement?.destination)
        }
        throw error
      }
      installed.append((opened, kept))
    }
    for file in installed { file.kept.remove() }
  }

  /// The file a rename is about to replace, kept as a hidden link beside it so that it can
  /// be put back.
  struct KeptFile {
    /// What there was at the destination before the rename.
    enum Before {
      /// Nothing (or no destination: a device written in place): a failure removes what
      /// the rename put there, when it was a file.
      case nothing
      /// A file, kept at this path (registered in this slot).
      case kept(path: String, slot: Int?)
      /// A file that could be neither linked nor moved aside: a failure leaves the new one.
      case unkept
    }

    let before: Before

    /// Keeps the regular file at `destination`, if any, as a second link beside it.
    init(replacing destination: String?) {
      guard let destination else {
        before = .nothing
        return
      }
      var status = stat()
      guard lstat(destination, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        before = .nothing
        return
      }
      let directory = OutputFile.directoryName(of: destination)
      let name = destination.split(separator: "/").last.map(String.init) ?? destination
      let path =
        (directory.hasSuffix("/") ? directory : directory + "/")
        + ".\(name).\(UUID().uuidString).tmp"
      let slot = TemporaryFileRegistry.shared.register(path)
      // On a file system without second links, the file is moved aside instead (the
      // destination is then missing until the rename puts the new one there).
      guard link(destination, path) == 0 || rename(destination, path) == 0 else {
        TemporaryFileRegistry.shared.clear(slot)
        before = .unkept
        return
      }
      before = .kept(path: path, slot: slot)
    }

    /// Puts the kept file back at `destination` (or removes what a rename put where nothing
    /// was).
    func restore(over destination: String?) {
      guard let destination else { return }
      switch before {
      case .nothing:
        unlink(destination)
      case .kept(let path, let slot):
        if rename(path, destination) != 0 { unlink(path) }
        TemporaryFileRegistry.shared.clear(slot)
      case .unkept:
        return
      }
    }

    /// Removes the kept copy: the new file is in place for good.
    func remove() {
      guard case .kept(let path, let slot) = before else { return }
      unlink(path)
      TemporaryFileRegistry.shared.clear(slot)
    }
  }
}
