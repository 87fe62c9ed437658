/// What every kind of layout lets a section say about how its items are handled, beside its
/// geometry: whether they can be dragged to reorder, and which buttons a swipe reveals behind
/// them. The engine's interactions read these settings, through
/// ``CollectionViewLayout/sectionSettings(ofSection:)``, whatever the kind of the layout.
///
/// Every value is optional so that a section can override a single setting of the layout's
/// defaults: a value that is set wins over an inherited one, `false` and an empty list
/// included (see ``overriding(_:)``). A value left `nil` after the cascade takes its default,
/// stated on each property.
public struct SectionSettings: Hashable, Sendable {
  /// Whether the section's items can be dragged to reorder, and whether a dragged item may
  /// enter the section: `false` keeps the drag's gap out of it, and its items show no reorder
  /// handle in editing mode. Default `true`.
  public var allowsReorder: Bool?
  /// The buttons a swipe reveals behind the section's items, leading to trailing. A list is a
  /// single value: a section's own list replaces the inherited one. Default none: the items
  /// cannot be swiped.
  public var editActions: [EditAction]?

  /// Creates settings; every value left `nil` is inherited.
  public init(allowsReorder: Bool? = nil, editActions: [EditAction]? = nil) {
    self.allowsReorder = allowsReorder
    self.editActions = editActions
  }

  /// These settings with every value that is `nil` here taken from `inherited`.
  public func overriding(_ inherited: SectionSettings) -> SectionSettings {
    SectionSettings(
      allowsReorder: allowsReorder ?? inherited.allowsReorder,
      editActions: editActions ?? inherited.editActions)
  }

  /// Whether every value is `nil`: the section inherits every setting.
  public var isEmpty: Bool { allowsReorder == nil && editActions == nil }
}

extension LayoutSection {
  /// A section of `items` with the settings every kind of layout reads, and no other value of
  /// its own: the section a layout of your own gives edit actions or keeps out of drags.
  ///
  /// ```swift
  /// LayoutSection(items: .count(8), settings: SectionSettings(allowsReorder: false))
  /// ```
  public init(items: Items = .count(0), id: String? = nil, settings: SectionSettings) {
    self.init(items: items, id: id)
    self.settings = settings
  }
}
