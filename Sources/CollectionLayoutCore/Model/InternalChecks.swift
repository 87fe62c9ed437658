/// Whether this build of the core checks its internal invariants: the `checkInvariants()`
/// methods of its structures (the grid, the item map, the radix order, the derived sections)
/// run at the end of every operation that builds or changes one, and trap when one is broken.
///
/// Package.swift defines `COLLECTION_LAYOUT_INTERNAL_CHECKS` in debug builds only: the test
/// suite, built in debug, runs every check; a release build (the benchmark, an app) compiles
/// the checks to nothing.
package enum InternalChecks {
  /// `true` when the core was compiled with `COLLECTION_LAYOUT_INTERNAL_CHECKS`.
  package static let areEnabled: Bool = {
    #if COLLECTION_LAYOUT_INTERNAL_CHECKS
      true
    #else
      false
    #endif
  }()
}
