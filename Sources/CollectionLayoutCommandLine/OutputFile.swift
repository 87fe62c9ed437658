import Foundation

/// Writes a command's output file all at once: to a temporary file in the same directory,
/// renamed over the destination only once it is complete. On failure neither the destination
/// nor the temporary file is touched or left behind.
enum OutputFile {
  /// Writes `text` (as UTF-8) to the file at `path`, replacing any file there. Throws an
  /// ``ExitStatus/outputFailure`` failure naming the file and why it cannot be written.
  static func write(_ text: String, toPath path: String) throws(CommandFailure) {
    try write(Array(text.utf8), toPath: path)
  }

  /// Writes `bytes` to the file at `path`, replacing any file there. Throws an
  /// ``ExitStatus/outputFailure`` failure naming the file and why it cannot be written.
  static func write(_ bytes: [UInt8], toPath path: String) throws(CommandFailure) {
    let files = FileManager.default
    let destination = URL(fileURLWithPath: path)
    let directory = destination.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard files.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw failure(path, "the directory '\(directoryName(of: path))' does not exist")
    }
    if files.fileExists(atPath: destination.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw failure(path, "it is a directory")
    }
    let temporary = directory.appendingPathComponent(
      ".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try Data(bytes).write(to: temporary, options: .withoutOverwriting)
    } catch {
      try? files.removeItem(at: temporary)
      let reason =
        files.isWritableFile(atPath: directory.path)
        ? "the file could not be written" : "permission denied"
      throw failure(path, reason)
    }
    guard rename(temporary.path, destination.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? files.removeItem(at: temporary)
      throw failure(path, reason)
    }
  }

  /// The directory part of `path` as the user wrote it, `.` when there is none.
  private static func directoryName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let name = String(path[..<slash])
    return name.isEmpty ? "/" : name
  }

  private static func failure(_ path: String, _ reason: String) -> CommandFailure {
    CommandFailure(.outputFailure, "cannot write '\(path)': \(reason)")
  }
}
