import Foundation
import Testing

/// The layout protocol and the shared model are every kind's: they name none of the grid's
/// geometry (its row height, columns, spacings, masonry, item order, separators), which is the
/// grid's own section description (`SectionMetrics`, in `Layouts/Grid`). What every kind shares
/// of a section is `SectionSettings`, read through `sectionSettings(ofSection:)`.
///
/// The model's `LayoutSection` still stores the metrics the documents read for every section,
/// as a value of the grid's type: these tests allow the type's name, never its members.
@Suite struct KindNeutralCoreTests {
  /// The protocol file, and every file of the shared model.
  static func kindNeutralFiles() throws -> [(path: String, text: String)] {
    let protocolFile = try LayerBoundaryTests.sources(of: "CollectionLayoutCore/LayoutProtocol")
      .filter { $0.path.hasSuffix("/CollectionViewLayout.swift") }
    let model = try LayerBoundaryTests.sources(of: "CollectionLayoutCore/Model")
    return protocolFile + model
  }

  /// The code of `text`, its comments left out (a line's `//` and what follows it).
  static func code(of text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line }
      .joined(separator: "\n")
  }

  @Test func theProtocolAndTheSharedModelNameNoGridMember() throws {
    let files = try Self.kindNeutralFiles()
    #expect(files.count > 10)
    #expect(files.contains { $0.path.hasSuffix("LayoutProtocol/CollectionViewLayout.swift") })
    #expect(files.contains { $0.path.hasSuffix("Model/SectionSettings.swift") })
    // Anywhere, comments included: names that are only ever the grid's.
    let named: [(name: String, pattern: Regex<Substring>)] = [
      ("the row height", /\browHeight\b/),
      ("a spacing", /\b(?:columnSpacing|rowSpacing)\b/),
      ("masonry", /[Mm]asonry/),
      ("the arrangement", /\b(?:arrangement|SectionArrangement)\b/),
      ("the item order", /\b(?:itemOrder|ItemOrder)\b/),
      ("the separators", /\b(?:SeparatorMetrics|separatorColor|showsRowSeparators)\b/),
      ("the resolved metrics", /\bResolvedMetrics\b/),
      ("a cascade of the grid's metrics", /\bcascadedMetrics\b/),
    ]
    // In code only (the words are English too): the grid's members read or written.
    let coded: [(name: String, pattern: Regex<Substring>)] = [
      ("the columns", /\.columns\b|\bcolumns:/),
      ("the metrics' padding", /metrics\.padding\b/),
    ]
    for (path, text) in files {
      for (name, pattern) in named {
        #expect(!text.contains(pattern), "\(path) names \(name)")
      }
      let code = Self.code(of: text)
      for (name, pattern) in coded {
        #expect(!code.contains(pattern), "\(path) names \(name)")
      }
    }
  }

  @Test func theGridsMetricsLiveInTheGridsFolder() throws {
    let grid = try LayerBoundaryTests.sources(of: "CollectionLayoutCore/Layouts/Grid")
    let declaring = grid.filter { $0.text.contains("public struct SectionMetrics:") }
    #expect(
      declaring.map(\.path) == ["Sources/CollectionLayoutCore/Layouts/Grid/SectionMetrics.swift"])
    let checks = grid.map(\.text).joined()
    for function in ["func checkMasonryItems(", "func checkGridSections(", "func checkMetrics("] {
      #expect(checks.contains(function), "Layouts/Grid has no \(function)")
    }
    let elsewhere = try LayerBoundaryTests.sources(of: "CollectionLayoutCore")
      .filter { !$0.path.hasPrefix("Sources/CollectionLayoutCore/Layouts/Grid/") }
    for (path, text) in elsewhere {
      #expect(!text.contains("func checkMasonryItems("), "\(path) checks masonry items")
      #expect(!text.contains("struct SectionMetrics"), "\(path) declares the grid's metrics")
    }
  }

  /// The folders every kind goes through (updates, scrolling, interactions, the protocol's
  /// defaults, display and recycling; the frames and the player) name no kind of layout and
  /// none of the grid's metrics in their code (a comment may give an example).
  @Test func theGenericFoldersNameNoLayoutKind() throws {
    let folders = [
      "CollectionLayoutCore/Updates", "CollectionLayoutCore/Scrolling",
      "CollectionLayoutCore/Interactions", "CollectionLayoutCore/LayoutProtocol",
      "CollectionLayoutCore/Display", "CollectionLayoutCore/Recycling",
      "CollectionLayoutCore/LayoutChanges",
      "CollectionLayoutDocuments/Frames", "CollectionLayoutDocuments/Player",
    ]
    let forbidden: [(name: String, pattern: Regex<Substring>)] = [
      ("a kind of layout", /\b(?:Grid|Flow|Compositional|Paging|Wall)Layout(?:Kind)?\b/),
      ("the grid's metrics", /\b(?:SectionMetrics|ResolvedMetrics)\b|\.metrics\b/),
      ("a grid member", /\b(?:rowHeight|columnSpacing|rowSpacing|itemOrder|arrangement)\b/),
      ("masonry", /[Mm]asonry/),
    ]
    for folder in folders {
      let files = try LayerBoundaryTests.sources(of: folder)
      #expect(!files.isEmpty, "no sources in \(folder)")
      for (path, text) in files {
        let code = Self.code(of: text)
        for (name, pattern) in forbidden {
          #expect(!code.contains(pattern), "\(path) names \(name)")
        }
      }
    }
  }

  @Test func theDocumentsCountElementsWithoutNamingTheGrid() throws {
    let validation = try LayerBoundaryTests.sources(of: "CollectionLayoutDocuments/Validation")
    #expect(!validation.isEmpty)
    for (path, text) in validation {
      #expect(!text.contains("GridLayout.elementCount"), "\(path) counts the grid's elements")
    }
  }
}
