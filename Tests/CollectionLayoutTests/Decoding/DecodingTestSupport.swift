import CollectionLayout

/// The issues of decoding `json`, one `location: message` line each; empty when it decodes.
func decodingIssues(_ json: String) -> [String] {
  decodingIssues(Array(json.utf8))
}

/// The issues of decoding `bytes`, one `location: message` line each; empty when it decodes.
func decodingIssues(_ bytes: [UInt8]) -> [String] {
  do {
    _ = try ScenarioDecoder.decode(bytes)
    return []
  } catch {
    return error.issues.map(\.description)
  }
}

/// The issues of decoding `json` and then playing it (its frames), one `location: message`
/// line each; empty when it plays.
func playingIssues(_ json: String) -> [String] {
  do {
    _ = try ScenarioDecoder.decode(Array(json.utf8)).frames()
    return []
  } catch {
    return error.issues.map(\.description)
  }
}

/// A valid scenario document, a 320 × 480 viewport, with `members` added to the root object.
func scenarioJSON(_ members: String = "") -> String {
  #"{"version": 1, "viewport": {"width": 320, "height": 480}"#
    + (members.isEmpty ? "" : ", " + members) + "}"
}

/// The environment of ``scenarioJSON(_:)``.
let smallEnvironment = LayoutEnvironment(viewport: LayoutSize(width: 320, height: 480))
