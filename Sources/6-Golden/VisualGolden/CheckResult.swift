import Foundation
import LayoutChanges
import VisualSyntax

/// What checking one format file against its goldens found.
public struct CheckResult: Sendable {
    public enum Status: String, Sendable, CaseIterable, Codable {
        /// Both layers match their goldens.
        case passed
        /// A golden was written (it was missing, or the record mode rewrote it).
        case recorded
        /// A layer differs from its golden.
        case failed
        /// A golden does not exist and the record mode writes none (`never`).
        case missing
        /// The file could not be checked: layout errors, an unreadable golden, an unwritable
        /// one.
        case error
    }

    public var location: GoldenLocation
    public var status: Status
    /// What kind of change a failure is, said before anything else: that the golden was
    /// drawn by another renderer, or that only the pixels differ.
    public var kind: FailureKind?
    /// What the check found, in the order found: what fails (the missing goldens; the layout
    /// layer's fields in the golden's order, then the pixels) among the notes.
    public var findings: [CheckFinding] = []
    /// The layout's changes, one per view, largest first (the canvas first when its size
    /// changed): what the failing fields add up to.
    public var changes: [ViewChange] = []
    /// The errors that stopped the check, as values (file, position, message, the source
    /// line with its caret): each writer words them itself, none parses text back.
    public var errors: [FileDiagnostic] = []
    /// The pictures for a report: the golden, the fresh render, the diff image and the
    /// layout changes drawn over the render (PNG bytes).
    public var images: Images = Images()

    public struct Images: Sendable, Codable {
        public var expected: [UInt8]?
        public var actual: [UInt8]?
        public var diff: [UInt8]?
        public var overlay: [UInt8]?
        public init(expected: [UInt8]? = nil, actual: [UInt8]? = nil, diff: [UInt8]? = nil, overlay: [UInt8]? = nil) {
            (self.expected, self.actual, self.diff, self.overlay) = (expected, actual, diff, overlay)
        }

        // As `Data`, which JSON carries as base64 rather than as an array of numbers.
        private enum CodingKeys: String, CodingKey { case expected, actual, diff, overlay }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            expected = try container.decodeIfPresent(Data.self, forKey: .expected).map(Array.init)
            actual = try container.decodeIfPresent(Data.self, forKey: .actual).map(Array.init)
            diff = try container.decodeIfPresent(Data.self, forKey: .diff).map(Array.init)
            overlay = try container.decodeIfPresent(Data.self, forKey: .overlay).map(Array.init)
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeIfPresent(expected.map { Data($0) }, forKey: .expected)
            try container.encodeIfPresent(actual.map { Data($0) }, forKey: .actual)
            try container.encodeIfPresent(diff.map { Data($0) }, forKey: .diff)
            try container.encodeIfPresent(overlay.map { Data($0) }, forKey: .overlay)
        }
    }

    public init(location: GoldenLocation, status: Status) {
        self.location = location
        self.status = status
    }

    /// The findings that fail the file.
    public var failures: [CheckFinding] { findings.filter(\.fails) }

    /// The findings worth reading that do not fail it, and which goldens were written.
    public var notes: [CheckFinding] { findings.filter { !$0.fails } }

    /// The pixel layer's failure, if it failed.
    public var pixelFinding: PixelFinding? {
        findings.lazy.compactMap { if case .pixels(let finding) = $0 { finding } else { nil } }.first
    }
}

/// The totals `visual check` ends with, and its exit status.
public struct CheckSummary: Equatable, Sendable {
    public var passed = 0
    public var recorded = 0
    public var failed = 0
    public var missing = 0
    public var errors = 0

    public init(_ results: [CheckResult]) {
        for result in results {
            switch result.status {
            case .passed: passed += 1
            case .recorded: recorded += 1
            case .failed: failed += 1
            case .missing: missing += 1
            case .error: errors += 1
            }
        }
    }

    /// The contract's exit status, highest wins: 2 for any input error; 1 when anything
    /// differs or a golden is missing under `never`; else 0.
    public var exitStatus: Int32 {
        if errors > 0 { return 2 }
        if failed > 0 || missing > 0 { return 1 }
        return 0
    }

    /// `12 passed, 1 recorded, 2 failed` (and missing and errors when there are any).
    public var line: String {
        var parts = ["\(passed) passed", "\(recorded) recorded", "\(failed) failed"]
        if missing > 0 { parts.append("\(missing) missing") }
        if errors > 0 { parts.append("\(errors) \(errors == 1 ? "error" : "errors")") }
        return parts.joined(separator: ", ")
    }
}
