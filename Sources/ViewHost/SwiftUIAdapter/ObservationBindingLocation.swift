#if canImport(SwiftUI) || VIEWHOST_SWIFTUI_STUB
#if canImport(SwiftUI)
import Combine
import SwiftUI
#endif
import Dispatch
@_spi(Locking) import ObservationBackport

/// The observable object behind `ObservationBindable`'s bindings: SwiftUI makes location-based
/// bindings to its `[tracking:]` subscript through `@ObservedObject`.
///
/// One per model object (see `location(of:)`), so that bindings to one property are equal
/// across renders and views. A read through a binding is tracked, one tracking per property,
/// replaced at each read; after a change to that property, `objectWillChange` is sent on the
/// main queue, which updates the views that hold the bindings.
///
/// Thread story: `trackings` is guarded by its lock; each tracking is thread-safe;
/// `objectWillChange` is only sent on the main queue.
final class ObservationBindingLocation<Object: AnyObject & ObservationBackport.Observable>: ObservableObject,
    @unchecked Sendable
{
    let object: Object
    let objectWillChange = ObservableObjectPublisher()
    private let trackings = Locked<[AnyKeyPath: HostTracking]>([:])

    private init(_ object: Object) {
        self.object = object
    }

    /// The location of `object`'s properties, shared while any binding or bindable uses it.
    static func location(of object: Object) -> ObservationBindingLocation {
        BindingLocations.shared.location(of: object) { ObservationBindingLocation(object) }
    }

    subscript<Member>(tracking keyPath: ReferenceWritableKeyPath<Object, Member>) -> Member {
        get { tracking(of: keyPath).evaluate { object[keyPath: keyPath] } }
        set { object[keyPath: keyPath] = newValue }
    }

    private func tracking(of keyPath: AnyKeyPath) -> HostTracking {
        trackings.withLock { trackings in
            if let tracking = trackings[keyPath] { return tracking }
            let publisher = UncheckedPublisher(objectWillChange)
            let tracking = HostTracking { DispatchQueue.main.async { publisher.send() } }
            trackings[keyPath] = tracking
            return tracking
        }
    }
}

/// Unchecked: only sent on the main queue.
private struct UncheckedPublisher: @unchecked Sendable {
    let publisher: ObservableObjectPublisher
    init(_ publisher: ObservableObjectPublisher) { self.publisher = publisher }
    func send() { publisher.send() }
}

/// The binding location of each model object that has one, held weakly.
///
/// Thread story: one `Locked` guards the table.
private final class BindingLocations: Sendable {
    static let shared = BindingLocations()

    private struct Entry {
        weak var location: AnyObject?
    }

    private let table = Locked<[ObjectIdentifier: Entry]>([:])

    func location<Location: AnyObject>(of object: AnyObject, make: () -> Location) -> Location {
        table.withLock { table in
            // A live location holds its object, so a live entry cannot be for a recycled address.
            if let location = table[ObjectIdentifier(object)]?.location as? Location { return location }
            if table.count >= 64, table.count.nonzeroBitCount == 1 {  // now and then, forget the dead
                table = table.filter { $0.value.location != nil }
            }
            let location = make()
            table[ObjectIdentifier(object)] = Entry(location: location)
            return location
        }
    }
}
#endif
