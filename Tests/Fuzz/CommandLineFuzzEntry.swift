// The libFuzzer entry point of the `command-line` target: the command line's arguments and
// file handling, run in memory (CommandLineTool.run) in a scratch directory. Not part of any
// SwiftPM target: Scripts/fuzz compiles it with FuzzBudget.swift against the CollectionLayout
// and CollectionLayoutCommandLine modules built with `-sanitize=fuzzer,address
// -enable-testing`.
//
// An input is arguments, one per line, then a NUL byte, then the contents of the input file
// (also given as standard input):
//
//   frames
//   @in
//   -o
//   @old
//   \0{"version": 1, "viewport": {"width": 320, "height": 480}}
//
// Tokens name the scratch directory's fixtures: @in (input.json, the contents), @out
// (out.json, absent), @old (old.json, "old\n"), @link (a link to input.json), @dangling (a link
// to nothing), @dir (a directory), @null (/dev/null) and @full (/dev/full), alone or after an
// equals sign (`--output=@out`). Any other argument
// naming a path outside the directory (a `/`, or `..`) skips the input, so the fuzzer never
// writes outside it.
//
// Beyond "no crash", every run is checked against what the command line promises:
// - the status is 0, 1 or 2; 0 prints no errors; 1 and 2 print at least one line and
//   nothing on standard output;
// - the input file, its link and the devices are never changed or replaced;
// - no temporary file is left, and none stays registered for removal by a signal;
// - a failed run leaves old.json as it was;
// - a successful `frames -o FILE` writes frames that FramesReader reads back into the same
//   bytes, the same bytes as `frames` prints; a successful `validate` prints one "valid" line.
// A broken promise stops the run with `fatalError`, which libFuzzer records as a crash.

import Foundation

@testable import CollectionLayout
@testable import CollectionLayoutCommandLine
@testable import CollectionLayoutCore
@testable import CollectionLayoutDocuments

#if canImport(Glibc)
  import Glibc
#endif

/// libFuzzer calls this once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  CommandLineHarness.run(bytes)
  return 0
}

