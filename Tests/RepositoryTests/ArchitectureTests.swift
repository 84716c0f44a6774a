import Foundation
import Testing

/// ARCHITECTURE.md is the map of the modules: it must list every module folder of Sources/
/// (each inside the folder of its stage), each a target of Package.swift, so the map cannot
/// drift from the tree.
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

    /// The stage each folder of Sources/ holds, in the words of ARCHITECTURE.md's table.
    static let stageOfFolder = [
        "1-Input": "input", "2-Syntax": "syntax", "3-Constraints": "constraints", "4-Layout": "solved layout",
        "5-Picture": "scene, picture", "6-Golden": "golden comparison", "Tools": "tools", "Support": "support",
        "CShims": "C shim",
    ]

    /// Each module folder of Sources/ with the stage folder it sits in.
    private func moduleFolders() throws -> [(module: String, stageFolder: String)] {
        let sources = Self.repository.appendingPathComponent("Sources")
        var found: [(String, String)] = []
        for stage in try FileManager.default.contentsOfDirectory(atPath: sources.path) where !stage.hasPrefix(".") {
            let modules = try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(stage).path)
            found += modules.filter { !$0.hasPrefix(".") }.map { ($0, stage) }
        }
        return found
    }

    /// The stage ARCHITECTURE.md's table gives each module (its second cell).
    private func listedStages() throws -> [String: String] {
        let text = try String(contentsOf: Self.repository.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        var stages: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            stages[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
        }
        return stages
    }

    @Test func everySourceFolderIsListedAndEveryListedModuleExists() throws {
        let folders = Set(try moduleFolders().map(\.module))
        let listed = try listedModules()
        #expect(folders.subtracting(listed).isEmpty, "not in ARCHITECTURE.md: \(folders.subtracting(listed).sorted())")
        #expect(listed.subtracting(folders).isEmpty, "in ARCHITECTURE.md but not in Sources: \(listed.subtracting(folders).sorted())")
    }

    @Test func everyModuleSitsInTheFolderOfItsStage() throws {
        let stages = try listedStages()
        for (module, folder) in try moduleFolders() {
            #expect(Self.stageOfFolder[folder] != nil, "Sources/\(folder) is no stage folder")
            #expect(stages[module] == Self.stageOfFolder[folder],
                    "\(module) is in Sources/\(folder) but ARCHITECTURE.md gives its stage as \(stages[module] ?? "nothing")")
        }
    }

    @Test func everyListedModuleIsATargetOfThePackage() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declared = try Regex(#"\.(?:target|executableTarget|systemLibrary)\(\s*name:\s*"([^"]+)""#)
        let targets = Set(manifest.matches(of: declared).compactMap { $0.output[1].substring.map(String.init) })
        let listed = try listedModules()
        #expect(listed.subtracting(targets).isEmpty, "listed but no target: \(listed.subtracting(targets).sorted())")
    }
}
