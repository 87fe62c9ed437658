import Foundation
import Testing

@testable import CollectionLayoutCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The release of a large output file's pages from the page cache: which windows are advised,
/// when, and that the advice never changes the bytes written.
@Suite struct PageCacheReleaseTests {
  /// The advice calls a stand-in saw: (offset, length), in order.
  final class Recorder: @unchecked Sendable {
    var calls: [[Int]] = []
  }

  /// A sink whose `write` takes everything, with a release of windows of 10 bytes after a
  /// threshold of 25, dropping two windows late, recorded by `recorder`.
  private func sink(_ recorder: Recorder, failing: Int32 = 0) -> FileDescriptorSink {
    let release = PageCacheRelease(windowSize: 10, threshold: 25, lag: 2) { _, offset, length in
      recorder.calls.append([offset, length])
      return failing
    }
    return FileDescriptorSink(descriptor: 99, pageCacheRelease: release) { _, _, count in count }
  }

  private func write(_ count: Int, to sink: inout FileDescriptorSink) throws {
    try [UInt8](repeating: 7, count: count).withUnsafeBytes { try sink.write($0) }
  }

  @Test func nothingIsAdvisedUpToTheThreshold() throws {
    let recorder = Recorder()
    var sink = sink(recorder)
    try write(13, to: &sink)
    try write(12, to: &sink)
    #expect(sink.byteCount == 25)
    #expect(recorder.calls.isEmpty)
  }

  @Test func eachWindowIsWrittenBackThenDroppedTwoWindowsLater() throws {
    let recorder = Recorder()
    var sink = sink(recorder)
    // The windows start at 20, the last multiple of 10 at or below the threshold (25): the
    // bytes before are left to the kernel. At 26, window 20 ..< 30 is not complete.
    try write(26, to: &sink)
    #expect(recorder.calls.isEmpty)
    // 33: window 20 ..< 30 is written back.
    try write(7, to: &sink)
    #expect(recorder.calls == [[20, 10]])
    // 39: window 30 ..< 40 is not complete.
    try write(6, to: &sink)
    #expect(recorder.calls.count == 1)
    // 61: windows 30, 40 and 50 written back; after 40 and 50, the window two before each
    // is dropped.
    try write(22, to: &sink)
    #expect(recorder.calls == [[20, 10], [30, 10], [40, 10], [20, 10], [50, 10], [30, 10]])
    #expect(sink.pageCacheRelease?.writebackEnd == 60)
    #expect(sink.pageCacheRelease?.droppedEnd == 40)
  }

  @Test func aFailedAdviceStopsTheReleaseButNotTheWrite() throws {
    let recorder = Recorder()
    var sink = sink(recorder, failing: ESPIPE)
    try write(50, to: &sink)
    try write(50, to: &sink)
    #expect(sink.byteCount == 100)
    #expect(recorder.calls == [[20, 10]])
    #expect(sink.pageCacheRelease?.isStopped == true)
  }

  @Test func aRealFileReleasedAsItIsWrittenHoldsEveryByte() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let path = directory.path("out.bin")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    // Windows of one page after two pages, the system's own advice.
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    var sink = FileDescriptorSink(
      descriptor: descriptor, maximumWriteSize: 1000,
      pageCacheRelease: PageCacheRelease(windowSize: page, threshold: 2 * page, lag: 1))
    let bytes = (0..<(20 * page + 123)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
    for start in stride(from: 0, to: bytes.count, by: 5000) {
      try bytes[start..<min(start + 5000, bytes.count)].withUnsafeBytes { try sink.write($0) }
    }
    close(descriptor)
    #expect(sink.pageCacheRelease?.isStopped == false)
    #expect(sink.pageCacheRelease?.droppedEnd == 19 * page)
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
  }

  @Test func anOutputFileIsReleasedAndADeviceIsNot() throws {
    // The temporary file of `-o` gets a release; `/dev/null`, written in place, none.
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    var releases: [Bool] = []
    for path in [directory.path("frames.json"), "/dev/null"] {
      try OutputFile.write(toPath: path) { (output) throws(CommandFailure) in
        releases.append(output.hasPageCacheRelease)
        try output.write([1, 2, 3])
      }
    }
    #expect(releases == [true, false])
  }
}
