import CollectionLayoutCore

/// A frames document read lazily: its header, and where each step's bytes are, so that one
/// step is read (parsed and turned into a ``FrameStep``) only when asked for, and a check of
/// every step holds one step's tree at a time. What `render` uses for large files: an SVG
/// picture of one step costs what that step holds, and the player page's check of the whole
/// file never builds the whole document's tree.
///
/// The index checks the JSON syntax of the whole document (each step is skipped over, as
/// ``FramesReader`` would parse it, duplicate keys included). It does not locate problems: when
/// the document or a step has one, ``index(_:)`` or ``step(_:)`` return `nil`, and the caller
/// reads the document with ``FramesReader/read(_:)-([UInt8])`` for every problem, located.
package struct FramesIndex: Sendable {
  /// The document.
  package let bytes: [UInt8]
  /// The frames' environment, from the header.
  package let environment: LayoutEnvironment
  /// The byte range of each step's object, in order.
  package let stepRanges: [Range<Int>]

  /// The number of steps.
  package var stepCount: Int { stepRanges.count }

  /// Indexes `bytes`; `nil` when the document has a problem (malformed JSON, no `steps`
  /// array, a wrong header), which ``FramesReader/read(_:)-([UInt8])`` then reports.
  package static func index(_ bytes: [UInt8]) -> FramesIndex? {
    var ranges: [Range<Int>] = []
    var stepsValue: Range<Int>?
    let scanned: Bool = bytes.withUnsafeBufferPointer { buffer in
      var cursor = JSONCursor(bytes: buffer)
      do {
        guard try cursor.peekValue() == .object else { return false }
        try cursor.open()
        var keys: Set<String> = []
        var more = try cursor.firstKeyOrEnd()
        while more {
          let key = try cursor.scanString()
          let name = cursor.decode(key)
          guard keys.insert(name).inserted else { return false }
          try cursor.readColon()
          if name == "steps" {
            guard try cursor.peekValue() == .array else { return false }
            let start = cursor.index
            try cursor.open()
            var element = cursor.firstElementOrEnd()
            while element {
              cursor.skipWhitespace()
              let stepStart = cursor.index
              try cursor.skipValue()
              ranges.append(stepStart..<cursor.index)
              element = try cursor.nextElementOrEnd()
            }
            stepsValue = start..<cursor.index
          } else {
            try cursor.skipValue()
          }
          more = try cursor.nextKeyOrEnd()
        }
        try cursor.readEndOfDocument()
        return true
      } catch {
        return false
      }
    }
    guard scanned, let stepsValue else { return nil }
    // The header alone: the document with an empty steps array, read by the frames reader.
    let header =
      Array(bytes[..<stepsValue.lowerBound]) + Array("[]".utf8)
      + Array(bytes[stepsValue.upperBound...])
    guard let frames = try? FramesReader.read(header) else { return nil }
    return FramesIndex(bytes: bytes, environment: frames.environment, stepRanges: ranges)
  }

  /// Step `position`, read as ``FramesReader`` reads it; `nil` when it has a problem or does
  /// not exist. Its elements are parsed and read one at a time, so that reading a step holds
  /// its values and one element's tree, not the tree of the whole step.
  package func step(_ position: Int) -> FrameStep? {
    guard stepRanges.indices.contains(position) else { return nil }
    let range = stepRanges[position]
    guard let elements = Self.elementRanges(in: bytes, step: range) else { return nil }
    // The step without its elements, then each element.
    let header =
      Array(bytes[range.lowerBound..<elements.array.lowerBound]) + Array("[]".utf8)
      + Array(bytes[elements.array.upperBound..<range.upperBound])
    guard let value = try? JSONParser.parse(header) else { return nil }
    var reader = FramesTreeReader()
    guard var step = reader.step(JSONField(value: value, path: .root)),
      reader.located.issues.isEmpty
    else { return nil }
    step.elements.reserveCapacity(elements.elements.count)
    for element in elements.elements {
      guard let value = try? JSONParser.parse(Array(bytes[element])),
        let attributes = reader.attributes(JSONField(value: value, path: .root)),
        reader.located.issues.isEmpty
      else { return nil }
      step.elements.append(attributes)
    }
    return step
  }

  /// The byte range of a step's `elements` array and of each of its elements; `nil` when the
  /// step has no `elements` array (the whole reader reports it).
  private static func elementRanges(in bytes: [UInt8], step: Range<Int>)
    -> (array: Range<Int>, elements: [Range<Int>])?
  {
    bytes.withUnsafeBufferPointer { buffer in
      var cursor = JSONCursor(bytes: buffer)
      cursor.index = step.lowerBound
      do {
        guard try cursor.peekValue() == .object else { return nil }
        try cursor.open()
        var more = try cursor.firstKeyOrEnd()
        while more {
          let key = try cursor.scanString()
          try cursor.readColon()
          if cursor.decode(key) == "elements" {
            guard try cursor.peekValue() == .array else { return nil }
            let start = cursor.index
            var ranges: [Range<Int>] = []
            try cursor.open()
            var element = cursor.firstElementOrEnd()
            while element {
              cursor.skipWhitespace()
              let elementStart = cursor.index
              try cursor.skipValue()
              ranges.append(elementStart..<cursor.index)
              element = try cursor.nextElementOrEnd()
            }
            return (start..<cursor.index, ranges)
          }
          try cursor.skipValue()
          more = try cursor.nextKeyOrEnd()
        }
        return nil
      } catch {
        return nil
      }
    }
  }

  /// Whether every step reads without a problem, reading one step at a time.
  package func everyStepReads() -> Bool {
    stepRanges.indices.allSatisfy { step($0) != nil }
  }
}
