import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

@Suite struct UpdatePropertyTests {
  /// Compares the engine with the reference model on one valid batch; returns the problems.
  private func disagreements(counts: [Int], batch: BatchUpdate, mapping: UpdateMapping)
    -> [String]
  {
    let model = ReferenceUpdateModel(counts: counts, batch: batch)
    var problems: [String] = []
    func note(_ text: String) { problems.append("\(text) in \(batch) on \(counts)") }

    if mapping.sectionsAfter.map(\.items.count) != model.counts {
      note("counts \(mapping.sectionsAfter.map(\.items.count)) != \(model.counts)")
    }
    for (new, origin) in model.sectionOrigins.enumerated()
    where mapping.oldSection(forNew: new) != origin.old {
      note("section \(new) comes from \(String(describing: mapping.oldSection(forNew: new)))")
    }
    let expected = model.newPaths
    var kept = 0
    var moved = 0
    var reloaded = 0
    var deleted = 0
    for (section, count) in counts.enumerated() {
      for item in 0..<count {
        let old = path(section, item)
        let new = mapping.newItem(forOld: old)
        if new != expected[old]?.path { note("\(old) goes to \(String(describing: new))") }
        if mapping.isReloaded(old: old) != (expected[old]?.reloaded ?? false) {
          note("\(old) reloaded: \(mapping.isReloaded(old: old))")
        }
        guard let new else {
          deleted += 1
          continue
        }
        if mapping.oldItem(forNew: new) != old { note("\(new) does not map back to \(old)") }
        if mapping.isReloaded(old: old) {
          reloaded += 1
          if mapping.isMoved(old: old) { note("\(old) both reloaded and moved") }
        } else if mapping.isMoved(old: old) {
          moved += 1
        } else {
          kept += 1
        }
      }
    }
    if kept + moved + reloaded + deleted != counts.reduce(0, +) { note("items unaccounted for") }
    var mappedBack = 0
    for (section, contents) in model.slots.enumerated() {
      for (item, content) in contents.enumerated() {
        let new = path(section, item)
        let old = mapping.oldItem(forNew: new)
        if old != content.oldPath { note("\(new) comes from \(String(describing: old))") }
        if let old {
          mappedBack += 1
          if mapping.newItem(forOld: old) != new { note("\(old) does not map to \(new)") }
        }
      }
    }
    if mappedBack != kept + moved + reloaded { note("the maps are not a bijection") }
    return problems
  }

