/// The stable identity of a laid-out element, used everywhere: frames, diffs, tests.
///
/// Its `description` is the string id written in frames:
///
/// | case | string |
/// |---|---|
/// | ``item(section:item:)`` | `item/S/I` |
/// | ``header(section:index:)`` | `header/S/K` |
/// | ``footer(section:index:)`` | `footer/S/K` |
/// | ``globalHeader(index:)`` | `globalHeader/K` |
/// | ``placeholder(section:)`` | `placeholder/S` |
/// | ``background(section:)`` | `background/S` |
/// | ``rowSeparator(section:row:)`` | `rowSeparator/S/R` |
/// | ``columnSeparator(section:row:column:)`` | `columnSeparator/S/R/C` |
/// | ``sectionSeparator(section:)`` | `sectionSeparator/S` |
///
/// All indexes are 0-based. `R` is the row within the section; `C` is the boundary to the
/// right of visual column `C` (0 is between the leftmost two columns).
///
/// Ids order as elements are listed: global headers first, then section by section; within a
/// section by kind in ``ElementKind``'s order (background, headers, placeholder, items, row
/// separators, column separators, footers, section separator), then by index.
public enum ElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Global header `index`.
  case globalHeader(index: Int)
  /// The background decoration of a section.
  case background(section: Int)
  /// Header `index` of a section.
  case header(section: Int, index: Int)
  /// The placeholder of a section.
  case placeholder(section: Int)
  /// Item `item` of a section.
  case item(section: Int, item: Int)
  /// The separator on the top edge of row `row` (>= 1) of a section.
  case rowSeparator(section: Int, row: Int)
  /// The separator to the right of visual column `column` in row `row` of a section.
  case columnSeparator(section: Int, row: Int, column: Int)
  /// Footer `index` of a section.
  case footer(section: Int, index: Int)
  /// The separator on the bottom edge of a section.
  case sectionSeparator(section: Int)

  /// The element's kind.
  public var kind: ElementKind {
    switch self {
    case .globalHeader: return .globalHeader
    case .background: return .background
    case .header: return .header
    case .placeholder: return .placeholder
    case .item: return .item
    case .rowSeparator: return .rowSeparator
    case .columnSeparator: return .columnSeparator
    case .footer: return .footer
    case .sectionSeparator: return .sectionSeparator
    }
  }

  /// The section the element belongs to; `nil` for global headers, which are in no section.
  public var section: Int? {
    switch self {
    case .globalHeader: return nil
    case .background(let section), .placeholder(let section), .sectionSeparator(let section):
      return section
    case .header(let section, _), .item(let section, _), .rowSeparator(let section, _),
      .footer(let section, _), .columnSeparator(let section, _, _):
      return section
    }
  }

  /// The string id written in frames, for example `item/0/3`.
  public var description: String {
    switch self {
    case .globalHeader(let index): return "globalHeader/\(index)"
    case .background(let section): return "background/\(section)"
    case .header(let section, let index): return "header/\(section)/\(index)"
    case .placeholder(let section): return "placeholder/\(section)"
    case .item(let section, let item): return "item/\(section)/\(item)"
    case .rowSeparator(let section, let row): return "rowSeparator/\(section)/\(row)"
    case .columnSeparator(let section, let row, let column):
      return "columnSeparator/\(section)/\(row)/\(column)"
    case .footer(let section, let index): return "footer/\(section)/\(index)"
    case .sectionSeparator(let section): return "sectionSeparator/\(section)"
    }
  }

  /// Parses a string id such as `item/0/3`; `nil` when the text is not a valid id.
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let kind = parts.first.flatMap(ElementKind.init(rawValue:)) else { return nil }
    var numbers: [Int] = []
    for part in parts.dropFirst() {
      guard let number = Int(part), number >= 0, String(number) == part else { return nil }
      numbers.append(number)
    }
    switch (kind, numbers.count) {
    case (.globalHeader, 1): self = .globalHeader(index: numbers[0])
    case (.background, 1): self = .background(section: numbers[0])
    case (.header, 2): self = .header(section: numbers[0], index: numbers[1])
    case (.placeholder, 1): self = .placeholder(section: numbers[0])
    case (.item, 2): self = .item(section: numbers[0], item: numbers[1])
    case (.rowSeparator, 2): self = .rowSeparator(section: numbers[0], row: numbers[1])
    case (.columnSeparator, 3):
      self = .columnSeparator(section: numbers[0], row: numbers[1], column: numbers[2])
    case (.footer, 2): self = .footer(section: numbers[0], index: numbers[1])
    case (.sectionSeparator, 1): self = .sectionSeparator(section: numbers[0])
    default: return nil
    }
  }

  /// The listing order: (section, kind, indexes), with global headers before every section.
  private var sortKey: (Int, Int, Int, Int) {
    let kindRank = kind.listingRank
    switch self {
    case .globalHeader(let index): return (-1, kindRank, index, 0)
    case .background(let section), .placeholder(let section), .sectionSeparator(let section):
      return (section, kindRank, 0, 0)
    case .header(let section, let index), .item(let section, let index),
      .rowSeparator(let section, let index), .footer(let section, let index):
      return (section, kindRank, index, 0)
    case .columnSeparator(let section, let row, let column):
      return (section, kindRank, row, column)
    }
  }

  /// Orders ids as elements are listed in frames and query results.
  public static func < (lhs: ElementID, rhs: ElementID) -> Bool {
    lhs.sortKey < rhs.sortKey
  }
}

extension ElementID: Codable {
  /// Decodes an id from its string form, such as `item/0/3`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let id = ElementID(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected an element id such as item/0/3, got \(text)")
    }
    self = id
  }

  /// Encodes the id as its string form, such as `item/0/3`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
