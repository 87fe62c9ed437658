import CollectionLayoutCore

/// Reading a flow layout's section overrides.
extension StreamingReader {
  /// The keys of a flow section's `layout`, in documented order; all optional.
  enum FlowSectionKey: String, CaseIterable, Sendable {
    case itemSize, sectionInset, minimumLineSpacing, minimumInteritemSpacing
    case headerReferenceSize, footerReferenceSize
  }

  static let flowSectionKeys = ObjectKeys<FlowSectionKey>()

  /// A flow section's `layout`: `{"itemSize": {"width": 80, "height": 80},
  /// "minimumLineSpacing": 4}`, each key optional; `nil` when not an object. A wrong value is
  /// reported and left out.
  mutating func flowSectionLayout() throws(DecodingStop) -> FlowSectionLayout? {
    guard var object = try beginObject() else { return nil }
    var layout = FlowSectionLayout()
    while let key = try nextMember(&object, of: Self.flowSectionKeys) {
      switch key {
      case .itemSize: layout.itemSize = try size()
      case .sectionInset: layout.sectionInset = try edgeInsets()
      case .minimumLineSpacing: layout.minimumLineSpacing = try number()
      case .minimumInteritemSpacing: layout.minimumInteritemSpacing = try number()
      case .headerReferenceSize: layout.headerReferenceSize = try size()
      case .footerReferenceSize: layout.footerReferenceSize = try size()
      }
    }
    return layout
  }
}
