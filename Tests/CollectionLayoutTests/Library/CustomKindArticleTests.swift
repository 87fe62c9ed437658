import Foundation
import Testing

/// The section "Adding a kind from outside" of the article "The Layout Protocol" shows the
/// consumer package `Examples/CustomKind`'s kind and tool whole: each file, as it is, is a
/// Swift code block of the article. CI builds, runs and tests that package
/// (`Scripts/test-examples`), so the article's code compiles and does what it says.
@Suite struct CustomKindArticleTests {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test(arguments: [
    "Sources/CircleLayout/CircleLayoutKind.swift",
    "Sources/circle-collection-layout/main.swift",
  ])
  func theArticleShowsTheFileAsItIs(file: String) throws {
    let article = try String(
      contentsOf: Self.root.appending(
        path: "Sources/CollectionLayout/Documentation.docc/LayoutProtocol.md"),
      encoding: .utf8)
    let code = try String(
      contentsOf: Self.root.appending(path: "Examples/CustomKind/" + file), encoding: .utf8)
    let block = "```swift\n" + code.trimmingCharacters(in: .newlines) + "\n```"
    #expect(article.contains(block), "the article lacks \(file) as it is")
  }
}
