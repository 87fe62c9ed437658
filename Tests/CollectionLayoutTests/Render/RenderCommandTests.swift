import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

@Suite struct RenderCommandTests {
  private var sample: String {
    String(decoding: FramesWriter.utf8(for: TinyFrames.frames), as: UTF8.self)
  }

  @Test func writesThePlayerPage() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let input = try directory.write(sample, to: "tiny.frames.json")
    let output = directory.path("tiny.html")
    #expect(runTool(["render", input, "-o", output]) == CommandResult(status: .success))
    let page = try #require(FileManager.default.contents(atPath: output))
    #expect(
      Array(page) == PlayerPage.html(framesJSON: Array(sample.utf8), sourceName: "tiny.frames.json")
    )
    #expect(try directory.contents() == ["tiny.frames.json", "tiny.html"])
  }

  @Test func writesThePageToStandardOutputFromStandardInput() {
    let result = runTool(["render", "-"], input: sample)
    #expect(result.status == .success)
    #expect(result.errors == "")
    #expect(
      result.output == PlayerPage.html(framesJSON: Array(sample.utf8), sourceName: "standard input")
    )
  }

  @Test func aScenarioIsPlayedIntoThePageAsItsFramesAreWritten() throws {
    // The page of a scenario is written with its frames' JSON made script-safe chunk by chunk
    // (PlayerPage.write(frames:sourceName:to:)): the same bytes as the page of the frames'
    // whole JSON, an id that would end the script block included.
    let scenario = """
      {"version": 1, "viewport": {"width": 320, "height": 480},
       "sections": [{"items": [{"id": "a</script><!--"}, {"id": "b"}]}, {"items": 40}],
       "steps": [{"scroll": {"y": 300}}]}
      """
    let frames = try ScenarioDecoder.decode(Array(scenario.utf8)).frames()
    let result = runTool(["render", "-"], input: scenario)
    #expect(result.status == .success)
    #expect(result.errors == "")
    let expected = PlayerPage.html(
      framesJSON: FramesWriter.utf8(for: frames), sourceName: "standard input")
    #expect(result.output == expected)
    #expect(String(decoding: expected, as: UTF8.self).contains(#"a\u003c/script>\u003c!--"#))
  }

  @Test func writesAnSVGPicture() throws {
    let result = runTool(["render", "-", "--svg", "--step=1", "--frame", "1"], input: sample)
    #expect(result.status == .success)
    #expect(
      result.outputText == (try SVGPicture.svg(of: TinyFrames.frames, step: 1, animationFrame: 1)))
    #expect(
      runTool(["render", "--svg", "-"], input: sample).outputText
        == (try SVGPicture.svg(of: TinyFrames.frames, step: 0)))
  }

  @Test func aStepThatDoesNotExistFailsWithStatus2() {
    let result = runTool(["render", "-", "--svg", "--step", "5"], input: sample)
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(result.errors == "collection-layout: --step 5: the frames have 2 steps (0 ... 1)\n")
  }

  @Test func invalidFramesPrintEveryIssue() {
    let broken = sample.replacingOccurrences(
      of: #""frame": [0, 30, 60, 40]"#, with: #""frame": [0, 30, 60]"#
    )
    .replacingOccurrences(of: #""action": "update""#, with: #""action": "up/grade""#)
    let result = runTool(["render", "-"], input: broken)
    #expect(result.status == .invalidInput)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == """
        steps[0].elements[1].frame: expected an array of 4 numbers, got 3 elements
        steps[1].action: expected an action name (1 to 23 ASCII letters, digits, '-', '_' or '.') such as "scroll", got "up/grade"
        steps[1].transition.changes[1].initial.frame: expected an array of 4 numbers, got 3 elements
        steps[1].transition.changes[1].final.frame: expected an array of 4 numbers, got 3 elements
        steps[1].transition.changes[3].initial.frame: expected an array of 4 numbers, got 3 elements
        steps[1].transition.frames[0].elements[1].frame: expected an array of 4 numbers, got 3 elements
        steps[1].transition.frames[0].elements[3].frame: expected an array of 4 numbers, got 3 elements
        steps[1].transition.frames[1].elements[1].frame: expected an array of 4 numbers, got 3 elements
        steps[1].elements[1].frame: expected an array of 4 numbers, got 3 elements

        """)
  }

  @Test func unreadableInputFailsWithStatus2() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let missing = directory.path("missing.frames.json")
    let result = runTool(["render", missing])
    #expect(result.status == .invalidInput)
    #expect(result.errors == "collection-layout: cannot read '\(missing)': no such file\n")
  }

  @Test func usageErrors() {
    func errors(_ arguments: [String]) -> String {
      let result = runTool(arguments)
      #expect(result.status == .invalidInput)
      return result.errors
    }
    let help = "Run 'collection-layout render --help' for usage.\n"
    #expect(
      errors(["render"])
        == "collection-layout: missing FRAMES_OR_SCENARIO.json argument for 'render'\n" + help)
    #expect(
      errors(["render", "a.json", "--step", "1"])
        == "collection-layout: option '--step' picks the moment of an SVG picture; add '--svg'\n"
        + help)
    #expect(
      errors(["render", "a.json", "--svg", "--step", "x"])
        == "collection-layout: option '--step' needs a step number (0, 1, 2, ...), got 'x'\n"
        + help)
    #expect(
      errors(["render", "a.json", "--svg", "--frame=-1"])
        == "collection-layout: option '--frame' needs a frame number (0, 1, 2, ...), got '-1'\n"
        + help)
    #expect(
      errors(["render", "a.json", "--svg", "--step"])
        == "collection-layout: option '--step' needs a step number\n" + help)
    #expect(
      errors(["render", "a.json", "--svg", "--svg"])
        == "collection-layout: option '--svg' given more than once\n" + help)
    #expect(
      errors(["render", "a.json", "--svg", "--step", "1", "--step=2"])
        == "collection-layout: option '--step' given more than once\n" + help)
    #expect(
      errors(["render", "a.json", "--stpe", "1"])
        == "collection-layout: unknown option '--stpe' for 'render'; did you mean '--step'?\n"
        + help)
    #expect(
      errors(["frames", "a.json", "--svg"])
        == "collection-layout: unknown option '--svg' for 'frames'\n"
        + "Run 'collection-layout frames --help' for usage.\n")
    #expect(
      errors(["demo", "-o", "-"])
        == "collection-layout: option '-o' of 'demo' names a directory; '-' (standard output) "
        + "is not one\nRun 'collection-layout demo --help' for usage.\n")
    #expect(
      errors(["demo", "-o"])
        == "collection-layout: option '-o' needs a directory name\n"
        + "Run 'collection-layout demo --help' for usage.\n")
  }

  @Test func parsesTheRenderOptions() throws {
    #expect(
      try ArgumentParser.parse(["render", "in.json"])
        == .render(.file("in.json"), .player, .standardOutput))
    #expect(
      try ArgumentParser.parse(["render", "--svg", "--step", "2", "in.json", "-o", "out.svg"])
        == .render(.file("in.json"), .svg(step: 2, animationFrame: nil), .file("out.svg")))
    #expect(
      try ArgumentParser.parse(["render", "-", "--svg", "--frame=3", "--output=-"])
        == .render(.standardInput, .svg(step: 0, animationFrame: 3), .standardOutput))
  }

  @Test func shellQuoting() {
    #expect(CommandLineTool.shellQuoted("demo-output/demo.html") == "demo-output/demo.html")
    #expect(CommandLineTool.shellQuoted("my demo/it's.html") == #"'my demo/it'\''s.html'"#)
    #expect(CommandLineTool.shellQuoted("") == "''")
  }
}
