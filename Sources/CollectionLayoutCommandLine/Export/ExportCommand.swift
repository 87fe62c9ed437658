/// `export FRAMES_OR_SCENARIO.json (--lottie [--step N | --all-steps] [--fps F] | --trace)
/// [-o OUT.json]`: writes frames, or a scenario's frames, as a Lottie animation or a trace
/// timeline.
struct ExportCommand: ToolCommand {
  /// The frames file or scenario to export.
  var input: InputSource
  /// The Lottie animation or the trace timeline.
  var format: ExportFormat
  /// Where the export goes.
  var output: OutputDestination

  /// `export`.
  static let name = "export"

  /// The largest `--fps`, as for a scenario's animations.
  static let largestFramesPerSecond = 240.0

  /// `--step N`: the one step a Lottie animation shows.
  private static let step = CommandOption.value("--step", "a step number")
  /// `--fps F`: the frame rate of a Lottie animation.
  private static let fps = CommandOption.value("--fps", "a frame rate")

  /// The options besides `--help`.
  static let grammar: [CommandOption] = [
    .output("a file name"), .flag("--lottie"), .flag("--trace"), step, .flag("--all-steps"),
    fps,
  ]

  /// The spellings of ``grammar``, for hints.
  static var options: [String] { CommandOption.hints(grammar) }

  /// The command's lines in the tool's help.
  static let summary = """
      export FRAMES_OR_SCENARIO.json      Write frames, or a scenario's frames, as a
        (--lottie | --trace) [-o OUT]     Lottie animation or a trace timeline.

    """

  /// `collection-layout export --help`.
  static let help = """
    Usage: \(CommandLineTool.name) export FRAMES_OR_SCENARIO.json
             (--lottie [--step N | --all-steps] [--fps F] | --trace) [-o OUT.json]

    Reads a frames file, as written by 'frames', or a scenario, which it plays
    first ('-' for standard input; a document with a top-level "format" key is
    frames), and writes it in a format that existing players and viewers read.

    With --lottie, a Lottie animation of what the viewport shows (lottie-web,
    rlottie, After Effects, LottieFiles): each element a rectangle layer named by
    its id, coloured as the player colours it, keyframed where its position, size
    or opacity changes. Steps play end to end: an update step as its animation,
    any other step as a 0.3 s motion of the content, each state then held 0.5 s.

    With --trace, a Chrome trace event timeline (Perfetto's UI, chrome://tracing)
    on the same clock: a track per step kind with a slice per step, a track per
    animating element with a slice per animation named by its change, counters
    for the content offset and height, an instant per batch update.

    Options:
      -o, --output OUT.json  Write to OUT.json instead of standard output. OUT.json
                             is replaced only once the output is complete: on any
                             error it is left as it was. '-o -' means standard
                             output.
      --lottie               Write a Lottie animation.
      --trace                Write a trace timeline (always every step).
      --step N               Only step N (0 for the initial layout): the motion from
                             step N - 1 to step N, then its state held (Lottie only).
      --all-steps            Every step, end to end (the default; Lottie only).
      --fps F                The animation's frame rate, >= 1 and <= 240 (default:
                             the frame rate of the first update's animation, or
                             60; Lottie only).
      -h, --help             Show this help.

    Problems in the input are printed on standard error, one per line:
    'location: message'.

    \(HelpText.exitStatus)

    """

  /// Reads `FRAMES_OR_SCENARIO.json (--lottie [...] | --trace) [-o OUT.json]`, then checks the
  /// options together: exactly one of `--lottie` and `--trace`; `--step`, `--all-steps` and
  /// `--fps` with `--lottie` only, and not `--step` with `--all-steps`.
  static func parse(_ arguments: [String]) throws(CommandFailure) -> ExportCommand? {
    var output: String?
    var stepNumber: Int?
    var framesPerSecond: Double?
    guard
      let read = try OptionReader.read(
        arguments, options: grammar, of: command,
        store: { (option, value) throws(CommandFailure) in
          switch option {
          case step.name: stepNumber = try OptionReader.number(value, of: step, for: command)
          case fps.name: framesPerSecond = try Self.framesPerSecond(value)
          default: output = value
          }
        })
    else { return nil }
    let input = try ArgumentParser.input(
      from: read.operands, named: "FRAMES_OR_SCENARIO.json", of: command)
    return ExportCommand(
      input: input,
      format: try format(flags: read.flags, step: stepNumber, framesPerSecond: framesPerSecond),
      output: OutputDestination(option: output))
  }

  /// The format the flags and options ask for, or the usage error of a missing or conflicting
  /// one.
  private static func format(flags: Set<String>, step: Int?, framesPerSecond: Double?)
    throws(CommandFailure) -> ExportFormat
  {
    let lottie = flags.contains("--lottie")
    let trace = flags.contains("--trace")
    let allSteps = flags.contains("--all-steps")
    if lottie && trace {
      throw ArgumentParser.usageError(
        "options '--lottie' and '--trace' conflict: export one format at a time",
        command: command)
    }
    if trace {
      let lottieOnly = [
        step == nil ? nil : "--step", allSteps ? "--all-steps" : nil,
        framesPerSecond == nil ? nil : "--fps",
      ].compactMap { $0 }
      if let option = lottieOnly.first {
        throw ArgumentParser.usageError(
          "option '\(option)' applies to '--lottie' only; a trace shows every step",
          command: command)
      }
      return .trace
    }
    guard lottie else {
      throw ArgumentParser.usageError(
        "missing format for 'export': add '--lottie' or '--trace'", command: command)
    }
    if allSteps, step != nil {
      throw ArgumentParser.usageError(
        "options '--step' and '--all-steps' conflict: export one step or all of them",
        command: command)
    }
    return .lottie(
      LottieOptions(steps: step.map { .step($0) } ?? .all, framesPerSecond: framesPerSecond))
  }

  /// The value of `--fps`: a number of frames per second, >= 1 and <= 240. Below 1 the
  /// document would not be an animation: its frame rate is written with 3 decimals (`1e-9`
  /// would be `"fr": 0`) and a 7.7 s animation at 0.001 would last 0.008 frames.
  static func framesPerSecond(_ value: String) throws(CommandFailure) -> Double {
    guard let number = Double(value), number.isFinite, number >= 1,
      number <= largestFramesPerSecond
    else {
      throw ArgumentParser.usageError(
        "option '--fps' needs a frame rate (a number >= 1 and <= 240), got '\(value)'",
        command: command)
    }
    return number
  }

  /// Reads the input whole and writes its export.
  func run(in tool: CommandLineTool, standardOutput: inout CommandOutput)
    throws(CommandFailure) -> CommandResult
  {
    try OutputFile.refuseInput(input, as: output)
    let bytes = try InputFile.read(input, standardInput: tool.readStandardInput)
    let exported = try CommandLineTool.exported(bytes, as: format, kinds: tool.kinds)
    try CommandLineTool.write(to: output, standardOutput: &standardOutput) {
      (sink) throws(CommandFailure) in try sink.write(exported)
    }
    return tool.success(writing: output, what: format.summary)
  }
}

extension Command {
  /// `export`.
  public static let export = ExportCommand.command
}
