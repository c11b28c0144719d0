/// Decides whether a view value rebuilt by its parent still describes the same content, so that
/// its body need not run again (SwiftUI compares view values the same way). Objects compare by
/// identity, `Equatable` values by `==`, other values field by field; anything else (closures,
/// unknown shapes) counts as changed. `@State` and `@Environment` fields are skipped: they are
/// the node's, not the value's.
@MainActor enum ViewComparison {
    static func isSame(_ old: Any, _ new: Any, depth: Int = 0) -> Bool {
        guard depth < 8, ObjectIdentifier(type(of: old)) == ObjectIdentifier(type(of: new)) else { return false }
        if old is any NodeLinkedProperty { return true }
        let mirror = Mirror(reflecting: old)
        if mirror.displayStyle == .class {
            return (old as AnyObject) === (new as AnyObject)
        }
        if let equatable = old as? any Equatable {
            return isEqual(equatable, new)
        }
        switch mirror.displayStyle {
        case .struct, .tuple, .optional, .collection:
            return childrenMatch(mirror, Mirror(reflecting: new), depth: depth)
        case .enum:
            let newMirror = Mirror(reflecting: new)
            if mirror.children.isEmpty && newMirror.children.isEmpty {
                return String(describing: old) == String(describing: new)
            }
            return childrenMatch(mirror, newMirror, depth: depth)
        default:
            return false
        }
    }

    private static func isEqual<T: Equatable>(_ old: T, _ new: Any) -> Bool {
        (new as? T) == old
    }

    private static func childrenMatch(_ old: Mirror, _ new: Mirror, depth: Int) -> Bool {
        let oldChildren = Array(old.children), newChildren = Array(new.children)
        guard oldChildren.count == newChildren.count else { return false }
        return zip(oldChildren, newChildren).allSatisfy { pair in
            pair.0.label == pair.1.label && isSame(pair.0.value, pair.1.value, depth: depth + 1)
        }
    }
}
