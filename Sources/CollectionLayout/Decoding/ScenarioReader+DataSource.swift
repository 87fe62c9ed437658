extension ScenarioReader {
  /// The keys of a data source, in documented order; exactly one of `sections`, `composed`
  /// and `segmented`.
  static let dataSourceKeys = [
    "name", "title", "state", "placeholders", "sections", "composed", "segmented",
  ]
  /// The keys that say what a data source holds.
  static let dataSourceContentKeys = ["sections", "composed", "segmented"]
  /// The keys of a segmented source's content, in documented order; `children` is
  /// required.
  static let segmentedKeys = ["selected", "children", "header"]

  /// A data source. A wrong one is reported and replaced by an empty composed source, so
  /// that its siblings keep their positions (and their locations).
  mutating func dataSource(_ field: JSONField) -> DataSource {
    guard let object = object(field, keys: Self.dataSourceKeys) else {
      return DataSource(content: .composed([]))
    }
    let name = string(object["name"])
    let replacement = DataSource(name: name, content: .composed([]))
    let given = Self.dataSourceContentKeys.filter { object[$0] != nil }
    var placeholders: [Placeholder] = []
    for element in array(object["placeholders"]) ?? [] {
      if let placeholder = placeholder(element) { placeholders.append(placeholder) }
    }
    var content: DataSource.Content?
    if given.count == 1, let key = given.first, let value = object[key] {
      switch key {
      case "sections":
        content = .sections((array(value) ?? []).map { section($0) })
      case "composed":
        content = .composed((array(value) ?? []).map { dataSource($0) })
      default:
        content = segmented(value).map { .segmented($0) }
      }
    } else {
      let alternatives = ScenarioReader.alternatives(Self.dataSourceContentKeys)
      let found =
        given.isEmpty ? "none" : "\(given.count): " + ScenarioReader.list(given)
      report("expected exactly one of \(alternatives), got \(found)", about: field)
    }
    guard let content else { return replacement }
    return DataSource(
      name: name, title: string(object["title"]), content: content,
      state: enumeration(object["state"], as: ContentState.self) ?? .loaded,
      placeholders: placeholders)
  }

  /// A segmented source's content; `nil` when not an object.
  mutating func segmented(_ field: JSONField) -> SegmentedContent? {
    guard let object = object(field, keys: Self.segmentedKeys, required: ["children"]) else {
      return nil
    }
    return SegmentedContent(
      selected: integer(object["selected"]) ?? 0,
      children: (array(object["children"]) ?? []).map { dataSource($0) },
      header: object["header"].map { supplementary($0) } ?? SegmentedContent.defaultHeader)
  }
}
