/// A value a layout attaches to an element or a frames step beyond the standard attributes:
/// the JSON values the frames format can carry (see ``CustomAttributes``).
///
/// Rectangles, points and sizes are written in the frames' own shapes: a rectangle as
/// `[x, y, width, height]` (a list of four numbers), a point as `{"x": X, "y": Y}` and a size as
/// `{"width": W, "height": H}` (objects), so ``rect(_:)``, ``point(_:)`` and ``size(_:)`` build
/// those and ``rectValue``, ``pointValue`` and ``sizeValue`` read them back.
public enum AttributeValue: Hashable, Sendable {
  /// A finite number, written by the frames number rules (at most 3 decimals).
  case number(Double)
  /// `true` or `false`.
  case boolean(Bool)
  /// A string, written JSON-escaped.
  case string(String)
  /// A list of values.
  indirect case list([AttributeValue])
  /// An object: its members in order.
  indirect case object(CustomAttributes)

  /// `[x, y, width, height]`, in points.
  public static func rect(_ rect: LayoutRect) -> AttributeValue {
    .list([
      .number(rect.minX), .number(rect.minY), .number(rect.width), .number(rect.height),
    ])
  }

  /// `{"x": X, "y": Y}`, in points.
  public static func point(_ point: LayoutPoint) -> AttributeValue {
    .object(CustomAttributes([("x", .number(point.x)), ("y", .number(point.y))]))
  }

  /// `{"width": W, "height": H}`, in points.
  public static func size(_ size: LayoutSize) -> AttributeValue {
    .object(CustomAttributes([("width", .number(size.width)), ("height", .number(size.height))]))
  }

  /// The number, or `nil` for another kind of value.
  public var numberValue: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The rectangle of a list of four numbers, or `nil`.
  public var rectValue: LayoutRect? {
    guard case .list(let values) = self, values.count == 4 else { return nil }
    let numbers = values.compactMap(\.numberValue)
    guard numbers.count == 4 else { return nil }
    return LayoutRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// The point of an object with numbers `x` and `y`, or `nil`.
  public var pointValue: LayoutPoint? {
    guard case .object(let members) = self, let x = members["x"]?.numberValue,
      let y = members["y"]?.numberValue
    else { return nil }
    return LayoutPoint(x: x, y: y)
  }

  /// The size of an object with numbers `width` and `height`, or `nil`.
  public var sizeValue: LayoutSize? {
    guard case .object(let members) = self, let width = members["width"]?.numberValue,
      let height = members["height"]?.numberValue
    else { return nil }
    return LayoutSize(width: width, height: height)
  }
}

/// Named values a layout attaches to an element (``LayoutAttributes/customAttributes``) or to
/// a frames step (``FrameStep/customAttributes``), in the order they were set: what a page's
/// zoom scale or a tile's level needs, without a change to the frames format.
///
/// The frames writer writes each after the standard keys, in order, as `"name": value`; the
/// frames reader reads every key it does not know back into them. A name is a valid JSON key
/// that is not one of the standard keys of what it is attached to (the writer does not
/// check: a layout that sets `"frame"` writes an ambiguous document).
///
/// A layout that attaches the same names to very many elements (the photo browser's tiles)
/// may hold them as a `ComputedCustomAttributes` object, which computes the members when
/// they are read; the two storages are indistinguishable through this type (equal members are
/// equal, hash alike, iterate alike), and setting a member turns the value into stored members.
/// Either way the value is one reference (8 bytes), so that a header or a footer of the model
/// that carries custom attributes does not grow.
public struct CustomAttributes: Hashable, Sendable, Sequence {
  /// How the members are held.
  private enum Storage: Sendable {
    /// Held as given.
    case stored([(name: String, value: AttributeValue)])
    /// Computed when read.
    case computed(ComputedCustomAttributes)
  }

  private var storage: Storage

