import CollectionLayout

/// What `render` draws.
enum RenderFormat: Hashable, Sendable {
  /// The HTML player of the whole frames file.
  case player
  /// An SVG picture of one step, or of one animation frame of a step that animates.
  case svg(step: Int, animationFrame: Int?)

  /// What a file of this format is, for the line that says it was written.
  var summary: String {
    switch self {
    case .player: return "the player, one self-contained page"
    case .svg(let step, let frame?): return "an SVG picture of step \(step), frame \(frame)"
    case .svg(let step, nil): return "an SVG picture of step \(step)"
    }
  }
}

/// `render FRAMES_OR_SCENARIO.json [-o OUT] [--svg [--step N] [--frame F]]`: writes a frames
/// file, or a scenario's frames, as an HTML player, or one of its moments as an SVG picture.
struct RenderCommand: ToolCommand {
  /// The frames file or scenario to draw.
  var input: InputSource
  /// The player page or an SVG picture.
  var format: RenderFormat
  /// Where the drawing goes.
  var output: OutputDestination

  /// `render`.
  static let name = "render"

  /// `--step N`: the step an SVG picture draws.
  private static let step = CommandOption.value("--step", "a step number")
  /// `--frame F`: the animation frame of the step an SVG picture draws.
  private static let frame = CommandOption.value("--frame", "a frame number")

  /// The options besides `--help`.
  static let grammar: [CommandOption] = [.output("a file name"), .flag("--svg"), step, frame]

  /// The spellings of ``grammar``, for hints.
  static var options: [String] { CommandOption.hints(grammar) }

  /// The command's lines in the tool's help.
  static let summary = """
      render FRAMES_OR_SCENARIO.json      Write frames, or a scenario's frames, as an
        [-o OUT]                          HTML player page, or with --svg (or -o
                                          NAME.svg) one step as an SVG picture.

    """

  /// `collection-layout render --help`.
  static let help = """
    Usage: \(CommandLineTool.name) render FRAMES_OR_SCENARIO.json [-o OUT] [--svg [--step N] [--frame F]]

    Reads a frames file ('-' for standard input), as written by 'frames', or a
    scenario, which it plays first (a document with a top-level "format" key is
    frames), and draws it.

    Without --svg, writes one self-contained HTML page that plays the frames: the
    viewport over the content, the steps, play and pause, a scrubber over the
    animation frames of the steps that animate, the attributes of the element you
    click.
    It needs no network; open it in any browser.

    A large frames file is read one step at a time: --svg reads only the step it
    draws. With --svg, or with -o naming a .svg file, writes one moment as an SVG picture:
    the viewport at step N's content offset, every element a box coloured by kind
    with its id, pinned elements marked, and for an update the change of each
    element.

    Options:
      -o, --output OUT  Write to OUT instead of standard output, as for
                        'frames -o': a regular file is replaced only once the
                        output is complete, a link writes its target, a device
                        or FIFO is written in place, the input file is refused.
                        '-o -' means standard output.
      --svg             Write an SVG picture instead of the player page (implied
                        by -o NAME.svg).
      --step N          The step to draw, 0 for the initial layout (default 0).
      --frame F         The animation frame of step N to draw, from 0, for a step
                        that animates (an update, a data or drag step, a fling,
                        a pan, an animated scroll, page turn or zoom); without
                        it, the step's final layout.
      -h, --help        Show this help.

    Problems in the frames file are printed on standard error, one per line:
    'location: message', such as
    'steps[2].elements[5].frame: expected an array of 4 numbers, got 3 elements'.

    \(HelpText.exitStatus)

    """

