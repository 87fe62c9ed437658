import CollectionLayout
import Foundation

/// Which screens `frames` plays a scenario on.
enum FramesScreens: Hashable, Sendable {
  /// The scenario's own (its `environment`, or its bare viewport).
  case scenario
  /// One screen, by name (`--device NAME`).
  case device(String)
  /// Each screen of the scenario's `devices` (`--all-devices`).
  case allDevices
}

extension FramesCommand {
  /// `scenario` on the screen `name` names: a screen of its `devices` by its
  /// ``EnvironmentDescription/screenName``, or else a preset device in portrait, each
  /// compared without regard to case.
  static func scenario(_ scenario: Scenario, on name: String) throws(CommandFailure) -> Scenario {
    let lowercased = name.lowercased()
    let screen =
      scenario.devices.first { $0.screenName.lowercased() == lowercased }
      ?? Device.named(name).map { EnvironmentDescription(device: $0) }
    guard let screen else {
      let names = scenario.devices.map(\.screenName) + Device.all.map(\.name)
      let hint =
        Suggestion.nearest(to: name, among: names).map { "; did you mean '\($0)'?" }
        ?? (scenario.devices.isEmpty
          ? "; the scenario lists no \"devices\", and no preset has that name"
          : "; the scenario's devices are "
            + scenario.devices.map { "'\($0.screenName)'" }.joined(separator: ", "))
      throw CommandFailure(.invalidInput, "unknown device '\(name)'\(hint)")
    }
    do {
      return try scenario.playing(on: screen)
    } catch {
      throw CommandLineTool.failure(for: error)
    }
  }

  /// Writes the frames of `scenario` on each screen of its `devices` into `directory`, one
  /// file each, `BASE.SCREEN.frames.json` (BASE the input's file name without `.json`,
  /// `scenario` for standard input), and returns the lines that say so.
  static func writeEachDevice(
    of scenario: Scenario, named input: InputSource, into directory: String
  ) throws(CommandFailure) -> [String] {
    guard !scenario.devices.isEmpty else {
      throw CommandFailure(
        .invalidInput, "the scenario lists no \"devices\" for '--all-devices' to play it on")
    }
    let played: [(name: String, scenario: Scenario)]
    do {
      played = try scenario.playingOnEachDevice()
    } catch {
      throw CommandLineTool.failure(for: error)
    }
    var base = "scenario"
    if case .file(let path) = input {
      base = (path as NSString).lastPathComponent
      if base.hasSuffix(".json") { base.removeLast(5) }
    }
    try CommandLineTool.makeDirectory(directory)
    var lines: [String] = []
    // Every screen is played; one whose steps cannot be played is named, as
    // assertMatchesGoldenOnEachDevice names it, and the others are still written.
    var failure: CommandFailure?
    for screen in played {
      let path = CommandLineTool.joined(
        directory, "\(base).\(EnvironmentDescription.fileName(screen.name)).frames.json")
      let bytes: [UInt8]
      do {
        bytes = try CommandLineTool.framesBytes(of: screen.scenario)
      } catch {
        let named = error.errors.split(separator: "\n").map { "on \(screen.name): \($0)\n" }
        failure = CommandFailure(
          failure?.status ?? error.status, text: (failure?.errors ?? "") + named.joined())
        continue
      }
      try OutputFile.write(bytes, toPath: path)
      lines.append("Wrote \(path) (the frames on \(screen.name), JSON)")
    }
    if let failure { throw failure }
    return lines
  }
}