  /// The members, in order, each name once (computed on each read for computed members).
  public var members: [(name: String, value: AttributeValue)] {
    switch storage {
    case .stored(let members): return members
    case .computed(let computed): return computed.members
    }
  }

  /// No members.
  public init() { storage = .stored([]) }

  /// The members given, in order; a later member replaces an earlier one of the same name.
  public init(_ members: [(String, AttributeValue)]) {
    storage = .stored([])
    for (name, value) in members { self[name] = value }
  }

  /// The members given, in order, their names known to be distinct (not checked): what a
  /// layout that builds the attributes of many elements uses.
  package init(distinct members: [(name: String, value: AttributeValue)]) {
    assert(Set(members.map(\.name)).count == members.count, "duplicate custom attribute names")
    storage = .stored(members)
  }

  /// Members computed by `computed` whenever they are read (at least one member).
  package init(computed: ComputedCustomAttributes) {
    storage = .computed(computed)
  }

  /// Whether there is no member.
  public var isEmpty: Bool {
    switch storage {
    case .stored(let members): return members.isEmpty
    case .computed: return false
    }
  }

  /// The value named `name`; setting replaces it in place, or appends it when new; setting
  /// `nil` removes it.
  public subscript(name: String) -> AttributeValue? {
    get {
      switch storage {
      case .stored(let members): return members.first { $0.name == name }?.value
      case .computed(let computed): return computed.value(named: name)
      }
    }
    set {
      var members = self.members
      storage = .stored([])
      let position = members.firstIndex { $0.name == name }
      switch (position, newValue) {
      case (let position?, let value?): members[position].value = value
      case (let position?, nil): members.remove(at: position)
      case (nil, let value?): members.append((name, value))
      case (nil, nil): break
      }
      storage = .stored(members)
    }
  }

  /// Iterates over the members in order.
  public func makeIterator() -> IndexingIterator<[(name: String, value: AttributeValue)]> {
    members.makeIterator()
  }

  /// Two sets of members are equal when they have the same names with equal values, in the
  /// same order.
  public static func == (lhs: CustomAttributes, rhs: CustomAttributes) -> Bool {
    if case .computed(let left) = lhs.storage, case .computed(let right) = rhs.storage,
      let same = left.hasSameMembers(as: right)
    {
      return same
    }
    let left = lhs.members
    let right = rhs.members
    return left.count == right.count
      && zip(left, right).allSatisfy { $0.name == $1.name && $0.value == $1.value }
  }

  /// Hashes the names and values in order.
  public func hash(into hasher: inout Hasher) {
    let members = self.members
    hasher.combine(members.count)
    for member in members {
      hasher.combine(member.name)
      hasher.combine(member.value)
    }
  }
}

/// Custom attributes computed when they are read: what a layout that attaches the same names
/// to very many elements holds instead of every value (see
/// `CustomAttributes.init(computed:)`). A class, so that ``CustomAttributes`` stays one
/// reference; a subclass overrides ``members`` and may override the others to answer without
/// computing every member. Its state is immutable (hence `@unchecked Sendable`).
///
/// Invariants: ``members`` is at least one member, each name once, the same on every read;
/// ``value(named:)`` is the value ``members`` gives that name.
package class ComputedCustomAttributes: @unchecked Sendable {
  /// The base of a subclass; subclasses are in this module (a `package` initializer here
  /// makes the compiler warn of an infinite recursion in every subclass, Swift 6.3).
  init() {}

  /// The members, in order. A subclass overrides it.
  package var members: [(name: String, value: AttributeValue)] {
    assertionFailure("\(type(of: self)) does not override members")
    return []
  }

  /// The value named `name`, or `nil` when no member has it.
  package func value(named name: String) -> AttributeValue? {
    members.first { $0.name == name }?.value
  }

  /// Whether `other` has the same members, when that is known without computing them;
  /// `nil` (here) to have the members compared.
  package func hasSameMembers(as other: ComputedCustomAttributes) -> Bool? { nil }
}
