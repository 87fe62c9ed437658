extension BatchUpdate {
  /// The batch that turns `before` into `after`, matching sections and items by id, as a
  /// diffable data source would send it; its `after` is `after`. The batch passes the
  /// engine's validation (UIKit's rules), and applying it to `before` moves every section and
  /// item to the place `after` gives it (see <doc:IdentityDiffing>).
  ///
  /// - Sections whose id is only in `before` are deleted, only in `after` inserted. Sections
  ///   in both stay, or move when they are not in the longest run that keeps its order
  ///   (weighted so that sections with item changes stay in place); a changed `version`
  ///   reloads a section.
  /// - Items are matched by id across all sections; items whose id is only in `before` are
  ///   deleted, only in `after` inserted. The others stay or move by Heckel's rule, as
  ///   DifferenceKit moves them: an item stays when it is the first of the items still
  ///   waiting in its old section, and moves otherwise. A changed `version` reloads an item.
  /// - Where UIKit cannot take a change in one batch, the engine uses deletes and inserts:
  ///   a moved item whose version changed, a reload whose adjusted index path is not the
  ///   item's place, a section with item changes that has to move, a reloaded section that
  ///   would land elsewhere, and items moving out of or into sections that are deleted,
  ///   inserted or reloaded.
  ///
  /// Every section needs an id, on both sides, and so does every item of a section that is
  /// in both; ids are unique on each side.
  ///
  /// - Parameters:
  ///   - before: The data before the update.
  ///   - after: The data after the update.
  ///   - anchor: What keeps its place on screen through the update.
  ///   - insertedSectionsSlideFrom: The edge inserted sections slide in from, if they slide.
  ///   - animation: How the update animates.
  /// - Throws: A section or item without an id, or an id used twice on one side.
  /// - Complexity: O(S log S) for S sections, O(N) for N items (hashing each id once), plus
  ///   O(U log U) for the U operations the engine validates.
  public init(
    from before: [LayoutSection], to after: [LayoutSection], anchor: UpdateAnchor = .automatic,
    insertedSectionsSlideFrom: SlideEdge? = nil, animation: UpdateAnimation = UpdateAnimation()
  ) throws(IdentityError) {
    var diff = try IdentityDiff(before: before, after: after)
    diff.decideSections()
    diff.decideItems()
    self = diff.batch()
    self.anchor = anchor
    self.insertedSectionsSlideFrom = insertedSectionsSlideFrom
    self.animation = animation
  }
}

/// The identity diff of two lists of sections: the matches, then the decisions that make a
/// valid batch of them. Items are numbered flat, section after section.
struct IdentityDiff {
  /// The sections before.
  let before: [LayoutSection]
  /// The sections after.
  let after: [LayoutSection]
  /// The items of each section before (empty for a count of 0).
  let oldItems: [ItemList]
  /// The items of each section after.
  let newItems: [ItemList]
  /// For each old section, the matching new section, or -1.
  var newSectionOfOld: [Int]
  /// For each new section, the matching old section, or -1.
  var oldSectionOfNew: [Int]
  /// The flat number of each old section's first item; one more entry, the item count.
  var oldStarts: [Int]
  /// The flat number of each new section's first item; one more entry, the item count.
  var newStarts: [Int]
  /// The section of each flat old item.
  var oldItemSection: [Int32]
  /// The section of each flat new item.
  var newItemSection: [Int32]
  /// For each flat old item, the flat new item with its id, or -1.
  var newOfOld: [Int32]
  /// For each flat new item, the flat old item with its id, or -1.
  var oldOfNew: [Int32]

  /// What becomes of each new section, by ``decideSections()``.
  var sectionChanges: [SectionChange] = []
  /// What becomes of each flat new item of a kept section, by ``decideItems()``.
  var itemChanges: [ItemChange] = []
  /// Flat old items of kept sections deleted for a move that cannot be one (a changed
  /// version, a reload that lands elsewhere).
  var forcedDeletes: [Bool] = []

  /// What becomes of a new section.
  enum SectionChange: Equatable {
    /// New: inserted.
    case inserted
    /// The old section stays in order; its items are diffed.
    case kept(Int)
    /// The old section moves here, unchanged.
    case moved(Int)
    /// The old section is reloaded here (a changed version).
    case reloaded(Int)
    /// The old section is deleted and this one inserted.
    case replaced(Int)

