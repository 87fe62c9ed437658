/// What happened to one element in a batch update.
public enum ChangeKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// It survived without a move operation; its id may have shifted (an insert above it).
  case kept
  /// It was moved by `moveItems`, or with its section by `moveSections`.
  case moved
  /// It is new: inserted, or in an inserted section.
  case inserted
  /// It is gone: deleted, in a deleted section, or an old element a reload left without a
  /// counterpart.
  case deleted
  /// It was reloaded (`reloadItems`, or in a section of `reloadSections`): the renderer
  /// reconfigures its content. `before` is `nil` when the reload created it.
  case reloaded
}

/// The record of one element in a transition: where it comes from and where it goes.
///
/// `initial` is where the element starts when the animation starts, `final` where it ends,
/// both in content coordinates (the content offset animates from the old offset to the
/// target at the same time):
///
/// | change | initial | final |
/// |---|---|---|
/// | kept, moved, reloaded | old attributes at the old offset | new attributes at the target |
/// | inserted | new attributes, alpha 0, frame shifted by -delta | new attributes |
/// | deleted | old attributes | old attributes, alpha 0, frame shifted by +delta |
///
/// Shifting by the offset delta keeps an appearing or disappearing element still on screen
/// while the viewport moves. With sliding sections, elements of inserted sections start one
/// viewport width to the side (alpha 1) and elements of deleted sections end one viewport
/// width to the other side. Pinned headers use their pinned attributes at each offset, so they
/// go from their pinned place to their pinned place and never fly through the content.
public struct ElementChange: Hashable, Sendable {
  /// What happened.
  public var change: ChangeKind
  /// The element's id in the old layout; `nil` when it did not exist there.
  public var before: ElementID?
  /// The element's id in the new layout; `nil` when it does not exist there.
  public var after: ElementID?
  /// The attributes at the start of the animation.
  public var initial: LayoutAttributes
  /// The attributes at the end of the animation.
  public var final: LayoutAttributes

  /// Creates a change record.
  public init(
    change: ChangeKind, before: ElementID?, after: ElementID?, initial: LayoutAttributes,
    final: LayoutAttributes
  ) {
    self.change = change
    self.before = before
    self.after = after
    self.initial = initial
    self.final = final
  }

  /// The id the record is listed and drawn under: `after`, or `before` for a deleted element.
  public var id: ElementID { after ?? before ?? initial.id }
}

/// One element in one animation frame.
public struct AnimatedElement: Hashable, Sendable {
  /// The element's id (its change record's ``ElementChange/id``).
  public var id: ElementID
  /// The index of its record in ``LayoutTransition/changes``: a deleted `item/0/3` and an inserted
  /// `item/0/3` share an id but not a record.
  public var change: Int
  /// The interpolated frame, in content coordinates.
  public var frame: LayoutRect
  /// The interpolated opacity, 0 ... 1.
  public var alpha: Double
  /// The interpolated transform, about the frame's centre (``LayoutTransform``); `nil` for
  /// the identity, as for almost every element.
  public var transform: LayoutTransform?

  /// Creates an animated element.
  public init(
    id: ElementID, change: Int, frame: LayoutRect, alpha: Double,
    transform: LayoutTransform? = nil
  ) {
    self.id = id
    self.change = change
    self.frame = frame
    self.alpha = alpha
    self.transform = transform
  }
}

/// One sample of an update animation.
public struct AnimationFrame: Hashable, Sendable {
  /// The frame's index, from 0.
  public var frame: Int
  /// The time since the animation started, in seconds.
  public var time: Double
  /// The interpolated content offset, in points.
  public var contentOffset: LayoutPoint
  /// The elements visible in this frame (interpolated frame intersecting the visible rect at
  /// the interpolated offset), in change-record order.
  public var elements: [AnimatedElement]

  /// Creates an animation frame.
  public init(frame: Int, time: Double, contentOffset: LayoutPoint, elements: [AnimatedElement]) {
    self.frame = frame
    self.time = time
    self.contentOffset = contentOffset
    self.elements = elements
  }
}

/// The animation of a batch-update step: where it starts, every element's change record, and
/// the animation sampled frame by frame.
public struct LayoutTransition: Hashable, Sendable {
  /// The content offset before the update, in points.
  public var fromContentOffset: LayoutPoint
  /// The content size before the update, in points.
  public var fromContentSize: LayoutSize
  /// One record per element on screen before or after the update (every element with the
  /// output mode "all"), ordered by ``ElementChange/id`` in ``ElementID`` order, a deleted
  /// record before another record with the same id.
  public var changes: [ElementChange]
  /// The animation, from time 0 to its duration inclusive: the first frame shows every
  /// record's initial attributes, the last its final attributes.
  public var frames: [AnimationFrame]
  /// The animation that ``frames`` sample: its duration (seconds), frames per second and
  /// curve, as the step gave it or as its default (UIKit's 0.3-second ease-in-ease-out, a
  /// lazy container's ``LazyConfiguration/defaultAnimation``), or a gesture's progress as
  /// ``AnimationCurve/keyframes(_:)`` (``UpdateAnimation/following(_:fps:)``); `nil` for a
  /// motion recorded frame by frame rather than sampled from a curve (a drag, a fling, a
  /// pan).
  public var animation: UpdateAnimation?

  /// Creates a transition.
  public init(
    fromContentOffset: LayoutPoint, fromContentSize: LayoutSize, changes: [ElementChange],
    frames: [AnimationFrame], animation: UpdateAnimation? = nil
  ) {
    self.fromContentOffset = fromContentOffset
    self.fromContentSize = fromContentSize
    self.changes = changes
    self.frames = frames
    self.animation = animation
  }
}
