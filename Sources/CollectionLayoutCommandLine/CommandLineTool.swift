import CollectionLayout
import Foundation

/// The `collection-layout` command line: `frames`, `validate`, `render`, `export`, `demo` and
/// `tiles`.
///
/// ```
/// collection-layout frames SCENARIO.json [-o OUT.json]
/// collection-layout validate SCENARIO.json...
/// collection-layout render FRAMES_OR_SCENARIO.json [-o OUT] [--svg [--step N] [--frame F]]
/// collection-layout export FRAMES_OR_SCENARIO.json --lottie [--step N | --all-steps] [--fps F] [-o OUT.json]
/// collection-layout export FRAMES_OR_SCENARIO.json --trace [-o OUT.json]
/// collection-layout demo [-o DIR | --scenario]
/// collection-layout tiles --width W --height H [--tile-size 256] [--overlap 0] [--format dzi|photoscroller] [-o DIR_OR_FILE]
/// ```
/// ``run(_:)`` does all the work and returns what to print and the exit status, so that tests
/// run the tool in memory; ``main()`` runs it on the process's arguments and streams its
/// output in bounded chunks. A regular output file is written whole or not at all; devices
/// and FIFOs are written in place (see `OutputFile` and `-o` in the help).
public struct CommandLineTool: Sendable {
  /// The tool's name, as typed and as printed at the start of its messages.
  public static let name = "collection-layout"
  /// The tool's version, printed by `--version`.
  public static let version = "0.1.0"
  /// The directory `demo` writes into when no `-o` is given, relative to the current one.
  public static let demoDirectory = "demo-output"

  /// Reads standard input to its end, or to one byte past ``Limits/maximumInputSize`` (the
  /// command refuses more); called only when the input is `-`.
  public var readStandardInput: @Sendable () -> [UInt8]

  /// Creates the tool. `readStandardInput` reads standard input to its end; the default reads
  /// nothing.
  public init(readStandardInput: @escaping @Sendable () -> [UInt8] = { [] }) {
    self.readStandardInput = readStandardInput
  }

  /// Runs the tool on `arguments` (without the program name) and returns its exit status and
  /// what to print. Writes nothing itself but the `-o` output file.
  public func run(_ arguments: [String]) -> CommandResult {
    var standardOutput = CommandOutput.memory()
    var result = run(arguments, standardOutput: &standardOutput)
    result.output = standardOutput.collected
    return result
  }

  /// Runs the tool on `arguments`, writing what it prints on standard output into
  /// `standardOutput` as it goes; returns the exit status and the text for standard error.
  /// A failure to write `standardOutput` turns the status into ``ExitStatus/outputFailure``.
  func run(_ arguments: [String], standardOutput: inout CommandOutput) -> CommandResult {
    do {
      let result = try perform(ArgumentParser.parse(arguments), standardOutput: &standardOutput)
      if !result.output.isEmpty { try standardOutput.write(result.output) }
      return CommandResult(status: result.status, errors: result.errors)
    } catch {
      return error.result
    }
  }

  /// Runs the tool on the process's arguments, writes to standard output and standard error,
  /// and returns the exit status for `exit`. Output is written as it is produced, in bounded
  /// chunks, with every write checked; a failure to write standard output (a closed pipe, a
  /// full disk) exits with status 1 and a message, never with a signal (see
  /// `ProcessSignals`).
  public static func main() -> Int32 {
    ProcessSignals.install()
    let tool = CommandLineTool { InputFile.readStandardInput() }
    var standardOutput = CommandOutput.standardOutput()
    let result = tool.run(Array(CommandLine.arguments.dropFirst()), standardOutput: &standardOutput)
    if !result.errors.isEmpty {
      // Nothing is left to report a failure to write standard error to.
      var standardError = FileDescriptorSink(descriptor: 2)
      Array(result.errors.utf8).withUnsafeBytes { bytes in try? standardError.write(bytes) }
    }
    return result.status.rawValue
  }

