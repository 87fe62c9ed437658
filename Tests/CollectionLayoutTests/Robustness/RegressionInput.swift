import Foundation

/// The committed inputs of the hostile review's findings (`Tests/Regressions/`).
enum RegressionInput {
  /// The folder of the inputs.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Regressions")

  /// The path of input `name`.
  static func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }

  /// The bytes of input `name`.
  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: directory.appendingPathComponent(name)))
  }

  /// The text of input `name`.
  static func text(_ name: String) throws -> String {
    String(decoding: try bytes(name), as: UTF8.self)
  }
}
