/// Scrolling the strips of orthogonal sections: a `scrollSection` step, and the strips'
/// offsets reported in every step's frames entry.
extension CompositionalLayout {
  /// Plays a ``SectionScrollStep``: the strip of the step's section is released at the
  /// step's `x` without velocity and comes to rest at the nearest resting position of its
  /// behaviour (``CompositionalStrip/restingOffset(proposed:)``); the collection view's own
  /// offset does not move. Reports `section` and the strip's `stripOffset`.
  public func playing(_ step: InteractionStep, from contentOffset: LayoutPoint) throws(StepError)
    -> InteractionOutcome<CompositionalLayout>
  {
    guard let scroll = step.value(as: SectionScrollStep.self) else {
      throw StepError(message: "a compositional layout does not play \"\(step.name)\" steps")
    }
    guard geometries.indices.contains(scroll.section) else {
      throw StepError(
        message:
          "scrollSection.section: expected a section 0 ..< \(geometries.count), got "
          + "\(scroll.section)")
    }
    guard let strip = geometries[scroll.section].strip else {
      throw StepError(
        message:
          "scrollSection.section: expected a section with an orthogonalScrollingBehavior, got "
          + "section \(scroll.section), which scrolls with the layout")
    }
    var offsets = currentStripOffsets
    let resting = strip.restingOffset(proposed: scroll.x)
    offsets[scroll.section] = resting
    let layout = CompositionalLayout(
      validated: configuration, sections: sections, environment: environment,
      stripOffsets: offsets)
    return InteractionOutcome(
      layout: layout, contentOffset: contentOffset, action: "scrollSection",
      report: CustomAttributes([
        ("section", .number(Double(scroll.section))), ("stripOffset", .number(resting)),
      ]))
  }

  /// Reports every strip's offset: `strips`, a list of `{"section", "x"}` in section order;
  /// nothing when no section scrolls orthogonally.
  public func settled(at contentOffset: LayoutPoint) -> SettledLayout<CompositionalLayout> {
    let strips: [AttributeValue] = geometries.enumerated().compactMap { section, geometry in
      geometry.strip.map { strip in
        .object(
          CustomAttributes([("section", .number(Double(section))), ("x", .number(strip.offset))]))
      }
    }
    guard !strips.isEmpty else { return SettledLayout(layout: self) }
    return SettledLayout(layout: self, report: CustomAttributes([("strips", .list(strips))]))
  }
}

/// `{"scrollSection": {"section": 2, "x": 300}}`: the strip of an orthogonally scrolling
/// section (B.6) released at `x` without velocity; it comes to rest where its behaviour
/// rests. Played by ``CompositionalLayout``.
public struct SectionScrollStep: LayoutStep {
  /// `scrollSection`.
  public static let name = "scrollSection"
  /// `compositional`.
  public static let layoutKind = "compositional"
  /// The section, >= 0.
  public var section: Int
  /// The proposed strip offset, in points across the layout's axis.
  public var x: Double

  /// Creates the step.
  public init(section: Int, x: Double) {
    self.section = section
    self.x = x
  }
}
