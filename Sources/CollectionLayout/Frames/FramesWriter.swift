/// Writes frames as byte-stable JSON (frames format version 1, described in
/// <doc:FramesFormat>).
///
/// The same ``Frames`` value always gives the same bytes, on every platform: keys in a fixed
/// order, one element per line, numbers written by the frames number rules (at most 3
/// decimals, no exponent, `-0` as `0`), strings JSON-escaped, LF line endings and a final
/// newline. Elements are written in the order given; the engine lists them in ``ElementID``
/// order.
///
/// The writer builds UTF-8 bytes directly, without `JSONEncoder`, string interpolation or
/// Foundation number formatting.
public enum FramesWriter {
  /// The JSON text of `frames`: fixed key order, one element per line, numbers rounded to at
  /// most 3 decimals, LF line endings and a final newline.
  public static func json(for frames: Frames) -> String {
    String(decoding: utf8(for: frames), as: UTF8.self)
  }

  /// The JSON text of `frames` as UTF-8 bytes: the same bytes as ``json(for:)``, without
  /// building a `String`.
  public static func utf8(for frames: Frames) -> [UInt8] {
    var output = FramesOutput()
    let elementCount = frames.steps.reduce(0) { $0 + $1.elements.count }
    // About 150 bytes per element line and 250 per step header: one allocation in practice.
    output.bytes.reserveCapacity(512 + frames.steps.count * 256 + elementCount * 160)
    output.writeDocument(frames)
    return output.bytes
  }
}

/// The byte buffer the writer fills, with one method per part of the format.
struct FramesOutput {
  /// The UTF-8 text written so far.
  var bytes: [UInt8] = []

  /// Writes the whole document: the header lines, then the steps.
  mutating func writeDocument(_ frames: Frames) {
    let environment = frames.environment
    raw("{\"format\": ")
    string(Frames.format)
    raw(", \"version\": ")
    integer(Frames.currentVersion)
    raw(",\n \"viewport\": ")
    size(environment.viewport)
    raw(",\n \"contentInset\": ")
    insets(environment.contentInset)
    raw(",\n \"displayScale\": ")
    number(environment.displayScale)
    raw(",\n \"steps\": [")
    guard !frames.steps.isEmpty else {
      raw("]}\n")
      return
    }
    raw("\n")
    for (position, step) in frames.steps.enumerated() {
      if position > 0 { raw(",\n") }
      writeStep(step)
    }
    raw("\n ]}\n")
  }

  /// Writes one step, from its opening brace to its closing `]}`, without a line end.
  mutating func writeStep(_ step: FrameStep) {
    raw("  {\"index\": ")
    integer(step.index)
    raw(", \"action\": ")
    string(step.action.rawValue)
    raw(",\n   \"viewport\": ")
    size(step.viewport)
    raw(",\n   \"contentOffset\": {\"x\": ")
    number(step.contentOffset.x)
    raw(", \"y\": ")
    number(step.contentOffset.y)
    raw("},\n   \"contentSize\": ")
    size(step.contentSize)
    customAttributes(step.customAttributes)
    raw(",\n")
    if let batch = step.batch {
      writeBatch(batch)
    }
    if let transition = step.transition {
      writeTransition(transition)
    }
    raw("   \"elements\": [")
    guard !step.elements.isEmpty else {
      raw("]}")
      return
    }
    raw("\n")
    for (position, element) in step.elements.enumerated() {
      if position > 0 { raw(",\n") }
      writeElement(element)
    }
    raw("\n   ]}")
  }

  /// Writes one element line, without its trailing comma or line end.
  mutating func writeElement(_ element: LayoutAttributes) {
    raw("    ")
    writeAttributes(element)
  }

  /// Writes an element's attributes as one JSON object, from `{` to `}`.
  mutating func writeAttributes(_ element: LayoutAttributes) {
    raw("{\"id\": \"")
    elementID(element.id)
    raw("\", \"kind\": \"")
    element.id.kind.appendName(to: &bytes)
    raw("\", \"frame\": ")
    rect(element.frame)
    raw(", \"zIndex\": ")
    integer(element.zIndex)
    raw(", \"alpha\": ")
    number(element.alpha)
    raw(", \"hidden\": ")
    boolean(element.isHidden)
    if let columnIndex = element.columnIndex {
      raw(", \"columnIndex\": ")
      integer(columnIndex)
    }
    if let isPinned = element.isPinned {
      raw(", \"pinned\": ")
      boolean(isPinned)
    }
    if let backgroundColor = element.backgroundColor {
      raw(", \"backgroundColor\": ")
      color(backgroundColor)
    }
    if let selectedBackgroundColor = element.selectedBackgroundColor {
      raw(", \"selectedBackgroundColor\": ")
      color(selectedBackgroundColor)
    }
    if let padding = element.padding {
      raw(", \"padding\": ")
      insets(padding)
    }
    if let placeholder = element.placeholder {
      raw(", \"placeholder\": {\"kind\": ")
      string(placeholder.kind.rawValue)
      if let title = placeholder.title {
        raw(", \"title\": ")
        string(title)
      }
      if let message = placeholder.message {
        raw(", \"message\": ")
        string(message)
      }
      raw("}")
    }
    customAttributes(element.customAttributes)
    raw("}")
  }

