/// A command of the `collection-layout` tool.
public enum Command: String, Hashable, Sendable, CaseIterable {
  /// `frames SCENARIO.json [-o OUT.json]`: lays a scenario out and writes its frames.
  case frames
  /// `validate SCENARIO.json...`: checks scenarios and reports every problem.
  case validate
  /// `render FRAMES_OR_SCENARIO.json [-o OUT] [--svg [--step N] [--frame F]]`: writes a
  /// frames file, or a scenario's frames, as an HTML player, or one of its moments as an SVG
  /// picture.
  case render
  /// `export FRAMES_OR_SCENARIO.json (--lottie [--step N | --all-steps] [--fps F] | --trace)
  /// [-o OUT.json]`: writes frames, or a scenario's frames, as a Lottie animation or a trace
  /// timeline.
  case export
  /// `demo [-o DIR | --scenario]`: writes the frames of the built-in product page and its
  /// player page, or prints the product page's scenario.
  case demo
  /// `tiles --width W --height H [--tile-size T] [--overlap O] [--format F] [-o OUT]`: writes
  /// the plan of a tile pyramid (Deep Zoom or PhotoScroller) without the image.
  case tiles

  /// The name of the command's one argument in usage lines, or `nil` when it takes none.
  var argumentName: String? {
    switch self {
    case .frames, .validate: return "SCENARIO.json"
    case .render, .export: return "FRAMES_OR_SCENARIO.json"
    case .demo, .tiles: return nil
    }
  }

  /// Whether the command accepts `-o`: a file (or `-`), or for `demo` a directory.
  var acceptsOutput: Bool { self != .validate }

  /// The options the command accepts, long and short spellings, for "did you mean" hints.
  var options: [String] {
    let output = acceptsOutput ? ["--output", "-o"] : []
    let render = self == .render ? ["--svg", "--step", "--frame"] : []
    let export = self == .export ? ["--lottie", "--trace", "--step", "--all-steps", "--fps"] : []
    if self == .tiles { return TilesArguments.options }
    let demo = self == .demo ? ["--scenario"] : []
    return output + render + export + demo + ["--help", "-h"]
  }
}

/// Where a command reads its input.
enum InputSource: Hashable, Sendable {
  /// Standard input, named `-` on the command line.
  case standardInput
  /// A file, by its path as given.
  case file(String)

  /// The name of the input in messages: the path as given, or `standard input`.
  var displayName: String {
    switch self {
    case .standardInput: return "standard input"
    case .file(let path): return path
    }
  }
}

/// Where a command writes its output.
enum OutputDestination: Hashable, Sendable {
  /// Standard output: no `-o`, or `-o -`.
  case standardOutput
  /// A file, by its path as given, replaced only when the whole output is ready.
  case file(String)
}

/// What `render` draws.
enum RenderFormat: Hashable, Sendable {
  /// The HTML player of the whole frames file.
  case player
  /// An SVG picture of one step, or of one animation frame of an update step.
  case svg(step: Int, animationFrame: Int?)
}

/// What the command line asks for, once its arguments are parsed.
enum Invocation: Hashable, Sendable {
  /// `--help` or `-h`: the tool's help.
  case toolHelp
  /// `--version`.
  case version
  /// `COMMAND --help`, or `help COMMAND`: a command's help.
  case commandHelp(Command)
  /// `frames SCENARIO.json [-o OUT.json]`.
  case frames(InputSource, OutputDestination)
  /// `validate SCENARIO.json...`: the files, in the order given, at least one.
  case validate([InputSource])
  /// `render FRAMES_OR_SCENARIO.json [-o OUT] [--svg [--step N] [--frame F]]`.
  case render(InputSource, RenderFormat, OutputDestination)
  /// `export FRAMES_OR_SCENARIO.json (--lottie [...] | --trace) [-o OUT.json]`.
  case export(InputSource, ExportFormat, OutputDestination)
  /// `demo [-o DIR]`: the directory to write into, as given.
  case demo(directory: String)
  /// `tiles --width W --height H [...]`.
  case tiles(TilesRequest)
  /// `demo --scenario`: print the built-in product page's scenario.
  case demoScenario
}