  /// Reads `FRAMES_OR_SCENARIO.json [-o OUT] [--svg [--step N] [--frame F]]`. `-o NAME.svg`
  /// writes what its name says: an SVG picture, as `--svg` does.
  static func parse(_ arguments: [String]) throws(CommandFailure) -> RenderCommand? {
    var output: String?
    var stepNumber: Int?
    var frameNumber: Int?
    guard
      let read = try OptionReader.read(
        arguments, options: grammar, of: command,
        store: { (option, value) throws(CommandFailure) in
          switch option {
          case step.name: stepNumber = try OptionReader.number(value, of: step, for: command)
          case frame.name: frameNumber = try OptionReader.number(value, of: frame, for: command)
          default: output = value
          }
        })
    else { return nil }
    let input = try ArgumentParser.input(
      from: read.operands, named: "FRAMES_OR_SCENARIO.json", of: command)
    let destination = OutputDestination(option: output)
    let namesAnSVGFile = output.map { $0.lowercased().hasSuffix(".svg") } ?? false
    let namesAnHTMLFile =
      output.map { $0.lowercased().hasSuffix(".html") || $0.lowercased().hasSuffix(".htm") }
      ?? false
    if read.flags.contains("--svg"), namesAnHTMLFile, let output {
      throw ArgumentParser.usageError(
        "option '--svg' writes an SVG picture, but '-o \(output)' names an HTML file; name it "
          + "'.svg', or leave out '--svg' for the player page", command: command)
    }
    guard read.flags.contains("--svg") || namesAnSVGFile else {
      if stepNumber != nil || frameNumber != nil {
        let option = stepNumber != nil ? step.name : frame.name
        throw ArgumentParser.usageError(
          "option '\(option)' picks the moment of an SVG picture; add '--svg'", command: command)
      }
      return RenderCommand(input: input, format: .player, output: destination)
    }
    return RenderCommand(
      input: input, format: .svg(step: stepNumber ?? 0, animationFrame: frameNumber),
      output: destination)
  }

  /// Draws the input. Valid frames drawn as the player page are read one step at a time, and
  /// the page is written as it is made; a scenario's frames are written into the page as they
  /// are made (the frames are held, their JSON and the page are not).
  func run(in tool: CommandLineTool, standardOutput: inout CommandOutput)
    throws(CommandFailure) -> CommandResult
  {
    try OutputFile.refuseInput(input, as: output)
    if output == .standardOutput, tool.standardOutputIsTerminal {
      let (what, file) =
        format == .player ? ("player page", "player.html") : ("SVG picture", "picture.svg")
      throw CommandFailure(
        .invalidInput,
        "refusing to write the \(what) to a terminal: write it to a file with '-o \(file)', "
          + "or redirect standard output")
    }
    let bytes = try InputFile.read(input, standardInput: tool.readStandardInput)
    let sourceName = CommandLineTool.sourceName(of: input)
    if format == .player, let index = FramesIndex.index(bytes), index.everyStepReads() {
      try CommandLineTool.write(to: output, standardOutput: &standardOutput) {
        (sink) throws(CommandFailure) in
        try PlayerPage.write(framesJSON: bytes, sourceName: sourceName, to: &sink)
      }
      return tool.success(writing: output, what: format.summary)
    }
    if format == .player {
      // A scenario is played, and its frames written into the page as they are made.
      let (frames, json) = try CommandLineTool.framesToRender(bytes, from: input, kinds: tool.kinds)
      try CommandLineTool.write(to: output, standardOutput: &standardOutput) {
        (sink) throws(CommandFailure) in
        if let json {
          try PlayerPage.write(framesJSON: json, sourceName: sourceName, to: &sink)
        } else {
          try PlayerPage.write(frames: frames, sourceName: sourceName, to: &sink)
        }
      }
      return tool.success(writing: output, what: format.summary)
    }
    let rendered = try CommandLineTool.rendered(
      bytes, from: input, as: format, kinds: tool.kinds,
      drawings: FrameScene.drawings + tool.drawings)
    try CommandLineTool.write(to: output, standardOutput: &standardOutput) {
      (sink) throws(CommandFailure) in try sink.write(rendered)
    }
    return tool.success(writing: output, what: format.summary)
  }
}

extension Invocation {
  /// `render` of `input` as `format` into `output`.
  static func render(
    _ input: InputSource, _ format: RenderFormat, _ output: OutputDestination
  ) -> Invocation {
    .run(RenderCommand(input: input, format: format, output: output))
  }
}

extension Command {
  /// `render`.
  public static let render = RenderCommand.command
}
