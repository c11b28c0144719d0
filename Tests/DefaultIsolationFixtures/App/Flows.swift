#if ENGINE_APPLE
import Observation
#else
import ObservationBackport
#endif

// What the app does with its models, each flow logging what it saw. Every function here is
// main-actor isolated by the target's default isolation; the test runs each against Apple's
// Observation and against ObservationBackport and compares the logs.

/// `withObservationTracking` over a computed property, through a generic function of a
/// protocol the model conforms to on the main actor.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
public func trackingFlow() -> [String] {
    let log = FlowLog()
    let cart = Cart()
    cart.add("tea", price: 3)
    func total(of priced: some Priced) -> Int { priced.total }
    withObservationTracking {
        log("read \(total(of: cart))")
    } onChange: {
        log("total will change")
    }
    cart.coupon = "SPRING"
    log("coupon set")
    cart.analyticsEvents += 1
    log("ignored property changed")
    cart.items[0].quantity = 2
    log("after quantity: \(cart)")
    cart.items[0].quantity = 3
    log("after second change: \(cart.total)")
    return log.recorded
}

/// `Observations` iterated on the main actor, the actor its closure inherits.
#if ENGINE_APPLE
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, *)
#endif
public func observationsFlow() async -> [String] {
    let log = FlowLog()
    let cart = Cart()
    let totals = Observations { cart.total }
    var iterator = totals.makeAsyncIterator()
    log("first \(await iterator.next() ?? -1)")
    cart.add("tea", price: 3)
    cart.add("cake", price: 4)
    log("next \(await iterator.next() ?? -1)")
    cart.items[1].quantity = 2
    log("next \(await iterator.next() ?? -1)")
    return log.recorded
}

/// An async action of a view model, observed by a tracking installed before it starts.
#if ENGINE_APPLE
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
#endif
public func viewModelFlow() async -> [String] {
    let log = FlowLog()
    let model = CheckoutModel(cart: Cart())
    model.cart.add("tea", price: 3)
    withObservationTracking {
        _ = model.status
    } onChange: {
        log("status will change")
    }
    await model.submit()
    log("\(model.status): \(model.receipt ?? "no receipt")")
    return log.recorded
}

#if !ENGINE_APPLE
/// Swift 6.4's API (SE-0506), which the toolchain's Apple Observation (6.3) lacks: options and
/// events, a deinit event, and a continuous observation on the main actor.
public func swift64Flow() async -> [String] {
    let log = FlowLog()
    var cart: Cart? = Cart()
    cart?.add("tea", price: 3)
    // Under default main-actor isolation `\Cart.items` names a main-actor property: the
    // nonisolated `onChange` can neither form it nor capture it (a key path is not `Sendable`),
    // with Apple's API as with ours. Formed here and only compared there.
    nonisolated(unsafe) let items = \Cart.items
    withObservationTracking(options: [.willSet, .didSet, .deinit]) {
        _ = cart?.total
    } onChange: { event in
        switch event.kind {
        case .willSet: log("willSet, matches items: \(event.matches(items))")
        case .didSet: log("didSet")
        case .deinit: log("deinit")
        default: log("other")
        }
    }
    cart?.add("cake", price: 4)
    withObservationTracking(options: [.deinit]) {
        _ = cart?.total
    } onChange: { event in
        log("deinit event: \(event.kind == .deinit)")
    }
    cart = nil

    let model = Cart()
    // Its closure inherits the main actor, so it may form the key path `onChange` cannot.
    let token = withContinuousObservation(options: [.didSet]) { event in
        log("continuous on the main actor: \(model.total), matches items: \(event.matches(\Cart.items))")
    }
    await mainActorTurns()
    model.add("tea", price: 3)
    await mainActorTurns()
    token.cancel()
    model.add("cake", price: 4)
    await mainActorTurns()
    log("cancelled")
    return log.recorded
}
#endif
