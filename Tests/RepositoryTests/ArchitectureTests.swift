import Foundation
import Testing

/// ARCHITECTURE.md is the map of the modules: it must list every folder of Sources/, each
/// a target of Package.swift, so the map cannot drift from the tree.
@Suite struct ArchitectureTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The modules ARCHITECTURE.md's table lists: the first cell of each row, in backticks.
    private func listedModules() throws -> Set<String> { try Self.listedModulesOfTheMap() }

    /// The modules ARCHITECTURE.md's table lists (also read by `ReadmeTests`).
    static func listedModulesOfTheMap() throws -> Set<String> {
        let text = try String(contentsOf: repository.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        var modules = Set<String>()
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            modules.insert(String(cell))
        }
        return modules
    }

    @Test func everySourceFolderIsListedAndEveryListedModuleExists() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("Sources").path)
            .filter { !$0.hasPrefix(".") }
        let listed = try listedModules()
        #expect(Set(folders).subtracting(listed).isEmpty, "not in ARCHITECTURE.md: \(Set(folders).subtracting(listed).sorted())")
        #expect(listed.subtracting(folders).isEmpty, "in ARCHITECTURE.md but not in Sources: \(listed.subtracting(folders).sorted())")
    }

    @Test func everyListedModuleIsATargetOfThePackage() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = try Regex(#"\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let targets = Set(manifest.matches(of: declared).compactMap { $0.output[1].substring.map(String.init) })
        let listed = try listedModules()
        #expect(listed.subtracting(targets).isEmpty, "listed but no target: \(listed.subtracting(targets).sorted())")
    }
}
