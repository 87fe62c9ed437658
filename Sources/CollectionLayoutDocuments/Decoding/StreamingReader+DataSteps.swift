import CollectionLayoutCore

extension StreamingReader {
  /// The keys of an apply step, in documented order; `sections` is required.
  enum SnapshotKey: String, CaseIterable, Sendable {
    case sections, source, anchor, insertedSectionsSlideFrom, animation
  }
  /// The keys of a section of an apply step, in documented order; `id` is required.
  enum SnapshotSectionKey: String, CaseIterable, Sendable {
    case id, items, metrics, headers, footers, version
  }
  /// The keys of a load step, in documented order; `state` is required, and one of
  /// `section` and `source`.
  enum LoadKey: String, CaseIterable, Sendable {
    case section, source, state, items, title, message, anchor, animation
  }
  /// The keys of a select step, in documented order; `source` and `segment` are required.
  enum SelectionKey: String, CaseIterable, Sendable {
    case source, segment, anchor, animation
  }

  static let snapshotKeys = ObjectKeys<SnapshotKey>(required: [.sections])
  static let snapshotSectionKeys = ObjectKeys<SnapshotSectionKey>(required: [.id])
  static let loadKeys = ObjectKeys<LoadKey>(required: [.state])
  static let selectionKeys = ObjectKeys<SelectionKey>(required: [.source, .segment])
  /// The keys of an item given as an object where its `id` is required.
  static let identifiedItemKeys = ObjectKeys<ItemKey>(required: [.id])

  /// An update step: a batch, a batch addressed to a source (with a `source` key), or an
  /// array of batches addressed to sources; `nil` when wrong.
  mutating func updateStep() throws(DecodingStop) -> ScenarioStep? {
    let kind = try peek()
    switch kind {
    case .object:
      guard let (batch, source) = try sourcedUpdate() else { return nil }
      guard let source else { return .update(batch) }
      return .updateSources([SourceUpdate(source: source ?? "", batch: batch)])
    case .array:
      var array = try openArray()
      var updates: [SourceUpdate] = []
      while try nextElement(&array) {
        let location = location
        cursor.skipWhitespace()
        let offset = cursor.index
        guard let (batch, source) = try sourcedUpdate() else { continue }
        guard let source else {
          issues.append(
            DocumentIssue(
              issue: ScenarioIssue(location: location, message: "missing required key \"source\""),
              offset: offset))
          replacedLocations.insert(
            JSONPath(description: location).appending(key: "source")
              .description)
          continue
        }
        updates.append(SourceUpdate(source: source ?? "", batch: batch))
      }
      guard array.count > 0 else {
        reportReplaced(
          "expected at least 1 batch addressed to a source, got none", offset: array.start)
        return nil
      }
      return .updateSources(updates)
    default:
      try reportWrongType("expected an object or an array", found: kind)
      return nil
    }
  }

  /// An apply step; `nil` when not an object.
  mutating func snapshot() throws(DecodingStop) -> Snapshot? {
    guard var object = try beginObject() else { return nil }
    var snapshot = Snapshot(sections: [])
    snapshot.animation = defaultAnimation()
    while let key = try nextMember(&object, of: Self.snapshotKeys) {
      switch key {
      case .sections: snapshot.sections = try snapshotSections()
      case .source: snapshot.source = try string()
      case .anchor: snapshot.anchor = try enumeration(UpdateAnchor.self) ?? .automatic
      case .insertedSectionsSlideFrom:
        snapshot.insertedSectionsSlideFrom = try enumeration(SlideEdge.self)
      case .animation: snapshot.animation = try animation()
      }
    }
    return snapshot
  }

  /// An apply step's sections; each counts against the document's sections. A section that
  /// is not an object is replaced by one with an empty id, so that the others keep their
  /// positions.
  private mutating func snapshotSections() throws(DecodingStop) -> [SnapshotSection] {
    guard var array = try beginArray() else { return [] }
    let enclosingList = budget.beginSectionList()
    defer { budget.endSectionList(restoring: enclosingList) }
    var sections: [SnapshotSection] = []
    while try nextElement(&array) {
      try count(.section)
      var section = SnapshotSection(id: "")
      if var object = try beginObject() {
        while let key = try nextMember(&object, of: Self.snapshotSectionKeys) {
          switch key {
          case .id: section.id = try string() ?? ""
          case .items: section.items = try identifiedItems()
          case .metrics: section.metrics = try metrics()
          case .headers: section.headers = try supplementaries()
          case .footers: section.footers = try supplementaries()
          case .version: section.version = try integer()
          }
        }
      }
      sections.append(section)
    }
    return sections
  }

  /// Items given by their ids (`"a"`) or as item objects whose `id` is required; none when
  /// not an array. Each counts against the document's listed items.
  mutating func identifiedItems() throws(DecodingStop) -> ItemList {
    var items = ItemList()
    var expectedCount = 0
    if try peek() == .array {
      expectedCount = listedItemCapacity()
      items.reserveCapacity(expectedCount)
    }
    guard var array = try beginArray() else { return [] }
    let keys = Self.identifiedItemKeys
    while try nextElement(&array) {
      try count(.listedItem)
      items.append(try item(keys), expectingCount: expectedCount)
    }
    return items
  }

  /// A load step; `nil` when not an object, or without its state or what it loads.
  mutating func load() throws(DecodingStop) -> Load? {
    guard var object = try beginObject() else { return nil }
    var target: Load.Target?
    var targets = 0
    var state: ContentState?
    var load = Load(.section(0), state: .loaded)
    while let key = try nextMember(&object, of: Self.loadKeys) {
      switch key {
      case .section:
        targets += 1
        let kind = try peek()
        switch kind {
        case .number:
          let token = try scanNumber()
          target = try integer(of: token).map { Load.Target.section($0) }
        case .string:
          target = try string().map { Load.Target.sectionID($0) }
        default:
          try reportWrongType("expected a section index or id", found: kind)
        }
      case .source:
        targets += 1
        target = try string().map { Load.Target.source($0) }
      case .state: state = try enumeration(ContentState.self)
      case .items:
        if try peek() == .array {
          load.items = .list(try identifiedItems())
        } else {
          load.items = try items()
        }
      case .title: load.title = try string()
      case .message: load.message = try string()
      case .anchor: load.anchor = try enumeration(UpdateAnchor.self) ?? .automatic
      case .animation: load.animation = try animation()
      }
    }
    if targets == 0 {
      report(#"missing required key "section" (or "source")"#, offset: object.start)
    } else if targets > 1 {
      reportReplaced(#"expected either "section" or "source", got both"#, offset: object.start)
    }
    guard let state, let target, targets == 1 else { return nil }
    load.target = target
    load.state = state
    return load
  }

  /// A select step; `nil` when not an object.
  mutating func selection() throws(DecodingStop) -> SegmentSelection? {
    guard var object = try beginObject() else { return nil }
    var selection = SegmentSelection(source: "", segment: 0)
    while let key = try nextMember(&object, of: Self.selectionKeys) {
      switch key {
      case .source: selection.source = try string() ?? ""
      case .segment: selection.segment = try integer() ?? 0
      case .anchor: selection.anchor = try enumeration(UpdateAnchor.self) ?? .automatic
      case .animation: selection.animation = try animation()
      }
    }
    return selection
  }
}