  /// Writes each custom attribute as `, "name": value`, in order.
  mutating func customAttributes(_ attributes: CustomAttributes) {
    for member in attributes {
      raw(", ")
      string(member.name)
      raw(": ")
      attributeValue(member.value)
    }
  }

  /// Writes a custom attribute's value as JSON: numbers by the frames number rules, lists as
  /// `[a, b]`, objects as `{"name": value}`.
  mutating func attributeValue(_ value: AttributeValue) {
    switch value {
    case .number(let number): self.number(number)
    case .boolean(let boolean): self.boolean(boolean)
    case .string(let text): string(text)
    case .list(let values):
      raw("[")
      for (position, element) in values.enumerated() {
        if position > 0 { raw(", ") }
        attributeValue(element)
      }
      raw("]")
    case .object(let members):
      raw("{")
      for (position, member) in members.enumerated() {
        if position > 0 { raw(", ") }
        string(member.name)
        raw(": ")
        attributeValue(member.value)
      }
      raw("}")
    }
  }

  // MARK: - Values

  /// Writes a frame as `[x, y, width, height]`.
  mutating func rect(_ rect: Rect) {
    raw("[")
    number(rect.origin.x)
    raw(", ")
    number(rect.origin.y)
    raw(", ")
    number(rect.size.width)
    raw(", ")
    number(rect.size.height)
    raw("]")
  }

  /// Writes `{"width": W, "height": H}`.
  mutating func size(_ size: Size) {
    raw("{\"width\": ")
    number(size.width)
    raw(", \"height\": ")
    number(size.height)
    raw("}")
  }

  /// Writes `{"top": T, "left": L, "bottom": B, "right": R}`.
  mutating func insets(_ insets: EdgeInsets) {
    raw("{\"top\": ")
    number(insets.top)
    raw(", \"left\": ")
    number(insets.left)
    raw(", \"bottom\": ")
    number(insets.bottom)
    raw(", \"right\": ")
    number(insets.right)
    raw("}")
  }

  /// Writes the id's string form (`item/0/3`), the same text as `ElementID.description`.
  mutating func elementID(_ id: ElementID) {
    id.kind.appendName(to: &bytes)
    for index in id.indexes {
      component(index)
    }
  }

  /// Writes `/` and an id component.
  mutating func component(_ value: Int) {
    bytes.append(UInt8(ascii: "/"))
    integer(value)
  }

  /// Writes a colour as a JSON string, the same text as `Color.description`: `"#RRGGBB"`, or
  /// `"#RRGGBBAA"` when not opaque, upper case.
  mutating func color(_ color: Color) {
    raw("\"#")
    hexByte(color.red)
    hexByte(color.green)
    hexByte(color.blue)
    if color.alpha != 255 { hexByte(color.alpha) }
    raw("\"")
  }

  /// Writes two upper-case hexadecimal digits.
  mutating func hexByte(_ value: UInt8) {
    bytes.append(FramesOutput.hexDigit(value >> 4, upperCase: true))
    bytes.append(FramesOutput.hexDigit(value & 0x0F, upperCase: true))
  }

  /// The ASCII hexadecimal digit of `value` (0 ... 15).
  static func hexDigit(_ value: UInt8, upperCase: Bool) -> UInt8 {
    value < 10
      ? UInt8(ascii: "0") &+ value
      : (upperCase ? UInt8(ascii: "A") : UInt8(ascii: "a")) &+ (value &- 10)
  }

  /// Writes `true` or `false`.
  mutating func boolean(_ value: Bool) {
    if value { raw("true") } else { raw("false") }
  }

  /// Writes an integer.
  mutating func integer(_ value: Int) {
    JSONNumber.appendInteger(value, to: &bytes)
  }

  /// Writes a number per the frames number rules (see ``JSONNumber``).
  mutating func number(_ value: Double) {
    JSONNumber.append(value, to: &bytes)
  }

  /// Writes `text` as a JSON string: quoted, with `"` and `\` escaped by a backslash and the
  /// control characters U+0000 ... U+001F as `\u00XX` (lower-case hex). Everything else,
  /// non-ASCII included, is written as its UTF-8 bytes.
  mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        bytes.append(UInt8(ascii: "\\"))
        bytes.append(byte)
      case 0..<0x20:
        raw("\\u00")
        bytes.append(FramesOutput.hexDigit(byte >> 4, upperCase: false))
        bytes.append(FramesOutput.hexDigit(byte & 0x0F, upperCase: false))
      default:
        bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Writes literal text, copied as is.
  mutating func raw(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Writes text known to need no escaping (raw values of the model's enums), copied as is.
  mutating func plain(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }
}
