@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// A section with an id and items with ids (`"b@2"` is item `b` at version 2).
func identified(_ id: String, _ items: [String], version: Int? = nil) -> LayoutSection {
  LayoutSection(
    items: .list(
      items.map { text in
        let parts = text.split(separator: "@")
        return Item(id: String(parts[0]), version: parts.count > 1 ? Int(parts[1]) : nil)
      }), id: id, version: version)
}

/// What is wrong when `batch` is applied to `before` with the engine's own validator and
/// maps, compared with `after`: empty when every section and item lands where `after` puts
/// it and nothing changes without an operation saying so.
func identityProblems(before: [LayoutSection], after: [LayoutSection], batch: BatchUpdate)
  -> [String]
{
  let mapping: UpdateMapping
  do {
    mapping = try UpdateMapping(before: before, batch: batch)
  } catch {
    return ["the batch is invalid: \(error.message)"]
  }
  var problems: [String] = []
  if mapping.sectionsAfter != after { problems.append("the sections after differ") }
  func items(_ section: LayoutSection) -> [Item] {
    if case .list(let items) = section.items { return Array(items) }
    return []
  }
  var oldSectionIDs = Set<String>()
  var survivingItemIDs = Set<String>()
  for (index, section) in before.enumerated() {
    if let id = section.id { oldSectionIDs.insert(id) }
    guard mapping.newSection(forOld: index) != nil else { continue }
    for (item, value) in items(section).enumerated()
    where mapping.newItem(forOld: ItemPath(section: index, item: item)) != nil {
      if let id = value.id { survivingItemIDs.insert(id) }
    }
  }
  for (new, section) in after.enumerated() {
    guard let old = mapping.oldSection(forNew: new) else {
      // Inserted: new, or its old section was deleted (replaced).
      if let id = section.id, oldSectionIDs.contains(id),
        let oldIndex = before.firstIndex(where: { $0.id == id }),
        mapping.newSection(forOld: oldIndex) != nil
      {
        problems.append("section \(id) inserted while its old section survives")
      }
      continue
    }
    if before[old].id != section.id { problems.append("section \(new) comes from \(old)") }
    let reloaded = mapping.isReloaded(newSection: new)
    if !reloaded, before[old].version != section.version {
      problems.append("section \(new) changed its version without a reload")
    }
    if reloaded { continue }
    for (index, item) in items(section).enumerated() {
      let newPath = ItemPath(section: new, item: index)
      guard let oldPath = mapping.oldItem(forNew: newPath) else {
        if let id = item.id, survivingItemIDs.contains(id) {
          problems.append("item \(id) inserted at \(newPath) while its old item survives")
        }
        continue
      }
      let oldItem = items(before[oldPath.section])[oldPath.item]
      if oldItem.id != item.id {
        problems.append(
          "\(newPath) holds \(item.id ?? "nil") but comes from \(oldItem.id ?? "nil")")
      }
      if !mapping.isReloaded(old: oldPath), oldItem.version != item.version {
        problems.append("item \(item.id ?? "nil") changed its version without a reload")
      }
      if mapping.newItem(forOld: oldPath) != newPath {
        problems.append("\(oldPath) does not map to \(newPath)")
      }
    }
  }
  return problems
}

/// Random sections with ids, and random changes of them, for the property tests.
struct RandomIdentities {
  var random: SeededRandom
  private var nextID = 0

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  mutating func fresh(_ prefix: String) -> String {
    nextID += 1
    return "\(prefix)\(nextID)"
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  /// Up to `maximumSections` sections of up to `maximumItems` items.
  mutating func sections(maximumSections: Int, maximumItems: Int) -> [LayoutSection] {
    (0..<int(0...maximumSections)).map { _ in
      LayoutSection(
        items: .list(
          (0..<int(0...maximumItems)).map { _ in
            Item(id: fresh("i"), version: chance(0.3) ? int(0...2) : nil)
          }), id: fresh("s"), version: chance(0.2) ? int(0...2) : nil)
    }
  }

  /// `before` changed at random: sections deleted, inserted, reordered and re-versioned;
  /// items deleted, inserted, moved within and across sections and re-versioned.
  mutating func changed(_ before: [LayoutSection], intensity: Double) -> [LayoutSection] {
    var sections = before.filter { _ in !chance(intensity * 0.3) }
    for _ in 0..<int(0...2) where chance(intensity) {
      sections.insert(
        LayoutSection(
          items: .list((0..<int(0...4)).map { _ in Item(id: fresh("i")) }), id: fresh("s")),
        at: int(0...sections.count))
    }
    if chance(intensity * 0.5), sections.count > 1 {
      let from = int(0...(sections.count - 1))
      let moved = sections.remove(at: from)
      sections.insert(moved, at: int(0...sections.count))
    }
    // Items: pool the surviving ones that move across sections.
    var lists: [[Item]] = sections.map {
      if case .list(let items) = $0.items { return Array(items) }
      return []
    }
    var travellers: [Item] = []
    for index in lists.indices {
      lists[index] = lists[index].filter { _ in !chance(intensity * 0.25) }
      lists[index] = lists[index].filter { item in
        guard chance(intensity * 0.1) else { return true }
        travellers.append(item)
        return false
      }
      for _ in 0..<int(0...2) where chance(intensity) {
        lists[index].insert(Item(id: fresh("i")), at: int(0...lists[index].count))
      }
      if chance(intensity * 0.6), lists[index].count > 1 {
        for _ in 0..<int(1...3) {
          let from = int(0...(lists[index].count - 1))
          let moved = lists[index].remove(at: from)
          lists[index].insert(moved, at: int(0...lists[index].count))
        }
      }
      for item in lists[index].indices where chance(intensity * 0.15) {
        lists[index][item].version = (lists[index][item].version ?? 0) + 1
      }
    }
    for traveller in travellers where !lists.isEmpty {
      let section = int(0...(lists.count - 1))
      var item = traveller
      if chance(0.3) { item.version = (item.version ?? 0) + 1 }
      lists[section].insert(item, at: int(0...lists[section].count))
    }
    for index in sections.indices {
      sections[index].items = .list(lists[index])
      if chance(intensity * 0.1) { sections[index].version = (sections[index].version ?? 0) + 1 }
    }
    return sections
  }
}
