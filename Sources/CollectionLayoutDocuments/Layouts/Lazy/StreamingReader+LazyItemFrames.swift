import CollectionLayoutCore

/// Reading the items of a lazy section that carry their own `containerRelativeFrame`:
/// `"itemFrames": [{"item": "hero", "containerRelative": {"count": 2, "span": 2}}]`.
extension StreamingReader {
  /// The keys of one entry of a lazy section's `itemFrames`, both required.
  enum LazyItemFrameKey: String, CaseIterable, Sendable {
    case item, containerRelative
  }

  static let lazyItemFrameKeys = ObjectKeys<LazyItemFrameKey>(
    required: LazyItemFrameKey.allCases)

  /// `[{"item": "hero", "containerRelative": {...}}, ...]`: each entry's item id and frame;
  /// none when not an array. A wrong entry (reported, so the document is refused) is kept as a
  /// stand-in that frames no item (an empty id, the whole container), so that validation
  /// locates the entries after it at their own index in the document.
  mutating func lazyItemFrames() throws(DecodingStop) -> [LazyItemFrame] {
    guard var array = try beginArray() else { return [] }
    var frames: [LazyItemFrame] = []
    while try nextElement(&array) {
      let standIn = LazyItemFrame(itemID: "", frame: ContainerRelativeFrame())
      guard var object = try beginObject(Self.lazyItemFrameKeys) else {
        frames.append(standIn)
        continue
      }
      var itemID: String?
      var frame: ContainerRelativeFrame?
      while let key = try nextMember(&object, of: Self.lazyItemFrameKeys) {
        switch key {
        case .item: itemID = try string()
        case .containerRelative: frame = try containerRelative()
        }
      }
      if let itemID, let frame {
        frames.append(LazyItemFrame(itemID: itemID, frame: frame))
      } else {
        frames.append(standIn)
      }
    }
    return frames
  }
}
