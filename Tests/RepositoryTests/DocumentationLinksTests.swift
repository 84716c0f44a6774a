import Foundation
import Testing

/// The documentation resolves in a clone: every link between the README, the CHANGELOG,
/// ARCHITECTURE.md and docs/ reaches a file (and a heading, when it names one), and every
/// `docs/…` page a source comment, test or script cites exists with the section it names.
@Suite struct DocumentationLinksTests {
    static let repository = ReadmeTests.repository

    static func markdownFiles() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        return ["README.md", "CHANGELOG.md", "ARCHITECTURE.md"] + docs.sorted()
    }

    /// The anchors GitHub gives a file's headings: lower case, letters, digits, `-` and `_`
    /// kept, spaces made `-`, everything else dropped.
    static func anchors(of markdown: String) -> Set<String> {
        var anchors = Set<String>()
        var inCode = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            var slug = ""
            for character in title.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" { slug.append(character) }
                else if character == " " { slug.append("-") }
            }
            anchors.insert(slug)
        }
        return anchors
    }

    @Test func everyLinkBetweenThePagesResolves() throws {
        let linkPattern = #/\]\(([^)\s]+)\)/#
        var checked = 0
        for file in try Self.markdownFiles() {
            // Links in running text only: code blocks and code spans hold format-file text
            // such as `[label](60)`, which is no link.
            let text = try ReadmeTests.read(file)
                .replacing(#/(?s)```.*?```/#, with: "")
                .replacing(#/`[^`\n]*`/#, with: "")
            let folder = (file as NSString).deletingLastPathComponent
            for match in text.matches(of: linkPattern) {
                let target = String(match.output.1)
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let path = parts[0].isEmpty ? file : (folder as NSString).appendingPathComponent(parts[0])
                let normalised = (path as NSString).standardizingPath
                let url = Self.repository.appendingPathComponent(normalised)
                #expect(FileManager.default.fileExists(atPath: url.path), "\(file): the link \(target) reaches no file")
                if parts.count == 2, normalised.hasSuffix(".md"), let page = try? String(contentsOf: url, encoding: .utf8) {
                    #expect(Self.anchors(of: page).contains(parts[1]), "\(file): \(normalised) has no heading #\(parts[1])")
                }
                checked += 1
            }
        }
        #expect(checked > 50, "only \(checked) links found")
    }

    /// Comments, tests, scripts and samples cite the pages of docs/ (which a clone has), never a
    /// page outside the repository.
    @Test func everyCitedPageAndSectionExists() throws {
        var citations = 0
        let pagePattern = #/docs/([A-Za-z0-9_-]+\.md)/#
        let sectionPattern = #/docs/([A-Za-z0-9_-]+\.md),? "([^"]+)"/#
        // "(README, "Speed")", "the README's "Text"": this repository's README (the libraries'
        // READMEs are cited with their name and version: "RQVisual 1.0.2 README, "Ex. 1"").
        let readmeSectionPattern = #/(?:\(|the )README(?:'s|,) "([^"]+)"/#
        let numberPattern = #/docs/semantics\.md,? (?:section )?(\d+)(?:\.(\d+))?/#
        for root in ["Sources", "Tests", "scripts", "Benchmarks", "Makefile", "docs", "Samples"] {
            let base = Self.repository.appendingPathComponent(root)
            // A folder is walked; a file (the Makefile) is read as it is.
            let files: [String]
            if let walker = FileManager.default.enumerator(atPath: base.path), root != "Makefile" {
                files = walker.compactMap { $0 as? String }
            } else {
                files = [""]
            }
            for relative in files {
                let url = relative.isEmpty ? base : base.appendingPathComponent(relative)
                // This suite's own files name the pages it looks for; fixtures are others' text.
                guard ["swift", "sh", "py", "md", "visual", ""].contains(url.pathExtension), !relative.contains("Fixtures"),
                      !relative.hasPrefix("RepositoryTests/"),
                      let raw = try? String(contentsOf: url, encoding: .utf8) else { continue }
                // A citation may wrap across comment lines: join them.
                let text = raw.replacing(#/\n\s*(?:\/\/\/?|#)\s*/#, with: " ")
                let place = relative.isEmpty ? root : "\(root)/\(relative)"
                // (docs/ pages link to each other by relative names.)
                for name in root == "docs" ? [] : ["format-file.md", "semantics.md"] {
                    var rest = text[...]
                    while let range = rest.range(of: name) {
                        let before = text[text.startIndex..<range.lowerBound].suffix(5)
                        #expect(before == "docs/", "\(place): cites \(name) outside the repository; cite docs/\(name)")
                        rest = rest[range.upperBound...]
                    }
                }
                for match in text.matches(of: pagePattern) {
                    citations += 1
                    let page = "docs/" + match.output.1
                    #expect(FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(page).path),
                            "\(place): cites \(page), which does not exist")
                }
                for match in text.matches(of: sectionPattern) {
                    let page = "docs/" + match.output.1
                    guard let content = try? ReadmeTests.read(page) else { continue }
                    let wanted = match.output.2.lowercased()
                    let headings = content.split(separator: "\n").filter { $0.hasPrefix("#") }
                        .map { $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased() }
                    #expect(headings.contains { $0.hasPrefix(wanted) || wanted.hasPrefix($0) },
                            "\(place): \(page) has no section \"\(match.output.2)\"")
                }
                for match in text.matches(of: readmeSectionPattern) {
                    let readme = try ReadmeTests.read("README.md")
                    #expect(readme.contains("\n## \(match.output.1)\n") || readme.contains("\n### \(match.output.1)\n"),
                            "\(place): the README has no section \"\(match.output.1)\" (the reference is in docs/)")
                }
                for match in text.matches(of: numberPattern) {
                    let content = try ReadmeTests.read("docs/semantics.md")
                    let section = match.output.2.map { "### \(match.output.1).\($0) " } ?? "## \(match.output.1). "
                    #expect(content.contains("\n" + section), "\(place): docs/semantics.md has no section \(section)")
                }
            }
        }
        #expect(citations > 30, "only \(citations) citations of docs/ found")
    }
}
