import Testing

@testable import CollectionLayoutTesting

@Suite struct FlatJSONTests {
  @Test func flattensAnElementLine() throws {
    let line: Substring =
      #"{"id": "header/0/1", "frame": [0, 44.5, 320, 60], "hidden": false, "padding": {"top": 1, "left": 2}, "placeholder": {"kind": "error", "title": "A \"b\""}, "list": [1, [2]], "empty": {}}"#
    let json = try #require(FlatJSON(object: line))
    #expect(
      json.leaves.map(\.path) == [
        "id", "frame.x", "frame.y", "frame.width", "frame.height", "hidden", "padding.top",
        "padding.left", "placeholder.kind", "placeholder.title", "list[0]", "list[1][0]", "empty",
      ])
    #expect(
      json.leaves.map(\.text) == [
        "\"header/0/1\"", "0", "44.5", "320", "60", "false", "1", "2", "\"error\"", #""A \"b\"""#,
        "1", "2", "{}",
      ])
  }

  @Test(arguments: [
    "", "[1]", "{\"a\": 1", "{\"a\" 1}", "{\"a\": 1} x", "{\"a\": \"b}", "{\"a\": }",
  ])
  func rejectsWhatIsNotOneObject(text: String) {
    #expect(FlatJSON(object: Substring(text)) == nil)
  }
}
