import Foundation

/// How golden-file assertions behave: when they record, and where they keep the actual output
/// of a failing comparison.
///
/// Read from the environment with ``init(environment:)``:
///
/// | variable | effect |
/// |---|---|
/// | `SNAPSHOT_TESTING_RECORD` | `missing`, `all`, `failed` or `never` (see ``RecordMode``); unset or empty for the default |
/// | `CI` | when set to anything but empty, `0` or `false`, the default mode is ``RecordMode/never`` instead of ``RecordMode/missing`` |
/// | `SNAPSHOT_ARTIFACTS` | the folder for actual outputs; the temporary folder's `CollectionLayoutArtifacts` when unset or empty |
public struct GoldenConfiguration: Hashable, Sendable {
  /// When golden files are written.
  public var recordMode: RecordMode
  /// The folder the actual output of a failing comparison is saved in, as a file path.
  public var artifactsDirectory: String

  /// Creates a configuration.
  public init(recordMode: RecordMode, artifactsDirectory: String) {
    self.recordMode = recordMode
    self.artifactsDirectory = artifactsDirectory
  }

  /// Reads the configuration from environment variables (see the table above). An explicit
  /// `SNAPSHOT_TESTING_RECORD` wins over the `CI` default; every mode that writes still fails
  /// the test, so a CI run can never pass by recording.
  ///
  /// - Throws: ``GoldenConfigurationError`` when `SNAPSHOT_TESTING_RECORD` is not a record
  ///   mode.
  public init(environment: [String: String]) throws(GoldenConfigurationError) {
    let requested = environment[GoldenConfiguration.recordVariable] ?? ""
    if requested.isEmpty {
      recordMode = GoldenConfiguration.isContinuousIntegration(environment) ? .never : .missing
    } else if let mode = RecordMode(rawValue: requested) {
      recordMode = mode
    } else {
      throw GoldenConfigurationError(
        message: "\(GoldenConfiguration.recordVariable) is \"\(requested)\", which is not a "
          + "record mode: use all, failed, missing or never.")
    }
    let artifacts = environment[GoldenConfiguration.artifactsVariable] ?? ""
    artifactsDirectory =
      artifacts.isEmpty
      ? (NSTemporaryDirectory() as NSString).appendingPathComponent("CollectionLayoutArtifacts")
      : artifacts
  }

  /// Reads the configuration from this process's environment.
  ///
  /// - Throws: ``GoldenConfigurationError`` when `SNAPSHOT_TESTING_RECORD` is not a record
  ///   mode.
  public static func fromProcessEnvironment() throws(GoldenConfigurationError)
    -> GoldenConfiguration
  {
    try GoldenConfiguration(environment: ProcessInfo.processInfo.environment)
  }

  /// The variable that chooses the record mode.
  public static let recordVariable = "SNAPSHOT_TESTING_RECORD"
  /// The variable that names the artifacts folder.
  public static let artifactsVariable = "SNAPSHOT_ARTIFACTS"

  /// Whether `CI` is set to a value other than empty, `0` or `false` (in any case).
  public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !["", "0", "false"].contains(value.lowercased())
  }
}

/// The error for an environment that does not describe a golden-file configuration.
public struct GoldenConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong and how to fix it.
  public var message: String

  /// Creates an error.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

extension GoldenConfigurationError: LocalizedError {
  /// The message, as `error.localizedDescription` gives it.
  public var errorDescription: String? { description }
}
