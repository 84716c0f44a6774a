import Foundation
import PackagePlugin

/// `swift package visual …`: builds this package's `visual` (debug, incrementally: seconds
/// after the first time) and runs it on the package it is called in, with the arguments as
/// given (`swift package visual check Layouts/`, `swift package visual scan Sources/`).
/// Relative paths are read from the package's folder. The command fails when `visual`
/// exits non-zero, so a CI step or a script stops on a failing golden or a layout error;
/// `visual`'s own output says which.
///
/// `visual` is built through the package manager rather than declared as the plugin's tool:
/// a declared tool is built a second time for the host, with every module it depends on
/// (swift-syntax, swift-nio), by every `swift build` of this package, plugin used or not.
///
/// It declares no permission: `visual scan`, `visual check --record never` and the
/// commands that print read only. A command that writes into the package (goldens recorded
/// by `visual check`, `render -o`, `scan --write`) needs SwiftPM's
/// `--allow-writing-to-package-directory` where plugins run sandboxed (macOS).
@main
struct VisualCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try await builtVisual()
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw VisualFailed(arguments: arguments, status: process.terminationStatus)
        }
    }

    /// The `visual` executable, built now if it is missing or out of date.
    private func builtVisual() async throws -> URL {
        let result = try await packageManager.build(
            .product("visual"), parameters: .init(configuration: .debug, logging: .concise, echoLogs: true))
        guard result.succeeded else { throw VisualNotBuilt(log: result.logText) }
        guard let visual = result.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "visual" }) else {
            throw VisualNotBuilt(log: "the build succeeded but made no `visual` executable")
        }
        return visual.url
    }
}

/// What SwiftPM prints when `visual` fails (after `visual`'s own diagnostics).
struct VisualFailed: Error, CustomStringConvertible {
    var arguments: [String]
    var status: Int32
    var description: String {
        "visual \(arguments.joined(separator: " ")) exited with status \(status)"
    }
}

/// What SwiftPM prints when `visual` could not be built (the build's own log first).
struct VisualNotBuilt: Error, CustomStringConvertible {
    var log: String
    var description: String { "could not build visual:\n\(log)" }
}
