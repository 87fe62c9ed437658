import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore

/// Orthogonal sections' strips (B.6, B.12.10, E.15): where each behaviour rests, what a
/// `scrollSection` step does, and what an update keeps.
@Suite struct CompositionalStripTests {
  /// Apple's orthogonal section: 0.85-wide nested groups (331.5 points at 390), `behavior`.
  func layout(_ behavior: OrthogonalScrollingBehavior, items: Int = 18) throws
    -> CompositionalLayout
  {
    var section = AppleSample.nested(width: .fractionalWidth(0.85))
    section.orthogonalScrollingBehavior = behavior
    return try AppleSample.layout([(items, section), (3, AppleSample.list)])
  }

  /// The strip's offset after a `scrollSection` step to `x` on section 0.
  func rest(_ layout: CompositionalLayout, at x: Double) throws -> Double? {
    let outcome = try layout.playing(
      InteractionStep(SectionScrollStep(section: 0, x: x)), from: .zero)
    return outcome.layout.strip(ofSection: 0)?.offset
  }

  /// E.15: groupPagingCentered insets the strip by (390 − 331.5) / 2 = 29.25 and rests at
  /// 331.5k − 29.25: −29.25, 302.25, 633.75.
  @Test func groupPagingCenteredRests() throws {
    let layout = try layout(.groupPagingCentered)
    #expect(layout.strip(ofSection: 0)?.offset == -29.25)
    #expect(try rest(layout, at: 10) == -29.25)
    #expect(try rest(layout, at: 300) == 302.25)
    #expect(try rest(layout, at: 640) == 633.75)
  }

  /// E.15: paging rests at multiples of the collection view's width: 0, 390, 780.
  @Test func pagingRestsAtPages() throws {
    let layout = try layout(.paging)
    #expect(try rest(layout, at: 100) == 0)
    #expect(try rest(layout, at: 300) == 390)
    #expect(try rest(layout, at: 800) == 780)
  }

  /// B.12.10: groupPaging and continuousGroupLeadingBoundary rest at 331.5k; continuous
  /// anywhere; every one within the strip's range: 6 groups of 331.5 end at 1989, so the last
  /// offset is 1989 − 390 = 1599.
  @Test func otherBehavioursRest() throws {
    #expect(try rest(layout(.groupPaging), at: 400) == 331.5)
    #expect(try rest(layout(.continuousGroupLeadingBoundary), at: 900) == 994.5)
    #expect(try rest(layout(.continuous), at: 123) == 123)
    #expect(try rest(layout(.continuous), at: 5000) == 1599)
    #expect(try rest(layout(.continuous), at: -50) == 0)
  }

  /// Frames report elements where they are drawn: the strip at 302.25 draws group 1
  /// (items 3 ...) at 29.25 + 10, as group 0 was before; group 2 peeks in at 370.75, group 0
  /// (−292.25 ... −80.2) and group 3 (702.25 ...) are off screen.
  @Test func framesFollowTheStrip() throws {
    let layout = try layout(.groupPagingCentered)
    let scrolled = try layout.playing(
      InteractionStep(SectionScrollStep(section: 0, x: 300)), from: .zero
    ).layout
    #expect(isFrame(scrolled.frame("item/0/3"), 29.25 + 10, 10, 212.05, 317.6))
    let visible = scrolled.elements(
      in: LayoutRect(x: 0, y: 0, width: 390, height: 844), pins: nil, limit: .max
    ).map(\.id.description)
    #expect(visible.contains("item/0/3") && visible.contains("item/0/6"))
    #expect(!visible.contains("item/0/0") && !visible.contains("item/0/9"))
    #expect(scrolled.settled(at: .zero).report["strips"] != nil)
  }

  /// An update keeps each strip's offset, clamped when its content shrinks: 18 items (6
  /// groups, last offset 1599) at the end, then 12 (4 groups, 1326 − 390 = 936).
  @Test func updatesKeepTheOffsetClamped() throws {
    let layout = try layout(.continuous)
    let scrolled = try layout.playing(
      InteractionStep(SectionScrollStep(section: 0, x: 1599)), from: .zero
    ).layout
    var sections = scrolled.sections
    sections[0].items = .count(12)
    let updated = try scrolled.laidOut(sections: sections, in: scrolled.environment, carrying: nil)
    #expect(updated.strip(ofSection: 0)?.offset == 936)
  }

  /// The step's errors: a section that does not exist, one that does not scroll orthogonally.
  @Test func scrollSectionErrors() throws {
    let layout = try layout(.paging)
    #expect(throws: StepError.self) {
      _ = try layout.playing(InteractionStep(SectionScrollStep(section: 9, x: 0)), from: .zero)
    }
    do {
      _ = try layout.playing(InteractionStep(SectionScrollStep(section: 9, x: 0)), from: .zero)
    } catch {
      #expect(error.message == "scrollSection.section: expected a section 0 ..< 2, got 9")
    }
    do {
      _ = try layout.playing(InteractionStep(SectionScrollStep(section: 1, x: 0)), from: .zero)
    } catch {
      #expect(
        error.message
          == "scrollSection.section: expected a section with an orthogonalScrollingBehavior, got "
          + "section 1, which scrolls with the layout")
    }
  }
}
