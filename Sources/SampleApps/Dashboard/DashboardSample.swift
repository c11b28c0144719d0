import TextViews

extension Sample {
    static let dashboard = Sample(
        name: "dashboard",
        summary: "a live dashboard: a background task changes a few of 20 rows at a time; only those rows re-evaluate",
        hint: "Watch: each row counts its own body runs, and only changed rows count up; moving Alert at (←/→) "
            + "re-evaluates every row, since each reads it; ^R shows the panel",
        demoScript: "tick, tick, tick 5",
        makeHost: { timers in
            let dashboard = Dashboard()
            // The feed runs as long as the process; a `RunningTimer` is only needed to stop it.
            _ = timers.isLive ? dashboard.startFeed(seed: 2024) : dashboard.startFeed(seed: 2024, ticks: timers)
            return TextHost(DashboardView(dashboard: dashboard))
        })
}
