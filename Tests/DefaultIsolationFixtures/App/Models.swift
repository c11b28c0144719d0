#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif
import Foundation

// The models as a new Xcode 27 app target writes them: no isolation spelled out, so under
// `-default-isolation MainActor` every class here is main-actor isolated, its `Observable`
// conformance inferred isolated (`InferIsolatedConformances`).

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable final class CartItem {
    var name: String
    var price: Int
    var quantity = 1

    init(name: String, price: Int) {
        self.name = name
        self.price = price
    }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable final class Cart {
    var items: [CartItem] = []
    var coupon: String?
    @ObservationIgnored var analyticsEvents = 0

    var total: Int { items.reduce(0) { $0 + $1.price * $1.quantity } }

    func add(_ name: String, price: Int) {
        items.append(CartItem(name: name, price: price))
        analyticsEvents += 1
    }
}

/// A protocol an app's views are generic over; the cart's conformance is main-actor isolated.
protocol Priced {
    var total: Int { get }
}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
extension Cart: Priced {}

#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
extension Cart: CustomStringConvertible {
    var description: String { "cart of \(items.count), total \(total)" }
}

/// A view model with an async action: `submit` awaits a nonisolated async service, which
/// `NonisolatedNonsendingByDefault` runs on the caller's actor.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
@Observable final class CheckoutModel {
    let cart: Cart
    var status = "idle"
    var receipt: String?

    init(cart: Cart) {
        self.cart = cart
    }

    func submit() async {
        status = "submitting"
        receipt = await PaymentService().charge(cart.total, calledFrom: pthread_self())
        status = "done"
    }
}

/// A service with no isolation of its own, as apps write networking code. Its async function is
/// `nonisolated(nonsending)` by default, so called from the main actor it starts on the caller's
/// thread (without the feature, on the global executor): the receipt says where it started.
nonisolated struct PaymentService {
    func charge(_ amount: Int, calledFrom caller: pthread_t) async -> String {
        let thread = pthread_equal(pthread_self(), caller) != 0 ? "caller's thread" : "global executor"
        await Task.yield()
        return "charged \(amount) on the \(thread)"
    }
}
