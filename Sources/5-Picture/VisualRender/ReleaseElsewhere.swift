import Dispatch

/// Lets go of large object graphs on a background thread, so that the thread that was using
/// them does not wait while they are freed. Nothing may use the objects afterwards; what
/// their deinitialisers do must be safe on any thread (plain memory, no shared state).
enum ReleaseElsewhere {
    static func release(_ objects: AnyObject...) {
        let held = Held(objects: objects)
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(held) {} }
    }

    /// The last references, handed to the thread that drops them.
    private final class Held: @unchecked Sendable {
        let objects: [AnyObject]
        init(objects: [AnyObject]) { self.objects = objects }
    }
}
