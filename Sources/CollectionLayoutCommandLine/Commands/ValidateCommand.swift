import CollectionLayout

/// `validate SCENARIO.json...`: checks scenarios and reports every problem.
struct ValidateCommand: ToolCommand {
  /// The files, in the order given, at least one; standard input at most once.
  var inputs: [InputSource]

  /// `validate`.
  static let name = "validate"

  /// The spellings of its options, for hints: `--help` only.
  static var options: [String] { CommandOption.hints([]) }

  /// The command's lines in the tool's help.
  static let summary = """
      validate SCENARIO.json...           Check scenarios, playing their steps without
                                          writing, and report every problem.

    """

  /// `collection-layout validate --help`.
  static let help = """
    Usage: \(CommandLineTool.name) validate SCENARIO.json...

    Checks each scenario ('-' for standard input, once): its JSON, every key and
    every value, then plays its steps as 'frames' does, without writing, so that
    what only the data at a step shows (an update's indexes, the size of the
    frames) is checked too. A valid scenario prints one line on standard output,
    'SCENARIO.json: valid (N sections, M items, K steps)' ('N pages' or 'N images'
    for a paging or wall layout); an invalid one prints every problem on standard
    error, one per line: 'location: message', after 'SCENARIO.json: ' when several
    files are given. Every file is checked; the exit status is the worst of theirs.

    What is valid but most likely not meant is printed on standard error as a
    warning, 'warning: location: message' (after 'SCENARIO.json: ' when several
    files are given), and does not change the exit status: a fling whose velocity
    moves the content less than a point (velocities are in points per second), an
    apply that deletes the sections it does not list.

    Options:
      -h, --help  Show this help.

    \(HelpText.exitStatus)

    """

  /// Reads `SCENARIO.json...`.
  static func parse(_ arguments: [String]) throws(CommandFailure) -> ValidateCommand? {
    guard
      let read = try OptionReader.read(arguments, options: [], of: command, store: { _, _ in })
    else { return nil }
    _ = try ArgumentParser.firstOperand(read.operands, named: "SCENARIO.json", of: command)
    // Several files, each checked on its own; standard input at most once.
    guard read.operands.filter({ $0 == "-" }).count <= 1 else {
      throw ArgumentParser.usageError(
        "standard input ('-') given more than once", command: command)
    }
    return ValidateCommand(inputs: read.operands.map(InputSource.init(argument:)))
  }

  /// Checks each file on its own, in order. A valid file prints `FILE: valid (summary)` on
  /// standard output, and its warnings (``Scenario/warnings()``) on standard error as
  /// `warning: location: message`; an invalid one prints its problems on standard error.
  /// Each line on standard error is prefixed with `FILE: ` when several files are given. The
  /// status is the worst of the files'; warnings do not change it.
  func run(in tool: CommandLineTool, standardOutput: inout CommandOutput)
    throws(CommandFailure) -> CommandResult
  {
    var output = ""
    var errors = ""
    var status = ExitStatus.success
    for input in inputs {
      do throws(CommandFailure) {
        let bytes = try InputFile.read(input, standardInput: tool.readStandardInput)
        let scenario = try CommandLineTool.scenario(
          from: bytes, input: input, command: Self.command, kinds: tool.kinds)
        // Playing finds what only the data at each step shows (an update's indexes, the
        // output size after an update); the frames are dropped as they are made.
        let warnings: [ScenarioIssue]
        do {
          warnings = try scenario.warnings()
        } catch {
          throw CommandLineTool.failure(for: error)
        }
        output += "\(input.displayName): valid (\(scenario.contentSummary))\n"
        let prefix = inputs.count > 1 ? "\(input.displayName): " : ""
        for warning in warnings { errors += "\(prefix)warning: \(warning)\n" }
      } catch {
        if error.status.rawValue > status.rawValue { status = error.status }
        guard inputs.count > 1 else {
          errors += error.errors
          continue
        }
        let prefix = CommandLineTool.name + ": "
        for line in error.errors.split(separator: "\n") {
          errors += line.hasPrefix(prefix) ? "\(line)\n" : "\(input.displayName): \(line)\n"
        }
      }
    }
    return CommandResult(status: status, output: Array(output.utf8), errors: errors)
  }
}

extension Invocation {
  /// `validate` of `inputs`.
  static func validate(_ inputs: [InputSource]) -> Invocation {
    .run(ValidateCommand(inputs: inputs))
  }
}

extension Command {
  /// `validate`.
  public static let validate = ValidateCommand.command
}
