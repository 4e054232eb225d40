import Foundation
import Testing

/// The README's examples are the tool's real output: every `$ vecka-ask …` line of its Examples block is
/// run through the built binary (with the date and locale the README states), and the lines after it
/// must be exactly what it prints.
@Suite struct ReadmeExamplesTests {
    struct Example: CustomTestStringConvertible {
        let arguments: [String]
        let output: [String]
        /// 0 unless the line says otherwise ("# exit status 1").
        let status: Int32
        var testDescription: String { "vecka-ask " + arguments.joined(separator: " ") }
    }

    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// The first code block after "## Examples".
    static let examples: [Example] = {
        guard let text = try? String(contentsOf: readme, encoding: .utf8),
              let section = text.range(of: "## Examples") else { return [] }
        let lines = text[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        guard let open = lines.firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return [] }
        var examples: [Example] = []
        for line in lines[(open + 1)..<close] {
            if line.hasPrefix("$ vecka-ask") {
                let status = line.range(of: "# exit status ").flatMap { Int32(line[$0.upperBound...].prefix { $0.isNumber }) } ?? 0
                examples.append(Example(arguments: shellWords(String(line.dropFirst("$ vecka-ask".count))), output: [], status: status))
            } else if let last = examples.popLast() {
                examples.append(Example(arguments: last.arguments, output: last.output + [String(line)], status: last.status))
            }
        }
        return examples
    }()

    /// Words as a POSIX shell splits them: double and single quotes, and a `#` comment after a space.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current); current = ""; inWord = false }
            } else if character == "#" && !inWord {
                break
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    @Test func theReadmeHasExamples() {
        #expect(Self.examples.count >= 15)
        #expect(Self.examples.filter { !$0.output.isEmpty }.count >= 15, "every example shows its output")
    }

    @Test(arguments: examples)
    func exampleOutputIsReal(_ example: Example) throws {
        // The date and locale stated above the block in the README.
        let result = try BinaryRunner.run(example.arguments, environment: ["VECKA_TODAY": "2026-11-18", "LANG": "C.UTF-8"])
        #expect(result.status == example.status, "\(result.stderr)")
        #expect(result.lines == example.output)
    }
}
