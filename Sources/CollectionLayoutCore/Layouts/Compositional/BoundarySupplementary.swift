/// Where a boundary supplementary sits on its section or on the whole content,
/// `NSRectAlignment`. In a vertically scrolling layout, the `top…` alignments sit above the
/// content and the `bottom…` ones below it (the `…Leading`/`…Trailing` part places it across);
/// in a horizontally scrolling one, the `leading…` alignments sit before the content and the
/// `trailing…` ones after it. An alignment on neither end of the scroll axis is a located
/// problem.
public enum BoundaryAlignment: String, Hashable, Sendable, CaseIterable {
  /// Top, centred across.
  case top
  /// Top, at the leading edge.
  case topLeading
  /// Leading, centred across.
  case leading
  /// Bottom, at the leading edge.
  case bottomLeading
  /// Bottom, centred across.
  case bottom
  /// Bottom, at the trailing edge.
  case bottomTrailing
  /// Trailing, centred across.
  case trailing
  /// Top, at the trailing edge.
  case topTrailing

  /// Which end of the scroll axis the alignment names: `true` for the start (top, leading),
  /// `false` for the end, `nil` for neither.
  func isAtStart(along axis: ScrollAxis) -> Bool? {
    switch axis {
    case .vertical:
      switch self {
      case .top, .topLeading, .topTrailing: return true
      case .bottom, .bottomLeading, .bottomTrailing: return false
      case .leading, .trailing: return nil
      }
    case .horizontal:
      switch self {
      case .leading, .topLeading, .bottomLeading: return true
      case .trailing, .topTrailing, .bottomTrailing: return false
      case .top, .bottom: return nil
      }
    }
  }

  /// Where across the scroll axis the element sits: 0 at the leading (top) edge, 0.5 centred,
  /// 1 at the trailing (bottom) edge.
  func crossPosition(along axis: ScrollAxis) -> Double {
    switch axis {
    case .vertical:
      switch self {
      case .topLeading, .bottomLeading, .leading: return 0
      case .topTrailing, .bottomTrailing, .trailing: return 1
      case .top, .bottom: return 0.5
      }
    case .horizontal:
      switch self {
      case .topLeading, .topTrailing, .top: return 0
      case .bottomLeading, .bottomTrailing, .bottom: return 1
      case .leading, .trailing: return 0.5
      }
    }
  }
}

/// A header or footer of a section or of the whole content,
/// `NSCollectionLayoutBoundarySupplementaryItem` (B.7): element `KIND/S/K` for a section's
/// (K counts the section's boundary items of that kind), `globalHeader/K` for a global one of
/// kind `header` and `global` + the capitalised kind (`globalFooter/K`) for other global ones.
public struct BoundarySupplementary: Hashable, Sendable {
  /// The element kind (`header`, `footer`, or any valid kind other than the built-in
  /// `item`, `background`, `placeholder`, `globalHeader`, the separators).
  public var kind: String
  /// Its size; fractions are of the section's content area (the section minus its insets:
  /// supplementaries follow the content insets, B.5) or of the content for global ones.
  public var size: CompositionalSize
  /// Which end of the section it sits at.
  public var alignment: BoundaryAlignment
  /// Whether it stays visible while any part of its section is (a sticky header), pushed out
  /// by the end of its section (B.7). Default `false`.
  public var pinToVisibleBounds: Bool
  /// Whether it enlarges its section (default `true`); when `false` it overlaps the content.
  public var extendsBoundary: Bool
  /// Moves the frame, in points, after it is placed; the content does not move.
  public var absoluteOffset: LayoutPoint

  /// Creates a boundary supplementary.
  public init(
    kind: String, size: CompositionalSize, alignment: BoundaryAlignment,
    pinToVisibleBounds: Bool = false, extendsBoundary: Bool = true,
    absoluteOffset: LayoutPoint = .zero
  ) {
    self.kind = kind
    self.size = size
    self.alignment = alignment
    self.pinToVisibleBounds = pinToVisibleBounds
    self.extendsBoundary = extendsBoundary
    self.absoluteOffset = absoluteOffset
  }
}

/// A decoration of a section, `NSCollectionLayoutDecorationItem` (B.9).
public enum SectionDecoration: Hashable, Sendable {
  /// A background (`background/S`) covering the whole section, its insets and boundary
  /// supplementaries included, shrunk by `contentInsets` (points); zIndex 0, below the
  /// section's other elements.
  case background(contentInsets: DirectionalInsets)
}
