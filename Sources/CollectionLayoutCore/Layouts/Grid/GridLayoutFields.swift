/// Everything a ``GridLayout`` holds, held in one ``SharedFields`` object: a copy of a layout (a
/// query handed the layout by value, an update's old and new snapshots, a renderer's last
/// frame) retains that one reference instead of each of these arrays.
///
/// ```
///  GridLayout ──▶ SharedFields<GridLayoutFields>   (one counted reference)
///                  ├─ sections, globalHeaders           the data, as given
///                  ├─ geometries, styles, rowBoxes      each section laid out
///                  └─ sectionsWithHeight, tops, bottoms the searches' arrays
/// ```
/// The layout's value is these fields': two layouts are equal when their fields are, field by
/// field as ``GridLayout``'s properties, bookkeeping excepted (``styles``, ``rowBoxes`` and
/// ``hints`` compare equal and hash nothing).
struct GridLayoutFields: Hashable, Sendable {
  /// The scroll view the layout was computed for.
  let environment: LayoutEnvironment
  /// The default metrics of every section.
  let metrics: SectionMetrics
  /// The global headers, as given.
  let globalHeaders: [Supplementary]
  /// The sections, as given.
  let sections: [LayoutSection]
  /// The size of the content, in points.
  let contentSize: LayoutSize
  /// The display scale's pixel grid.
  let pixelGrid: PixelGrid
  /// The natural raw top of each global header, in points.
  let globalHeaderTops: [Double]
  /// Each section laid out.
  let geometries: [SectionGeometry]
  /// The styles of the sections, each once (see ``GridLayout/styles``).
  let styles: SectionStyles
  /// The boxes of the rows the geometries hold without a count (see ``GridLayout/rowBoxes``).
  let rowBoxes: RowBoxes
  /// The indexes of the sections taller than 0, ascending.
  let sectionsWithHeight: [Int]
  /// The raw top of each section of ``sectionsWithHeight``, in the same order.
  let topsOfSectionsWithHeight: [Double]
  /// The raw bottom of each section of ``sectionsWithHeight``, in the same order.
  let bottomsOfSectionsWithHeight: [Double]
  /// The indexes of the global headers that pin, ascending.
  let pinnedGlobalHeaders: [Int]
  /// What the layout knows of its sections to skip work in an update.
  let hints: LayoutHints
}
