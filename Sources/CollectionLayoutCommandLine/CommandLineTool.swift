import CollectionLayout
import Foundation

/// The `collection-layout` command line: the commands of `commands` (`frames`, `validate`,
/// `render`, `export`, `demo` and `tiles`), each a `ToolCommand` whose help gives its usage.
///
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

  /// Every command, in the order of the tool's help: the parser, the help and the run find a
  /// command here. A new command is a type conforming to ``ToolCommand`` and a line here.
  static let commands: [any ToolCommand.Type] = [
    FramesCommand.self, ValidateCommand.self, RenderCommand.self, ExportCommand.self,
    DemoCommand.self, TilesCommand.self,
  ]

  /// The kinds of layout a scenario may name: the package's own, and any of yours added with
  /// `LayoutKinds.standard.adding(_:)`. Every command that reads a scenario reads with them.
  public var kinds: LayoutKinds
  /// The drawings of your kinds (``LayoutDrawing``), which style the elements of pictures
  /// (`render --svg`) after the package's own; none by default. The player draws every kind
  /// from its frames alone.
  public var drawings: [any LayoutDrawing.Type]
  /// Reads standard input to its end, or to one byte past ``ReadingLimits/maximumInputSize`` (the
  /// command refuses more); called only when the input is `-`.
  public var readStandardInput: @Sendable () -> [UInt8]
  /// Whether standard output is a terminal: `render` then refuses to print a page or a picture
  /// there (as `gzip` refuses to print compressed data). `false` when the tool runs in memory.
  public var standardOutputIsTerminal: Bool
  /// Whether standard error is a terminal: a command that writes files (`frames`, `render`,
  /// `export` with `-o`, `demo`, `tiles`) then says what it wrote there, one line a file;
  /// otherwise it is quiet on success, so scripts see nothing. `false` when the tool runs in
  /// memory.
  public var standardErrorIsTerminal: Bool

  /// Creates the tool, which reads scenarios of `kinds` and draws pictures with the package's
  /// drawings and then `drawings`. `readStandardInput` reads standard input to its end; the
  /// default reads nothing.
  public init(
    kinds: LayoutKinds = .standard, drawings: [any LayoutDrawing.Type] = [],
    readStandardInput: @escaping @Sendable () -> [UInt8] = { [] },
    standardOutputIsTerminal: Bool = false, standardErrorIsTerminal: Bool = false
  ) {
    self.kinds = kinds
    self.drawings = drawings
    self.readStandardInput = readStandardInput
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.standardErrorIsTerminal = standardErrorIsTerminal
  }

  /// The success of a command that wrote files: `lines` (each `Wrote PATH (what it is)`, or a
  /// hint such as how to open them) on standard error when it is a terminal, nothing
  /// otherwise. Nothing goes to standard output, which may carry the command's product.
  func success(summarizing lines: [String]) -> CommandResult {
    guard standardErrorIsTerminal, !lines.isEmpty else { return CommandResult(status: .success) }
    return CommandResult(status: .success, errors: lines.map { $0 + "\n" }.joined())
  }

  /// The success of a command that wrote `output`: `Wrote PATH (what)` when it is a file (see
  /// ``success(summarizing:)``), nothing when it is standard output.
  func success(writing output: OutputDestination, what: String) -> CommandResult {
    guard case .file(let path) = output else { return CommandResult(status: .success) }
    return success(summarizing: ["Wrote \(path) (\(what))"])
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
  ///
  /// A package of yours builds its own `collection-layout`, with its kinds of layout and their
  /// drawings beside the package's, from one line in its executable's `main.swift`:
  /// `exit(CommandLineTool.main(kinds: .standard.adding(CircleLayoutKind.self)))`.
  public static func main(kinds: LayoutKinds = .standard, drawings: [any LayoutDrawing.Type] = [])
    -> Int32
  {
    ProcessSignals.install()
    let tool = CommandLineTool(
      kinds: kinds, drawings: drawings, readStandardInput: { InputFile.readStandardInput() },
      standardOutputIsTerminal: isatty(1) == 1, standardErrorIsTerminal: isatty(2) == 1)
    var standardOutput = CommandOutput.standardOutput()
    let result = tool.run(Array(CommandLine.arguments.dropFirst()), standardOutput: &standardOutput)
    if !result.errors.isEmpty {
      // Nothing is left to report a failure to write standard error to.
      var standardError = FileDescriptorSink(descriptor: 2)
      Array(result.errors.utf8).withUnsafeBytes { bytes in try? standardError.write(bytes) }
    }
    return result.status.rawValue
  }

  /// Does what `invocation` asks for: a help, the version, or a command's run.
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
    case .run(let command):
      return try command.run(in: self, standardOutput: &standardOutput)
    }
  }

  /// Decodes and validates a scenario (the decoder validates it, once: playing it does not
  /// validate it again); every problem becomes a line on standard error.
  static func scenario(from bytes: [UInt8], kinds: LayoutKinds = .standard)
    throws(CommandFailure) -> Scenario
  {
    do {
      return try ScenarioDecoder.decode(bytes, kinds: kinds)
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

  /// Writes what `body` produces to standard output or to the output file (see
  /// ``OutputFile`` for how a file is written).
  static func write(
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
