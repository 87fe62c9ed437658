import CollectionLayout
import Foundation

/// What `render` draws and the files `demo` writes: frames as a player page or an SVG picture.
extension CommandLineTool {

  /// The output of `render` for the frames document `bytes`, or for the frames of the scenario
  /// `bytes` (a document without a top-level `format` key, played first): the player page, or
  /// the SVG picture of a step or animation frame. Every problem of the document is a line on
  /// standard error, as for scenarios; a step or frame that does not exist is one line. A
  /// scenario may name any of `kinds`; `drawings` style a picture's elements.
  static func rendered(
    _ bytes: [UInt8], from input: InputSource, as format: RenderFormat,
    kinds: LayoutKinds = .standard, drawings: [any LayoutDrawing.Type] = FrameScene.drawings
  ) throws(CommandFailure) -> [UInt8] {
    if let rendered = try lazilyRendered(bytes, from: input, as: format, drawings: drawings) {
      return rendered
    }
    let (frames, json) = try framesToRender(bytes, from: input, kinds: kinds)
    switch format {
    case .player:
      return PlayerPage.html(
        framesJSON: json ?? FramesWriter.utf8(for: frames), sourceName: sourceName(of: input))
    case .svg(let step, let animationFrame):
      do {
        return Array(
          try SVGPicture.svg(
            of: frames, step: step, animationFrame: animationFrame, drawings: drawings
          ).utf8)
      } catch {
        throw CommandFailure(.invalidInput, error.message)
      }
    }
  }

  /// The frames `render` draws from `bytes`: a frames document read whole (every problem a
  /// line on standard error), with its bytes; or the frames of a scenario (a document without a
  /// top-level `format` key), played, without JSON (`nil`: the caller writes it if it needs
  /// it, as the player page does chunk by chunk). A scenario may name any of `kinds`.
  static func framesToRender(
    _ bytes: [UInt8], from input: InputSource, kinds: LayoutKinds = .standard
  ) throws(CommandFailure) -> (frames: FramesDocument, json: [UInt8]?) {
    do {
      return (try FramesReader.read(bytes), bytes)
    } catch {
      guard DocumentKind.lacksFormat(error.issues) else { throw failure(for: error) }
      let scenario = try scenario(from: bytes, input: input, command: .render, kinds: kinds)
      return (try Self.frames(of: scenario), nil)
    }
  }

  /// What ``rendered(_:from:as:)`` gives for a frames file without a problem, reading it
  /// lazily (``FramesIndex``): the player page or the SVG picture, after checking one step at
  /// a time (every step, as the player and `export` do, not only the one drawn). `nil` when the
  /// document is not frames or has a problem: the caller reads it whole, for every problem
  /// located.
  private static func lazilyRendered(
    _ bytes: [UInt8], from input: InputSource, as format: RenderFormat,
    drawings: [any LayoutDrawing.Type]
  ) throws(CommandFailure) -> [UInt8]? {
    guard let index = FramesIndex.index(bytes) else { return nil }
    switch format {
    case .player:
      guard index.everyStepReads() else { return nil }
      return PlayerPage.html(framesJSON: bytes, sourceName: sourceName(of: input))
    case .svg(let step, let animationFrame):
      do {
        try FrameScene.check(step: step, count: index.stepCount)
        guard index.everyStepReads(), let frameStep = index.step(step) else { return nil }
        let scene = try FrameScene(
          environment: index.environment, stepCount: index.stepCount, index: step,
          step: frameStep, animationFrame: animationFrame, drawings: drawings)
        return Array(SVGPicture.svg(of: scene).utf8)
      } catch {
        throw CommandFailure(.invalidInput, error.message)
      }
    }
  }

  /// The name the player page shows for its frames: the file's last path component.
  static func sourceName(of input: InputSource) -> String {
    switch input {
    case .standardInput: return "standard input"
    case .file(let path):
      return path.split(separator: "/").last.map(String.init) ?? path
    }
  }

  /// Writes each demo's frames (`<name>.frames.json`) and player page (`<name>.html`) into
  /// `directory`, creating it when missing, and returns the lines that name them and say how
  /// to open the pages.
  static func writeDemos(_ demos: [(name: String, framesJSON: String)], into directory: String)
    throws(CommandFailure) -> [String]
  {
    try makeDirectory(directory)
    var lines: [String] = []
    var pages: [String] = []
    for demo in demos {
      let framesName = demo.name + ".frames.json"
      let framesPath = joined(directory, framesName)
      let pagePath = joined(directory, demo.name + ".html")
      let framesBytes = Array(demo.framesJSON.utf8)
      try OutputFile.write(framesBytes, toPath: framesPath)
      try OutputFile.write(
        PlayerPage.html(framesJSON: framesBytes, sourceName: framesName), toPath: pagePath)
      lines.append("Wrote \(framesPath) (the frames, JSON)")
      lines.append("Wrote \(pagePath) (the player, one self-contained page)")
      pages.append(shellQuoted(pagePath))
    }
    lines.append("Open the players in a browser:")
    for page in pages {
      lines.append("  xdg-open \(page)    # Linux")
      lines.append("  open \(page)        # macOS")
    }
    return lines
  }

  /// Makes sure `directory` is a directory, creating it (and its parents) if needed.
  static func makeDirectory(_ directory: String) throws(CommandFailure) {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    if files.fileExists(atPath: directory, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw CommandFailure(
          .outputFailure, "cannot write into '\(directory)': it is not a directory")
      }
    } else {
      do {
        try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
      } catch {
        throw CommandFailure(.outputFailure, "cannot create the directory '\(directory)'")
      }
    }
  }

  /// `directory/name`, without doubling a trailing slash.
  static func joined(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// `path` as one shell word: as is when it has only safe characters, otherwise in single
  /// quotes.
  static func shellQuoted(_ path: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./+:@%,")
    if path.isEmpty { return "''" }
    if path.allSatisfy(safe.contains) { return path }
    return "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