/// The checks run on one input.
enum CommandLineHarness {
  /// The scratch directory, the current directory of the whole run.
  static let directory: String = {
    var template = Array("/tmp/collection-layout-fuzz-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else { fatalError("cannot create a directory") }
    let path = String(cString: created)
    guard chdir(path) == 0 else { fatalError("cannot enter \(path)") }
    return path
  }()

  /// The tokens and the paths they stand for, relative to the scratch directory.
  static let tokens: [String: String] = [
    "@in": "input.json", "@out": "out.json", "@old": "old.json", "@link": "link.json",
    "@dangling": "dangling.json", "@dir": "sub", "@null": "/dev/null", "@full": "/dev/full",
  ]

  static let oldContents = Array("old\n".utf8)

  static func run(_ bytes: [UInt8]) {
    let separator = bytes.firstIndex(of: 0)
    let contents = separator.map { Array(bytes[($0 + 1)...]) } ?? []
    let argumentText = String(decoding: bytes[..<(separator ?? bytes.endIndex)], as: UTF8.self)
    var arguments: [String] = []
    for line in argumentText.split(separator: "\n", omittingEmptySubsequences: false).prefix(12) {
      var argument = String(line)
      if let path = tokens[argument] {
        arguments.append(path)
        continue
      }
      // `--output=@out`: a token after an equals sign.
      if let equals = argument.firstIndex(of: "="),
        let path = tokens[String(argument[argument.index(after: equals)...])]
      {
        argument = argument[...equals] + path
        arguments.append(argument)
        continue
      }
      // Nothing outside the scratch directory: no absolute or parent paths, in any option.
      if argument.contains("/") || argument == ".." || argument.hasSuffix("=..") { return }
      arguments.append(argument)
    }
    if let invocation = try? ArgumentParser.parse(arguments), !allows(invocation, contents) {
      return
    }
    prepare(contents)
    let tool = CommandLineTool(readStandardInput: { contents })
    let result = tool.run(arguments)
    check(result, arguments: arguments, contents: contents)
  }

  /// Whether the run is small enough: a scenario too large to play quickly is skipped, as in
  /// the scenario target.
  static func allows(_ invocation: Invocation, _ contents: [UInt8]) -> Bool {
    if case .run(let tiles as TilesCommand) = invocation {
      // A valid plan may have 100,000,000 tiles (gigabytes, in memory here): only small ones
      // are written.
      guard let pyramid = try? TilesCommand.pyramid(for: tiles.request) else { return true }
      // `--frames` writes one level, whatever the plan's count.
      if let level = tiles.request.framesLevel {
        return (pyramid.level(level)?.grid.count ?? 0) <= FuzzBudget.maximumRecords
      }
      return pyramid.tileCount <= FuzzBudget.maximumRecords
    }
    guard case .run(is FramesCommand) = invocation else { return true }
    guard let scenario = try? ScenarioDecoder.decode(contents) else { return true }
    return FuzzBudget.allows(scenario)
  }

  /// Empties the scratch directory and creates the fixtures.
  static func prepare(_ contents: [UInt8]) {
    let files = FileManager.default
    _ = directory
    for name in (try? files.contentsOfDirectory(atPath: ".")) ?? [] {
      try? files.removeItem(atPath: name)
    }
    guard files.createFile(atPath: "input.json", contents: Data(contents)),
      files.createFile(atPath: "old.json", contents: Data(oldContents)),
      symlink("input.json", "link.json") == 0, symlink("nowhere.json", "dangling.json") == 0,
      mkdir("sub", 0o755) == 0
    else { fatalError("cannot create the fixtures in \(directory)") }
  }

  static func check(_ result: CommandResult, arguments: [String], contents: [UInt8]) {
    let files = FileManager.default
    let context = "arguments \(arguments)"
    switch result.status {
    case .success:
      // A success prints nothing on standard error, but `validate`'s warnings: whole lines,
      // each `warning: ` and a message (after `FILE: ` when several files are validated).
      let lines = result.errors.split(separator: "\n", omittingEmptySubsequences: false)
      let warnsOnly =
        result.errors.hasSuffix("\n")
        && lines.dropLast().allSatisfy { $0.contains("warning: ") && !$0.hasSuffix("warning: ") }
      if !result.errors.isEmpty, !warnsOnly {
        fatalError("status 0 with errors \(result.errors); \(context)")
      }
    case .outputFailure, .invalidInput:
      if result.errors.isEmpty || !result.errors.hasSuffix("\n")
        || result.errors.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
          .contains(where: \.isEmpty)
      {
        fatalError("a failure without a message: \(result.errors.debugDescription); \(context)")
      }
      if !result.output.isEmpty { fatalError("a failure printed output; \(context)") }
      if files.contents(atPath: "old.json").map(Array.init) != oldContents {
        fatalError("a failed run changed old.json; \(context)")
      }
    }
    if files.contents(atPath: "input.json").map(Array.init) != contents {
      fatalError("the input file changed; \(context)")
    }
    if (try? files.destinationOfSymbolicLink(atPath: "link.json")) != "input.json" {
      fatalError("the link to the input changed; \(context)")
    }
    for device in ["/dev/null", "/dev/full"] {
      var status = stat()
      guard lstat(device, &status) == 0, status.st_mode & S_IFMT == S_IFCHR else {
        fatalError("\(device) is no longer a device; \(context)")
      }
    }
    let leftovers = ((try? files.subpathsOfDirectory(atPath: ".")) ?? []).filter {
      $0.hasSuffix(".tmp")
    }
    if !leftovers.isEmpty { fatalError("temporary files left: \(leftovers); \(context)") }
    if let registered = TemporaryFileRegistry.shared.registeredPath {
      fatalError("\(registered) is still registered for removal; \(context)")
    }
    guard result.status == .success, let invocation = try? ArgumentParser.parse(arguments) else {
      return
    }
    switch invocation {
    case .run(let frames as FramesCommand):
      guard case .file(let path) = frames.output else {
        checkFrames(result.output, context: context)
        return
      }
      guard path != "/dev/null" else { return }
      guard let written = files.contents(atPath: path).map(Array.init) else {
        fatalError("frames -o \(path) wrote nothing; \(context)")
      }
      checkFrames(written, context: context)
      // A successful run read `contents` (from input.json, its link or standard input).
      let printed = CommandLineTool(readStandardInput: { contents }).run(["frames", "-"])
      if printed.output != written {
        fatalError("frames -o \(path) and frames to standard output differ; \(context)")
      }
    case .run(is ValidateCommand):
      let text = String(decoding: result.output, as: UTF8.self)
      if !text.hasSuffix(")\n") || !text.contains(": valid (") {
        fatalError("validate printed \(text.debugDescription); \(context)")
      }
    default:
      return
    }
  }

  /// Frames bytes are a document FramesReader reads back into the same bytes.
  static func checkFrames(_ bytes: [UInt8], context: String) {
    guard let frames = try? FramesReader.read(bytes) else {
      fatalError("the frames written do not read back; \(context)")
    }
    if FramesWriter.utf8(for: frames) != bytes {
      fatalError("the frames written do not write back the same bytes; \(context)")
    }
  }
}
