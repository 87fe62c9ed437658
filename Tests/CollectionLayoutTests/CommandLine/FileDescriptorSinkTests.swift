import Foundation
import Testing

@testable import CollectionLayoutCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX write loop: every call checked, short counts completed, interruptions retried,
/// failures reported with their reason.
@Suite struct FileDescriptorSinkTests {
  /// What a stand-in `write` saw and wrote.
  final class Recorder: @unchecked Sendable {
    var requested: [Int] = []
    var written: [UInt8] = []
    var calls = 0
  }

  private static let text = Array("0123456789abcdefghijklmnopqrstuvwxyz".utf8)

  @Test func shortCountsAndInterruptionsWriteEveryByteOnce() throws {
    let recorder = Recorder()
    // Every third call is interrupted; the others write at most 5 bytes.
    var sink = FileDescriptorSink(descriptor: 99) { _, bytes, count in
      recorder.calls += 1
      recorder.requested.append(count)
      if recorder.calls % 3 == 0 {
        errno = EINTR
        return -1
      }
      let taken = min(count, 5)
      recorder.written += UnsafeRawBufferPointer(start: bytes, count: taken)
      return taken
    }
    try Self.text.withUnsafeBytes { try sink.write($0) }
    #expect(recorder.written == Self.text)
    #expect(sink.byteCount == Self.text.count)
    // 36 bytes, 5 at a time: 8 writes, and 4 interruptions between them.
    #expect(recorder.calls == 11)
    #expect(recorder.requested.prefix(3) == [36, 31, 26])
  }

  @Test func noCallIsGivenMoreThanTheMaximum() throws {
    let recorder = Recorder()
    var sink = FileDescriptorSink(descriptor: 99, maximumWriteSize: 8) { _, bytes, count in
      recorder.requested.append(count)
      recorder.written += UnsafeRawBufferPointer(start: bytes, count: count)
      return count
    }
    try Self.text.withUnsafeBytes { try sink.write($0) }
    #expect(recorder.requested == [8, 8, 8, 8, 4])
    #expect(recorder.written == Self.text)
  }

  @Test func aFailureIsThrownWithItsReason() {
    var sink = FileDescriptorSink(descriptor: 99) { _, _, _ in
      errno = EPIPE
      return -1
    }
    #expect(throws: WriteFailure(code: EPIPE)) {
      try Self.text.withUnsafeBytes { try sink.write($0) }
    }
    #expect(WriteFailure(code: EPIPE).reason == "the reading end of the pipe is closed")
    #expect(WriteFailure(code: ENOSPC).reason == "no space left on the device")
  }

  @Test func aWriteThatMakesNoProgressFailsInsteadOfLooping() {
    var sink = FileDescriptorSink(descriptor: 99) { _, _, _ in 0 }
    #expect(throws: WriteFailure(code: EIO)) {
      try Self.text.withUnsafeBytes { try sink.write($0) }
    }
  }

  @Test func aRealFileWrittenInSmallCallsHoldsEveryByte() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let path = directory.path("out.bin")
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    try #require(descriptor >= 0)
    var sink = FileDescriptorSink(descriptor: descriptor, maximumWriteSize: 7)
    let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    try bytes.withUnsafeBytes { try sink.write($0) }
    close(descriptor)
    #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == bytes)
  }

  @Test func theCommandOutputNamesItsDestination() {
    var output = CommandOutput.file(
      FileDescriptorSink(descriptor: 99) { _, _, _ in
        errno = ENOSPC
        return -1
      }, path: "out.json")
    #expect(
      throws: CommandFailure(
        .outputFailure, "cannot write 'out.json': no space left on the device")
    ) {
      try output.write([1, 2, 3])
    }
    #expect(
      CommandOutput.standardOutput().failure("the reading end of the pipe is closed")
        == CommandFailure(
          .outputFailure,
          "cannot write to standard output: the reading end of the pipe is closed"))
  }
}
