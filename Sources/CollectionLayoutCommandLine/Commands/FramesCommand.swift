/// `frames SCENARIO.json [-o OUT.json] [--device NAME | --all-devices -o DIR]`: lays a
/// scenario out and writes its frames, on its own screen, on one of its `devices`, or on each.
struct FramesCommand: ToolCommand {
  /// The scenario to lay out.
  var input: InputSource
  /// Where the frames go (a directory with `--all-devices`).
  var output: OutputDestination
  /// Which screens to play the scenario on.
  var screens: FramesScreens = .scenario

  /// `frames`.
  static let name = "frames"

  /// The options besides `--help`.
  static let grammar: [CommandOption] = [
    .output("a file name"), .value("--device", "a device name"), .flag("--all-devices"),
  ]

  /// The spellings of ``grammar``, for hints.
  static var options: [String] { CommandOption.hints(grammar) }

  /// The command's lines in the tool's help.
  static let summary = """
      frames SCENARIO.json [-o OUT.json]  Lay out a scenario, play its steps and write
                                          the frames as JSON; --device NAME or
                                          --all-devices -o DIR on its devices.

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
      --device NAME          Play the scenario on one screen of its "devices" list, named
                             as 'iPhone 15', 'iPhone 16 Pro Max landscape' or
                             'iPad Pro 13-inch (M4) landscape oneThird' (without regard
                             to case), or on any preset device in portrait.
      --all-devices          Play it on each screen of its "devices" list and write one
                             frames file per screen into the directory -o DIR (required),
                             named SCENARIO.SCREEN.frames.json, such as
                             list.iPhone-16-Pro-Max-landscape.frames.json.
      -h, --help             Show this help.

    Problems in the scenario are printed on standard error, one per line:
    'location: message', such as
    'sections[2].metrics.columns: expected an integer >= 1, got 0'.

    \(HelpText.exitStatus)

    """

  /// Reads `SCENARIO.json [-o OUT.json]`.
  static func parse(_ arguments: [String]) throws(CommandFailure) -> FramesCommand? {
    var output: String?
    var device: String?
    guard
      let read = try OptionReader.read(
        arguments, options: grammar, of: command,
        store: { option, value in
          if option == "--device" { device = value } else { output = value }
        })
    else { return nil }
    let input = try ArgumentParser.input(
      from: read.operands, named: "SCENARIO.json", of: command)
    guard read.flags.contains("--all-devices") else {
      return FramesCommand(
        input: input, output: OutputDestination(option: output),
        screens: device.map(FramesScreens.device) ?? .scenario)
    }
    guard device == nil else {
      throw ArgumentParser.usageError(
        "options '--device' and '--all-devices' of 'frames' exclude each other", command: command)
    }
    guard let output, output != "-" else {
      throw ArgumentParser.usageError(
        "option '--all-devices' of 'frames' writes one file per device: give their directory "
          + "with '-o DIR'", command: command)
    }
    return FramesCommand(input: input, output: .file(output), screens: .allDevices)
  }

  /// Plays the scenario, writing its frames as they are played.
  func run(in tool: CommandLineTool, standardOutput: inout CommandOutput)
    throws(CommandFailure) -> CommandResult
  {
    try OutputFile.refuseInput(input, as: output)
    // The input's bytes are released once decoded, before the layout.
    var scenario = try CommandLineTool.scenario(
      from: InputFile.read(input, standardInput: tool.readStandardInput), input: input,
      command: Self.command, kinds: tool.kinds)
    switch screens {
    case .scenario: break
    case .device(let name): scenario = try Self.scenario(scenario, on: name)
    case .allDevices:
      guard case .file(let directory) = output else { break }
      return tool.success(
        summarizing: try Self.writeEachDevice(of: scenario, named: input, into: directory))
    }
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
