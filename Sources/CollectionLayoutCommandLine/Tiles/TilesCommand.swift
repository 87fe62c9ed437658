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
  /// `-o`: standard output, a file, or a directory (see ``TilesCommand/write(_:standardOutput:)``).
  var output: String?
  /// `--frames LEVEL`: write level `LEVEL` as a frames document (a grid for the player)
  /// instead of the plan.
  var framesLevel: Int?
}

/// `tiles --width W --height H [--tile-size T] [--overlap O] [--format F] [-o OUT]`: writes the
/// plan of a tile pyramid (Deep Zoom or PhotoScroller) without the image.
///
/// Its options:
/// ```
/// collection-layout tiles --width W --height H [--tile-size 256] [--overlap 0]
///   [--format dzi|photoscroller] [--name NAME] [--suffix EXT] [--frames LEVEL] [-o DIR_OR_FILE]
/// ```
/// Values follow their option (`--width 1000`) or an equals sign (`--width=1000`); numbers
/// are written as plain decimal integers (`1000`, not `1e3`, `+1000` or `1000.0`).
///
/// `tiles` reads options only, with its own loop rather than ``OptionReader``: every value is
/// checked once all are read (`--help` after a bad value still shows the help), an argument
/// that is not an option is refused where it stands, `--` is no end of options, and
/// `--help=VALUE` is read as an option and ignored, as they always were.
struct TilesCommand: ToolCommand {
  /// What the options ask for.
  var request: TilesRequest

  /// `tiles`.
  static let name = "tiles"

  /// The command's lines in the tool's help.
  static let summary = """
      tiles --width W --height H [...]    Write the plan of a Deep Zoom or PhotoScroller
                                          tile pyramid: every level and tile.

    """

  /// `collection-layout tiles --help`.
  static let help = """
    Usage: \(CommandLineTool.name) tiles --width W --height H [--tile-size 256] [--overlap 0]
             [--format dzi|photoscroller] [--name NAME] [--suffix EXT] [--frames LEVEL]
             [-o DIR_OR_FILE]

    Writes the plan of a tile pyramid of a W x H pixel image, without the image:
    every level, and every tile with its level, column, row, source rectangle in
    the full image (overlap included), size in pixels and file name, as JSON.

    --format dzi (the default) is Deep Zoom, as OpenSeadragon reads it and as
    libvips' 'vips dzsave' writes it: levels 0 (1 x 1) to ceil(log2(max(W, H))),
    level L of ceil(W / 2^(max - L)) x ceil(H / 2^(max - L)) pixels, tiles
    NAME_files/L/COLUMN_ROW.EXT, with OVERLAP pixels added on inner edges, and
    the descriptor NAME.dzi. --format photoscroller is WWDC 2010's PhotoScroller:
    four levels, 1000, 500, 250 and 125 per mille (fewer for an image too small
    to keep a pixel), tiles NAME_PERMILLE_COLUMN_ROW.EXT, no overlap.

    Every level has ceil(width / tile size) columns and ceil(height / tile size)
    rows: an exact multiple gets no empty column or row, the last column and row
    take the remainder, and no tile is ever 0 pixels wide or high.

    Options:
      --width W, --height H  The image's size, in pixels: whole numbers from 1 to
                             \(TilePyramid.maximumImageSide). Required.
      --tile-size T          The side of a tile, without overlap, in pixels: 1 to
                             \(TilePyramid.maximumTileSize) (default 256).
      --overlap O            The pixels a tile extends past each inner edge: 0 to
                             T - 1 (default 0; 0 for photoscroller).
      --format F             dzi (default) or photoscroller.
      --name NAME            The image's name, the start of every file name:
                             letters, digits, '-', '_' and '.' (default: image).
      --suffix EXT           The tiles' file extension, with or without its dot:
                             jpeg, png (default: jpeg for dzi, png for
                             photoscroller).
      --frames LEVEL         Write level LEVEL (0 the coarsest) as a frames document
                             instead of the plan: the image as a page, each tile a
                             box at its place, for 'render' (the player, or --svg)
                             to draw as a grid; at most \(TilePyramid.maximumGridTileCount) tiles.
                             With a directory -o, NAME.levelLEVEL.frames.json.
      -o, --output OUT       Where to write the plan: a file (replaced only once
                             it is complete, as for 'frames -o'), or a directory
                             (an existing one, or a path ending in '/', created if
                             needed) that gets NAME.plan.json and, for dzi, the
                             descriptor NAME.dzi: both, or neither on an error.
                             '-o -' or no -o: standard output.
      -h, --help             Show this help.

    A plan has at most \(maximumTileCount) tiles; a larger one is refused
    (give a larger --tile-size).

    \(HelpText.exitStatus)

    """

  /// The options, long and short spellings, for "did you mean" hints.
  static let options = [
    "--width", "--height", "--tile-size", "--overlap", "--format", "--name", "--suffix",
    "--frames", "--output", "-o", "--help", "-h",
  ]

  /// The command the arguments after `tiles` ask for, `nil` for its help, or their usage
  /// error.
  static func parse(_ arguments: [String]) throws(CommandFailure) -> TilesCommand? {
    var values: [String: String] = [:]
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "-h" || argument == "--help" { return nil }
      guard argument.hasPrefix("-"), argument != "-" else {
        throw ArgumentParser.usageError("unexpected argument '\(argument)'", command: command)
      }
      let split = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let spelled = String(split[0])
      // `--output` is `-o` spelled long: stored under `-o`, read as a long option.
      let name = spelled == "--output" ? "-o" : spelled
      guard options.contains(name), spelled == argument || spelled.hasPrefix("--") else {
        throw ArgumentParser.usageError(
          "unknown option '\(argument)' for 'tiles'",
          suggesting: Suggestion.nearest(to: argument, among: options), command: command)
      }
      let value: String
      if spelled != argument || split.count == 2 {
        value = split.count == 2 ? String(split[1]) : ""
      } else {
        guard index < arguments.count else {
          throw ArgumentParser.usageError(
            "option '\(argument)' needs \(requirement(of: name))", command: command)
        }
        value = arguments[index]
        index += 1
      }
      guard values.updateValue(value, forKey: name) == nil else {
        throw ArgumentParser.usageError(
          "option '\(name)' given more than once", command: command)
      }
    }
    return TilesCommand(request: try request(from: values))
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
      throw ArgumentParser.usageError("missing option '--width' for 'tiles'", command: command)
    }
    guard let height = values["--height"] else {
      throw ArgumentParser.usageError("missing option '--height' for 'tiles'", command: command)
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
          "option '-o' needs \(requirement(of: "-o"))", command: command)
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
      "option '\(option)' needs \(requirement), got '\(value)'", command: command)
  }

  /// Writes the plan, or the level as frames.
  func run(in tool: CommandLineTool, standardOutput: inout CommandOutput)
    throws(CommandFailure) -> CommandResult
  {
    tool.success(summarizing: try Self.write(request, standardOutput: &standardOutput))
  }
}

extension Command {
  /// `tiles`.
  public static let tiles = TilesCommand.command
}

extension HelpText {
  /// The help of `tiles`, as ``TilesCommand/help``.
  static var tiles: String { TilesCommand.help }
}
