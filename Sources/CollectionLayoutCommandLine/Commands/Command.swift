/// The name of a command of the `collection-layout` tool: one of ``allCases``, the commands of
/// `CommandLineTool.commands`, in that order.
public struct Command: RawRepresentable, Hashable, Sendable, CaseIterable,
  CustomStringConvertible
{
  /// The command's name, as typed: `frames`.
  public let rawValue: String
  /// The command's type, which parses, helps and runs it.
  let type: any ToolCommand.Type

  /// The command of `type`.
  init(_ type: any ToolCommand.Type) {
    self.rawValue = type.name
    self.type = type
  }

  /// The command named `rawValue`, or `nil` when the tool has none of that name.
  public init?(rawValue: String) {
    guard let type = CommandLineTool.commands.first(where: { $0.name == rawValue }) else {
      return nil
    }
    self.init(type)
  }

  /// Every command of the tool, in the order of its help.
  public static var allCases: [Command] { CommandLineTool.commands.map(Command.init) }

  /// The command's name.
  public var description: String { rawValue }

  /// Whether both name the same command.
  public static func == (lhs: Command, rhs: Command) -> Bool { lhs.rawValue == rhs.rawValue }

  /// Hashes the command's name.
  public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// Where a command reads its input.
enum InputSource: Hashable, Sendable {
  /// Standard input, named `-` on the command line.
  case standardInput
  /// A file, by its path as given.
  case file(String)

  /// The input an argument names: `-` is standard input, anything else a path.
  init(argument: String) {
    self = argument == "-" ? .standardInput : .file(argument)
  }

  /// The name of the input in messages: the path as given, or `standard input`.
  var displayName: String {
    switch self {
    case .standardInput: return "standard input"
    case .file(let path): return path
    }
  }
}

/// Where a command writes its output.
enum OutputDestination: Hashable, Sendable {
  /// Standard output: no `-o`, or `-o -`.
  case standardOutput
  /// A file, by its path as given, replaced only when the whole output is ready.
  case file(String)

  /// The destination of the value of `-o`, if any: `-` or none is standard output.
  init(option: String?) {
    guard let path = option, path != "-" else {
      self = .standardOutput
      return
    }
    self = .file(path)
  }
}

/// What the command line asks for, once its arguments are parsed.
enum Invocation: Hashable, Sendable {
  /// `--help` or `-h`: the tool's help.
  case toolHelp
  /// `--version`.
  case version
  /// `COMMAND --help`, or `help COMMAND`: a command's help.
  case commandHelp(Command)
  /// A command to run, its arguments read.
  case run(any ToolCommand)

  /// Whether both ask for the same thing: the same command with the same arguments.
  static func == (lhs: Invocation, rhs: Invocation) -> Bool {
    switch (lhs, rhs) {
    case (.toolHelp, .toolHelp), (.version, .version): return true
    case (.commandHelp(let left), .commandHelp(let right)): return left == right
    case (.run(let left), .run(let right)): return AnyHashable(left) == AnyHashable(right)
    default: return false
    }
  }

  /// Hashes what the invocation asks for.
  func hash(into hasher: inout Hasher) {
    switch self {
    case .toolHelp: hasher.combine(0)
    case .version: hasher.combine(1)
    case .commandHelp(let command):
      hasher.combine(2)
      hasher.combine(command)
    case .run(let command):
      hasher.combine(3)
      hasher.combine(AnyHashable(command))
    }
  }
}
