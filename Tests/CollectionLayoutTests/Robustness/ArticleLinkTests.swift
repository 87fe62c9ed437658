import Foundation
import Testing

/// The DocC articles read well on the repository's web page, where users read them: no
/// `<doc:…>` links or double-backtick symbol links (GitHub shows them as raw text), and every
/// relative link names an article of the folder and, after `#`, one of its headings as GitHub
/// spells anchors.
@Suite struct ArticleLinkTests {
  /// `<root>/Sources`.
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// Every article, `Sources/<target>/Documentation.docc/<name>.md`, but the catalog's root
  /// page `<target>.md`: it curates symbols for the DocC archive (`Scripts/docs`), where it is
  /// read, so its symbol and `<doc:…>` links are DocC's.
  static func articles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(at: sources, includingPropertiesForKeys: nil)
      .map { $0.appendingPathComponent("Documentation.docc") }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
      .flatMap { catalog in
        try FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil)
          .filter {
            $0.deletingPathExtension().lastPathComponent
              != catalog.deletingLastPathComponent().lastPathComponent
          }
      }
      .filter { $0.pathExtension == "md" }
  }

  /// The lines of `text` outside fenced code blocks.
  static func prose(_ text: String) -> [Substring] {
    var inCode = false
    return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      if line.hasPrefix("```") {
        inCode.toggle()
        return false
      }
      return !inCode
    }
  }

  /// GitHub's anchor of a heading: lowercased, spaces as hyphens, other punctuation dropped.
  static func anchor(_ heading: Substring) -> String {
    String(
      heading.drop { $0 == "#" || $0 == " " }.lowercased().replacingOccurrences(of: " ", with: "-")
        .filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
  }

  @Test func articlesHaveNoDocCOnlyLinks() throws {
    let articles = try Self.articles()
    #expect(articles.count >= 13)
    for article in articles {
      for line in Self.prose(try String(contentsOf: article, encoding: .utf8)) {
        #expect(!line.contains("<doc:"), "\(article.lastPathComponent): \(line)")
        #expect(line.firstMatch(of: /``[^`]/) == nil, "\(article.lastPathComponent): \(line)")
      }
    }
  }

  @Test func relativeLinksNameAnArticleAndOneOfItsHeadings() throws {
    for article in try Self.articles() {
      let folder = article.deletingLastPathComponent()
      let text = try String(contentsOf: article, encoding: .utf8)
      for match in text.matches(of: /\]\(([A-Za-z]+\.md)(#[a-z0-9_-]+)?\)/) {
        let target = folder.appendingPathComponent(String(match.output.1))
        let targetText = try? String(contentsOf: target, encoding: .utf8)
        #expect(targetText != nil, "\(article.lastPathComponent): \(match.output.0)")
        guard let targetText, let fragment = match.output.2 else { continue }
        let anchors = Set(
          targetText.split(separator: "\n").filter { $0.hasPrefix("#") }.map(Self.anchor))
        #expect(
          anchors.contains(String(fragment.dropFirst())),
          "\(article.lastPathComponent): \(match.output.0)")
      }
    }
  }
}
