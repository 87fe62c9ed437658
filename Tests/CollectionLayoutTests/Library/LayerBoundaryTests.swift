import Foundation
import Testing

/// The core knows no document. The compiler refuses an import of the documents layer from the
/// core (the core target has no dependency); these tests say the rest: no source of the core
/// names a scenario type, writes a document path, or imports another module of the package.
@Suite struct LayerBoundaryTests {
  private static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every Swift file under `Sources/FOLDER`, by path relative to the package, and its text.
  static func sources(of folder: String) throws -> [(path: String, text: String)] {
    let root = packageRoot.appendingPathComponent("Sources/\(folder)")
    let paths =
      FileManager.default.enumerator(atPath: root.path)?
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted() ?? []
    return try paths.map { path in
      (
        "Sources/\(folder)/\(path)",
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      )
    }
  }

  @Test func theCoreNamesNoScenarioAndWritesNoDocumentPath() throws {
    let files = try Self.sources(of: "CollectionLayoutCore")
    #expect(files.count > 100)
    let forbidden: [(name: String, pattern: Regex<Substring>)] = [
      ("a scenario type", /\bScenario[A-Za-z]*\b/),
      ("a document path in a string", /"(?:sections|steps|layout|output)\[/),
      ("an import of a module of the package", /(?m)^(?:@testable )?import CollectionLayout/),
      ("a JSON reader or writer", /\b(?:JSONCursor|StreamingReader|FramesWriter|JSONPath)\b/),
    ]
    for (path, text) in files {
      for (name, pattern) in forbidden {
        #expect(!text.contains(pattern), "\(path) has \(name)")
      }
    }
  }

  @Test func theDocumentsImportTheCore() throws {
    let files = try Self.sources(of: "CollectionLayoutDocuments")
    #expect(files.count > 100)
    for (path, text) in files {
      #expect(text.contains("import CollectionLayoutCore"), "\(path) does not import the core")
    }
  }
}
