/// What a renderer keeps across frames to hear what `UICollectionView`'s delegate and
/// prefetching data source would hear, for any ``CollectionViewLayout``: which elements will
/// display and which ended displaying, which only moved, the view each displayed element takes
/// from a reuse queue per reuse kind (its ``ElementKind``), and the `prefetchItemsAt` and
/// `cancelPrefetchingForItemsAt` calls in the scroll direction (see ``DisplayEvents`` for their
/// order, ``PrefetchDistance`` for the zone).
///
/// ```swift
/// var tracker = DisplayTracker<GridLayout>()
/// var events = tracker.show(layout, at: layout.initialContentOffset)  // first frame
/// events = tracker.scroll(layout, to: LayoutPoint(x: 0, y: 12))       // every scroll frame
/// events = tracker.show(newLayout, at: offset, renaming: rename)      // after an update
/// ```
///
/// The visible set is the elements whose frames (pinned where the pin pass puts them)
/// intersect the visible rect, exactly what ``CollectionViewLayout/visibleElements(at:)``
/// lists; replaying every frame's events from the first gives that set at every frame.
///
/// How a scroll frame costs O(log n + changes), not O(visible): the layout is the same (or
/// differs only where pinned), so an element's frame changes only if it pins. Only these can
/// change state:
///
/// ```
///   old visible ┌────────┐             ┌────────┐ new visible
///               │░░░░░░░░│ leaves:     │        │
///               │        │ old pins ──▶├────────┤ pinned strip (offset ..< anchorLine)
///               │        │             │        │
///               └────────┘             │▓▓▓▓▓▓▓▓│ enters: new pins
///                                      └────────┘
/// ```
/// the elements in the bands the new rect gains (queried at the new pins), in the bands it
/// loses (queried at the old pins), in the pinned strips at the leading edge (up to
/// ``CollectionViewLayout/anchorLine(at:)``), and those displaced by pinning at the last frame
/// (``ElementAttributes/isPinned``). Each is tested against the new rect at its new frame; every
/// other element keeps its state, and so does one of these whose kind never pins (its
/// `isPinned` is `nil`, its frame the same at both frames) that meets both rects: it is not
/// looked up. The prefetch zone is tracked the same way. Views come from
/// the tracker's ``RecyclingPool`` (the pool the photo browser and the wall use): views that
/// end displaying go back first, so the views created of a kind never exceed the most
/// elements of that kind displayed at once.
///
/// A view is dequeued when its element will display, not earlier: cell prefetching
/// (`isPrefetchingEnabled`, reference D.1 step 2) is not modelled, only data prefetching.
public struct DisplayTracker<Layout: CollectionViewLayout>: Sendable {
  /// The layout of the last frame; `nil` before the first.
  public private(set) var layout: Layout?
  /// The content offset of the last frame, in points.
  public private(set) var contentOffset = LayoutPoint(x: 0, y: 0)
  /// The direction of the last scroll along the layout's scroll axis: `true` toward the end
  /// of the content (offsets growing), the direction before any scroll.
  public internal(set) var isScrollingForward = true
  /// How far ahead items are prefetched.
  public let prefetchDistance: PrefetchDistance
  /// The views: which element each shows, and those waiting for reuse, by reuse kind.
  public internal(set) var pool = RecyclingPool<ElementID>(kind: "item")
  /// The displayed elements, by id.
  var displayed: [ElementID: ShownElement] = [:]
  /// The displayed elements displaced by pinning at the last frame.
  var displaced: Set<ElementID> = []
  /// The items prefetched and neither displayed since nor cancelled, by their element's id.
  var prefetched: [ElementID: ItemPath] = [:]
  /// A buffer the rect queries reuse.
  var buffer: [ElementAttributes] = []
  /// The tables and lists of a scroll frame, empty between frames: kept for their storage,
  /// so that a frame allocates none.
  var scratch = DisplayScratch()
  /// The scroll frame compiled for the layout's kind (``SpecializedLayoutKind``), looked up
  /// once; `nil` for a kind that runs the generic code.
  let specializedScrollFrame: ScrollFrame? =
    (Layout.self as? any SpecializedLayoutKind.Type)?.scrollFrame(for: Layout.self)

