/// Where a section's pinned header and footer sit along the scroll axis: the one rule every
/// layout that pins a section's headers and footers shares (UIKit's
/// `sectionHeadersPinToVisibleBounds` and `sectionFootersPinToVisibleBounds`, a boundary
/// supplementary's `pinToVisibleBounds`).
///
/// A pinned header stays at the start of the visible bounds while its section is visible,
/// pushed out by a footer; a pinned footer stays at the end of the visible bounds, held below
/// its own header, where the header is (pinned or not): a footer never covers its header.
/// UIKit's header says only that it manages "occlusion disambiguation" between supplementaries
/// ("e.g. section header + footer both pinned"):
///
/// ```
///  header start = max(natural, min(visible start, footer start − header length))
///  footer start = min(natural, max(visible end − footer length, header's end))
///
///  a short section at 780 on an 844-point screen, 44-point header and footer:
///    780 ┌ header ┐            the footer's line is 844 − 44 = 800, above the
///    824 ├ footer ┤ ← pinned    header's end (824): it stops at 824, under the
///    868 └────────┘             header instead of over it
/// ```
///
/// Which footer pushes a header out is the layout's to choose (each kind's article says which),
/// the section's end without one. The header's end is where the header is (pinned or not, so
/// computed first). A viewport shorter than both keeps the header in view and holds the footer
/// past the visible end.
public enum BoundaryPinning {
  /// Where a pinned header starts along the scroll axis, in content coordinates, in points:
  /// at `line` (the start of the visible bounds, below anything pinned before it), never
  /// before `natural` (where it is laid out) nor past `footerStart − length`, so that the
  /// footer laid out at `footerStart` pushes it out (the end of its section without one).
  public static func headerStart(
    natural: Double, length: Double, line: Double, footerStart: Double
  ) -> Double {
    max(natural, min(line, footerStart - length))
  }

  /// Where a pinned footer starts along the scroll axis, in content coordinates, in points:
  /// ending at `line` (the end of the visible bounds), never past `natural` (where it is laid
  /// out) nor before `headerEnd`, the end of its own header where the header is (the start of
  /// its section when it has no header).
  public static func footerStart(
    natural: Double, length: Double, line: Double, headerEnd: Double
  ) -> Double {
    min(natural, max(line - length, headerEnd))
  }
}
