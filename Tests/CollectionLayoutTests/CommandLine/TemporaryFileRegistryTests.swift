import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// The registry of temporary files a signal removes, on registries of their own (the shared one
/// holds the files of the tests writing outputs in parallel).
struct TemporaryFileRegistryTests {
  @Test func theRemovalUnlinksTheRegisteredFilesOnly() throws {
    let directory = try ScratchDirectory()
    defer { directory.remove() }
    let first = try directory.write("1", to: "first.tmp")
    let second = try directory.write("2", to: "second.tmp")
    _ = try directory.write("3", to: "other.tmp")
    let registry = TemporaryFileRegistry()
    #expect(registry.register(first) == 0)
    let secondSlot = registry.register(second)
    #expect(secondSlot == 1)
    registry.clear(secondSlot)
    #expect(registry.registeredPaths == [first])
    registry.removeRegisteredFiles()
    #expect(try directory.contents() == ["other.tmp", "second.tmp"])
  }

  @Test func aFullRegistryRefusesAPathAndAClearedSlotIsTakenAgain() {
    let registry = TemporaryFileRegistry()
    let slots = (0..<4).map { registry.register("/tmp/file-\($0).tmp") }
    #expect(slots == [0, 1, 2, 3])
    #expect(registry.register("/tmp/file-4.tmp") == nil)
    registry.clear(2)
    #expect(registry.register("/tmp/file-5.tmp") == 2)
    #expect(
      registry.registeredPaths == [
        "/tmp/file-0.tmp", "/tmp/file-1.tmp", "/tmp/file-5.tmp", "/tmp/file-3.tmp",
      ])
  }

  @Test func aPathLongerThanTheBufferIsNotRegistered() {
    let registry = TemporaryFileRegistry()
    // 4,096 bytes and the terminating zero fill the 4,097 bytes of a slot; one more does not fit.
    let longest = "/" + String(repeating: "a", count: 4095)
    #expect(registry.register(longest + "a") == nil)
    #expect(registry.register(longest) == 0)
    #expect(registry.registeredPath == longest)
  }

  @Test func clearingNoSlotOrAnUnknownOneChangesNothing() {
    let registry = TemporaryFileRegistry()
    registry.register("/tmp/kept.tmp")
    registry.clear(nil)
    registry.clear(-1)
    registry.clear(4)
    #expect(registry.registeredPaths == ["/tmp/kept.tmp"])
  }
}
