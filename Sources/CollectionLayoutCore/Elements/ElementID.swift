/// The stable identity of a laid-out element, used everywhere: frames, diffs, tests. An id
/// is a kind and up to four integer indexes, as UIKit identifies an element by its kind and
/// index path.
///
/// Its `description` is the string id written in frames: the kind, then each index after a
/// `/`. The built-in kinds of ``GridLayout``:
///
/// | id | string |
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
/// All built-in indexes are 0-based and >= 0. `R` is the row within the section; `C` is the
/// boundary to the right of visual column `C` (0 is between the leftmost two columns). Other
/// layouts' kinds take 0 to 4 indexes of any sign (a tile of an endless wall may sit at column
/// -3), whose meaning their layout documents.
///
/// Ids order as elements are listed: global headers first, then by their first index (the
/// section, for every built-in kind); within it by kind (the built-in kinds in
/// ``ElementKind``'s order, then other kinds by name), then by the remaining indexes.
public struct ElementID: Hashable, Sendable, Comparable, CustomStringConvertible, BitwiseCopyable {
  /// The element's kind.
  public let kind: ElementKind
  /// The element's indexes, 0 to ``ElementIndexes/maximumCount`` of them.
  public let indexes: ElementIndexes

  /// An id of `kind` with `indexes`; `nil` when there are more than four indexes, or when
  /// `kind` is built in and the indexes are not its number of indexes, each >= 0.
  public init?(kind: ElementKind, indexes: [Int]) {
    guard let list = ElementIndexes(indexes) else { return nil }
    if let arity = ElementID.arity(of: kind) {
      guard list.count == arity, list.allSatisfy({ $0 >= 0 }) else { return nil }
    }
    self.kind = kind
    self.indexes = list
  }

  /// An id from parts known to be valid.
  init(kind: ElementKind, _ first: Int, _ second: Int? = nil, _ third: Int? = nil) {
    self.kind = kind
    self.indexes = ElementIndexes(first, second, third)
  }

  // MARK: - Built-in kinds

  /// Global header `index`.
  public static func globalHeader(index: Int) -> ElementID {
    ElementID(kind: .globalHeader, index)
  }
  /// The background decoration of a section.
  public static func background(section: Int) -> ElementID {
    ElementID(kind: .background, section)
  }
  /// Header `index` of a section.
  public static func header(section: Int, index: Int) -> ElementID {
    ElementID(kind: .header, section, index)
  }
  /// The placeholder of a section.
  public static func placeholder(section: Int) -> ElementID {
    ElementID(kind: .placeholder, section)
  }
  /// Item `item` of a section.
  public static func item(section: Int, item: Int) -> ElementID {
    ElementID(kind: .item, section, item)
  }
  /// The separator on the top edge of row `row` (>= 1) of a section.
  public static func rowSeparator(section: Int, row: Int) -> ElementID {
    ElementID(kind: .rowSeparator, section, row)
  }
  /// The separator to the right of visual column `column` in row `row` of a section.
  public static func columnSeparator(section: Int, row: Int, column: Int) -> ElementID {
    ElementID(kind: .columnSeparator, section, row, column)
  }
  /// Footer `index` of a section.
  public static func footer(section: Int, index: Int) -> ElementID {
    ElementID(kind: .footer, section, index)
  }
  /// The separator on the bottom edge of a section.
  public static func sectionSeparator(section: Int) -> ElementID {
    ElementID(kind: .sectionSeparator, section)
  }

  /// The number of indexes of a built-in kind; `nil` for other kinds.
  static func arity(of kind: ElementKind) -> Int? {
    switch kind.listingRank {
    case ElementKind.globalHeader.listingRank, ElementKind.background.listingRank,
      ElementKind.placeholder.listingRank, ElementKind.sectionSeparator.listingRank:
      return 1
    case ElementKind.columnSeparator.listingRank: return 3
    case ElementKind.builtIn.count: return nil
    default: return 2
    }
  }

  // MARK: - Reading an id

  /// The section of an element of a built-in kind: its first index; `nil` for global headers,
  /// which are in no section, and for the kinds of other layouts (ask the layout:
  /// ``CollectionViewLayout/owner(of:)``).
  public var section: Int? {
    guard kind.listingRank < ElementKind.builtIn.count, kind != .globalHeader else { return nil }
    return indexes[0]
  }

  /// The item an `item` id stands for; `nil` for other kinds.
  public var itemPath: ItemPath? {
    kind == .item ? ItemPath(section: indexes[0], item: indexes[1]) : nil
  }

  /// The string id written in frames, for example `item/0/3`.
  public var description: String {
    var text = kind.rawValue
    for index in indexes { text += "/\(index)" }
    return text
  }

  /// Parses a string id such as `item/0/3`; `nil` when the text is not a valid id: a valid
  /// kind name, then up to four indexes each after a `/`, written as plain decimal integers
  /// (a built-in kind with its own number of indexes, each >= 0).
  public init?(_ text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard let kind = parts.first.flatMap({ ElementKind(rawValue: String($0)) }),
      parts.count - 1 <= ElementIndexes.maximumCount
    else { return nil }
    var numbers: [Int] = []
    for part in parts.dropFirst() {
      guard let number = Int(part), String(number) == part else { return nil }
      numbers.append(number)
    }
    self.init(kind: kind, indexes: numbers)
  }

  // MARK: - Hashing

