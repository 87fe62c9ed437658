import CollectionLayoutCore

extension StreamingReader {
  /// The keys of a section, in documented order; all optional.
  enum SectionKey: String, CaseIterable, Sendable {
    case id, items, metrics, headers, footers, state, placeholder, version, layout
  }
  /// The keys of an item, in documented order; all optional.
  enum ItemKey: String, CaseIterable, Sendable {
    case id, width, height, aspectRatio, estimatedHeight, imageSize, version
  }
  /// The keys of a placeholder, in documented order; `kind` is required.
  enum PlaceholderKey: String, CaseIterable, Sendable {
    case kind, title, message, height
  }
  /// The keys of a header or footer, in documented order; `height` or `estimatedHeight` is
  /// required.
  enum SupplementaryKey: String, CaseIterable, Sendable {
    case height, pinned, padding, backgroundColor, estimatedHeight
  }

  static let sectionKeys = ObjectKeys<SectionKey>()
  static let itemKeys = ObjectKeys<ItemKey>()
  /// A placeholder's keys when its section gives no `state`: `kind` is required.
  static let placeholderKeys = ObjectKeys<PlaceholderKey>(required: [.kind])
  /// A placeholder's keys when its section gives its `state`: `kind` is the state's.
  static let statedPlaceholderKeys = ObjectKeys<PlaceholderKey>()
  static let supplementaryKeys = ObjectKeys<SupplementaryKey>()

  /// The sections of a list (the scenario's `sections`, an update's `after`); `nil` when not
  /// an array. Each section counts against the document's sections, and each listed item
  /// against the list's and the document's listed items.
  mutating func sections() throws(DecodingStop) -> [LayoutSection]? {
    guard var array = try beginArray() else { return nil }
    let enclosingList = budget.beginSectionList()
    defer { budget.endSectionList(restoring: enclosingList) }
    var sections: [LayoutSection] = []
    while try nextElement(&array) {
      try count(.section)
      sections.append(try section())
    }
    return sections
  }

  /// A section; an empty section when not an object. A section whose `state` shows a
  /// placeholder and that gives none gets a placeholder without texts; its placeholder's
  /// `kind` may be left out when it gives its `state` (whose kind it then is).
  mutating func section() throws(DecodingStop) -> LayoutSection {
    var section = LayoutSection()
    guard var object = try beginObject() else { return section }
    var state: ContentState?
    var placeholder: PlaceholderReading?
    while let key = try nextMember(&object, of: Self.sectionKeys) {
      switch key {
      case .id: section.id = try string()
      case .items: section.items = try items() ?? .count(0)
      case .metrics: section.metrics = try metrics()
      case .headers: section.headers = try supplementaries()
      case .footers: section.footers = try supplementaries()
      case .state: state = try enumeration(ContentState.self)
      case .placeholder: placeholder = try placeholderReading()
      case .version: section.version = try integer()
      case .layout: section.layout = try sectionLayout()
      }
    }
    // Only now is it known whether the section gives its state.
    if let reading = placeholder, reading.placeholder != nil, !reading.hasKind, state == nil {
      issues.append(
        DocumentIssue(
          issue: ScenarioIssue(
            location: reading.location, message: "missing required key \"kind\""),
          offset: reading.offset))
      replacedLocations.insert(
        JSONPath(description: reading.location).appending(key: "kind")
          .description)
    }
    var shown = placeholder?.placeholder
    if let reading = placeholder, !reading.hasKind, let kind = state?.placeholderKind {
      shown?.kind = kind
    }
    if shown == nil, let kind = state?.placeholderKind { shown = Placeholder(kind: kind) }
    section.placeholder = shown
    if let state { section.state = state }
    return section
  }

  /// A placeholder as read, before its section's state is known.
  struct PlaceholderReading {
    /// The placeholder; `nil` when it was not an object.
    var placeholder: Placeholder?
    /// Whether it gave its `kind`.
    var hasKind: Bool
    /// Its location and the offset of its value, for a missing `kind`.
    var location: String
    var offset: Int
  }

  /// A section's placeholder, its `kind` optional (``section()`` decides whether it was
  /// required).
  mutating func placeholderReading() throws(DecodingStop) -> PlaceholderReading {
    let location = location
    cursor.skipWhitespace()
    let offset = cursor.index
    guard var object = try beginObject() else {
      return PlaceholderReading(
        placeholder: nil, hasKind: false, location: location, offset: offset)
    }
    var placeholder = Placeholder(kind: .loading)
    var hasKind = false
    while let key = try nextMember(&object, of: Self.statedPlaceholderKeys) {
      switch key {
      case .kind:
        hasKind = true
        placeholder.kind = try enumeration(PlaceholderKind.self) ?? .loading
      case .title: placeholder.title = try string()
      case .message: placeholder.message = try string()
      case .height: placeholder.height = try number()
      }
    }
    return PlaceholderReading(
      placeholder: placeholder, hasKind: hasKind, location: location, offset: offset)
  }

  /// `12` (a count) or `[{"id": "a", "height": 60}, "b", ...]` (a list); `nil` when wrong.
  /// Each listed item counts against the document's listed items.
  mutating func items() throws(DecodingStop) -> Items? {
    let kind = try peek()
    switch kind {
    case .number:
      let token = try scanNumber()
      return try integer(of: token).map { .count($0) }
    case .array:
      var items = ItemList()
      let expectedCount = listedItemCapacity()
      items.reserveCapacity(expectedCount)
      var array = try openArray()
      let keys = Self.itemKeys
      while try nextElement(&array) {
        try count(.listedItem)
        items.append(try item(keys), expectingCount: expectedCount)
      }
      return .list(items)
    default:
      try reportWrongType("expected an integer or an array", found: kind)
      return nil
    }
  }

