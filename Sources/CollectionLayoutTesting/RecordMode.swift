/// When a golden-file assertion writes the golden file. The values and their meaning are those
/// of pointfreeco/swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD`.
///
/// Every mode that writes also fails the test, so a test never passes by recording: run it
/// again to compare against what was written.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
  /// Writes a golden file that does not exist yet, and fails naming it; never overwrites.
  /// The default, except on CI.
  case missing
  /// Always writes the golden file, and fails with a "record mode is on" message.
  case all
  /// Writes a golden file that is missing or does not match, and fails.
  case failed
  /// Never writes. The default on CI, so CI never records.
  case never
}
