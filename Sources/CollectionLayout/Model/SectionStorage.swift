/// The properties of a ``LayoutSection``, in one box that the copies of a section share until
/// one of them changes (copy on write: ``LayoutSection`` copies the box before changing it, so
/// a box is never changed while shared).
///
/// Its properties are read and written only through ``LayoutSection``, whose own accesses the
/// compiler checks for exclusivity: they are not checked again at run time (a dynamic check on
/// every read of a class's property, about 40 instructions, doubled the cost of reading
/// 100,000 sections).
final class SectionStorage: @unchecked Sendable {
  @exclusivity(unchecked) var items: Items
  @exclusivity(unchecked) var metrics: SectionMetrics
  @exclusivity(unchecked) var headers: [Supplementary]
  @exclusivity(unchecked) var footers: [Supplementary]
  @exclusivity(unchecked) var placeholder: Placeholder?
  @exclusivity(unchecked) var id: String?
  @exclusivity(unchecked) var version: Int?
  @exclusivity(unchecked) var state: ContentState

  init(
    items: Items, metrics: SectionMetrics, headers: [Supplementary], footers: [Supplementary],
    placeholder: Placeholder?, id: String?, version: Int?, state: ContentState
  ) {
    self.items = items
    self.metrics = metrics
    self.headers = headers
    self.footers = footers
    self.placeholder = placeholder
    self.id = id
    self.version = version
    self.state = state
  }

  /// A new box with the same properties.
  func copy() -> SectionStorage {
    SectionStorage(
      items: items, metrics: metrics, headers: headers, footers: footers,
      placeholder: placeholder, id: id, version: version, state: state)
  }
}

extension LayoutSection: CustomReflectable {
  /// Two sections are equal when every property is: at once when they share their box.
  public static func == (lhs: LayoutSection, rhs: LayoutSection) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.items == rhs.items && lhs.metrics == rhs.metrics && lhs.headers == rhs.headers
      && lhs.footers == rhs.footers && lhs.placeholder == rhs.placeholder && lhs.id == rhs.id
      && lhs.version == rhs.version && lhs.state == rhs.state
  }

  /// Hashes every property, in the order they are declared.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(items)
    hasher.combine(metrics)
    hasher.combine(headers)
    hasher.combine(footers)
    hasher.combine(placeholder)
    hasher.combine(id)
    hasher.combine(version)
    hasher.combine(state)
  }

  /// The properties, as a structure's: a section prints as it did with stored properties
  /// (`LayoutSection(items: …, metrics: …, …)`).
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "items": items, "metrics": metrics, "headers": headers, "footers": footers,
        "placeholder": placeholder as Any, "id": id as Any, "version": version as Any,
        "state": state,
      ], displayStyle: .struct)
  }
}
