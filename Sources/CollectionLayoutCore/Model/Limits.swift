/// The largest scenario the engine accepts. Beyond these, validation reports a clear error
/// instead of running out of memory or time.
///
/// The decoder applies a second kind of limit while it reads, before the model is complete:
/// the size of the document, and the elements of each kind in the whole document (every list
/// of sections, the scenario's and every update's `after`, together). These are set above
/// what a valid scenario needs; past one of them, reading stops with an issue at the first
/// element past the limit, so that no document can make decoding spend more than about
/// 1.6 GB on the model, plus the document itself.
public enum Limits {
  /// The size of a scenario document, in bytes: 1 GiB. The command line refuses a larger file
  /// before reading it, and stops reading standard input or a pipe at this size.
  public static let maximumInputSize = 1 << 30
  /// Items listed one by one (`"items": [...]`) in a scenario document, in all its lists of
  /// sections together (twice ``maximumItemCount``: the sections and one `after`).
  public static let maximumListedItemCount = 20_000_000
  /// Sections in a scenario document, in all its lists of sections together.
  public static let maximumDocumentSectionCount = 1_000_000
  /// Global headers, headers and footers in a scenario document, all together.
  public static let maximumDocumentSupplementaryCount = 1_000_000
  /// Steps a scenario document may hold for the decoder to read them; validation allows
  /// ``maximumStepCount``.
  public static let maximumDocumentStepCount = 100_000
  /// Entries of the update steps' lists in a scenario document, all together: section
  /// indexes, index paths, section moves and item moves.
  public static let maximumUpdateEntryCount = 10_000_000
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
