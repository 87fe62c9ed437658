// The libFuzzer entry point of the `scenario` target, the whole path: bytes ->
// ScenarioDecoder.decode -> Scenario.frames() -> FramesWriter.utf8(for:). Not part of any
// SwiftPM target: Scripts/fuzz compiles it with FuzzBudget.swift against the CollectionLayout
// module built with `-sanitize=fuzzer,address -enable-testing` (so it sees the module's
// internal declarations through `@testable import`).
//
// Beyond "no crash", every input is checked against what the library promises:
// - a decoding failure carries at least one issue, each with a message;
// - a decoded scenario passes its own validation;
// - every frame, offset and size in the frames is finite;
// - every element not displaced by pinning lies within the content size (but the compositional
//   supplementaries UIKit draws past it: `Scenario.compositionalKindsDrawnPastTheContent`);
// - with visible output, every element listed has an area (`minX < maxX`, `minY < maxY`):
//   an element of zero width or height is never visible;
// - the frames text is well-formed JSON (read back by the package's own parser), and
//   FramesReader reads it back into frames that write the same bytes;
// - the input read as a frames document (FramesReader) gives frames or an error with messages.
// A broken promise stops the run with `fatalError`, which libFuzzer records as a crash.
//
// Pathological but valid inputs are skipped after decoding, so that the fuzzer explores
// instead of timing out: see `FuzzBudget`.

@testable import CollectionLayout
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// libFuzzer calls this once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  FuzzHarness.run(bytes)
  return 0
}

/// The checks run on one input.
enum FuzzHarness {
  static func run(_ bytes: [UInt8]) {
    readFrames(bytes)
    let scenario: Scenario
    do {
      scenario = try ScenarioDecoder.decode(bytes)
    } catch {
      if error.issues.isEmpty || error.issues.contains(where: { $0.message.isEmpty }) {
        fatalError("a decoding error without a message: \(error.issues)")
      }
      return
    }
    let issues = scenario.validationIssues()
    if !issues.isEmpty { fatalError("a decoded scenario fails validation: \(issues)") }
    guard FuzzBudget.allows(scenario) else { return }
    let frames: FramesDocument
    do {
      frames = try scenario.frames()
    } catch {
      if error.issues.isEmpty || error.issues.contains(where: { $0.message.isEmpty }) {
        fatalError("a playing error without a message: \(error.issues)")
      }
      return
    }
    checkFinite(frames, exempting: scenario.compositionalKindsDrawnPastTheContent)
    if scenario.output.elements == .visible {
      for step in frames.steps { checkArea(step) }
    }
    let output = FramesWriter.utf8(for: frames)
    do {
      try JSONCursor.checkDocument(output)
    } catch {
      fatalError("the frames are not well-formed JSON: \(error.issue)")
    }
    checkRoundTrip(output)
  }

  /// The input read as a frames document: a frames value or an error with messages.
  static func readFrames(_ bytes: [UInt8]) {
    do {
      _ = try FramesReader.read(bytes)
    } catch {
      if error.issues.isEmpty || error.issues.contains(where: { $0.message.isEmpty }) {
        fatalError("a frames-reading error without a message: \(error.issues)")
      }
    }
  }

  /// The frames text read back with ``FramesReader`` and written again gives the same bytes.
  static func checkRoundTrip(_ output: [UInt8]) {
    let read: FramesDocument
    do {
      read = try FramesReader.read(output)
    } catch {
      fatalError("the frames writer's output is not readable: \(error.issues.prefix(3))")
    }
    if FramesWriter.utf8(for: read) != output {
      fatalError("the frames read back do not write the same bytes")
    }
  }

  /// Stops the run when an element at its natural position (not displaced by pinning) leaves
  /// the content: 0 <= minX, maxX <= width, 0 <= minY, maxY <= height, to within 0.001. A
  /// paging layout's images and tiles are exempt: a zoomed image extends past its page, which
  /// clips it, and so past the content. So are the elements of `exempt` kinds: the
  /// compositional supplementaries that UIKit draws past the content (badges, boundary
  /// supplementaries moved by an `absoluteOffset`).
  static func checkInsideContent(_ step: FrameStep, exempting exempt: Set<ElementKind>) {
    let size = step.contentSize
    let tolerance = 0.001
    // A pinned header, a swiped item (shifted left by design) and a dragged item (at the
    // finger) may leave the content, and so may a paging layout's images and tiles, clipped by
    // their pages (a zoomed image extends past its page). The elements of a section that
    // scrolls on its own (a compositional strip, reported where drawn) may leave it across.
    var scrolling: Set<Int> = []
    if case .list(let scrollers) = step.customAttributes["sectionScrollers"] {
      for case .object(let scroller) in scrollers {
        if let section = scroller["section"]?.numberValue { scrolling.insert(Int(section)) }
      }
    }
    for element in step.elements
    where element.isPinned != true && element.customAttributes["dragging"] == nil
      && element.customAttributes["swipeOffset"] == nil && element.kind != .image
      && element.kind != .tile && !exempt.contains(element.kind)
    {
      let frame = element.frame
      let acrossStrip = element.id.indexes.first.map { scrolling.contains($0) } ?? false
      if (!acrossStrip && (frame.minX < -tolerance || frame.maxX > size.width + tolerance))
        || frame.minY < -tolerance || frame.maxY > size.height + tolerance
      {
        fatalError("\(element.id) at \(frame) leaves the content \(size) in entry \(step.index)")
      }
    }
  }

  /// Stops the run when a visible entry lists an element without area: `x + width == x` or
  /// `y + height == y` (a frame 1e-300 wide at 170 has none).
  static func checkArea(_ step: FrameStep) {
    for element in step.elements
    where !(element.frame.minX < element.frame.maxX && element.frame.minY < element.frame.maxY) {
      fatalError("\(element.id) at \(element.frame) has no area in entry \(step.index)")
    }
  }

  /// Stops the run when a number in the frames is NaN or infinite.
  /// Checks each step inside the content too, elements of `exempt` kinds aside.
  static func checkFinite(_ frames: FramesDocument, exempting exempt: Set<ElementKind>) {
    for step in frames.steps {
      let numbers = [
        step.contentOffset.x, step.contentOffset.y, step.contentSize.width,
        step.contentSize.height,
      ]
      if !numbers.allSatisfy(\.isFinite) { fatalError("a non-finite offset or size: \(step)") }
      for element in step.elements where !element.frame.isFinite || !element.alpha.isFinite {
        fatalError("a non-finite frame: \(element)")
      }
      checkInsideContent(step, exempting: exempt)
      guard let transition = step.transition else { continue }
      for change in transition.changes
      where !change.initial.frame.isFinite || !change.final.frame.isFinite
        || !change.initial.alpha.isFinite || !change.final.alpha.isFinite
      {
        fatalError("a non-finite change record: \(change)")
      }
      for frame in transition.frames {
        guard frame.time.isFinite, frame.contentOffset.x.isFinite, frame.contentOffset.y.isFinite
        else { fatalError("a non-finite animation frame: \(frame)") }
        for element in frame.elements where !element.frame.isFinite || !element.alpha.isFinite {
          fatalError("a non-finite animated element: \(element)")
        }
      }
    }
  }
}
