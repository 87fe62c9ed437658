/// A measured item: its path and height (a cell that sized its height), or its path and size
/// (a cell that sized itself in both axes, `preferredLayoutAttributesFitting(_:)` returning a
/// size), in a measure step's ``HeightMeasurement/items``.
public struct MeasuredItem: Hashable, Sendable {
  /// The item's path in the data at that step.
  public var item: ItemPath
  /// The height the cell measured, in points, > 0.
  public var height: Double
  /// The width the cell measured, in points, > 0; `nil` when it measured its height only.
  /// Only layouts whose items size their own widths take one (a flow layout; a compositional
  /// item of estimated width): ``CollectionViewLayout/measuredWidthRefusal(ofItem:)``.
  public var width: Double?

  /// Creates a measured item height.
  public init(item: ItemPath, height: Double) {
    self.item = item
    self.height = height
    self.width = nil
  }

  /// Creates a measured item size, in points.
  public init(item: ItemPath, size: LayoutSize) {
    self.item = item
    self.height = size.height
    self.width = size.width
  }
}

/// A measured header or footer height: its section, its index and its height, in a measure
/// step's ``HeightMeasurement/headers`` or ``HeightMeasurement/footers``.
public struct MeasuredSupplementary: Hashable, Sendable {
  /// The section.
  public var section: Int
  /// The header's or footer's index in its section.
  public var index: Int
  /// The height the view measured, in points, > 0.
  public var height: Double

  /// Creates a measured header or footer height.
  public init(section: Int, index: Int, height: Double) {
    self.section = section
    self.index = index
    self.height = height
  }
}

/// Heights (and widths) measured by a renderer: the `measure` step, as self-sizing cells
/// report their sizes when they appear.
///
/// ```swift
/// HeightMeasurement(
///   items: [
///     MeasuredItem(item: ItemPath(section: 0, item: 4), height: 130),
///     MeasuredItem(
///       item: ItemPath(section: 0, item: 5), size: LayoutSize(width: 96, height: 88)),
///   ],
///   headers: [MeasuredSupplementary(section: 1, index: 0, height: 52)], anchor: .automatic)
/// ```
///
/// Each height replaces the element's estimate (or its height) in the data, each width the
/// item's width where the layout lets a cell size its width (a flow layout; a compositional
/// item of estimated width: a flow line breaks again, a compositional group re-fits), and the
/// layout is laid out again, animated as an update without operations. Nothing on screen
/// jumps: with the automatic anchor, the first element visible below what is pinned keeps its
/// place on screen, so a change above it moves the content offset by the change, and a change
/// of the anchor itself keeps its top where it was. The anchor ``UpdateAnchor/bottom`` keeps
/// the distance from the bottom of the content instead (a chat scrolled to its newest
/// messages).
public struct HeightMeasurement: Hashable, Sendable {
  /// Measured items; default none.
  public var items: [MeasuredItem]
  /// Measured section headers; default none.
  public var headers: [MeasuredSupplementary]
  /// Measured section footers; default none.
  public var footers: [MeasuredSupplementary]
  /// Which place the step keeps; default ``UpdateAnchor/automatic``.
  public var anchor: UpdateAnchor

  /// Creates a measurement.
  public init(
    items: [MeasuredItem] = [], headers: [MeasuredSupplementary] = [],
    footers: [MeasuredSupplementary] = [], anchor: UpdateAnchor = .automatic
  ) {
    self.items = items
    self.headers = headers
    self.footers = footers
    self.anchor = anchor
  }

  /// Whether the step measures nothing.
  public var isEmpty: Bool { items.isEmpty && headers.isEmpty && footers.isEmpty }
}

extension HeightMeasurement {
  /// `sections` with these heights: a measured item of a list gets the height as its own (its
  /// estimate and aspect ratio dropped), a measured item of a count is stored sparsely
  /// (``Items/measuredCount(_:measured:)``), a measured header or footer gets the height. What
  /// a measure step does to the data; lay the result out with
  /// ``CollectionViewLayout/laidOut(measuring:in:)``. Throws every element that does not exist,
  /// located at `measure.items[K]`, `measure.headers[K]` or `measure.footers[K]`.
  /// O(sections with measured items + c log c) for c heights, plus a copy of each list measured.
  public func applied(to sections: [LayoutSection]) throws(LayoutError) -> [LayoutSection] {
    try sections.applying(self, at: "measure")
  }
}
