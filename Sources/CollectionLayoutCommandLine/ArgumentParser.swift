/// Parses the arguments of the command line (without the program name) by hand.
///
/// The grammar:
/// ```
/// collection-layout (-h | --help | --version)
/// collection-layout help [COMMAND]
/// collection-layout frames [-o OUT.json] SCENARIO.json
/// collection-layout validate SCENARIO.json
/// collection-layout demo [-o OUT.json]
/// ```
/// Options of a command may come before or after its argument. `-o` is also spelled
/// `--output OUT.json` or `--output=OUT.json`; `-o -` means standard output. `-` as SCENARIO.json
/// means standard input, and `--` ends the options (for a file whose name starts with `-`).
/// `-h` or `--help` anywhere among a command's arguments asks for that command's help.
enum ArgumentParser {
  /// The invocation the arguments ask for, or the usage error that they contain.
  static func parse(_ arguments: [String]) throws(CommandFailure) -> Invocation {
    guard let first = arguments.first else {
      throw CommandFailure(.invalidInput, text: HelpText.tool)
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      try expectNothing(in: rest, command: nil)
      return .toolHelp
    case "--version":
      try expectNothing(in: rest, command: nil)
      return .version
    case "help":
      return try parseHelp(rest)
    default:
      if let command = Command(rawValue: first) {
        return try parse(rest, of: command)
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

  /// The arguments after a command's name.
  private static func parse(_ arguments: [String], of command: Command) throws(CommandFailure)
    -> Invocation
  {
    var positionals: [String] = []
    var output: OutputDestination?
    var optionsEnded = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" { return .commandHelp(command) }
      var value: String?
      if command.writesFrames, argument == "-o" || argument == "--output" {
        guard index < arguments.count else {
          throw usageError("option '\(argument)' needs a file name", command: command)
        }
        value = arguments[index]
        index += 1
      } else if command.writesFrames, argument.hasPrefix("--output=") {
        value = String(argument.dropFirst("--output=".count))
      }
      guard let value else {
        throw usageError(
          "unknown option '\(argument)' for '\(command.rawValue)'",
          suggesting: Suggestion.nearest(to: argument, among: command.options), command: command)
      }
      guard output == nil else {
        throw usageError("option '-o' given more than once", command: command)
      }
      guard !value.isEmpty else {
        throw usageError("option '-o' needs a file name", command: command)
      }
      output = value == "-" ? .standardOutput : .file(value)
    }
    return try invocation(of: command, positionals: positionals, output: output ?? .standardOutput)
  }

  /// The invocation of `command` once its options are read.
  private static func invocation(
    of command: Command, positionals: [String], output: OutputDestination
  ) throws(CommandFailure) -> Invocation {
    guard command.readsScenario else {
      try expectNothing(in: positionals, command: command)
      return .demo(output)
    }
    guard let path = positionals.first else {
      throw usageError("missing SCENARIO.json argument for '\(command.rawValue)'", command: command)
    }
    try expectNothing(in: Array(positionals.dropFirst()), command: command)
    let input: InputSource = path == "-" ? .standardInput : .file(path)
    return command == .frames ? .frames(input, output) : .validate(input)
  }

  /// Throws for the first of `extra`, arguments that nothing expects.
  private static func expectNothing(in extra: [String], command: Command?)
    throws(CommandFailure)
  {
    if let unexpected = extra.first {
      throw usageError("unexpected argument '\(unexpected)'", command: command)
    }
  }

  /// A usage error: the message, a "did you mean" when there is a suggestion, and a line that
  /// points to the help of `command`, or of the tool.
  private static func usageError(
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
