/// Reads scenario documents (format version 1) into ``Scenario`` values.
public enum ScenarioDecoder {
  /// Decodes a scenario from the bytes of a JSON document (UTF-8), reporting every problem
  /// found: malformed JSON with its line and column, wrong types, unknown keys with the
  /// nearest valid key, and every range problem of ``Scenario/validationIssues()``.
  public static func decode(_ bytes: [UInt8]) throws(ScenarioError) -> Scenario {
    // STUB: replaced by the decoding work before landing.
    throw ScenarioError(location: "", message: "not implemented")
  }
}
