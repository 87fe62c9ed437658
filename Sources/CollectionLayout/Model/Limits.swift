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
  /// Element records in the frames of one scenario, over all its entries: the elements each
  /// entry lists, plus, for update steps, the change records, the sampled animation frames
  /// (one record each) and the elements of every animation frame. A record is about 140 bytes
  /// of frames text, and playing takes about 350 bytes of memory per record: some 7 GB at the
  /// limit. What the data decides is checked by validation before any work (with
  /// `"elements": "all"`, the elements of the entries before the first update; for every
  /// update, its sampled frames, ``UpdateAnimation/sampledFrameCount``); the player stops
  /// with an error as soon as an entry would pass the limit, before listing more.
  public static let maximumOutputElementCount = 20_000_000
  /// The duration of an update animation, in seconds.
  public static let maximumAnimationDuration: Double = 60
  /// The frame rate of an update animation, in frames per second.
  public static let maximumFramesPerSecond: Double = 240
}
