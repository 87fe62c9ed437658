import CollectionLayout

/// The names the exports give elements (Lottie layer names, trace track names), so that a
/// designer finds an element by the id the frames and the player show.
///
/// A name is the element id (`item/0/3`), then the user's item id in quotes where the frames
/// carry one (`item/0/3 "price"`), then ` (deleted)` for the record of a deleted element
/// whose id an update gives to another element (`item/0/3 (deleted)` beside the inserted
/// `item/0/3`).
enum ElementNaming {
  /// The user's item id of an element, where the frames carry one.
  ///
  /// The frames format (version 1) carries no item ids, so this is `nil` for now. It is the one
  /// place to read them from once ``LayoutAttributes`` carries them (for example among its
  /// custom attributes): every name of both exports goes through ``name(of:deleted:)``.
  static func itemIdentifier(of attributes: LayoutAttributes) -> String? {
    nil
  }

  /// The name of an element with `attributes`; `deleted` marks the deleted record of an id
  /// that another record of the same update uses.
  static func name(of attributes: LayoutAttributes, deleted: Bool = false) -> String {
    var name = attributes.id.description
    if let identifier = itemIdentifier(of: attributes) {
      name += " \"" + identifier + "\""
    }
    if deleted { name += " (deleted)" }
    return name
  }
}
