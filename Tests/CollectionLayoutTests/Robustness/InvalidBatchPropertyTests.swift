import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// Random valid batches (the updates tests' ``RandomBatches``) with one invalid operation
/// added, where UIKit's order tells which error comes first: the engine must fail with that
/// message, word for word. (`UpdatePropertyTests/invalidBatchesFailWithoutTrapping` checks
/// that other invalid batches fail at all.)
@Suite struct InvalidBatchPropertyTests {
  @Test func theFirstErrorIsTheOneUIKitsOrderPicks() {
    var batches = RandomBatches(seed: 0x5EED_0200)
    var checked = 0
    var problems: [String] = []
    for round in 0..<3_000 {
      let counts = batches.counts()
      var batch = batches.validBatch(counts: counts)
      let expected: String
      let oldSections = counts.count
      let newSections = oldSections - batch.deleteSections.count + batch.insertSections.count
      switch round % 3 {
      case 0:
        // Deletes are checked before inserts and moves, in descending order, and no reload
        // conflicts with a valid batch: the largest delete, beyond the sections, is first.
        let section = oldSections + batches.int(0...3)
        batch.deleteSections.append(section)
        expected =
          "attempt to delete section \(section), but there are only \(oldSections) sections "
          + "before the update"
      case 1:
        // Inserts are checked after the (valid) deletes, ascending: the last one, beyond the
        // sections after the update (which count it), is the only wrong one.
        let section = newSections + 1 + batches.int(0...3)
        batch.insertSections.append(section)
        expected =
          "attempt to insert section \(section) but there are only \(newSections + 1) sections "
          + "after the update"
      default:
        // An item delete beyond the sections before the update comes first among the
        // deletes, descending (item deletes sort by section, and a section index this large
        // is above every section delete too).
        let section = oldSections + 1 + batches.int(0...3)
        batch.deleteItems.append(path(section, batches.int(0...5)))
        let added = batch.deleteItems[batch.deleteItems.count - 1]
        expected =
          "attempt to delete item \(added.item) from section \(section), but there are only "
          + "\(oldSections) sections before the update"
      }
      checked += 1
      let message = failureMessage(counts, batch)
      if message != expected {
        problems.append("\(batch) on \(counts): got \(message ?? "no error"), expected \(expected)")
        if problems.count >= 5 { break }
      }
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(checked == 3_000)
  }
}
