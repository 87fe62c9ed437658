import CollectionLayoutCore

extension StreamingReader {
  /// The keys of a data source, in documented order; exactly one of `sections`, `composed`
  /// and `segmented`.
  enum DataSourceKey: String, CaseIterable, Sendable {
    case name, title, state, placeholders, sections, composed, segmented
  }
  /// The keys of a segmented source's content, in documented order; `children` is required.
  enum SegmentedKey: String, CaseIterable, Sendable {
    case selected, children, header
  }

  static let dataSourceKeys = ObjectKeys<DataSourceKey>()
  static let segmentedKeys = ObjectKeys<SegmentedKey>(required: [.children])

  /// A data source. A wrong one is reported and replaced by an empty composed source (with
  /// its name, if it gave one), so that its siblings keep their positions (and their
  /// locations).
  mutating func dataSource() throws(DecodingStop) -> DataSource {
    var source = DataSource(content: .composed([]))
    guard var object = try beginObject() else { return source }
    var contents: [(key: String, content: DataSource.Content?)] = []
    while let key = try nextMember(&object, of: Self.dataSourceKeys) {
      switch key {
      case .name: source.name = try string()
      case .title: source.title = try string()
      case .state: source.state = try enumeration(ContentState.self) ?? .loaded
      case .placeholders: source.placeholders = try placeholders()
      case .sections: contents.append((key.rawValue, try sections().map { .sections($0) }))
      case .composed: contents.append((key.rawValue, .composed(try dataSources())))
      case .segmented: contents.append((key.rawValue, try segmented().map { .segmented($0) }))
      }
    }
    guard contents.count == 1, let content = contents.first?.content else {
      if contents.count != 1 {
        let names = DataSourceKey.allCases.suffix(3).map(\.rawValue)
        let found =
          contents.isEmpty ? "none" : "\(contents.count): " + Self.list(contents.map(\.key))
        reportReplaced(
          "expected exactly one of \(Self.alternatives(names)), got \(found)",
          offset: object.start)
      }
      source.content = .composed([])
      return source
    }
    source.content = content
    return source
  }

  /// The children of a composed or segmented source; none when not an array.
  private mutating func dataSources() throws(DecodingStop) -> [DataSource] {
    guard var array = try beginArray() else { return [] }
    var sources: [DataSource] = []
    while try nextElement(&array) { sources.append(try dataSource()) }
    return sources
  }

  /// A source's placeholders, each with its `kind`; none when not an array.
  private mutating func placeholders() throws(DecodingStop) -> [Placeholder] {
    guard var array = try beginArray() else { return [] }
    var placeholders: [Placeholder] = []
    while try nextElement(&array) {
      placeholders.append(try placeholder() ?? Placeholder(kind: .loading))
    }
    return placeholders
  }

  /// A segmented source's content; `nil` when not an object.
  private mutating func segmented() throws(DecodingStop) -> SegmentedContent? {
    guard var object = try beginObject() else { return nil }
    var content = SegmentedContent(children: [])
    while let key = try nextMember(&object, of: Self.segmentedKeys) {
      switch key {
      case .selected: content.selected = try integer() ?? 0
      case .children: content.children = try dataSources()
      case .header: content.header = try supplementary()
      }
    }
    return content
  }
}
