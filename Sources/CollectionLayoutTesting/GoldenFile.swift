import Foundation

/// The result of comparing an actual output with its golden file.
public enum GoldenOutcome: Hashable, Sendable {
  /// The golden file has exactly the actual output's bytes (and nothing was recorded).
  case matched
  /// The actual output was written to the golden file; the test must fail so that it is
  /// run again against what was written. The message says what was recorded and why.
  case recorded(message: String)
  /// The golden file differs from the actual output, is missing or could not be used, and
  /// was left as it is. The message names the golden file and shows the difference.
  case mismatched(message: String)

  /// The message to fail the test with; `nil` for ``matched``.
  public var failureMessage: String? {
    switch self {
    case .matched: return nil
    case .recorded(let message), .mismatched(let message): return message
    }
  }
}

/// Compares actual outputs with golden files: text files committed beside the tests that hold
/// the expected output byte for byte.
///
/// ``compare(_:toGoldenAt:configuration:)`` is the pure core: it reads and, per the
/// ``RecordMode``, writes files, and returns a ``GoldenOutcome`` without failing any test.
/// ``assertMatchesGolden(_:at:fileID:filePath:line:column:)-(String,_,_,_,_,_)`` fails the
/// current test (Swift Testing or XCTest) with the outcome's message.
public enum GoldenFile {
  /// The most diff lines a failure message shows.
  public static let maximumDiffLines = 400
  /// The most summary lines a failure message shows for a frames file.
  public static let maximumSummaryLines = 50

  /// Compares `actual` with the golden file at `goldenPath` (a file path), recording per
  /// `configuration.recordMode`:
  ///
  /// | golden file | `missing` | `all` | `failed` | `never` |
  /// |---|---|---|---|---|
  /// | same bytes | matched | recorded (unchanged) | matched | matched |
  /// | different | mismatched | recorded | recorded | mismatched |
  /// | missing | recorded | recorded | recorded | mismatched |
  ///
  /// When the golden file is not written and differs or is missing, the actual output is
  /// saved to the artifacts folder as `<folder of the golden>/<name of the golden>`, and the
  /// message gives its path. Messages for differing files include a unified diff and, for
  /// frames files, a summary of the changes per element (see `GoldenFiles` in the
  /// documentation).
  public static func compare(
    _ actual: String, toGoldenAt goldenPath: String, configuration: GoldenConfiguration
  ) -> GoldenOutcome {
    let actualBytes = Data(actual.utf8)
    let mode = configuration.recordMode
    guard FileManager.default.fileExists(atPath: goldenPath) else {
      guard mode != .never else {
        let artifact = saveArtifact(actualBytes, for: goldenPath, configuration: configuration)
        return .mismatched(
          message: """
            No golden file at \(goldenPath), and the record mode is "never", so nothing was \
            recorded.
            \(artifact.line)
            Record it where recording is allowed (SNAPSHOT_TESTING_RECORD=missing, the default \
            outside CI), read it, and commit it.
            """)
      }
      if let failure = write(actualBytes, toGoldenAt: goldenPath) { return failure }
      return .recorded(
        message: """
          No golden file at \(goldenPath): recorded the actual output there (record mode \
          "\(mode.rawValue)").
          Read the new file, then run the test again to compare against it.
          """)
    }
    let golden: Data
    do {
      golden = try Data(contentsOf: URL(fileURLWithPath: goldenPath))
    } catch {
      return .mismatched(
        message: "Could not read the golden file \(goldenPath): \(error.localizedDescription)")
    }
    guard golden != actualBytes else {
      guard mode == .all else { return .matched }
      return .recorded(
        message: """
          Record mode is on (SNAPSHOT_TESTING_RECORD=all): the golden file \(goldenPath) is \
          unchanged.
          Turn record mode off and run the test again.
          """)
    }
    let goldenText = String(decoding: golden, as: UTF8.self)
    switch mode {
    case .all, .failed:
      if let failure = write(actualBytes, toGoldenAt: goldenPath) { return failure }
      let report = differenceReport(
        golden: goldenText, actual: actual, goldenName: goldenPath, actualName: "actual output")
      let headline =
        mode == .all
        ? """
        Record mode is on (SNAPSHOT_TESTING_RECORD=all): recorded the actual output over the \
        golden file \(goldenPath).
        Read the change below, then turn record mode off and run the test again.
        """
        : """
        The golden file \(goldenPath) did not match: recorded the actual output over it \
        (record mode "failed").
        Read the change below, then run the test again.
        """
      return .recorded(message: headline + "\n\n" + report)
    case .missing, .never:
      let artifact = saveArtifact(actualBytes, for: goldenPath, configuration: configuration)
      let report = differenceReport(
        golden: goldenText, actual: actual, goldenName: goldenPath,
        actualName: artifact.path ?? "actual output")
      return .mismatched(
        message: """
          The golden file \(goldenPath) does not match the actual output.
          \(artifact.line)
          If the change is intended, record it with SNAPSHOT_TESTING_RECORD=failed and read \
          the new golden file.

          \(report)
          """)
    }
  }

