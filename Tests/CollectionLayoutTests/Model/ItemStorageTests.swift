import CollectionLayout
import Testing

/// Items store their optional values compactly (plain values and a byte of flags); what a
/// caller sees is the optionals, with the equality and hashing of optionals.
@Suite struct ItemStorageTests {
  @Test func anItemTakesSeventyTwoBytes() {
    // 104 with optionals; a million listed items are 32 MB smaller. (64 before the flow
    // layout's per-item width.)
    #expect(MemoryLayout<Item>.stride == 72)
  }

  @Test func everyOptionalValueIsKeptAndCleared() {
    var item = Item(
      id: "a", width: 80, height: 60, aspectRatio: 1.5, isHeightEstimated: true,
      imageSize: LayoutSize(width: 3600, height: 2400), version: 7)
    #expect(item.id == "a")
    #expect(item.width == 80)
    #expect(item.height == 60)
    #expect(item.aspectRatio == 1.5)
    #expect(item.isHeightEstimated)
    #expect(item.imageSize == LayoutSize(width: 3600, height: 2400))
    #expect(item.version == 7)
    item.width = nil
    item.height = nil
    item.aspectRatio = nil
    item.isHeightEstimated = false
    item.imageSize = nil
    item.version = nil
    #expect(item.width == nil)
    #expect(item.height == nil)
    #expect(item.aspectRatio == nil)
    #expect(!item.isHeightEstimated)
    #expect(item.imageSize == nil)
    #expect(item.version == nil)
    #expect(item == Item(id: "a"))
    #expect(item.hashValue == Item(id: "a").hashValue)
  }

  @Test func zeroIsNotAbsence() {
    // An absent value is stored as 0: a present 0 must still differ from it.
    #expect(Item(height: 0) != Item())
    #expect(Item(height: 0).height == 0)
    #expect(Item(version: 0) != Item())
    #expect(Item(version: 0).version == 0)
    #expect(Item(imageSize: LayoutSize(width: 0, height: 0)) != Item())
    #expect(Item(aspectRatio: 0) != Item(height: 0))
    #expect(Item(estimatedHeight: 80) != Item(height: 80))
    #expect(Item(estimatedHeight: 80).height == 80)
  }

  @Test func valuesCompareAsOptionalsDo() {
    #expect(Item(height: -0.0) == Item(height: 0))
    #expect(Item(height: -0.0).hashValue == Item(height: 0).hashValue)
    #expect(Item(height: .nan) != Item(height: .nan))
    #expect(Item(height: 44).height(inColumnOfWidth: 100) == 44)
    #expect(Item(aspectRatio: 2).height(inColumnOfWidth: 100) == 50)
    #expect(Item().height(inColumnOfWidth: 100) == nil)
  }
}
