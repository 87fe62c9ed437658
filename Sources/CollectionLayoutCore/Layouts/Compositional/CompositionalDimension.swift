/// One side of a compositional element's size, as `NSCollectionLayoutDimension` gives it:
/// points, an estimate, or a fraction of the container's width or height (reference B.1).
///
/// The container is the group holding the element; for a section's outermost group and for
/// a section's boundary supplementaries, the section's content area (the section minus its
/// content insets); for global boundary supplementaries, the collection's content area. A
/// height may be a fraction of the width (`.fractionalWidth(0.2)` makes square cells).
public enum CompositionalDimension: Hashable, Sendable {
  /// Exactly this many points, > 0.
  case absolute(Double)
  /// An estimate, in points, > 0: laid out as if absolute (nothing is measured off the
  /// device), but an item's content insets are ignored along it (B.3).
  case estimated(Double)
  /// This fraction of the container's width, > 0.
  case fractionalWidth(Double)
  /// This fraction of the container's height, > 0.
  case fractionalHeight(Double)

  /// The length in points in a container of `container` points (B.1: a fraction multiplies
  /// the container's side, a constant is itself).
  public func resolved(in container: LayoutSize) -> Double {
    switch self {
    case .absolute(let points), .estimated(let points): return points
    case .fractionalWidth(let fraction): return container.width * fraction
    case .fractionalHeight(let fraction): return container.height * fraction
    }
  }

  /// Whether the dimension is an estimate.
  public var isEstimated: Bool {
    if case .estimated = self { return true }
    return false
  }

  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool {
    if case .fractionalHeight = self { return true }
    return false
  }

  /// The number the dimension holds (points or a fraction).
  public var value: Double {
    switch self {
    case .absolute(let value), .estimated(let value), .fractionalWidth(let value),
      .fractionalHeight(let value):
      return value
    }
  }
}

/// A width and a height, each a ``CompositionalDimension``: `NSCollectionLayoutSize`.
public struct CompositionalSize: Hashable, Sendable {
  /// The width.
  public var width: CompositionalDimension
  /// The height.
  public var height: CompositionalDimension

  /// Creates a size.
  public init(width: CompositionalDimension, height: CompositionalDimension) {
    self.width = width
    self.height = height
  }

  /// The size in points in a container of `container` points.
  public func resolved(in container: LayoutSize) -> LayoutSize {
    LayoutSize(width: width.resolved(in: container), height: height.resolved(in: container))
  }
}

/// Insets named by direction, `NSDirectionalEdgeInsets`, in points (left to right: leading is
/// left). Each >= 0. For a section's content insets a value strictly between 0 and 1 is a
/// fraction of the section's container (reference B.2: leading 0.15 on 390 points is 58.5).
public struct DirectionalInsets: Hashable, Sendable {
  /// The top inset.
  public var top: Double
  /// The leading (left) inset.
  public var leading: Double
  /// The bottom inset.
  public var bottom: Double
  /// The trailing (right) inset.
  public var trailing: Double

  /// Creates insets; each defaults to 0.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all inset: Double) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// No insets.
  public static let zero = DirectionalInsets()

  /// The insets in points for a container of `container` points, by B.2's rule: a value
  /// strictly between 0 and 1 is that fraction of the container's width (leading, trailing)
  /// or height (top, bottom).
  public func resolved(in container: LayoutSize) -> DirectionalInsets {
    func points(_ value: Double, _ side: Double) -> Double {
      value > 0 && value < 1 ? value * side : value
    }
    return DirectionalInsets(
      top: points(top, container.height), leading: points(leading, container.width),
      bottom: points(bottom, container.height), trailing: points(trailing, container.width))
  }

  /// `rect` shrunk by these insets (in points), kept inside it (``insetSpan(_:_:before:after:)``):
  /// insets that leave no room along an axis give an empty frame at the end of the leading
  /// (top) inset, never one outside `rect`.
  func inset(_ rect: LayoutRect) -> LayoutRect {
    // Insets that leave room: the frame by the plain sums (what every valid layout gives).
    func span(_ start: Double, _ length: Double, _ before: Double, _ after: Double) -> (
      Double, Double
    ) {
      if before + after <= length { return (start + before, length - before - after) }
      let kept = insetSpan(start, start + length, before: before, after: after)
      return (kept.start, kept.end - kept.start)
    }
    let x = span(rect.minX, rect.width, leading, trailing)
    let y = span(rect.minY, rect.height, top, bottom)
    return LayoutRect(x: x.0, y: y.0, width: x.1, height: y.1)
  }
}

/// Space between items, `NSCollectionLayoutSpacing`: exactly, or at least, so many points.
public enum CompositionalSpacing: Hashable, Sendable {
  /// Exactly this many points, >= 0.
  case fixed(Double)
  /// At least this many points, >= 0: in a group's inter-item spacing, the space left over
  /// is shared out between the items (B.4); on an edge, the edge grows to take the space left
  /// (``CompositionalEdgeSpacing``).
  case flexible(Double)

  /// The points the spacing holds (its minimum for a flexible one).
  public var points: Double {
    switch self {
    case .fixed(let points), .flexible(let points): return points
    }
  }
}

/// The space outside an item on each edge, `NSCollectionLayoutEdgeSpacing` (B.3): it pushes
/// the item and its neighbours within the group, before the item's content insets. `nil`
/// edges have none. A fixed edge is exactly its points; a flexible one is at least its points
/// and grows to take the space its group leaves: along the group's axis the flexible edges of
/// the subitems share the leftover, across it an item's flexible edges share what it leaves
/// of the group's thickness, each floored to whole points (`bottom: .flexible(0)` aligns an
/// item to its group's top; flexible 0 on every edge centres it).
public struct CompositionalEdgeSpacing: Hashable, Sendable {
  /// Before the item along x.
  public var leading: CompositionalSpacing?
  /// Above the item.
  public var top: CompositionalSpacing?
  /// After the item along x.
  public var trailing: CompositionalSpacing?
  /// Below the item.
  public var bottom: CompositionalSpacing?

  /// Creates edge spacing; every edge defaults to none.
  public init(
    leading: CompositionalSpacing? = nil, top: CompositionalSpacing? = nil,
    trailing: CompositionalSpacing? = nil, bottom: CompositionalSpacing? = nil
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}
