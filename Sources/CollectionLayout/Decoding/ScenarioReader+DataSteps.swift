extension ScenarioReader {
  /// The keys of an apply step, in documented order; `sections` is required.
  static let snapshotKeys = [
    "sections", "source", "anchor", "insertedSectionsSlideFrom", "animation",
  ]
  /// The keys of a section of an apply step, in documented order; `id` is required.
  static let snapshotSectionKeys = ["id", "items", "metrics", "headers", "footers", "version"]
  /// The keys of a load step, in documented order; `state` is required, and one of
  /// `section` and `source`.
  static let loadKeys = [
    "section", "source", "state", "items", "title", "message", "anchor", "animation",
  ]
  /// The keys of a select step, in documented order; `source` and `segment` are required.
  static let selectionKeys = ["source", "segment", "anchor", "animation"]

  /// An update step: a batch, a batch addressed to a source (with a `source` key), or an
  /// array of batches addressed to sources; `nil` when wrong.
  mutating func updateStep(_ field: JSONField) -> Step? {
    switch field.value.kind {
    case .object:
      guard let batch = update(field) else { return nil }
      guard let source = member(field, "source") else { return .update(batch) }
      return .updateSources([SourceUpdate(source: string(source) ?? "", batch: batch)])
    case .array(let elements) where elements.isEmpty:
      report("expected at least 1 batch addressed to a source, got none", about: field)
      return nil
    case .array:
      var updates: [SourceUpdate] = []
      for element in array(field) ?? [] {
        guard let batch = update(element) else { continue }
        guard let source = member(element, "source") else {
          report(
            "missing required key \"source\"", at: element.path,
            offset: element.value.position.offset)
          continue
        }
        updates.append(SourceUpdate(source: string(source) ?? "", batch: batch))
      }
      return .updateSources(updates)
    default:
      report("expected an object or an array, got \(field.value.typeDescription)", about: field)
      return nil
    }
  }

  /// The member `key` of an object, if the value is an object that has it.
  func member(_ field: JSONField, _ key: String) -> JSONField? {
    guard case .object(let members) = field.value.kind,
      let member = members.first(where: { $0.key == key })
    else { return nil }
    return JSONField(value: member.value, path: field.path.appending(key: key))
  }

  /// An apply step; `nil` when not an object.
  mutating func snapshot(_ field: JSONField) -> Snapshot? {
    guard let object = object(field, keys: Self.snapshotKeys, required: ["sections"]) else {
      return nil
    }
    var sections: [SnapshotSection] = []
    for element in array(object["sections"]) ?? [] {
      guard
        let section = self.object(
          element, keys: Self.snapshotSectionKeys, required: ["id"])
      else { continue }
      sections.append(
        SnapshotSection(
          id: string(section["id"]) ?? "", version: integer(section["version"]),
          items: section["items"].flatMap { array($0) }.map { $0.map { identifiedItem($0) } },
          metrics: section["metrics"].map { metrics($0) },
          headers: section["headers"].map { supplementaries($0) },
          footers: section["footers"].map { supplementaries($0) }))
    }
    return Snapshot(
      sections: sections, source: string(object["source"]),
      anchor: enumeration(object["anchor"], as: UpdateAnchor.self) ?? .automatic,
      insertedSectionsSlideFrom: enumeration(
        object["insertedSectionsSlideFrom"], as: SlideEdge.self),
      animation: animation(object["animation"]))
  }

  /// An item given by its id (`"a"`) or as an item object whose `id` is required.
  mutating func identifiedItem(_ field: JSONField) -> Item {
    guard case .object = field.value.kind else { return item(field) }
    guard let object = object(field, keys: Self.itemKeys, required: ["id"]) else {
      return Item()
    }
    return Item(
      id: string(object["id"]) ?? "", height: number(object["height"]),
      aspectRatio: number(object["aspectRatio"]), version: integer(object["version"]))
  }

  /// A load step; `nil` when not an object or without its state or target.
  mutating func load(_ field: JSONField) -> Load? {
    guard let object = object(field, keys: Self.loadKeys, required: ["state"]) else {
      return nil
    }
    let state = enumeration(object["state"], as: ContentState.self)
    var target: Load.Target?
    switch (object["section"], object["source"]) {
    case (let section?, nil):
      switch section.value.kind {
      case .number(let number):
        target = integer(number, about: section).map { Load.Target.section($0) }
      case .string(let id):
        target = .sectionID(id)
      default:
        report(
          "expected a section index or id, got \(section.value.typeDescription)", about: section)
      }
    case (nil, let source?):
      target = string(source).map { Load.Target.source($0) }
    case (_?, _?):
      report(#"expected either "section" or "source", got both"#, about: field)
    case (nil, nil):
      report(
        #"missing required key "section" (or "source")"#, at: field.path,
        offset: field.value.position.offset)
    }
    var items: Items?
    if let itemsField = object["items"] {
      if case .array = itemsField.value.kind {
        items = .list((array(itemsField) ?? []).map { identifiedItem($0) })
      } else {
        items = self.items(itemsField)
      }
    }
    guard let state, let target else { return nil }
    return Load(
      target, state: state, items: items, title: string(object["title"]),
      message: string(object["message"]),
      anchor: enumeration(object["anchor"], as: UpdateAnchor.self) ?? .automatic,
      animation: animation(object["animation"]))
  }

  /// A select step; `nil` when not an object.
  mutating func selection(_ field: JSONField) -> SegmentSelection? {
    guard
      let object = object(field, keys: Self.selectionKeys, required: ["source", "segment"])
    else { return nil }
    return SegmentSelection(
      source: string(object["source"]) ?? "", segment: integer(object["segment"]) ?? 0,
      anchor: enumeration(object["anchor"], as: UpdateAnchor.self) ?? .automatic,
      animation: animation(object["animation"]))
  }
}
