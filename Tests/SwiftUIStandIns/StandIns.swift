// Stand-ins for the names an app's files see next to CollectionLayout: SwiftUI's `Color`,
// `EdgeInsets`, `Environment`, `Transition` and `Section`, MacTypes' `Point`, `Size` and
// `Rect` (which Foundation brings on Apple platforms), and names apps commonly declare
// (`Step`, `Frames`). SwiftUI is not available on Linux, so this module declares the colliding
// names itself; a test file that imports it together with CollectionLayout compiles only if
// CollectionLayout declares none of them.

/// A stand-in for MacTypes' `Point`, which Foundation brings on Apple platforms.
public struct Point: Equatable, Sendable {
  /// Which framework this stand-in plays.
  public static let framework = "Foundation"
  /// Creates the stand-in.
  public init() {}
}

/// A stand-in for MacTypes' `Size`, which Foundation brings on Apple platforms.
public struct Size: Equatable, Sendable {
  /// Which framework this stand-in plays.
  public static let framework = "Foundation"
  /// Creates the stand-in.
  public init() {}
}

/// A stand-in for MacTypes' `Rect`, which Foundation brings on Apple platforms.
public struct Rect: Equatable, Sendable {
  /// Which framework this stand-in plays.
  public static let framework = "Foundation"
  /// Creates the stand-in.
  public init() {}
}

/// A stand-in for SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Equatable, Sendable {
  /// Which framework this stand-in plays.
  public static let framework = "SwiftUI"
  /// Creates the stand-in.
  public init() {}
}

/// A stand-in for SwiftUI's `Color`.
public struct Color: Equatable, Sendable {
  /// Which framework this stand-in plays.
  public static let framework = "SwiftUI"
  /// Creates the stand-in.
  public init() {}
}

/// A stand-in for SwiftUI's `Section`.
public struct Section: Equatable, Sendable {
  /// Which framework this stand-in plays.
  public static let framework = "SwiftUI"
  /// Creates the stand-in.
  public init() {}
}

/// A stand-in for SwiftUI's `Environment` property wrapper.
public struct Environment: Equatable, Sendable {
  /// Which framework this stand-in plays.
  public static let framework = "SwiftUI"
  /// Creates the stand-in.
  public init() {}
}

/// A stand-in for SwiftUI's `Transition`.
public struct Transition: Equatable, Sendable {
  /// Which framework this stand-in plays.
  public static let framework = "SwiftUI"
  /// Creates the stand-in.
  public init() {}
}

/// A stand-in for an app's own `Step` (an onboarding step, a recipe step).
public struct Step: Equatable, Sendable {
  /// Which framework this stand-in plays.
  public static let framework = "the app"
  /// Creates the stand-in.
  public init() {}
}

/// A stand-in for an app's own `Frames` (an animation's key frames).
public struct Frames: Equatable, Sendable {
  /// Which framework this stand-in plays.
  public static let framework = "the app"
  /// Creates the stand-in.
  public init() {}
}
