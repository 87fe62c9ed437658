/// Writes frames as byte-stable JSON (frames format version 1).
public enum FramesWriter {
  /// The JSON text of `frames`: fixed key order, one element per line, numbers rounded to at
  /// most 3 decimals, LF line endings and a final newline.
  public static func json(for frames: Frames) -> String {
    // STUB: replaced by the frames work before landing.
    ""
  }
}
