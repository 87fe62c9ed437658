/// A group's own anchored supplementaries (its `supplementaryItems`): element `KIND/S/G`,
/// anchored to group `G` of section `S` as an item's are to the item, owned by the section.
extension CompositionalLayout {
  /// Calls `body` with the attributes of each of the groups' own supplementaries of `kind` in
  /// the section laid out as `geometry` (section `section`), group by group, whose group
  /// may meet `search` (every group for `nil`) and whose frame meets `rect` (every one for
  /// `nil`), until `body` returns `false` (then returns `false`). O(groups searched).
  func forEachGroupSupplementary(
    of kind: ElementKind, in geometry: CompositionalSectionGeometry, section: Int,
    meeting rect: LayoutRect?, searching search: LayoutRect?,
    _ body: (LayoutAttributes) -> Bool
  ) -> Bool {
    for group in geometry.groups(meeting: search) {
      let template = geometry.template(ofGroup: group)
      let origin = geometry.origin(ofGroup: group)
      for (index, groupKind) in template.groupSupplementaryKinds.enumerated()
      where groupKind == kind {
        let frame = template.groupSupplementaryFrames[index].offsetBy(dx: origin.x, dy: origin.y)
        if let rect, !frame.intersects(rect) { continue }
        // The kind was checked not to be built in: any two indexes make a valid id.
        let attributes = LayoutAttributes(
          id: ElementID(kind: kind, section, group), frame: frame, zIndex: Self.anchoredZIndex)
        guard body(attributes) else { return false }
      }
    }
    return true
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
