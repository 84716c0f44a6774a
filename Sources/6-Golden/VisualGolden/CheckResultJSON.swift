import Geometry
import LayoutChanges

/// A result as JSON, for `results.json` and for the worker's answer: every field as the
/// value it is (findings and view changes typed, no sentences), so that a merged report
/// words them exactly as one run would.
extension CheckResult: Codable {
    private enum CodingKeys: String, CodingKey {
        case location, status, kind, findings, changes, errors, images
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(location: try container.decode(GoldenLocation.self, forKey: .location),
                  status: try container.decode(Status.self, forKey: .status))
        kind = try container.decodeIfPresent(FailureKind.self, forKey: .kind)
        findings = try container.decodeIfPresent([CheckFinding].self, forKey: .findings) ?? []
        changes = try (container.decodeIfPresent([ViewChangeFields].self, forKey: .changes) ?? []).map { try $0.change }
        errors = try container.decodeIfPresent(String.self, forKey: .errors) ?? ""
        images = try container.decodeIfPresent(Images.self, forKey: .images) ?? Images()
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(location, forKey: .location)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(kind, forKey: .kind)
        if !findings.isEmpty { try container.encode(findings, forKey: .findings) }
        if !changes.isEmpty { try container.encode(changes.map(ViewChangeFields.init), forKey: .changes) }
        if !errors.isEmpty { try container.encode(errors, forKey: .errors) }
        try container.encode(images, forKey: .images)
    }
}

/// A view change's fields as JSON: `{"view": "b", "kind": "changed", "dx": 4, "after": {…}}`,
/// moves and size changes only when not zero.
private struct ViewChangeFields: Codable {
    struct Containers: Codable {
        var from: String?
        var to: String?
    }

    var view: String
    var kind: String
    var before: Rect?
    var after: Rect?
    var dx, dy, dwidth, dheight: Double?
    /// The containers it left and joined (absent: the canvas).
    var container: Containers?

    init(_ change: ViewChange) {
        view = change.key
        kind = change.kind.rawValue
        (before, after) = (change.before, change.after)
        func nonZero(_ value: Double) -> Double? { value == 0 ? nil : value }
        (dx, dy, dwidth, dheight) = (nonZero(change.dx), nonZero(change.dy), nonZero(change.dwidth), nonZero(change.dheight))
        container = change.containerChange.map { Containers(from: $0.from, to: $0.to) }
    }

    var change: ViewChange {
        get throws {
            guard let kind = ViewChange.Kind(rawValue: kind) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no view change is '\(kind)'"))
            }
            var change = ViewChange(key: view, kind: kind, before: before, after: after)
            (change.dx, change.dy, change.dwidth, change.dheight) = (dx ?? 0, dy ?? 0, dwidth ?? 0, dheight ?? 0)
            change.containerChange = container.map { ViewChange.ContainerChange(from: $0.from, to: $0.to) }
            return change
        }
    }
}
