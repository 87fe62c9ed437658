import Testing

@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A section's own `layout` is read by the document's kind wherever the scenario's `layout`
/// is, and two kinds may share a configuration key.
@Suite struct SectionLayoutDecodingTests {
  static let kinds = LayoutKinds.standard.adding(BandsLayoutKind.self).adding(
    StripeLayoutKind.self)

  static func document(_ members: String) -> String {
    #"{"version": 1, "viewport": {"width": 320, "height": 480}, "# + members + "}"
  }

  static let twoSections =
    #""sections": [{"items": 2, "layout": {"spacing": 4}}, {"items": 1}]"#

  @Test func aSectionLayoutIsReadWhetherTheKindComesBeforeOrAfter() throws {
    let expected = [
      SectionLayout(BandsLayoutKind.SectionDescription(spacing: 4)), nil,
    ]
    for members in [
      #""layout": {"kind": "bands"}, "# + Self.twoSections,
      Self.twoSections + #", "layout": {"scrollDirection": "horizontal", "kind": "bands"}"#,
    ] {
      let scenario = try ScenarioDecoder.decode(Self.document(members), kinds: Self.kinds)
      #expect(scenario.layout.kind == "bands")
      #expect(scenario.sections.map(\.layout) == expected)
    }
  }

  @Test func anUpdatesSectionsHaveTheirLayoutsToo() throws {
    let scenario = try ScenarioDecoder.decode(
      Self.document(
        Self.twoSections
          + #", "steps": [{"update": {"after": [{"items": 1, "layout": {"spacing": 8}}], "#
          + #""deleteSections": [1]}}], "layout": {"kind": "bands"}"#), kinds: Self.kinds)
    guard case .update(let batch) = scenario.steps.first else {
      Issue.record("expected an update, got \(scenario.steps)")
      return
    }
    #expect(
      batch.after?.first?.layout == SectionLayout(BandsLayoutKind.SectionDescription(spacing: 8))
    )
  }

  @Test func kindsMayShareAKey() throws {
    let bands = try ScenarioDecoder.decode(
      Self.document(#""layout": {"scrollDirection": "horizontal", "kind": "bands"}"#),
      kinds: Self.kinds)
    #expect(
      bands.layout.configuration(as: BandsLayoutKind.Configuration.self)?.scrollDirection
        == "horizontal")
    let stripe = try ScenarioDecoder.decode(
      Self.document(#""layout": {"scrollDirection": "horizontal", "kind": "stripe"}"#),
      kinds: Self.kinds)
    #expect(
      stripe.layout.configuration(as: StripeLayoutKind.Configuration.self)?.scrollDirection
        == "horizontal")
  }

  @Test func problemsAreLocated() {
    #expect(
      messages(
        #""layout": {"kind": "bands"}, "sections": [{"layout": {"spacing": -1}}, "#
          + #"{"layout": {"spacin": 1}}, {"layout": 3}]"#)
        == [
          "sections[0].layout.spacing: expected a number >= 0, got -1.0",
          "sections[1].layout: missing required key \"spacing\"",
          "sections[1].layout.spacin: unknown key; did you mean \"spacing\"?",
          "sections[2].layout: expected an object, got a number",
        ])
    // The grid reads no section layouts.
    let grid =
      #"unexpected key in a "grid" layout: only "flow", "compositional", "lazyVStack", "#
      + #""lazyHStack", "lazyVGrid", "lazyHGrid" or "bands" layouts read a section's layout"#
    #expect(messages(Self.twoSections) == ["sections[0].layout: " + grid])
    // A wrong kind is reported once; the sections' layouts are not read.
    #expect(
      messages(#""layout": {"kind": "band", "scrollDirection": 1}, "# + Self.twoSections) == [
        "layout.kind: expected one of \"grid\", \"paging\", \"wall\", \"flow\", \"compositional\", "
          + "\"lazyVStack\", \"lazyHStack\", \"lazyVGrid\", \"lazyHGrid\", \"bands\", \"stripe\", "
          + "got \"band\""
      ])
    // A key of another kind, and a wrong value of a shared key.
    #expect(
      messages(#""layout": {"kind": "stripe", "cellCount": 2, "scrollDirection": "up"}"#) == [
        "layout.cellCount: unknown key; expected one of \"kind\", \"scrollDirection\"",
        "layout.scrollDirection: expected one of \"vertical\", \"horizontal\", got \"up\"",
      ])
  }

  /// The messages of decoding a document with `members`; none when it decodes.
  private func messages(_ members: String) -> [String] {
    do {
      _ = try ScenarioDecoder.decode(Self.document(members), kinds: Self.kinds)
      return []
    } catch {
      return error.issues.map(\.description)
    }
  }
}
