import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

/// The README's picture of a device (the App Store-like screen on an iPhone 15 in landscape,
/// its strip scrolled, the sensor housing's and the home indicator's bands shaded, the layout
/// margins dashed) must be what `render --svg` draws from the device's golden.
@Suite struct DevicePictureTests {
  @Test func theReadmePictureOfALandscapeIPhoneIsCurrent() throws {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    let golden = url.appendingPathComponent(
      "Snapshots/Devices/app-store.iPhone-15-landscape.frames.json"
    ).path
    let path = url.appendingPathComponent(
      "Sources/CollectionLayout/Documentation.docc/Resources/"
        + "devices-app-store-iphone-15-landscape.svg"
    ).path
    let frames = try FramesReader.read(Array(try Data(contentsOf: URL(fileURLWithPath: golden))))
    let svg = try SVGPicture.svg(of: frames, step: 1)
    #expect(svg.contains("outside the safe area"))
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == svg,
      """
      devices-app-store-iphone-15-landscape.svg is out of date; draw it again:
      swift run collection-layout render \(golden) --svg --step 1 -o \(path)
      """)
  }
}
