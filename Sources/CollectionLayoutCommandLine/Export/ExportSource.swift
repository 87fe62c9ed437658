import CollectionLayout

/// What `export` reads: a frames file, or a scenario that it plays first.
///
/// A document whose top-level object has a `format` key is read as frames (``FramesReader``:
/// every problem located, an unknown `version` included); any other as a scenario
/// (``ScenarioDecoder``, then ``Scenario/frames()``). A scenario's frames are written and read
/// back before they are exported, so that exporting a scenario and exporting its frames file
/// give the same bytes (but for the batches a trace adds from the scenario).
struct ExportSource: Hashable, Sendable {
  /// The frames to export.
  var frames: FramesDocument
  /// The batch of each update step, by step index (the scenario's step `i` is step `i + 1`):
  /// an update step's as given, a data step's as computed (from the frames' `batch`, with the
  /// step's anchor and animation); empty for a frames file, which does not carry anchors and
  /// animations.
  var batches: [Int: BatchUpdate]

  /// The message of a document without a `format` key, as the frames reader reports it.
  static let missingFormat = "missing required key \"format\""

  /// Reads `bytes`, a frames document or a scenario. Every problem of the document is one
  /// line of the failure. A scenario may name any of `kinds`.
  static func read(_ bytes: [UInt8], kinds: LayoutKinds = .standard)
    throws(CommandFailure) -> ExportSource
  {
    let issues: [ScenarioIssue]
    do {
      return ExportSource(frames: try FramesReader.read(bytes), batches: [:])
    } catch {
      issues = error.issues
    }
    let isFrames = !issues.contains { $0.location.isEmpty && $0.message == missingFormat }
    guard !isFrames else {
      throw CommandLineTool.failure(for: ScenarioError(issues: issues))
    }
    let scenario = try CommandLineTool.scenario(from: bytes, kinds: kinds)
    let frames: FramesDocument
    do {
      frames = try FramesReader.read(FramesWriter.utf8(for: scenario.frames()))
    } catch {
      throw CommandLineTool.failure(for: error)
    }
    var batches: [Int: BatchUpdate] = [:]
    for (index, step) in scenario.steps.enumerated() {
      if case .update(let batch) = step {
        batches[index + 1] = batch
      } else if let batch = computedBatch(of: step, recorded: frames.steps[index + 1].batch) {
        batches[index + 1] = batch
      }
    }
    return ExportSource(frames: frames, batches: batches)
  }

  /// The batch a data step applied (its operations as the frames record them), with the
  /// step's anchor, slide and animation; `nil` for a step that applies none.
  static func computedBatch(of step: ScenarioStep, recorded: StepBatch?) -> BatchUpdate? {
    guard let operations = recorded?.operations else { return nil }
    switch step {
    case .apply(let snapshot):
      return operations.with(
        anchor: snapshot.anchor, insertedSectionsSlideFrom: snapshot.insertedSectionsSlideFrom,
        animation: snapshot.animation)
    case .load(let load):
      return operations.with(anchor: load.anchor, animation: load.animation)
    case .select(let selection):
      return operations.with(anchor: selection.anchor, animation: selection.animation)
    case .updateSources(let updates):
      let first = updates.first?.batch ?? BatchUpdate()
      return operations.with(
        anchor: first.anchor, insertedSectionsSlideFrom: first.insertedSectionsSlideFrom,
        animation: first.animation)
    case .update, .scroll, .scrollTo, .scrollSection, .scrollBy, .animatedScroll, .fling, .pan,
      .resize, .resizeEnvironment, .interaction,
      .beginDrag, .dragTo, .endDrag, .cancelDrag, .swipe, .editing, .measure, .setLayout,
      .beginTransition, .transitionProgress, .finishTransition, .cancelTransition, .pinch:
      return nil
    }
  }
}
