import Testing

@testable import CollectionLayoutCommandLine

/// The commands as one shape: the registration list, and what the parser, the help and the
/// shared option reader take from it.
@Suite struct ToolCommandTests {
  /// The commands, in the order of the tool's help.
  @Test func theListNamesEveryCommandOnceInTheOrderOfTheHelp() {
    let names = CommandLineTool.commands.map { $0.name }
    #expect(names == ["frames", "validate", "render", "export", "demo", "tiles"])
    #expect(Command.allCases.map(\.rawValue) == names)
    #expect(Set(names).count == names.count)
    #expect(Command(rawValue: "help") == nil)
  }

  /// The tool's help lists each command's summary, in the order of the list.
  @Test func theToolsHelpListsTheSummariesInOrder() throws {
    var offsets: [String.Index] = []
    for type in CommandLineTool.commands {
      #expect(type.summary.hasPrefix("  \(type.name) "))
      #expect(type.summary.hasSuffix("\n"))
      offsets.append(try #require(HelpText.tool.range(of: "\n" + type.summary)).lowerBound)
    }
    #expect(offsets == offsets.sorted())
  }

  /// Each command's help is its usage first and the exit status last.
  @Test(arguments: Command.allCases)
  func theHelpComesFromTheCommand(command: Command) {
    #expect(command.type.help.hasPrefix("Usage: collection-layout \(command.rawValue)"))
    #expect(command.type.help.hasSuffix("\n\n" + HelpText.exitStatus + "\n"))
    #expect(HelpText.help(for: command) == command.type.help)
  }

  /// Every command's hints end with `--help` and `-h`, each spelling once.
  @Test(arguments: Command.allCases)
  func everyCommandHintsItsHelp(command: Command) {
    let options = command.type.options
    #expect(options.suffix(2) == ["--help", "-h"])
    #expect(Set(options).count == options.count)
  }

  /// Parsing a command gives its value; `--help` among its arguments gives its help.
  @Test func parsingGivesTheCommandsValue() throws {
    let invocation = try ArgumentParser.parse(["export", "in.json", "--trace"])
    guard case .run(let command as ExportCommand) = invocation else {
      Issue.record("export parsed as \(invocation)")
      return
    }
    #expect(
      command == ExportCommand(input: .file("in.json"), format: .trace, output: .standardOutput))
    #expect(try ArgumentParser.parse(["export", "in.json", "--help"]) == .commandHelp(.export))
    #expect(invocation != .frames(.file("in.json"), .standardOutput))
  }

  /// The shared reader: operands in order, `--` ends the options, a flag once.
  @Test func theSharedReaderReadsOperandsFlagsAndValues() throws {
    var values: [String] = []
    let read = try #require(
      try OptionReader.read(
        ["a", "--svg", "--step=2", "--", "--svg"], options: RenderCommand.grammar,
        of: .render, store: { option, value in values.append("\(option)=\(value)") }))
    #expect(read.operands == ["a", "--svg"])
    #expect(read.flags == ["--svg"])
    #expect(values == ["--step=2"])
    #expect(
      throws: ArgumentParser.usageError("option '--svg' given more than once", command: .render)
    ) {
      try OptionReader.read(
        ["--svg", "--svg"], options: RenderCommand.grammar, of: .render, store: { _, _ in })
    }
  }
}
