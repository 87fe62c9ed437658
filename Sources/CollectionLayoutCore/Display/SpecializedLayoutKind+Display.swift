/// The display tracker's copies for a ``SpecializedLayoutKind``: the defaults call the
/// generic frames (a scroll, a listed frame) with the kind's own types, and a tracker of the
/// kind looks up, once, the functions that call them.
extension SpecializedLayoutKind {
  /// The generic scroll frame, called with this kind's type.
  package static func scroll(
    _ tracker: inout DisplayTracker<Self>, _ layout: Self, to contentOffset: LayoutPoint
  ) -> DisplayEvents {
    tracker.trackScroll(layout, to: contentOffset)
  }

  /// The generic scroll frame, called with this kind's presented type.
  package static func scroll(
    presented tracker: inout DisplayTracker<InteractiveLayout<Self>>,
    _ layout: InteractiveLayout<Self>, to contentOffset: LayoutPoint
  ) -> DisplayEvents {
    tracker.trackScroll(layout, to: contentOffset)
  }

  /// The function that runs this kind's scroll frames (``scroll(_:_:to:)``) for a tracker of
  /// `Other`, when `Other` is this kind; else `nil` (the tracker runs the generic code).
  static func scrollFrame<Other: CollectionViewLayout>(for _: Other.Type)
    -> DisplayTracker<Other>.ScrollFrame?
  {
    let frame: DisplayTracker<Self>.ScrollFrame = { tracker, layout, contentOffset in
      scroll(&tracker, layout, to: contentOffset)
    }
    // A function of this kind's tracker is one of `Other`'s when `Other` is this kind: cast
    // once, when the tracker is made.
    return frame as? DisplayTracker<Other>.ScrollFrame
  }

  /// The generic listed frame, called with this kind's type.
  package static func show(
    _ tracker: inout DisplayTracker<Self>, _ layout: Self, at contentOffset: LayoutPoint,
    renaming: ((ElementID) -> ElementID?)?
  ) -> DisplayEvents {
    tracker.trackShow(layout, at: contentOffset, renaming: renaming)
  }

  /// The generic listed frame, called with this kind's presented type.
  package static func show(
    presented tracker: inout DisplayTracker<InteractiveLayout<Self>>,
    _ layout: InteractiveLayout<Self>, at contentOffset: LayoutPoint,
    renaming: ((ElementID) -> ElementID?)?
  ) -> DisplayEvents {
    tracker.trackShow(layout, at: contentOffset, renaming: renaming)
  }

  /// The function that runs this kind's listed frames (``show(_:_:at:renaming:)``) for a
  /// tracker of `Other`, when `Other` is this kind; else `nil` (the tracker runs the generic
  /// code).
  static func showFrame<Other: CollectionViewLayout>(for _: Other.Type)
    -> DisplayTracker<Other>.ShowFrame?
  {
    let frame: DisplayTracker<Self>.ShowFrame = { tracker, layout, contentOffset, renaming in
      show(&tracker, layout, at: contentOffset, renaming: renaming)
    }
    // Cast once, when the tracker is made, as ``scrollFrame(for:)``.
    return frame as? DisplayTracker<Other>.ShowFrame
  }
}
