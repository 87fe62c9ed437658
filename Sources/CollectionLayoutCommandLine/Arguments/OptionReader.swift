/// An option of a command, as the shared reader knows it: its spelling and, for an option with
/// a value, what the value is in messages.
struct CommandOption: Hashable, Sendable {
  /// The option's long spelling, or `-o` for the output (also spelled `--output`).
  var name: String
  /// What the value is, after "needs" in messages (`a step number`); `nil` for a flag.
  var value: String?

  /// A flag: an option without a value (`--svg`).
  static func flag(_ name: String) -> CommandOption {
    CommandOption(name: name, value: nil)
  }

  /// An option with a value, described by `value` in messages (`a step number`).
  static func value(_ name: String, _ value: String) -> CommandOption {
    CommandOption(name: name, value: value)
  }

  /// `-o` or `--output`, whose value `value` describes (`a file name`).
  static func output(_ value: String) -> CommandOption {
    CommandOption(name: "-o", value: value)
  }

  /// The option's spellings, for hints: `--output` and `-o` for the output.
  var spellings: [String] { name == "-o" ? ["--output", "-o"] : [name] }

  /// The spellings of `options`, then `--help` and `-h`: the hints of a command.
  static func hints(_ options: [CommandOption]) -> [String] {
    options.flatMap(\.spellings) + ["--help", "-h"]
  }
}

/// What ``OptionReader`` read: the arguments that are not options and the flags given.
struct ReadArguments: Hashable, Sendable {
  /// The arguments that are not options (`-` among them), in order.
  var operands: [String] = []
  /// The flags given, each once.
  var flags: Set<String> = []
}

/// Reads the arguments after a command's name, the grammar that the commands share.
///
/// Options may come before or after the arguments. An option's value follows it (`-o OUT.json`,
/// `--step 2`) or, for a long option, an equals sign (`--output=OUT.json`, `--step=2`). `-`
/// is an argument (standard input), `--` ends the options (for a file whose name starts with
/// `-`), and `-h` or `--help` asks for the command's help. Each option is given at most once;
/// an unknown one is refused with the nearest known one as a "did you mean" hint.
enum OptionReader {
  /// Reads `arguments` with the options of `command`, handing each option's value, in order,
  /// to `store` (which checks it); `-o` has a value that is not empty. `nil` when the arguments
  /// ask for help.
  static func read(
    _ arguments: [String], options: [CommandOption], of command: Command,
    store: (_ option: String, _ value: String) throws(CommandFailure) -> Void
  ) throws(CommandFailure) -> ReadArguments? {
    var read = ReadArguments()
    var given: Set<String> = []
    var optionsEnded = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        read.operands.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" { return nil }
      if options.contains(.flag(argument)) {
        guard read.flags.insert(argument).inserted else {
          throw ArgumentParser.usageError(
            "option '\(argument)' given more than once", command: command)
        }
        continue
      }
      // An option with a value: `-o VALUE`, `--name VALUE` or `--name=VALUE`.
      let spelling =
        argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      let name = spelling == "--output" ? "-o" : spelling
      guard let option = options.first(where: { $0.name == name && $0.value != nil }),
        let description = option.value, spelling == argument || spelling.hasPrefix("--")
      else {
        throw ArgumentParser.usageError(
          "unknown option '\(argument)' for '\(command.rawValue)'",
          suggesting: Suggestion.nearest(to: argument, among: command.type.options),
          command: command)
      }
      let value: String
      if spelling != argument {
        value = String(argument.dropFirst(spelling.count + 1))
      } else {
        guard index < arguments.count else {
          throw ArgumentParser.usageError(
            "option '\(argument)' needs \(description)", command: command)
        }
        value = arguments[index]
        index += 1
      }
      guard given.insert(name).inserted else {
        throw ArgumentParser.usageError(
          "option '\(name)' given more than once", command: command)
      }
      if name == "-o", value.isEmpty {
        throw ArgumentParser.usageError("option '-o' needs \(description)", command: command)
      }
      try store(name, value)
    }
    return read
  }

  /// The value of `option`, a plain decimal number from 0 (`--step 2`), or the usage error
  /// that names what it needs (`a step number (0, 1, 2, ...)`).
  static func number(_ value: String, of option: CommandOption, for command: Command)
    throws(CommandFailure) -> Int
  {
    guard let number = Int(value), number >= 0, String(number) == value else {
      throw ArgumentParser.usageError(
        "option '\(option.name)' needs \(option.value ?? "a number") (0, 1, 2, ...), "
          + "got '\(value)'", command: command)
    }
    return number
  }
}
