/// Parses the arguments of the command line (without the program name) by hand.
///
/// The grammar:
/// ```
/// collection-layout (-h | --help | --version)
/// collection-layout (help | -h | --help) [COMMAND]
/// collection-layout frames [-o OUT.json] SCENARIO.json
/// collection-layout validate SCENARIO.json...
/// collection-layout render FRAMES_OR_SCENARIO.json [-o OUT] [--svg [--step N] [--frame F]]
/// collection-layout export FRAMES_OR_SCENARIO.json (--lottie [--step N | --all-steps] [--fps F] | --trace) [-o OUT.json]
/// collection-layout demo [-o DIR | --scenario]
/// collection-layout tiles --width W --height H [...] [-o DIR_OR_FILE]  (see TilesArguments)
/// ```
/// Options of a command may come before or after its argument. An option's value follows it
/// (`-o OUT.json`, `--step 2`) or, for long options, an equals sign (`--output=OUT.json`,
/// `--step=2`). `-o -` means standard output (not for `demo`, whose `-o` names a directory).
/// `-` as the input file means standard input, and `--` ends the options (for a file whose
/// name starts with `-`). `-h` or `--help` anywhere among a command's arguments, or before the
/// command (`--help render`), asks for that command's help, as `help render` does. `render -o
/// NAME.svg` writes an SVG picture, as `--svg` does.
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
      if first == Command.tiles.rawValue { return try TilesArguments.parse(rest) }
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

  /// The options of a command, as read so far.
  private struct Options {
    var output: String?
    var svg = false
    /// `demo --scenario`: print the built-in scenario.
    var scenario = false
    var step: Int?
    var frame: Int?
    /// The flags of `export` given (`--lottie`, `--trace`, `--all-steps`).
    var flags: Set<String> = []
    /// The value of `--fps`, checked.
    var framesPerSecond: Double?
  }

  /// The arguments after a command's name.
  private static func parse(_ arguments: [String], of command: Command) throws(CommandFailure)
    -> Invocation
  {
    var positionals: [String] = []
    var options = Options()
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
      if command == .render, argument == "--svg" {
        guard !options.svg else {
          throw usageError("option '--svg' given more than once", command: command)
        }
        options.svg = true
        continue
      }
      if command == .demo, argument == "--scenario" {
        guard !options.scenario else {
          throw usageError("option '--scenario' given more than once", command: command)
        }
        options.scenario = true
        continue
      }
      if command == .export, ["--lottie", "--trace", "--all-steps"].contains(argument) {
        guard options.flags.insert(argument).inserted else {
          throw usageError("option '\(argument)' given more than once", command: command)
        }
        continue
      }
      // An option with a value: `-o VALUE`, `--name VALUE` or `--name=VALUE`.
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      let takesValue: Bool
      switch name {
      case "-o", "--output": takesValue = command.acceptsOutput
      case "--step": takesValue = command == .render || command == .export
      case "--frame": takesValue = command == .render
      case "--fps": takesValue = command == .export
      default: takesValue = false
      }
      guard takesValue, name == argument || name.hasPrefix("--") else {
        throw usageError(
          "unknown option '\(argument)' for '\(command.rawValue)'",
          suggesting: Suggestion.nearest(to: argument, among: command.options), command: command)
      }
      let value: String
      if name != argument {
        value = String(argument.dropFirst(name.count + 1))
      } else {
        guard index < arguments.count else {
          throw usageError(
            "option '\(argument)' needs \(valueDescription(of: name, for: command))",
            command: command)
        }
        value = arguments[index]
        index += 1
      }
      try read(value, of: name, for: command, into: &options)
    }
    return try invocation(of: command, positionals: positionals, options: options)
  }

  /// What the value of option `name` is, in messages: `a file name`, `a step number`.
  private static func valueDescription(of name: String, for command: Command) -> String {
    switch name {
    case "--step": return "a step number"
    case "--frame": return "a frame number"
    case "--fps": return "a frame rate"
    default: return command == .demo ? "a directory name" : "a file name"
    }
  }

  /// Stores the value of option `name`, after checking it.
  private static func read(
    _ value: String, of name: String, for command: Command, into options: inout Options
  ) throws(CommandFailure) {
    switch name {
    case "--step", "--frame":
      guard (name == "--step" ? options.step : options.frame) == nil else {
        throw usageError("option '\(name)' given more than once", command: command)
      }
      guard let number = Int(value), number >= 0, String(number) == value else {
        throw usageError(
          "option '\(name)' needs \(valueDescription(of: name, for: command)) (0, 1, 2, ...), "
            + "got '\(value)'", command: command)
      }
      if name == "--step" { options.step = number } else { options.frame = number }
    case "--fps":
      guard options.framesPerSecond == nil else {
        throw usageError("option '--fps' given more than once", command: command)
      }
      options.framesPerSecond = try framesPerSecond(value)
    default:
      guard options.output == nil else {
        throw usageError("option '-o' given more than once", command: command)
      }
      guard !value.isEmpty else {
        throw usageError(
          "option '-o' needs \(valueDescription(of: "-o", for: command))", command: command)
      }
      if command == .demo, value == "-" {
        throw usageError(
          "option '-o' of 'demo' names a directory; '-' (standard output) is not one",
          command: command)
      }
      options.output = value
    }
  }

  /// The invocation of `command` once its options are read.
  private static func invocation(
    of command: Command, positionals: [String], options: Options
  ) throws(CommandFailure) -> Invocation {
    let output: OutputDestination =
      options.output.map { $0 == "-" ? .standardOutput : .file($0) } ?? .standardOutput
    guard let argumentName = command.argumentName else {
      try expectNothing(in: positionals, command: command)
      if options.scenario {
        guard options.output == nil else {
          throw usageError(
            "option '--scenario' prints the scenario on standard output; '-o' names the "
              + "directory of the demo's files: redirect the output instead "
              + "(\(CommandLineTool.name) demo --scenario > scenario.json)",
            command: command)
        }
        return .demoScenario
      }
      return .demo(directory: options.output ?? CommandLineTool.demoDirectory)
    }
    guard let path = positionals.first else {
      throw usageError(
        "missing \(argumentName) argument for '\(command.rawValue)'", command: command)
    }
    if command == .validate {
      // Several files, each checked on its own; standard input at most once.
      guard positionals.filter({ $0 == "-" }).count <= 1 else {
        throw usageError("standard input ('-') given more than once", command: command)
      }
      return .validate(positionals.map { $0 == "-" ? .standardInput : .file($0) })
    }
    try expectNothing(in: Array(positionals.dropFirst()), command: command)
    let input: InputSource = path == "-" ? .standardInput : .file(path)
    switch command {
    case .frames:
      return .frames(input, output)
    case .render:
      // `-o NAME.svg` writes what its name says: an SVG picture, as `--svg` does.
      let namesAnSVGFile = options.output.map { $0.lowercased().hasSuffix(".svg") } ?? false
      guard options.svg || namesAnSVGFile else {
        if options.step != nil || options.frame != nil {
          let option = options.step != nil ? "--step" : "--frame"
          throw usageError(
            "option '\(option)' picks the moment of an SVG picture; add '--svg'",
            command: command)
        }
        return .render(input, .player, output)
      }
      return .render(
        input, .svg(step: options.step ?? 0, animationFrame: options.frame), output)
    case .export:
      return try exportInvocation(
        input: input, output: output, flags: options.flags, step: options.step,
        framesPerSecond: options.framesPerSecond)
    default:
      return .validate([input])
    }
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
