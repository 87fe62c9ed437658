import CollectionLayout

/// One box the viewport shows during one segment of an export's clock: an element, or a part
/// of the scroll view (its viewport, its content, a band of its content inset). A Lottie
/// export writes one layer per box.
///
/// Rectangles are in viewport coordinates (the viewport's top-left corner is the origin, y
/// down), in points: an element's frame minus the content offset.
struct ViewportBox: Hashable, Sendable {
  /// What the box shows.
  enum Role: Hashable, Sendable {
    /// The viewport outside the content (overscroll), drawn under everything.
    case viewport
    /// The content area.
    case content
    /// One band of the content inset, shaded over everything.
    case contentInset
    /// The picture beyond a viewport smaller than the picture, covered over everything.
    case outsideViewport
    /// An element; `change` is what happened to it in an update step, `nil` outside one.
    case element(ElementID, change: ChangeKind?)
  }

  /// One sample: where the box is at a time, and how opaque.
  struct Sample: Hashable, Sendable {
    /// The time, in seconds from the start of the export.
    var time: Double
    /// The rectangle, in viewport coordinates, in points.
    var rect: LayoutRect
    /// The opacity, 0 ... 1.
    var alpha: Double
    /// How the box is drawn transformed about its centre; `nil` for the identity.
    var transform: LayoutTransform? = nil
  }

  /// What the box shows.
  var role: Role
  /// The name written for it: the element id (`item/0/3`, `item/0/3 (deleted)` for the
  /// deleted record of an id that an update reuses), or a bracketed part of the scroll view
  /// (`[viewport]`, `[content]`, `[content inset]`, `[outside viewport]`), which no element
  /// id can be.
  var name: String
  /// When the box appears and disappears, in seconds: its segment's start and end.
  var start: Double
  /// See ``start``.
  var end: Double
  /// How the box is painted.
  var paint: BoxPaint
  /// The samples, in time order, at least one; between two samples the box moves linearly,
  /// and after the last it stays.
  var samples: [Sample]
}

/// How a box is painted, as the player paints it (see ``Palette``): a fill and, when the box
/// is large enough, an outline drawn inside its edges.
struct BoxPaint: Hashable, Sendable {
  /// An outline.
  struct Outline: Hashable, Sendable {
    /// The colour, `#RRGGBB`.
    var color: String
    /// The width, in points.
    var width: Double
    /// The dash pattern (dash, gap, ...), in points; empty for a solid line.
    var dashes: [Double]
  }

  /// The fill colour, `#RRGGBB`.
  var fill: String
  /// The outline, or `nil` for a box painted by its fill only (a separator, or a part of the
  /// scroll view).
  var outline: Outline?
}
