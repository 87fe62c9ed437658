import CollectionLayoutCore

/// The limits the reader of documents applies while it reads, before the model is complete:
/// the size of the document, the elements of each kind the whole document may hold (every
/// list of sections, the scenario's and every update's `after`, together), and the items
/// listed in one list of sections. They are set above what a valid scenario needs (the
/// model's own limits are the core's ``Limits``); past one of them, reading stops with an
/// issue at the first element past the limit. The defaults are the constants below; tests
/// lower them.
///
/// They bound the memory decoding can take whatever the input: the model of the largest
/// document within them is at most about 1.6 GB (20,000,000 listed items of 32 bytes,
/// 1,000,000 sections of 248, 1,000,000 headers and footers of 56, 100,000 steps of 120 and
/// 10,000,000 update entries of up to 32), plus the document itself and the strings it
/// spells out.
public struct ReadingLimits: Hashable, Sendable {
  /// The size of a scenario document, in bytes: 1 GiB. The command line refuses a larger file
  /// before reading it, and stops reading standard input or a pipe at this size.
  public static let maximumInputSize = 1 << 30
  /// Items listed one by one (`"items": [...]`) in a scenario document, in all its lists of
  /// sections together (twice ``Limits/maximumItemCount``: the sections and one `after`).
  public static let maximumListedItemCount = 20_000_000
  /// Sections in a scenario document, in all its lists of sections together.
  public static let maximumDocumentSectionCount = 1_000_000
  /// Global headers, headers and footers in a scenario document, all together.
  public static let maximumDocumentSupplementaryCount = 1_000_000
  /// Steps a scenario document may hold for the decoder to read them; validation allows
  /// ``Limits/maximumStepCount``.
  public static let maximumDocumentStepCount = 100_000
  /// Entries of the update steps' lists in a scenario document, all together: section
  /// indexes, index paths, section moves and item moves.
  public static let maximumUpdateEntryCount = 10_000_000

  /// The largest document, in bytes.
  var inputSize = Self.maximumInputSize
  /// Items listed one by one, in every list of sections (the scenario's and every update's
  /// `after`).
  var listedItems = Self.maximumListedItemCount
  /// Items listed one by one in one list of sections: past ``Limits/maximumItemCount`` the
  /// list is invalid whatever follows, so reading stops there.
  var listedItemsPerList = Limits.maximumItemCount
  /// Sections, in every list of sections.
  var sections = Self.maximumDocumentSectionCount
  /// Global headers, and headers and footers of every section.
  var supplementaries = Self.maximumDocumentSupplementaryCount
  /// Steps.
  var steps = Self.maximumDocumentStepCount
  /// Entries of the update steps' lists: section indexes, index paths and moves.
  var updateEntries = Self.maximumUpdateEntryCount
}

/// The elements read so far, counted against ``ReadingLimits``.
struct ReadingBudget: Hashable, Sendable {
  /// The kinds of element counted.
  enum Kind: Hashable, Sendable {
    case listedItem, section, supplementary, step, updateEntry
  }

  /// The limits.
  let limits: ReadingLimits
  /// The elements of each kind read so far.
  private var listedItems = 0
  private var listedItemsInList = 0
  private var sections = 0
  private var supplementaries = 0
  private var steps = 0
  private var updateEntries = 0

  init(limits: ReadingLimits) {
    self.limits = limits
  }

  /// Counts one more element of `kind`; returns the message that stops reading when the
  /// element is one past the limit, `nil` otherwise.
  @inline(__always)
  mutating func count(_ kind: Kind) -> String? {
    let count: Int
    let limit: Int
    switch kind {
    case .listedItem:
      listedItems += 1
      listedItemsInList += 1
      if listedItemsInList > limits.listedItemsPerList {
        return "expected at most \(limits.listedItemsPerList) items in all sections, got more; "
          + "reading stopped here"
      }
      (count, limit) = (listedItems, limits.listedItems)
    case .section:
      sections += 1
      (count, limit) = (sections, limits.sections)
    case .supplementary:
      supplementaries += 1
      (count, limit) = (supplementaries, limits.supplementaries)
    case .step:
      steps += 1
      (count, limit) = (steps, limits.steps)
    case .updateEntry:
      updateEntries += 1
      (count, limit) = (updateEntries, limits.updateEntries)
    }
    guard count > limit else { return nil }
    return "expected at most \(limit) \(Self.noun(kind)) in the document, got more; "
      + "reading stopped here"
  }

  /// Starts counting the items of a new list of sections; returns the count of the list being
  /// read, to restore with ``endSectionList(restoring:)``.
  mutating func beginSectionList() -> Int {
    defer { listedItemsInList = 0 }
    return listedItemsInList
  }

  /// Goes back to counting the items of the enclosing list, if any.
  mutating func endSectionList(restoring count: Int) {
    listedItemsInList = count
  }

  /// What a kind of element is called in messages, in the plural.
  static func noun(_ kind: Kind) -> String {
    switch kind {
    case .listedItem: return "items listed one by one"
    case .section: return "sections"
    case .supplementary: return "headers and footers"
    case .step: return "steps"
    case .updateEntry: return "update entries"
    }
  }
}