  /// Hashes one word: the kind (``ElementKind/hashWord``), the number of indexes and the
  /// indexes folded together (``ElementIndexes/folded(into:)``), where hashing every stored
  /// field would take eight words. Equal ids hash equally: their kinds and their indexes are equal.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(indexes.folded(into: kind.hashWord))
  }

  /// The hash value the standard library's tables use for `seed` (each table's own seed, taken
  /// from its storage; `hashValue` is the value for seed 0): the folded word of
  /// ``hash(into:)`` and the seed mixed by a 64-bit finaliser (MurmurHash3's `fmix64`: every
  /// bit of the input moves about half the bits of the output), about 30 instructions where
  /// SipHash takes about 150. A tracker's frame looks ids up in its tables about twenty times;
  /// ids come from a layout, not from an adversary, and no longer hash differently from one
  /// process to the next. Equal ids give equal values.
  public func _rawHashValue(seed: Int) -> Int {
    var word = indexes.folded(into: kind.hashWord) ^ UInt64(bitPattern: Int64(seed))
    word = (word ^ (word >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    word = (word ^ (word >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return Int(truncatingIfNeeded: word ^ (word >> 33))
  }

  // MARK: - Order

  /// Orders ids as elements are listed in frames and query results: global headers first, then
  /// by first index, kind, and the remaining indexes.
  public static func < (lhs: ElementID, rhs: ElementID) -> Bool {
    // The common case, ids of one kind with as many indexes (items of a screen, every id a
    // change stream merges): ordered by their indexes alone, what the steps below decide.
    if lhs.kind == rhs.kind, lhs.indexes.count == rhs.indexes.count {
      return lhs.indexes.precedes(sameCount: rhs.indexes)
    }
    let lhsGlobal = lhs.kind == .globalHeader
    let rhsGlobal = rhs.kind == .globalHeader
    if lhsGlobal != rhsGlobal { return lhsGlobal }
    var position = 0
    if !lhsGlobal {
      // Grouped by the first index; an id without indexes comes before every group.
      let lhsGroup = lhs.indexes.first ?? .min
      let rhsGroup = rhs.indexes.first ?? .min
      if lhsGroup != rhsGroup { return lhsGroup < rhsGroup }
      position = 1
    }
    if lhs.kind != rhs.kind {
      if lhs.kind.listingRank != rhs.kind.listingRank {
        return lhs.kind.listingRank < rhs.kind.listingRank
      }
      return lhs.kind.nameIsBefore(rhs.kind)
    }
    while position < lhs.indexes.count, position < rhs.indexes.count {
      if lhs.indexes[position] != rhs.indexes[position] {
        return lhs.indexes[position] < rhs.indexes[position]
      }
      position += 1
    }
    return lhs.indexes.count < rhs.indexes.count
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

/// The indexes of an ``ElementID``: up to four integers, stored inline (no allocation).
public struct ElementIndexes: RandomAccessCollection, Hashable, Sendable, BitwiseCopyable {
  /// The most indexes an id has.
  public static let maximumCount = 4

  /// The number of indexes, 0 ... ``maximumCount``.
  public var count: Int { Int(storedCount) }
  private let storedCount: UInt8
  private let first0: Int
  private let first1: Int
  private let first2: Int
  private let first3: Int

  /// The indexes of `values`; `nil` when there are more than ``maximumCount``.
  public init?(_ values: [Int]) {
    guard values.count <= ElementIndexes.maximumCount else { return nil }
    storedCount = UInt8(values.count)
    first0 = values.count > 0 ? values[0] : 0
    first1 = values.count > 1 ? values[1] : 0
    first2 = values.count > 2 ? values[2] : 0
    first3 = values.count > 3 ? values[3] : 0
  }

  /// One to three indexes, from a built-in id's parts.
  init(_ first: Int, _ second: Int?, _ third: Int?) {
    storedCount = third != nil ? 3 : second != nil ? 2 : 1
    first0 = first
    first1 = second ?? 0
    first2 = third ?? 0
    first3 = 0
  }

  /// `seed` with the count and the four stored indexes mixed in, for hashing: equal index
  /// lists give equal words (unused places hold 0). Each step is a bijection of the word (an
  /// exclusive or, then a product by an odd number; the seed is scattered before the count
  /// joins it, so that kinds whose words differ in their low bits do not trade counts), so two
  /// lists that differ in one index only, the items of one section, never fold to the same
  /// word; others rarely do. One word hashed instead of two to five makes the tables keyed by
  /// ``ElementID`` cheaper on every frame.
  func folded(into seed: UInt64) -> UInt64 {
    var word = ((seed &* 0xFF51_AFD7_ED55_8CCD) ^ UInt64(storedCount)) &* 0x9E37_79B9_7F4A_7C15
    word = (word ^ UInt64(bitPattern: Int64(first0))) &* 0xC2B2_AE3D_27D4_EB4F
    word = (word ^ UInt64(bitPattern: Int64(first1))) &* 0x1656_67B1_9E37_79F9
    word = (word ^ UInt64(bitPattern: Int64(first2))) &* 0x9E37_79B9_7F4A_7C15
    return (word ^ UInt64(bitPattern: Int64(first3))) &* 0xC2B2_AE3D_27D4_EB4F
  }

  /// Whether these indexes come before `other`'s, of the same count, in lexicographic order:
  /// the four stored places compared in turn (the unused places hold 0 in both).
  @inline(__always)
  func precedes(sameCount other: ElementIndexes) -> Bool {
    if first0 != other.first0 { return first0 < other.first0 }
    if first1 != other.first1 { return first1 < other.first1 }
    if first2 != other.first2 { return first2 < other.first2 }
    return first3 < other.first3
  }

  /// The first position, 0.
  public var startIndex: Int { 0 }
  /// The position after the last index: ``count``.
  public var endIndex: Int { count }

  /// The index at `position`, which must be in `0 ..< count`.
  public subscript(position: Int) -> Int {
    assert(position >= 0 && position < count, "index position out of range")
    switch position {
    case 0: return first0
    case 1: return first1
    case 2: return first2
    default: return first3
    }
  }
}
