import Testing

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// The duplicate-id search of validation (``ItemIdentifiers``) finds what a dictionary of first
/// uses finds, in the same order, however the ids fall into its groups.
@Suite struct ItemIdentifierTests {
  /// The duplicates a dictionary of first uses finds, as `(section, item, first section,
  /// first item)`.
  private func reference(_ sections: [LayoutSection]) -> [[Int]] {
    var firstUse: [String: [Int]] = [:]
    var duplicates: [[Int]] = []
    for (sectionIndex, section) in sections.enumerated() {
      guard case .list(let items) = section.items else { continue }
      for (itemIndex, item) in items.enumerated() {
        guard let id = item.id else { continue }
        if let first = firstUse[id] {
          duplicates.append([sectionIndex, itemIndex] + first)
        } else {
          firstUse[id] = [sectionIndex, itemIndex]
        }
      }
    }
    return duplicates
  }

  private func found(_ sections: [LayoutSection]) -> [[Int]] {
    ItemIdentifiers.duplicates(in: sections).map {
      [$0.repeated.section, $0.repeated.item, $0.first.section, $0.first.item]
    }
  }

  @Test func manyIdsInManyGroupsAgreeWithADictionary() {
    var generator = SeededRandom(seed: 31)
    for idCount in [2, 100, 5_000, 40_000] {
      var sections: [LayoutSection] = []
      var made = 0
      while made < idCount {
        let count = generator.int(0...3_000)
        if generator.chance(0.2) {
          sections.append(LayoutSection(items: .count(count)))
          continue
        }
        let items = (0..<count).map { _ in
          generator.chance(0.1)
            ? Item() : Item(id: "id-\(generator.int(0...(idCount * 3 / 2)))")
        }
        made += count
        sections.append(LayoutSection(items: .list(items)))
      }
      let expected = reference(sections)
      #expect(!expected.isEmpty || idCount == 2)
      #expect(found(sections) == expected, "\(idCount) ids")
    }
  }

  @Test func canonicallyEquivalentIdsAreTheSameId() {
    let sections = [
      LayoutSection(items: .list([Item(id: "K"), Item(id: "é"), Item(id: "x")])),
      LayoutSection(items: .list([Item(id: "\u{212A}"), Item(id: "e\u{301}"), Item(id: "X")])),
    ]
    #expect(found(sections) == [[1, 0, 0, 0], [1, 1, 0, 1]])
  }

  @Test func emptySectionsAndCountsAreSkipped() {
    let sections = [
      LayoutSection(items: .list([])), LayoutSection(items: .count(5)),
      LayoutSection(items: .list([Item(id: "a")])),
      LayoutSection(items: .list([])), LayoutSection(items: .list([Item(), Item(id: "a")])),
    ]
    #expect(found(sections) == [[4, 1, 2, 0]])
  }
}
