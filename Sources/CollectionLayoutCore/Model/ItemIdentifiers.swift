/// Finds repeated item ids among sections, for validation, in time linear in the items and
/// without a table the size of all the ids.
///
/// A million ids hashed into one table of a million slots would cost a cache miss per id (a
/// table of 16 MB, far larger than the caches). Instead, each id's hash and position are
/// written out in order (8 bytes each), partitioned by the hash's top bits into groups of
/// about 4,096 ids (a counting sort, stable), and each group is searched with a small table
/// that stays in the cache. ASCII ids are hashed with a keyed hash of their bytes
/// (``ByteHash``); when an id is not ASCII, or a probe sequence runs past ``maximumProbes``
/// (ids crafted to collide), the search starts again with the standard library's seeded hash,
/// consistent with `String` equality (which compares canonically equivalent strings equal).
/// Ids whose 32-bit hashes agree are compared as strings.
enum ItemIdentifiers {
  /// An item, by section and index in the section.
  struct Position: Hashable, Sendable {
    /// The section's index.
    var section: Int
    /// The item's index in the section.
    var item: Int

    init(_ section: Int, _ item: Int) {
      self.section = section
      self.item = item
    }
  }

  /// An item whose id an earlier item already has.
  struct Duplicate: Hashable, Sendable {
    /// The item that repeats the id.
    var repeated: Position
    /// The first item with the id.
    var first: Position
  }

  /// The ids of a group searched with one small table, about.
  static let groupSize = 4_096

  /// Every item whose id an earlier item of `sections` has, in document order (sections in
  /// order, items in order), with the first item that has it.
  static func duplicates(in sections: [LayoutSection]) -> [Duplicate] {
    duplicates(in: sections, indexing: false).duplicates
  }

  /// ``duplicates(in:)``, and with `indexing` an index of every id of `sections`
  /// (``ItemIDIndex``, built from the hashes the search computes); `nil` without `indexing`, or
  /// for more listed items than 32 bits count.
  static func duplicates(in sections: [LayoutSection], indexing: Bool) -> (
    duplicates: [Duplicate], index: ItemIDIndex?
  ) {
    // Sections are visited by index, reading their items in place: a section of uniform
    // items costs one comparison, and nothing is allocated unless two ids exist.
    var idCount = 0
    for index in sections.indices {
      guard case .list(let items) = sections[index].items else { continue }
      // Read in place, a chunk at a time.
      _ = items.forEachPiece(in: 0..<items.count) { piece, _ in
        guard let first = piece.baseAddress else { return true }
        for position in piece.indices where first[position].id != nil { idCount += 1 }
        return true
      }
    }
    guard idCount > 1 else {
      guard indexing else { return ([], nil) }
      // No id, or one: hashed as the search would (its bytes when it is ASCII).
      var only: String?
      for index in sections.indices where only == nil {
        guard case .list(let items) = sections[index].items else { continue }
        only = items.first { $0.id != nil }?.id
      }
      let hashing: Hashing = only.map { ByteHash.ofASCII($0) == nil } == true ? .standard : .bytes
      let hash = only.flatMap { ItemIDIndex(hashes: [], hashing: hashing).hash(of: $0) }
      return ([], ItemIDIndex(hashes: hash.map { [$0] } ?? [], hashing: hashing))
    }
    // The position of each section's first listed item among all listed items.
    var sectionStarts: [Int] = []
    sectionStarts.reserveCapacity(sections.count)
    var listedItems = 0
    for index in sections.indices {
      sectionStarts.append(listedItems)
      if case .list(let items) = sections[index].items { listedItems += items.count }
    }
    guard listedItems < Int(UInt32.max) else { return (duplicatesInDictionary(sections), nil) }
    for hashing in [Hashing.bytes, .standard] {
      if let found = search(
        sections, sectionStarts: sectionStarts, idCount: idCount, hashing: hashing,
        indexing: indexing)
      {
        return found
      }
    }
    return (duplicatesInDictionary(sections), nil)
  }

  /// How ids are hashed.
  enum Hashing {
    /// A keyed hash of the UTF-8 bytes (``ByteHash``): fast, for ids that are all ASCII,
    /// whose bytes are equal exactly when the strings are.
    case bytes
    /// The standard library's seeded hash, consistent with `String` equality.
    case standard
  }

