import CollectionLayout
import Foundation
import Testing

/// The documented way to read and write the package's documents, over every scenario of
/// `Tests/Scenarios`: ``ScenarioDecoder`` reads a scenario, ``FramesWriter`` writes its frames
/// and ``FramesReader`` reads them back. The documents themselves are not `Codable` (a
/// synthesized conformance read and wrote another JSON than the documented one); the leaf
/// values are, in their documented JSON form.
@Suite struct DocumentRoundTripTests {
  static let scenarioNames = ScenarioGoldens.scenarioNames(
    in: ScenarioGoldens.scenariosDirectory)

  @Test func thereAreScenariosToRoundTrip() {
    #expect(Self.scenarioNames.count >= 80)
  }

  /// Scenario → frames → writer → reader → writer gives the same bytes, and what was read is
  /// what was played, element by element (frames rounded to the writer's 3 decimals).
  @Test(arguments: scenarioNames)
  func everyScenarioRoundTripsThroughTheDocumentedAPI(name: String) throws {
    let played = try ScenarioGoldens.frames(ofScenarioNamed: name)
    let written = FramesWriter.utf8(for: played)
    let read = try FramesReader.read(written)
    #expect(FramesWriter.utf8(for: read) == written, "\(name)")
    #expect(read.environment == played.environment, "\(name)")
    #expect(read.steps.count == played.steps.count, "\(name)")
    for (readStep, playedStep) in zip(read.steps, played.steps) {
      #expect(readStep.action == playedStep.action, "\(name)")
      #expect(readStep.viewport == playedStep.viewport, "\(name)")
      #expect(readStep.contentInset == playedStep.contentInset, "\(name)")
      #expect(readStep.batch == playedStep.batch, "\(name)")
      #expect(readStep.elements.map(\.id) == playedStep.elements.map(\.id), "\(name)")
      #expect(
        (readStep.transition?.frames.count ?? 0) == (playedStep.transition?.frames.count ?? 0),
        "\(name)")
    }
  }

  /// Every leaf value that is `Codable` encodes to its documented JSON and decodes from it.
  @Test func leafValuesAreCodableInTheirDocumentedForm() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    func json(_ value: some Encodable) throws -> String {
      String(decoding: try encoder.encode(value), as: UTF8.self)
    }
    func decoded<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
      try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }
    #expect(try json(LayoutRect(x: 0, y: 40, width: 187.5, height: 100)) == "[0,40,187.5,100]")
    #expect(
      try decoded(LayoutRect.self, "[0, 40, 187.5, 100]")
        == LayoutRect(x: 0, y: 40, width: 187.5, height: 100))
    #expect(try json(ItemPath(section: 1, item: 4)) == "[1,4]")
    #expect(try decoded(ItemPath.self, "[1, 4]") == ItemPath(section: 1, item: 4))
    #expect(try json(LayoutColor(hex: "#FF8000")) == "\"#FF8000\"")
    #expect(try decoded(LayoutColor.self, "\"#FF800080\"") == LayoutColor(hex: "#FF800080"))
    #expect(try decoded(LayoutInsets.self, #"{"top": 64}"#) == LayoutInsets(top: 64))
    #expect(
      try json(LayoutInsets(top: 64, bottom: 49)) == #"{"bottom":49,"left":0,"right":0,"top":64}"#)
    #expect(try decoded(HorizontalInsets.self, #"{"left": 15}"#) == HorizontalInsets(left: 15))
    #expect(try json(LayoutPoint(x: 0, y: 300)) == #"{"x":0,"y":300}"#)
    #expect(try json(LayoutSize(width: 320, height: 480)) == #"{"height":480,"width":320}"#)
    #expect(try json(ElementID.item(section: 0, item: 3)) == #""item\/0\/3""#)
    #expect(try decoded(ElementID.self, #""header/1/0""#) == .header(section: 1, index: 0))
    #expect(try json(ScrollPosition.center) == #""center""#)
    #expect(throws: DecodingError.self) { try decoded(LayoutRect.self, "[0, 40, 187.5]") }
    #expect(throws: DecodingError.self) { try decoded(ItemPath.self, "[1, 4, 5]") }
    #expect(throws: DecodingError.self) { try decoded(LayoutColor.self, #""red""#) }
  }
}
