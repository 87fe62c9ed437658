/// New data by identity: the apply step. The engine matches sections and items by id with
/// the data before the step, computes the batch a diffable data source would send (see
/// ``BatchUpdate/init(from:to:anchor:insertedSectionsSlideFrom:animation:)``), and plays it
/// as an update step (<doc:IdentityDiffing> gives its document form).
///
/// Every value a snapshot section or item leaves out keeps its value from the section or item
/// with the same id before the step; a new section or item takes the defaults. A section
/// whose state shows a placeholder holds the items it is given until it leaves that state
/// (see <doc:DataSources>).
public struct Snapshot: Hashable, Sendable {
  /// The sections after the step, top to bottom, each with an id unique among them.
  public var sections: [SnapshotSection]
  /// When the sections come from data sources: the name of the source whose sections these
  /// are; required there, and `nil` without data sources.
  public var source: String?
  /// How the target content offset is chosen (``UpdateAnchor/automatic`` unless given).
  public var anchor: UpdateAnchor
  /// When set, inserted sections slide in from this side.
  public var insertedSectionsSlideFrom: SlideEdge?
  /// How the update animates.
  public var animation: UpdateAnimation

  /// Creates a snapshot.
  public init(
    sections: [SnapshotSection], source: String? = nil, anchor: UpdateAnchor = .automatic,
    insertedSectionsSlideFrom: SlideEdge? = nil, animation: UpdateAnimation = UpdateAnimation()
  ) {
    self.sections = sections
    self.source = source
    self.anchor = anchor
    self.insertedSectionsSlideFrom = insertedSectionsSlideFrom
    self.animation = animation
  }
}

/// One section of a ``Snapshot``: its id, and what changes (`nil`: what it was).
public struct SnapshotSection: Hashable, Sendable {
  /// The section's id.
  public var id: String
  /// The section's version; a changed version reloads the section. `nil`: the version
  /// before.
  public var version: Int?
  /// The items, in order, each with an id; an item's values left out (`nil`) keep the values
  /// of the item with that id before the step. `nil`: the items before. A list of items as a
  /// section holds them (``ItemList``): an array literal is one.
  public var items: ItemList?
  /// The section's metrics. `nil`: the metrics before.
  public var metrics: SectionMetrics?
  /// The section's headers. `nil`: the headers before.
  public var headers: [Supplementary]?
  /// The section's footers. `nil`: the footers before.
  public var footers: [Supplementary]?

  /// Creates a snapshot section.
  public init(
    id: String, version: Int? = nil, items: ItemList? = nil, metrics: SectionMetrics? = nil,
    headers: [Supplementary]? = nil, footers: [Supplementary]? = nil
  ) {
    self.id = id
    self.version = version
    self.items = items
    self.metrics = metrics
    self.headers = headers
    self.footers = footers
  }
}

extension Snapshot {
  /// The sections this snapshot describes, given the sections before it: each snapshot
  /// section takes the section with its id before (or a new loaded section), with the keys
  /// it gives replaced; each item takes the item with its id before, anywhere (or a new
  /// item), with the keys it gives replaced. The state and placeholder of a section stay.
  /// O(sections + items × log sections): each item is found by a hash and a binary search
  /// over the sections (``ItemsByID``).
  package func resolvedSections(before: [LayoutSection]) -> [LayoutSection] {
    var sectionsByID: [String: Int] = [:]
    for (index, section) in before.enumerated() {
      if let id = section.id { sectionsByID[id] = index }
    }
    let itemsByID = sections.contains { $0.items != nil } ? ItemsByID(before) : ItemsByID([])
    return sections.map { snapshot in
      var section = sectionsByID[snapshot.id].map { before[$0] } ?? LayoutSection(id: snapshot.id)
      if let version = snapshot.version { section.version = version }
      if let metrics = snapshot.metrics { section.metrics = metrics }
      if let headers = snapshot.headers { section.headers = headers }
      if let footers = snapshot.footers { section.footers = footers }
      if let items = snapshot.items {
        func resolved(_ given: Item) -> Item {
          guard let id = given.id, let item = itemsByID[id] else { return given }
          return item.updated(by: given)
        }
        // Items given as the data before them (ids alone, of items that had ids alone) keep
        // the snapshot's own list rather than a copy: 720 MB at 10,000,000 items.
        let keepsItsList = items.allSatisfy { resolved($0) == $0 }
        section.items = .list(keepsItsList ? items : ItemList(items.lazy.map(resolved)))
      }
      return section
    }
  }
}
