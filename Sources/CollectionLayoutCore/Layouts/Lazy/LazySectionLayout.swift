/// A lazy container's section (`Section { } header: { } footer: { }`): the length of its
/// header and footer along the scroll axis (the height in a vertical container, the width in
/// a horizontal one), both spanning the container across the scroll axis, and the
/// `containerRelativeFrame` of the items that set their own.
///
/// ```swift
/// LayoutSection(items: .count(20), layout: LazySectionLayout(header: 40))
/// LayoutSection(
///   items: .list([Item(id: "hero"), Item(id: "a"), Item(id: "b")]),
///   layout: LazySectionLayout(itemFrames: [
///     LazyItemFrame(itemID: "hero", frame: ContainerRelativeFrame(count: 2, span: 2, spacing: 10))
///   ]))
/// ```
public struct LazySectionLayout: SectionLayoutDescription {
  /// `lazy`, the family of the four lazy kinds.
  public static let layoutKind = "lazy"

  /// The header's length along the scroll axis, in points, >= 0; `nil` for no header.
  public var header: Double?
  /// The footer's length along the scroll axis, in points, >= 0; `nil` for no footer.
  public var footer: Double?
  /// The items of the section, by id, that carry their own `containerRelativeFrame`: each
  /// replaces the configuration's ``LazyConfiguration/itemFrame`` for its item (on both
  /// axes: an item frame that sets only the width leaves the height to the item). An id
  /// given twice takes the last; an id that names no item of the section frames nothing (the
  /// frame follows the item's identity through updates, as a modifier on SwiftUI's view of
  /// that item does). Default none.
  public var itemFrames: [LazyItemFrame]

  /// A section with the header, footer and item frames given.
  public init(header: Double? = nil, footer: Double? = nil, itemFrames: [LazyItemFrame] = []) {
    self.header = header
    self.footer = footer
    self.itemFrames = itemFrames
  }
}

/// One item's own `containerRelativeFrame(_:count:span:spacing:)`, by the item's id
/// (``Item/id``): a card that spans two tracks where the others span one.
public struct LazyItemFrame: Hashable, Sendable {
  /// The id of the item it frames.
  public var itemID: String
  /// The frame, as the configuration's ``LazyConfiguration/itemFrame``.
  public var frame: ContainerRelativeFrame

  /// The frame of the item whose id is `itemID`.
  public init(itemID: String, frame: ContainerRelativeFrame) {
    self.itemID = itemID
    self.frame = frame
  }
}
