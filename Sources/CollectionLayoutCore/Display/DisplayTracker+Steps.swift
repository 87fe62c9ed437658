/// The parts of a frame of ``DisplayTracker``: the queries, the views, the prefetch zone.
extension DisplayTracker {
  /// Calls `body` with each element `layout` lists in `rect` at `pins`, through the reused
  /// buffer.
  mutating func query(
    _ layout: Layout, _ rect: LayoutRect, _ pins: Layout.PinPass?,
    _ body: (ElementAttributes) -> Void
  ) {
    buffer.removeAll(keepingCapacity: true)
    layout.appendElements(in: rect, pins: pins, to: &buffer)
    for element in buffer { body(element) }
  }

  /// Replaces the reused buffer with the elements `layout` lists at `pins` in the parts of
  /// `rect` outside `other` (``LayoutRect/bands(outside:)``), band by band, then in `strip`;
  /// an element that meets two of them comes once for each. The caller iterates the buffer:
  /// no closure is called (one made in this generic type looks its context's type up at run
  /// time on every call).
  mutating func list(
    _ layout: Layout, _ rect: LayoutRect, outside other: LayoutRect, strip: LayoutRect?,
    _ pins: Layout.PinPass?
  ) {
    buffer.removeAll(keepingCapacity: true)
    for band in rect.bands(outside: other) {
      // The strip's query lists what a band inside it holds.
      if let strip, strip.contains(band) { continue }
      layout.appendElements(in: band, pins: pins, to: &buffer)
    }
    if let strip { layout.appendElements(in: strip, pins: pins, to: &buffer) }
  }

  /// Replaces the reused buffer with the elements `layout` lists at `pins` in the parts of
  /// the zone `rect` outside `other` that are not inside the visible rect `visible`, band by
  /// band, as ``list(_:_:outside:strip:_:)`` does.
  mutating func list(
    _ layout: Layout, zone rect: LayoutRect, outside other: LayoutRect, visible: LayoutRect,
    _ pins: Layout.PinPass?
  ) {
    buffer.removeAll(keepingCapacity: true)
    for band in rect.bands(outside: other) where !visible.contains(band) {
      layout.appendElements(in: band, pins: pins, to: &buffer)
    }
  }

  /// The strip of `rect` from its leading edge along the scroll axis to the layout's anchor
  /// line at `offset` (what is pinned there), or `nil` when nothing is.
  func pinnedStrip(_ layout: Layout, _ rect: LayoutRect, _ offset: LayoutPoint) -> LayoutRect? {
    let line = layout.anchorLine(at: offset)
    switch layout.scrollAxis {
    case .vertical:
      let height = min(line, rect.maxY) - rect.minY
      guard height > 0 else { return nil }
      return LayoutRect(x: rect.minX, y: rect.minY, width: rect.width, height: height)
    case .horizontal:
      let width = min(line, rect.maxX) - rect.minX
      guard width > 0 else { return nil }
      return LayoutRect(x: rect.minX, y: rect.minY, width: width, height: rect.height)
    }
  }

  /// The prefetch zone around the visible rect `rect`: extended by the prefetch distance in
  /// viewports along `axis`, in the direction of the last scroll.
  func zone(of rect: LayoutRect, axis: ScrollAxis, viewport: LayoutSize) -> LayoutRect {
    let distance = prefetchDistance.viewports
    switch axis {
    case .vertical:
      let ahead = distance * viewport.height
      return LayoutRect(
        x: rect.minX, y: isScrollingForward ? rect.minY : rect.minY - ahead,
        width: rect.width, height: rect.height + ahead)
    case .horizontal:
      let ahead = distance * viewport.width
      return LayoutRect(
        x: isScrollingForward ? rect.minX : rect.minX - ahead, y: rect.minY,
        width: rect.width + ahead, height: rect.height)
    }
  }

  /// Takes the direction of a move from `old` to `new` along `axis`; a move that does not
  /// change the coordinate keeps the last direction.
  mutating func updateDirection(from old: LayoutPoint, to new: LayoutPoint, axis: ScrollAxis) {
    let delta = axis == .vertical ? new.y - old.y : new.x - old.x
    if delta > 0 { isScrollingForward = true } else if delta < 0 { isScrollingForward = false }
  }

  /// Puts back the views of `ended` (in ``ElementID`` order), then gives every element of
  /// `entering` one (in ``ElementID`` order), writing both into `events` after what they hold.
  /// Sorts both lists in place.
  mutating func recycle(
    ended: inout [ElementID], entering: inout [(ElementID, LayoutRect)],
    into events: inout DisplayEvents
  ) {
    ended.sort()
    for id in ended {
      displayed[id] = nil
      if !displaced.isEmpty { displaced.remove(id) }
      if let view = pool.putBack(id) {
        events.didEndDisplaying.append(DisplayedView(id: id, view: view))
      }
    }
    entering.sort { $0.0 < $1.0 }
    for (id, frame) in entering {
      let taken = pool.take(for: id, kind: id.kind)
      displayed[id] = ShownElement(view: taken.view, frame: frame)
      events.willDisplay.append(DisplayedView(id: id, view: taken.view, isNew: taken.isNew))
    }
  }

