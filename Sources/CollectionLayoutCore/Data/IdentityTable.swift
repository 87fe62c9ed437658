/// A hash table from ids to their positions in a list, for the identity diff: open
/// addressing over a power-of-two array of 8-byte slots, each holding a position and 32 bits
/// of its id's hash, so that a probe compares strings only when those bits agree.
///
/// Ids are hashed with the standard library's seeded hash (consistent with `String`
/// equality), so crafted ids cannot pile up in one slot. A probe costs one cache miss for the
/// slot and, on a match of the hash bits, one string comparison; Swift's `Dictionary`
/// compares keys at every probed slot and copies each key it stores.
struct IdentityTable {
  /// `UInt64(hash >> 32) << 32 | (position + 1)`; 0 for an empty slot.
  private var slots: [UInt64]
  /// `slots.count - 1`.
  private let mask: Int

  /// A table for up to `capacity` ids, at most half full.
  init(capacity: Int) {
    var size = 16
    while size < capacity * 2 { size *= 2 }
    slots = Array(repeating: 0, count: size)
    mask = size - 1
  }

  /// The position stored for the id whose hash is `hash` (`isEqual(position)` tells whether
  /// the id stored at a position is it); or, when none, `nil` after storing `position` for
  /// it.
  @inline(__always)
  mutating func insert(hash: Int, position: Int, isEqual: (Int) -> Bool) -> Int? {
    let tag = UInt64(UInt(bitPattern: hash)) >> 32
    var slot = hash & mask
    while true {
      let entry = slots[slot]
      if entry == 0 {
        slots[slot] = tag << 32 | UInt64(position + 1)
        return nil
      }
      if entry >> 32 == tag {
        let stored = Int(entry & 0xFFFF_FFFF) - 1
        if isEqual(stored) { return stored }
      }
      slot = (slot + 1) & mask
    }
  }

  /// The position stored for the id whose hash is `hash` (`isEqual(position)` tells whether
  /// the id stored at a position is it), or `nil`.
  @inline(__always)
  func position(hash: Int, isEqual: (Int) -> Bool) -> Int? {
    let tag = UInt64(UInt(bitPattern: hash)) >> 32
    var slot = hash & mask
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      if entry >> 32 == tag {
        let stored = Int(entry & 0xFFFF_FFFF) - 1
        if isEqual(stored) { return stored }
      }
      slot = (slot + 1) & mask
    }
  }
}
