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
  ///
  /// The elements are visited in place (``CollectionViewLayout/forEachElement(in:pins:_:)``)
  /// and their records made a chunk at a time (``changeChunkSize`` elements): the loops over
  /// a chunk run the layout's generic code once per chunk rather than once per element.
  ///
  /// Each record is handed over owned (`consuming`): a receiver that keeps it moves it where
  /// it goes, without a copy.
  ///
  /// A layout kind that conforms to ``SpecializedLayoutKind`` streams through its own copy
  /// of this code, compiled for it (a call from another module, such as the player's, reaches
  /// the generic entry point and is handed over here); any other kind runs the generic code.
  package func forEachChange(
    for mode: OutputMode, limit: Int, _ body: (consuming ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd {
    if let specialized = Layout.self as? any SpecializedLayoutKind.Type,
      let end = specialized.forEachChange(ifOwnKind: self, for: mode, limit: limit, body)
    {
      return end
    }
    return streamChanges(for: mode, limit: limit, body)
  }

  /// The generic code of ``forEachChange(for:limit:_:)``: what a
  /// ``SpecializedLayoutKind`` conformance calls with its own layout type, so that the
  /// optimiser compiles a copy for it.
  package func streamChanges(
    for mode: OutputMode, limit: Int, _ body: (consuming ElementChange, Int) -> Bool
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
    if let oldRect, let newRect {
      return streamVisibleChanges(
        oldRect: oldRect, newRect: newRect, oldPins: oldPins, newPins: newPins, limit: limit,
        body)
    }
    // Every element listed (the visible mode returned above): each surviving old element's
    // counterpart is in the new listing, whose record it is, so nothing is claimed.
    // The per-element closures reach the update and the pins through their address: captured
    // as values, the specialised copies copy them (the update holds four layouts) into every
    // call, about 500 instructions a record. The update is lent too, not copied into the sides.
    return LentValue.lend(self) { update in
      let sides = ChangeSides(update: update, oldPins: oldPins, newPins: newPins)
      return LentValue.lend(sides) { sides in
        var merge = ChangeMerge(limit: limit, defersFinals: false)
        // Room for a screenful first, grown to a whole chunk only by a listing that long. A
        // whole chunk reserved at every call (about 100 KB) was fresh memory each time: glibc
        // gives the top of its heap back to the system when it is freed, and the next update
        // faulted its pages in again (about 9 page faults, some 40 µs, an update at 10,000
        // items).
        var chunk: [LayoutAttributes] = []
        chunk.reserveCapacity(Self.firstChunkCapacity)

        // The old side: what is held. Each element of the old listing has a record.
        var oldCount = 0
        oldLayout.forEachElement(in: oldRect, pins: oldPins) { old in
          oldCount += 1
          guard oldCount <= limit else { return false }
          chunk.append(old)
          if chunk.count == Self.changeChunkSize {
            sides.withValue { sides in
              sides.update.withValue {
                $0.holdOldSide(chunk, claiming: false, newPins: sides.newPins, into: &merge)
              }
            }
            chunk.removeAll(keepingCapacity: true)
          }
          return true
        }
        guard oldCount <= limit else { return .overLimit }
        holdOldSide(chunk, claiming: false, newPins: newPins, into: &merge)
        chunk.removeAll(keepingCapacity: true)
        merge.orderClaimed()

        // The new side, merged with what is held.
        newLayout.forEachElement(in: newRect, pins: newPins) { new in
          chunk.append(new)
          guard chunk.count == Self.changeChunkSize else { return true }
          let goesOn = sides.withValue { sides in
            sides.update.withValue {
              $0.handNewSide(
                chunk, oldPins: sides.oldPins, newPins: sides.newPins, into: &merge, body)
            }
          }
          chunk.removeAll(keepingCapacity: true)
          return goesOn
        }
        if merge.end == nil,
          handNewSide(chunk, oldPins: oldPins, newPins: newPins, into: &merge, body)
        {
          // Nothing claimed: no final attributes to look up, only deleted records held.
          _ = merge.handHeld(before: nil, body)
        }
        return merge.end ?? .completed(count: merge.count)
      }
    }
  }

  /// ``streamChanges(for:limit:_:)`` with the visible mode: the elements on screen before and
  /// after are few, so each side is listed whole (``CollectionViewLayout/elements(in:pins:limit:)``,
  /// which a layout may write in place, the grid does) and its records made in one pass,
  /// rather than visited one element at a time through a closure and copied into chunks. The
  /// same records in the same order: the chunks of the general path are consecutive runs of
  /// the same listing. Either listing stops past `limit` elements, where the stream ends over
  /// its limit (each element of either side has a record).
  private func streamVisibleChanges(
    oldRect: LayoutRect, newRect: LayoutRect, oldPins: Layout.PinPass,
    newPins: Layout.PinPass, limit: Int, _ body: (consuming ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd {
    var merge = ChangeMerge(limit: limit, defersFinals: Layout.listsTheAttributesItLooksUp)
    // The old listing is kept by the merge, whose claims name its elements (their initial
    // attributes are copied once, into the records handed over); the scope below ends the
    // listing's other reference. Alive with the new listing it takes less room than the
    // records the merge held before (about 420 bytes each, where a listed element is about
    // 200 and a claim 24) for a kind that lists the attributes it looks up (the grid), about
    // as much for another kind (whose claims' final attributes are looked up and held too):
    // more at once took the heap's top past the allocator's trim threshold, and every update
    // then faulted its pages in again (one page fault a call at 10,000 items, a quarter of the
    // update's time).
    do {
      let old = oldLayout.elements(in: oldRect, pins: oldPins, limit: limit)
      guard old.count <= limit else { return .overLimit }
      holdOldSide(old, claiming: true, newPins: newPins, into: &merge)
    }
    merge.orderClaimed()
    let new = newLayout.elements(in: newRect, pins: newPins, limit: limit)
    if handNewSide(new, oldPins: oldPins, newPins: newPins, into: &merge, body) {
      if merge.defersFinals {
        lookUpFinals(before: nil, newPins: newPins, newLayout: newLayout, into: &merge)
      }
      _ = merge.handHeld(before: nil, body)
    }
    return merge.end ?? .completed(count: merge.count)
  }

  /// The number of elements whose records are made together: small enough to stay in the
  /// processor's cache (about 200 bytes each), large enough that a chunk's loop costs what
  /// its elements do.
  static var changeChunkSize: Int { 512 }

  /// The elements a chunk has room for before it grows: about a screenful of a dense grid.
  static var firstChunkCapacity: Int { 64 }

  /// Sets the final attributes of the claimed records of `merge` not handed over, with new ids
  /// below `id` (every one when `nil`), that the new side's listing did not give: looked up
  /// at the new pin pass. The listing is in id order, so a record before the element listed
  /// at `id` is one it does not list.
  private func lookUpFinals(
    before id: ElementID?, newPins: Layout.PinPass, newLayout: borrowing Layout,
    into merge: inout ChangeMerge
  ) {
    // The pin pass wrapped only once one is looked up (a copy of it each).
    guard var position = merge.nextAwaitingFinal(before: id) else { return }
    let pins: Layout.PinPass? = newPins
    while true {
      let final = newLayout.attributes(for: merge.claimedID(at: position), pins: pins)
      // The correspondence names only elements the new layout has.
      assert(final != nil, "a claimed element without attributes in the new layout")
      if let final { merge.setFinal(final, at: position) }
      guard let next = merge.nextAwaitingFinal(before: id) else { return }
      position = next
    }
  }

  /// Holds what `chunk`, old elements in old-id order, gives the old side: the deleted
  /// records, and with `claiming` a claim for each element that survives (`chunk` is then the
  /// whole old listing, which the merge keeps).
  private func holdOldSide(
    _ chunk: [LayoutAttributes], claiming: Bool, newPins: Layout.PinPass,
    into merge: inout ChangeMerge
  ) {
    holdOldSide(
      chunk, claiming: claiming, newPins: newPins, correspondence: correspondence,
      newLayout: correspondence.newLayout, into: &merge)
  }

  /// ``holdOldSide(_:claiming:newPins:into:)`` with the correspondence and the new layout
  /// borrowed: read in place for every element, where binding them to locals copies them (a
  /// retain of each of their references) and reading them through the update each time costs
  /// more an element.
  private func holdOldSide(
    _ chunk: [LayoutAttributes], claiming: Bool, newPins: Layout.PinPass,
    correspondence: borrowing ElementCorrespondence<Layout>, newLayout: borrowing Layout,
    into merge: inout ChangeMerge
  ) {
    // Wrapped once, not once per element (a copy of the pin pass each).
    let pins: Layout.PinPass? = newPins
    // The claims name the chunk's elements: it is the whole old listing (the visible mode).
    if claiming { merge.holdInitials(chunk) }
    // The items of a section come in ascending order: followed through one cursor, not
    // searched for each.
    var cursor = ItemMap.Cursor()
    // Read in place: an element is copied out of the chunk only into what is made of it.
    for index in chunk.indices {
      let oldID = chunk[index].id
      // Followed and, for an item, classified at once (one owner lookup, one cursor step).
      guard let followed = correspondence.newIDAndChange(forOld: oldID, cursor: &cursor) else {
        merge.deleted.append(deletedRecord(chunk[index]))
        continue
      }
      // The correspondence names only elements the new layout has
      // (``CollectionViewLayout/element(_:ownedBy:)``), so without claiming, where the record
      // is the new side's, the counterpart's attributes are not asked for.
      guard claiming else { continue }
      let newID = followed.newID
      if merge.defersFinals {
        // The final attributes come later: from the new side's listing, or looked up for an
        // element it does not list.
        merge.claim(followed.change ?? classify(old: oldID), initialAt: index, as: newID)
      } else if let new = newLayout.attributes(for: newID, pins: pins) {
        merge.claim(
          followed.change ?? classify(old: oldID), initialAt: index, final: consume new,
          as: newID)
      } else {
        merge.deleted.append(deletedRecord(chunk[index]))
      }
    }
  }

  /// The record of old element `old`, which has no counterpart in the new layout.
  private func deletedRecord(_ old: LayoutAttributes) -> ElementChange {
    ElementChange(
      change: .deleted, before: old.id, after: nil, initial: old, final: disappearing(old))
  }

  /// Hands over the records of `chunk`, new elements in new-id order, each after the held
  /// records that come before it; `false` when the stream ends.
  private func handNewSide(
    _ chunk: [LayoutAttributes], oldPins: Layout.PinPass, newPins: Layout.PinPass,
    into merge: inout ChangeMerge, _ body: (consuming ElementChange, Int) -> Bool
  ) -> Bool {
    handNewSide(
      chunk, oldPins: oldPins, newPins: newPins, correspondence: correspondence,
      oldLayout: correspondence.oldLayout, newLayout: correspondence.newLayout, into: &merge,
      body)
  }

  /// ``handNewSide(_:oldPins:into:_:)`` with the correspondence and the layouts borrowed (see
  /// ``holdOldSide(_:claiming:newPins:correspondence:newLayout:into:)``).
  private func handNewSide(
    _ chunk: [LayoutAttributes], oldPins: Layout.PinPass, newPins: Layout.PinPass,
    correspondence: borrowing ElementCorrespondence<Layout>, oldLayout: borrowing Layout,
    newLayout: borrowing Layout, into merge: inout ChangeMerge,
    _ body: (consuming ElementChange, Int) -> Bool
  ) -> Bool {
    // Wrapped once, not once per element (a copy of the pin pass each).
    let pins: Layout.PinPass? = oldPins
    // Read in place: an element is copied out of the chunk only into the record made of it
    // (a claimed one's by the merge, from its claim and the listed attributes).
    for index in chunk.indices {
      let newID = chunk[index].id
      if merge.defersFinals, merge.awaitsFinal(before: newID) {
        lookUpFinals(before: newID, newPins: newPins, newLayout: newLayout, into: &merge)
      }
      guard merge.handHeld(before: newID, body) else { return false }
      // With every element listed nothing is claimed: not even asked. A claimed record's
      // final attributes, when not held, are the element's as listed here.
      if !merge.claimed.isEmpty, merge.nextClaimedIs(newID) {
        // The listed element lent in place: the array's subscript would copy it (about 200
        // bytes, and a retain) before the record copies it again.
        let goesOn =
          merge.defersFinals
          ? chunk.withUnsafeBufferPointer { merge.handNextClaimed(listed: $0[index], body) }
          : merge.handNextClaimed(body)
        guard goesOn else { return false }
        continue
      }
      // With every element listed, the record of an old element that survives; with the
      // visible mode, of one that was not visible (the visible ones are claimed).
      let new = chunk[index]
      let record: ElementChange
      if let oldID = correspondence.oldID(forNew: newID),
        let old = oldLayout.attributes(for: oldID, pins: pins)
      {
        record = ElementChange(
          change: classify(old: oldID), before: oldID, after: newID, initial: old, final: new)
      } else {
        // The mapping read in place (a partial application of its method copies it).
        var reloaded = false
        if let section = newLayout.owner(of: newID)?.section {
          reloaded = correspondence.mapping.isReloaded(newSection: section)
        }
        record = ElementChange(
          change: reloaded ? .reloaded : .inserted, before: nil, after: newID,
          initial: appearing(new), final: new)
      }
      guard merge.hand(record, body) else { return false }
    }
    return true
  }
}

/// What the per-element closures of ``LayoutUpdate/forEachChange(for:limit:_:)`` reach, lent
/// through its address (``LentValue``): the update (itself lent: a copy would retain its
/// layouts' references) and both pin passes.
private struct ChangeSides<Layout: CollectionViewLayout> {
  let update: LentValue<LayoutUpdate<Layout>>
  let oldPins: Layout.PinPass
  let newPins: Layout.PinPass
}
