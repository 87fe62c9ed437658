/// Parses the arguments of the command line (without the program name) by hand.
///
/// The grammar:
/// ```
/// collection-layout (-h | --help | --version)
/// collection-layout (help | -h | --help) [COMMAND]
/// collection-layout COMMAND [ARGUMENTS AND OPTIONS]
/// ```
/// A command is one of ``CommandLineTool/commands``, which reads its own arguments (most
/// through ``OptionReader``, the grammar the commands share). `-h` or `--help` anywhere among
/// a command's arguments, or before the command (`--help render`), asks for that command's
/// help, as `help render` does.
enum ArgumentParser {
  /// The invocation the arguments ask for, or the usage error that they contain.
  static func parse(_ arguments: [String]) throws(CommandFailure) -> Invocation {
    guard let first = arguments.first else {
      throw CommandFailure(.invalidInput, text: HelpText.tool)
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      // `--help COMMAND` is `help COMMAND`.
      return try parseHelp(rest)
    case "--version":
      try expectNothing(in: rest, command: nil)
      return .version
    case "help":
      return try parseHelp(rest)
    default:
      if let command = Command(rawValue: first) {
        guard let parsed = try command.type.parse(rest) else { return .commandHelp(command) }
        return .run(parsed)
      }
      if first.hasPrefix("-"), first != "-" {
        throw usageError(
          "unknown option '\(first)'",
          suggesting: Suggestion.nearest(to: first, among: ["--help", "--version", "-h"]),
          command: nil)
      }
      let names = Command.allCases.map(\.rawValue) + ["help"]
      throw usageError(
        "unknown command '\(first)'", suggesting: Suggestion.nearest(to: first, among: names),
        command: nil)
    }
  }

  /// `help [COMMAND]`.
  private static func parseHelp(_ arguments: [String]) throws(CommandFailure) -> Invocation {
    guard let name = arguments.first else { return .toolHelp }
    guard let command = Command(rawValue: name) else {
      throw usageError(
        "unknown command '\(name)'",
        suggesting: Suggestion.nearest(to: name, among: Command.allCases.map(\.rawValue)),
        command: nil)
    }
    try expectNothing(in: Array(arguments.dropFirst()), command: command)
    return .commandHelp(command)
  }

  /// The first of `operands`, the argument `argumentName` of `command`, or the usage error
  /// that says it is missing.
  static func firstOperand(_ operands: [String], named argumentName: String, of command: Command)
    throws(CommandFailure) -> String
  {
    guard let first = operands.first else {
      throw usageError(
        "missing \(argumentName) argument for '\(command.rawValue)'", command: command)
    }
    return first
  }

  /// The one input of `command`, its argument `argumentName` (`-` for standard input), or the
  /// usage error of a missing argument or of one too many.
  static func input(from operands: [String], named argumentName: String, of command: Command)
    throws(CommandFailure) -> InputSource
  {
    let path = try firstOperand(operands, named: argumentName, of: command)
    try expectNothing(in: Array(operands.dropFirst()), command: command)
    return InputSource(argument: path)
  }

  /// Throws for the first of `extra`, arguments that nothing expects.
  static func expectNothing(in extra: [String], command: Command?) throws(CommandFailure) {
    if let unexpected = extra.first {
      throw usageError("unexpected argument '\(unexpected)'", command: command)
    }
  }

  /// A usage error: the message, a "did you mean" when there is a suggestion, and a line that
  /// points to the help of `command`, or of the tool.
  static func usageError(
    _ message: String, suggesting suggestion: String? = nil, command: Command?
  ) -> CommandFailure {
    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
    let helpCommand = [CommandLineTool.name, command?.rawValue, "--help"].compactMap { $0 }
      .joined(separator: " ")
    return CommandFailure(
      .invalidInput,
      lines: [
        "\(CommandLineTool.name): \(message)\(hint)",
        "Run '\(helpCommand)' for usage.",
      ])
  }
}
