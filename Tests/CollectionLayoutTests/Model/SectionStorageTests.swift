import Testing

@testable import CollectionLayoutCore

/// A section keeps its properties in one copy-on-write box: copies share it until one of them
/// changes, a change never shows in another copy, and equality, hashing and the printed form
/// are those of the properties, whatever the boxes.
@Suite struct SectionStorageTests {
  private func section(items: Items = .count(12)) -> LayoutSection {
    LayoutSection(
      items: items, metrics: SectionMetrics(rowHeight: 60, columns: 3),
      headers: [Supplementary(height: 44, isPinned: true)], footers: [Supplementary(height: 30)],
      id: "related", version: 2)
  }

  @Test func aSectionIsOneReference() {
    #expect(MemoryLayout<LayoutSection>.stride == 8)
  }

  @Test func copiesShareTheirBoxUntilOneChanges() {
    let original = section()
    var copy = original
    #expect(copy.sharesStorage(with: original))
    copy.items = .count(13)
    #expect(!copy.sharesStorage(with: original))
    #expect(original.items == .count(12))
    #expect(copy.items == .count(13))
    // Every other property is the original's.
    #expect(copy.metrics == original.metrics && copy.headers == original.headers)
    #expect(copy.footers == original.footers && copy.id == original.id)
    #expect(copy.version == original.version && copy.state == original.state)
  }

  @Test func everyPropertyCopiesASharedBoxBeforeChanging() {
    let original = section()
    var changes: [(inout LayoutSection) -> Void] = [
      { $0.items = .list([Item(height: 80)]) },
      { $0.metrics.rowHeight = 44 },
      { $0.headers.append(Supplementary(height: 20)) },
      { $0.footers = [] },
      { $0.placeholder = Placeholder(kind: .loading) },
      { $0.id = nil },
      { $0.version = 3 },
      { $0.state = .initial },
    ]
    changes.append { $0.layout = SectionLayout(FlowSectionLayout(minimumLineSpacing: 4)) }
    for change in changes {
      var copy = original
      change(&copy)
      #expect(copy != original)
      #expect(original == section())
      #expect(!copy.sharesStorage(with: original))
    }
  }

  @Test func aSectionHeldOnceChangesInPlace() {
    var unique = section()
    let box = ObjectIdentifier(unique.storage)
    unique.items = .count(40)
    unique.metrics.columns = 2
    unique.headers[0].height = 50
    unique.id = "other"
    #expect(ObjectIdentifier(unique.storage) == box)
    var sections = [section(), section()]
    let first = ObjectIdentifier(sections[0].storage)
    sections[0].items = .count(1)
    #expect(ObjectIdentifier(sections[0].storage) == first)
    #expect(sections[0].items == .count(1))
  }

  @Test func aLayoutsSectionsAreNotChangedThroughACopyOfTheirList() throws {
    // An update derives its sections from the layout's: the list is copied, each section
    // shares its box with the layout's until it changes.
    let layout = try GridLayout(
      environment: LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480)),
      metrics: SectionMetrics(rowHeight: 44, columns: 2),
      sections: (0..<4).map { LayoutSection(items: .count($0 + 1), id: "s\($0)") })
    var sections = layout.sections
    sections[2].items = .count(9)
    sections[3].headers.append(Supplementary(height: 30))
    #expect(layout.sections.map(\.items) == [.count(1), .count(2), .count(3), .count(4)])
    #expect(layout.sections[3].headers.isEmpty)
    #expect(sections[0].sharesStorage(with: layout.sections[0]))
    #expect(sections[1].sharesStorage(with: layout.sections[1]))
    #expect(!sections[2].sharesStorage(with: layout.sections[2]))
    #expect(!sections[3].sharesStorage(with: layout.sections[3]))
    let relaid = try layout.laidOut(sections: sections, in: layout.environment, carrying: nil)
    #expect(relaid.numberOfItems(inSection: 2) == 9)
    #expect(layout.numberOfItems(inSection: 2) == 3)
  }

  @Test func settingAPlaceholderSetsTheStateAndRemovingItKeepsIt() {
    var loading = LayoutSection(placeholder: Placeholder(kind: .loading))
    #expect(loading.state == .loading)
    let before = loading
    loading.placeholder = Placeholder(kind: .error, title: "Offline")
    #expect(loading.state == .error)
    #expect(before.state == .loading && before.placeholder == Placeholder(kind: .loading))
    loading.placeholder?.kind = .noContent
    #expect(loading.state == .noContent)
    loading.placeholder = nil
    #expect(loading.state == .noContent && loading.placeholder == nil)
    // The initializer's state wins over the placeholder's kind, as before.
    #expect(
      LayoutSection(placeholder: Placeholder(kind: .loading), state: .initial).state == .initial)
  }

  @Test func equalSectionsInTwoBoxesAreEqualAndHashEqual() {
    let first = section()
    let second = section()
    #expect(!first.sharesStorage(with: second))
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second, first]).count == 1)
    var other = second
    other.layout = SectionLayout(FlowSectionLayout(minimumLineSpacing: 4))
    #expect(other != first)
  }

  @Test func aSectionTakesItsLayoutsDescriptionUnwrapped() {
    let description = FlowSectionLayout(minimumLineSpacing: 4)
    let section = LayoutSection(items: .count(3), id: "a", layout: description)
    #expect(
      section == LayoutSection(items: .count(3), id: "a", layout: SectionLayout(description)))
    #expect(section.layout?.value(as: FlowSectionLayout.self) == description)
  }

  @Test func aSectionPrintsAsAStructureOfItsProperties() {
    #expect(
      String(describing: LayoutSection(items: .count(3), id: "a"))
        == "LayoutSection(items: CollectionLayoutCore.Items.count(3), metrics: "
        + String(reflecting: SectionMetrics()) + ", headers: [], footers: [], placeholder: nil, "
        + #"id: Optional("a"), version: nil, state: CollectionLayoutCore.ContentState.loaded, "#
        + "layout: nil)")
  }
}
