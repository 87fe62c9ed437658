import Testing

@testable import CollectionLayoutCommandLine

@Suite struct ArgumentTests {
  @Test func noArgumentsPrintsTheHelpOnStandardErrorAndFails() {
    let result = runTool([])
    #expect(result.status == .invalidInput)
    #expect(result.status.rawValue == 2)
    #expect(result.output.isEmpty)
    #expect(result.errors == HelpText.tool)
    #expect(result.errors.hasPrefix("collection-layout 0.1.0: "))
    #expect(result.errors.contains("\nUsage: collection-layout <command> [options]\n"))
  }

  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func helpPrintsTheToolHelpOnStandardOutput(arguments: [String]) {
    let result = runTool(arguments)
    #expect(result.status == .success)
    #expect(result.outputText == HelpText.tool)
    #expect(result.errors == "")
    for command in [
      "frames SCENARIO.json [-o OUT.json]", "validate SCENARIO.json...",
      "render FRAMES_OR_SCENARIO.json", "demo [-o DIR | --scenario]",
    ] {
      #expect(result.outputText.contains("\n  \(command)"))
    }
  }

  @Test func versionPrintsTheNameAndVersion() {
    let result = runTool(["--version"])
    #expect(result.status == .success)
    #expect(result.outputText == "collection-layout 0.1.0\n")
    #expect(result.errors == "")
  }

  @Test(arguments: Command.allCases)
  func everyCommandHasItsHelp(command: Command) {
    for arguments in [
      [command.rawValue, "--help"], [command.rawValue, "-h"], ["help", command.rawValue],
    ] {
      let result = runTool(arguments)
      #expect(result.status == .success)
      #expect(result.errors == "")
      #expect(result.outputText.hasPrefix("Usage: collection-layout \(command.rawValue)"))
    }
  }

  @Test func helpWinsOverTheOtherArguments() {
    let result = runTool(["frames", "missing.json", "-o", "out.json", "--help"])
    #expect(result.status == .success)
    #expect(result.outputText == HelpText.help(for: .frames))
  }

