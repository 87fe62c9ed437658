/// What an update whose data after it was derived from its operations (a batch without
/// `after`) knows of the new sections: which of them are their old sections as they were, so
/// that a layout of the new data need not compare, validate or lay them out again.
///
/// ```
///  before   s0  s1  s2  s3  s4        delete an item of s1, insert section 3
///  after    s0  s1' s2  N   s3  s4    rebuilt = [1, 3]: s1' rebuilt, N inserted
///                                     every other new section is its old one, unchanged
/// ```
///
/// The record holds both arrays (shared with the caller's, nothing copied), so that a layout
/// can tell that it is asked about these very arrays: an array is compared by the identity of
/// its storage, which no other array can take while the record keeps it alive, and which any
/// change to a copy of it leaves behind (the change copies the storage).
///
/// Bookkeeping only: two records are always equal, so that the mapping that holds one
/// compares and hashes by its maps and lists as before. The record of a batch that gave
/// `after` (``none``) describes no arrays.
struct SectionDerivation: Hashable, Sendable {
  /// The sections before the update.
  private let before: [LayoutSection]
  /// The sections after the update, as derived.
  private let after: [LayoutSection]
  /// The new sections that are not copies of their old sections (inserted, or whose items
  /// were rebuilt), ascending, each once.
  let rebuilt: [Int]
  /// Which items of the rebuilt `.list` sections are carried from `before` and which are new,
  /// read while they were rebuilt; `nil` when not read then
  /// (``UpdateMapping/derivedItems(before:)`` walks the runs again). Held as long as the
  /// mapping: 24 bytes a run of survivors and 16 a range of new items, a few hundred bytes for
  /// a user's edit, about 7 MB for a tenth of 1,000,000 items deleted and a tenth inserted
  /// (about 200,000 runs), next to the 72 MB of the items that batch copies.
  let items: UpdateMapping.DerivedItems?
  /// Whether this records a derivation (`false` for ``none``).
  let isRecorded: Bool

  /// No derivation: the data after the update was given. Describes no arrays.
  static let none = SectionDerivation()

  private init() {
    before = []
    after = []
    rebuilt = []
    items = nil
    isRecorded = false
  }

  /// Records that `after`, derived from `before`, holds every new section's old section
  /// unchanged but those of `rebuilt` (ascending), and, when known, which of their listed
  /// items are carried and which are new (`items`).
  init(
    before: [LayoutSection], after: [LayoutSection], rebuilt: [Int],
    items: UpdateMapping.DerivedItems? = nil
  ) {
    self.before = before
    self.after = after
    self.rebuilt = rebuilt
    self.items = items
    isRecorded = true
  }

  /// Whether `before` and `after` are the very arrays this record describes (the same
  /// storage), so that its ``rebuilt`` list holds for them. O(1).
  func describes(before: [LayoutSection], after: [LayoutSection]) -> Bool {
    isRecorded && before.sharesStorage(with: self.before) && after.sharesStorage(with: self.after)
  }

  static func == (lhs: SectionDerivation, rhs: SectionDerivation) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}
