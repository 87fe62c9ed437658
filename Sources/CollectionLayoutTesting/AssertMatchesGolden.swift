import CollectionLayout
import Foundation

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// Fails the current test unless `actual` is byte for byte the content of the golden file at
/// `goldenPath`, recording the golden file per the record mode read from the
/// environment (see ``GoldenConfiguration`` and ``GoldenFile/compare(_:toGoldenAt:configuration:)``).
///
/// Works under Swift Testing (the failure is an `Issue`) and XCTest (an `XCTFail`). The
/// failure message names the golden file and shows a unified diff, a summary of the changed
/// elements for frames files, and the path the actual output was saved to.
///
/// A relative `goldenPath` is resolved against the folder of the test file that calls the
/// function (`filePath`, `#filePath` by default), as swift-snapshot-testing does, not
/// against the working directory: the same test finds its goldens from Xcode, from
/// `swift test` and from any folder. An absolute path is used as is.
///
/// ```swift
/// // Tests/ReviewsTests/ReviewsTests.swift; the golden is Tests/ReviewsTests/Snapshots/reviews.frames.json
/// @Test func reviewsLayout() throws {
///   let scenario = try ScenarioDecoder.decode(bytes)
///   assertMatchesGolden(try scenario.frames(), at: "Snapshots/reviews.frames.json")
/// }
/// ```
public func assertMatchesGolden(
  _ actual: String, at goldenPath: String, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  let goldenPath = resolvedGoldenPath(goldenPath, calledFrom: String(describing: filePath))
  let location = GoldenSourceLocation(
    fileID: fileID, filePath: filePath, line: line, column: column)
  guard let configuration = GoldenConfiguration.fromProcessEnvironment(failingAt: location)
  else { return }
  assertMatchesGolden(actual, at: goldenPath, configuration: configuration, location: location)
}

/// Fails the current test unless the frames, written by `FramesWriter`, are byte for byte the
/// content of the golden file at `goldenPath` (by convention ending in `.frames.json`; a
/// relative path is resolved against the folder of the calling test file). See ``assertMatchesGolden(_:at:fileID:filePath:line:column:)-(String,_,_,_,_,_)``.
public func assertMatchesGolden(
  _ frames: FramesDocument, at goldenPath: String, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  assertMatchesGolden(
    FramesWriter.json(for: frames), at: goldenPath, fileID: fileID, filePath: filePath,
    line: line, column: column)
}

/// `goldenPath` when absolute; otherwise resolved against the folder of `testFile` (the
/// caller's `#filePath`), `..` and `.` removed.
func resolvedGoldenPath(_ goldenPath: String, calledFrom testFile: String) -> String {
  guard !goldenPath.hasPrefix("/") else { return goldenPath }
  return URL(fileURLWithPath: testFile).deletingLastPathComponent()
    .appendingPathComponent(goldenPath).standardizedFileURL.path
}

/// Compares with an explicit configuration and reports the outcome at `location`.
func assertMatchesGolden(
  _ actual: String, at goldenPath: String, configuration: GoldenConfiguration,
  location: GoldenSourceLocation
) {
  let outcome = GoldenFile.compare(actual, toGoldenAt: goldenPath, configuration: configuration)
  if let message = outcome.failureMessage { location.fail(message) }
}

/// Where an assertion was written, in the forms Swift Testing and XCTest take.
struct GoldenSourceLocation {
  var fileID: String
  var filePath: StaticString
  var line: UInt
  var column: UInt

  /// Fails the running test: through Swift Testing when a Swift Testing test is running,
  /// through XCTest otherwise.
  func fail(_ message: String) {
    #if canImport(Testing)
      if Test.current != nil || !GoldenSourceLocation.canUseXCTest {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: fileID, filePath: String(describing: filePath), line: Int(line),
            column: Int(column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: filePath, line: line)
    #elseif !canImport(Testing)
      print("\(filePath):\(line): error: \(message)")
    #endif
  }

  /// Whether XCTest is available to report failures.
  private static var canUseXCTest: Bool {
    #if canImport(XCTest)
      return true
    #else
      return false
    #endif
  }
}

extension GoldenConfiguration {
  /// The configuration of the process's environment (``fromProcessEnvironment()``), or `nil`
  /// after failing the test at `location` with its error's message.
  static func fromProcessEnvironment(failingAt location: GoldenSourceLocation)
    -> GoldenConfiguration?
  {
    do {
      return try fromProcessEnvironment()
    } catch {
      location.fail(error.message)
      return nil
    }
  }
}
