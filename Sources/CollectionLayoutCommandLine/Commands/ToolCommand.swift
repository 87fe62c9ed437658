/// A command of the `collection-layout` tool, as one value: its name, the lines that list it in
/// the tool's help, its own help, the options it suggests for a mistyped one, how its arguments
/// are read and how it runs.
///
/// A conforming type holds what one invocation of the command asks for (its input, its output,
/// its options, checked); ``CommandLineTool/commands`` lists every command, and the parser, the
/// help and the run go through that list. A new command is one file with its type and one line
/// in that list; a new option of a command is an edit of that command's file only. The options
/// every command shares (`-o`, `--help`, the input argument, "did you mean") are read by
/// ``OptionReader`` and ``ArgumentParser``.
protocol ToolCommand: Hashable, Sendable {
  /// The command's name, as typed: `frames`.
  static var name: String { get }
  /// The command's lines under "Commands:" in the tool's help, each ending in a newline.
  static var summary: String { get }
  /// The command's help, `collection-layout COMMAND --help`, ending in a newline.
  static var help: String { get }
  /// Every spelling of the command's options, long and short, in the order in which a "did you
  /// mean" hint prefers them.
  static var options: [String] { get }

  /// The command that the arguments after its name ask for, or `nil` when they ask for its help
  /// (`-h` or `--help` among them); throws their usage error.
  static func parse(_ arguments: [String]) throws(CommandFailure) -> Self?

  /// Runs the command in `tool`, writing what it prints on standard output into
  /// `standardOutput` as it goes (or returning it in the result).
  func run(in tool: CommandLineTool, standardOutput: inout CommandOutput)
    throws(CommandFailure) -> CommandResult
}

extension ToolCommand {
  /// The command's name as a ``Command``, for messages and help.
  static var command: Command { Command(Self.self) }
}
