/// The start of a drag to reorder: the `beginDrag` step,
/// `DragStart(item: ItemPath(section: 0, item: 2), at: LayoutPoint(x: 160, y: 50))`.
///
/// The finger goes down at `point` on item `item` (a long press, as the 2014 sample's reorder
/// control starts it): the item lifts and follows the finger from then on, keeping the offset
/// from the finger it had, and its slot becomes the drag's gap.
public struct DragStart: Hashable, Sendable {
  /// The dragged item's path in the data at that step.
  public var item: ItemPath
  /// Where the finger is, in viewport coordinates (the viewport's top-left corner is (0, 0)),
  /// in points: on the item.
  public var point: LayoutPoint

  /// Creates the start of a drag.
  public init(item: ItemPath, at point: LayoutPoint) {
    self.item = item
    self.point = point
  }
}

/// A move of the dragging finger: the `dragTo` step,
/// `DragMove(to: LayoutPoint(x: 160, y: 400), frameCount: 30)`.
///
/// The finger moves in a straight line from where it was to `point` over ``frameCount`` frames
/// of 1/60 s. At each frame the content auto-scrolls when the finger is near an edge (see
/// <doc:Interactions>), the dragged item follows the finger, and the gap moves to the item the
/// finger enters.
public struct DragMove: Hashable, Sendable {
  /// Where the finger goes, in viewport coordinates, in points.
  public var point: LayoutPoint
  /// The frames of 1/60 s over which the finger moves, >= 1, at most
  /// ``DragMove/maximumFrameCount``; default 1: the finger jumps, and the
  /// content auto-scrolls by one frame's step.
  public var frameCount: Int

  /// The most frames a `dragTo` step may sample: one minute at 60 frames per second.
  public static let maximumFrameCount = 3_600

  /// Creates a move of the finger.
  public init(to point: LayoutPoint, frameCount: Int = 1) {
    self.point = point
    self.frameCount = frameCount
  }
}