  private func perform(_ invocation: Invocation, standardOutput: inout CommandOutput)
    throws(CommandFailure) -> CommandResult
  {
    switch invocation {
    case .toolHelp:
      return .success(printing: HelpText.tool)
    case .version:
      return .success(printing: "\(Self.name) \(Self.version)\n")
    case .commandHelp(let command):
      return .success(printing: HelpText.help(for: command))
    case .frames(let input, let output):
      try OutputFile.refuseInput(input, as: output)
      // The input's bytes are released once decoded, before the layout.
      let scenario = try Self.scenario(
        from: InputFile.read(input, standardInput: readStandardInput), input: input,
        command: .frames)
      try Self.write(to: output, standardOutput: &standardOutput) {
        (sink) throws(CommandFailure) in try Self.writeFrames(of: scenario, to: &sink)
      }
      return CommandResult(status: .success)
    case .validate(let inputs):
      return validate(inputs)
    case .render(let input, let format, let output):
      try OutputFile.refuseInput(input, as: output)
      let bytes = try InputFile.read(input, standardInput: readStandardInput)
      if format == .player, let index = FramesIndex.index(bytes), index.everyStepReads() {
        // Valid frames, read one step at a time: the page is written as it is made.
        try Self.write(to: output, standardOutput: &standardOutput) {
          (sink) throws(CommandFailure) in
          try PlayerPage.write(framesJSON: bytes, sourceName: Self.sourceName(of: input), to: &sink)
        }
        return CommandResult(status: .success)
      }
      let rendered = try Self.rendered(bytes, from: input, as: format)
      try Self.write(to: output, standardOutput: &standardOutput) {
        (sink) throws(CommandFailure) in try sink.write(rendered)
      }
      return CommandResult(status: .success)
    case .export(let input, let format, let output):
      try OutputFile.refuseInput(input, as: output)
      let bytes = try InputFile.read(input, standardInput: readStandardInput)
      let exported = try Self.exported(bytes, as: format)
      try Self.write(to: output, standardOutput: &standardOutput) {
        (sink) throws(CommandFailure) in try sink.write(exported)
      }
      return CommandResult(status: .success)
    case .demo(let directory):
      var demos: [(name: String, framesJSON: String)] = []
      for (name, json) in [("demo", DemoScenario.json), ("photos", DemoScenario.photosJSON)] {
        do {
          demos.append((name, try Self.framesJSON(of: Self.scenario(from: Array(json.utf8)))))
        } catch  where error.status == .invalidInput {
          throw CommandFailure(
            .outputFailure,
            lines: ["\(Self.name): the built-in demo scenario is invalid (a bug in the tool):"]
              + error.errors.split(separator: "\n").map(String.init))
        }
      }
      return try Self.writeDemos(demos, into: directory)
    case .tiles(let request):
      return try TilesCommand.run(request, standardOutput: &standardOutput)
    case .demoScenario:
      return .success(
        printing: DemoScenario.json.hasSuffix("\n") ? DemoScenario.json : DemoScenario.json + "\n")
    }
  }

  /// `validate FILE...`: each file checked on its own, in order. A valid file prints
  /// `FILE: valid (summary)` on standard output; an invalid one prints its problems on
  /// standard error, each issue line prefixed with `FILE: ` when several files are given.
  /// The status is the worst of the files'.
  private func validate(_ inputs: [InputSource]) -> CommandResult {
    var output = ""
    var errors = ""
    var status = ExitStatus.success
    for input in inputs {
      do throws(CommandFailure) {
        let bytes = try InputFile.read(input, standardInput: readStandardInput)
        let scenario = try Self.scenario(from: bytes, input: input, command: .validate)
        // Playing finds what only the data at each step shows (an update's indexes, the
        // output size after an update); the frames are dropped as they are made.
        var discarded = DiscardedOutput()
        do {
          try scenario.writeFrames(to: &discarded)
        } catch {
          switch error {
          case .scenario(let problem): throw Self.failure(for: problem)
          }
        }
        output += "\(input.displayName): valid (\(Self.summary(of: scenario)))\n"
      } catch {
        if error.status.rawValue > status.rawValue { status = error.status }
        guard inputs.count > 1 else {
          errors += error.errors
          continue
        }
        let prefix = Self.name + ": "
        for line in error.errors.split(separator: "\n") {
          errors += line.hasPrefix(prefix) ? "\(line)\n" : "\(input.displayName): \(line)\n"
        }
      }
    }
    return CommandResult(status: status, output: Array(output.utf8), errors: errors)
  }

