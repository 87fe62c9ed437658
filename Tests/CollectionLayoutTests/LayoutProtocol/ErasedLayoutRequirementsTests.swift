import Foundation
import Testing

/// Every requirement of `CollectionViewLayout` has a forward in `AnyCollectionViewLayout`.
///
/// A requirement the wrapper does not implement still compiles: the protocol's default answers
/// for it, whatever the base implements. The goldens catch such a gap only where a scenario
/// reaches the requirement with a base that has its own answer; this test catches it as soon
/// as a requirement is added to the protocol, by reading both declarations' sources.
@Suite struct ErasedLayoutRequirementsTests {
  static let folder = ScenarioGoldens.packageRoot + "/Sources/CollectionLayoutCore/LayoutProtocol/"

  @Test func everyRequirementIsForwarded() throws {
    let protocolSource = try String(
      contentsOfFile: Self.folder + "CollectionViewLayout.swift", encoding: .utf8)
    let requirements = Self.declarations(in: try #require(Self.protocolBody(of: protocolSource)))
    // The protocol's count when the wrapper was written, so that the parsing cannot silently
    // find nothing.
    #expect(requirements.count >= 37)
    let wrapperFiles = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
      .filter { $0.hasPrefix("AnyCollectionViewLayout") }
    #expect(wrapperFiles.count >= 1)
    var forwarded: Set<String> = []
    for file in wrapperFiles {
      let source = try String(contentsOfFile: Self.folder + file, encoding: .utf8)
      forwarded.formUnion(Self.declarations(in: source, prefix: "public "))
    }
    let missing = requirements.subtracting(forwarded).sorted()
    #expect(
      missing.isEmpty,
      "AnyCollectionViewLayout does not forward \(missing.joined(separator: ", "))")
  }

  @Test func declarationsAreNamedWithTheirArgumentLabelsAndTypes() {
    let source = """
      func resized(to viewport: LayoutSize, contentInset: LayoutInsets,
        from contentOffset: LayoutPoint) throws(LayoutError) -> ResizedLayout<Self>
      func resized(to environment: LayoutEnvironment, from contentOffset: LayoutPoint)
      public func forEachElement(in rect: LayoutRect?, pins: AnyPinPass?, _ body: (LayoutAttributes) -> Bool)
      var sectionScrollers: [SectionScroller] { get }
      associatedtype PinPass: Sendable = Void
      func elements(in rect: LayoutRect?, limit: Int = 3) -> [LayoutAttributes]
      """
    #expect(
      Self.declarations(in: source)
        == [
          "resized(to:LayoutSize,contentInset:LayoutInsets,from:LayoutPoint)",
          "resized(to:LayoutEnvironment,from:LayoutPoint)", "sectionScrollers", "PinPass",
          "elements(in:LayoutRect?,limit:Int)",
        ])
    #expect(
      Self.declarations(in: source, prefix: "public ")
        == ["forEachElement(in:LayoutRect?,pins:PinPass?,_:(LayoutAttributes) -> Bool)"])
  }

  /// The text between `public protocol CollectionViewLayout` and the `}` that closes it.
  static func protocolBody(of source: String) -> String? {
    guard let start = source.range(of: "public protocol CollectionViewLayout"),
      let end = source.range(of: "\n}\n", range: start.upperBound..<source.endIndex)
    else { return nil }
    return String(source[start.upperBound..<end.lowerBound])
  }

  /// The functions (`name(label:Type,label:Type)`), properties and associated types or type aliases
  /// (`name`) declared in `source` on lines that start with `prefix` (after indentation).
  static func declarations(in source: String, prefix: String = "") -> Set<String> {
    var names: Set<String> = []
    let lines = source.components(separatedBy: "\n")
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix(prefix) else { continue }
      let declaration = trimmed.dropFirst(prefix.count)
      for keyword in ["var ", "associatedtype ", "typealias "] where declaration.hasPrefix(keyword)
      {
        names.insert(identifier(at: declaration.dropFirst(keyword.count)))
      }
      guard declaration.hasPrefix("func ") else { continue }
      let signature = lines[index..<min(lines.count, index + 8)].joined(separator: " ")
      guard let start = signature.range(of: "func ") else { continue }
      names.insert(selector(of: signature[start.upperBound...]))
    }
    return names
  }

  /// The leading identifier of `text`.
  static func identifier(at text: Substring) -> String {
    String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
  }

  /// `name(label:Type,label:Type)` of the function whose name starts `text`: with the types,
  /// which tell overloads apart (`resized(to:from:)` takes a size or an environment).
  static func selector(of text: Substring) -> String {
    let name = identifier(at: text)
    guard let open = text.firstIndex(of: "(") else { return name }
    var depth = 0
    var parameters: [String] = []
    var current = ""
    for character in text[text.index(after: open)...] {
      if depth == 0 && (character == "," || character == ")") {
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
        current = ""
        if character == ")" { break }
        continue
      }
      if character == "(" || character == "[" { depth += 1 }
      if character == ")" || character == "]" { depth -= 1 }
      current.append(character)
    }
    let labels = parameters.map { parameter in
      let parts = parameter.split(separator: ":", maxSplits: 1)
      let label = parts.first?.split(separator: " ").first.map(String.init) ?? ""
      // The type, without a default value, its spaces collapsed; the wrapper's boxed pass
      // stands for the protocol's `PinPass`.
      let type = (parts.count > 1 ? parts[1] : "").split(separator: "=").first ?? ""
      let words = type.split(separator: " ").joined(separator: " ")
      return label + ":" + words.replacingOccurrences(of: "AnyPinPass", with: "PinPass")
    }
    return name + "(" + labels.joined(separator: ",") + ")"
  }
}
