import CollectionLayout
import Foundation
import Testing

/// The Scenario Format's example gives data, not indexes: it decodes, plays, and computes
/// the batch the article says it does.
@Test func theScenarioFormatExamplePlaysAsItsArticleSays() throws {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { url.deleteLastPathComponent() }
  let readme = try String(
    contentsOf: url.appendingPathComponent(
      "Sources/CollectionLayout/Documentation.docc/ScenarioFormat.md"), encoding: .utf8)
  let section = try #require(readme.range(of: "### An example"))
  let start = try #require(
    readme.range(of: "```json\n", range: section.upperBound..<readme.endIndex))
  let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
  let frames = try ScenarioDecoder.decode(String(readme[start.upperBound..<end.lowerBound]))
    .frames()
  let apply = try #require(frames.steps.first { $0.action == .apply }?.batch)
  // Inserts m5, deletes m4, reloads m2, moves p2 before p1.
  #expect(
    apply.operations
      == BatchUpdate(
        deleteItems: [ItemPath(section: 0, item: 3)], insertItems: [ItemPath(section: 0, item: 0)],
        reloadItems: [ItemPath(section: 0, item: 1)],
        moveItems: [
          ItemMove(from: ItemPath(section: 1, item: 1), to: ItemPath(section: 1, item: 0))
        ]
      ))
  let load = try #require(frames.steps.last?.batch)
  #expect(
    load.operations.insertItems == [ItemPath(section: 2, item: 0), ItemPath(section: 2, item: 1)])
}

/// The README's chat is the golden `chat-apply-anchor-bottom` word for word, and keeps its
/// bottom as the README says (88 -> 192); with the default anchor it would stay at 88.
@Test func theReadmeChatKeepsItsBottom() throws {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { url.deleteLastPathComponent() }
  let readme = try String(contentsOf: url.appendingPathComponent("README.md"), encoding: .utf8)
  let scenario = try String(
    contentsOf: url.appendingPathComponent("Tests/Scenarios/chat-apply-anchor-bottom.json"),
    encoding: .utf8)
  #expect(readme.contains("```json\n" + scenario + "```\n"))
  let frames = try ScenarioDecoder.decode(scenario).frames()
  #expect(frames.steps.map(\.contentOffset.y) == [0, 88, 192])
  let automatic = try ScenarioDecoder.decode(
    scenario.replacingOccurrences(of: #""anchor": "bottom""#, with: #""anchor": "automatic""#)
  ).frames()
  #expect(automatic.steps.map(\.contentOffset.y) == [0, 88, 88])
}
