/// The help texts of the tool, each ending in a newline; each command's own help is its
/// ``ToolCommand/help``.
enum HelpText {
  /// The closing lines shared by every help text.
  static let exitStatus = """
    Exit status: 0 on success, 1 when the output cannot be written (a full disk, a
    closed pipe), 2 for bad usage or bad input (unknown command or option, missing
    argument, unreadable file, invalid scenario or frames, -o naming the input).
    On success a command that wrote files names each ('Wrote PATH (...)') on
    standard error when standard error is a terminal, and is quiet otherwise.
    """

  /// The help of the tool: `collection-layout --help`, with every command's summary, in the
  /// order of ``CommandLineTool/commands``.
  static let tool = """
    \(CommandLineTool.name) \(CommandLineTool.version): collection-view layouts computed \
    outside UIKit, as JSON frames.

    Usage: \(CommandLineTool.name) <command> [options]

    Commands:
    \(CommandLineTool.commands.map { $0.summary }.joined())\
      help [COMMAND]                      Show this help, or a command's help (also
                                          '--help COMMAND' and 'COMMAND --help').

    Options:
      -h, --help                          Show this help.
      --version                           Print the version.

    Use '-' as SCENARIO.json to read standard input; a FIFO or /dev/stdin works
    too. An input is at most 1 GiB (1073741824 bytes). Problems in a scenario are
    printed on standard error, one per line: 'location: message'.
    A frames file handed to 'frames' or 'validate' is named as such, with the
    command that draws it.
    Run '\(CommandLineTool.name) COMMAND --help' for a command's help.

    \(exitStatus)

    """

  /// The help of `command`: `collection-layout COMMAND --help`.
  static func help(for command: Command) -> String { command.type.help }
}
