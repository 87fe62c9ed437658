/// The merge of a stream of change records: the records held from the old side (deleted, in
/// old-id order; claimed, kept in old-id order and handed over in new-id order) handed over
/// among the new side's, and the count.
///
/// A claimed record is held as a claim (``Claim``): its change and where its attributes are,
/// the initial ones in the old side's listing (kept whole, ``initials``), the final ones in
/// the new side's listing or among those set apart (``finals``). Its record is made once, when
/// it is handed over: the claim is a few words where a record is about 420 bytes, so claiming
/// copies no attributes, and setting the final ones copies them once.
struct ChangeMerge {
  /// The most records handed over.
  let limit: Int
  /// Whether the claims are held without their final attributes until the merge knows them
  /// (their initial ones stand in for an element neither listed nor looked up): the new
  /// side's listing gives those of the
  /// elements it lists (the same attributes as a lookup at the same
  /// pin pass: the grid's, see ``CollectionViewLayout/listsTheAttributesItLooksUp``), and only the
  /// others are looked up before they are handed over (``nextAwaitingFinal(before:)``). About
  /// every claimed element is listed again after a small update: each is then not looked up.
  let defersFinals: Bool
  /// The deleted records, in old-id order.
  var deleted: [ElementChange] = []
  /// The old elements that survive, claimed from the old side (the visible mode), in old-id
  /// order (``claim(_:initialAt:final:as:)``).
  private(set) var claimed: [Claim] = []
  /// The new id of each of ``claimed``, in the same order (each record's ``ElementChange/id``).
  private var claimedIDs: [ElementID] = []
  /// The old side's listing, whose elements the claims name (``Claim/initial``): their
  /// initial attributes, and their old ids.
  private var initials: [LayoutAttributes] = []
  /// The final attributes set for claims (``Claim/final``): looked up, or given with the
  /// claim; a claim's final attributes are otherwise the new side's listing's.
  private var finals: [LayoutAttributes] = []
  /// Whether ``claimed`` is out of new-id order (a new id below the one before it: a move).
  private var claimedOutOfOrder = false
  /// The positions in ``claimed`` in the order they are handed over, ascending new id; `nil`
  /// when that is their order in ``claimed``. Set by ``orderClaimed()``.
  private var claimedOrder: [Int]?
  /// The first deleted record not handed over.
  private var nextDeleted = 0
  /// The first claimed record not handed over.
  private var nextClaimed = 0
  /// The first claimed record, in hand-over order, not yet passed by
  /// ``nextAwaitingFinal(before:)`` (at least ``nextClaimed``).
  private var nextUnchecked = 0
  /// The records handed over.
  private(set) var count = 0
  /// How the stream ended; `nil` while it goes on.
  private(set) var end: ChangeStreamEnd?

  init(limit: Int, defersFinals: Bool) {
    self.limit = limit
    self.defersFinals = defersFinals
  }

  /// Where a claimed record's attributes are, and its change: its record is made when it is
  /// handed over (``record(at:)``, ``record(of:at:final:)``). 24 bytes a claim (the change
  /// last, in the padding after the optional).
  struct Claim {
    /// The position of the element in the old side's listing (``initials``): its initial
    /// attributes and its old id.
    let initial: Int
    /// The position of its final attributes in ``finals``; `nil` while they are not set (the
    /// new side's listing gives them, or, not listed, the initial ones stand in).
    var final: Int?
    /// What happened to the element.
    let change: ChangeKind

    init(change: ChangeKind, initial: Int) {
      self.initial = initial
      self.change = change
    }
  }

  /// Keeps `listing`, the whole old side, whose elements ``claim(_:initialAt:final:as:)``
  /// names, and makes room for as many claims (nearly every old element is claimed with the
  /// visible mode), and, without ``defersFinals``, for as many final attributes (each claim
  /// is given its own). Called once, before any claim.
  mutating func holdInitials(_ listing: [LayoutAttributes]) {
    assert(claimed.isEmpty, "the old side's listing is held once, before the claims")
    initials = listing
    claimed.reserveCapacity(listing.count)
    claimedIDs.reserveCapacity(listing.count)
    if !defersFinals { finals.reserveCapacity(listing.count) }
  }

  /// Claims the old element at `position` of the held listing (``holdInitials(_:)``), which
  /// survives as new element `id` with `change`: claimed in old-id order, handed over in new-id
  /// order. `final`, when given, is its final attributes; otherwise the new side's listing
  /// gives them, or ``setFinal(_:at:)`` sets them.
  @inline(__always)
  mutating func claim(
    _ change: ChangeKind, initialAt position: Int, final: consuming LayoutAttributes? = nil,
    as id: ElementID
  ) {
    if let last = claimedIDs.last, id < last { claimedOutOfOrder = true }
    var claim = Claim(change: change, initial: position)
    if let final {
      claim.final = finals.count
      finals.append(final)
    }
    claimed.append(claim)
    claimedIDs.append(id)
  }

  /// The record of the claim at `position` in ``claimed``, with the final attributes set for
  /// it, or its initial ones when none are (not listed by the new side, nor looked up).
  private func record(at position: Int) -> ElementChange {
    let claim = claimed[position]
    guard let final = claim.final else {
      return record(of: claim, at: position, final: initials[claim.initial])
    }
    return record(of: claim, at: position, final: finals[final])
  }

  /// The record of `claim`, at `position` in ``claimed``, with `final` as its final
  /// attributes: each attributes copied once, into the record.
  @inline(__always)
  private func record(of claim: Claim, at position: Int, final: borrowing LayoutAttributes)
    -> ElementChange
  {
    ElementChange(
      change: claim.change, before: initials[claim.initial].id, after: claimedIDs[position],
      initial: initials[claim.initial], final: copy final)
  }