  /// Decodes and validates a scenario (the decoder validates it, once: playing it does not
  /// validate it again); every problem becomes a line on standard error.
  static func scenario(from bytes: [UInt8]) throws(CommandFailure) -> Scenario {
    do {
      return try ScenarioDecoder.decode(bytes)
    } catch {
      throw failure(for: error)
    }
  }

  /// Lays the scenario out, plays its steps and writes the frames as JSON text.
  static func framesJSON(of scenario: Scenario) throws(CommandFailure) -> String {
    String(decoding: try framesBytes(of: scenario), as: UTF8.self)
  }

  /// The frames of ``framesJSON(of:)`` as UTF-8 bytes, without a `String` copy.
  static func framesBytes(of scenario: Scenario) throws(CommandFailure) -> [UInt8] {
    FramesWriter.utf8(for: try frames(of: scenario))
  }

  /// Plays the scenario and writes its frames into `output` as they are played (the start
  /// held, see ``HeldOutput``): memory stays that of the layout and one step, whatever the size
  /// of the output. Every problem of the scenario becomes a line on standard error.
  static func writeFrames(
    of scenario: Scenario, to output: inout CommandOutput,
    holding capacity: Int = HeldOutput.defaultCapacity
  ) throws(CommandFailure) {
    var held = HeldOutput(output, capacity: capacity)
    defer { output = held.target }
    do {
      try scenario.writeFrames(to: &held)
    } catch {
      switch error {
      case .scenario(let problem): throw failure(for: problem)
      case .sink(let failure): throw failure
      }
    }
    try held.release()
  }

  /// Lays the scenario out and plays its steps; every problem becomes a line on standard
  /// error.
  static func frames(of scenario: Scenario) throws(CommandFailure) -> FramesDocument {
    do {
      return try scenario.frames()
    } catch {
      throw failure(for: error)
    }
  }

  /// The failure that prints every issue of `error`, one `location: message` line each.
  static func failure(for error: ScenarioError) -> CommandFailure {
    guard !error.issues.isEmpty else {
      return CommandFailure(.invalidInput, "the scenario is invalid")
    }
    return CommandFailure(.invalidInput, lines: error.issues.map(\.description))
  }

  /// `N sections, M items, K steps`, in the singular where the count is 1.
  private static func summary(of scenario: Scenario) -> String {
    if case .paging(let configuration) = scenario.layout {
      return [
        counted(configuration.pages.count, "page"), counted(scenario.steps.count, "step"),
      ].joined(separator: ", ")
    }
    if case .wall(let configuration) = scenario.layout {
      let images = configuration.imageNames?.count ?? configuration.imageCount ?? 0
      return [counted(images, "image"), counted(scenario.steps.count, "step")]
        .joined(separator: ", ")
    }
    let items = scenario.sections.reduce(0) { $0 + $1.items.count }
    return [
      counted(scenario.sections.count, "section"), counted(items, "item"),
      counted(scenario.steps.count, "step"),
    ].joined(separator: ", ")
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// Writes what `body` produces to standard output or to the output file (see
  /// ``OutputFile`` for how a file is written).
  private static func write(
    to destination: OutputDestination, standardOutput: inout CommandOutput,
    _ body: (inout CommandOutput) throws(CommandFailure) -> Void
  ) throws(CommandFailure) {
    switch destination {
    case .standardOutput:
      try body(&standardOutput)
    case .file(let path):
      try OutputFile.write(toPath: path, body)
    }
  }
}
