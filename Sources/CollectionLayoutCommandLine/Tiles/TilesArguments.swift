import CollectionLayout

/// What `collection-layout tiles` is asked for, once its options are read: the pyramid's
/// parameters, still unchecked against their ranges (``TilePyramid``'s initializer checks
/// them), and where the plan goes.
struct TilesRequest: Hashable, Sendable {
  /// `--width`, pixels.
  var width: Int
  /// `--height`, pixels.
  var height: Int
  /// `--tile-size`, pixels (default 256).
  var tileSize = 256
  /// `--overlap`, pixels (default 0).
  var overlap = 0
  /// `--format` (default Deep Zoom).
  var format = TilePyramidFormat.deepZoom
  /// `--name` (default `image`).
  var name = "image"
  /// `--suffix`, without its dot; `nil` for the format's default.
  var fileExtension: String?
  /// `-o`: standard output, a file, or a directory (see ``TilesCommand``).
  var output: String?
  /// `--frames LEVEL`: write level `LEVEL` as a frames document (a grid for the player)
  /// instead of the plan.
  var framesLevel: Int?
}

/// Parses the options of `tiles`:
/// ```
/// collection-layout tiles --width W --height H [--tile-size 256] [--overlap 0]
///   [--format dzi|photoscroller] [--name NAME] [--suffix EXT] [--frames LEVEL] [-o DIR_OR_FILE]
/// ```
/// Values follow their option (`--width 1000`) or an equals sign (`--width=1000`); numbers
/// are written as plain decimal integers (`1000`, not `1e3`, `+1000` or `1000.0`).
enum TilesArguments {
  /// The options, long and short spellings, for "did you mean" hints.
  static let options = [
    "--width", "--height", "--tile-size", "--overlap", "--format", "--name", "--suffix",
    "--frames", "--output", "-o", "--help", "-h",
  ]

  /// The invocation the arguments after `tiles` ask for, or their usage error.
  static func parse(_ arguments: [String]) throws(CommandFailure) -> Invocation {
    var values: [String: String] = [:]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "-h" || argument == "--help" { return .commandHelp(.tiles) }
      guard argument.hasPrefix("-"), argument != "-" else {
        throw ArgumentParser.usageError("unexpected argument '\(argument)'", command: .tiles)
      }
      let split = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      var name = String(split[0])
      if name == "--output" { name = "-o" }
      guard options.contains(name), name == argument || name.hasPrefix("--") else {
        throw ArgumentParser.usageError(
          "unknown option '\(argument)' for 'tiles'",
          suggesting: Suggestion.nearest(to: argument, among: options), command: .tiles)
      }
      let value: String
      if name != argument || split.count == 2 {
        value = split.count == 2 ? String(split[1]) : ""
      } else {
        guard index < arguments.count else {
          throw ArgumentParser.usageError(
            "option '\(argument)' needs \(requirement(of: name))", command: .tiles)
        }
        value = arguments[index]
        index += 1
      }
      guard values.updateValue(value, forKey: name) == nil else {
        throw ArgumentParser.usageError(
          "option '\(name)' given more than once", command: .tiles)
      }
    }
    return .tiles(try request(from: values))
  }

  /// What an option's value must be, after "needs".
  static func requirement(of option: String) -> String {
    switch option {
    case "--width", "--height": return TilePyramidError.imageSideRequirement
    case "--tile-size": return TilePyramidError.tileSizeRequirement
    case "--overlap": return "a whole number of pixels from 0, less than the tile size"
    case "--format": return "'dzi' or 'photoscroller'"
    case "--name": return TilePyramidError.invalidName("").requirement
    case "--suffix": return TilePyramidError.invalidFileExtension("").requirement
    case "--frames": return "a level number (0, 1, 2, ...)"
    default: return "a file or directory name"
    }
  }

  /// The request of the options read, each value checked for its form (the ranges are the
  /// pyramid's to check).
  private static func request(from values: [String: String]) throws(CommandFailure)
    -> TilesRequest
  {
    guard let width = values["--width"] else {
      throw ArgumentParser.usageError("missing option '--width' for 'tiles'", command: .tiles)
    }
    guard let height = values["--height"] else {
      throw ArgumentParser.usageError("missing option '--height' for 'tiles'", command: .tiles)
    }
    var request = TilesRequest(
      width: try integer(width, of: "--width"), height: try integer(height, of: "--height"))
    if let tileSize = values["--tile-size"] {
      request.tileSize = try integer(tileSize, of: "--tile-size")
    }
    if let overlap = values["--overlap"] {
      request.overlap = try integer(overlap, of: "--overlap")
    }
    if let format = values["--format"] {
      guard let known = TilePyramidFormat(rawValue: format) else {
        throw invalidValue(format, of: "--format")
      }
      request.format = known
    }
    if let name = values["--name"] { request.name = name }
    if let suffix = values["--suffix"] {
      // `.png` as dzsave spells it, or `png`.
      request.fileExtension = suffix.hasPrefix(".") ? String(suffix.dropFirst()) : suffix
    }
    if let level = values["--frames"] {
      request.framesLevel = try integer(level, of: "--frames")
    }
    if let output = values["-o"] {
      guard !output.isEmpty else {
        throw ArgumentParser.usageError(
          "option '-o' needs \(requirement(of: "-o"))", command: .tiles)
      }
      request.output = output
    }
    return request
  }

  /// A plain decimal integer, or the usage error naming `option`.
  private static func integer(_ text: String, of option: String) throws(CommandFailure) -> Int {
    guard let value = Int(text), String(value) == text else {
      throw invalidValue(text, of: option)
    }
    return value
  }

  /// `option '--width' needs a whole number of pixels from 1 to 1000000000, got 'x'`.
  static func invalidValue(_ text: String, of option: String) -> CommandFailure {
    invalidValue(option, requirement: requirement(of: option), value: text)
  }

  /// `option 'OPTION' needs REQUIREMENT, got 'VALUE'`.
  static func invalidValue(_ option: String, requirement: String, value: String)
    -> CommandFailure
  {
    ArgumentParser.usageError(
      "option '\(option)' needs \(requirement), got '\(value)'", command: .tiles)
  }
}
