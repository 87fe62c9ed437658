import CollectionLayout

/// Display events the conventional way, for the benchmark's `display-events` row: every frame
/// finds the visible records of an eager layout by binary search (``EagerFlow``), and the
/// records of the prefetch zone likewise, then diffs both sorted id lists against the last
/// frame's, and hands views out of one reuse queue per kind, as ``DisplayTracker`` does. O(log
/// n + v + p) per frame for v visible elements and p elements in the zone, whatever changed.
public struct EagerDisplayDiff: Sendable {
  /// The ids visible at the last frame, ascending.
  public private(set) var visible: [ElementID] = []
  /// The ids in the prefetch zone at the last frame, ascending.
  public private(set) var zone: [ElementID] = []
  /// The view of each visible element.
  var views: [ElementID: Int] = [:]
  /// The views waiting for reuse, by kind.
  var reusable: [ElementKind: [Int]] = [:]
  /// The views ever created.
  public private(set) var createdCount = 0
  /// The offset of the last frame, for the scroll direction.
  var lastY = 0.0
  /// Whether the last move was toward the end of the content.
  var isForward = true
  /// Reused buffers.
  var found: [ElementAttributes] = []
  var entering: [ElementID] = []
  var leaving: [ElementID] = []

  /// A diff before any frame.
  public init() {}

  /// The frame at `contentOffset` of `layout` shown in `viewport`, a vertical layout whose
  /// zone is one viewport ahead: returns the number of events (ended, displayed, prefetched
  /// and cancelled).
  public mutating func frame(
    of layout: EagerFlow, at contentOffset: LayoutPoint, viewport: LayoutSize
  ) -> Int {
    frame(at: contentOffset, viewport: viewport, sortingIDs: false) { rect, found in
      layout.elements(in: rect, into: &found)
    }
  }

  /// The frame at `contentOffset` of the layout `cache` holds, shown in `viewport`, likewise:
  /// the cache lists by top edge, so each list of ids is sorted before it is diffed.
  public mutating func frame(
    of cache: EagerElementCache, at contentOffset: LayoutPoint, viewport: LayoutSize
  ) -> Int {
    frame(at: contentOffset, viewport: viewport, sortingIDs: true) { rect, found in
      cache.elements(in: rect, into: &found)
    }
  }

  /// The frame at `contentOffset` in `viewport`, the elements of a rectangle given by `query`
  /// (in id order, or sorted here when `sortingIDs`).
  private mutating func frame(
    at contentOffset: LayoutPoint, viewport: LayoutSize, sortingIDs: Bool,
    _ query: (LayoutRect, inout [ElementAttributes]) -> Void
  ) -> Int {
    if contentOffset.y > lastY {
      isForward = true
    } else if contentOffset.y < lastY {
      isForward = false
    }
    lastY = contentOffset.y
    let rect = LayoutRect(origin: contentOffset, size: viewport)
    query(rect, &found)
    var nowVisible = found.map(\.id)
    if sortingIDs { nowVisible.sort() }
    Self.diff(visible, nowVisible, leaving: &leaving, entering: &entering)
    var events = leaving.count + entering.count
    for id in leaving {
      if let view = views.removeValue(forKey: id) { reusable[id.kind, default: []].append(view) }
    }
    for id in entering {
      if let view = reusable[id.kind]?.popLast() {
        views[id] = view
      } else {
        views[id] = createdCount
        createdCount += 1
      }
    }
    visible = nowVisible
    let zoneRect = LayoutRect(
      x: rect.minX, y: isForward ? rect.minY : rect.minY - viewport.height,
      width: rect.width, height: rect.height + viewport.height)
    query(zoneRect, &found)
    var nowZone = found.map(\.id)
    if sortingIDs { nowZone.sort() }
    Self.diff(zone, nowZone, leaving: &leaving, entering: &entering)
    events += leaving.count + entering.count
    zone = nowZone
    return events
  }

  /// The ids of `old` not in `new` and of `new` not in `old`, both ascending: a merge.
  static func diff(
    _ old: [ElementID], _ new: [ElementID], leaving: inout [ElementID],
    entering: inout [ElementID]
  ) {
    leaving.removeAll(keepingCapacity: true)
    entering.removeAll(keepingCapacity: true)
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if j == new.count || (i < old.count && old[i] < new[j]) {
        leaving.append(old[i])
        i += 1
      } else if i == old.count || new[j] < old[i] {
        entering.append(new[j])
        j += 1
      } else {
        i += 1
        j += 1
      }
    }
  }
}