  /// The listed frame (``show(_:at:renaming:)``) compiled for the layout's kind, looked up
  /// once; `nil` for a kind that runs the generic code.
  let specializedShowFrame: ShowFrame? =
    (Layout.self as? any SpecializedLayoutKind.Type)?.showFrame(for: Layout.self)

  /// A scroll frame: the tracker, the layout at this frame and the content offset, in points,
  /// to the frame's events.
  typealias ScrollFrame = @Sendable (inout DisplayTracker, Layout, LayoutPoint) -> DisplayEvents
  /// A listed frame: the tracker, the layout at this frame, the content offset, in points, and
  /// the renaming of the elements displayed before, to the frame's events.
  typealias ShowFrame =
    @Sendable (inout DisplayTracker, Layout, LayoutPoint, ((ElementID) -> ElementID?)?) ->
    DisplayEvents

  /// A tracker before any frame.
  ///
  /// - Parameter prefetchDistance: How far ahead items are prefetched (default one viewport).
  public init(prefetchDistance: PrefetchDistance = .oneViewport) {
    self.prefetchDistance = prefetchDistance
  }

  /// The displayed elements with their views, in ``ElementID`` order. O(v log v).
  public var displayedViews: [DisplayedView] {
    displayed.keys.sorted().compactMap { id in
      displayed[id].map { DisplayedView(id: id, view: $0.view) }
    }
  }

  /// The items prefetched and neither displayed since nor cancelled, in item path order.
  public var prefetchedItems: [ItemPath] { prefetched.values.sorted() }

  /// The events of a scroll to `contentOffset`: `layout` is the last frame's layout, or one
  /// whose elements differ from it only where pinned (a pager that recycled its page views).
  /// The first frame is a ``show(_:at:renaming:)``.
  ///
  /// - Parameters:
  ///   - layout: The layout at this frame.
  ///   - contentOffset: The content offset, in points.
  /// - Returns: The frame's events.
  /// - Complexity: O(log n + c) for the grid, for c elements in the bands that enter and
  ///   leave, in the pinned strips and displaced by pinning: nothing is visited per visible
  ///   element.
  public mutating func scroll(_ layout: Layout, to contentOffset: LayoutPoint) -> DisplayEvents {
    // A built-in kind follows the frame through its own compiled copy of the code below.
    if let specializedScrollFrame { return specializedScrollFrame(&self, layout, contentOffset) }
    return trackScroll(layout, to: contentOffset)
  }

