/// An sRGB colour with 8 bits per channel, written in scenarios and frames as `"#RRGGBB"`
/// or `"#RRGGBBAA"`.
///
/// The engine never draws: colours are attributes handed to a renderer unchanged.
public struct LayoutColor: Hashable, Sendable, CustomStringConvertible, BitwiseCopyable {
  /// The red channel, 0 ... 255.
  public var red: UInt8
  /// The green channel, 0 ... 255.
  public var green: UInt8
  /// The blue channel, 0 ... 255.
  public var blue: UInt8
  /// The alpha channel, 0 (transparent) ... 255 (opaque).
  public var alpha: UInt8

  /// Creates a colour from its channels; alpha defaults to opaque.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `"#RRGGBB"` or `"#RRGGBBAA"` (hexadecimal digits in either case).
  /// Returns `nil` for anything else.
  public init?(hex: String) {
    let digits = Array(hex.utf8)
    guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else {
      return nil
    }
    var channels: [UInt8] = []
    var index = 1
    while index < digits.count {
      guard let high = LayoutColor.hexValue(digits[index]),
        let low = LayoutColor.hexValue(digits[index + 1])
      else { return nil }
      channels.append(high << 4 | low)
      index += 2
    }
    self.init(
      red: channels[0], green: channels[1], blue: channels[2],
      alpha: channels.count == 4 ? channels[3] : 255)
  }

  /// The colour as `"#RRGGBB"` when opaque, `"#RRGGBBAA"` otherwise, in upper case.
  public var description: String {
    var text = "#" + LayoutColor.hex(red) + LayoutColor.hex(green) + LayoutColor.hex(blue)
    if alpha != 255 { text += LayoutColor.hex(alpha) }
    return text
  }

  /// UIKit's classic separator grey, #C8C7CC: the separator colour when none is set.
  public static let defaultSeparator = LayoutColor(red: 0xC8, green: 0xC7, blue: 0xCC)

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return digit - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  private static func hex(_ value: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String(digits[Int(value >> 4)]) + String(digits[Int(value & 0x0F)])
  }
}
