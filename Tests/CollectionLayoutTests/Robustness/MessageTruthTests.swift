import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Issue 40: messages that gave a false reason or noise, and geometry outside its container,
/// word for word. Each test holds a class, not one input.
@Suite struct MessageTruthTests {
  /// The issues of a compositional scenario of one section laid out by `group` (JSON).
  private func compositionalIssues(group: String, viewport: String = "390, \"height\": 844")
    -> [String]
  {
    decodingIssues(
      #"{"version": 1, "viewport": {"width": "# + viewport
        + #"}, "layout": {"kind": "compositional"}, "#
        + #""sections": [{"items": 3, "layout": {"group": "# + group + "}}]}")
  }

  /// An item of `size` (JSON) in a horizontal group of the section's width, 100 points tall.
  private func groupOfOne(item: String) -> String {
    #"{"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "#
      + #""subitems": [{"item": "# + item + "}]}}"
  }

  /// A fraction above the limit is refused as above it (it said `> 0`); an infinite one as
  /// not finite; zero and below as `> 0`.
  @Test func rangeMessagesNameTheBoundPassed() throws {
    let location = "sections[0].layout.group.horizontal.subitems[0].item.size.width"
    for (fraction, message) in [
      ("10000000", "expected a fraction <= 1000000, got 10000000"),
      ("1e999", "expected a finite fraction > 0, got inf"),
      ("0", "expected a fraction > 0, got 0"),
    ] {
      #expect(
        compositionalIssues(
          group: groupOfOne(
            item: #"{"size": {"width": {"fractionalWidth": "# + fraction
              + #"}, "height": {"fractionalHeight": 1}}}"#))
          == ["\(location): \(message)"])
    }
    // Every range message of the checker names the bound passed, for every kind of value.
    #expect(RangeChecker.positiveProblem(2e6) == "expected a number <= 1000000, got 2000000")
    #expect(RangeChecker.positiveProblem(-1) == "expected a number > 0, got -1")
    #expect(RangeChecker.nonNegativeProblem(2e6) == "expected a number <= 1000000, got 2000000")
    #expect(
      RangeChecker.nonNegativeProblem(-.infinity) == "expected a finite number >= 0, got -inf")
    #expect(RangeChecker.positiveProblem(1e6) == nil)
    #expect(RangeChecker.nonNegativeProblem(0) == nil)
    // A frames document's content size may not be negative: above the bound, the bound
    // passed alone (it said "between -1000000000000000 and ...").
    let frames = try FramesWriter.json(
      for: ScenarioDecoder.decode(Array(scenarioJSON().utf8)).frames())
    let wide = frames.replacingOccurrences(
      of: #""contentSize": {"width": 320"#, with: #""contentSize": {"width": 2e15"#)
    do {
      _ = try FramesReader.read(wide)
      Issue.record("read frames with a content size of 2e15")
    } catch {
      #expect(
        error.issues.map(\.description) == [
          "steps[0].contentSize.width: expected a number <= 1000000000000000, got 2000000000000000.0"
        ])
    }
  }

  /// Counts summed or multiplied past `Int.max` say so: nested counts of 10,000 five deep ask
  /// for 10^20 slots (it said `got 9223372036854775807`), two sections of `Int.max` items
  /// hold more than `Int.max` elements. A count that is exactly `Int.max` is printed as is.
  @Test func saturatedCountsSayMoreThan() {
    var group =
      #"{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}"#
    for depth in 0..<5 {
      let axis = depth % 2 == 0 ? "horizontal" : "vertical"
      group =
        #"{"group": {""# + axis
        + #"": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}, "count": 10000, "subitems": ["#
        + group + "]}}}"
    }
    let outer = String(group.dropFirst(#"{"group": "#.count).dropLast())
    #expect(
      compositionalIssues(group: outer) == [
        "sections[0].layout.group.horizontal: expected a group of at most 10000 slots in all "
          + "(each count multiplies its nested groups' slots), got more than 9223372036854775807"
      ])
    let all = #""output": {"elements": "all"}"#
    #expect(
      decodingIssues(scenarioJSON(all + #", "sections": [{"items": 9223372036854775807}]"#))
        .contains(
          "output.elements: expected at most 20000000 element records in the frames, got "
            + "9223372036854775807 (9223372036854775807 elements in each of 1 entries)"))
    #expect(
      decodingIssues(
        scenarioJSON(
          all + #", "sections": [{"items": 9223372036854775807}, {"items": 9223372036854775807}]"#)
      ).contains(
        "output.elements: expected at most 20000000 element records in the frames, got "
          + "more than 9223372036854775807 (more than 9223372036854775807 elements in each of 1 "
          + "entries)"))
    let count = SaturatingCount(Int.max).adding(1)
    #expect(count.description == "more than 9223372036854775807")
    #expect(count.exceeds(Int.max))
    #expect(SaturatingCount(Int.max).description == "9223372036854775807")
    #expect(SaturatingCount(10).multiplied(by: 0).description == "0")
    #expect(SaturatingCount.beyondInt.multiplied(by: 0).description == "0")
    #expect(SaturatingCount(3).atLeast == "at least 3")
  }

  /// Lengths the engine computes print as the frames print them: a fractional height of
  /// 1.2 × 358 points is 429.6 (it said `429.59999999999997`), a third of 320 points is
  /// 106.667.
  @Test func computedLengthsPrintAsTheFramesDo() {
    #expect(
      compositionalIssues(
        group: groupOfOne(
          item:
            #"{"size": {"width": {"fractionalWidth": 0.5}, "height": {"fractionalHeight": 1.2}}}"#
        ).replacingOccurrences(of: #""absolute": 100"#, with: #""absolute": 358"#))
        == [
          "sections[0].layout.group.horizontal.subitems[0].item.size.height: expected a subitem "
            + "that fits across its group (UIKit clips what it draws past the group): its height "
            + "is 429.6 (edge spacing included), the group's 358"
        ])
    // Three columns on 320 points at scale 3: item 0 is 106.667 wide.
    let drag = playingIssues(
      #"{"version": 1, "viewport": {"width": 320, "height": 480}, "displayScale": 3, "#
        + #""metrics": {"columns": 3}, "sections": [{"items": 6}], "#
        + #""steps": [{"beginDrag": {"item": [0, 0], "at": {"x": 200, "y": 10}}}]}"#)
    #expect(
      drag == [
        "steps[0].beginDrag.at: expected a point on item [0, 0], at x 0 ... 106.667 and y 0 ... "
          + "44 in the viewport, got (200, 10)"
      ])
    // The rule, and its agreement with the frames writer's.
    #expect(formatLength(429.59999999999997) == "429.6")
    #expect(formatLength(320.0 / 3) == "106.667")
    #expect(formatLength(-0.0004) == "0")
    #expect(formatLength(0.0005) == "0.001")
    #expect(formatLength(-2.5) == "-2.5")
    #expect(formatLength(1e13) == "10000000000000")
    #expect(formatLength(.infinity) == "inf")
    var random = SeededRandom(seed: 40)
    for _ in 0..<2000 {
      let value = random.double(-1...1) * random.pick([1.0, 1000, 1e6, 1e9])
      #expect(formatLength(value) == JSONNumber.format(value), "\(value)")
    }
    // Two lengths a message compares never read the same when they differ.
    #expect(formatLengths(390.0004, 390) == ("390.0004", "390"))
    #expect(formatLengths(429.59999999999997, 358) == ("429.6", "358"))
  }

  /// A value object of the wrong type is told its shape (it said `expected an object`).
  @Test func wrongTypesSayTheShapeExpected() throws {
    #expect(
      decodingIssues(scenarioJSON(#""steps": [{"fling": {"velocity": 2500}}]"#)) == [
        #"steps[0].fling.velocity: expected an object {"x": N, "y": N}, got a number"#
      ])
    #expect(
      compositionalIssues(
        group: groupOfOne(item: #"{"size": {"width": {"fractionalWidth": 1}, "height": 300}}"#))
        == [
          "sections[0].layout.group.horizontal.subitems[0].item.size.height: expected an object "
            + #"{"absolute": N} (or "estimated", "fractionalWidth", "fractionalHeight"), got a "#
            + "number"
        ])
    #expect(
      decodingIssues(scenarioJSON(#""contentInset": "64""#)) == [
        #"contentInset: expected an object {"top": N, "left": N, "bottom": N, "right": N}, got a string"#
      ])
    #expect(
      compositionalIssues(
        group:
          #"{"horizontal": {"size": 5, "subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}"#
      ) == [
        "sections[0].layout.group.horizontal.size: expected an object "
          + #"{"width": {"absolute": N}, "height": {"absolute": N}} (each a dimension), got a number"#
      ])
    let frames = try FramesWriter.json(
      for: ScenarioDecoder.decode(Array(scenarioJSON().utf8)).frames())
    let broken = frames.replacingOccurrences(
      of: #""contentOffset": {"x": 0, "y": 0}"#, with: #""contentOffset": [0, 0]"#)
    do {
      _ = try FramesReader.read(broken)
      Issue.record("read frames with an array for a content offset")
    } catch {
      #expect(
        error.issues.map(\.description).contains(
          #"steps[0].contentOffset: expected an object {"x": N, "y": N}, got an array"#))
    }
  }

  /// The finger of a beginDrag touches the screen: a point below the viewport is refused,
  /// even on an item that runs past the viewport's edge (it was accepted).
  @Test func aTouchOutsideTheViewportIsRefused() {
    let scenario =
      #"{"version": 1, "viewport": {"width": 390, "height": 844}, "sections": [{"items": [{"height": 2000}]}], "#
      + #""steps": [{"beginDrag": {"item": [0, 0], "at": {"x": 100, "y": "#
    #expect(
      playingIssues(scenario + "1050}}}]}") == [
        "steps[0].beginDrag.at.y: expected a point in the viewport, 0 <= y < 844, got 1050"
      ])
    #expect(playingIssues(scenario + "843}}}]}") == [])
    #expect(
      playingIssues(scenario.replacingOccurrences(of: #""x": 100"#, with: #""x": -1"#) + "10}}}]}")
        == ["steps[0].beginDrag.at.x: expected a point in the viewport, 0 <= x < 390, got -1"])
  }

  /// An item's content insets must leave room in the slot its group gives it: inset past it,
  /// the item would be drawn outside its group.
  @Test func itemInsetsThatLeaveNoRoomAreRefused() {
    let item =
      #"{"size": {"width": {"fractionalWidth": 0.3}, "height": {"fractionalHeight": 1}}, "#
      + #""contentInsets": {"leading": 60, "trailing": 60}}"#
    #expect(
      compositionalIssues(group: groupOfOne(item: item)) == [
        "sections[0].layout.group.horizontal.subitems[0].item.contentInsets: expected content "
          + "insets that leave room in the item: leading 60 and trailing 60, the item's width 117"
      ])
    // Along an estimated height the insets do not apply, and are not checked.
    let estimated =
      #"{"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 50}}, "#
      + #""contentInsets": {"top": 60, "bottom": 60}}"#
    #expect(
      compositionalIssues(
        group:
          #"{"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"estimated": 50}}, "subitems": [{"item": "#
          + estimated + "}]}}") == [])
  }

  /// A section background whose insets leave no room stays inside its section: empty, at the
  /// end of its leading inset (it was written 400 points below its 100-point section).
  @Test func aBackgroundStaysInsideItsSection() throws {
    let frames = try ScenarioDecoder.decode(
      Array(
        (#"{"version": 1, "viewport": {"width": 390, "height": 844}, "layout": {"kind": "compositional", "section": {"#
          + #""group": {"horizontal": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 100}}, "#
          + #""subitems": [{"item": {"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}}]}}, "#
          + #""decorationItems": [{"background": {"contentInsets": {"top": 500, "leading": 30, "bottom": 500, "trailing": 400}}}]}}, "#
          + #""sections": [{"items": 1}], "output": {"elements": "all"}}"#).utf8)
    ).frames()
    let background = try #require(
      frames.steps[0].elements.first { $0.id == .background(section: 0) })
    #expect(background.frame == LayoutRect(x: 30, y: 100, width: 0, height: 0))
    // Insets that leave room are applied as they were.
    #expect(
      DirectionalInsets(top: 5, leading: 5, bottom: 5, trailing: 5).inset(
        LayoutRect(x: 0, y: 0, width: 390, height: 100))
        == LayoutRect(x: 5, y: 5, width: 380, height: 90))
    #expect(insetSpan(0, 100, before: 30, after: 20) == (30, 80))
    #expect(insetSpan(0, 100, before: 500, after: 500) == (100, 100))
  }
}
