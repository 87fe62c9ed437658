/// A switch of a segmented data source to another child: the select step. One batch
/// deletes the sections of the child shown and inserts those of the child selected, which
/// slide in from the trailing side when it comes after the other, from the leading side
/// otherwise (the 2014 sample's segmented switch). A child still in `initial` starts loading.
public struct SegmentSelection: Hashable, Sendable {
  /// The segmented data source's name.
  public var source: String
  /// The index of the child to show, from 0.
  public var segment: Int
  /// How the target content offset is chosen (``UpdateAnchor/automatic`` unless given).
  public var anchor: UpdateAnchor
  /// How the switch animates.
  public var animation: UpdateAnimation

  /// Creates a selection.
  public init(
    source: String, segment: Int, anchor: UpdateAnchor = .automatic,
    animation: UpdateAnimation = UpdateAnimation()
  ) {
    self.source = source
    self.segment = segment
    self.anchor = anchor
    self.animation = animation
  }
}
