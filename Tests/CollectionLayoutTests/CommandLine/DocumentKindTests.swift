import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// The wrong document handed to a command, `render` of a scenario, `render -o NAME.svg`,
/// `demo --scenario`, help in any order and `validate` of several files: messages word for
/// word (listed in the error catalogue).
@Suite struct DocumentKindTests {
  /// The frames of ``SampleScenario/valid``, as `frames` writes them.
  static func framesJSON() throws -> String {
    String(
      decoding: FramesWriter.utf8(for: try ScenarioDecoder.decode(SampleScenario.valid).frames()),
      as: UTF8.self)
  }

  @Test func aFramesFileHandedToFramesOrValidateSaysWhatItIs() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let path = try directory.write(try Self.framesJSON(), to: "list.frames.json")
    let frames = runTool(["frames", path])
    #expect(frames.status == .invalidInput)
    #expect(frames.output.isEmpty)
    #expect(
      frames.errors
        == "collection-layout: \(path) is a frames file, not a scenario ('frames' reads "
        + "scenarios): draw it with 'collection-layout render \(path) -o player.html'\n")
    #expect(
      runTool(["validate", "-"], input: try Self.framesJSON()).errors
        == "collection-layout: standard input is a frames file, not a scenario ('validate' "
        + "reads scenarios): draw it with 'collection-layout render - -o player.html'\n")
    // Frames whose "format" is not the first key are recognised by the decoder's issues.
    let reordered =
      #"{"viewport": {"width": 1, "height": 1}, "format": "collection-layout/frames"}"#
    #expect(
      runTool(["frames", "-"], input: reordered).errors
        == "collection-layout: standard input is a frames file, not a scenario ('frames' reads "
        + "scenarios): draw it with 'collection-layout render - -o player.html'\n")
    // A scenario with problems still lists them.
    #expect(
      runTool(["frames", "-"], input: SampleScenario.invalid).errors == SampleScenario.invalidErrors
    )
  }

  @Test func renderPlaysAScenarioItself() throws {
    let fromScenario = runTool(["render", "-"], input: SampleScenario.valid)
    #expect(fromScenario.status == .success)
    #expect(
      fromScenario.output
        == PlayerPage.html(
          framesJSON: Array(try Self.framesJSON().utf8), sourceName: "standard input"))
    let svg = runTool(["render", "-", "--svg", "--step", "1"], input: SampleScenario.valid)
    #expect(
      svg.outputText
        == runTool(["render", "-", "--svg", "--step", "1"], input: try Self.framesJSON()).outputText
    )
    #expect(svg.outputText.hasPrefix("<svg"))
    // A scenario's problems are a scenario's.
    let invalid = runTool(["render", "-"], input: SampleScenario.invalid)
    #expect(invalid.status == .invalidInput)
    #expect(invalid.errors == SampleScenario.invalidErrors)
  }

  @Test func renderToAnSVGFileWritesSVG() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let input = try directory.write(try Self.framesJSON(), to: "list.frames.json")
    let output = directory.path("step.SVG")
    #expect(runTool(["render", input, "-o", output, "--step", "1"]).status == .success)
    let written = try #require(FileManager.default.contents(atPath: output))
    #expect(
      String(decoding: written, as: UTF8.self)
        == runTool(["render", input, "--svg", "--step", "1"]).outputText)
    #expect(
      try ArgumentParser.parse(["render", "a.json", "-o", "x.svg"])
        == .render(.file("a.json"), .svg(step: 0, animationFrame: nil), .file("x.svg")))
    #expect(
      try ArgumentParser.parse(["render", "a.json", "-o", "x.html"])
        == .render(.file("a.json"), .player, .file("x.html")))
  }

  @Test func demoPrintsItsScenario() throws {
    let result = runTool(["demo", "--scenario"])
    #expect(result.status == .success)
    #expect(result.errors == "")
    #expect(result.outputText.hasPrefix("{"))
    #expect(result.outputText.hasSuffix("}\n"))
    // What it prints is the demo's scenario, and decodes.
    #expect(try ScenarioDecoder.decode(result.output) == ScenarioDecoder.decode(DemoScenario.json))
    #expect(
      runTool(["demo", "--scenario", "-o", "x"]).errors
        == "collection-layout: option '--scenario' prints the scenario on standard output; "
        + "'-o' names the directory of the demo's files: redirect the output instead "
        + "(collection-layout demo --scenario > scenario.json)\n"
        + "Run 'collection-layout demo --help' for usage.\n")
    #expect(HelpText.help(for: .demo).contains("--scenario"))
  }

  @Test(arguments: [
    ["help", "render"], ["--help", "render"], ["-h", "render"], ["render", "--help"],
    ["render", "-h"], ["render", "x.json", "-h"],
  ])
  func helpOfACommandInAnyOrder(arguments: [String]) {
    let result = runTool(arguments)
    #expect(result.status == .success)
    #expect(result.outputText == HelpText.help(for: .render))
  }

  @Test func helpOfAnUnknownCommand() {
    #expect(
      runTool(["--help", "rendr"]).errors == """
        collection-layout: unknown command 'rendr'; did you mean 'render'?
        Run 'collection-layout --help' for usage.

        """)
  }

  @Test func validateTakesSeveralFiles() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let good = try directory.write(SampleScenario.valid, to: "good.json")
    let bad = try directory.write(SampleScenario.invalid, to: "bad.json")
    let frames = try directory.write(try Self.framesJSON(), to: "list.frames.json")
    let result = runTool(["validate", good, bad, good, frames])
    #expect(result.status == .invalidInput)
    #expect(
      result.outputText == """
        \(good): valid (2 sections, 5 items, 1 step)
        \(good): valid (2 sections, 5 items, 1 step)

        """)
    #expect(
      result.errors == """
        \(bad): sections[0].metrics.rowHeight: expected a number > 0, got -4
        \(bad): sections[0].metrics.columns: expected an integer >= 1, got 0
        collection-layout: \(frames) is a frames file, not a scenario ('validate' reads \
        scenarios): draw it with 'collection-layout render \(frames) -o player.html'

        """)
    #expect(runTool(["validate", good, good]).status == .success)
    #expect(
      runTool(["validate", "-", "-"]).errors == """
        collection-layout: standard input ('-') given more than once
        Run 'collection-layout validate --help' for usage.

        """)
  }
}
