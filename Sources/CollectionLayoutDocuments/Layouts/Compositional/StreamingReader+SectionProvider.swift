import CollectionLayoutCore

/// Reading a compositional layout's `sectionProvider`: rules, the first that matches wins.
extension StreamingReader {
  /// A rule's keys: `section` required, the conditions optional.
  enum SectionRuleKey: String, CaseIterable, Sendable {
    case minimumWidth, horizontalSizeClass, section
  }

  static let sectionRuleKeys = ObjectKeys<SectionRuleKey>(required: [.section])

  /// `[{"minimumWidth": 800, "section": {...}}, {"horizontalSizeClass": "regular",
  /// "section": {...}}, {"section": {...}}]`; `nil` when not an array. A rule whose section
  /// could not be read keeps its place (an empty list section), so that the rules after it
  /// keep their indexes.
  mutating func sectionProvider() throws(DecodingStop) -> CompositionalSectionProvider? {
    guard var array = try beginArray() else { return nil }
    var rules: [CompositionalSectionRule] = []
    while try nextElement(&array) {
      guard var object = try beginObject() else { continue }
      var rule = CompositionalSectionRule(section: .list(ListConfiguration()))
      while let key = try nextMember(&object, of: Self.sectionRuleKeys) {
        switch key {
        case .minimumWidth: rule.minimumWidth = try number()
        case .horizontalSizeClass:
          rule.horizontalSizeClass =
            try enumeration(among: [SizeClass.compact.rawValue, SizeClass.regular.rawValue])
            .flatMap(SizeClass.init(rawValue:))
        case .section: rule.section = try compositionalSection() ?? rule.section
        }
      }
      rules.append(rule)
    }
    return CompositionalSectionProvider(rules: rules)
  }
}
