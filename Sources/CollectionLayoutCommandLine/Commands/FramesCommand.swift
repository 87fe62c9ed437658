/// `frames SCENARIO.json [-o OUT.json]`: lays a scenario out and writes its frames.
struct FramesCommand: ToolCommand {
  /// The scenario to lay out.
  var input: InputSource
  /// Where the frames go.
  var output: OutputDestination

  /// `frames`.
  static let name = "frames"

  /// The options besides `--help`.
  static let grammar: [CommandOption] = [.output("a file name")]

  /// The spellings of ``grammar``, for hints.
  static var options: [String] { CommandOption.hints(grammar) }

  /// The command's lines in the tool's help.
  static let summary = """
      frames SCENARIO.json [-o OUT.json]  Lay out a scenario, play its steps and write
                                          the frames as JSON.

    """

  /// The lines that describe `-o`.
  private static let outputOption = """
      -o, --output OUT.json  Write the frames to OUT.json instead of standard output.
                             A regular file is replaced only once the output is
                             complete: on any error, or when the tool is stopped by
                             a signal, it is left as it was, and a replaced file
                             keeps its permissions. A symbolic link writes its
                             target; a device or FIFO (/dev/null) is written in
                             place. The input file itself is refused. '-o -' means
                             standard output.
    """

  /// `collection-layout frames --help`.
  static let help = """
    Usage: \(CommandLineTool.name) frames SCENARIO.json [-o OUT.json]

    Reads the scenario SCENARIO.json ('-' for standard input), lays it out, plays its
    steps and writes the frames as JSON: the layout after the initial state and after
    each step.

    Options:
    \(outputOption)
      -h, --help             Show this help.

    Problems in the scenario are printed on standard error, one per line:
    'location: message', such as
    'sections[2].metrics.columns: expected an integer >= 1, got 0'.

    \(HelpText.exitStatus)

    """

  /// Reads `SCENARIO.json [-o OUT.json]`.
  static func parse(_ arguments: [String]) throws(CommandFailure) -> FramesCommand? {
    var output: String?
    guard
      let read = try OptionReader.read(
        arguments, options: grammar, of: command, store: { _, value in output = value })
    else { return nil }
    return FramesCommand(
      input: try ArgumentParser.input(from: read.operands, named: "SCENARIO.json", of: command),
      output: OutputDestination(option: output))
  }

  /// Plays the scenario, writing its frames as they are played.
  func run(in tool: CommandLineTool, standardOutput: inout CommandOutput)
    throws(CommandFailure) -> CommandResult
  {
    try OutputFile.refuseInput(input, as: output)
    // The input's bytes are released once decoded, before the layout.
    let scenario = try CommandLineTool.scenario(
      from: InputFile.read(input, standardInput: tool.readStandardInput), input: input,
      command: Self.command, kinds: tool.kinds)
    try CommandLineTool.write(to: output, standardOutput: &standardOutput) {
      (sink) throws(CommandFailure) in try CommandLineTool.writeFrames(of: scenario, to: &sink)
    }
    return tool.success(writing: output, what: "the frames, JSON")
  }
}

extension Invocation {
  /// `frames` of `input` into `output`.
  static func frames(_ input: InputSource, _ output: OutputDestination) -> Invocation {
    .run(FramesCommand(input: input, output: output))
  }
}

extension Command {
  /// `frames`.
  public static let frames = FramesCommand.command
}
