/// A record that an array of sections passed ``RangeChecker/checkSections(_:at:checking:)``
/// with no problem: the batch's `after`, which ``LayoutUpdate`` checks (located under
/// `update.after`) before it builds the update's mapping, so that the layout of the data after
/// the update need not check the same values again.
///
/// The record holds the array (shared with the caller's, nothing copied), so that a layout can
/// tell that it is asked about this very array: an array is compared by the identity of its
/// storage, which no other array can take while the record keeps it alive, and which any
/// change to a copy of it leaves behind (the change copies the storage). A mapping whose
/// ``UpdateMapping/sectionsAfter`` is changed after the fact is checked again.
///
/// Bookkeeping only, as ``SectionDerivation``: two records are always equal, so that the
/// mapping that holds one compares and hashes by its maps and lists as before.
struct CheckedSectionsRecord: Hashable, Sendable {
  /// The sections checked; `nil` for ``none``.
  private let sections: [LayoutSection]?
  /// Whether every listed item of the sections has a height or an aspect ratio (`false`
  /// for ``none``).
  let listedItemsHaveHeights: Bool
  /// The index of the sections' item ids, when the check kept it
  /// (``RangeChecker/recordsItemIDIndex``): the layout of the sections takes it, so that the
  /// next update need not search every id again to build it.
  let itemIDs: ItemIDIndex?

  /// No record: nothing is known to be checked.
  static let none = CheckedSectionsRecord(
    sections: nil, listedItemsHaveHeights: false, itemIDs: nil)

  private init(sections: [LayoutSection]?, listedItemsHaveHeights: Bool, itemIDs: ItemIDIndex?) {
    self.sections = sections
    self.listedItemsHaveHeights = listedItemsHaveHeights
    self.itemIDs = itemIDs
  }

  /// Records that `sections` passed ``RangeChecker/checkSections(_:at:checking:)``, whether
  /// every listed item of theirs has a height or an aspect ratio
  /// (``RangeChecker/listedItemsHaveHeights``), and the index of their item ids when kept.
  init(checked sections: [LayoutSection], listedItemsHaveHeights: Bool, itemIDs: ItemIDIndex?) {
    self.init(
      sections: sections, listedItemsHaveHeights: listedItemsHaveHeights, itemIDs: itemIDs)
  }

  /// Whether `sections` is the very array recorded (the same storage). O(1).
  func describes(_ sections: [LayoutSection]) -> Bool {
    self.sections.map { sections.sharesStorage(with: $0) } ?? false
  }

  static func == (lhs: CheckedSectionsRecord, rhs: CheckedSectionsRecord) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}

extension Array {
  /// Whether this array and `other` are one storage: the same count and the same first
  /// element's address (two empty arrays always are). O(1).
  func sharesStorage(with other: [Element]) -> Bool {
    guard count == other.count else { return false }
    if isEmpty { return true }
    return withUnsafeBufferPointer { first in
      other.withUnsafeBufferPointer { second in first.baseAddress == second.baseAddress }
    }
  }
}
