import CollectionLayout

/// Telling a scenario from a frames file, so that a command handed the wrong one says in one
/// line what it got and what to run, instead of every key the other format misses.
///
/// A frames document is an object with a top-level `format` key (``FramesWriter`` writes it
/// first); a scenario has none (its decoder reports `format` as an unknown key).
enum DocumentKind {
  /// Whether the document's top-level object starts with the key `"format"`, as every frames
  /// file the writer writes does: a look at its first bytes, whatever its size.
  static func startsLikeFrames(_ bytes: [UInt8]) -> Bool {
    var index = 0
    func skipSpace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
    skipSpace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
    index += 1
    skipSpace()
    let key = Array(#""format""#.utf8)
    return bytes.count - index >= key.count && Array(bytes[index..<index + key.count]) == key
  }

  /// Whether the issues of decoding a document as a scenario say it is a frames file: it
  /// starts like one, or `format` is among its unknown root keys.
  static func isFrames(_ bytes: [UInt8], scenarioIssues issues: [ScenarioIssue]) -> Bool {
    startsLikeFrames(bytes)
      || issues.contains { $0.location == "format" && $0.message.hasPrefix("unknown key") }
  }

  /// Whether the issues of reading a document as frames say it is not a frames file at all
  /// (no top-level `format` key), so it may be a scenario.
  static func lacksFormat(_ issues: [ScenarioIssue]) -> Bool {
    issues.contains { $0.location.isEmpty && $0.message == ExportSource.missingFormat }
  }

  /// The one-line failure of `command` (`frames`, `validate`) handed the frames file `input`.
  static func framesGivenForScenario(_ input: InputSource, command: Command) -> CommandFailure {
    let argument = input == .standardInput ? "-" : CommandLineTool.shellQuoted(input.displayName)
    return CommandFailure(
      .invalidInput,
      "\(input.displayName) is a frames file, not a scenario ('\(command.rawValue)' reads "
        + "scenarios): draw it with '\(CommandLineTool.name) render \(argument) -o player.html'")
  }
}

extension CommandLineTool {
  /// Decodes the scenario `bytes` read from `input` for `command`; a frames file is one line
  /// that says so and what to run (see ``DocumentKind``). `kinds` are the kinds of layout
  /// it may name.
  static func scenario(
    from bytes: [UInt8], input: InputSource, command: Command, kinds: LayoutKinds = .standard
  ) throws(CommandFailure) -> Scenario {
    do {
      return try ScenarioDecoder.decode(bytes, kinds: kinds)
    } catch {
      if DocumentKind.isFrames(bytes, scenarioIssues: error.issues) {
        throw DocumentKind.framesGivenForScenario(input, command: command)
      }
      throw failure(for: error)
    }
  }
}
