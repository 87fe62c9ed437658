/// The display tracker's copies for a ``SpecializedLayoutKind``: the defaults call the
/// generic scroll frame with the kind's own types, and a tracker of the kind looks up, once,
/// the function that calls them.
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
}
