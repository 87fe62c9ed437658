import Foundation
import Testing

@testable import CollectionLayoutTesting

@Suite struct LineDiffTests {
  private static func text(_ lines: [String]) -> String {
    lines.map { $0 + "\n" }.joined()
  }

  private static let letters = text(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"])

  @Test func showsAChangedLineWithThreeLinesOfContext() {
    let new = Self.letters.replacingOccurrences(of: "e\n", with: "E\n")
    let diff = LineDiff(old: Self.letters, new: new)
    #expect(
      diff.unified(oldName: "golden", newName: "actual") == """
        --- golden
        +++ actual
        @@ -2,7 +2,7 @@
         b
         c
         d
        -e
        +E
         f
         g
         h
        """)
  }

  @Test func mergesHunksAtMostSixLinesApart() {
    let old = Self.text((1...20).map(String.init))
    var lines = (1...20).map(String.init)
    lines[1] = "two"
    lines[8] = "nine"
    #expect(
      LineDiff(old: old, new: Self.text(lines)).unified(oldName: "old", newName: "new") == """
        --- old
        +++ new
        @@ -1,12 +1,12 @@
         1
        -2
        +two
         3
         4
         5
         6
         7
         8
        -9
        +nine
         10
         11
         12
        """)
  }

  @Test func splitsHunksMoreThanSixLinesApart() {
    let old = Self.text((1...20).map(String.init))
    var lines = (1...20).map(String.init)
    lines[1] = "two"
    lines.remove(at: 9)
    #expect(
      LineDiff(old: old, new: Self.text(lines)).unified(oldName: "old", newName: "new") == """
        --- old
        +++ new
        @@ -1,5 +1,5 @@
         1
        -2
        +two
         3
         4
         5
        @@ -7,7 +7,6 @@
         7
         8
         9
        -10
         11
         12
         13
        """)
  }

  @Test func writesEmptySidesWithTheLineBefore() {
    #expect(
      LineDiff(old: "", new: "x\ny\n").unified(oldName: "old", newName: "new") == """
        --- old
        +++ new
        @@ -0,0 +1,2 @@
        +x
        +y
        """)
    #expect(
      LineDiff(old: "a\nb\nc\n", new: "a\nb\n").unified(oldName: "old", newName: "new") == """
        --- old
        +++ new
        @@ -1,3 +1,2 @@
         a
         b
        -c
        """)
    #expect(
      LineDiff(old: "a\nb\n", new: "a\nz\nb\n").unified(oldName: "old", newName: "new", context: 0)
        == """
        --- old
        +++ new
        @@ -1,0 +2,1 @@
        +z
        """)
  }

  @Test func marksAMissingFinalNewline() {
    #expect(
      LineDiff(old: "a\nb\n", new: "a\nb").unified(oldName: "old", newName: "new") == #"""
        --- old
        +++ new
        @@ -1,2 +1,2 @@
         a
        -b
        +b
        \ No newline at end of file
        """#)
  }

  @Test func comparesBytesNotCanonicalEquivalence() {
    let composed = "caf\u{E9}\n"
    let decomposed = "cafe\u{301}\n"
    #expect(!LineDiff(old: composed, new: decomposed).isEmpty)
    #expect(LineDiff(old: composed, new: composed).isEmpty)
  }

  @Test func findsTheShortestEditScript() {
    // Myers' example: ABCABBA -> CBABAC takes 5 edits.
    let old = Self.text(["A", "B", "C", "A", "B", "B", "A"])
    let new = Self.text(["C", "B", "A", "B", "A", "C"])
    let diff = LineDiff(old: old, new: new)
    let edits = diff.operations.filter {
      if case .equal = $0 { return false } else { return true }
    }
    #expect(edits.count == 5)
    #expect(Self.apply(diff) == new)
  }

  @Test func fallsBackToAPositionalComparisonBeyondTheEditLimit() {
    let diff = LineDiff(old: "a\nb\nc\n", new: "x\nb\ny\nz\n", maximumEditCount: 0)
    #expect(
      diff.unified(oldName: "old", newName: "new") == """
        --- old
        +++ new
        @@ -1,3 +1,4 @@
        -a
        +x
         b
        -c
        +y
        +z
        """)
  }

  @Test func capsTheDiffLines() {
    let old = Self.text((1...10).map(String.init))
    let new = Self.text((1...10).map { "\($0)!" })
    #expect(
      LineDiff(old: old, new: new).unified(oldName: "old", newName: "new", maximumLines: 4) == """
        --- old
        +++ new
        @@ -1,10 +1,10 @@
        -1
        -2
        -3
        ... 17 more diff lines
        """)
  }

  @Test(.timeLimit(.minutes(1)))
  func diffsOneHundredThousandLinesQuickly() {
    let old = (0..<100_000).map { "line \($0)" }
    // A few scattered changes: the exact script.
    var scattered = old
    for index in stride(from: 500, to: 100_000, by: 1000) { scattered[index] += " changed" }
    let few = LineDiff(old: Self.text(old), new: Self.text(scattered))
    #expect(few.operations.count == 100_100)
    #expect(Self.apply(few) == Self.text(scattered))
    // Every line changed: beyond the edit limit, the positional script.
    let every = old.map { $0 + "!" }
    let many = LineDiff(old: Self.text(old), new: Self.text(every))
    #expect(many.operations.count == 200_000)
    #expect(Self.apply(many) == Self.text(every))
  }

  /// The new text rebuilt from the old one and the script.
  private static func apply(_ diff: LineDiff) -> String {
    var output = ""
    for operation in diff.operations {
      switch operation {
      case .equal(let old, _): output += diff.oldLines[old].text + "\n"
      case .delete: continue
      case .insert(let new): output += diff.newLines[new].text + "\n"
      }
    }
    return output
  }
}
