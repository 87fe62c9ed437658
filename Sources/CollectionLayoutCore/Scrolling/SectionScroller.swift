/// A section that scrolls on its own, across the collection view's scroll axis: a strip of a
/// compositional layout whose section has an `orthogonalScrollingBehavior` (UIKit backs it
/// with a scroll view of its own). The strip keeps its own content offset; its elements are
/// reported where they are drawn, in the collection view's content coordinates, the strip's
/// offset applied.
///
/// ```text
///  collection view content (scrolls vertically)
///  ┌──────────────────────────────────────────┐
///  │ frame: the strip, in content coordinates │
///  │ ┌────────────────────────────────────────┼──────────────┐
///  │ │ group 0 │ group 1 │ group 2 │ group 3  │ group 4 ...  │ the strip's content,
///  │ └────────────────────────────────────────┼──────────────┘ contentSize wide
///  │ ◀── contentOffset.x: how far the strip's content is scrolled left
///  └──────────────────────────────────────────┘
/// ```
public struct SectionScroller: Hashable, Sendable {
  /// The section, >= 0.
  public var section: Int
  /// The strip's frame: the part of the collection view's content it shows, in content
  /// coordinates, in points.
  public var frame: LayoutRect
  /// The size of the strip's own content, in points, each >= 0.
  public var contentSize: LayoutSize
  /// The strip's content inset, in points, each >= 0 (a `groupPagingCentered` strip insets
  /// its content so that a group can rest in the middle).
  public var contentInset: LayoutInsets
  /// How far the strip's content is scrolled, in points, in the strip's own coordinates: an
  /// element at `x` in the strip is drawn at `frame.minX + x - contentOffset.x`. Offsets are
  /// kept as given, overscroll included, as a scroll step's are.
  public var contentOffset: LayoutPoint
  /// Whether the strip's content goes past its ends, with the rubber band under a finger and
  /// a spring after a fling, and springs back (`UIScrollView.bounces`); without, it stops at
  /// them. Default `true`.
  public var bounces: Bool
  /// Whether it bounces even when its content is no longer than its frame, so that a finger
  /// or a fling moves it (`alwaysBounceHorizontal`). Default `false`.
  public var alwaysBounceHorizontal: Bool

  /// Creates a section scroller.
  public init(
    section: Int, frame: LayoutRect, contentSize: LayoutSize,
    contentInset: LayoutInsets = .zero, contentOffset: LayoutPoint = .zero,
    bounces: Bool = true, alwaysBounceHorizontal: Bool = false
  ) {
    self.section = section
    self.frame = frame
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.contentOffset = contentOffset
    self.bounces = bounces
    self.alwaysBounceHorizontal = alwaysBounceHorizontal
  }

  /// Whether a finger or a fling moves the strip along x: its valid offsets are more than
  /// one, or it always bounces (``bounces`` and ``alwaysBounceHorizontal``). A strip that
  /// does not ignores them, as a scroll view does.
  public var scrollsHorizontally: Bool {
    let valid = validContentOffsets.x
    return valid.lowerBound < valid.upperBound || (bounces && alwaysBounceHorizontal)
  }

  /// The offsets the strip rests between, in points: from `-inset` to `content + inset -
  /// frame` on each axis, never below the minimum, as ``CollectionViewLayout/validContentOffsets``
  /// for the collection view.
  public var validContentOffsets: (x: ClosedRange<Double>, y: ClosedRange<Double>) {
    let minimumX = -contentInset.left
    let minimumY = -contentInset.top
    let maximumX = contentSize.width + contentInset.right - frame.width
    let maximumY = contentSize.height + contentInset.bottom - frame.height
    return (minimumX...max(minimumX, maximumX), minimumY...max(minimumY, maximumY))
  }

  /// What a step or a call addressed to section `section` expects when that section does not
  /// scroll on its own, `scrollers` being those that do: `expected one of the sections that
  /// scroll on their own (0, 2), got 1`, or, when none does, `expected a section that scrolls
  /// on its own (a compositional section with an orthogonalScrollingBehavior), got section
  /// 1: no section of this layout does`.
  package static func expectation(ofSection section: Int, among scrollers: [SectionScroller])
    -> String
  {
    let scrolling = scrollers.map { String($0.section) }
    return scrolling.isEmpty
      ? "expected a section that scrolls on its own (a compositional section with an "
        + "orthogonalScrollingBehavior), got section \(section): no section of this layout does"
      : "expected one of the sections that scroll on their own "
        + "(\(scrolling.joined(separator: ", "))), got \(section)"
  }

  /// The report key a step's frames entry lists the scrollers under: `sectionScrollers`.
  public static let reportKey = "sectionScrollers"

  /// `scrollers` as a step's report: `"sectionScrollers": [{"section": 2, "frame": [x, y, w,
  /// h], "contentSize": {...}, "contentInset": {"top", "left", "bottom", "right"}, "contentOffset":
  /// {"x", "y"}}]`, in section
  /// order; nothing when there are none. What the player reads to let a user scroll a strip.
  public static func report(_ scrollers: [SectionScroller]) -> CustomAttributes {
    guard !scrollers.isEmpty else { return CustomAttributes() }
    let values: [AttributeValue] = scrollers.map { scroller in
      .object(
        CustomAttributes([
          ("section", .number(Double(scroller.section))),
          ("frame", .rect(scroller.frame)),
          ("contentSize", .size(scroller.contentSize)),
          (
            "contentInset",
            .object(
              CustomAttributes([
                ("top", .number(scroller.contentInset.top)),
                ("left", .number(scroller.contentInset.left)),
                ("bottom", .number(scroller.contentInset.bottom)),
                ("right", .number(scroller.contentInset.right)),
              ]))
          ),
          ("contentOffset", .point(scroller.contentOffset)),
        ]))
    }
    return CustomAttributes([(reportKey, .list(values))])
  }
}
