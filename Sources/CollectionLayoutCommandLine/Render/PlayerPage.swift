import CollectionLayout

/// The player page: `Player/player.html` with its script (`Player/player-*.js`, joined in
/// order), embedded in the tool, and a frames document and the settings (source name and
/// ``Palette``) put into its two JSON blocks.
///
/// The page is one self-contained file: inline script and style, no network, no external
/// fonts. The frames are embedded as they were read, with every `<` written `\u003c` (valid
/// in JSON, where `<` can only appear inside strings), so that no `</script>` or `<!--` in a
/// string can end the block early, and every control character, U+2028, U+2029 and
/// noncharacter (U+FFFE, U+FFFF, ...) written as its `\uXXXX` escape, so that the page holds
/// none of the characters HTML reports as errors and XML cannot hold
/// (``TextEscaping/appendScriptSafeJSON(_:to:)``).
enum PlayerPage {
  /// The marker the frames JSON replaces, in the page's `frames` block.
  static let framesMarker = "/*FRAMES_JSON*/"
  /// The marker the settings JSON replaces, in the page's `settings` block.
  static let settingsMarker = "/*PLAYER_SETTINGS*/"

  /// The marker the player's script replaces, in the page's one `<script>` element.
  static let scriptMarker = "/*PLAYER_SCRIPT*/\n"

  /// The script's parts, in order: one closure split into files of a readable size.
  static var scriptParts: [[UInt8]] {
    [
      PackageResources.player_model_js, PackageResources.player_drawing_js,
      // The animation inspector, before the controls (which load the frames).
      PackageResources.player_motion_js, PackageResources.player_panels_js,
      PackageResources.player_controls_js, PackageResources.player_inspector_test_js,
      PackageResources.player_self_test_js,
    ]
  }

  /// The template: the bytes of `Player/player.html` with the script's parts joined in place
  /// of its script marker.
  static var template: [UInt8] {
    replacing(scriptMarker, with: Array(scriptParts.joined()), in: PackageResources.player_html)
  }

  /// The page that plays `framesJSON` (the bytes of a frames document already read with
  /// ``FramesReader``; a leading byte order mark is dropped), naming it `sourceName`.
  static func html(framesJSON: [UInt8], sourceName: String) -> [UInt8] {
    let (before, after) = page(around: sourceName)
    let json = withoutByteOrderMark(framesJSON)
    var page = before
    page.reserveCapacity(before.count + json.count + json.count / 64 + after.count)
    appendScriptSafe(json, to: &page)
    page += after
    return page
  }

  /// Writes the page of ``html(framesJSON:sourceName:)`` into `sink`, the same bytes, the
  /// frames made script-safe chunk by chunk: what a large frames file costs is its own bytes
  /// and one chunk, not a copy of the page.
  static func write(
    framesJSON: [UInt8], sourceName: String, to sink: inout CommandOutput,
    chunkSize: Int = 1 << 18
  ) throws(CommandFailure) {
    let (before, after) = page(around: sourceName)
    try sink.write(before)
    var start = framesJSON.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    while start < framesJSON.count {
      var end = min(start + max(1, chunkSize), framesJSON.count)
      // A chunk ends at a character's end (not before a UTF-8 continuation byte), so that
      // each chunk's characters are escaped whole.
      while end < framesJSON.count, framesJSON[end] & 0xC0 == 0x80 { end += 1 }
      try sink.write(scriptSafe(Array(framesJSON[start..<end])))
      start = end
    }
    try sink.write(after)
  }

  /// Writes the page of ``html(framesJSON:sourceName:)`` for the JSON text of `frames` into
  /// `sink`, the same bytes: the frames are written (``FramesWriter``) and made script-safe
  /// chunk by chunk, so that neither their JSON nor the page is ever whole in memory (a
  /// scenario played by `render`: at 1,000,000 tiles, 336 MB of JSON held three times before).
  static func write(
    frames: FramesDocument, sourceName: String, to sink: inout CommandOutput
  ) throws(CommandFailure) {
    let (before, after) = page(around: sourceName)
    try sink.write(before)
    var safe = ScriptSafeSink(base: sink)
    try FramesWriter.write(frames, to: &safe)
    sink = safe.base
    try sink.write(after)
  }

  /// The UTF-8 byte order mark, left out of the embedded frames.
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// `json` without a leading byte order mark.
  private static func withoutByteOrderMark(_ json: [UInt8]) -> [UInt8] {
    json.starts(with: byteOrderMark) ? Array(json.dropFirst(byteOrderMark.count)) : json
  }

  /// The page's bytes before and after the frames JSON, the settings (the source's name and
  /// the palette) filled in.
  private static func page(around sourceName: String) -> (before: [UInt8], after: [UInt8]) {
    let settings =
      "{\"source\": " + jsonString(sourceName) + ",\n \"palette\": " + Palette.json + "}"
    let page = replacing(settingsMarker, with: Array(settings.utf8), in: template)
    guard let start = firstIndex(of: Array(framesMarker.utf8), in: page) else { return (page, []) }
    return (Array(page[..<start]), Array(page[(start + framesMarker.utf8.count)...]))
  }

  /// JSON text made safe inside a `<script>` element: every `<` written `\u003c`, the
  /// controls, U+2028, U+2029 and the noncharacters as `\uXXXX`
  /// (``TextEscaping/appendScriptSafeJSON(_:to:)``).
  static func scriptSafe(_ json: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(json.count + json.count / 64)
    appendScriptSafe(json, to: &result)
    return result
  }

  /// Appends `json` to `result`, made safe inside a `<script>` element (``scriptSafe(_:)``).
  /// `json` ends at a character's end.
  static func appendScriptSafe<Bytes: Collection<UInt8>>(_ json: Bytes, to result: inout [UInt8]) {
    TextEscaping.appendScriptSafeJSON(json, to: &result)
  }

  /// `text` as a JSON string (``TextEscaping/appendJSONString(_:to:)``), made safe inside a
  /// `<script>` element.
  static func jsonString(_ text: String) -> String {
    var json: [UInt8] = []
    TextEscaping.appendJSONString(text, to: &json)
    return String(decoding: scriptSafe(json), as: UTF8.self)
  }

  /// `bytes` with the first occurrence of `marker` replaced by `replacement`; unchanged when
  /// the marker is absent (a test checks that the template has each marker exactly once).
  static func replacing(_ marker: String, with replacement: [UInt8], in bytes: [UInt8])
    -> [UInt8]
  {
    guard let start = firstIndex(of: Array(marker.utf8), in: bytes) else { return bytes }
    return Array(bytes[..<start]) + replacement + Array(bytes[(start + marker.utf8.count)...])
  }

  /// The index where `pattern` first occurs in `bytes`, if it does.
  static func firstIndex(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
    guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
    var index = 0
    while index + pattern.count <= bytes.count {
      if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
        return index
      }
      index += 1
    }
    return nil
  }
}
