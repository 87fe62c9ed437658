/// Where a section's content and boundary supplementaries lie across the scroll axis: its
/// insets measured from the boundary its references name (E.5), and the containers its
/// group and supplementaries resolve their fractions against.
///
/// ```
///  content's edge ─┬─ boundary.leading (the reference's, held inside the content)
///                  ├─ + contentInsets.leading ─── the groups start
///                  …
/// ```
extension CompositionalSolver {
  /// The boundary `reference` names across the axis, held inside the content, in points from
  /// the content's edges; `automatic` is the configuration's reference.
  func boundary(of reference: ContentInsetsReference) -> CrossAxisInsets {
    environment.insets(
      of: reference.crossAxisBoundary ?? configuration.crossAxisBoundary, across: axis
    ).clampedToContent
  }

  /// A section's insets across the axis from the content's edges, in points: its
  /// `contentInsetsReference`'s boundary plus its content insets across (or, for
  /// `supplementaries`, its `supplementaryContentInsetsReference`'s boundary plus them).
  func crossInsets(of description: CompositionalSection, supplementaries: Bool = false) -> (
    leading: Double, trailing: Double
  ) {
    let insets = description.contentInsets.resolved(in: container)
    let edges = boundary(
      of: supplementaries
        ? description.supplementaryContentInsetsReference : description.contentInsetsReference)
    return axis == .vertical
      ? (edges.leading + insets.leading, edges.trailing + insets.trailing)
      : (edges.leading + insets.top, edges.trailing + insets.bottom)
  }

  /// The container a section laid out with `description` gives its group: the sections'
  /// container minus the section's content insets, across the axis measured from its
  /// reference's boundary.
  func effectiveContainer(of description: CompositionalSection) -> LayoutSize {
    let insets = description.contentInsets.resolved(in: container)
    let (crossLeading, crossTrailing) = crossInsets(of: description)
    return axis == .vertical
      ? LayoutSize(
        width: max(0, container.width - crossLeading - crossTrailing),
        height: max(0, container.height - insets.top - insets.bottom))
      : LayoutSize(
        width: max(0, container.width - insets.leading - insets.trailing),
        height: max(0, container.height - crossLeading - crossTrailing))
  }

  /// Where a section's boundary supplementaries lie across the axis: from the content's
  /// leading edge, and how long, in points.
  func supplementaryArea(of description: CompositionalSection) -> (cross: Double, length: Double) {
    let (leading, trailing) = crossInsets(of: description, supplementaries: true)
    return (cross: leading, length: max(0, crossLength - leading - trailing))
  }

  /// The container a section's boundary supplementaries resolve their fractions against:
  /// their area across the axis, the section's content area along it.
  func supplementaryContainer(of description: CompositionalSection) -> LayoutSize {
    let effective = effectiveContainer(of: description)
    let across = supplementaryArea(of: description).length
    return axis == .vertical
      ? LayoutSize(width: across, height: effective.height)
      : LayoutSize(width: effective.width, height: across)
  }
}
