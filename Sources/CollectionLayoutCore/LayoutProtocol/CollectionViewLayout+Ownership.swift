/// The defaults of ``CollectionViewLayout``'s ownership requirements, for the built-in kinds,
/// and the section frames a layout without sections of its own lacks.
extension CollectionViewLayout {
  /// The built-in kinds' owners: an `item` owns itself, a `globalHeader` belongs to the
  /// collection, every other built-in kind to its section (its first index); `nil` for the
  /// kinds of other layouts, which therefore never survive an update.
  public func owner(of id: ElementID) -> ElementOwner? {
    ElementOwner.builtIn(of: id)
  }

  /// `id` with its section or item replaced by `owner`'s (built-in kinds owned by a section
  /// or an item), or `id` itself (owned by the collection), when this layout has that
  /// element; `nil` otherwise.
  public func element(_ id: ElementID, ownedBy owner: ElementOwner) -> ElementID? {
    guard let candidate = ElementOwner.builtInElement(id, ownedBy: owner) else { return nil }
    return attributes(for: candidate, pins: nil) != nil ? candidate : nil
  }

  /// No section frames.
  public func frame(ofSection section: Int) -> LayoutRect? { nil }

  /// Plays no interaction step: throws `the layout does not play "<name>" steps`.
  public func playing(_ step: InteractionStep, from contentOffset: LayoutPoint) throws(StepError)
    -> InteractionOutcome<Self>
  {
    throw StepError(message: "this layout does not play \"\(step.name)\" steps")
  }

  /// Keeps no state from step to step, reports nothing and keeps the offset.
  public func settled(at contentOffset: LayoutPoint) -> SettledLayout<Self> {
    SettledLayout(layout: self)
  }

  /// The environment's initial offset, `(-inset.left, -inset.top)`.
  public var initialContentOffset: LayoutPoint { environment.initialContentOffset }

  /// Keeps the reader's place: the first anchor candidate at `contentOffset` is put back
  /// where it was after the same data are laid out with the new viewport; clamped.
  public func resized(to viewport: LayoutSize, from contentOffset: LayoutPoint)
    throws(LayoutError)
    -> ResizedLayout<Self>
  {
    let anchor = scrollAnchor(at: contentOffset)
    var resized = environment
    resized.viewport = viewport
    let layout = try relaidOut(in: resized)
    return ResizedLayout(
      layout: layout, contentOffset: layout.contentOffset(restoring: anchor, from: contentOffset))
  }
}

extension ElementOwner {
  /// The owner of a built-in kind's element, by its kind alone (a row or column separator
  /// is placed by its section here; the grid attaches them to an item).
  static func builtIn(of id: ElementID) -> ElementOwner? {
    switch id.kind {
    case .globalHeader: return .collection
    case .item: return id.itemPath.map(ElementOwner.item)
    default: return id.section.map(ElementOwner.section)
    }
  }

  /// `id`, a built-in kind's element, with its section or item replaced by `owner`'s; `nil`
  /// when the owner is not of the kind `id` has.
  static func builtInElement(_ id: ElementID, ownedBy owner: ElementOwner) -> ElementID? {
    switch (owner, id.kind) {
    case (.collection, .globalHeader):
      return id
    case (.item(let path), .item):
      return .item(section: path.section, item: path.item)
    case (.section(let section), let kind) where kind != .globalHeader && kind != .item:
      guard id.section != nil else { return nil }
      var indexes = Array(id.indexes)
      indexes[0] = section
      return ElementID(kind: kind, indexes: indexes)
    default:
      return nil
    }
  }
}
