import CollectionLayoutCore

/// The overview of a frames entry: the frame of every section, so that a player can draw the
/// whole layout at map scale while the entry lists only the visible elements (see
/// ``FrameStep/sections``). O(sections) per entry, and O(1) past
/// ``Limits/maximumOverviewSectionCount`` sections.
extension FramesPlayer {
  /// The frame of every section of the layout, in section order; `nil` when the output lists
  /// every element (the entry draws the whole layout already), when the layout has no section
  /// or more than ``Limits/maximumOverviewSectionCount``, or when it has no frame for one of
  /// them (``CollectionViewLayout/frame(ofSection:)`` is `nil`).
  func sectionOverview() -> [LayoutRect]? {
    guard output.elements == .visible else { return nil }
    let count = layout.sections.count
    guard count > 0, count <= Limits.maximumOverviewSectionCount else { return nil }
    var frames: [LayoutRect] = []
    frames.reserveCapacity(count)
    for section in 0..<count {
      guard let frame = layout.frame(ofSection: section) else { return nil }
      frames.append(frame)
    }
    return frames
  }

  /// The overview to write in the next entry: ``sectionOverview()`` when it differs from the
  /// last one written (recorded as written), `nil` when it is the same or there is none.
  mutating func changedOverview() -> [LayoutRect]? {
    guard let overview = sectionOverview(), overview != writtenOverview else { return nil }
    writtenOverview = overview
    return overview
  }
}
