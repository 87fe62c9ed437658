import CollectionLayout

/// A ``ByteSink`` that passes what it is given to `base` made safe inside a `<script>`
/// element (every `<` written `\u003c`, the controls and noncharacters as `\uXXXX`,
/// ``PlayerPage/scriptSafe(_:)``), one chunk at a time: what embeds frames as they are written
/// into the player page. The frames writer hands over whole records, so a chunk never ends
/// inside a character.
struct ScriptSafeSink<Base: ByteSink>: ByteSink {
  /// Where the escaped bytes go.
  var base: Base
  /// The escaped chunk, its storage kept between chunks.
  private var escaped: [UInt8] = []

  init(base: Base) {
    self.base = base
  }

  /// Escapes `bytes` and writes them to `base`.
  mutating func write(_ bytes: UnsafeRawBufferPointer) throws(Base.Failure) {
    escaped.removeAll(keepingCapacity: true)
    PlayerPage.appendScriptSafe(bytes, to: &escaped)
    var failure: Base.Failure?
    escaped.withUnsafeBytes { buffer in
      do throws(Base.Failure) { try base.write(buffer) } catch { failure = error }
    }
    if let failure { throw failure }
  }
}