  /// Orders the claimed records by new id for the hand-over, once they are all claimed: their
  /// positions sorted by their ids (a record is not moved), and only when a move put them out
  /// of that order. The order a stable sort of the records by id gives (the ids are distinct:
  /// the correspondence is one to one).
  mutating func orderClaimed() {
    guard claimedOutOfOrder else { return }
    let ids = claimedIDs
    claimedOrder = ids.indices.sorted { ids[$0] < ids[$1] }
  }

  /// The position in ``claimed`` of the record handed over `rank`-th among the claimed ones.
  @inline(__always)
  private func claimedPosition(_ rank: Int) -> Int {
    claimedOrder?[rank] ?? rank
  }

  /// The new id of the claimed record at `position` in ``claimed``.
  func claimedID(at position: Int) -> ElementID { claimedIDs[position] }

  /// With ``defersFinals``, the position in ``claimed`` of the next record not handed over,
  /// with new id below `id` (any id when `nil`): one whose final attributes the new side's
  /// listing does not give (it lists in id order, and is past that id); `nil` when there is
  /// none before `id`. Each record is passed once: the caller sets its attributes
  /// (``setFinal(_:at:)``) before the merge hands it over (``handHeld(before:_:)`` hands over
  /// only the claimed records before the new-side record it is called for). A record handed
  /// over with its listed attributes (``handNextClaimed(listed:_:)``) is not passed.
  @inline(__always)
  mutating func nextAwaitingFinal(before id: ElementID?) -> Int? {
    if nextUnchecked < nextClaimed { nextUnchecked = nextClaimed }
    guard nextUnchecked < claimed.count else { return nil }
    let position = claimedPosition(nextUnchecked)
    if let id, !(claimedIDs[position] < id) { return nil }
    nextUnchecked += 1
    return position
  }

  /// Whether ``nextAwaitingFinal(before:)`` has a record for `id`: asked of every element
  /// the new side lists, inlined, before anything is looked up.
  @inline(__always)
  func awaitsFinal(before id: ElementID?) -> Bool {
    let rank = max(nextUnchecked, nextClaimed)
    guard rank < claimed.count else { return false }
    guard let id else { return true }
    // Equal in the common case (the next claimed record is the listed element's): told
    // without the ordering's comparison.
    let next = claimedIDs[claimedPosition(rank)]
    return next != id && next < id
  }

  /// Sets the final attributes of the claimed record at `position` in ``claimed``.
  mutating func setFinal(_ final: consuming LayoutAttributes, at position: Int) {
    claimed[position].final = finals.count
    finals.append(final)
  }

  /// Hands `record` over, moved into `body` (a receiver that keeps it, as
  /// ``LayoutUpdate/changes(for:)`` does, copies nothing); `false` when the stream ends there.
  mutating func hand(
    _ record: consuming ElementChange, _ body: (consuming ElementChange, Int) -> Bool
  ) -> Bool {
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
  /// them when `nil`): the deleted ones up to `id` inclusive, the claimed ones before it, in
  /// id order, a deleted record first on a tie.
  mutating func handHeld(
    before id: ElementID?, _ body: (consuming ElementChange, Int) -> Bool
  ) -> Bool {
    // The common case with the visible mode: the next claimed record is `id`'s, and the next
    // deleted one comes after it: nothing comes before `id` (one comparison, not two).
    if let id, nextClaimed < claimed.count, claimedIDs[claimedPosition(nextClaimed)] == id,
      nextDeleted == deleted.count || id < deleted[nextDeleted].id
    {
      return true
    }
    while true {
      let deletedID = nextDeleted < deleted.count ? deleted[nextDeleted].id : nil
      let claimedID =
        nextClaimed < claimed.count ? claimedIDs[claimedPosition(nextClaimed)] : nil
      if let deletedID, id.map({ !($0 < deletedID) }) ?? true,
        claimedID.map({ !($0 < deletedID) }) ?? true
      {
        nextDeleted += 1
        guard hand(nextDeleted - 1, of: deleted, body) else { return false }
      } else if let claimedID, id.map({ claimedID < $0 }) ?? true {
        nextClaimed += 1
        guard hand(record(at: claimedPosition(nextClaimed - 1)), body) else {
          return false
        }
      } else {
        return true
      }
    }
  }

  /// Whether the next claimed record to hand over is new element `id`'s.
  @inline(__always)
  func nextClaimedIs(_ id: ElementID) -> Bool {
    nextClaimed < claimed.count && claimedIDs[claimedPosition(nextClaimed)] == id
  }

  /// Hands over the record of the next claim (``nextClaimedIs(_:)`` holds), its final
  /// attributes those set for it: whether the stream goes on.
  mutating func handNextClaimed(_ body: (consuming ElementChange, Int) -> Bool) -> Bool {
    nextClaimed += 1
    return hand(record(at: claimedPosition(nextClaimed - 1)), body)
  }

  /// ``handNextClaimed(_:)`` with ``defersFinals``: the record's final attributes `listed`,
  /// the new side's listing of the element.
  mutating func handNextClaimed(
    listed: borrowing LayoutAttributes, _ body: (consuming ElementChange, Int) -> Bool
  ) -> Bool {
    nextClaimed += 1
    let position = claimedPosition(nextClaimed - 1)
    return hand(record(of: claimed[position], at: position, final: listed), body)
  }

  /// Hands a copy of `records[index]` over; `false` when the stream ends there.
  private mutating func hand(
    _ index: Int, of records: [ElementChange], _ body: (consuming ElementChange, Int) -> Bool
  ) -> Bool {
    guard count < limit else {
      end = .overLimit
      return false
    }
    guard body(records[index], count) else {
      end = .stopped
      return false
    }
    count += 1
    return true
  }
}
