/// A group's own anchored supplementaries (its `supplementaryItems`): element `KIND/S/G`,
/// anchored to group `G` of section `S` as an item's are to the item, owned by the section.
extension CompositionalLayout {
  /// Appends to `buckets` group `group`'s own anchored supplementaries that meet `rect` (every
  /// one for `nil`), the group laid out as `template` at `origin` in section `section`.
  func appendGroupSupplementaries(
    of template: GroupTemplate, group: Int, section: Int, origin: LayoutPoint,
    in rect: LayoutRect?, to buckets: inout ElementBuckets
  ) {
    for (index, kind) in template.groupSupplementaryKinds.enumerated() {
      let frame = template.groupSupplementaryFrames[index].offsetBy(dx: origin.x, dy: origin.y)
      if let rect, !frame.intersects(rect) { continue }
      // The kind was checked not to be built in: any two indexes make a valid id.
      buckets.append(
        LayoutAttributes(
          id: ElementID(kind: kind, section, group), frame: frame, zIndex: Self.anchoredZIndex))
    }
  }

  /// The attributes of `id` when it names a group's own anchored supplementary of the section
  /// laid out as `geometry` (`KIND/S/G`, G below the section's group count); `nil` otherwise.
  func groupSupplementaryAttributes(
    for id: ElementID, of geometry: CompositionalSectionGeometry
  ) -> LayoutAttributes? {
    guard id.indexes.count == 2,
      let index = geometry.template.groupSupplementaryKinds.firstIndex(of: id.kind)
    else { return nil }
    let group = id.indexes[1]
    guard group >= 0, group < geometry.groupCount else { return nil }
    return LayoutAttributes(
      id: id, frame: geometry.frame(ofGroupSupplementary: index, ofGroup: group),
      zIndex: Self.anchoredZIndex)
  }
}
