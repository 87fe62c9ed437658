/// What a grid layout knows of its sections so that an update can skip work: whether some
/// section places its masonry items stably, whether some section may have an id, the index of
/// its items' ids. Hints, not
/// part of the layout's value: two layouts of the same data are equal, and hash alike, whatever
/// their hints (a layout reached by updates may keep `mayHaveSectionIDs` after the last section
/// with an id left, where a fresh layout of the same data has it `false`). A hint may only err
/// on the side of more work: `true` when unsure.
struct LayoutHints: Hashable, Sendable {
  /// Whether some section is laid out in masonry columns with stable placement.
  let hasStableMasonrySections: Bool
  /// Whether some section may have an id (`false`: none has).
  let mayHaveSectionIDs: Bool
  /// The index of the items' ids, given by the update that made the layout or built at the
  /// first update from it: what lets an update check the ids of the data after it without
  /// reading them all (``UpdateMapping/itemIDIndexAfter(updating:before:derived:)``).
  let itemIDs: ItemIDIndexCache

  /// Always `true`: hints are not part of a layout's value.
  static func == (lhs: LayoutHints, rhs: LayoutHints) -> Bool { true }

  /// Adds nothing, as ``==(_:_:)`` compares nothing.
  func hash(into hasher: inout Hasher) {}
}
