import CollectionLayout
import Testing

@testable import CollectionLayoutCommandLine

/// The text the commands print, checked against the frames format's header, which depends only
/// on the scenario's environment.
@Suite struct FramesOutputTests {
  @Test func framesStartWithTheScenarioEnvironment() {
    let result = runTool(["frames", "-"], input: SampleScenario.valid)
    #expect(result.status == .success)
    #expect(
      result.outputText.hasPrefix(
        """
        {"format": "collection-layout/frames", "version": 1,
         "viewport": {"width": 320, "height": 480},
         "contentInset": {"top": 0, "left": 0, "bottom": 0, "right": 0},
         "displayScale": 2,

        """))
    #expect(result.outputText.hasSuffix("]}\n"))
  }

  @Test func demoFramesStartWithTheDemoEnvironment() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    #expect(runTool(["demo", "-o", directory.url.path]).status == .success)
    let frames = try String(contentsOfFile: directory.path("demo.frames.json"), encoding: .utf8)
    #expect(
      frames.hasPrefix(
        """
        {"format": "collection-layout/frames", "version": 1,
         "viewport": {"width": 768, "height": 1024},
         "contentInset": {"top": 64, "left": 0, "bottom": 0, "right": 0},
         "displayScale": 2,

        """))
    #expect(frames.hasSuffix("]}\n"))
  }
}
