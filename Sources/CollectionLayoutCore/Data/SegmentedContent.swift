/// What a segmented data source holds: children, one of them shown, and the header that
/// carries the segmented control.
public struct SegmentedContent: Hashable, Sendable {
  /// The index of the child shown, from 0 (0 unless given).
  public var selected: Int
  /// The children, one per segment: at least one.
  public var children: [DataSource]
  /// The header above the child's first section that carries the segmented control: its
  /// frames attributes name the segments (`segments`, the children's titles) and the one
  /// selected (`selectedSegment`). ``defaultHeader`` unless given.
  public var header: Supplementary

  /// The header when none is given: 44 points, pinned.
  public static let defaultHeader = Supplementary(height: 44, isPinned: true)

  /// Creates segmented content.
  public init(
    selected: Int = 0, children: [DataSource], header: Supplementary = defaultHeader
  ) {
    self.selected = selected
    self.children = children
    self.header = header
  }
}
