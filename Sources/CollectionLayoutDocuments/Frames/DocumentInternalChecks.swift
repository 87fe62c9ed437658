import CollectionLayoutCore

/// Whether this build of the documents layer checks its internal invariants (the output
/// buffer's), as ``InternalChecks`` tells for the core: Package.swift defines
/// `COLLECTION_LAYOUT_INTERNAL_CHECKS` for both targets in debug builds only, so the tests
/// check them and a release build compiles the checks to nothing.
package enum DocumentInternalChecks {
  /// `true` when this layer was compiled with `COLLECTION_LAYOUT_INTERNAL_CHECKS`.
  package static let areEnabled: Bool = {
    #if COLLECTION_LAYOUT_INTERNAL_CHECKS
      true
    #else
      false
    #endif
  }()
}
