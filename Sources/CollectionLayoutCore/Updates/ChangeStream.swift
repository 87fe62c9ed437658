/// How a stream of change records ended (see ``LayoutUpdate/forEachChange(for:limit:_:)``).
package enum ChangeStreamEnd: Equatable, Sendable {
  /// Every record was handed over; `count` of them.
  case completed(count: Int)
  /// There are more than the limit's records: none past it was handed over.
  case overLimit
  /// The receiver returned `false`.
  case stopped
}

/// Producing the change records of an update one at a time, in order, without holding them:
/// what ``changes(for:)`` collects and what a writer writes as they come.
///
/// The records come in ``ElementChange/id`` order as the merge of two ordered runs:
///
/// ```
///  old side, old-id order:  d1 ........ d2 ............   the deleted records (kept aside)
///  new side, new-id order:  n1  n2  n3  n4  n5  n6  ...   one record per element of the new
///                                                          listing (streamed from the layout)
///  merged, by id:           d1 n1 n2 n3 d2 n4 n5 n6 ...   a deleted record first on a tie
/// ```
///
/// A record that is not deleted is named by its new id (``ElementChange/id`` is `after`), and
/// the correspondence is a bijection: the old element a new element was is found from the new
/// side (``newID(forOld:)`` and ``oldID(forNew:)`` agree), so only the deleted records and,
/// with the output mode "visible", the records of old visible elements whose counterparts are
/// not visible after the update (few, as everything the visible mode lists) are held before
/// they are handed over. With every element listed, each surviving old element's counterpart
/// is in the new listing: what is held is the deleted records alone.
extension LayoutUpdate {
  /// Calls `body` with each record of ``changes(for:)``, in the same order, until it returns
  /// `false`, without holding the records: O(deleted records) of memory with
  /// ``OutputMode/all``, whatever the number of elements.
  ///
  /// - Parameters:
  ///   - mode: Which elements have records: those on screen before or after the update, or
  ///     every element of either layout.
  ///   - body: Called with each record in turn; returns `false` to stop.
  public func forEachChange(for mode: OutputMode, _ body: (ElementChange) -> Bool) {
    _ = forEachChange(for: mode, limit: .max) { record, _ in body(record) }
  }

  /// ``forEachChange(for:_:)`` with each record's position among the records, stopping at
  /// `limit` records: ``ChangeStreamEnd/overLimit`` before any record when either layout can
  /// tell it lists more than `limit` elements (``CollectionViewLayout/elementCountBound(in:)``),
  /// else once the record past `limit` is made, without handing it over.
  package func forEachChange(
    for mode: OutputMode, limit: Int, _ body: (ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd {
    let oldRect: LayoutRect? = mode == .visible ? oldLayout.visibleRect(at: oldContentOffset) : nil
    let newRect: LayoutRect? =
      mode == .visible ? newLayout.visibleRect(at: targetContentOffset) : nil
    // Refused before listing when a layout can tell it would list too many.
    if let bound = oldLayout.elementCountBound(in: oldRect), bound > limit { return .overLimit }
    if let bound = newLayout.elementCountBound(in: newRect), bound > limit { return .overLimit }
    // One pin pass per layout: every record's attributes are taken at one of two offsets.
    let oldPins = oldLayout.pinPass(at: oldContentOffset)
    let newPins = newLayout.pinPass(at: targetContentOffset)

    // The old side: the deleted records, in old-id order, and with the visible mode the
    // records of the old visible elements that survive (by new id once sorted).
    var deleted: [ElementChange] = []
    var claimed: [ElementChange] = []
    var oldCount = 0
    oldLayout.forEachElement(in: oldRect, pins: oldPins) { old in
      oldCount += 1
      guard oldCount <= limit else { return false }
      if let newID = correspondence.newID(forOld: old.id),
        let new = newLayout.attributes(for: newID, pins: newPins)
      {
        if mode == .visible {
          claimed.append(
            ElementChange(
              change: classify(old: old.id), before: old.id, after: newID, initial: old,
              final: new))
        }
      } else {
        deleted.append(
          ElementChange(
            change: .deleted, before: old.id, after: nil, initial: old, final: disappearing(old)))
      }
      return true
    }
    // Each element of the old listing has a record.
    guard oldCount <= limit else { return .overLimit }
    claimed.sort { $0.id < $1.id }

    var count = 0
    var end: ChangeStreamEnd?
    var nextDeleted = 0
    var nextClaimed = 0
    /// Hands `record` over; `false` when the stream ends there.
    func hand(_ record: ElementChange) -> Bool {
      guard count < limit else {
        end = .overLimit
        return false
      }
      guard body(record, count) else {
        end = .stopped
        return false
      }
      count += 1
      return true
    }
    /// Hands over the held records that come before a new-side record with id `id` (all of
    /// them when `nil`): the deleted ones up to `id` inclusive, the claimed ones before it.
    func handHeld(before id: ElementID?) -> Bool {
      while true {
        let deletedID = nextDeleted < deleted.count ? deleted[nextDeleted].id : nil
        let claimedID = nextClaimed < claimed.count ? claimed[nextClaimed].id : nil
        if let deletedID, id.map({ !($0 < deletedID) }) ?? true,
          claimedID.map({ !($0 < deletedID) }) ?? true
        {
          guard hand(deleted[nextDeleted]) else { return false }
          nextDeleted += 1
        } else if let claimedID, id.map({ claimedID < $0 }) ?? true {
          guard hand(claimed[nextClaimed]) else { return false }
          nextClaimed += 1
        } else {
          return true
        }
      }
    }

    // The new side, merged with what is held.
    newLayout.forEachElement(in: newRect, pins: newPins) { new in
      guard handHeld(before: new.id) else { return false }
      if nextClaimed < claimed.count, claimed[nextClaimed].id == new.id {
        nextClaimed += 1
        return hand(claimed[nextClaimed - 1])
      }
      // With every element listed, the record of an old element that survives; with the
      // visible mode, of one that was not visible (the visible ones are claimed).
      if let oldID = correspondence.oldID(forNew: new.id),
        let old = oldLayout.attributes(for: oldID, pins: oldPins)
      {
        return hand(
          ElementChange(
            change: classify(old: oldID), before: oldID, after: new.id, initial: old, final: new))
      }
      let reloaded =
        newLayout.owner(of: new.id)?.section.map(mapping.isReloaded(newSection:)) ?? false
      return hand(
        ElementChange(
          change: reloaded ? .reloaded : .inserted, before: nil, after: new.id,
          initial: appearing(new), final: new))
    }
    if let end { return end }
    guard handHeld(before: nil) else { return end ?? .stopped }
    return .completed(count: count)
  }
}
