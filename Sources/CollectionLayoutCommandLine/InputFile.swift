import Foundation

/// Reads a command's scenario, from a file or standard input.
enum InputFile {
  /// The bytes of the scenario at `source`; `standardInput` reads standard input to its end.
  /// Throws an ``ExitStatus/invalidInput`` failure naming the file and why it cannot be read.
  static func read(_ source: InputSource, standardInput: () -> [UInt8]) throws(CommandFailure)
    -> [UInt8]
  {
    switch source {
    case .standardInput:
      return standardInput()
    case .file(let path):
      let files = FileManager.default
      var isDirectory: ObjCBool = false
      guard files.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CommandFailure(.invalidInput, "cannot read '\(path)': no such file")
      }
      if isDirectory.boolValue {
        throw CommandFailure(.invalidInput, "cannot read '\(path)': it is a directory")
      }
      guard files.isReadableFile(atPath: path) else {
        throw CommandFailure(.invalidInput, "cannot read '\(path)': permission denied")
      }
      guard let data = files.contents(atPath: path) else {
        throw CommandFailure(.invalidInput, "cannot read '\(path)'")
      }
      return Array(data)
    }
  }
}
