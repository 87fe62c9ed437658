import CollectionLayout
import Foundation

/// Where `tiles` writes the plan of a tile pyramid (``TilePlanWriter``), without the image.
///
/// Where the plan goes, by `-o`:
/// - no `-o`, or `-o -`: standard output, in chunks;
/// - a directory (an existing one, or a path ending in `/`, created if needed): the plan as
///   `NAME.plan.json` and, for Deep Zoom, the descriptor `NAME.dzi`, both written whole or
///   neither (``OutputSet``); their paths are named on standard error when it is a terminal;
/// - anything else: a file, by ``OutputFile``'s rules (written whole or not at all).
extension TilesCommand {
  /// The most tiles a plan may have: 100,000,000 (a plan of 256-pixel tiles of a
  /// 2,000,000 × 2,000,000-pixel image has 81,401,172; its JSON is about 12 GB).
  static let maximumTileCount = 100_000_000

  /// Writes the plan, or the level as frames, that `request` asks for, and returns the lines
  /// that name the files written (none for standard output).
  static func write(_ request: TilesRequest, standardOutput: inout CommandOutput)
    throws(CommandFailure) -> [String]
  {
    let pyramid = try pyramid(for: request)
    let frames = try request.framesLevel.map { (level) throws(CommandFailure) in
      try grid(of: pyramid, level: level)
    }
    let write = { (output: inout CommandOutput) throws(CommandFailure) in
      if let frames {
        try FramesWriter.write(frames, to: &output)
      } else {
        try TilePlanWriter.write(pyramid, to: &output)
      }
    }
    guard let path = request.output, path != "-" else {
      try write(&standardOutput)
      return []
    }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    guard (exists && isDirectory.boolValue) || path.hasSuffix("/") else {
      try OutputFile.write(toPath: path, write)
      return ["Wrote \(path) (\(request.framesLevel == nil ? "the plan" : "the level as frames"))"]
    }
    if !exists {
      do {
        try FileManager.default.createDirectory(
          atPath: path, withIntermediateDirectories: true)
      } catch {
        throw CommandFailure(.outputFailure, "cannot create the directory '\(path)'")
      }
    }
    if let level = request.framesLevel {
      let framesPath = CommandLineTool.joined(path, "\(pyramid.name).level\(level).frames.json")
      try OutputFile.write(toPath: framesPath, write)
      return [
        "Wrote \(framesPath) (level \(level) as frames: '\(CommandLineTool.name) render' draws it)"
      ]
    }
    // The plan and its descriptor are written both or neither (``OutputSet``).
    let planPath = CommandLineTool.joined(path, "\(pyramid.name).plan.json")
    var outputs = [OutputSet.Output(path: planPath, body: write)]
    var lines = [
      "Wrote \(planPath) (the plan: \(pyramid.levelCount) levels, \(pyramid.tileCount) tiles)"
    ]
    if let descriptor = pyramid.deepZoomDescriptor, let name = pyramid.descriptorFileName {
      let descriptorPath = CommandLineTool.joined(path, name)
      outputs.append(OutputSet.Output(path: descriptorPath, bytes: Array(descriptor.utf8)))
      lines.append("Wrote \(descriptorPath) (the Deep Zoom descriptor)")
    }
    try OutputFile.writeAll(outputs)
    return lines
  }

  /// The pyramid of `request`, or the usage error naming the option whose value is out of
  /// range, or the tile count above ``maximumTileCount`` (for a plan; `--frames` draws one
  /// level, which has its own limit).
  static func pyramid(for request: TilesRequest) throws(CommandFailure) -> TilePyramid {
    let pyramid: TilePyramid
    do {
      pyramid = try TilePyramid(
        imageWidth: request.width, imageHeight: request.height, tileSize: request.tileSize,
        overlap: request.overlap, format: request.format, name: request.name,
        fileExtension: request.fileExtension)
    } catch {
      throw invalidValue(
        option(for: error), requirement: error.requirement, value: error.value)
    }
    // `--frames` writes one level, bounded by its own limit (``grid(of:level:)``): the
    // plan's count does not matter.
    let count = pyramid.tileCount
    guard count <= maximumTileCount || request.framesLevel != nil else {
      throw ArgumentParser.usageError(
        "the plan of a \(request.width) x \(request.height) image in \(request.tileSize)-pixel "
          + "tiles has \(count) tiles, more than the limit of \(maximumTileCount); "
          + "give a larger '--tile-size'", command: command)
    }
    return pyramid
  }

  /// Level `level` of `pyramid` as frames, or the usage error naming `--frames`.
  static func grid(of pyramid: TilePyramid, level: Int) throws(CommandFailure) -> FramesDocument {
    guard let tiles = pyramid.level(level)?.grid.count else {
      throw invalidValue(
        "--frames", requirement: "a level number from 0 to \(pyramid.levelCount - 1)",
        value: String(level))
    }
    guard let frames = pyramid.frames(ofLevel: level) else {
      throw ArgumentParser.usageError(
        "level \(level) has \(tiles) tiles, more than the \(TilePyramid.maximumGridTileCount) "
          + "that '--frames' draws; pick a coarser level", command: command)
    }
    return frames
  }

  /// The option that sets the value of `error`.
  private static func option(for error: TilePyramidError) -> String {
    switch error.parameter {
    case "width": return "--width"
    case "height": return "--height"
    case "tileSize": return "--tile-size"
    case "overlap": return "--overlap"
    case "name": return "--name"
    default: return "--suffix"
    }
  }
}
