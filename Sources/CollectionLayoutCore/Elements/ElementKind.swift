/// The kind of a laid-out element: the `kind` written in frames, and the first component of
/// its id. Like UIKit's element kinds, kinds are open: the built-in ones below are those of
/// ``GridLayout``, and any layout may define its own (a page, a tile) with
/// ``init(rawValue:)`` or a string literal.
///
/// A kind's name is 1 to 23 characters of ASCII letters, digits, `-`, `_` and `.`, so that it
/// can be written in ids and JSON as it is, and stored inline: copying a kind, an id or
/// attributes counts no references.
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
  ExpressibleByStringLiteral, BitwiseCopyable
{
  // The name's UTF-8 bytes, stored inline so that a kind (and an id) is copied without
  // reference counting: bytes 0 ..< 23 packed big-endian into three words, zero-padded (so
  // comparing the words compares the names byte by byte), the length in the last byte.
  @usableFromInline let first: UInt64
  @usableFromInline let second: UInt64
  @usableFromInline let third: UInt64

  /// The kind's position in the listing order within a group: the built-in kinds' position
  /// among ``builtIn``, and ``builtIn``'s count for every other kind. Found by comparing the
  /// stored words with the built-in kinds' (no string is built).
  var listingRank: Int {
    // The built-in kinds' constants compared in turn: no array to read.
    switch self {
    case .globalHeader: 0
    case .background: 1
    case .header: 2
    case .placeholder: 3
    case .item: 4
    case .rowSeparator: 5
    case .columnSeparator: 6
    case .footer: 7
    case .sectionSeparator: 8
    default: 9
    }
  }

  /// The kind named `rawValue`; `nil` unless the name is 1 to 23 characters of ASCII letters,
  /// digits, `-`, `_` and `.`.
  public init?(rawValue: String) {
    guard ElementKind.isValidName(rawValue) else { return nil }
    self.init(validName: rawValue)
  }

  /// The kind named by a string literal, for kinds defined in code (`static let tile:
  /// ElementKind = "tile"`). The literal must be a valid name (see ``init(rawValue:)``): an
  /// invalid one is a programming error, caught by an assertion in debug builds; in release
  /// builds its invalid characters become `_` and it is cut to 23 characters.
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
    var words: [UInt64] = [0, 0, 0]
    var count = 0
    for byte in validName.utf8 {
      words[count / 8] |= UInt64(byte) << (56 - 8 * UInt64(count % 8))
      count += 1
    }
    words[2] |= UInt64(count)
    first = words[0]
    second = words[1]
    third = words[2]
  }

  /// The kind's name, as written in frames.
  public var rawValue: String {
    var bytes: [UInt8] = []
    appendName(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the name's UTF-8 bytes to `bytes`, without building a `String`.
  func appendName(to bytes: inout [UInt8]) {
    for index in 0..<nameLength { bytes.append(nameByte(at: index)) }
  }

  /// The number of bytes of the name, 1 ... 23. Inlinable: the frames writer reads it for
  /// every element it writes, from another module.
  @inlinable package var nameLength: Int { Int(third & 0xFF) }

  /// The name's bytes as three words, big-endian (byte 0 of the name is the most significant
  /// byte of the first word), zero-padded after ``nameLength`` bytes up to byte 22; byte 23
  /// is the length. Stored big-endian in 24 bytes of memory, the words read as the name
  /// followed by padding: the frames writer copies a name that way, in three stores.
  @inlinable package var nameWords: (UInt64, UInt64, UInt64) { (first, second, third) }

  /// Byte `index` (`0 ..< nameLength`) of the name. Inlinable, as ``nameLength``.
  @inlinable package func nameByte(at index: Int) -> UInt8 {
    let word = index < 8 ? first : index < 16 ? second : third
    return UInt8(truncatingIfNeeded: word >> (56 - 8 * UInt64(index % 8)))
  }

  /// Whether two kinds have the same name: three word comparisons. (Without this, the standard
  /// library's `==` for raw-representable types would build both names as strings.)
  public static func == (lhs: ElementKind, rhs: ElementKind) -> Bool {
    lhs.first == rhs.first && lhs.second == rhs.second && lhs.third == rhs.third
  }

  /// Hashes the stored name, folded into one word (``hashWord``).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(hashWord)
  }

  /// The stored name folded into one word for hashing: equal kinds give equal words, and
  /// distinct names rarely share one (the second and third words are scattered by odd
  /// multipliers before they are mixed in). One word instead of three makes the hash tables
  /// keyed by kind or by ``ElementID`` cheaper on every frame.
  var hashWord: UInt64 {
    first ^ (second &* 0x9E37_79B9_7F4A_7C15) ^ (third &* 0xC2B2_AE3D_27D4_EB4F)
  }

  /// Whether the name of `self` comes before the name of `other` in byte order.
  func nameIsBefore(_ other: ElementKind) -> Bool {
    (first, second, third) < (other.first, other.second, other.third)
  }

  /// The name.
  public var description: String { rawValue }

  /// The longest kind name, in characters.
  public static let maximumNameLength = 23

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

  // Their names are packed here as the name's initializer packs them (a test checks each
  // against its name): constants, which the compiler stores as they are, so that reading a
  // built-in kind is a load, where a kind made from a literal is made once, on first use, and
  // each read checks that it was (an update listing every element compares kinds tens of
  // times per record).

  /// The kind whose name's bytes are `first`, `second` and `third` as ``init(validName:)``
  /// packs them: a built-in kind's constant.
  init(packed first: UInt64, _ second: UInt64, _ third: UInt64) {
    self.first = first
    self.second = second
    self.third = third
  }

  /// A header above every section.
  public static let globalHeader = ElementKind(
    packed: 0x676c_6f62_616c_4865, 0x6164_6572_0000_0000, 12)  // "globalHeader"
  /// A section's background decoration, covering the section's whole frame.
  public static let background = ElementKind(
    packed: 0x6261_636b_6772_6f75, 0x6e64_0000_0000_0000, 10)  // "background"
  /// A section header.
  public static let header = ElementKind(packed: 0x6865_6164_6572_0000, 0, 6)  // "header"
  /// A section's placeholder, shown instead of its items.
  public static let placeholder = ElementKind(
    packed: 0x706c_6163_6568_6f6c, 0x6465_7200_0000_0000, 11)  // "placeholder"
  /// A cell.
  public static let item = ElementKind(packed: 0x6974_656d_0000_0000, 0, 4)  // "item"
  /// A separator on the top edge of a row after the first.
  public static let rowSeparator = ElementKind(
    packed: 0x726f_7753_6570_6172, 0x6174_6f72_0000_0000, 12)  // "rowSeparator"
  /// A separator between two adjacent cells of a row.
  public static let columnSeparator = ElementKind(
    packed: 0x636f_6c75_6d6e_5365, 0x7061_7261_746f_7200, 15)  // "columnSeparator"
  /// A section footer.
  public static let footer = ElementKind(packed: 0x666f_6f74_6572_0000, 0, 6)  // "footer"
  /// A separator on the bottom edge of a section.
  public static let sectionSeparator = ElementKind(
    packed: 0x7365_6374_696f_6e53, 0x6570_6172_6174_6f72, 16)  // "sectionSeparator"

  /// The built-in kinds, in listing order.
  public static let builtIn: [ElementKind] = [
    .globalHeader, .background, .header, .placeholder, .item, .rowSeparator, .columnSeparator,
    .footer, .sectionSeparator,
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
