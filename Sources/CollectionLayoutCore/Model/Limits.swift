/// The largest scenario the engine accepts. Beyond these, validation reports a clear error
/// instead of running out of memory or time.
///
/// The reader of documents applies limits of its own while it reads, before the model is
/// complete (the size of the document, the elements of each kind in it): they are the
/// documents layer's `ReadingLimits`.
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
  /// The largest magnitude of a computed coordinate or length of a frame, in points: what a
  /// frames document holds (`FramesDocument.maximumMagnitude`, 10^15). A layout whose
  /// computed frames pass it is refused, located at what gives them.
  public static let maximumFrameMagnitude: Double = 1e15
  /// The display scale, in pixels per point.
  public static let maximumDisplayScale: Double = 16
  /// The smallest display scale, in pixels per point: a pixel at most 10 points wide. A
  /// smaller scale would snap every edge to a grid coarser than the content (5e-324 put every
  /// frame at 0), and would be written as 0 in the frames, which keep 3 decimals.
  public static let minimumDisplayScale: Double = 0.1
  /// Element records in the frames of one scenario, over all its entries: the elements each
  /// entry lists, plus, for update steps, the change records, the sampled animation frames
  /// (one record each) and the elements of every animation frame. A record is about 140 bytes
  /// of frames text, and playing takes about 350 bytes of memory per record: some 7 GB at the
  /// limit. What the data decides is checked by validation before any work (with
  /// `"elements": "all"`, the elements of the entries before the first update; for every
  /// update, its sampled frames, ``UpdateAnimation/sampledFrameCount``); the player stops
  /// with an error as soon as an entry would pass the limit, before listing more.
  public static let maximumOutputElementCount = 20_000_000
  /// The most sections whose frames a frames entry lists as its overview (key `sections`, see
  /// ``FrameStep/sections``); a layout with more writes no overview, so that every entry's
  /// overview stays under about 40 KB.
  public static let maximumOverviewSectionCount = 1_000
  /// The duration of an update animation, in seconds.
  public static let maximumAnimationDuration: Double = 60
  /// The frame rate of an update animation, in frames per second.
  public static let maximumFramesPerSecond: Double = 240
}