  /// Ends displaying, in ``ElementID`` order of the ids they were displayed with, the
  /// displayed elements that `renaming` maps to `nil`, to an id another element took first, or
  /// to an id not in `visible`; renames the others (and their views), and the prefetched items
  /// (cancelling those it maps to `nil`).
  mutating func endDisplaying(
    renaming: (ElementID) -> ElementID?, visible: [ElementID: LayoutRect],
    events: inout DisplayEvents
  ) {
    var renamed: [ElementID: ShownElement] = [:]
    var newIDs: [ElementID: ElementID] = [:]
    for id in displayed.keys.sorted() {
      guard let shown = displayed[id] else { continue }
      if let newID = renaming(id), renamed[newID] == nil, visible[newID] != nil {
        renamed[newID] = shown
        newIDs[id] = newID
      } else if let view = pool.putBack(id) {
        events.didEndDisplaying.append(DisplayedView(id: id, view: view))
      }
    }
    pool.remap { newIDs[$0] }
    displayed = renamed
    var renamedPrefetched: [ElementID: ItemPath] = [:]
    for (id, path) in prefetched.sorted(by: { $0.value < $1.value }) {
      if let newID = renaming(id), renamedPrefetched[newID] == nil {
        renamedPrefetched[newID] = path
      } else {
        events.cancelPrefetchingForItemsAt.append(path)
      }
    }
    prefetched = renamedPrefetched
  }

  /// The item `id` is, when it is an item's own element (a cell, a page).
  func itemPath(of id: ElementID, in layout: Layout) -> ItemPath? {
    guard case .item(let path) = layout.owner(of: id), layout.element(ofItem: path) == id
    else { return nil }
    return path
  }

  /// Brings the prefetched items up to date for `candidates` (every item whose place in the
  /// zone or display may have changed, with its frame, or `nil` when it is not in the zone):
  /// an item in the zone and not displayed is prefetched; one prefetched that is displayed now
  /// is consumed; one prefetched that is neither is cancelled.
  mutating func updatePrefetching(
    _ layout: Layout, candidates: [ElementID: LayoutRect?], zone: LayoutRect,
    events: inout DisplayEvents
  ) {
    var fetched: [(path: ItemPath, distance: Double)] = []
    var cancelled: [ItemPath] = []
    for (id, frame) in candidates {
      let isDisplayed = displayed.index(forKey: id) != nil
      let isWanted = !isDisplayed && (frame.map { $0.intersects(zone) } ?? false)
      if let index = prefetched.index(forKey: id) {
        let path = prefetched.values[index]
        guard !isWanted else {
          prefetched.values[index] = itemPath(of: id, in: layout) ?? path
          continue
        }
        prefetched.remove(at: index)
        if !isDisplayed { cancelled.append(itemPath(of: id, in: layout) ?? path) }
      } else if isWanted, let frame, let path = itemPath(of: id, in: layout) {
        prefetched[id] = path
        fetched.append((path, distanceAhead(of: frame, layout: layout)))
      }
    }
    events.cancelPrefetchingForItemsAt += cancelled.sorted()
    fetched.sort { ($0.distance, $0.path) < ($1.distance, $1.path) }
    events.prefetchItemsAt = fetched.map { $0.path }
  }

  /// How far ahead of the visible rect `frame` starts in the scroll direction, in points: the
  /// priority of its prefetch, smallest first.
  func distanceAhead(of frame: LayoutRect, layout: Layout) -> Double {
    let rect = layout.visibleRect(at: contentOffset)
    switch (layout.scrollAxis, isScrollingForward) {
    case (.vertical, true): return frame.minY - rect.maxY
    case (.vertical, false): return rect.minY - frame.maxY
    case (.horizontal, true): return frame.minX - rect.maxX
    case (.horizontal, false): return rect.minX - frame.maxX
    }
  }
}

extension ElementAttributes {
  /// Whether this element, listed in a band of `first` or `second` (the visible rects or the
  /// prefetch zones of two frames), keeps its state from one frame to the other without being
  /// looked at: its kind never pins (``isPinned`` is `nil`), so its frame is the same in both
  /// frames' layouts, and it meets both rects.
  func keepsState(between first: LayoutRect, _ second: LayoutRect) -> Bool {
    isPinned == nil && frame.intersects(first) && frame.intersects(second)
  }
}
