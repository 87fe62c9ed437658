import CollectionLayoutCore

/// Writes frames as byte-stable JSON (frames format version 1, described in
/// <doc:FramesFormat>).
///
/// The same ``FramesDocument`` value always gives the same bytes, on every platform: keys in a fixed
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
  ///
  /// - Parameter frames: The frames to write.
  /// - Returns: The document's text.
  public static func json(for frames: FramesDocument) -> String {
    String(decoding: utf8(for: frames), as: UTF8.self)
  }

  /// The JSON text of `frames` as UTF-8 bytes: the same bytes as ``json(for:)``, without
  /// building a `String`.
  ///
  /// - Parameter frames: The frames to write.
  /// - Returns: The document's UTF-8 bytes.
  public static func utf8(for frames: FramesDocument) -> [UInt8] {
    let elementCount = frames.steps.reduce(0) { $0 &+ $1.elements.count }
    var bytes: [UInt8] = []
    // About 150 bytes per element line and 250 per step header: one allocation in practice.
    bytes.reserveCapacity(512 &+ frames.steps.count &* 256 &+ elementCount &* 160)
    write(frames, to: &bytes)
    return bytes
  }

  /// Writes the JSON text of `frames` (the bytes of ``utf8(for:)``) into `sink`, in chunks of
  /// about `chunkSize` bytes (see ``FramesStreamWriter``): the document is never whole in
  /// memory.
  ///
  /// - Parameters:
  ///   - frames: The frames to write.
  ///   - sink: Where the bytes go, chunk by chunk.
  ///   - chunkSize: About how many bytes each chunk holds.
  /// - Throws: What the sink throws, leaving the document incomplete.
  public static func write<Sink: ByteSink>(
    _ frames: FramesDocument, to sink: inout Sink,
    chunkSize: Int = FramesStreamWriter.defaultChunkSize
  ) throws(Sink.Failure) {
    var writer = FramesStreamWriter(environment: frames.environment, chunkSize: chunkSize)
    for step in frames.steps {
      try writer.write(step, to: &sink)
    }
    try writer.finish(to: &sink)
  }
}

/// The byte buffer the writer fills, with one method per part of the format. The parts of a
/// document, a step and a transition are written in order by ``FramesStreamWriter``, which
/// hands the buffer to its sink between records.
struct FramesOutput: ~Copyable {
  /// The UTF-8 text written and not yet handed to a sink.
  var bytes: OutputBuffer

  /// An empty output with room for `capacity` bytes before its buffer grows.
  init(capacity: Int = 4096) {
    bytes = OutputBuffer(capacity: capacity)
  }

  /// Writes the document's header lines, up to and including `"steps": [`.
  mutating func writeHeader(_ environment: LayoutEnvironment) {
    raw("{\"format\": ")
    string(FramesDocument.format)
    raw(", \"version\": ")
    integer(FramesDocument.currentVersion)
    raw(",\n \"viewport\": ")
    size(environment.viewport)
    raw(",\n \"contentInset\": ")
    insets(environment.contentInset)
    raw(",\n \"displayScale\": ")
    number(environment.displayScale)
    if FramesDocument.writesScreen(of: environment) {
      raw(",\n \"safeArea\": ")
      insets(environment.safeArea)
      raw(",\n \"sizeClass\": {\"horizontal\": ")
      string(environment.sizeClass.horizontal.rawValue)
      raw(", \"vertical\": ")
      string(environment.sizeClass.vertical.rawValue)
      raw("},\n \"layoutMargins\": ")
      margins(environment.layoutMargins)
    }
    raw(",\n \"steps\": [")
  }

  /// Writes what separates step `position` from what precedes it: a line end after the
  /// header, `,` and a line end after a step.
  mutating func writeStepSeparator(position: Int) {
    if position > 0 { raw(",\n") } else { raw("\n") }
  }

  /// Writes the document's end, after `stepCount` steps.
  mutating func writeEnd(stepCount: Int) {
    if stepCount == 0 { raw("]}\n") } else { raw("\n ]}\n") }
  }

  /// Writes layout margins, `{"top": 0, "leading": 16, "bottom": 0, "trailing": 16}`.
  mutating func margins(_ margins: DirectionalInsets) {
    raw("{\"top\": ")
    number(margins.top)
    raw(", \"leading\": ")
    number(margins.leading)
    raw(", \"bottom\": ")
    number(margins.bottom)
    raw(", \"trailing\": ")
    number(margins.trailing)
    raw("}")
  }

  /// Writes a step's opening brace and its header lines, its batch included, up to its
  /// transition.
  mutating func writeStepHeader(_ step: FrameStep) {
    raw("  {\"index\": ")
    integer(step.index)
    raw(", \"action\": ")
    string(step.action.rawValue)
    raw(",\n   \"viewport\": ")
    size(step.viewport)
    if let contentInset = step.contentInset {
      raw(",\n   \"contentInset\": ")
      insets(contentInset)
    }
    if let safeArea = step.safeArea {
      raw(",\n   \"safeArea\": ")
      insets(safeArea)
    }
    if let layoutMargins = step.layoutMargins {
      raw(",\n   \"layoutMargins\": ")
      margins(layoutMargins)
    }
    raw(",\n   \"contentOffset\": {\"x\": ")
    number(step.contentOffset.x)
    raw(", \"y\": ")
    number(step.contentOffset.y)
    raw("},\n   \"contentSize\": ")
    size(step.contentSize)
    customAttributes(step.customAttributes)
    if let sections = step.sections {
      raw(",\n   \"sections\": [")
      for (position, frame) in sections.enumerated() {
        if position > 0 { raw(", ") }
        rect(frame)
      }
      raw("]")
    }
    raw(",\n")
    if let batch = step.batch {
      writeBatch(batch)
    }
  }

