/// A step that only some kinds of layouts play: a page turn, a zoom, a drag. The engine plays
/// scroll, resize and update steps itself for every layout; an interaction step is handed to
/// the layout (``CollectionViewLayout/playing(_:from:)``), which answers with what the step
/// did. A layout that does not know a step throws, and the scenario reports it at the step.
///
/// Each kind of layout adds the cases it plays here, with the scenario keys that decode them;
/// the player and the frames need no change.
public enum InteractionStep: Hashable, Sendable {
  /// The step's key in a scenario's `steps` array, for messages.
  public var name: String {
    switch self {}
  }
}

/// Why a layout cannot play a step: a message, reported at the step (`steps[N]: message`).
public struct StepError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, naming what was expected and what was found.
  public var message: String

  /// Creates an error.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}

extension InteractionStep: Codable {
  /// Decodes an interaction step; there are none yet, so this always throws.
  public init(from decoder: any Decoder) throws {
    throw DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: decoder.codingPath, debugDescription: "no interaction steps are defined"))
  }

  /// Encodes the step.
  public func encode(to encoder: any Encoder) throws {
    switch self {}
  }
}
