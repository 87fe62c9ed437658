/// The help texts of the tool and its commands, each ending in a newline.
enum HelpText {
  /// The closing lines shared by every help text.
  static let exitStatus = """
    Exit status: 0 on success, 1 when the output cannot be written (a full disk, a
    closed pipe), 2 for bad usage or bad input (unknown command or option, missing
    argument, unreadable file, invalid scenario or frames, -o naming the input).
    """

  /// The help of the tool: `collection-layout --help`.
  static let tool = """
    \(CommandLineTool.name) \(CommandLineTool.version): collection-view layouts computed \
    outside UIKit, as JSON frames.

    Usage: \(CommandLineTool.name) <command> [options]

    Commands:
      frames SCENARIO.json [-o OUT.json]  Lay out a scenario, play its steps and write
                                          the frames as JSON.
      validate SCENARIO.json...           Check scenarios, playing their steps without
                                          writing, and report every problem.
      render FRAMES_OR_SCENARIO.json      Write frames, or a scenario's frames, as an
        [-o OUT]                          HTML player page, or with --svg (or -o
                                          NAME.svg) one step as an SVG picture.
      export FRAMES_OR_SCENARIO.json      Write frames, or a scenario's frames, as a
        (--lottie | --trace) [-o OUT]     Lottie animation or a trace timeline.
      demo [-o DIR | --scenario]          Write the frames and the player pages of a
                                          built-in product page and photo browser
                                          into DIR, or print the product page's
                                          scenario to start yours from.
      tiles --width W --height H [...]    Write the plan of a Deep Zoom or PhotoScroller
                                          tile pyramid: every level and tile.
      help [COMMAND]                      Show this help, or a command's help (also
                                          '--help COMMAND' and 'COMMAND --help').

    Options:
      -h, --help                          Show this help.
      --version                           Print the version.

    Use '-' as SCENARIO.json to read standard input; a FIFO or /dev/stdin works
    too. An input is at most 1 GiB (1073741824 bytes). Problems in a scenario are
    printed on standard error, one per line: 'location: message'.
    A frames file handed to 'frames' or 'validate' is named as such, with the
    command that draws it.
    Run '\(CommandLineTool.name) COMMAND --help' for a command's help.

    \(exitStatus)

    """

  /// The help of `command`: `collection-layout COMMAND --help`.
  static func help(for command: Command) -> String {
    switch command {
    case .frames: return frames
    case .validate: return validate
    case .render: return render
    case .export: return export
    case .demo: return demo
    case .tiles: return tiles
    }
  }

  /// The lines that describe `-o`.
  private static let outputOption = """
      -o, --output OUT.json  Write the frames to OUT.json instead of standard output.
    \(outputRules)
    """

  /// How `-o` treats what its path names, indented for the option lists.
  private static let outputRules = """
                             A regular file is replaced only once the output is
                             complete: on any error, or when the tool is stopped by
                             a signal, it is left as it was, and a replaced file
                             keeps its permissions. A symbolic link writes its
                             target; a device or FIFO (/dev/null) is written in
                             place. The input file itself is refused. '-o -' means
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
    Usage: \(CommandLineTool.name) validate SCENARIO.json...

    Checks each scenario ('-' for standard input, once): its JSON, every key and
    every value, then plays its steps as 'frames' does, without writing, so that
    what only the data at a step shows (an update's indexes, the size of the
    frames) is checked too. A valid scenario prints one line on standard output,
    'SCENARIO.json: valid (N sections, M items, K steps)' ('N pages' or 'N images'
    for a paging or wall layout); an invalid one prints every problem on standard
    error, one per line: 'location: message', after 'SCENARIO.json: ' when several
    files are given. Every file is checked; the exit status is the worst of theirs.

    Options:
      -h, --help  Show this help.

    \(exitStatus)

    """

