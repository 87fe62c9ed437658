/// Every message a batch update can fail with, in one place.
///
/// UIKit's texts are UICollectionView's classic ones, word for word, with one space after
/// periods, index paths printed as `{length = 2, path = 0 - 1}` without the object address,
/// and without the trailing `Collection view: <…>` that recent releases append. A section
/// printed as an index path has the item 9223372036854775807 (`NSNotFound`), as in UIKit.
///
/// The engine's own texts cover what UIKit leaves undefined or does not report: duplicate
/// deletes, inserts and reloads, a section move to a section that does not exist, item
/// operations inside a section that moves in the same update, and data beyond ``Limits``.
extension BatchUpdateError {
  // MARK: Counts (UIKit)

  /// The number of sections after the update disagrees with the operations.
  static func sectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> Self {
    Self(
      message: "Invalid update: invalid number of sections. The number of sections contained "
        + "in the collection view after the update (\(after)) must be equal to the number of "
        + "sections contained in the collection view before the update (\(before)), plus or "
        + "minus the number of sections inserted or deleted (\(inserted) inserted, "
        + "\(deleted) deleted).")
  }

  /// The number of items of the section at `section` (after the update) disagrees with the
  /// operations.
  static func itemCount(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
    movedOut: Int
  ) -> Self {
    Self(
      message: "Invalid update: invalid number of items in section \(section). The number of "
        + "items contained in an existing section after the update (\(after)) must be equal "
        + "to the number of items contained in that section before the update (\(before)), "
        + "plus or minus the number of items inserted or deleted from that section "
        + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items "
        + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
  }

  /// The operations remove more items from the section at `section` (after the update) than
  /// it holds.
  static func negativeItemCount(section: Int) -> Self {
    Self(
      message: "Invalid update: invalid number of items in section \(section). Attempt to "
        + "delete more items than exist in section.")
  }

  // MARK: Deletes and reloads (UIKit)

  /// A delete (or the delete half of a reload) beyond the items of its section.
  static func deleteItemBeyondItems(_ path: ItemPath, count: Int) -> Self {
    Self(
      message: "attempt to delete item \(path.item) from section \(path.section) which only "
        + "contains \(count) items before the update")
  }

  /// A delete (or the delete half of a reload) in a section that does not exist.
  static func deleteItemBeyondSections(_ path: ItemPath, sectionCount: Int) -> Self {
    Self(
      message: "attempt to delete item \(path.item) from section \(path.section), but there "
        + "are only \(sectionCount) sections before the update")
  }

  /// A section delete (or the delete half of a section reload) beyond the sections.
  static func deleteSectionBeyondSections(_ section: Int, sectionCount: Int) -> Self {
    Self(
      message: "attempt to delete section \(section), but there are only \(sectionCount) "
        + "sections before the update")
  }

  /// An item or a section both deleted and reloaded; a section prints as an index path whose
  /// item is `NSNotFound`.
  static func deleteAndReload(_ path: ItemPath) -> Self {
    Self(message: "attempt to delete and reload the same index path (\(path))")
  }

  /// An item both deleted (or reloaded) and moved.
  static func deleteAndMove(_ path: ItemPath) -> Self {
    Self(message: "attempt to perform a delete and a move from the same index path (\(path))")
  }

  /// A section both deleted (or reloaded) and moved.
  static func deleteAndMoveSection(_ section: Int) -> Self {
    Self(message: "attempt to perform a delete and a move from the same section (\(section))")
  }

  // MARK: Inserts (UIKit)

  /// An insert (or the insert half of a reload) beyond the items of its section after the
  /// update.
  static func insertItemBeyondItems(_ path: ItemPath, count: Int) -> Self {
    Self(
      message: "attempt to insert item \(path.item) into section \(path.section), but there "
        + "are only \(count) items in section \(path.section) after the update")
  }

  /// An insert in a section that does not exist after the update.
  static func insertItemBeyondSections(_ path: ItemPath, sectionCount: Int) -> Self {
    Self(
      message: "attempt to insert item \(path.item) into section \(path.section), but there "
        + "are only \(sectionCount) sections after the update")
  }

  /// A section insert beyond the sections after the update (UIKit's text has no comma).
  static func insertSectionBeyondSections(_ section: Int, sectionCount: Int) -> Self {
    Self(
      message: "attempt to insert section \(section) but there are only \(sectionCount) "
        + "sections after the update")
  }

  /// An item inserted (or reloaded into) where an item is moved to.
  static func insertAndMove(_ path: ItemPath) -> Self {
    Self(message: "attempt to perform an insert and a move to the same index path (\(path))")
  }

  /// A section inserted (or reloaded into) where a section is moved to.
  static func insertAndMoveSection(_ section: Int) -> Self {
    Self(message: "attempt to perform an insert and a move to the same section (\(section))")
  }

  // MARK: Moves (UIKit)

  /// An item moved out of a section deleted or reloaded in the same update.
  static func moveFromDeletedSection(_ section: Int) -> Self {
    Self(message: "cannot move an item from a deleted section (\(section))")
  }

  /// An item moved into a section inserted or reloaded in the same update.
  static func moveIntoInsertedSection(_ section: Int) -> Self {
    Self(message: "cannot move an item into a newly inserted section (\(section))")
  }

  /// A section move from a section that does not exist.
  static func moveSectionBeyondSections(_ section: Int, sectionCount: Int) -> Self {
    Self(
      message: "attempt to move section \(section), but there are only \(sectionCount) "
        + "sections before the update")
  }

  /// An item move from a section that does not exist.
  static func moveFromMissingSection(_ path: ItemPath, sectionCount: Int) -> Self {
    Self(
      message: "attempt to move index path (\(path)) from a section that does not exist - "
        + "there are only \(sectionCount) sections before the update")
  }

  /// An item move from an item that does not exist.
  static func moveFromMissingItem(_ path: ItemPath, count: Int) -> Self {
    Self(
      message: "attempt to move index path (\(path)) that does not exist - there are only "
        + "\(count) items in section \(path.section) before the update")
  }

  /// An item move to a section that does not exist after the update.
  static func moveToMissingSection(_ move: ItemMove, sectionCount: Int) -> Self {
    Self(
      message: "attempt to move index path (\(move.from)) to index path (\(move.to)) in "
        + "section that does not exist - there are only \(sectionCount) sections after the "
        + "update")
  }

  /// An item move beyond the items of its destination section after the update.
  static func moveToMissingItem(_ move: ItemMove, count: Int) -> Self {
    Self(
      message: "attempt to move index path (\(move.from)) to index path (\(move.to)) that "
        + "does not exist - there are only \(count) items in section \(move.to.section) after "
        + "the update")
  }

  /// One item moved to two places.
  static func moveItemToBoth(_ from: ItemPath, first: ItemPath, second: ItemPath) -> Self {
    Self(message: "attempt to move item at index path \(from) to both \(first) and \(second)")
  }

  /// Two items moved to one place.
  static func moveBothItems(first: ItemPath, second: ItemPath, to: ItemPath) -> Self {
    Self(message: "attempt to move both item at index path \(first) and \(second) to \(to)")
  }

  /// One section moved to two places.
  static func moveSectionToBoth(_ from: Int, first: Int, second: Int) -> Self {
    Self(message: "attempt to move section \(from) to both section \(first) and section \(second)")
  }

  /// Two sections moved to one place.
  static func moveBothSections(first: Int, second: Int, to: Int) -> Self {
    Self(message: "attempt to move both section \(first) and section \(second) to section \(to)")
  }

  // MARK: The engine's own

  /// A section move to a section that does not exist after the update (UIKit's text for this
  /// case is not known).
  static func moveSectionToMissingSection(_ move: SectionMove, sectionCount: Int) -> Self {
    Self(
      message: "attempt to move section \(move.from) to section \(move.to), but there are only "
        + "\(sectionCount) sections after the update")
  }

  /// More sections before the update than ``Limits`` allow.
  static func tooManySections(_ count: Int) -> Self {
    Self(
      message: "cannot apply an update to \(count) sections; at most "
        + "\(Limits.maximumSectionCount) are supported")
  }

  /// More items before the update than ``Limits`` allow.
  static func tooManyItems(_ count: SaturatingCount) -> Self {
    Self(
      message: "cannot apply an update to \(count) items; at most \(Limits.maximumItemCount) "
        + "are supported")
  }

  /// More sections after the update than ``Limits`` allow.
  static func tooManySectionsAfterUpdate(_ count: Int) -> Self {
    Self(
      message: "the update would leave \(count) sections; at most "
        + "\(Limits.maximumSectionCount) are supported")
  }

  /// More items after the update than ``Limits`` allow.
  static func tooManyItemsAfterUpdate(_ count: SaturatingCount) -> Self {
    Self(
      message: "the update would leave \(count) items; at most \(Limits.maximumItemCount) "
        + "are supported")
  }

  /// The same item deleted twice.
  static func duplicateItemDelete(_ path: ItemPath) -> Self {
    Self(message: "attempt to delete the same index path twice (\(path))")
  }

  /// The same section deleted twice.
  static func duplicateSectionDelete(_ section: Int) -> Self {
    Self(message: "attempt to delete section \(section) twice")
  }

  /// The same item inserted twice.
  static func duplicateItemInsert(_ path: ItemPath) -> Self {
    Self(message: "attempt to insert the same index path twice (\(path))")
  }

  /// The same section inserted twice.
  static func duplicateSectionInsert(_ section: Int) -> Self {
    Self(message: "attempt to insert section \(section) twice")
  }

  /// The same item reloaded twice.
  static func duplicateItemReload(_ path: ItemPath) -> Self {
    Self(message: "attempt to reload the same index path twice (\(path))")
  }

  /// The same section reloaded twice.
  static func duplicateSectionReload(_ section: Int) -> Self {
    Self(message: "attempt to reload section \(section) twice")
  }

  /// The advice that ends every message about item operations in a moved section.
  private static let separateUpdateAdvice = "apply item changes in a separate update"

  /// An item deleted from a section that moves (old coordinates).
  static func deleteInMovedSection(_ path: ItemPath) -> Self {
    Self(
      message: "cannot delete item \(path.item) of section \(path.section): the section is "
        + "moved in the same update; \(separateUpdateAdvice)")
  }

  /// An item reloaded in a section that moves (old coordinates).
  static func reloadInMovedSection(_ path: ItemPath) -> Self {
    Self(
      message: "cannot reload item \(path.item) of section \(path.section): the section is "
        + "moved in the same update; \(separateUpdateAdvice)")
  }

  /// An item reloaded whose adjusted path (deletes and inserts only, as UIKit computes it)
  /// falls into the destination of a section move.
  static func reloadIntoMovedSection(_ reload: ItemMove) -> Self {
    Self(
      message: "cannot reload item \(reload.from.item) of section \(reload.from.section): its "
        + "adjusted index path \(reload.to) (shifted by deletes and inserts, not by moves) is "
        + "in section \(reload.to.section), which is moved in the same update; "
        + "\(separateUpdateAdvice)")
  }

  /// An item inserted into a section that moves (new coordinates).
  static func insertInMovedSection(_ path: ItemPath) -> Self {
    Self(
      message: "cannot insert item \(path.item) into section \(path.section): the section is "
        + "moved in the same update; \(separateUpdateAdvice)")
  }

  /// An item moved out of a section that moves.
  static func moveFromMovedSection(_ move: ItemMove) -> Self {
    Self(
      message: "cannot move item \(move.from.item) of section \(move.from.section) to item "
        + "\(move.to.item) of section \(move.to.section): the source section is moved in the "
        + "same update; \(separateUpdateAdvice)")
  }

  /// An item moved into a section that moves.
  static func moveIntoMovedSection(_ move: ItemMove) -> Self {
    Self(
      message: "cannot move item \(move.from.item) of section \(move.from.section) to item "
        + "\(move.to.item) of section \(move.to.section): the destination section is moved in "
        + "the same update; \(separateUpdateAdvice)")
  }
}

extension ItemPath {
  /// The path UIKit uses for a whole section: the item is `NSNotFound`
  /// (9223372036854775807).
  static func wholeSection(_ section: Int) -> ItemPath {
    ItemPath(section: section, item: Int.max)
  }
}
