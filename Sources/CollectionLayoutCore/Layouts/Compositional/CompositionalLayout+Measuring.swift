/// What a compositional layout takes from a measure step.
extension CompositionalLayout {
  /// `nil` for an item whose width dimension is ``CompositionalDimension/estimated(_:)`` in a
  /// vertically scrolling layout (its group re-fits with the measured width); the reason
  /// otherwise: a width the layout gives (absolute, fractional, a list's rows, a horizontal
  /// group with `count`), or a horizontally scrolling layout (measures are read in a vertical
  /// one only). O(log measured groups).
  public func measuredWidthRefusal(ofItem path: ItemPath) -> String? {
    guard scrollAxis == .vertical else {
      return "a horizontally scrolling compositional layout reads no measured size"
    }
    guard geometries.indices.contains(path.section), path.item >= 0,
      path.item < geometries[path.section].itemCount,
      geometries[path.section].slotsPerGroup > 0
    else { return nil }
    let geometry = geometries[path.section]
    let slot = geometry.slot(ofItem: path.item)
    guard geometry.rowStarts == nil, description(ofSection: path.section)?.list == nil,
      slot.isWidthEstimated
    else {
      return "its width is not estimated (only an item whose width is {\"estimated\": N} "
        + "sizes its width)"
    }
    if slot.isWidthGivenByItsGroup {
      return "its group gives its width (a horizontal group with count lays out that many "
        + "items of the width it gives them)"
    }
    return nil
  }
}
