import Foundation

/// Whether `first` and `second` are the same bits: every stored scalar equal bit for bit and
/// every stored reference to the same object, so that one can stand for the other with nothing
/// observable changed. Not `==`: `false` says nothing (two equal values may differ in their
/// padding, in a `-0.0` for a `0.0`, or hold equal contents in different objects), and a NaN
/// is the same bits as itself. O(the type's inline size), no copy made and no reference
/// retained: what lets ``DisplayTracker`` keep the last frame's layout, where storing the new
/// one copies it (a retain a reference) and destroys the old (a release each).
///
/// The padding between fields is compared too, and a copy made field by field need not carry
/// it: whether two copies of one value compare as the same bits is the compiler's to decide.
/// The answer is never wrong, but the saving it allows may come and go with the toolchain
/// (Performance.md, "This round: the last frame's layout kept").
///
/// ```
///  first    [ 0x7f..a0 | 0x7f..c8 | 390.0 | 844.0 ]     references, then scalars
///  second   [ 0x7f..a0 | 0x7f..c8 | 390.0 | 844.0 ]     the same bits: true
///  a copy of first with one array changed: its reference differs: false
/// ```
func isBitwiseIdentical<Value>(_ first: Value, _ second: Value) -> Bool {
  withUnsafeBytes(of: first) { first in
    withUnsafeBytes(of: second) { second in
      // One type, one size. `memcmp`: a byte-by-byte `elementsEqual` costs about ten
      // instructions a byte.
      guard let one = first.baseAddress, let other = second.baseAddress else { return true }
      return memcmp(one, other, first.count) == 0
    }
  }
}
