import CollectionLayout
import CollectionLayoutCommandLine
import Testing

/// A kind from outside, through the public interface alone (``RowLayoutKind``): decoded,
/// checked, played and summarised with `LayoutKinds.standard.adding(_:)`, its wrong values
/// reported by the reader behind ``LayoutValueReader`` as the package's kinds' are, malformed
/// JSON inside its values stopping the document, and every command of a tool made with it.
@Suite struct RowLayoutKindTests {
  static let kinds = LayoutKinds.standard.adding(RowLayoutKind.self)

  /// A 200 x 100 viewport over `layout`, one resize step.
  static func document(_ layout: String = #""kind": "row", "count": 3, "side": 60"#) -> String {
    #"{"version": 1, "viewport": {"width": 200, "height": 100}, "layout": {"# + layout
      + #"}, "steps": [{"resize": {"width": 100, "height": 100}}]}"#
  }

  /// The messages of decoding `document` with `kinds`; none when it decodes.
  static func messages(_ document: String, kinds: LayoutKinds = kinds) -> [String] {
    do {
      _ = try ScenarioDecoder.decode(document, kinds: kinds)
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }

  @Test func aKindFromOutsideIsReadCheckedAndPlayed() throws {
    let scenario = try ScenarioDecoder.decode(Self.document(), kinds: Self.kinds)
    #expect(scenario.layout.kind == "row")
    #expect(
      scenario.layout.configuration(as: RowLayoutKind.Configuration.self)
        == RowLayoutKind.Configuration(count: 3, side: 60))
    #expect(scenario.contentSummary == "3 squares, 1 step")
    let frames = try scenario.frames()
    // 200 points show the three squares (0 ... 180); after the resize, 100 show two.
    #expect(
      frames.steps[0].elements.map(\.id.description) == [
        "rowSquare/0", "rowSquare/1", "rowSquare/2",
      ])
    #expect(frames.steps[1].elements.map(\.id.description) == ["rowSquare/0", "rowSquare/1"])
    #expect(frames.steps[1].elements[1].frame == LayoutRect(x: 60, y: 0, width: 60, height: 60))
  }

  @Test func itsValuesAreReportedAsThePackagesKindsAre() throws {
    #expect(
      Self.messages(Self.document(#""kind": "row", "count": "3", "side": true"#)) == [
        "layout.count: expected an integer, got a string",
        "layout.side: expected a number, got a boolean",
      ])
    #expect(
      Self.messages(
        Self.document(
          #""kind": "row", "count": 1, "origin": {"x": 1}, "last": [], "start": "middle""#))
        == [
          #"layout.origin: missing required key "y""#,
          #"layout.last: expected an object {"width": N, "height": N}, got an array"#,
          #"layout.start: expected one of "left", "right", got "middle""#,
        ])
    #expect(
      try ScenarioDecoder.decode(
        Self.document(
          #""kind": "row", "count": 1, "origin": {"x": 1, "y": 2}, "#
            + #""last": {"width": 3, "height": 4}, "note": {"a": [1]}, "start": "right""#),
        kinds: Self.kinds
      ).layout.configuration(as: RowLayoutKind.Configuration.self)
        == RowLayoutKind.Configuration(
          count: 1, origin: LayoutPoint(x: 1, y: 2), last: LayoutSize(width: 3, height: 4),
          start: "right"))
    #expect(
      Self.messages(Self.document(#""kind": "row", "count": 300"#))
        == ["layout.count: expected 0 ... 100 squares, got 300"])
    #expect(
      Self.messages(Self.document(#""kind": "row""#))
        == [#"layout: missing required key "count""#])
    #expect(
      Self.messages(
        #"{"version": 1, "viewport": {"width": 200, "height": 100}, "#
          + #""sections": [{"items": 1}], "layout": {"kind": "row", "count": 1}}"#)
        == [
          "sections: expected no sections with a row layout (its squares are layout.count), "
            + "got 1"
        ])
    // Malformed JSON inside a value the kind reads stops the document, as anywhere else.
    let malformed = Self.messages(#"{"version": 1, "layout": {"kind": "row", "count": 3x}}"#)
    #expect(malformed.count == 1 && malformed[0].hasPrefix("line 1, column "))
    #expect(
      Self.messages(Self.document(), kinds: .standard).first?.hasPrefix("layout.kind: ") == true)
  }

  @Test func aToolMadeWithItReadsPlaysDrawsAndExportsIt() {
    let document = Array(Self.document().utf8)
    let tool = CommandLineTool(
      kinds: Self.kinds, drawings: [RowDrawing.self], readStandardInput: { document })
    let validated = tool.run(["validate", "-"])
    #expect(
      String(decoding: validated.output, as: UTF8.self)
        == "standard input: valid (3 squares, 1 step)\n")
    let frames = tool.run(["frames", "-"])
    #expect(frames.status == .success && !frames.output.isEmpty)
    let picture = String(decoding: tool.run(["render", "-", "--svg"]).output, as: UTF8.self)
    #expect(picture.contains(">square 2<"))
    #expect(tool.run(["export", "-", "--lottie"]).status == .success)
    #expect(tool.run(["render", "-"]).status == .success)
    // The package's own tool does not know it.
    #expect(
      CommandLineTool(readStandardInput: { document }).run(["validate", "-"]).status != .success)
  }
}