  /// The search with `hashing`; `nil` when it cannot decide: an id that is not ASCII for
  /// ``Hashing/bytes``, or a probe sequence longer than ``maximumProbes`` (ids crafted to
  /// collide).
  private static func search(
    _ sections: [LayoutSection], sectionStarts: [Int], idCount: Int, hashing: Hashing,
    indexing: Bool
  ) -> (duplicates: [Duplicate], index: ItemIDIndex?)? {
    // Each id as the upper 32 bits of its hash and its position, in document order.
    var entries: [UInt64] = []
    entries.reserveCapacity(idCount)
    for (sectionIndex, section) in sections.enumerated() {
      guard case .list(let items) = section.items else { continue }
      let sectionStart = UInt64(sectionStarts[sectionIndex])
      // Read in place, a chunk at a time; `false` for an id the hashing cannot take.
      let hashedAll = items.forEachPiece(in: 0..<items.count) { piece, pieceStart in
        guard let first = piece.baseAddress else { return true }
        for position in piece.indices {
          // Through the pointer: only the id is copied out, not the item.
          guard let id = first[position].id else { continue }
          let hash: UInt64
          switch hashing {
          case .bytes:
            guard let byteHash = ByteHash.ofASCII(id) else { return false }
            hash = byteHash
          case .standard:
            hash = UInt64(UInt(bitPattern: id.hashValue))
          }
          let itemIndex = UInt64(pieceStart + position)
          entries.append(hash & 0xFFFF_FFFF_0000_0000 | (sectionStart + itemIndex))
        }
        return true
      }
      if !hashedAll { return nil }
    }
    var groupBits = 0
    while idCount >> groupBits > groupSize { groupBits += 1 }
    let index =
      indexing
      ? ItemIDIndex(
        hashes: entries.map { UInt32(truncatingIfNeeded: $0 >> 32) }, hashing: hashing) : nil
    let grouped = groupBits == 0 ? entries : partition(entries, bits: groupBits)
    entries = []
    var duplicates: [Duplicate] = []
    var groupStart = 0
    var slots: [UInt32] = []
    while groupStart < grouped.count {
      var groupEnd = groupStart + 1
      let group = grouped[groupStart] >> (64 - groupBits)
      while groupEnd < grouped.count, grouped[groupEnd] >> (64 - groupBits) == group {
        groupEnd += 1
      }
      guard
        let found = searchGroup(
          grouped[groupStart..<groupEnd], slots: &slots, sections: sections,
          sectionStarts: sectionStarts)
      else { return nil }
      duplicates.append(contentsOf: found)
      groupStart = groupEnd
    }
    if groupBits > 0 {
      duplicates.sort {
        ($0.repeated.section, $0.repeated.item) < ($1.repeated.section, $1.repeated.item)
      }
    }
    return (duplicates, index)
  }

  /// The longest probe sequence a search accepts before it gives up on its hash: with a
  /// table at most half full, a sequence of 64 slots does not happen by chance.
  static let maximumProbes = 64

  /// `entries` ordered by their top `bits` bits, stably (a counting sort).
  private static func partition(_ entries: [UInt64], bits: Int) -> [UInt64] {
    let shift = UInt64(64 - bits)
    var starts = [Int](repeating: 0, count: (1 << bits) + 1)
    for entry in entries { starts[Int(entry >> shift) + 1] += 1 }
    for group in 0..<(1 << bits) { starts[group + 1] += starts[group] }
    var grouped = [UInt64](repeating: 0, count: entries.count)
    for entry in entries {
      let group = Int(entry >> shift)
      grouped[starts[group]] = entry
      starts[group] += 1
    }
    return grouped
  }

  /// The repeated ids of one group, whose entries are in document order, with a table of
  /// twice as many slots (reused between groups).
  private static func searchGroup(
    _ group: ArraySlice<UInt64>, slots: inout [UInt32], sections: [LayoutSection],
    sectionStarts: [Int]
  ) -> [Duplicate]? {
    var slotCount = 16
    while slotCount < 2 * group.count { slotCount *= 2 }
    if slots.count < slotCount { slots = [UInt32](repeating: 0, count: slotCount) }
    let mask = slotCount - 1
    var duplicates: [Duplicate] = []
    defer {
      // Leave the slots empty for the next group.
      for slot in 0..<slotCount { slots[slot] = 0 }
    }
    for index in group.indices {
      let entry = group[index]
      let hash = entry >> 32
      var slot = Int(truncatingIfNeeded: hash &* 0x9E37_79B9) & mask
      var probes = 0
      while true {
        probes += 1
        if probes > maximumProbes { return nil }
        let stored = slots[slot]
        if stored == 0 {
          slots[slot] = UInt32(index - group.startIndex + 1)
          break
        }
        let other = group[group.startIndex + Int(stored) - 1]
        if other >> 32 == hash {
          let first = position(Int(other & 0xFFFF_FFFF), in: sectionStarts)
          let repeated = position(Int(entry & 0xFFFF_FFFF), in: sectionStarts)
          if id(at: first, in: sections) == id(at: repeated, in: sections) {
            duplicates.append(Duplicate(repeated: repeated, first: first))
            break
          }
        }
        slot = (slot + 1) & mask
      }
    }
    return duplicates
  }

  /// The section and index of the item at `position` among all listed items.
  private static func position(_ position: Int, in sectionStarts: [Int]) -> Position {
    // The last section that starts at or before the position (empty sections start where
    // the next one does; the last of them holds the item).
    var low = 0
    var high = sectionStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if sectionStarts[middle] <= position { low = middle } else { high = middle - 1 }
    }
    return Position(low, position - sectionStarts[low])
  }

  /// The id of the item at `position`.
  private static func id(at position: Position, in sections: [LayoutSection]) -> String? {
    guard case .list(let items) = sections[position.section].items else { return nil }
    return items[position.item].id
  }

  /// ``duplicates(in:)`` with a dictionary, for more listed items than 32 bits count (only
  /// sections built in code can have so many).
  private static func duplicatesInDictionary(_ sections: [LayoutSection]) -> [Duplicate] {
    var firstUse: [String: Position] = [:]
    var duplicates: [Duplicate] = []
    for (sectionIndex, section) in sections.enumerated() {
      guard case .list(let items) = section.items else { continue }
      for (itemIndex, item) in items.enumerated() {
        guard let id = item.id else { continue }
        if let first = firstUse[id] {
          duplicates.append(Duplicate(repeated: Position(sectionIndex, itemIndex), first: first))
        } else {
          firstUse[id] = Position(sectionIndex, itemIndex)
        }
      }
    }
    return duplicates
  }
}
