// Word-sized atomics for ObservationBackport's lock-free fast paths.
//
// Swift's own atomics (the Synchronization module) need iOS 18 / macOS 15; the backport runs on
// iOS 13 / macOS 10.15, so the few atomic operations it needs live here as inline functions that
// compile to single instructions. `swift run -c release benchmarks` shows why they are needed:
// the unobserved read and write rows cannot reach their targets through a lock.
#ifndef OBSERVATION_BACKPORT_ATOMICS_H
#define OBSERVATION_BACKPORT_ATOMICS_H

#include <stdint.h>
#include "ObservationBackportBridge.h"

/// How many tracking scopes are open on all threads, plus one once the bridge to Apple's
/// Observation is enabled. While it is zero, property reads skip the thread-local lookup entirely.
extern intptr_t observation_backport_open_scopes;

static inline intptr_t observation_backport_open_scope_count(void) {
    return __atomic_load_n(&observation_backport_open_scopes, __ATOMIC_RELAXED);
}

static inline void observation_backport_add_open_scopes(intptr_t delta) {
    __atomic_fetch_add(&observation_backport_open_scopes, delta, __ATOMIC_RELAXED);
}

/// How many continuous observations are alive. While it is zero, mutations do not keep track of
/// how deeply they are nested (see `MutationChain`).
extern intptr_t observation_backport_chain_listeners;

static inline intptr_t observation_backport_chain_listener_count(void) {
    return __atomic_load_n(&observation_backport_chain_listeners, __ATOMIC_RELAXED);
}

static inline void observation_backport_add_chain_listeners(intptr_t delta) {
    __atomic_fetch_add(&observation_backport_chain_listeners, delta, __ATOMIC_RELAXED);
}

static inline intptr_t observation_backport_load(const intptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

static inline void observation_backport_store(intptr_t *word, intptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/// Sets `*word` from `expected` to `desired`; true when this call made the change.
static inline _Bool observation_backport_compare_exchange(intptr_t *word, intptr_t expected, intptr_t desired) {
    return __atomic_compare_exchange_n(word, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

#endif
