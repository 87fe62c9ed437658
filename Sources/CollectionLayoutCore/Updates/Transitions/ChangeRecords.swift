/// Building the change records of an update: one per element on screen before or after it.
extension LayoutUpdate {
  /// One record per element on screen before the update (at the old offset) or after it (at
  /// the target offset); with ``OutputMode/all``, one per element of either layout. Each
  /// element of the two sets appears in exactly one record. Ordered by ``ElementChange/id``,
  /// a deleted record before another record with the same id.
  public func changes(for mode: OutputMode) -> [ElementChange] {
    changes(for: mode, limit: .max) ?? []
  }

  /// The records of ``changes(for:)``, or `nil` when there are more than `limit`: before
  /// listing anything when either layout can tell it lists more than `limit` elements (each
  /// of its elements has a record), once the record past `limit` is made otherwise. The
  /// records of ``forEachChange(for:limit:_:)``, collected.
  package func changes(for mode: OutputMode, limit: Int) -> [ElementChange]? {
    var records: [ElementChange] = []
    // A screen's records in one allocation (about 420 bytes each): grown from empty, the
    // list is copied seven times on the way to a hundred records.
    records.reserveCapacity(max(0, min(limit, Self.initialRecordCapacity)))
    let end = forEachChange(for: mode, limit: limit) { record, _ in
      records.append(record)
      return true
    }
    guard case .completed = end else { return nil }
    return records
  }

  /// The records ``changes(for:limit:)`` makes room for at first: about two screens' worth
  /// of a grid's elements, each seen before and after.
  static var initialRecordCapacity: Int { 128 }

  /// The attributes an element of the new layout appears from: faded out and shifted by
  /// -delta so it stays still on screen while the viewport moves, or, in an inserted section
  /// with sliding sections, one viewport width to the side of where it rests.
  public func appearing(_ attributes: LayoutAttributes) -> LayoutAttributes {
    let delta = contentOffsetDelta
    var initial = attributes
    if let edge = batch.insertedSectionsSlideFrom,
      let section = newLayout.owner(of: attributes.id)?.section,
      mapping.isInserted(newSection: section)
    {
      let width = newLayout.environment.viewport.width
      initial.frame = attributes.frame.offsetBy(
        dx: (edge == .leading ? -width : width) - delta.x, dy: -delta.y)
    } else {
      initial.frame = attributes.frame.offsetBy(dx: -delta.x, dy: -delta.y)
      initial.alpha = 0
    }
    return initial
  }

  /// The attributes an element of the old layout disappears to: faded out and shifted by
  /// +delta so it stays still on screen, or, in a deleted section with sliding sections, one
  /// viewport width to the side opposite the one inserted sections come from.
  public func disappearing(_ attributes: LayoutAttributes) -> LayoutAttributes {
    let delta = contentOffsetDelta
    var final = attributes
    if let edge = batch.insertedSectionsSlideFrom,
      let section = oldLayout.owner(of: attributes.id)?.section,
      mapping.isDeleted(oldSection: section)
    {
      let width = oldLayout.environment.viewport.width
      final.frame = attributes.frame.offsetBy(
        dx: (edge == .leading ? width : -width) + delta.x, dy: delta.y)
    } else {
      final.frame = attributes.frame.offsetBy(dx: delta.x, dy: delta.y)
      final.alpha = 0
    }
    return final
  }

  /// What happened to old element `id`, which survives the update: its item's fate when it
  /// is an item or attached to one, its section's otherwise (see ``ElementOwner``).
  func classify(old id: ElementID) -> ChangeKind {
    switch oldLayout.owner(of: id) {
    case .item(let path), .attached(to: let path):
      return mapping.itemChange(old: path)
    case .section(let section):
      return classify(oldSection: section)
    case .placed(by: let path):
      return classify(oldSection: path.section)
    case .collection, nil:
      return .kept
    }
  }

  /// What happened to old section `section`, which survives the update.
  private func classify(oldSection section: Int) -> ChangeKind {
    if mapping.isReloaded(oldSection: section) { return .reloaded }
    return mapping.isMoved(oldSection: section) ? .moved : .kept
  }
}
