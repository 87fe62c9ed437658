/// Everything a ``GridLayout`` holds, in one immutable object: a copy of a layout (a query
/// handed the layout by value, an update's old and new snapshots, a renderer's last frame)
/// retains this one reference instead of each of its dozen arrays, and frees it with one
/// release.
///
/// ```
///  GridLayout ──▶ GridLayoutStorage   (one counted reference)
///                  ├─ sections, globalHeaders           the data, as given
///                  ├─ geometries, styles, rowBoxes      each section laid out
///                  └─ sectionsWithHeight, tops, bottoms the searches' arrays
/// ```
/// The layout's value is the storage's: two layouts are equal when their storages hold equal
/// values, field by field as ``GridLayout``'s properties, bookkeeping excepted (``styles``,
/// ``rowBoxes`` and ``hints`` compare equal and hash nothing); a storage is equal to itself,
/// as an array is to itself.
final class GridLayoutStorage: Hashable, Sendable {
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

  /// A storage holding exactly these values.
  init(
    environment: LayoutEnvironment, metrics: SectionMetrics, globalHeaders: [Supplementary],
    sections: [LayoutSection], contentSize: LayoutSize, pixelGrid: PixelGrid,
    globalHeaderTops: [Double], geometries: [SectionGeometry], styles: SectionStyles,
    rowBoxes: RowBoxes, sectionsWithHeight: [Int], topsOfSectionsWithHeight: [Double],
    bottomsOfSectionsWithHeight: [Double], pinnedGlobalHeaders: [Int], hints: LayoutHints
  ) {
    self.environment = environment
    self.metrics = metrics
    self.globalHeaders = globalHeaders
    self.sections = sections
    self.contentSize = contentSize
    self.pixelGrid = pixelGrid
    self.globalHeaderTops = globalHeaderTops
    self.geometries = geometries
    self.styles = styles
    self.rowBoxes = rowBoxes
    self.sectionsWithHeight = sectionsWithHeight
    self.topsOfSectionsWithHeight = topsOfSectionsWithHeight
    self.bottomsOfSectionsWithHeight = bottomsOfSectionsWithHeight
    self.pinnedGlobalHeaders = pinnedGlobalHeaders
    self.hints = hints
  }

  /// Whether the two storages hold equal values, field by field (the same object does).
  static func == (lhs: GridLayoutStorage, rhs: GridLayoutStorage) -> Bool {
    if lhs === rhs { return true }
    return lhs.environment == rhs.environment && lhs.metrics == rhs.metrics
      && lhs.globalHeaders == rhs.globalHeaders && lhs.sections == rhs.sections
      && lhs.contentSize == rhs.contentSize && lhs.pixelGrid == rhs.pixelGrid
      && lhs.globalHeaderTops == rhs.globalHeaderTops && lhs.geometries == rhs.geometries
      && lhs.styles == rhs.styles && lhs.rowBoxes == rhs.rowBoxes
      && lhs.sectionsWithHeight == rhs.sectionsWithHeight
      && lhs.topsOfSectionsWithHeight == rhs.topsOfSectionsWithHeight
      && lhs.bottomsOfSectionsWithHeight == rhs.bottomsOfSectionsWithHeight
      && lhs.pinnedGlobalHeaders == rhs.pinnedGlobalHeaders && lhs.hints == rhs.hints
  }

  /// Hashes the fields ``==(_:_:)`` compares, in its order.
  func hash(into hasher: inout Hasher) {
    hasher.combine(environment)
    hasher.combine(metrics)
    hasher.combine(globalHeaders)
    hasher.combine(sections)
    hasher.combine(contentSize)
    hasher.combine(pixelGrid)
    hasher.combine(globalHeaderTops)
    hasher.combine(geometries)
    hasher.combine(styles)
    hasher.combine(rowBoxes)
    hasher.combine(sectionsWithHeight)
    hasher.combine(topsOfSectionsWithHeight)
    hasher.combine(bottomsOfSectionsWithHeight)
    hasher.combine(pinnedGlobalHeaders)
    hasher.combine(hints)
  }
}
