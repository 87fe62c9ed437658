/// Reads scenario documents (format version 1) into ``Scenario`` values.
///
/// The document is parsed as strict JSON (RFC 8259) by the package's own parser, so that
/// messages and positions are the same on every platform and no input traps. Malformed
/// JSON is reported as a single issue located at `line L, column C` (columns count bytes).
/// A well-formed document is then read key by key and every problem is collected: wrong
/// types, unknown keys (with the nearest valid key), missing keys, unknown enumeration
/// values and colours, and finally every range problem of ``Scenario/validationIssues()``
/// that is not about a value already reported. Issues are located by JSON path
/// (`sections[2].metrics.columns`) and sorted in document order. The article
/// <doc:ScenarioFormat> describes every key and every message.
public enum ScenarioDecoder {
  /// Decodes a scenario from the bytes of a JSON document (UTF-8), reporting every problem
  /// found: malformed JSON with its line and column, wrong types, unknown keys with the
  /// nearest valid key, and every range problem of ``Scenario/validationIssues()``.
  public static func decode(_ bytes: [UInt8]) throws(ScenarioError) -> Scenario {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw ScenarioError(issues: [error.issue])
    }
    var reader = ScenarioReader()
    guard let scenario = reader.scenario(root) else {
      throw ScenarioError(issues: reader.issues.map(\.issue))
    }
    var located = reader.issues
    var offsets = LocationOffsets(root: root)
    for issue in scenario.validationIssues()
    where !JSONPath.enclosingLocations(of: issue.location).contains(
      where: reader.replacedLocations.contains)
    {
      located.append(
        ScenarioReader.LocatedIssue(issue: issue, offset: offsets.offset(of: issue.location)))
    }
    guard !located.isEmpty else { return scenario }
    let ordered = located.enumerated().sorted { first, second in
      (first.element.offset, first.offset) < (second.element.offset, second.offset)
    }
    throw ScenarioError(issues: ordered.map(\.element.issue))
  }

  /// Decodes a scenario from the text of a JSON document, exactly as decoding the text's
  /// UTF-8 bytes does.
  public static func decode(_ text: String) throws(ScenarioError) -> Scenario {
    try decode(Array(text.utf8))
  }
}
