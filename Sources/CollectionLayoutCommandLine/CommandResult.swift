/// The exit status of a `collection-layout` run.
public enum ExitStatus: Int32, Hashable, Sendable, CaseIterable {
  /// The command did what it was asked: 0.
  case success = 0
  /// The output could not be written (a missing directory, a full disk, a closed standard
  /// output), or the tool failed unexpectedly: 1.
  case outputFailure = 1
  /// Bad usage (an unknown command or option, a missing argument) or bad input (an unreadable
  /// file, malformed JSON, an invalid scenario): 2.
  case invalidInput = 2
}

/// What a run of the command line produced: its exit status, the bytes for standard output and
/// the text for standard error.
public struct CommandResult: Hashable, Sendable {
  /// The exit status.
  public var status: ExitStatus
  /// The bytes to write to standard output; empty when there is nothing to write.
  public var output: [UInt8]
  /// The text to write to standard error, one message per line, each ending in a newline;
  /// empty when there is nothing to report.
  public var errors: String

  /// Creates a result.
  public init(status: ExitStatus, output: [UInt8] = [], errors: String = "") {
    self.status = status
    self.output = output
    self.errors = errors
  }

  /// A successful result that writes `text` to standard output.
  static func success(printing text: String) -> CommandResult {
    CommandResult(status: .success, output: Array(text.utf8))
  }
}

/// A failure that ends a command: its exit status and the text for standard error.
struct CommandFailure: Error, Hashable, Sendable {
  /// The exit status, never ``ExitStatus/success``.
  var status: ExitStatus
  /// The text for standard error, every line ending in a newline.
  var errors: String

  /// A failure with one line, `collection-layout: ` followed by `message`.
  init(_ status: ExitStatus, _ message: String) {
    self.init(status, lines: ["\(CommandLineTool.name): \(message)"])
  }

  /// A failure with the given lines (without their newlines), printed as they are.
  init(_ status: ExitStatus, lines: [String]) {
    self.init(status, text: lines.map { $0 + "\n" }.joined())
  }

  /// A failure that prints `text` as it is.
  init(_ status: ExitStatus, text: String) {
    self.status = status
    self.errors = text
  }

  /// The failure as a result: nothing on standard output, the text on standard error.
  var result: CommandResult {
    CommandResult(status: status, errors: errors)
  }
}
