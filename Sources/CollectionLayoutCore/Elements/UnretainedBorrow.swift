/// Lends `body` the value stored at `address` without copying it.
///
/// Reading a non-trivial value out of unsafe memory (`pointer.pointee`) and handing it to a
/// borrowing method makes the compiler copy it, retaining each of its references before the
/// call and releasing each after, whenever the method may call code it cannot see (as a
/// consumer's `append` can): it cannot prove that nothing writes that memory meanwhile. A query
/// visiting a section would pay that for every section's geometry (about six atomic
/// reference-count operations, 30 ns).
///
/// Here the value's bytes are copied into a stack temporary and moved out of it into a local
/// that `body` borrows; afterwards the local is moved back into the temporary, which is left as
/// it is. The local owns nothing: once optimized, no reference is retained and none is
/// released (a debug build may copy the local, retaining and then releasing, balanced); a copy
/// that `body` makes of a part (a result holding custom attributes) is retained as usual.
///
/// - Precondition: the memory at `address` holds an initialized value that stays alive and
///   unchanged until this call returns (an element of an array the caller holds and does not
///   mutate), and `Value` can be moved byte by byte (no Objective-C `weak` reference, no C++
///   field with its own move): asserted.
@inline(__always)
func withUnretainedBorrow<Value, Result>(
  of address: UnsafePointer<Value>, _ body: (borrowing Value) -> Result
) -> Result {
  assert(_isBitwiseTakable(Value.self), "\(Value.self) cannot be moved byte by byte")
  return withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { temporary in
    let slot = temporary.baseAddress.unsafelyUnwrapped
    UnsafeMutableRawPointer(slot).copyMemory(
      from: address, byteCount: MemoryLayout<Value>.size)
    let value = slot.move()
    let result = body(value)
    // Back into the temporary, which is never deinitialized: the bytes' references were not
    // retained by the copy, so they must not be released.
    slot.initialize(to: consume value)
    return result
  }
}

/// A value lent through its address for the length of one call, to be read without a copy by
/// code that holds the lender's stored properties: a value held by value in a struct is copied
/// with its references when the struct is built, a lent one is not.
///
/// Made only by ``lend(_:_:)`` and valid only inside the closure it is handed to: it must not
/// escape it.
struct LentValue<Value> {
  /// The value, valid while the closure of ``lend(_:_:)`` runs.
  private let address: UnsafePointer<Value>

  private init(_ address: UnsafePointer<Value>) {
    self.address = address
  }

  /// Calls `body` with `value` lent, which stays alive and unchanged while it runs.
  @inline(__always)
  static func lend<Result>(_ value: Value, _ body: (LentValue) -> Result) -> Result {
    withUnsafePointer(to: value) { body(LentValue($0)) }
  }

  /// Calls `body` with the value, neither copied nor retained (see
  /// ``withUnretainedBorrow(of:_:)``).
  @inline(__always)
  func withValue<Result>(_ body: (borrowing Value) -> Result) -> Result {
    withUnretainedBorrow(of: address, body)
  }
}
