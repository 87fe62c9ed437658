/// `Codable` where a value's `Codable` form is its documented JSON: the leaf values the
/// documents are made of. Decoding one with `JSONDecoder` reads what the documents' formats
/// write, and encoding it with `JSONEncoder` writes it back.
///
/// The values made of several keys with defaults (``LayoutSection``, ``LayoutAttributes``)
/// are not `Codable`: a synthesized conformance would read and write another JSON than the
/// documented one. The documents layer reads and writes them.
///
/// | type | JSON |
/// |---|---|
/// | ``LayoutPoint`` | `{"x": 0, "y": 300}` (synthesized) |
/// | ``LayoutSize`` | `{"width": 320, "height": 480}` (synthesized) |
/// | ``LayoutInsets`` | `{"top": 64, "bottom": 49}`, a side left out is 0 |
/// | ``HorizontalInsets`` | `{"left": 15}`, a side left out is 0 |
/// | ``LayoutRect`` | `[x, y, width, height]`, as a frame in frames |
/// | ``ItemPath`` | `[section, item]` |
/// | ``LayoutColor`` | `"#RRGGBB"` or `"#RRGGBBAA"` |
/// | ``ElementID``, ``ElementKind``, ``StepAction`` and the enumerations | their names, `"item/0/3"` |
extension LayoutInsets: Codable {
  private enum CodingKeys: String, CodingKey {
    case top, left, bottom, right
  }

  /// Decodes `{"top", "left", "bottom", "right"}`, each side optional (0 when left out).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      top: try container.decodeIfPresent(Double.self, forKey: .top) ?? 0,
      left: try container.decodeIfPresent(Double.self, forKey: .left) ?? 0,
      bottom: try container.decodeIfPresent(Double.self, forKey: .bottom) ?? 0,
      right: try container.decodeIfPresent(Double.self, forKey: .right) ?? 0)
  }

  /// Encodes the four sides.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(top, forKey: .top)
    try container.encode(left, forKey: .left)
    try container.encode(bottom, forKey: .bottom)
    try container.encode(right, forKey: .right)
  }
}

extension HorizontalInsets: Codable {
  private enum CodingKeys: String, CodingKey {
    case left, right
  }

  /// Decodes `{"left", "right"}`, each side optional (0 when left out).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      left: try container.decodeIfPresent(Double.self, forKey: .left) ?? 0,
      right: try container.decodeIfPresent(Double.self, forKey: .right) ?? 0)
  }

  /// Encodes both sides.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(left, forKey: .left)
    try container.encode(right, forKey: .right)
  }
}

extension LayoutRect: Codable {
  /// Decodes `[x, y, width, height]`: exactly four numbers.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var numbers: [Double] = []
    while !container.isAtEnd, numbers.count < 5 {
      numbers.append(try container.decode(Double.self))
    }
    guard numbers.count == 4 else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected an array of 4 numbers [x, y, width, height]")
    }
    self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  /// Encodes `[x, y, width, height]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(contentsOf: [minX, minY, width, height])
  }
}

extension ItemPath: Codable {
  /// Decodes `[section, item]`: exactly two integers.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var indexes: [Int] = []
    while !container.isAtEnd, indexes.count < 3 {
      indexes.append(try container.decode(Int.self))
    }
    guard indexes.count == 2 else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected an array of 2 elements [section, item]")
    }
    self.init(section: indexes[0], item: indexes[1])
  }

  /// Encodes `[section, item]`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(section)
    try container.encode(item)
  }
}

extension LayoutColor: Codable {
  /// Decodes `"#RRGGBB"` or `"#RRGGBBAA"`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let color = LayoutColor(hex: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected a colour \"#RRGGBB\" or \"#RRGGBBAA\"")
    }
    self = color
  }

  /// Encodes ``description``: `"#RRGGBB"`, or `"#RRGGBBAA"` when not opaque.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
