import CollectionLayoutCore

extension FramesTreeReader {
  /// A step's `sections`: an array of frames, each `[x, y, width, height]` (see
  /// ``FrameStep/sections``); `nil`, after reporting, when it is not an array or a frame is wrong.
  mutating func rects(_ field: JSONField) -> [LayoutRect]? {
    guard let values = located.array(field) else { return nil }
    var frames: [LayoutRect] = []
    frames.reserveCapacity(values.count)
    // Every frame is read, so that every wrong one is reported.
    for value in values {
      if let frame = rect(value) { frames.append(frame) }
    }
    return frames.count == values.count ? frames : nil
  }
}
