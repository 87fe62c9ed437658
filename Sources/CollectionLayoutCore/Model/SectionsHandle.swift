/// A list of sections read in place: the one place where the core reads `[LayoutSection]`
/// through a pointer.
///
/// Reading a section out of an array (`sections[index]`) copies it, retaining its box (see
/// ``LayoutSection``) and releasing it afterwards, and reading a property of that copy copies
/// the property, retaining its lists; reading one property in place (`handle[index].items`)
/// copies that property only, and a property of a property in place
/// (`handle[index].placeholder?.height`) copies only the value read. The layout, its reuse of
/// sections and the validation read every section of an update this way.
///
/// A handle is valid only inside the closure of ``read(_:_:)`` that lends it: it must not
/// escape it.
struct SectionsHandle {
  /// The sections lent, valid while the closure of ``read(_:_:)`` runs.
  private let sections: UnsafeBufferPointer<LayoutSection>

  private init(_ sections: UnsafeBufferPointer<LayoutSection>) {
    self.sections = sections
  }

  /// Calls `body` with a handle on `sections`, which are neither copied nor mutated while it
  /// runs.
  @_transparent
  static func read<Result>(
    _ sections: [LayoutSection], _ body: (SectionsHandle) -> Result
  ) -> Result {
    sections.withUnsafeBufferPointer { body(SectionsHandle($0)) }
  }

  /// The number of sections.
  var count: Int { sections.count }

  /// The valid indexes, `0 ..< count`.
  var indices: Range<Int> { 0..<sections.count }

  /// Section `index`, read in place: a property read through it copies that property only.
  ///
  /// - Precondition: `index` is in ``indices`` (asserted; the caller checks it).
  subscript(index: Int) -> LayoutSection {
    @_transparent
    unsafeAddress {
      assert(indices.contains(index), "section \(index) of \(count)")
      return sections.baseAddress.unsafelyUnwrapped + index
    }
  }
}
