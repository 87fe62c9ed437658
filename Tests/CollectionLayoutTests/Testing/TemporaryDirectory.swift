import Foundation

/// A fresh folder under the temporary folder, removed by ``remove()``.
struct TemporaryDirectory {
  /// The folder's path.
  let path: String

  init() throws {
    path = (NSTemporaryDirectory() as NSString).appendingPathComponent(
      "CollectionLayoutTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `relative` inside the folder.
  func file(_ relative: String) -> String {
    (path as NSString).appendingPathComponent(relative)
  }

  /// Writes `text` at `relative`, creating folders.
  func write(_ text: String, to relative: String) throws {
    let url = URL(fileURLWithPath: file(relative))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The text at `relative`, `nil` when there is no file.
  func read(_ relative: String) -> String? {
    FileManager.default.contents(atPath: file(relative)).map { String(decoding: $0, as: UTF8.self) }
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