  @Test func randomValidBatchesAgreeWithTheReferenceModel() throws {
    var batches = RandomBatches(seed: 0x5EED_0001)
    var problems: [String] = []
    var itemOperations = 0
    var crossSectionReloads = 0
    var itemMovesBesideSectionMoves = 0
    for _ in 0..<4_000 {
      let counts = batches.counts()
      let batch = batches.validBatch(counts: counts)
      itemOperations +=
        batch.deleteItems.count + batch.insertItems.count
        + batch.reloadItems.count + batch.moveItems.count
      let mapping: UpdateMapping
      do {
        mapping = try UpdateMapping(before: countSections(counts), batch: batch)
      } catch {
        problems.append("\(error) for \(batch) on \(counts)")
        continue
      }
      problems += disagreements(counts: counts, batch: batch, mapping: mapping)
      crossSectionReloads +=
        mapping.reloadedItems.filter {
          mapping.newSection(forOld: $0.from.section) != $0.to.section
        }.count
      if !mapping.movedSections.isEmpty { itemMovesBesideSectionMoves += mapping.movedItems.count }

      // The same batch with the data source's answer given: accepted, same maps.
      var answered = batch
      answered.after = mapping.sectionsAfter
      do {
        let checked = try UpdateMapping(before: countSections(counts), batch: answered)
        if newPaths(checked, counts: counts) != newPaths(mapping, counts: counts) {
          problems.append("the maps differ with `after` for \(batch) on \(counts)")
        }
      } catch {
        problems.append("\(error) with `after` for \(batch) on \(counts)")
      }
      if problems.count > 5 { break }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
    // The generator does produce item operations, including the rare kinds.
    #expect(itemOperations > 10_000)
    #expect(crossSectionReloads > 20)
    #expect(itemMovesBesideSectionMoves > 500)
  }

  @Test func derivedListsKeepTheItemsTheModelKeeps() throws {
    var batches = RandomBatches(seed: 0x5EED_0002)
    for _ in 0..<500 {
      let counts = batches.counts()
      let batch = batches.validBatch(counts: counts)
      let before = counts.enumerated().map { section, count in
        LayoutSection(items: .list((0..<count).map { Item(id: "\(section).\($0)") }))
      }
      let mapping = try UpdateMapping(before: before, batch: batch)
      let model = ReferenceUpdateModel(counts: counts, batch: batch)
      let ids = mapping.sectionsAfter.map { section -> [String?] in
        guard case .list(let items) = section.items else { return [] }
        return items.map(\.id)
      }
      let expected = model.slots.enumerated().map { section, contents -> [String?] in
        let origin = model.sectionOrigins[section]
        if origin.reloaded, let old = origin.old {
          return (0..<counts[old]).map { "\(old).\($0)" }  // a reloaded section keeps its list
        }
        return contents.map { $0.oldPath.map { "\($0.section).\($0.item)" } }
      }
      #expect(ids == expected, "\(batch) on \(counts)")
    }
  }

  @Test func invalidBatchesFailWithoutTrapping() {
    var batches = RandomBatches(seed: 0x5EED_0003)
    var accepted: [String] = []
    for round in 0..<3_000 {
      let counts = batches.counts()
      var batch = batches.validBatch(counts: counts)
      let sectionCount = counts.count
      switch round % 6 {
      case 0:
        batch.deleteSections.append(sectionCount + batches.int(0...3))
      case 1:
        batch.deleteItems.append(path(-1 - batches.int(0...3), batches.int(-2...2)))
      case 2:
        batch.moveItems.append(move(path(batches.int(-1...sectionCount + 1), 99), path(0, 0)))
      case 3:
        batch.insertSections.append(sectionCount + 3 + batches.int(0...3))
      case 4:
        let item = path(batches.int(0...sectionCount), batches.int(-1...9))
        batch.moveItems.append(move(item, path(batches.int(-1...3), batches.int(-1...3))))
        batch.deleteItems.append(item)
      default:
        batch.moveSections.append(
          SectionMove(from: batches.int(-2...sectionCount + 2), to: batches.int(-2...8)))
        batch.moveSections.append(SectionMove(from: -1, to: 0))
      }
      if failureMessage(counts, batch) == nil { accepted.append("\(batch) on \(counts)") }
    }
    #expect(accepted.isEmpty, "\(accepted.prefix(3))")
  }

  @Test func randomGarbageNeverTraps() {
    var batches = RandomBatches(seed: 0x5EED_0004)
    var failures = 0
    for _ in 0..<5_000 {
      let counts = batches.counts()
      func index() -> Int { batches.int(-2...8) }
      func anyPath() -> ItemPath { path(index(), index()) }
      let batch = BatchUpdate(
        deleteSections: (0..<batches.int(0...2)).map { _ in index() },
        insertSections: (0..<batches.int(0...2)).map { _ in index() },
        reloadSections: (0..<batches.int(0...1)).map { _ in index() },
        moveSections: (0..<batches.int(0...2)).map { _ in SectionMove(from: index(), to: index()) },
        deleteItems: (0..<batches.int(0...3)).map { _ in anyPath() },
        insertItems: (0..<batches.int(0...3)).map { _ in anyPath() },
        reloadItems: (0..<batches.int(0...2)).map { _ in anyPath() },
        moveItems: (0..<batches.int(0...3)).map { _ in move(anyPath(), anyPath()) },
        after: batches.chance(30)
          ? (0..<batches.int(0...6)).map { _ in LayoutSection(items: .count(batches.int(-1...9))) }
          : nil)
      if let mapping = try? UpdateMapping(before: countSections(counts), batch: batch) {
        // Lookups on anything never trap either.
        for section in -1...9 {
          _ = mapping.newSection(forOld: section)
          _ = mapping.oldSection(forNew: section)
          for item in -1...9 {
            _ = mapping.newItem(forOld: path(section, item))
            _ = mapping.oldItem(forNew: path(section, item))
            _ = mapping.isMoved(old: path(section, item))
          }
        }
      } else {
        failures += 1
      }
    }
    // Most garbage is invalid.
    #expect(failures > 2_500)
  }
}
