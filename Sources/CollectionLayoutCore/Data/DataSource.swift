/// A tree of data sources that describes a collection's sections, as the 2014 sample builds
/// its screens from aggregate data sources: a source holds sections, concatenates its
/// children's sections (``Content/composed(_:)``) or shows one child at a time
/// (``Content/segmented(_:)``). The collection's sections are the tree's sections on screen
/// (``visibleSections()``); the steps that change data (``Load``, ``SegmentSelection``,
/// ``SourceUpdate``, ``Snapshot``) address sources by name. <doc:DataSources> gives a tree's
/// document form.
///
/// Each source has a loading state: a source of sections its own (``state``), a composed
/// source the aggregate of its children by the sample's priority (see
/// ``ContentState/aggregate(_:)``), a segmented source that of its child shown. A source of
/// sections whose state shows no items shows its first section's headers, then one
/// placeholder, then the headers and footers of its sections without items. A composed
/// source with a placeholder for its aggregate state (in ``placeholders``) shows that one
/// placeholder over all its sections instead, and holds its children's items until it shows
/// items again: one batch then brings them all (the sample's single loading indicator).
public struct DataSource: Hashable, Sendable {
  /// What a source holds.
  public enum Content: Hashable, Sendable {
    /// Sections. Their `state` and `placeholder` come from the source.
    case sections([LayoutSection])
    /// Children whose sections follow each other.
    case composed([DataSource])
    /// Children of which one is shown.
    case segmented(SegmentedContent)
  }

  /// The source's name, unique in the tree: steps address the source by it; `nil` when no
  /// step addresses it.
  public var name: String?
  /// The segment title of a child of a segmented source; `nil` shows the name.
  public var title: String?
  /// What the source holds: sections, or children composed or segmented.
  public var content: Content
  /// A source of sections: its loading state (``ContentState/loaded`` unless given). Ignored for
  /// composed and segmented sources, whose state comes from their children.
  public var state: ContentState
  /// The placeholders the source shows, at most one per kind: a source of sections shows
  /// the one of its state's kind (a placeholder without texts when it has none); a composed
  /// source shows its own only when it has one of its aggregate state's kind. None unless
  /// given.
  public var placeholders: [Placeholder]

  /// Creates a data source.
  public init(
    name: String? = nil, title: String? = nil, content: Content,
    state: ContentState = .loaded, placeholders: [Placeholder] = []
  ) {
    self.name = name
    self.title = title
    self.content = content
    self.state = state
    self.placeholders = placeholders
  }

  /// The placeholder of `kind` the source is configured with, if any.
  public func placeholder(_ kind: PlaceholderKind) -> Placeholder? {
    placeholders.first { $0.kind == kind }
  }
}
