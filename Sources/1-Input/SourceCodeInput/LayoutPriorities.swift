/// UIKit's and AppKit's named layout priorities, for a constraint whose priority the code
/// gives by name (`UILayoutPriorityRequired - 1`, `.defaultHigh`).
enum LayoutPriorities {
    /// Objective-C's constants and Swift's static members (`UILayoutPriority.defaultHigh`,
    /// `NSLayoutConstraint.Priority.windowSizeStayPut`), with their values.
    static let named: [String: Double] = [
        "UILayoutPriorityRequired": 1000, "UILayoutPriorityDefaultHigh": 750,
        "UILayoutPriorityDragThatCanResizeScene": 510, "UILayoutPrioritySceneSizeStayPut": 500,
        "UILayoutPriorityDragThatCannotResizeScene": 490, "UILayoutPriorityDefaultLow": 250,
        "UILayoutPriorityFittingSizeLevel": 50,
        "NSLayoutPriorityRequired": 1000, "NSLayoutPriorityDefaultHigh": 750,
        "NSLayoutPriorityDragThatCanResizeWindow": 510, "NSLayoutPriorityWindowSizeStayPut": 500,
        "NSLayoutPriorityDragThatCannotResizeWindow": 490, "NSLayoutPriorityDefaultLow": 250,
        "NSLayoutPriorityFittingSizeCompression": 50,
        "required": 1000, "defaultHigh": 750, "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500,
        "dragThatCannotResizeScene": 490, "defaultLow": 250, "fittingSizeLevel": 50,
        "dragThatCanResizeWindow": 510, "windowSizeStayPut": 500, "dragThatCannotResizeWindow": 490,
        "fittingSizeCompression": 50,
    ]
}
