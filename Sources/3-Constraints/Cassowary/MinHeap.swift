/// A binary min-heap: the simplex's candidates, smallest symbol id first.
/// Entries may go stale; callers check an entry before using it.
struct MinHeap<Element: Comparable> {
    private var items: [Element] = []

    var isEmpty: Bool { items.isEmpty }
    var top: Element? { items.first }

    mutating func push(_ symbol: Element) {
        items.append(symbol)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if items[parent] <= items[child] { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    @discardableResult
    mutating func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let smallest = items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var least = parent
            if left < items.count && items[left] < items[least] { least = left }
            if right < items.count && items[right] < items[least] { least = right }
            if least == parent { break }
            items.swapAt(parent, least)
            parent = least
        }
        return smallest
    }

    mutating func removeAll() { items.removeAll() }
}
