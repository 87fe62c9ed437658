/// A floor under any update that refuses repeated item ids, kept as a measure next to the
/// benchmark's slot-filling map: each inserted id read once, hashed and looked up among the ids
/// present, in a simple open-addressing table.
///
/// ```
///  ids present     item-0 item-1 ... item-9999    hashed once, before anything is timed
///  table           [ 0 | h | 0 | 0 | h | h | 0 | ... ]   2^k slots, at most half full
///  timed           new-0-7 -> FNV-1a -> slot -> probe until an empty slot or the same hash
/// ```
///
/// An update that must refuse an inserted id already present (UIKit's diffable data source
/// does, and so does the engine, with its messages) reads every inserted id and compares it
/// with the ids present at least once, whatever it keeps. This type does only that, and less:
/// no id leaves the table, the inserted ids are not compared with each other, a hash found
/// counts as a repeat without its id compared, and nothing is built. Its time is therefore
/// below what an update spends on its ids when it checks them with a hash and a table like
/// these, on top of mapping the batch (what the slot-filling map times) and building the lists
/// after it. It is not a bound on every design: a faster hash, or the ids sorted and merged with
/// sorted hashes, could take less.
///
/// Hashes are FNV-1a of the id's UTF-8 bytes, 32 bits with the low bit set so that 0 marks an
/// empty slot (31 bits tell ids apart); a hash's slot is taken from the bits above the low one,
/// and the table is open addressing with linear probing.
public struct InsertedIDLookupFloor: Sendable {
  /// The slots: 0 for an empty slot, otherwise an id's hash with its low bit set.
  private let slots: [UInt32]
  /// The number of slots minus one (the slots are a power of two).
  private let mask: Int

  /// A table of `present`'s hashes, in at least twice as many slots as ids (at least 16).
  public init(present: some Sequence<String>) {
    let ids = Array(present)
    var count = 16
    while count < 2 * ids.count { count *= 2 }
    var slots = [UInt32](repeating: 0, count: count)
    let mask = count - 1
    for id in ids {
      let hash = Self.hash(id)
      var slot = Int(hash >> 1) & mask
      while slots[slot] != 0, slots[slot] != hash { slot = (slot + 1) & mask }
      slots[slot] = hash
    }
    self.slots = slots
    self.mask = mask
  }

  /// The number of `ids` whose hash is in the table: each id hashed and looked up once. An id
  /// given twice counts twice, and an id absent whose hash an id present shares counts as
  /// present (its id is not compared).
  public func countPresent(of ids: [String]) -> Int {
    var found = 0
    for id in ids {
      let hash = Self.hash(id)
      var slot = Int(hash >> 1) & mask
      while true {
        let held = slots[slot]
        if held == 0 { break }
        if held == hash {
          found += 1
          break
        }
        slot = (slot + 1) & mask
      }
    }
    return found
  }

  /// FNV-1a of `id`'s UTF-8 bytes, its low bit set (never 0).
  @inline(__always)
  static func hash(_ id: String) -> UInt32 {
    var id = id
    return id.withUTF8 { bytes in
      var hash: UInt32 = 2_166_136_261
      for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      return hash | 1
    }
  }
}
