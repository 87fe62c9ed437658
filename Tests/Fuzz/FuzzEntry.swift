// The libFuzzer entry point for the whole path: bytes -> ScenarioDecoder.decode ->
// Scenario.frames() -> FramesWriter.utf8(for:). Not part of any SwiftPM target: Scripts/fuzz
// compiles it together with the sources of the CollectionLayout module (so it sees the
// module's internal declarations without an import) with `-sanitize=fuzzer,address`.
//
// Beyond "no crash", every input is checked against what the library promises:
// - a decoding failure carries at least one issue, each with a message;
// - a decoded scenario passes its own validation;
// - every frame, offset and size in the frames is finite;
// - every element not displaced by pinning lies within the content size;
// - the frames text is well-formed JSON (read back by the package's own parser), and
//   FramesReader reads it back into frames that write the same bytes;
// - the input read as a frames document (FramesReader) gives frames or an error with messages.
// A broken promise stops the run with `fatalError`, which libFuzzer records as a crash.
//
// Pathological but valid inputs are skipped after decoding, so that the fuzzer explores
// instead of timing out: see `FuzzBudget`.

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
    let frames: Frames
    do {
      frames = try scenario.frames()
    } catch {
      if error.issues.isEmpty || error.issues.contains(where: { $0.message.isEmpty }) {
        fatalError("a playing error without a message: \(error.issues)")
      }
      return
    }
    checkFinite(frames)
    let output = FramesWriter.utf8(for: frames)
    do {
      _ = try JSONParser.parse(output)
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
    let read: Frames
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
  /// the content: 0 <= minX, maxX <= width, 0 <= minY, maxY <= height, to within 0.001.
  static func checkInsideContent(_ step: FrameStep) {
    let size = step.contentSize
    let tolerance = 0.001
    for element in step.elements where element.isPinned != true {
      let frame = element.frame
      if frame.minX < -tolerance || frame.maxX > size.width + tolerance
        || frame.minY < -tolerance || frame.maxY > size.height + tolerance
      {
        fatalError("\(element.id) at \(frame) leaves the content \(size) in entry \(step.index)")
      }
    }
  }

  /// Stops the run when a number in the frames is NaN or infinite.
  static func checkFinite(_ frames: Frames) {
    for step in frames.steps {
      let numbers = [
        step.contentOffset.x, step.contentOffset.y, step.contentSize.width,
        step.contentSize.height,
      ]
      if !numbers.allSatisfy(\.isFinite) { fatalError("a non-finite offset or size: \(step)") }
      for element in step.elements where !element.frame.isFinite || !element.alpha.isFinite {
        fatalError("a non-finite frame: \(element)")
      }
      checkInsideContent(step)
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

/// Decides which valid scenarios are small enough to play within the fuzzer's time limit.
///
/// A scenario may be valid and still take seconds to play: ten million items listed with
/// `"elements": "all"`, or rows a thousandth of a point tall that put every item on screen.
/// Such inputs are decoded and validated, but not played: the harness estimates the element
/// records the frames would hold and skips the scenario when the estimate exceeds
/// ``maximumRecords``. The estimate is deliberately generous (every item may bring a row and a
/// column separator); the unit tests and the limits on output elements cover the large cases.
enum FuzzBudget {
  /// The largest estimated number of element records a played scenario may hold.
  static let maximumRecords = 200_000

  static func allows(_ scenario: Scenario) -> Bool {
    var tallestViewport = scenario.environment.viewport.height
    var dataSets = [scenario.sections]
    var insertedItems = 0
    var animationSamples = 0
    for step in scenario.steps {
      switch step {
      case .resize(let size):
        tallestViewport = max(tallestViewport, size.height)
      case .update(let batch):
        if let after = batch.after { dataSets.append(after) }
        insertedItems = saturatingAdd(insertedItems, batch.insertItems.count)
        animationSamples = saturatingAdd(animationSamples, samples(of: batch.animation))
      case .updateSources(let updates):
        for update in updates {
          insertedItems = saturatingAdd(insertedItems, update.batch.insertItems.count)
          insertedItems = saturatingAdd(insertedItems, update.batch.after?.count ?? 0)
          animationSamples = saturatingAdd(animationSamples, samples(of: update.batch.animation))
        }
      case .apply(let snapshot):
        for section in snapshot.sections {
          insertedItems = saturatingAdd(insertedItems, 1 + (section.items?.count ?? 0))
        }
        animationSamples = saturatingAdd(animationSamples, samples(of: snapshot.animation))
      case .load(let load):
        insertedItems = saturatingAdd(insertedItems, load.items?.count ?? 0)
        animationSamples = saturatingAdd(animationSamples, samples(of: load.animation))
      case .select(let selection):
        animationSamples = saturatingAdd(animationSamples, samples(of: selection.animation))
      case .scroll, .interaction:
        break
      }
    }
    // The most any step may list: the largest data (the scenario's sections or an update's
    // `after`), plus every item an update inserts.
    let perEntry = saturatingAdd(
      dataSets.map { elementEstimate(scenario, sections: $0, tallestViewport: tallestViewport) }
        .max() ?? 0,
      saturatingMultiply(insertedItems, 3))
    // An update's transition has up to twice as many records, each in every animation sample.
    let entries = saturatingAdd(scenario.steps.count + 1, saturatingMultiply(animationSamples, 2))
    return saturatingMultiply(perEntry, entries) <= maximumRecords
  }

  /// The samples of an update animation: one per interval, and the last.
  private static func samples(of animation: UpdateAnimation) -> Int {
    let intervals = (animation.duration * animation.fps).rounded(.up)
    return Int(min(max(intervals, 1), 1e6)) + 1
  }

  /// A generous estimate of the elements one entry lists for `sections`: every item may
  /// bring a row and a column separator; with visible output only the rows that fit in the
  /// tallest viewport count.
  private static func elementEstimate(
    _ scenario: Scenario, sections: [Section], tallestViewport: Double
  ) -> Int {
    var estimate = scenario.globalHeaders.count
    for section in sections {
      estimate = saturatingAdd(estimate, section.headers.count + section.footers.count + 4)
      let metrics = section.metrics.resolved(
        inheriting: scenario.metrics, displayScale: scenario.environment.displayScale)
      var items = max(0, section.items.count)
      if scenario.output.elements == .visible {
        var shortestRow = metrics.rowHeight
        if case .list(let list) = section.items {
          for item in list { shortestRow = min(shortestRow, item.height ?? shortestRow) }
        }
        let rowsOnScreen = tallestViewport / (shortestRow + metrics.rowSpacing) + 2
        if rowsOnScreen < 1e9 {
          items = min(items, saturatingMultiply(Int(rowsOnScreen), max(1, metrics.columns)))
        }
      }
      estimate = saturatingAdd(estimate, saturatingMultiply(items, 3))
    }
    return estimate
  }

  private static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
  }

  private static func saturatingMultiply(_ a: Int, _ b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? Int.max : product
  }
}
