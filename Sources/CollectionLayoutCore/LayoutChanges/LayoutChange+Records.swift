/// The records of a layout change: one per element on screen before or after it.
extension LayoutChange {
  /// One record per element on screen before the change (the old layout at
  /// ``oldContentOffset``) or after it (the new layout at ``targetContentOffset``); with
  /// ``OutputMode/all``, one per element of either layout. Pinned elements are at their pinned
  /// places at each end. Ordered by ``ElementID``; each id once.
  ///
  /// | the element is in | change | initial | final |
  /// |---|---|---|---|
  /// | both layouts | ``ChangeKind/kept`` | old attributes | new attributes |
  /// | the old layout only | ``ChangeKind/deleted`` | old attributes | old, alpha 0, shifted by +delta |
  /// | the new layout only | ``ChangeKind/inserted`` | new, alpha 0, shifted by -delta | new attributes |
  ///
  /// The data does not change: `inserted` and `deleted` name elements of one layout only (a
  /// list's separators, a header the other layout lacks), which fade in or out where they are
  /// on screen (delta is the offset's change, as in an update's records). An element visible
  /// at one end only moves from or to its place in the other layout, off screen perhaps, as
  /// UIKit's layout transitions fly cells in and out. An element of both layouts is never
  /// faded.
  public func changes(for mode: OutputMode) -> [ElementChange] {
    changes(for: mode, limit: .max) ?? []
  }

  /// The records of ``changes(for:)``, or `nil` when there are more than `limit`.
  package func changes(for mode: OutputMode, limit: Int) -> [ElementChange]? {
    let oldPins = oldLayout.pinPass(at: oldContentOffset)
    let newPins = newLayout.pinPass(at: targetContentOffset)
    let visible = mode == .visible
    let before = oldLayout.elements(
      in: visible ? oldLayout.visibleRect(at: oldContentOffset) : nil, pins: oldPins,
      limit: limit)
    let after = newLayout.elements(
      in: visible ? newLayout.visibleRect(at: targetContentOffset) : nil, pins: newPins,
      limit: limit)
    guard before.count <= limit, after.count <= limit else { return nil }
    let delta = LayoutPoint(
      x: targetContentOffset.x - oldContentOffset.x,
      y: targetContentOffset.y - oldContentOffset.y)
    var records: [ElementChange] = []
    records.reserveCapacity(min(limit, before.count + after.count))
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < before.count || newIndex < after.count {
      let record: ElementChange
      if newIndex == after.count
        || (oldIndex < before.count && before[oldIndex].id < after[newIndex].id)
      {
        let old = before[oldIndex]
        oldIndex += 1
        if let new = newLayout.attributes(for: old.id, pins: newPins) {
          record = ElementChange(
            change: .kept, before: old.id, after: old.id, initial: old, final: new)
        } else {
          var gone = old
          gone.frame = old.frame.offsetBy(dx: delta.x, dy: delta.y)
          gone.alpha = 0
          record = ElementChange(
            change: .deleted, before: old.id, after: nil, initial: old, final: gone)
        }
      } else if oldIndex == before.count || after[newIndex].id < before[oldIndex].id {
        let new = after[newIndex]
        newIndex += 1
        if let old = oldLayout.attributes(for: new.id, pins: oldPins) {
          record = ElementChange(
            change: .kept, before: new.id, after: new.id, initial: old, final: new)
        } else {
          var coming = new
          coming.frame = new.frame.offsetBy(dx: -delta.x, dy: -delta.y)
          coming.alpha = 0
          record = ElementChange(
            change: .inserted, before: nil, after: new.id, initial: coming, final: new)
        }
      } else {
        record = ElementChange(
          change: .kept, before: before[oldIndex].id, after: after[newIndex].id,
          initial: before[oldIndex], final: after[newIndex])
        oldIndex += 1
        newIndex += 1
      }
      guard records.count < limit else { return nil }
      records.append(record)
    }
    return records
  }

  /// The elements on screen at `progress` (0 ... 1) of the change: every record of `changes`
  /// interpolated (``TransitionTimeline``'s rule: frame, alpha and transform, the final
  /// attributes exactly at 1, the initial exactly at 0), keeping the record's other
  /// attributes from its end nearer `progress`; with ``OutputMode/visible`` only those whose
  /// frames intersect the visible rect at ``contentOffset(atProgress:)``. In ``ElementID``
  /// order; an element fully faded out is still listed (alpha 0).
  public func elements(
    atProgress progress: Double, of changes: [ElementChange], for mode: OutputMode
  )
    -> [LayoutAttributes]
  {
    let visible = LayoutRect(
      origin: contentOffset(atProgress: progress), size: newLayout.environment.viewport)
    var elements: [LayoutAttributes] = []
    for record in changes {
      let element = LayoutChange.attributes(of: record, atProgress: progress)
      if mode == .visible, !element.frame.intersects(visible) { continue }
      elements.append(element)
    }
    return elements
  }
}
