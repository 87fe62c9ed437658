import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The quick checks of a batch (`QuickValidation.swift`) accept only what the full checks
/// accept: validating with and without them gives the same outcome, the same message word for
/// word, on valid batches, batches with one targeted fault, and garbage.
@Suite struct QuickValidationTests {
  /// "valid", or the message of the first problem, validated as ``UpdateMapping`` validates.
  private func outcome(_ counts: [Int], _ batch: BatchUpdate, quickly: Bool) -> String {
    let plan = UpdatePlan(before: countSections(counts), batch: batch)
    do {
      if let after = batch.after?.map(\.items.count) {
        try plan.validate(sectionsOnly: false, quickly: quickly) { after[$0] }
      } else {
        try plan.validate(sectionsOnly: true, quickly: quickly) { _ in 0 }
        let derived = ItemCountChanges(plan: plan, sectionMap: SectionMap(plan: plan))
        try plan.validate(sectionsOnly: false, quickly: quickly) {
          derived.expectedCount(ofNew: $0)
        }
      }
      return "valid"
    } catch {
      return error.message
    }
  }

  /// Adds one fault the quick checks look for: a repeated operation, a delete of a moved item,
  /// an insert at a move's destination, an item moved twice or two items moved to one slot,
  /// an index one past the end or negative.
  private func addFault(to batch: inout BatchUpdate, counts: [Int], random: inout RandomBatches) {
    let section = random.int(-1...counts.count)
    let item = random.int(-1...9)
    switch random.int(0...9) {
    case 0: if let delete = batch.deleteItems.first { batch.deleteItems.append(delete) }
    case 1: if let insert = batch.insertItems.last { batch.insertItems.append(insert) }
    case 2: if let move = batch.moveItems.first { batch.deleteItems.append(move.from) }
    case 3: if let move = batch.moveItems.last { batch.insertItems.append(move.to) }
    case 4:
      if let move = batch.moveItems.first {
        batch.moveItems.append(ItemMove(from: move.from, to: path(move.to.section, item)))
      }
    case 5:
      if let move = batch.moveItems.last {
        batch.moveItems.append(ItemMove(from: path(move.from.section, item), to: move.to))
      }
    case 6:
      let count = counts.indices.contains(section) ? counts[section] : 0
      batch.deleteItems.append(path(section, count))
    case 7: batch.insertItems.append(path(section, item))
    case 8: batch.moveItems.append(ItemMove(from: path(section, item), to: path(item, section)))
    default: batch.reloadItems.append(path(section, item))
    }
  }

  @Test func quickAndFullChecksAgree() {
    var random = RandomBatches(seed: 0x5EED_0051)
    var disagreements: [String] = []
    var outcomes: Set<String> = []
    for round in 0..<6_000 {
      let counts = random.counts()
      var batch = random.validBatch(counts: counts)
      if round % 3 != 0 {
        for _ in 0..<random.int(1...2) { addFault(to: &batch, counts: counts, random: &random) }
      }
      if round % 4 == 0 {
        let derived = UpdatePlan(before: countSections(counts), batch: batch).newSectionCount
        batch.after = (0..<max(0, derived + random.int(-1...1))).map { _ in
          LayoutSection(items: .count(random.int(0...9)))
        }
      }
      let quick = outcome(counts, batch, quickly: true)
      let full = outcome(counts, batch, quickly: false)
      outcomes.insert(quick == "valid" ? quick : String(quick.prefix(20)))
      if quick != full { disagreements.append("\(batch) on \(counts): \(quick) vs \(full)") }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(3))")
    // The faults reach many different messages, and valid batches pass.
    #expect(outcomes.contains("valid"))
    #expect(outcomes.count > 15, "\(outcomes)")
  }
}
