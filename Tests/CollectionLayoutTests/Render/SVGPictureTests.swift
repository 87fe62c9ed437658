import CollectionLayout
import Foundation
import Testing

@testable import CollectionLayoutCommandLine

@Suite struct SVGPictureTests {
  /// 257.08 points wide: the caption's second line, 34 characters of 6.62 points, and two
  /// margins of 16 (the viewport is 120 wide).
  @Test func drawsAStepWordForWord() throws {
    let expected = #"""
      <svg xmlns="http://www.w3.org/2000/svg" width="257.08" height="404" viewBox="0 0 257.08 404" font-family="DejaVu Sans Mono, Menlo, Consolas, monospace">
      <title>step 0 of 2 (initial); offset (0, -10), content 120 x 140</title>
      <defs><clipPath id="viewport"><rect x="16" y="48" width="120" height="90"/></clipPath></defs>
      <rect width="257.08" height="404" fill="#FFFFFF"/>
      <text x="16" y="26" font-size="11" fill="#202124"><tspan font-weight="bold">step 0 of 2 (initial)</tspan><tspan x="16" dy="15">offset (0, -10), content 120 x 140</tspan></text>
      <g clip-path="url(#viewport)">
      <rect x="16" y="48" width="120" height="90" fill="#E4E4EA"/>
      <g transform="translate(16 58)" font-size="10">
      <rect width="120" height="140" fill="#FFFFFF"/>
      <rect x="0.5" y="30.5" width="59" height="39" fill="#E3E8EF" stroke="#8593A8" stroke-width="1"/>
      <rect x="60.5" y="30.5" width="59" height="39" fill="#E3E8EF" stroke="#8593A8" stroke-width="1" stroke-dasharray="2 2" fill-opacity="0.3" stroke-opacity="0.3"/>
      <rect x="0" y="69.75" width="120" height="0.5" fill="#8E8E93"/>
      <rect x="1.25" y="1.25" width="117.5" height="27.5" fill="#CDEBEA" stroke="#202124" stroke-width="2.5"/>
      <path d="M111 9v6" stroke="#202124" stroke-width="1.5"/><circle cx="111" cy="6" r="3.5" fill="#202124"/>
      <text x="4" y="11.5" fill="#202124">globalHeader/0</text>
      <text x="64" y="41.5" fill="#202124" opacity="0.3">item/0/1</text>
      <text x="4" y="41.5" fill="#202124">item/0/0</text>
      </g>
      <rect x="16" y="48" width="120" height="10" fill="#5F6368" fill-opacity="0.22"/>
      </g>
      <rect x="16" y="48" width="120" height="90" fill="none" stroke="#202124" stroke-width="2"/>
      <g font-size="11" fill="#202124">
      <rect x="17" y="155" width="11" height="11" fill="#CDEBEA" stroke="#3E8E8A"/><text x="34" y="164">global header</text>
      <rect x="17" y="173" width="11" height="11" fill="#FCEFC7" stroke="#B8912E"/><text x="34" y="182">header</text>
      <rect x="17" y="191" width="11" height="11" fill="#E8DDF4" stroke="#8A6BB4"/><text x="34" y="200">footer</text>
      <rect x="17" y="209" width="11" height="11" fill="#E3E8EF" stroke="#8593A8"/><text x="34" y="218">item</text>
      <rect x="17" y="227" width="11" height="11" fill="#F3E6DA" stroke="#A57F5C"/><text x="34" y="236">placeholder</text>
      <rect x="17" y="245" width="11" height="11" fill="#F1F1F1" stroke="#C4C4C4"/><text x="34" y="254">background</text>
      <rect x="17" y="263" width="11" height="11" fill="#8E8E93" stroke="#8E8E93"/><text x="34" y="272">separator</text>
      <rect x="17" y="281" width="11" height="11" fill="#FFFFFF" stroke="#1E8E3E" stroke-width="2.5"/><text x="34" y="290">+ inserted</text>
      <rect x="17" y="299" width="11" height="11" fill="#FFFFFF" stroke="#D93025" stroke-width="2.5" stroke-dasharray="6 3"/><text x="34" y="308">- deleted</text>
      <rect x="17" y="317" width="11" height="11" fill="#FFFFFF" stroke="#1A73E8" stroke-width="2.5"/><text x="34" y="326">M moved</text>
      <rect x="17" y="335" width="11" height="11" fill="#FFFFFF" stroke="#E37400" stroke-width="2.5" stroke-dasharray="2 2"/><text x="34" y="344">R reloaded</text>
      <path d="M22 358v6" stroke="#202124" stroke-width="1.5"/><circle cx="22" cy="356" r="3.5" fill="#202124"/><text x="34" y="362">pinned</text>
      <rect x="17" y="371" width="11" height="11" fill="#5F6368" fill-opacity="0.22"/><text x="34" y="380">content inset</text>
      </g>
      </svg>

      """#
    #expect(try SVGPicture.svg(of: TinyFrames.frames, step: 0) == expected)
  }

  @Test func drawsAnAnimationFrameWithItsChanges() throws {
    let scene = try FrameScene(frames: TinyFrames.frames, step: 1, animationFrame: 1)
    #expect(scene.caption == "step 1 of 2 (update), frame 1 of 2 at 0.25 s")
    #expect(scene.details == "offset (0, 5), content 120 x 180")
    let boxes = #"""
      <rect x="1.25" y="31.25" width="57.5" height="37.5" fill="#E3E8EF" stroke="#1E8E3E" stroke-width="2.5" fill-opacity="0.5" stroke-opacity="0.5"/>
      <rect x="61.25" y="31.25" width="57.5" height="37.5" fill="#E3E8EF" stroke="#D93025" stroke-width="2.5" stroke-dasharray="6 3" fill-opacity="0.25" stroke-opacity="0.4"/>
      <rect x="1.25" y="56.25" width="57.5" height="37.5" fill="#E3E8EF" stroke="#1A73E8" stroke-width="2.5"/>
      <rect x="1.25" y="1.25" width="117.5" height="27.5" fill="#CDEBEA" stroke="#202124" stroke-width="2.5"/>
      <path d="M111 9v6" stroke="#202124" stroke-width="1.5"/><circle cx="111" cy="6" r="3.5" fill="#202124"/>
      """#
    // Labels, topmost box first: the header's name below the screen's top edge (offset 5),
    // then the badges; the moved item, drawn over the inserted one, takes the bottom of its
    // part, and neither 60-point box has room for a name after its badge.
    let labels = #"""
      <text x="4" y="16.5" fill="#202124">globalHeader/0</text>
      <circle cx="10" cy="63" r="6" fill="#1A73E8"/><text x="10" y="66.5" text-anchor="middle" fill="#FFFFFF" font-weight="bold">M</text>
      <circle cx="70" cy="38" r="6" fill="#D93025"/><text x="70" y="41.5" text-anchor="middle" fill="#FFFFFF" font-weight="bold">-</text>
      <circle cx="10" cy="38" r="6" fill="#1E8E3E"/><text x="10" y="41.5" text-anchor="middle" fill="#FFFFFF" font-weight="bold">+</text>
      """#
    #expect(scene.boxes.flatMap(SVGPicture.boxLines).joined(separator: "\n") == boxes)
    let svg = SVGPicture.svg(of: scene)
    #expect(svg.contains("\n<g transform=\"translate(16 43)\" font-size=\"10\">\n"))
    #expect(svg.contains("\n" + boxes + "\n" + labels + "\n</g>\n"))
  }

  @Test func isTheSameEveryTime() throws {
    let first = try SVGPicture.svg(of: TransitionSample.frames, step: 1, animationFrame: 3)
    #expect(try SVGPicture.svg(of: TransitionSample.frames, step: 1, animationFrame: 3) == first)
    #expect(first.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" "))
    #expect(first.hasSuffix("</svg>\n"))
  }

  @Test func escapesText() {
    #expect(SVGPicture.escaped("a<b>&\"c\"") == "a&lt;b&gt;&amp;&quot;c&quot;")
  }

  @Test(arguments: [
    (106.666, "106.67"), (-0.001, "0"), (-0.0, "0"), (0.5, "0.5"), (0.05, "0.05"),
    (-2.25, "-2.25"), (768, "768"), (1e20, "10000000000000"), (-1e20, "-10000000000000"),
    (Double.nan, "0"), (Double.infinity, "10000000000000"),
  ])
  func formatsNumbers(value: Double, text: String) {
    #expect(SVGNumber.format(value) == text)
  }
}

/// The pictures of the demo in the documentation must be what `render --svg` draws now: its
/// first step, and the middle of its last update (the segmented switch, sections sliding).
@Test(arguments: [("demo-step.svg", 0, nil), ("demo-update.svg", 7, 9)] as [(String, Int, Int?)])
func theDocumentationPicturesOfTheDemoAreCurrent(name: String, step: Int, frame: Int?) throws {
  var url = URL(fileURLWithPath: #filePath)
  for _ in 0..<4 { url.deleteLastPathComponent() }
  let path = url.appendingPathComponent(
    "Sources/CollectionLayout/Documentation.docc/Resources/\(name)"
  ).path
  let frames = try FramesReader.read(
    FramesWriter.utf8(for: ScenarioDecoder.decode(DemoScenario.json).frames()))
  let expected = try SVGPicture.svg(of: frames, step: step, animationFrame: frame)
  let options = "--step \(step)" + (frame.map { " --frame \($0)" } ?? "")
  #expect(
    try String(contentsOfFile: path, encoding: .utf8) == expected,
    """
    \(name) is out of date; draw it again:
    swift run collection-layout demo -o /tmp/demo && swift run collection-layout render \
    /tmp/demo/demo.frames.json --svg \(options) -o \(path)
    """)
}
