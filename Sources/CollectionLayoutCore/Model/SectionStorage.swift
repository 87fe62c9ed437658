/// The properties of a ``LayoutSection``, in one box that the copies of a section share until
/// one of them changes.
///
/// Copy on write: ``LayoutSection`` replaces its box by a copy before changing a property
/// unless `isKnownUniquelyReferenced` says no other copy holds it, so a box is never changed
/// while it is shared. That is why the box is `@unchecked Sendable`: a box that two values
/// (and so possibly two threads) hold is only read, and a box that is written is held by one
/// value, which Swift's exclusivity rules give to one thread at a time. Its properties are
/// `var` only so that the one holder can change them in place.
///
/// The properties are read and written only through ``LayoutSection``'s accessors, whose
/// accesses the compiler checks statically like those of a structure's stored properties:
/// they are marked `@exclusivity(unchecked)`, without the dynamic check of a class's property
/// (a `swift_beginAccess` call, about 40 instructions, on every read).
final class SectionStorage: @unchecked Sendable {
  @exclusivity(unchecked) var items: Items
  @exclusivity(unchecked) var metrics: SectionMetrics
  @exclusivity(unchecked) var headers: [Supplementary]
  @exclusivity(unchecked) var footers: [Supplementary]
  @exclusivity(unchecked) var placeholder: Placeholder?
  @exclusivity(unchecked) var id: String?
  @exclusivity(unchecked) var version: Int?
  @exclusivity(unchecked) var state: ContentState
  @exclusivity(unchecked) var layout: SectionLayout?

  init(
    items: Items, metrics: SectionMetrics, headers: [Supplementary], footers: [Supplementary],
    placeholder: Placeholder?, id: String?, version: Int?, state: ContentState,
    layout: SectionLayout?
  ) {
    self.items = items
    self.metrics = metrics
    self.headers = headers
    self.footers = footers
    self.placeholder = placeholder
    self.id = id
    self.version = version
    self.state = state
    self.layout = layout
  }

  /// A new box with the same properties (their lists shared, as a copy of a value shares them).
  func copy() -> SectionStorage { copy(replacingItemsWith: items) }

  /// A new box with `newItems` and the other properties (shared).
  func copy(replacingItemsWith newItems: __owned Items) -> SectionStorage {
    SectionStorage(
      items: newItems, metrics: metrics, headers: headers, footers: footers,
      placeholder: placeholder, id: id, version: version, state: state, layout: layout)
  }
}

extension LayoutSection: CustomReflectable {
  /// Whether two sections are equal: every property equal, at once when they share their box.
  public static func == (lhs: LayoutSection, rhs: LayoutSection) -> Bool {
    if lhs.sharesStorage(with: rhs) { return true }
    return lhs.items == rhs.items && lhs.metrics == rhs.metrics && lhs.headers == rhs.headers
      && lhs.footers == rhs.footers && lhs.placeholder == rhs.placeholder && lhs.id == rhs.id
      && lhs.version == rhs.version && lhs.state == rhs.state && lhs.layout == rhs.layout
  }

  /// Hashes every property, in the order they are declared (as a structure's synthesized
  /// hashing does): equal sections hash equal whatever their boxes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(items)
    hasher.combine(metrics)
    hasher.combine(headers)
    hasher.combine(footers)
    hasher.combine(placeholder)
    hasher.combine(id)
    hasher.combine(version)
    hasher.combine(state)
    hasher.combine(layout)
  }

  /// The properties, as a structure's stored properties: a section prints as it did before
  /// its properties moved into a box (`LayoutSection(items: …, metrics: …, …)`).
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "items": items, "metrics": metrics, "headers": headers, "footers": footers,
        "placeholder": placeholder as Any, "id": id as Any, "version": version as Any,
        "state": state, "layout": layout as Any,
      ], displayStyle: .struct)
  }
}
