/// Why two lists of sections cannot be compared by identity: a section or item without an
/// id, or an id used twice on one side. The player reports it at the step; the message names
/// the section or item by its index path on its side.
public struct IdentityError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which side of the comparison.
  public enum Side: String, Hashable, Sendable {
    /// The data before the step.
    case before
    /// The data the step gives.
    case after
  }

  /// The problem.
  public enum Problem: Hashable, Sendable {
    /// Section `section` has no id.
    case sectionWithoutID(section: Int)
    /// The item at `path` has no id (its section lists items by count, or the item was
    /// inserted without one).
    case itemWithoutID(ItemPath)
    /// Section `section` repeats the id of section `first`.
    case duplicateSectionID(String, section: Int, first: Int)
    /// The item at `path` repeats the id of the item at `first`.
    case duplicateItemID(String, path: ItemPath, first: ItemPath)
  }

  /// The side the problem is on.
  public var side: Side
  /// The problem.
  public var problem: Problem

  /// Creates an error.
  public init(side: Side, problem: Problem) {
    self.side = side
    self.problem = problem
  }

  /// The message: `section 2 has no id before the step; …`, `duplicate item id "b" at
  /// [1, 0], first used at [0, 3], in the data the step gives`.
  public var message: String {
    let data = side == .before ? "in the data before the step" : "in the data the step gives"
    switch problem {
    case .sectionWithoutID(let section):
      return "section \(section) has no id \(data); sections are matched by id, so each "
        + "needs one"
    case .itemWithoutID(let path):
      return "the item at [\(path.section), \(path.item)] has no id \(data); items are "
        + "matched by id, so each needs one (a section whose items are a count has none)"
    case .duplicateSectionID(let id, let section, let first):
      return "duplicate section id \(Quoting.quoted(id)) at section \(section), first used "
        + "at section \(first), \(data)"
    case .duplicateItemID(let id, let path, let first):
      return "duplicate item id \(Quoting.quoted(id)) at [\(path.section), \(path.item)], "
        + "first used at [\(first.section), \(first.item)], \(data)"
    }
  }

  /// The message.
  public var description: String { message }
}
