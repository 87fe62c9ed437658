import CollectionLayoutCore

/// Where a writer's bytes go, in order, one bounded chunk at a time: a file, a pipe, a
/// network connection, or memory.
///
/// ``FramesStreamWriter`` formats a frames document into a buffer of about its chunk size
/// and hands each full chunk to ``write(_:)``, so a document of any size is written without
/// being held in memory. A sink must take every byte of the chunk before returning (a file
/// sink loops over short writes) or throw.
///
/// `[UInt8]` is a sink that appends every chunk and never fails:
/// ```swift
/// var bytes: [UInt8] = []
/// FramesWriter.write(frames, to: &bytes)
/// ```
public protocol ByteSink {
  /// The error ``write(_:)`` throws; `Never` for a sink that cannot fail.
  associatedtype Failure: Error

  /// Takes all of `bytes` (never empty) after the bytes of earlier calls, or throws. The
  /// buffer is valid only during the call.
  mutating func write(_ bytes: UnsafeRawBufferPointer) throws(Failure)
}

extension Array: ByteSink where Element == UInt8 {
  /// Appends the chunk; never fails.
  public mutating func write(_ bytes: UnsafeRawBufferPointer) {
    append(contentsOf: bytes)
  }
}
