import CollectionLayoutCore

/// Reading what layouts attach beyond the standard keys: every member of an element or a step
/// that the format does not define becomes a custom attribute, in document order.
extension FramesTreeReader {
  /// The standard keys of an element's attributes.
  static let standardAttributesKeys: Set<String> = [
    "id", "kind", "frame", "zIndex", "alpha", "hidden", "columnIndex", "pinned",
    "backgroundColor", "selectedBackgroundColor", "padding", "placeholder",
  ]
  /// The standard keys of a step.
  static let standardStepKeys: Set<String> = [
    "index", "action", "viewport", "contentInset", "contentOffset", "contentSize", "batch",
    "transition", "elements", "sections",
  ]

  /// The members of `object` whose keys are not in `standard`, in document order.
  mutating func customAttributes(_ object: JSONObjectFields, standard: Set<String>)
    -> CustomAttributes
  {
    var custom = CustomAttributes()
    for member in object.members where !standard.contains(member.key) {
      let field = JSONField(value: member.value, path: object.field.path.appending(key: member.key))
      if let value = attributeValue(field) { custom[member.key] = value }
    }
    return custom
  }

  /// A custom attribute's value: a finite number, a boolean, a string, or an array or object
  /// of such values; `nil`, after reporting, for `null` or a number that is not finite.
  mutating func attributeValue(_ field: JSONField) -> AttributeValue? {
    switch field.value.kind {
    case .null:
      located.report(
        "expected a number, a boolean, a string, an array or an object, got null", about: field)
      return nil
    case .boolean(let value):
      return .boolean(value)
    case .number:
      return number(field).map(AttributeValue.number)
    case .string(let text):
      return .string(text)
    case .array(let values):
      var list: [AttributeValue] = []
      for (index, value) in values.enumerated() {
        let element = JSONField(value: value, path: field.path.appending(index: index))
        if let value = attributeValue(element) { list.append(value) }
      }
      return list.count == values.count ? .list(list) : nil
    case .object(let members):
      let object = JSONObjectFields(field: field, members: members)
      let custom = customAttributes(object, standard: [])
      return custom.members.count == members.count ? .object(custom) : nil
    }
  }

  /// A step's action: any valid action name.
  mutating func action(_ field: JSONField?) -> StepAction? {
    guard let field, let name = located.string(field) else { return nil }
    guard let action = StepAction(rawValue: name) else {
      located.report(
        "expected an action name (1 to 23 ASCII letters, digits, '-', '_' or '.') such as "
          + "\"scroll\", got \(Quoting.quoted(name))", about: field)
      return nil
    }
    return action
  }
}
