import CollectionLayoutCore

/// A frames document read lazily: its header, and where each step's bytes are, so that one
/// step is read (turned into a ``FrameStep``) only when asked for, and a check of every step
/// holds one step's values at a time. What `render` uses for large files: an SVG picture of
/// one step costs what that step holds, and the player page's check of the whole file never
/// holds the whole document's values.
///
/// The index reads the header as ``FramesReader`` reads it and checks the JSON syntax of the
/// whole document, each step skipped over (duplicate keys included). It does not locate
/// problems: when the document or a step has one, ``index(_:)`` or ``step(_:)`` return `nil`,
/// and the caller reads the document with ``FramesReader/read(_:)-([UInt8])`` for every
/// problem, located.
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
    let indexed = DocumentBytes.reading(bytes) { bytes in
      try? FramesReader.read(bytes, steps: .index)
    }
    guard let indexed else { return nil }
    return FramesIndex(
      bytes: bytes, environment: indexed.document.environment, stepRanges: indexed.stepRanges)
  }

  /// Step `position`, read as ``FramesReader`` reads it, straight from its bytes; `nil` when
  /// it has a problem or does not exist.
  package func step(_ position: Int) -> FrameStep? {
    guard stepRanges.indices.contains(position) else { return nil }
    let start = stepRanges[position].lowerBound
    return DocumentBytes.reading(bytes) { bytes in
      var reader = FramesDocumentReader(bytes: bytes)
      defer { reader.release() }
      reader.reader.cursor.index = start
      guard let step = try? reader.step(), reader.reader.issues.isEmpty else { return nil }
      return step
    }
  }

  /// Whether every step reads without a problem, reading one step at a time.
  package func everyStepReads() -> Bool {
    stepRanges.indices.allSatisfy { step($0) != nil }
  }
}
