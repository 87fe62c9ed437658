/// An element id as the change records' set of claimed ids holds it: equal when the ids are
/// equal, hashed from one word that folds the name's length, first and last bytes with the
/// indexes, where ``ElementID``'s own hash feeds the hasher all three words of the name and
/// every index (seven rounds instead of one, for each of a million ids when an update lists
/// every element). Kinds that share a length, a first and a last byte collide on the same
/// indexes; the set then compares their ids.
struct ClaimedID: Hashable {
  /// The id.
  var id: ElementID

  static func == (lhs: ClaimedID, rhs: ClaimedID) -> Bool { lhs.id == rhs.id }

  func hash(into hasher: inout Hasher) {
    let kind = id.kind
    let length = kind.nameLength
    var folded =
      UInt64(length) << 16 | UInt64(kind.nameByte(at: 0)) << 8
      | UInt64(kind.nameByte(at: max(0, length - 1)))
    for index in id.indexes {
      folded = (folded ^ UInt64(bitPattern: Int64(index))) &* 0x100_0000_01b3
    }
    hasher.combine(folded)
  }
}