  @Test func commandHelpTextsStartWithTheirUsageLine() {
    #expect(
      HelpText.help(for: .frames).hasPrefix(
        "Usage: collection-layout frames SCENARIO.json [-o OUT.json]\n"))
    #expect(
      HelpText.help(for: .validate).hasPrefix(
        "Usage: collection-layout validate SCENARIO.json...\n"))
    #expect(
      HelpText.help(for: .render).hasPrefix(
        "Usage: collection-layout render FRAMES_OR_SCENARIO.json [-o OUT] [--svg [--step N] "
          + "[--frame F]]\n"))
    #expect(
      HelpText.help(for: .demo).hasPrefix("Usage: collection-layout demo [-o DIR | --scenario]\n"))
  }

  @Test func unknownCommandSuggestsTheNearestOne() {
    let result = runTool(["frame", "scenario.json"])
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == """
        collection-layout: unknown command 'frame'; did you mean 'frames'?
        Run 'collection-layout --help' for usage.

        """)
  }

  @Test func unknownCommandWithoutNearMatchHasNoSuggestion() {
    let result = runTool(["paint"])
    #expect(result.status == .invalidInput)
    #expect(
      result.errors == """
        collection-layout: unknown command 'paint'
        Run 'collection-layout --help' for usage.

        """)
  }

  @Test func unknownToolOption() {
    let result = runTool(["--verison"])
    #expect(result.status == .invalidInput)
    #expect(
      result.errors == """
        collection-layout: unknown option '--verison'; did you mean '--version'?
        Run 'collection-layout --help' for usage.

        """)
  }

  @Test func unknownCommandOptionSuggestsAnAbbreviatedOne() {
    let result = runTool(["frames", "scenario.json", "--out", "frames.json"])
    #expect(result.status == .invalidInput)
    #expect(
      result.errors == """
        collection-layout: unknown option '--out' for 'frames'; did you mean '--output'?
        Run 'collection-layout frames --help' for usage.

        """)
  }

  @Test func validateHasNoOutputOption() {
    let result = runTool(["validate", "scenario.json", "-o", "out.json"])
    #expect(result.status == .invalidInput)
    #expect(
      result.errors == """
        collection-layout: unknown option '-o' for 'validate'
        Run 'collection-layout validate --help' for usage.

        """)
  }

  @Test(arguments: [Command.frames, .validate])
  func missingScenarioArgument(command: Command) {
    let result = runTool([command.rawValue])
    #expect(result.status == .invalidInput)
    #expect(
      result.errors == """
        collection-layout: missing SCENARIO.json argument for '\(command.rawValue)'
        Run 'collection-layout \(command.rawValue) --help' for usage.

        """)
  }

  @Test func missingOutputFileName() {
    let result = runTool(["frames", "scenario.json", "-o"])
    #expect(result.status == .invalidInput)
    #expect(
      result.errors == """
        collection-layout: option '-o' needs a file name
        Run 'collection-layout frames --help' for usage.

        """)
  }

  @Test func outputOptionGivenTwice() {
    let result = runTool(["demo", "-o", "a.json", "--output=b.json"])
    #expect(result.status == .invalidInput)
    #expect(result.errors.hasPrefix("collection-layout: option '-o' given more than once\n"))
  }

  @Test func extraArguments() {
    #expect(
      runTool(["frames", "a.json", "b.json"]).errors
        == "collection-layout: unexpected argument 'b.json'\n"
        + "Run 'collection-layout frames --help' for usage.\n")
    #expect(
      runTool(["demo", "product.json"]).errors
        == "collection-layout: unexpected argument 'product.json'\n"
        + "Run 'collection-layout demo --help' for usage.\n")
    #expect(
      runTool(["--version", "now"]).errors
        == "collection-layout: unexpected argument 'now'\n"
        + "Run 'collection-layout --help' for usage.\n")
  }

  @Test func parsesEverySpellingOfTheOptions() throws {
    #expect(
      try ArgumentParser.parse(["frames", "-o", "out.json", "in.json"])
        == .frames(.file("in.json"), .file("out.json")))
    #expect(
      try ArgumentParser.parse(["frames", "in.json", "--output", "out.json"])
        == .frames(.file("in.json"), .file("out.json")))
    #expect(
      try ArgumentParser.parse(["frames", "--output=out.json", "-"])
        == .frames(.standardInput, .file("out.json")))
    #expect(
      try ArgumentParser.parse(["frames", "-", "-o", "-"])
        == .frames(.standardInput, .standardOutput))
    #expect(
      try ArgumentParser.parse(["frames", "--", "-o"]) == .frames(.file("-o"), .standardOutput))
    #expect(try ArgumentParser.parse(["validate", "-"]) == .validate([.standardInput]))
    #expect(try ArgumentParser.parse(["demo"]) == .demo(directory: "demo-output"))
    #expect(try ArgumentParser.parse(["demo", "-o", "out"]) == .demo(directory: "out"))
    #expect(try ArgumentParser.parse(["help", "demo"]) == .commandHelp(.demo))
  }

  @Test func suggestions() {
    let commands = ["frames", "validate", "demo", "help"]
    #expect(Suggestion.nearest(to: "frame", among: commands) == "frames")
    #expect(Suggestion.nearest(to: "valdiate", among: commands) == "validate")
    #expect(Suggestion.nearest(to: "dmeo", among: commands) == "demo")
    #expect(Suggestion.nearest(to: "x", among: commands) == nil)
    #expect(Suggestion.nearest(to: "render", among: commands) == nil)
    #expect(Suggestion.nearest(to: "--out", among: ["--output", "-o"]) == "--output")
    #expect(Suggestion.nearest(to: "-o", among: ["--help", "-h"]) == nil)
    #expect(Suggestion.nearest(to: "--verison", among: ["--help", "--version"]) == "--version")
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.editDistance("", "abc") == 3)
    #expect(Suggestion.editDistance("same", "same") == 0)
  }
}
