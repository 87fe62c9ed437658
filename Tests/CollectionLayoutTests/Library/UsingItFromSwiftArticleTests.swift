import Foundation
import Testing

/// The article "Use It from Swift" shows the consumer package `Examples/Renderer` region by
/// region (`// snippet: NAME` ... `// end snippet`): each region, dedented, is a Swift code
/// block of the article word for word, and the article has no Swift block that is not one.
/// CI builds, runs and tests that package (`Scripts/test-examples`), so the article compiles.
@Suite struct UsingItFromSwiftArticleTests {
  static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url
  }()

  /// The example's Swift files, relative to its folder: its manifest and every file under
  /// `Sources` and `Tests` (a new file's regions are checked without listing it here), sorted.
  static func exampleFiles() -> [String] {
    let example = root.appendingPathComponent("Examples/Renderer")
    var files = ["Package.swift"]
    for folder in ["Sources", "Tests"] {
      let enumerator = FileManager.default.enumerator(
        atPath: example.appendingPathComponent(folder).path)
      while let path = enumerator?.nextObject() as? String {
        if path.hasSuffix(".swift") { files.append(folder + "/" + path) }
      }
    }
    return files.sorted()
  }

  /// The regions of the example's files, by name.
  static func regions() throws -> [String: String] {
    var regions: [String: String] = [:]
    for file in exampleFiles() {
      let text = try String(
        contentsOf: root.appendingPathComponent("Examples/Renderer/" + file), encoding: .utf8)
      var name: String?
      var lines: [Substring] = []
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("// snippet: ") {
          name = String(trimmed.dropFirst("// snippet: ".count))
          lines = []
        } else if trimmed == "// end snippet", let current = name {
          let indent =
            lines.filter { !$0.allSatisfy(\.isWhitespace) }
            .map { $0.prefix { $0 == " " }.count }.min() ?? 0
          regions[current] = lines.map { String($0.dropFirst(min(indent, $0.count))) }
            .joined(separator: "\n")
          name = nil
        } else if name != nil {
          lines.append(line)
        }
      }
    }
    return regions
  }

  @Test func everyRegionIsInTheArticleWordForWord() throws {
    let article = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Sources/CollectionLayout/Documentation.docc/UsingItFromSwift.md"), encoding: .utf8)
    let regions = try Self.regions()
    // The grid's 7 (dependency, layout, steps, scroll, fling, update, golden), the App Store
    // screen's 6 and the tag cloud's 2.
    #expect(regions.count == 18)
    #expect(Self.exampleFiles().contains("Sources/RendererExample/AppStoreScreen.swift"))
    var blocks: [String] = []
    var rest = article[...]
    while let start = rest.range(of: "```swift\n"),
      let end = rest.range(of: "\n```", range: start.upperBound..<rest.endIndex)
    {
      blocks.append(String(rest[start.upperBound..<end.lowerBound]))
      rest = rest[end.upperBound...]
    }
    for (name, region) in regions.sorted(by: { $0.key < $1.key }) {
      #expect(blocks.contains(region), "the article lacks the region \(name) as it is")
    }
    #expect(blocks.count == regions.count, "the article has Swift blocks the example lacks")
  }
}