  /// Writes the `"elements"` key of a step with `count` elements, up to its first element.
  mutating func writeElementsOpening(count: Int) {
    raw("   \"elements\": [")
    if count > 0 { raw("\n") }
  }

  /// Writes the line end that follows `"elements": [` in a step with elements.
  mutating func writeElementsLineEnd() {
    raw("\n")
  }

  /// Writes element `position` of a step's elements, on its own line.
  mutating func writeElement(_ element: LayoutAttributes, position: Int) {
    if position > 0 { raw(",\n") }
    writeElement(element)
  }

  /// Writes the end of a step with `count` elements, without a line end.
  mutating func writeStepEnd(elementCount count: Int) {
    if count == 0 { raw("]}") } else { raw("\n   ]}") }
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
    kindName(element.id.kind)
    raw("\", \"frame\": ")
    rect(element.frame)
    raw(", \"zIndex\": ")
    integer(element.zIndex)
    raw(", \"alpha\": ")
    number(element.alpha)
    raw(", \"hidden\": ")
    boolean(element.isHidden)
    if let transform = element.transform { self.transform(transform) }
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

  /// Writes `, "transform": [a, b, c, d, tx, ty]` (see ``LayoutTransform``), unless it is
  /// written as the identity: a scale of 0.99999 is written 1 (numbers are written to the
  /// thousandth), and a transform written `[1, 0, 0, 1, 0, 0]` would read back as the
  /// identity, which is never written, so the frames would not write back the same bytes.
  mutating func transform(_ transform: LayoutTransform) {
    guard !transform.isIdentity,
      transform.values.map({ Double(JSONNumber.format($0)) }) != Self.identityValues
    else { return }
    raw(", \"transform\": [")
    number(transform.a)
    raw(", ")
    number(transform.b)
    raw(", ")
    number(transform.c)
    raw(", ")
    number(transform.d)
    raw(", ")
    number(transform.tx)
    raw(", ")
    number(transform.ty)
    raw("]")
  }

  /// The identity's six numbers, to compare with a transform's as written (and read back:
  /// `-0` reads as 0).
  private static let identityValues: [Double?] = [1, 0, 0, 1, 0, 0]

  /// Writes a frame as `[x, y, width, height]`.
  mutating func rect(_ rect: LayoutRect) {
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
  mutating func size(_ size: LayoutSize) {
    raw("{\"width\": ")
    number(size.width)
    raw(", \"height\": ")
    number(size.height)
    raw("}")
  }

  /// Writes `{"top": T, "left": L, "bottom": B, "right": R}`.
  mutating func insets(_ insets: LayoutInsets) {
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
    kindName(id.kind)
    for index in id.indexes {
      component(index)
    }
  }

  /// Writes an element kind's name (known to need no escaping) from the kind's inline
  /// storage: its three words stored at once into room for 24 bytes, of which the name's
  /// length are kept (not byte by byte: a name is written with every element, change record
  /// and animated element).
  mutating func kindName(_ kind: ElementKind) {
    let length = kind.nameLength
    let (first, second, third) = kind.nameWords
    bytes.appendInPlace(maximum: 24) { destination in
      destination.storeBigEndian(first, at: 0)
      if length > 8 {
        destination.storeBigEndian(second, at: 8)
        if length > 16 { destination.storeBigEndian(third, at: 16) }
      }
      return length
    }
  }

  /// Writes `/` and an id component.
  mutating func component(_ value: Int) {
    bytes.append(UInt8(ascii: "/"))
    integer(value)
  }

  /// Writes a colour as a JSON string, the same text as `LayoutColor.description`: `"#RRGGBB"`, or
  /// `"#RRGGBBAA"` when not opaque, upper case.
  mutating func color(_ color: LayoutColor) {
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
    var text = text
    text.withUTF8 { utf8 in
      // Runs of bytes that need no escape are copied at once.
      var runStart = 0
      for (index, byte) in utf8.enumerated()
      where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        bytes.append(contentsOf: utf8[runStart..<index])
        runStart = index + 1
        if byte < 0x20 {
          raw("\\u00")
          bytes.append(FramesOutput.hexDigit(byte >> 4, upperCase: false))
          bytes.append(FramesOutput.hexDigit(byte & 0x0F, upperCase: false))
        } else {
          bytes.append(UInt8(ascii: "\\"))
          bytes.append(byte)
        }
      }
      bytes.append(contentsOf: utf8[runStart...])
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Writes literal text, copied as is.
  @inline(__always)
  mutating func raw(_ text: StaticString) {
    bytes.append(text)
  }

  /// Writes text known to need no escaping (raw values of the model's enums), copied as is.
  mutating func plain(_ text: String) {
    bytes.append(utf8: text)
  }
}
