import TextViews

extension Sample {
    static let counter = Sample(
        name: "counter",
        summary: "\"Observation: The Present\": a counter with a timer, a toggle that stops observing it, and three tabs with badges",
        hint: "Try: Increment, Start timer, then switch Observe seconds elapsed off. Watch (^R): ticks stop re-evaluating CounterView",
        demoScript: "tap Increment, tap Start timer, tick, toggle Observe seconds elapsed, tick 2, "
            + "toggle Observe seconds elapsed, tap Counter 2, tap Increment, tap Increment, tick, tap Counter 1, tap Stop timer",
        makeHost: { timers in TextHost(AppView(model: AppModel(timers: timers))) })
}
