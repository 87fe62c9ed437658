import CollectionLayoutCore

/// The display events of every entry, with `"output": {"display": true}` (see
/// <doc:DisplayAndReuse>): what `UICollectionView`'s delegate and prefetching data source
/// would hear as the entry is shown, from a ``DisplayTracker`` kept across the entries.
///
/// Keys, written after the entry's other report keys, each only when not empty:
///
/// | key | value |
/// |---|---|
/// | `didEndDisplaying` | `{"id", "view"}` for each element no longer visible, its view put back |
/// | `willDisplay` | `{"id", "view", "reused"}` for each element now visible, the view it dequeued, `reused` `false` for a view created now |
/// | `moved` | the ids of the elements visible before and after whose frame changed |
/// | `cancelPrefetchingForItemsAt` | `[section, item]` of the items no longer expected |
/// | `prefetchItemsAt` | `[section, item]` of the items expected soon, nearest first |
extension FramesPlayer {
  /// `entry` with its display events when the output asks for them: a scroll step that left
  /// the layout as it was is a scroll of the tracker (O(log n + changes)); any other entry
  /// lists the visible set again, renaming the elements displayed before through the entry's
  /// transition (an update's old ids to new ids; a layout change keeps ids, and its elements
  /// of the old layout only end). The entries of an open interactive transition have none:
  /// the change is displayed when it finishes, or found to have changed nothing when it is
  /// cancelled.
  mutating func addingDisplayEvents(to entry: consuming FrameStep, after step: ScenarioStep?)
    -> FrameStep
  {
    let returned = returnedToTheOldLayout
    returnedToTheOldLayout = false
    guard output.display else { return entry }
    // While an interactive transition is open, what is displayed waits for its end.
    if let step, step.waitsForTheEndOfATransition { return entry }
    // Taken out rather than copied: a copy left in `display` would make the tracker copy each
    // of its tables on its first write.
    var tracker = display.take() ?? DisplayTracker<Layout>()
    let events: DisplayEvents
    if let step, step.isScroll, !settleMovedOffset, tracker.layout != nil {
      events = tracker.scroll(layout, to: offset)
    } else if let transition = entry.transition, !returned {
      var renamed: [ElementID: ElementID] = [:]
      var deleted: Set<ElementID> = []
      for change in transition.changes {
        guard let before = change.before else { continue }
        if let after = change.after { renamed[before] = after } else { deleted.insert(before) }
      }
      events = tracker.show(layout, at: offset) { id in
        deleted.contains(id) ? nil : renamed[id] ?? id
      }
    } else {
      events = tracker.show(layout, at: offset)
    }
    display = tracker
    var shown = entry
    shown.customAttributes = shown.customAttributes.appending(Self.report(of: events))
    return shown
  }

  /// The entry keys of `events`.
  static func report(of events: DisplayEvents) -> CustomAttributes {
    func views(_ views: [DisplayedView], reuse: Bool) -> AttributeValue {
      .list(
        views.map { view in
          var members: [(String, AttributeValue)] = [
            ("id", .string(view.id.description)), ("view", .number(Double(view.view))),
          ]
          if reuse { members.append(("reused", .boolean(!view.isNew))) }
          return .object(CustomAttributes(members))
        })
    }
    func paths(_ paths: [ItemPath]) -> AttributeValue {
      .list(paths.map { .list([.number(Double($0.section)), .number(Double($0.item))]) })
    }
    var members: [(String, AttributeValue)] = []
    if !events.didEndDisplaying.isEmpty {
      members.append(("didEndDisplaying", views(events.didEndDisplaying, reuse: false)))
    }
    if !events.willDisplay.isEmpty {
      members.append(("willDisplay", views(events.willDisplay, reuse: true)))
    }
    if !events.moved.isEmpty {
      members.append(("moved", .list(events.moved.map { .string($0.description) })))
    }
    if !events.cancelPrefetchingForItemsAt.isEmpty {
      members.append(("cancelPrefetchingForItemsAt", paths(events.cancelPrefetchingForItemsAt)))
    }
    if !events.prefetchItemsAt.isEmpty {
      members.append(("prefetchItemsAt", paths(events.prefetchItemsAt)))
    }
    return CustomAttributes(members)
  }
}

extension ScenarioStep {
  /// Whether the step leaves an interactive transition open (`beginTransition`,
  /// `transitionProgress`).
  var waitsForTheEndOfATransition: Bool {
    switch self {
    case .beginTransition, .transitionProgress: return true
    default: return false
    }
  }

  /// Whether the step only moves the content offset (`scroll`, `scrollBy`).
  var isScroll: Bool {
    switch self {
    case .scroll, .scrollBy, .scrollTo: return true
    default: return false
    }
  }
}
