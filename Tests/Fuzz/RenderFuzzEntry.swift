// The libFuzzer entry point of the `render` target: the frames reader and `render`, on
// inputs up to 64 KB. Not part of any SwiftPM target: Scripts/fuzz compiles it against the
// CollectionLayout and CollectionLayoutCommandLine modules built with
// `-sanitize=fuzzer,address -enable-testing`. The seed corpus is every golden under
// Snapshots/ and Tests/Frames/.
//
// Each input is read as a frames document. Beyond "no crash":
// - an error carries at least one issue, each with a message, and `render - --svg --step 1`
//   refuses the document too (every step is checked, not only the one drawn);
// - frames that were read write back into frames that read the same (the reader and the
//   writer agree on every value the reader accepts);
// - every step (up to 8) and every animation frame of it (up to 4) draws as an SVG picture
//   that starts with `<svg `, ends with `</svg>` and a line end, has as many `<g` as `</g>`
//   and no `nan` or `inf` in a number; a step or frame past the end is an error with a
//   message;
// - the player page of the input keeps its script blocks: the frames cannot end theirs early
//   (`</script` and `<!--` occur exactly as often as in the page of no frames);
// - `render -` and `render - --svg` through the command line print those same bytes.
// A broken promise stops the run with `fatalError`, which libFuzzer records as a crash.

@testable import CollectionLayout
@testable import CollectionLayoutCommandLine
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

/// libFuzzer calls this once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  RenderHarness.run(bytes)
  return 0
}

/// The checks run on one input.
enum RenderHarness {
  /// How often `text` occurs in `bytes`.
  static func occurrences(of text: String, in bytes: [UInt8]) -> Int {
    let pattern = Array(text.utf8)
    guard bytes.count >= pattern.count else { return 0 }
    var count = 0
    for start in 0...(bytes.count - pattern.count)
    where bytes[start] == pattern[0] && Array(bytes[start..<(start + pattern.count)]) == pattern {
      count += 1
    }
    return count
  }

  /// The page of an empty frames document: its counts of `</script` and `<!--`.
  static let emptyPage = PlayerPage.html(framesJSON: [], sourceName: "fuzz.json")
  static let scriptEnds = occurrences(of: "</script", in: emptyPage)
  static let commentStarts = occurrences(of: "<!--", in: emptyPage)

  static func run(_ bytes: [UInt8]) {
    let frames: FramesDocument
    do {
      frames = try FramesReader.read(bytes)
    } catch {
      if error.issues.isEmpty || error.issues.contains(where: { $0.message.isEmpty }) {
        fatalError("a frames-reading error without a message: \(error.issues)")
      }
      let later = CommandLineTool(readStandardInput: { bytes })
        .run(["render", "-", "--svg", "--step", "1"])
      if later.status == .success {
        fatalError("render --svg --step 1 draws a document the reader refuses: \(error.issues)")
      }
      return
    }
    checkRoundTrip(frames)
    for step in 0..<min(frames.steps.count, 8) {
      checkPicture(of: frames, step: step, animationFrame: nil)
      let animationFrames = frames.steps[step].transition?.frames.count ?? 0
      for frame in 0..<min(animationFrames, 4) {
        checkPicture(of: frames, step: step, animationFrame: frame)
      }
      checkMissing(frames, step: step, animationFrame: animationFrames)
    }
    checkMissing(frames, step: frames.steps.count, animationFrame: nil)
    let page = PlayerPage.html(framesJSON: bytes, sourceName: "fuzz.json")
    if occurrences(of: "</script", in: page) != scriptEnds
      || occurrences(of: "<!--", in: page) != commentStarts
    {
      fatalError("the frames end a script block of the player page early")
    }
    let tool = CommandLineTool(readStandardInput: { bytes })
    let player = tool.run(["render", "-"])
    let standardInputPage = PlayerPage.html(framesJSON: bytes, sourceName: "standard input")
    if player.status != .success || player.output != standardInputPage {
      fatalError("render - differs from the player page: \(player.errors)")
    }
    if !frames.steps.isEmpty {
      let picture = tool.run(["render", "-", "--svg"])
      let expected = try? SVGPicture.svg(of: frames, step: 0)
      if picture.status != .success || picture.output != expected.map({ Array($0.utf8) }) {
        fatalError("render - --svg differs from the picture of step 0: \(picture.errors)")
      }
    }
  }

  /// The frames written and read again are the same value, written the same.
  static func checkRoundTrip(_ frames: FramesDocument) {
    let written = FramesWriter.utf8(for: frames)
    guard let again = try? FramesReader.read(written) else {
      fatalError("the frames read cannot be read back once written")
    }
    if FramesWriter.utf8(for: again) != written {
      fatalError("the frames read do not write back the same bytes")
    }
  }

  /// A picture of a step or animation frame that exists.
  static func checkPicture(of frames: FramesDocument, step: Int, animationFrame: Int?) {
    let svg: String
    do {
      svg = try SVGPicture.svg(of: frames, step: step, animationFrame: animationFrame)
    } catch {
      fatalError("step \(step) frame \(String(describing: animationFrame)): \(error.message)")
    }
    let bytes = Array(svg.utf8)
    guard svg.hasPrefix("<svg "), svg.hasSuffix("</svg>\n") else {
      fatalError("a picture that is not an SVG document")
    }
    if occurrences(of: "<g", in: bytes) != occurrences(of: "</g>", in: bytes) {
      fatalError("unbalanced groups in the picture of step \(step)")
    }
    for word in ["=\"nan", "=\"inf", "=\"-nan", "=\"-inf", " nan", " inf"]
    where occurrences(of: word, in: bytes) > 0 {
      fatalError("a non-finite number in the picture of step \(step): \(word)")
    }
  }

  /// A step or frame past the end is an error with a message.
  static func checkMissing(_ frames: FramesDocument, step: Int, animationFrame: Int?) {
    do {
      _ = try SVGPicture.svg(of: frames, step: step, animationFrame: animationFrame)
      fatalError(
        "a picture of step \(step) frame \(String(describing: animationFrame)), past the end")
    } catch {
      if error.message.isEmpty { fatalError("an empty message for a missing step or frame") }
    }
  }
}
