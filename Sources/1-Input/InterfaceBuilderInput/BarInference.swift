/// The bars Xcode's canvas shows on a storyboard scene, which move its safe area: those its
/// simulated metrics name, else those it infers from the storyboard's segues (a view
/// controller in a navigation controller's stack gets its navigation bar, one in a tab bar
/// controller its tab bar).
struct BarInference {
    /// View controllers in a navigation stack, with whether that stack's bar has large titles.
    private var navigated: [String: Bool] = [:]
    private var tabbed: Set<String> = []
    private var withToolbar: Set<String> = []

    init(scenes: XMLElement) {
        var controllers: [String: XMLElement] = [:]
        for scene in scenes.children("scene") {
            for controller in scene.child("objects")?.children ?? [] {
                if let id = controller["id"] { controllers[id] = controller }
            }
        }
        // Segues anywhere in a controller: its own connections, its bar button items'.
        func segues(of controller: XMLElement, _ accept: (XMLElement) -> Bool) -> [String] {
            var found: [String] = []
            var stack = [controller]
            while let element = stack.popLast() {
                if element.name == "segue", accept(element), let destination = element["destination"] { found.append(destination) }
                stack.append(contentsOf: element.children)
            }
            return found
        }
        // Navigation stacks: the root view controller, then whatever it shows or pushes, onward.
        for (_, controller) in controllers where controller.name == "navigationController" {
            let largeTitles = controller.child("navigationBar")?["largeTitles"] == "YES"
            let toolbar = controller["toolbarHidden"] == "NO"
            var queue = segues(of: controller) { $0["relationship"] == "rootViewController" }
            while let id = queue.popLast() {
                guard navigated[id] == nil, let destination = controllers[id] else { continue }
                navigated[id] = largeTitles
                if toolbar { withToolbar.insert(id) }
                queue += segues(of: destination) { ["show", "push"].contains($0["kind"] ?? "") }
            }
        }
        for (_, controller) in controllers where controller.name == "tabBarController" {
            for id in segues(of: controller, { $0["relationship"] == "viewControllers" }) {
                tabbed.insert(id)
                guard let destination = controllers[id], destination.name == "navigationController" else { continue }
                for (stacked, _) in navigated where Self.isRoot(stacked, of: destination, in: controllers) {
                    tabbed.insert(stacked)
                }
            }
        }
    }

    private static func isRoot(_ id: String, of navigation: XMLElement, in controllers: [String: XMLElement]) -> Bool {
        (navigation.child("connections")?.children("segue") ?? [])
            .contains { $0["relationship"] == "rootViewController" && $0["destination"] == id }
    }

    /// The top and bottom bars of a view controller's scene.
    func bars(for controller: XMLElement) -> CanvasInsets.Bars {
        var bars = CanvasInsets.Bars()
        let id = controller["id"] ?? ""
        let metrics = controller.children
        let top = metrics.first { $0["key"] == "simulatedTopBarMetrics" }
        let bottom = metrics.first { $0["key"] == "simulatedBottomBarMetrics" }
        if let top {
            if top.name == "simulatedNavigationBarMetrics" { bars.top = top["prompted"] == "YES" ? 74 : 44 }
        } else if let largeTitles = navigated[id] {
            // A large title is 52 points more, unless the view controller asks for none.
            let titleMode = controller.child("navigationItem", key: "navigationItem")?["largeTitleDisplayMode"]
            bars.top = largeTitles && titleMode != "never" ? 96 : 44
        }
        if let bottom {
            if bottom.name == "simulatedTabBarMetrics" { bars.bottom = 49 }
            if bottom.name == "simulatedToolbarMetrics" { bars.bottom = 44 }
        } else if tabbed.contains(id) && controller["hidesBottomBarWhenPushed"] != "YES" {
            bars.bottom = 49
        } else if withToolbar.contains(id) {
            bars.bottom = 44
        }
        return bars
    }
}
