/// The help texts of the tool and its commands, each ending in a newline.
enum HelpText {
  /// The closing lines shared by every help text.
  private static let exitStatus = """
    Exit status: 0 on success, 1 when the output cannot be written, 2 for bad usage
    or bad input (unknown command or option, missing argument, unreadable file,
    invalid scenario).
    """

  /// The help of the tool: `collection-layout --help`.
  static let tool = """
    \(CommandLineTool.name) \(CommandLineTool.version): collection-view layouts computed \
    outside UIKit, as JSON frames.

    Usage: \(CommandLineTool.name) <command> [options]

    Commands:
      frames SCENARIO.json [-o OUT.json]  Lay out a scenario, play its steps and write
                                          the frames as JSON.
      validate SCENARIO.json              Check a scenario and report every problem.
      demo [-o OUT.json]                  Write the frames of a built-in product page.
      help [COMMAND]                      Show this help, or a command's help.

    Options:
      -h, --help                          Show this help.
      --version                           Print the version.

    Use '-' as SCENARIO.json to read standard input. Problems in a scenario are
    printed on standard error, one per line: 'location: message'.
    Run '\(CommandLineTool.name) COMMAND --help' for a command's help.

    \(exitStatus)

    """

  /// The help of `command`: `collection-layout COMMAND --help`.
  static func help(for command: Command) -> String {
    switch command {
    case .frames: return frames
    case .validate: return validate
    case .demo: return demo
    }
  }

  /// The lines that describe `-o`.
  private static let outputOption = """
      -o, --output OUT.json  Write the frames to OUT.json instead of standard output.
                             OUT.json is replaced only once the frames are complete:
                             on any error it is left as it was. '-o -' means
                             standard output.
    """

  private static let frames = """
    Usage: \(CommandLineTool.name) frames SCENARIO.json [-o OUT.json]

    Reads the scenario SCENARIO.json ('-' for standard input), lays it out, plays its
    steps and writes the frames as JSON: the layout after the initial state and after
    each step.

    Options:
    \(outputOption)
      -h, --help             Show this help.

    Problems in the scenario are printed on standard error, one per line:
    'location: message', such as
    'sections[2].metrics.columns: expected an integer >= 1, got 0'.

    \(exitStatus)

    """

  private static let validate = """
    Usage: \(CommandLineTool.name) validate SCENARIO.json

    Checks the scenario SCENARIO.json ('-' for standard input): its JSON, every key
    and every value. A valid scenario prints one line on standard output,
    'SCENARIO.json: valid (N sections, M items, K steps)'; an invalid one prints
    every problem on standard error, one per line: 'location: message'.

    Options:
      -h, --help  Show this help.

    \(exitStatus)

    """

  private static let demo = """
    Usage: \(CommandLineTool.name) demo [-o OUT.json]

    Writes the frames of a built-in scenario: a product page on a 768 x 1024 point
    iPad screen at 2x, below a 64-point navigation bar, with a pinned title bar,
    a details list, a two-column grid of related products and an empty reviews
    section. The scenario is Tests/Scenarios/demo.json in the repository.

    Options:
    \(outputOption)
      -h, --help             Show this help.

    \(exitStatus)

    """
}
