import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The bytes the C heap holds in use, from glibc's `malloc_info` (its totals over every arena:
/// the system memory in use less the free chunks, plus the chunks mapped on their own, as a
/// million-element array is); `nil` where glibc is not the allocator. Process-wide: another
/// test allocating at the same moment counts too, so a test reads it across a window of
/// microseconds (see `StreamingMemoryTests`).
enum HeapInUse {
  #if canImport(Glibc)
    /// `int malloc_info(int options, FILE *stream)`, found at run time: the Glibc module does
    /// not export `malloc.h`.
    private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

    private static let mallocInfo: MallocInfo? = {
      guard let symbol = dlsym(nil, "malloc_info") else { return nil }
      return unsafeBitCast(symbol, to: MallocInfo.self)
    }()
  #endif

  /// The bytes in use now; `nil` when they cannot be read.
  static func bytes() -> Int? {
    #if canImport(Glibc)
      guard let mallocInfo else { return nil }
      var buffer: UnsafeMutablePointer<CChar>?
      var size = 0
      guard let stream = open_memstream(&buffer, &size) else { return nil }
      let status = mallocInfo(0, stream)
      fclose(stream)
      defer { free(buffer) }
      guard status == 0, let buffer else { return nil }
      return inUse(xml: String(cString: buffer))
    #else
      return nil
    #endif
  }

  /// The bytes in use that `xml` (malloc_info's document) gives: after the last arena, the
  /// totals `<total type="fast" … size="F"/>`, `<total type="rest" … size="R"/>` (the free
  /// chunks, the top one included), `<total type="mmap" … size="M"/>` and
  /// `<system type="current" size="C"/>`: C − F − R + M.
  static func inUse(xml: String) -> Int? {
    guard let totals = xml.range(of: "</heap>", options: .backwards).map({ xml[$0.upperBound...] })
    else { return nil }
    func size(of tag: String) -> Int? {
      guard let start = totals.range(of: tag),
        let attribute = totals[start.upperBound...].range(of: "size=\"")
      else { return nil }
      let digits = totals[attribute.upperBound...].prefix { $0.isNumber }
      return Int(digits)
    }
    guard let fast = size(of: "<total type=\"fast\""), let rest = size(of: "<total type=\"rest\""),
      let mapped = size(of: "<total type=\"mmap\""),
      let current = size(of: "<system type=\"current\"")
    else { return nil }
    return current - fast - rest + mapped
  }
}
