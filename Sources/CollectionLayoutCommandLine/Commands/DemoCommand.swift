/// `demo [-o DIR | --scenario]`: writes the frames of the built-in product page, photo
/// browser and photo grid and their player pages, or prints the product page's scenario.
struct DemoCommand: ToolCommand {
  /// What `demo` does.
  enum Action: Hashable, Sendable {
    /// Writes the demos' files into the directory, as given.
    case write(directory: String)
    /// `--scenario`: prints the built-in product page's scenario.
    case printScenario
  }

  /// What the command does.
  var action: Action

  /// `demo`.
  static let name = "demo"

  /// The options besides `--help`.
  static let grammar: [CommandOption] = [.output("a directory name"), .flag("--scenario")]

  /// The spellings of ``grammar``, for hints.
  static var options: [String] { CommandOption.hints(grammar) }

  /// The command's lines in the tool's help.
  static let summary = """
      demo [-o DIR | --scenario]          Write the frames and the player pages of a
                                          built-in product page, photo browser and
                                          photo grid into DIR, or print the product
                                          page's scenario to start yours from.

    """

  /// `collection-layout demo --help`.
  static let help = """
    Usage: \(CommandLineTool.name) demo [-o DIR | --scenario]

    Lays out two built-in scenarios: a product page on a 768 x 1024 point iPad
    screen at 2x, below a 64-point navigation bar, with a pinned title bar, a
    details list, a two-column grid of related products and a reviews section
    that loads (Tests/Scenarios/demo.json in the repository); and WWDC 2010's
    photo browser on a 320 x 480 point iPhone screen, paging, zooming, rotating
    and tiling three frogs and a stamp (Tests/Scenarios/demo-photos.json); and
    a photo library's grid on a 390 x 844 point iPhone screen, pinched from 3
    columns to 2 under the fingers (Tests/Scenarios/demo-photo-grid.json).

    Writes six files into DIR, creating it if needed, and prints their paths:
      demo.frames.json    the product page's frames, as 'frames' writes them;
      demo.html           its player page, as 'render' writes it: open it in a
                          browser (xdg-open on Linux, open on macOS);
      photos.frames.json  the photo browser's frames;
      photos.html         its player page;
      grid.frames.json    the photo grid's frames;
      grid.html           its player page.

    Options:
      -o, --output DIR  The directory to write into (default: \(CommandLineTool.demoDirectory),
                        in the current directory). Each file is replaced only once
                        it is complete.
      --scenario        Print the product page's scenario on standard output
                        instead, to start a scenario of your own from it:
                        '\(CommandLineTool.name) demo --scenario > mine.json'.
      -h, --help        Show this help.

    \(HelpText.exitStatus)

    """

  /// Reads `[-o DIR | --scenario]`; `-o -` is refused, as `-o` names a directory.
  static func parse(_ arguments: [String]) throws(CommandFailure) -> DemoCommand? {
    var output: String?
    guard
      let read = try OptionReader.read(
        arguments, options: grammar, of: command,
        store: { (_, value) throws(CommandFailure) in
          if value == "-" {
            throw ArgumentParser.usageError(
              "option '-o' of 'demo' names a directory; '-' (standard output) is not one",
              command: command)
          }
          output = value
        })
    else { return nil }
    try ArgumentParser.expectNothing(in: read.operands, command: command)
    guard read.flags.contains("--scenario") else {
      return DemoCommand(action: .write(directory: output ?? CommandLineTool.demoDirectory))
    }
    guard output == nil else {
      throw ArgumentParser.usageError(
        "option '--scenario' prints the scenario on standard output; '-o' names the "
          + "directory of the demo's files: redirect the output instead "
          + "(\(CommandLineTool.name) demo --scenario > scenario.json)",
        command: command)
    }
    return DemoCommand(action: .printScenario)
  }

  /// Writes the demos' files, or prints the scenario.
  func run(in tool: CommandLineTool, standardOutput: inout CommandOutput)
    throws(CommandFailure) -> CommandResult
  {
    switch action {
    case .printScenario:
      return .success(
        printing: DemoScenario.json.hasSuffix("\n") ? DemoScenario.json : DemoScenario.json + "\n")
    case .write(let directory):
      var demos: [(name: String, framesJSON: String)] = []
      for (name, json) in [
        ("demo", DemoScenario.json), ("photos", DemoScenario.photosJSON),
        ("grid", DemoScenario.photoGridJSON),
      ] {
        do {
          let scenario = try CommandLineTool.scenario(from: Array(json.utf8))
          demos.append((name, try CommandLineTool.framesJSON(of: scenario)))
        } catch  where error.status == .invalidInput {
          throw CommandFailure(
            .outputFailure,
            lines: [
              "\(CommandLineTool.name): the built-in demo scenario is invalid (a bug in the tool):"
            ] + error.errors.split(separator: "\n").map(String.init))
        }
      }
      return tool.success(summarizing: try CommandLineTool.writeDemos(demos, into: directory))
    }
  }
}

extension Invocation {
  /// `demo -o directory`.
  static func demo(directory: String) -> Invocation {
    .run(DemoCommand(action: .write(directory: directory)))
  }
}

extension Command {
  /// `demo`.
  public static let demo = DemoCommand.command
}