  /// The items of the list at the cursor (its `[`), counted ahead to reserve their storage
  /// (``JSONCursor/elementCount(limit:)``), at most one past a list's limit.
  func listedItemCapacity() -> Int {
    cursor.elementCount(limit: budget.limits.listedItemsPerList + 1) ?? 0
  }

  /// An item, read by `keys` (``itemKeys``, looked up once per list): its id alone (`"a"`) or
  /// an item object; an item without id, height or aspect ratio when neither. An estimated
  /// height given with a height or an aspect ratio is reported (at `estimatedHeight`) and left
  /// out.
  @inline(__always)
  mutating func item(_ keys: ObjectKeys<ItemKey>) throws(DecodingStop) -> Item {
    var item = Item()
    let kind = try peek()
    if kind == .string {
      item.id = try string()
      return item
    }
    guard kind == .object else {
      try reportWrongType("expected a string or an object", found: kind)
      return item
    }
    var object = try openObject()
    while let key = try nextMember(&object, of: keys) {
      switch key {
      case .id: item.id = try string()
      case .width: item.width = try number()
      case .height, .aspectRatio:
        let offset = cursor.index
        let value = try number()
        if item.isHeightEstimated {
          reportEstimateConflict(with: key.rawValue, offset: offset, sibling: true)
          item.height = nil
          item.isHeightEstimated = false
        }
        if key == .height { item.height = value } else { item.aspectRatio = value }
      case .estimatedHeight:
        let offset = cursor.index
        let value = try number()
        if item.height != nil || item.aspectRatio != nil {
          let other = item.height != nil ? "height" : "aspectRatio"
          reportEstimateConflict(with: other, offset: offset, sibling: false)
        } else if let value {
          item.height = value
          item.isHeightEstimated = true
        }
      case .imageSize: item.imageSize = try size()
      case .version: item.version = try integer()
      }
    }
    return item
  }

  /// Reports an item's estimated height given with its `other` key (`height` or
  /// `aspectRatio`), at `estimatedHeight`: the current location, or with `sibling` its
  /// sibling (the current key being `other`).
  private mutating func reportEstimateConflict(with other: String, offset: Int, sibling: Bool) {
    issues.append(
      DocumentIssue(
        issue: ScenarioIssue(
          location: sibling ? siblingLocation("estimatedHeight", of: other) : location,
          message: "expected either a height, an aspectRatio or an estimatedHeight, got "
            + "estimatedHeight and \(other)"),
        offset: offset))
  }

  /// A placeholder; `nil` when not an object. A missing or wrong `kind` is reported and
  /// replaced by `loading`.
  mutating func placeholder() throws(DecodingStop) -> Placeholder? {
    guard var object = try beginObject() else { return nil }
    var placeholder = Placeholder(kind: .loading)
    while let key = try nextMember(&object, of: Self.placeholderKeys) {
      switch key {
      case .kind: placeholder.kind = try enumeration(PlaceholderKind.self) ?? .loading
      case .title: placeholder.title = try string()
      case .message: placeholder.message = try string()
      case .height: placeholder.height = try number()
      }
    }
    return placeholder
  }

  /// Headers or footers; none when not an array. Each counts against the document's headers
  /// and footers.
  mutating func supplementaries() throws(DecodingStop) -> [Supplementary] {
    guard var array = try beginArray() else { return [] }
    var views: [Supplementary] = []
    while try nextElement(&array) {
      try count(.supplementary)
      views.append(try supplementary())
    }
    return views
  }

  /// A header or footer. A missing or wrong `height` is reported and replaced by 0, and an
  /// element that is not an object by a header 0 points tall, which the range checks skip
  /// since its location was reported.
  mutating func supplementary() throws(DecodingStop) -> Supplementary {
    var view = Supplementary(height: 0)
    guard var object = try beginObject() else { return view }
    var hasHeight = false
    var hasEstimate = false
    while let key = try nextMember(&object, of: Self.supplementaryKeys) {
      switch key {
      case .height:
        hasHeight = true
        let offset = cursor.index
        view.height = try number() ?? 0
        if hasEstimate {
          issues.append(
            DocumentIssue(
              issue: ScenarioIssue(
                location: siblingLocation("estimatedHeight", of: "height"),
                message: "expected either a height or an estimatedHeight, got both"),
              offset: offset))
          view.isHeightEstimated = false
        }
      case .pinned: view.isPinned = try boolean() ?? false
      case .padding: view.padding = try edgeInsets()
      case .backgroundColor: view.backgroundColor = try color()
      case .estimatedHeight:
        hasEstimate = true
        let offset = cursor.index
        let estimate = try number()
        if hasHeight {
          report("expected either a height or an estimatedHeight, got both", offset: offset)
        } else if let estimate {
          view.height = estimate
          view.isHeightEstimated = true
        } else {
          replacedLocations.insert(siblingLocation("height", of: "estimatedHeight"))
        }
      }
    }
    if !hasHeight, !hasEstimate {
      // The required key: `height`, or an estimate instead.
      report("missing required key \"height\"", offset: object.start)
      replacedLocations.insert(JSONPath(description: location).appending(key: "height").description)
    }
    return view
  }

  /// The location of key `key` of the object whose key `current` is being read: the current
  /// location with its last key replaced.
  private func siblingLocation(_ key: String, of current: String) -> String {
    let location = self.location
    guard location.hasSuffix("." + current) else { return location }
    return String(location.dropLast(current.count)) + key
  }
}
