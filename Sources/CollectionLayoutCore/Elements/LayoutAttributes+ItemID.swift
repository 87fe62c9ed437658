/// The scenario's own name for an element: the `id` of the item it is.
extension LayoutAttributes {
  /// The name of the custom attribute that carries ``itemID``: `"itemID"`.
  public static let itemIDAttributeName = "itemID"

  /// The ``Item/id`` of the item this element is (`"price"` for `Item(id: "price")`), or
  /// `nil`: set on the elements that *are* an item (whose owner is
  /// ``ElementOwner/item(_:)``: a cell, a page) when the item has an id, by the frames
  /// (``FramesDocument/init(layout:steps:output:)``) and by
  /// ``CollectionViewLayout/attributes(forItemID:at:)``; a layout's own queries leave it `nil`.
  ///
  /// It is carried as the first of the ``customAttributes`` (named ``itemIDAttributeName``, a
  /// string), so frames write it right after the standard keys,
  /// `{"id": "item/0/3", …, "itemID": "price"}`, and ``FramesReader`` reads it back. Setting it
  /// puts it first; setting `nil` removes it.
  public var itemID: String? {
    get {
      guard case .string(let name)? = customAttributes[Self.itemIDAttributeName] else {
        return nil
      }
      return name
    }
    set {
      let others = customAttributes.members.filter { $0.name != Self.itemIDAttributeName }
      let named = newValue.map {
        [(name: Self.itemIDAttributeName, value: AttributeValue.string($0))]
      }
      customAttributes = CustomAttributes(distinct: (named ?? []) + others)
    }
  }
}
