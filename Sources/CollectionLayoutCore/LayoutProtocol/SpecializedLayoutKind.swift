/// A layout kind whose generic machinery runs through copies of its code compiled for it:
/// an update's change records (``LayoutUpdate/forEachChange(for:limit:_:)``) and a display
/// tracker's frames (``DisplayTracker/scroll(_:to:)``, ``DisplayTracker/show(_:at:renaming:)``),
/// bare and as the player presents it (wrapped in ``InteractiveLayout``).
///
/// That code is generic over the layout. A call made from another module (the player's, the
/// command line's, a renderer's) reaches the generic entry point, where each lookup goes
/// through the protocol's witnesses with its generic values' metadata and copies: with every
/// element listed, about a third of a change record's instructions; in a scroll frame, run-time
/// lookups of the pin pass's metadata (see <doc:Performance>). A kind opts in from its own
/// folder with an empty conformance (here for a kind `MyKind`):
///
/// ```swift
/// extension MyKind: SpecializedLayoutKind {}
/// ```
///
/// The requirements' default implementations call the generic code
/// (``LayoutUpdate/streamChanges(for:limit:_:)``, ``DisplayTracker/trackScroll(_:to:)``,
/// ``DisplayTracker/trackShow(_:at:renaming:)``);
/// the conformance's witnesses call it with the kind's concrete type, so the optimiser
/// specialises it for the kind inside this module (built whole, as a release build is). The
/// generic entry points hand a call over to the kind: an update through a dynamic check, a
/// tracker through the function it looked up when it was made.
///
/// The output is the same whichever code makes it: conforming changes speed, never records
/// or events.
package protocol SpecializedLayoutKind: CollectionViewLayout {
  /// The records of `update`, exactly as ``LayoutUpdate/streamChanges(for:limit:_:)``
  /// makes them: an implementation calls that function and nothing else.
  static func forEachChange(
    of update: LayoutUpdate<Self>, for mode: OutputMode, limit: Int,
    _ body: (consuming ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd

  /// The records of `update`, an update of this kind as the player presents it, exactly as
  /// ``LayoutUpdate/streamChanges(for:limit:_:)`` makes them. (A requirement of the kind,
  /// rather than a conformance of ``InteractiveLayout`` for each kind, because a generic
  /// type conforms to a protocol under one condition only.)
  static func forEachChange(
    ofPresented update: LayoutUpdate<InteractiveLayout<Self>>, for mode: OutputMode,
    limit: Int, _ body: (consuming ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd

  /// The events of `tracker`'s scroll to `contentOffset` over `layout`, exactly as
  /// ``DisplayTracker/trackScroll(_:to:)`` makes them: an implementation calls that function
  /// and nothing else (``DisplayTracker/scroll(_:to:)`` calls this one, and would never end).
  static func scroll(
    _ tracker: inout DisplayTracker<Self>, _ layout: Self, to contentOffset: LayoutPoint
  ) -> DisplayEvents

  /// The events of `tracker`'s scroll to `contentOffset` over `layout`, a layout of this kind
  /// as the player presents it, exactly as ``DisplayTracker/trackScroll(_:to:)`` makes them.
  static func scroll(
    presented tracker: inout DisplayTracker<InteractiveLayout<Self>>,
    _ layout: InteractiveLayout<Self>, to contentOffset: LayoutPoint
  ) -> DisplayEvents

  /// The events of `tracker`'s listed frame of `layout` at `contentOffset`, exactly as
  /// ``DisplayTracker/trackShow(_:at:renaming:)`` makes them: an implementation calls that
  /// function and nothing else (``DisplayTracker/show(_:at:renaming:)`` calls this one).
  static func show(
    _ tracker: inout DisplayTracker<Self>, _ layout: Self, at contentOffset: LayoutPoint,
    renaming: ((ElementID) -> ElementID?)?
  ) -> DisplayEvents

  /// The events of `tracker`'s listed frame of `layout`, a layout of this kind as the player
  /// presents it, exactly as ``DisplayTracker/trackShow(_:at:renaming:)`` makes them.
  static func show(
    presented tracker: inout DisplayTracker<InteractiveLayout<Self>>,
    _ layout: InteractiveLayout<Self>, at contentOffset: LayoutPoint,
    renaming: ((ElementID) -> ElementID?)?
  ) -> DisplayEvents
}

/// A presented layout runs its kind's copies for presented layouts (a presented layout
/// presented again, which the player never makes, runs the defaults: generic code).
extension InteractiveLayout: SpecializedLayoutKind where Base: SpecializedLayoutKind {
  package static func forEachChange(
    of update: LayoutUpdate<InteractiveLayout<Base>>, for mode: OutputMode, limit: Int,
    _ body: (consuming ElementChange, Int) -> Bool
  ) -> ChangeStreamEnd {
    Base.forEachChange(ofPresented: update, for: mode, limit: limit, body)
  }

  package static func scroll(
    _ tracker: inout DisplayTracker<InteractiveLayout<Base>>, _ layout: InteractiveLayout<Base>,
    to contentOffset: LayoutPoint
  ) -> DisplayEvents {
    Base.scroll(presented: &tracker, layout, to: contentOffset)
  }

  package static func show(
    _ tracker: inout DisplayTracker<InteractiveLayout<Base>>, _ layout: InteractiveLayout<Base>,
    at contentOffset: LayoutPoint, renaming: ((ElementID) -> ElementID?)?
  ) -> DisplayEvents {
    Base.show(presented: &tracker, layout, at: contentOffset, renaming: renaming)
  }
}