  /// The summary of changes (frames files only) and the unified diff from `golden` to
  /// `actual`.
  static func differenceReport(
    golden: String, actual: String, goldenName: String, actualName: String
  ) -> String {
    let diff = LineDiff(old: golden, new: actual)
    var sections: [String] = []
    if FramesChangeSummary.isFrames(golden), FramesChangeSummary.isFrames(actual) {
      let summary = FramesChangeSummary(diff)
      if summary.count > 0 {
        sections.append(
          "Changes by step and element:\n" + summary.text(maximumLines: maximumSummaryLines))
      }
    }
    sections.append(
      diff.unified(oldName: goldenName, newName: actualName, maximumLines: maximumDiffLines))
    return sections.joined(separator: "\n\n")
  }

  /// Where the actual output was saved, or why it was not.
  struct Artifact {
    /// The file path, when saved.
    var path: String?
    /// The message line: `Actual output: <path>` or `Actual output: not saved (<reason>)`.
    var line: String
  }

  /// The artifact path for a golden file: `<artifacts>/<the folder above the golden's
  /// folder>/<golden's folder name>/<golden's name>`, so that the goldens of two test targets
  /// (`Tests/AppTests/Snapshots/x.frames.json`, `Tests/KitTests/Snapshots/x.frames.json`) are
  /// saved apart: `AppTests/Snapshots/x.frames.json`. The folders a relative path lacks are left
  /// out.
  static func artifactPath(for goldenPath: String, configuration: GoldenConfiguration) -> String {
    let golden = goldenPath as NSString
    let folderPath = golden.deletingLastPathComponent as NSString
    let folder = folderPath.lastPathComponent
    let parent = (folderPath.deletingLastPathComponent as NSString).lastPathComponent
    let folders = [parent, folder].filter { !$0.isEmpty && $0 != "/" }
    return NSString.path(
      withComponents: [configuration.artifactsDirectory] + folders + [golden.lastPathComponent])
  }

  /// Saves the actual output to the artifacts folder.
  private static func saveArtifact(
    _ bytes: Data, for goldenPath: String, configuration: GoldenConfiguration
  ) -> Artifact {
    let path = artifactPath(for: goldenPath, configuration: configuration)
    do {
      try writeFile(bytes, to: path)
      return Artifact(path: path, line: "Actual output: \(path)")
    } catch {
      return Artifact(
        path: nil, line: "Actual output: not saved to \(path) (\(error.localizedDescription))")
    }
  }

  /// Writes the golden file; a failure outcome when that is impossible.
  private static func write(_ bytes: Data, toGoldenAt goldenPath: String) -> GoldenOutcome? {
    do {
      try writeFile(bytes, to: goldenPath)
      return nil
    } catch {
      return .mismatched(
        message: "Could not record the golden file \(goldenPath): \(error.localizedDescription)")
    }
  }

  /// Writes `bytes` to `path` atomically, creating missing folders.
  private static func writeFile(_ bytes: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try bytes.write(to: url, options: .atomic)
  }
}