  private static let render = """
    Usage: \(CommandLineTool.name) render FRAMES_OR_SCENARIO.json [-o OUT] [--svg [--step N] [--frame F]]

    Reads a frames file ('-' for standard input), as written by 'frames', or a
    scenario, which it plays first (a document with a top-level "format" key is
    frames), and draws it.

    Without --svg, writes one self-contained HTML page that plays the frames: the
    viewport over the content, the steps, play and pause, a scrubber over the
    animation frames of update steps, the attributes of the element you click.
    It needs no network; open it in any browser.

    A large frames file is read one step at a time: --svg reads only the step it
    draws. With --svg, or with -o naming a .svg file, writes one moment as an SVG picture:
    the viewport at step N's content offset, every element a box coloured by kind
    with its id, pinned elements marked, and for an update the change of each
    element.

    Options:
      -o, --output OUT  Write to OUT instead of standard output, as for
                        'frames -o': a regular file is replaced only once the
                        output is complete, a link writes its target, a device
                        or FIFO is written in place, the input file is refused.
                        '-o -' means standard output.
      --svg             Write an SVG picture instead of the player page (implied
                        by -o NAME.svg).
      --step N          The step to draw, 0 for the initial layout (default 0).
      --frame F         The animation frame of update step N to draw, from 0;
                        without it, the step's final layout.
      -h, --help        Show this help.

    Problems in the frames file are printed on standard error, one per line:
    'location: message', such as
    'steps[2].elements[5].frame: expected an array of 4 numbers, got 3 elements'.

    \(exitStatus)

    """

  private static let export = """
    Usage: \(CommandLineTool.name) export FRAMES_OR_SCENARIO.json
             (--lottie [--step N | --all-steps] [--fps F] | --trace) [-o OUT.json]

    Reads a frames file, as written by 'frames', or a scenario, which it plays
    first ('-' for standard input; a document with a top-level "format" key is
    frames), and writes it in a format that existing players and viewers read.

    With --lottie, a Lottie animation of what the viewport shows (lottie-web,
    rlottie, After Effects, LottieFiles): each element a rectangle layer named by
    its id, coloured as the player colours it, keyframed where its position, size
    or opacity changes. Steps play end to end: an update step as its animation,
    any other step as a 0.3 s motion of the content, each state then held 0.5 s.

    With --trace, a Chrome trace event timeline (Perfetto's UI, chrome://tracing)
    on the same clock: a track per step kind with a slice per step, a track per
    animating element with a slice per animation named by its change, counters
    for the content offset and height, an instant per batch update.

    Options:
      -o, --output OUT.json  Write to OUT.json instead of standard output. OUT.json
                             is replaced only once the output is complete: on any
                             error it is left as it was. '-o -' means standard
                             output.
      --lottie               Write a Lottie animation.
      --trace                Write a trace timeline (always every step).
      --step N               Only step N (0 for the initial layout): the motion from
                             step N - 1 to step N, then its state held (Lottie only).
      --all-steps            Every step, end to end (the default; Lottie only).
      --fps F                The animation's frame rate, >= 1 and <= 240 (default:
                             the frame rate of the first update's animation, or
                             60; Lottie only).
      -h, --help             Show this help.

    Problems in the input are printed on standard error, one per line:
    'location: message'.

    \(exitStatus)

    """

  private static let demo = """
    Usage: \(CommandLineTool.name) demo [-o DIR | --scenario]

    Lays out two built-in scenarios: a product page on a 768 x 1024 point iPad
    screen at 2x, below a 64-point navigation bar, with a pinned title bar, a
    details list, a two-column grid of related products and a reviews section
    that loads (Tests/Scenarios/demo.json in the repository); and WWDC 2010's
    photo browser on a 320 x 480 point iPhone screen, paging, zooming, rotating
    and tiling three frogs and a stamp (Tests/Scenarios/demo-photos.json).

    Writes four files into DIR, creating it if needed, and prints their paths:
      demo.frames.json    the product page's frames, as 'frames' writes them;
      demo.html           its player page, as 'render' writes it: open it in a
                          browser (xdg-open on Linux, open on macOS);
      photos.frames.json  the photo browser's frames;
      photos.html         its player page.

    Options:
      -o, --output DIR  The directory to write into (default: \(CommandLineTool.demoDirectory),
                        in the current directory). Each file is replaced only once
                        it is complete.
      --scenario        Print the product page's scenario on standard output
                        instead, to start a scenario of your own from it:
                        '\(CommandLineTool.name) demo --scenario > mine.json'.
      -h, --help        Show this help.

    \(exitStatus)

    """
}
