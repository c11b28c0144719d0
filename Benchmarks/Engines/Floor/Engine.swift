// Compiles Benchmarks/Workloads against the hand-written floor: the least work a lock-protected
// observer table does for what the workloads ask (`withObservationTracking` over the four
// properties of `Model`), written by hand for that one model. Every row prints how far each
// engine is from it.
//
// What it leaves out is what the hand-written model makes unnecessary: it numbers its properties
// (no key paths, no identities to hash), and only the trackings the rows use exist (one-shot,
// willSet only). What it keeps is what any correct engine needs: per object one lock and one
// table of the observers of all its properties (FloorRegistrar.swift, FloorTable.swift); scopes
// per thread and nested (FloorScope.swift); an observer shared by the objects one scope read that
// fires once across objects and threads (FloorObserver.swift); tables that do not grow with
// fired observers; and, for the options tracking, observation from each property's first read,
// as ours (FloorObservation64.swift). It allocates only what cannot be avoided: the observer of
// a scope that read several objects (or of an options tracking) and a table's room as it grows,
// kept when entries leave; a scope that read one object registers its closure inline in that
// object's table.
