/// An item of a compositional group, `NSCollectionLayoutItem`: its size in its group, the
/// insets that shrink it inside the space it is given, the space outside it, and the
/// supplementaries anchored to it (badges).
///
/// ```
///  ┌ slot (size, after edge spacing) ┐
///  │  ┌ item frame ───────────────┐  │   contentInsets shrink the frame inside the slot
///  │  │                     [badge]  │   (not along an estimated dimension)
///  │  └───────────────────────────┘  │
///  └─────────────────────────────────┘
/// ```
public struct CompositionalItem: Hashable, Sendable {
  /// The item's size in its group.
  public var size: CompositionalSize
  /// Shrink the item inside its slot, in points, each >= 0; ignored along an estimated
  /// dimension (B.3).
  public var contentInsets: DirectionalInsets
  /// Space outside the item, applied before the content insets (B.3).
  public var edgeSpacing: CompositionalEdgeSpacing
  /// Supplementaries anchored to the item (`badge/S/I`).
  public var supplementaryItems: [AnchoredSupplementary]

  /// Creates an item.
  public init(
    size: CompositionalSize, contentInsets: DirectionalInsets = .zero,
    edgeSpacing: CompositionalEdgeSpacing = CompositionalEdgeSpacing(),
    supplementaryItems: [AnchoredSupplementary] = []
  ) {
    self.size = size
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }
}

/// An edge of a rectangle, for anchors: `NSDirectionalRectEdge`'s single edges.
public enum RectEdge: String, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The leading (left) edge.
  case leading
  /// The bottom edge.
  case bottom
  /// The trailing (right) edge.
  case trailing
}

/// Where an anchored supplementary sits on its item, `NSCollectionLayoutAnchor` (B.8).
///
/// The anchor point is 0 on an axis for the leading or top edge, 1 for the trailing or bottom
/// edge, 0.5 when neither is named; the supplementary of size `s` on an item frame `f` is at
/// `x = f.minX + ax·(f.w − s.w) + offset.x`, `y = f.minY + ay·(f.h − s.h) + offset.y`, the
/// offset in points, or for a fractional offset that fraction of the supplementary's own size.
public struct SupplementaryAnchor: Hashable, Sendable {
  /// The edges named, one edge or two adjacent ones (a corner).
  public var edges: Set<RectEdge>
  /// The offset: in points, or a fraction of the supplementary's size.
  public var offset: Offset

  /// How an anchor's offset is given.
  public enum Offset: Hashable, Sendable {
    /// Points.
    case absolute(LayoutPoint)
    /// Fractions of the supplementary's own width (x) and height (y).
    case fractional(LayoutPoint)
  }

  /// Creates an anchor; no offset by default.
  public init(edges: Set<RectEdge>, offset: Offset = .absolute(.zero)) {
    self.edges = edges
    self.offset = offset
  }

  /// The frame of a supplementary of `size` points anchored to `host` (B.8, IBP's math).
  public func frame(ofSize size: LayoutSize, on host: LayoutRect) -> LayoutRect {
    let ax = edges.contains(.leading) ? 0 : edges.contains(.trailing) ? 1 : 0.5
    let ay = edges.contains(.top) ? 0 : edges.contains(.bottom) ? 1 : 0.5
    let shift: LayoutPoint
    switch offset {
    case .absolute(let point): shift = point
    case .fractional(let fraction):
      shift = LayoutPoint(x: fraction.x * size.width, y: fraction.y * size.height)
    }
    return LayoutRect(
      x: host.minX + ax * (host.width - size.width) + shift.x,
      y: host.minY + ay * (host.height - size.height) + shift.y,
      width: size.width, height: size.height)
  }
}

/// A supplementary view anchored to an item (a badge), `NSCollectionLayoutSupplementaryItem`:
/// element `KIND/S/I`, owned by its item (it follows the item through updates).
public struct AnchoredSupplementary: Hashable, Sendable {
  /// The element kind (`badge`): a valid element kind that is not one of the built-in kinds.
  public var kind: String
  /// Its size; fractions are of the item's frame.
  public var size: CompositionalSize
  /// Where it sits on the item.
  public var anchor: SupplementaryAnchor

  /// Creates an anchored supplementary.
  public init(kind: String, size: CompositionalSize, anchor: SupplementaryAnchor) {
    self.kind = kind
    self.size = size
    self.anchor = anchor
  }
}