  /// The generic code of ``scroll(_:to:)``: what a ``SpecializedLayoutKind`` conformance
  /// calls with its own layout type, so that the optimiser compiles a copy for it.
  package mutating func trackScroll(_ layout: Layout, to contentOffset: LayoutPoint)
    -> DisplayEvents
  {
    // The last frame's layout moved out rather than copied (a copy retains each of its
    // arrays, and releases them after): nothing below reads `self.layout` before the new
    // layout is stored.
    guard let old = self.layout.take() else { return show(layout, at: contentOffset) }
    let oldOffset = self.contentOffset
    let oldRect = old.visibleRect(at: oldOffset)
    let newRect = layout.visibleRect(at: contentOffset)
    let oldZone = zone(of: oldRect, axis: old.scrollAxis, viewport: old.environment.viewport)
    updateDirection(from: oldOffset, to: contentOffset, axis: layout.scrollAxis)
    let newZone = zone(
      of: newRect, axis: layout.scrollAxis, viewport: layout.environment.viewport)
    let oldPins: Layout.PinPass? = old.pinPass(at: oldOffset)
    let newPins: Layout.PinPass? = layout.pinPass(at: contentOffset)
    // Each candidate's frame at the new pins, when known; `nil` means "look it up". An
    // element that keeps its state (a kind that never pins, met by both rects) is left alone.
    var candidates = scratch.candidates
    scratch.candidates = [:]
    list(
      layout, newRect, outside: oldRect, strip: pinnedStrip(layout, newRect, contentOffset), newPins
    )
    for element in buffer where !element.keepsState(between: oldRect, newRect) {
      candidates[element.id] = (element.frame, element.isPinned == true)
    }
    list(old, oldRect, outside: newRect, strip: pinnedStrip(old, oldRect, oldOffset), oldPins)
    for element in buffer where !element.keepsState(between: oldRect, newRect) {
      guard candidates[element.id] == nil else { continue }
      // An element of a kind that never pins has the same frame at any offset.
      candidates[element.id] =
        element.isPinned == nil ? .some((element.frame, false)) : .some(nil)
    }
    for id in displaced where candidates[id] == nil { candidates[id] = .some(nil) }
    var events = DisplayEvents()
    var ended: [ElementID] = []
    var entering: [(ElementID, LayoutRect)] = []
    var frames = scratch.frames
    scratch.frames = []
    for (id, known) in candidates {
      let frame: LayoutRect?
      let isPinned: Bool
      if let known {
        (frame, isPinned) = (known.frame, known.isPinned)
      } else {
        let attributes = layout.attributes(for: id, pins: newPins)
        (frame, isPinned) = (attributes?.frame, attributes?.isPinned == true)
      }
      frames.append((id, frame))
      let isVisible = frame.map { $0.intersects(newRect) } ?? false
      if isVisible && isPinned {
        displaced.insert(id)
      } else if !displaced.isEmpty {
        displaced.remove(id)
      }
      if let index = displayed.index(forKey: id) {
        if !isVisible {
          ended.append(id)
        } else if let frame, frame != displayed.values[index].frame {
          displayed.values[index].frame = frame
          events.moved.append(id)
        }
      } else if isVisible, let frame {
        entering.append((id, frame))
      }
    }
    candidates.removeAll(keepingCapacity: true)
    scratch.candidates = candidates
    recycle(ended: &ended, entering: &entering, into: &events)
    events.moved.sort()
    // The prefetch zone: items in the zone bands, and items whose display changed. An item
    // that keeps its state in the zone (met by both zones) changes only if its display did. A
    // band inside the visible rect on its side needs no query: everything in it is displayed
    // at that frame, so it was not prefetched there (leaving) or is not wanted there
    // (entering), and any element whose display changed is a candidate already.
    var zoneCandidates = scratch.zoneCandidates
    scratch.zoneCandidates = [:]
    list(layout, zone: newZone, outside: oldZone, visible: newRect, newPins)
    for element in buffer where !element.keepsState(between: oldZone, newZone) {
      zoneCandidates[element.id] = element.frame
    }
    list(old, zone: oldZone, outside: newZone, visible: oldRect, oldPins)
    for element in buffer where !element.keepsState(between: oldZone, newZone) {
      // Items never pin: their frame at the old pins is their frame at the new.
      guard zoneCandidates.index(forKey: element.id) == nil else { continue }
      zoneCandidates[element.id] = element.frame
    }
    for (id, frame) in frames where zoneCandidates.index(forKey: id) == nil {
      zoneCandidates[id] = frame
    }
    frames.removeAll(keepingCapacity: true)
    scratch.frames = frames
    // The usual scroll gives the last frame's layout again: kept, rather than the new one
    // stored as a copy (a retain a reference) and the old destroyed (a release each).
    if isBitwiseIdentical(old, layout) {
      self.layout = consume old
    } else {
      self.layout = layout
    }
    self.contentOffset = contentOffset
    updatePrefetching(layout, candidates: zoneCandidates, zone: newZone, events: &events)
    zoneCandidates.removeAll(keepingCapacity: true)
    scratch.zoneCandidates = zoneCandidates
    return events
  }

