/// A command of the `collection-layout` tool.
public enum Command: String, Hashable, Sendable, CaseIterable {
  /// `frames SCENARIO.json [-o OUT.json]`: lays a scenario out and writes its frames.
  case frames
  /// `validate SCENARIO.json`: checks a scenario and reports every problem.
  case validate
  /// `demo [-o OUT.json]`: writes the frames of the built-in product page scenario.
  case demo

  /// Whether the command reads a scenario named by its one argument.
  var readsScenario: Bool { self != .demo }

  /// Whether the command writes frames, to standard output or to the file after `-o`.
  var writesFrames: Bool { self != .validate }

  /// The options the command accepts, long and short spellings, for "did you mean" hints.
  var options: [String] {
    (writesFrames ? ["--output", "-o"] : []) + ["--help", "-h"]
  }
}

/// Where a command reads its scenario.
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

/// Where a command writes its frames.
enum OutputDestination: Hashable, Sendable {
  /// Standard output: no `-o`, or `-o -`.
  case standardOutput
  /// A file, by its path as given, replaced only when the whole output is ready.
  case file(String)
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
  /// `validate SCENARIO.json`.
  case validate(InputSource)
  /// `demo [-o OUT.json]`.
  case demo(OutputDestination)
}
