/// The largest scenario the engine accepts. Beyond these, validation reports a clear error
/// instead of running out of memory or time.
public enum Limits {
  /// Items in all sections together.
  public static let maximumItemCount = 10_000_000
  /// Sections.
  public static let maximumSectionCount = 100_000
  /// Columns of one section.
  public static let maximumColumnCount = 1_000
  /// Global headers, or headers or footers of one section.
  public static let maximumSupplementaryCount = 1_000
  /// Steps.
  public static let maximumStepCount = 10_000
  /// Any single length (row height, spacing, padding, height, viewport side), in points.
  public static let maximumLength: Double = 1_000_000
  /// The magnitude of a scroll offset, in points.
  public static let maximumOffset: Double = 1_000_000_000_000
  /// The display scale, in pixels per point.
  public static let maximumDisplayScale: Double = 16
  /// The duration of an update animation, in seconds.
  public static let maximumAnimationDuration: Double = 60
  /// The frame rate of an update animation, in frames per second.
  public static let maximumFramesPerSecond: Double = 240
}
