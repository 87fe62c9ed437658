import CollectionLayout
import Foundation
import Testing

/// What a Swift user meets: `error.localizedDescription` of every public error is its message
/// (the catalogue's words), not Foundation's "The operation could not be completed".
@Suite struct LocalizedErrorTests {
  @Test func aScenarioErrorSaysWhatIsWrongAndWhere() {
    do {
      _ = try ScenarioDecoder.decode(
        #"{"version": 1, "viewport": {"width": 320, "height": 480}, "sections": [{"items": -1}]}"#
      )
      Issue.record("expected the scenario to be refused")
    } catch {
      let any: any Error = error
      #expect(
        any.localizedDescription == "sections[0].items: expected a count >= 0, got -1")
    }
  }

  @Test func theCoreErrorsSayTheirMessages() {
    let errors: [(any Error, String)] = [
      (
        LayoutError(location: ValueLocation("sections")[2]["items"], message: "expected 3"),
        "sections[2].items: expected 3"
      ),
      (BatchUpdateError(message: "cannot delete item 9"), "cannot delete item 9"),
      (
        StepError(message: "expected a page between 0 and 2, got 9"),
        "expected a page between 0 and 2, got 9"
      ),
      (
        ScenarioError(location: "steps[1]", message: "expected a page"),
        "steps[1]: expected a page"
      ),
    ]
    for (error, message) in errors {
      #expect(error.localizedDescription == message)
    }
    let writing: any Error = FramesWritingError<StepError>.scenario(
      ScenarioError(location: "steps[0]", message: "too many elements"))
    #expect(writing.localizedDescription == "steps[0]: too many elements")
    let tiles: any Error = TilePyramidError.tileSizeOutOfRange(0)
    #expect(tiles.localizedDescription == (tiles as? TilePyramidError)?.description)
    #expect(!tiles.localizedDescription.contains("could not be completed"))
  }
}