    /// The old section, if any.
    var old: Int? {
      switch self {
      case .inserted: return nil
      case .kept(let old), .moved(let old), .reloaded(let old), .replaced(let old): return old
      }
    }
  }

  /// What becomes of a new item of a kept section.
  enum ItemChange: UInt8 {
    /// It is the old item with its id, in its place: kept.
    case stays
    /// Inserted (new, or from a section whose items are not carried over).
    case inserted
    /// Moved from its old path.
    case moved
    /// Reloaded at its old path (its version changed).
    case reloaded
  }

  /// Matches the sections and items of `before` and `after` by id. Throws a missing id or a
  /// repeated one.
  init(before: [LayoutSection], after: [LayoutSection]) throws(IdentityError) {
    self.before = before
    self.after = after
    oldItems = before.map(IdentityDiff.listedItems)
    newItems = after.map(IdentityDiff.listedItems)
    (newSectionOfOld, oldSectionOfNew) = try IdentityDiff.matchSections(before, after)
    oldStarts = IdentityDiff.starts(oldItems)
    newStarts = IdentityDiff.starts(newItems)
    oldItemSection = IdentityDiff.sectionNumbers(oldItems)
    newItemSection = IdentityDiff.sectionNumbers(newItems)
    newOfOld = Array(repeating: -1, count: oldItemSection.count)
    oldOfNew = Array(repeating: -1, count: newItemSection.count)
    try checkCounts()
    try matchItems()
  }

  /// The items of a section listed one by one; none for a count (a count above 0 is
  /// reported when the section needs ids).
  private static func listedItems(_ section: LayoutSection) -> ItemList {
    if case .list(let items) = section.items { return items }
    return []
  }

  private static func starts(_ items: [ItemList]) -> [Int] {
    var starts: [Int] = []
    starts.reserveCapacity(items.count + 1)
    var total = 0
    for list in items {
      starts.append(total)
      total += list.count
    }
    starts.append(total)
    return starts
  }

  private static func sectionNumbers(_ items: [ItemList]) -> [Int32] {
    var numbers: [Int32] = []
    numbers.reserveCapacity(items.reduce(0) { $0 + $1.count })
    for (section, list) in items.enumerated() {
      numbers.append(
        contentsOf: repeatElement(Int32(truncatingIfNeeded: section), count: list.count))
    }
    return numbers
  }

  /// Sections by id: every section needs one, unique on its side.
  private static func matchSections(_ before: [LayoutSection], _ after: [LayoutSection])
    throws(IdentityError) -> ([Int], [Int])
  {
    var oldIndexes: [String: Int] = [:]
    oldIndexes.reserveCapacity(before.count)
    for (index, section) in before.enumerated() {
      guard let id = section.id else {
        throw IdentityError(side: .before, problem: .sectionWithoutID(section: index))
      }
      if let first = oldIndexes.updateValue(index, forKey: id) {
        throw IdentityError(
          side: .before, problem: .duplicateSectionID(id, section: index, first: first))
      }
    }
    var newSectionOfOld = Array(repeating: -1, count: before.count)
    var oldSectionOfNew = Array(repeating: -1, count: after.count)
    var newIndexes: [String: Int] = [:]
    newIndexes.reserveCapacity(after.count)
    for (index, section) in after.enumerated() {
      guard let id = section.id else {
        throw IdentityError(side: .after, problem: .sectionWithoutID(section: index))
      }
      if let first = newIndexes.updateValue(index, forKey: id) {
        throw IdentityError(
          side: .after, problem: .duplicateSectionID(id, section: index, first: first))
      }
      if let old = oldIndexes[id] {
        newSectionOfOld[old] = index
        oldSectionOfNew[index] = old
      }
    }
    return (newSectionOfOld, oldSectionOfNew)
  }

  /// The path before of flat old item `flat`.
  func oldPath(_ flat: Int) -> ItemPath {
    let section = Int(oldItemSection[flat])
    return ItemPath(section: section, item: flat - oldStarts[section])
  }

  /// The path after of flat new item `flat`.
  func newPath(_ flat: Int) -> ItemPath {
    let section = Int(newItemSection[flat])
    return ItemPath(section: section, item: flat - newStarts[section])
  }
}
