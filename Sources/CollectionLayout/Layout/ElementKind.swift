/// The kind of a laid-out element. The raw value is the `kind` written in frames.
///
/// The kinds are listed in the order their elements are listed within a section (see
/// ``ElementID``), and each has a fixed zIndex band, lowest first:
///
/// | band | zIndex | kinds |
/// |---|---|---|
/// | background | 0 | `background` |
/// | cells | 1 | `item` |
/// | placeholder | 2 | `placeholder` |
/// | separators | 10 | `rowSeparator`, `columnSeparator`, `sectionSeparator` |
/// | headers and footers | 100 | `header`, `footer` |
/// | pinned section headers | 200 | `header` whose `pinned` is set in the scenario |
/// | global headers | 1000 + (count - index) | `globalHeader`: earlier ones draw on top |
public enum ElementKind: String, Hashable, Sendable, Codable, CaseIterable {
  /// A header above every section.
  case globalHeader
  /// A section's background decoration, covering the section's whole frame.
  case background
  /// A section header.
  case header
  /// A section's placeholder, shown instead of its items.
  case placeholder
  /// A cell.
  case item
  /// A separator on the top edge of a row after the first.
  case rowSeparator
  /// A separator between two adjacent cells of a row.
  case columnSeparator
  /// A section footer.
  case footer
  /// A separator on the bottom edge of a section.
  case sectionSeparator

  /// The kind's position in the listing order within a section (its position among the
  /// cases above), computed without searching `allCases`.
  var listingRank: Int {
    switch self {
    case .globalHeader: return 0
    case .background: return 1
    case .header: return 2
    case .placeholder: return 3
    case .item: return 4
    case .rowSeparator: return 5
    case .columnSeparator: return 6
    case .footer: return 7
    case .sectionSeparator: return 8
    }
  }

  /// Whether the kind is a decoration (background or separator): elements that take no space.
  public var isDecoration: Bool {
    switch self {
    case .background, .rowSeparator, .columnSeparator, .sectionSeparator: return true
    default: return false
    }
  }
}

/// The zIndex bands of ``ElementKind``, named.
public enum ZIndex {
  /// Section backgrounds.
  public static let background = 0
  /// Cells.
  public static let item = 1
  /// Placeholders.
  public static let placeholder = 2
  /// Row, column and section separators.
  public static let separator = 10
  /// Section headers that do not pin, and footers.
  public static let supplementary = 100
  /// Section headers that pin (`"pinned": true` in the scenario), pinned or not at the moment.
  public static let pinnedSectionHeader = 200
  /// The lowest global header band; global header `index` of `count` gets
  /// `globalHeaderBase + (count - index)`, so earlier global headers draw over later ones.
  public static let globalHeaderBase = 1000

  /// The zIndex of global header `index` (0-based) among `count` global headers.
  public static func globalHeader(index: Int, count: Int) -> Int {
    globalHeaderBase + (count - index)
  }
}
