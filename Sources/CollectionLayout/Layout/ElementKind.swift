/// The kind of a laid-out element: the `kind` written in frames, and the first component of
/// its id. Like UIKit's element kinds, kinds are open: the built-in ones below are those of
/// ``GridLayout``, and any layout may define its own (a page, a tile) with
/// ``init(rawValue:)`` or a string literal.
///
/// A kind's name is 1 to 40 characters of ASCII letters, digits, `-`, `_` and `.`, so that it
/// can be written in ids and JSON as it is.
///
/// The built-in kinds are listed in the order their elements are listed within a section (see
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
///
/// Other kinds list after the built-in ones, in the order of their names.
public struct ElementKind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  /// The kind's name, as written in frames.
  public let rawValue: String
  /// The kind's position in the listing order within a group: the built-in kinds' position
  /// among ``builtIn``, and ``builtIn``'s count for every other kind.
  let listingRank: Int

  /// The kind named `rawValue`; `nil` unless the name is 1 to 40 characters of ASCII letters,
  /// digits, `-`, `_` and `.`.
  public init?(rawValue: String) {
    guard ElementKind.isValidName(rawValue) else { return nil }
    self.init(validName: rawValue)
  }

  /// The kind named by a string literal, for kinds defined in code (`static let tile:
  /// ElementKind = "tile"`). The literal must be a valid name (see ``init(rawValue:)``): an
  /// invalid one is a programming error, caught by an assertion in debug builds; in release
  /// builds its invalid characters become `_`.
  public init(stringLiteral value: String) {
    assert(ElementKind.isValidName(value), "invalid element kind name \(value)")
    guard ElementKind.isValidName(value) else {
      let cleaned = String(
        value.prefix(ElementKind.maximumNameLength).map {
          ElementKind.isNameCharacter($0) ? $0 : "_"
        })
      self.init(validName: cleaned.isEmpty ? "_" : cleaned)
      return
    }
    self.init(validName: value)
  }

  private init(validName: String) {
    rawValue = validName
    listingRank =
      ElementKind.builtInNames.firstIndex(of: validName) ?? ElementKind.builtInNames.count
  }

  /// The name.
  public var description: String { rawValue }

  /// The longest kind name, in characters.
  public static let maximumNameLength = 40

  /// Whether `name` is a valid kind name.
  static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= maximumNameLength && name.allSatisfy(isNameCharacter)
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    guard character.isASCII else { return false }
    return character.isLetter || character.isNumber || character == "-" || character == "_"
      || character == "."
  }

  // MARK: - Built-in kinds

  /// A header above every section.
  public static let globalHeader: ElementKind = "globalHeader"
  /// A section's background decoration, covering the section's whole frame.
  public static let background: ElementKind = "background"
  /// A section header.
  public static let header: ElementKind = "header"
  /// A section's placeholder, shown instead of its items.
  public static let placeholder: ElementKind = "placeholder"
  /// A cell.
  public static let item: ElementKind = "item"
  /// A separator on the top edge of a row after the first.
  public static let rowSeparator: ElementKind = "rowSeparator"
  /// A separator between two adjacent cells of a row.
  public static let columnSeparator: ElementKind = "columnSeparator"
  /// A section footer.
  public static let footer: ElementKind = "footer"
  /// A separator on the bottom edge of a section.
  public static let sectionSeparator: ElementKind = "sectionSeparator"

  /// The built-in kinds, in listing order.
  public static let builtIn: [ElementKind] = [
    .globalHeader, .background, .header, .placeholder, .item, .rowSeparator, .columnSeparator,
    .footer, .sectionSeparator,
  ]

  private static let builtInNames = [
    "globalHeader", "background", "header", "placeholder", "item", "rowSeparator",
    "columnSeparator", "footer", "sectionSeparator",
  ]

  /// Whether the kind is a built-in decoration (background or separator): elements that take
  /// no space.
  public var isDecoration: Bool {
    self == .background || self == .rowSeparator || self == .columnSeparator
      || self == .sectionSeparator
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