  /// The events of a frame whose layout may differ from the last one anywhere (the first
  /// frame, a resize, an update, a step that changed the layout): the visible set is listed
  /// again and compared. Elements displayed before keep their views under the id `renaming`
  /// gives them (an update's old id to new id). An element that ends displaying (`renaming`
  /// maps it to `nil`, a deleted item, or its new id is not visible) is reported under the id
  /// it was displayed with: ``DisplayEvents/didEndDisplaying`` names old ids,
  /// ``DisplayEvents/willDisplay`` and ``DisplayEvents/moved`` new ones.
  ///
  /// - Parameters:
  ///   - layout: The layout at this frame.
  ///   - contentOffset: The content offset, in points.
  ///   - renaming: The id in `layout` of an element displayed before; `nil` keeps every id.
  /// - Returns: The frame's events.
  /// - Complexity: O(log n + v + p) for the grid, v visible elements and p items in the
  ///   prefetch zone, plus the renaming.
  public mutating func show(
    _ layout: Layout, at contentOffset: LayoutPoint,
    renaming: ((ElementID) -> ElementID?)? = nil
  ) -> DisplayEvents {
    // A built-in kind lists the frame through its own compiled copy of the code below.
    if let specializedShowFrame {
      return specializedShowFrame(&self, layout, contentOffset, renaming)
    }
    return trackShow(layout, at: contentOffset, renaming: renaming)
  }

  /// The generic code of ``show(_:at:renaming:)``: what a ``SpecializedLayoutKind``
  /// conformance calls with its own layout type, so that the optimiser compiles a copy for it.
  package mutating func trackShow(
    _ layout: Layout, at contentOffset: LayoutPoint, renaming: ((ElementID) -> ElementID?)?
  ) -> DisplayEvents {
    var events = DisplayEvents()
    if let old = self.layout {
      updateDirection(from: self.contentOffset, to: contentOffset, axis: old.scrollAxis)
    }
    let newRect = layout.visibleRect(at: contentOffset)
    let pins = layout.pinPass(at: contentOffset)
    var visible: [ElementID: LayoutRect] = [:]
    var pinned: Set<ElementID> = []
    query(layout, newRect, pins) { element in
      visible[element.id] = element.frame
      if element.isPinned == true { pinned.insert(element.id) }
    }
    displaced = pinned
    // The elements that end displaying, under the ids they were displayed with, their views
    // put back; then the others renamed.
    let rename = renaming ?? { $0 }
    endDisplaying(renaming: rename, visible: visible, events: &events)
    var entering: [(ElementID, LayoutRect)] = []
    for (id, shown) in displayed {
      guard let frame = visible[id], frame != shown.frame else { continue }
      displayed[id]?.frame = frame
      events.moved.append(id)
    }
    for (id, frame) in visible where displayed[id] == nil { entering.append((id, frame)) }
    var ended: [ElementID] = []
    recycle(ended: &ended, entering: &entering, into: &events)
    events.moved.sort()
    let zone = zone(
      of: newRect, axis: layout.scrollAxis, viewport: layout.environment.viewport)
    var zoneCandidates: [ElementID: LayoutRect?] = [:]
    query(layout, zone, pins) { zoneCandidates[$0.id] = $0.frame }
    for id in prefetched.keys where zoneCandidates[id] == nil { zoneCandidates[id] = .some(nil) }
    self.layout = layout
    self.contentOffset = contentOffset
    updatePrefetching(layout, candidates: zoneCandidates, zone: zone, events: &events)
    return events
  }
}

/// An element a ``DisplayTracker`` displays: its view and its frame when last seen. (Outside
/// the generic tracker, so that the tables holding it are specialized once.)
struct ShownElement: Sendable {
  var view: Int
  var frame: LayoutRect
}

/// The storage a ``DisplayTracker``'s scroll frame reuses: its tables and lists are empty
/// between frames.
struct DisplayScratch: Sendable {
  /// The elements whose display may change, with their frames at the new pins when known
  /// (`nil`: look it up).
  var candidates: [ElementID: (frame: LayoutRect, isPinned: Bool)?] = [:]
  /// The elements whose prefetching may change, with their frames (`nil`: none).
  var zoneCandidates: [ElementID: LayoutRect?] = [:]
  /// The display candidates with their frames at the new pins (`nil`: none).
  var frames: [(id: ElementID, frame: LayoutRect?)] = []
}
