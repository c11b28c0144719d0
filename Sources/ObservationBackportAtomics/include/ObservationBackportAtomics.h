// Word-sized atomics and the thread-local scope slot for ObservationBackport's fast paths.
//
// Swift's own atomics (the Synchronization module) need iOS 18 / macOS 15; the backport runs on
// iOS 13 / macOS 10.15, so the few atomic operations it needs live here as inline functions that
// compile to single instructions. `swift run -c release benchmarks` shows why they are needed:
// the unobserved read and write rows cannot reach their targets through a lock.
#ifndef OBSERVATION_BACKPORT_ATOMICS_H
#define OBSERVATION_BACKPORT_ATOMICS_H

#include <stdint.h>
#include <stdlib.h>

/// How many tracking scopes are open on all threads, with `observation_backport_bridge_bit` set
/// once the bridge to Apple's Observation is enabled (never cleared). While it is zero, property
/// reads skip the thread-local lookup entirely; a read that finds it non-zero tests the bridge
/// bit in the value it loaded.
extern intptr_t observation_backport_open_scopes;

static inline intptr_t observation_backport_open_scope_count(void) {
    return __atomic_load_n(&observation_backport_open_scopes, __ATOMIC_RELAXED);
}

static inline void observation_backport_add_open_scopes(intptr_t delta) {
    __atomic_fetch_add(&observation_backport_open_scopes, delta, __ATOMIC_RELAXED);
}

/// A bit far above any number of open scopes.
static inline intptr_t observation_backport_bridge_bit(void) {
    return (intptr_t)1 << (sizeof(intptr_t) * 8 - 2);
}

/// Whether `scopes`, a value of the open-scope count, says the bridge is enabled.
static inline _Bool observation_backport_bridge_is_set(intptr_t scopes) {
    return (scopes & observation_backport_bridge_bit()) != 0;
}

/// Sets the bridge bit; true for the one call that did.
static inline _Bool observation_backport_enable_bridge(void) {
    intptr_t bit = observation_backport_bridge_bit();
    return (__atomic_fetch_or(&observation_backport_open_scopes, bit, __ATOMIC_SEQ_CST) & bit) == 0;
}

/// The innermost tracking scope open on this thread (its access collector, unretained), or NULL.
/// A C thread-local because reading it is a few instructions where `pthread_getspecific` is a
/// call; it is only read after `observation_backport_open_scope_count()` said a scope is open
/// somewhere.
extern _Thread_local void *observation_backport_scope;

static inline void *observation_backport_current_scope(void) {
    return observation_backport_scope;
}

static inline void observation_backport_set_current_scope(void *scope) {
    observation_backport_scope = scope;
}

/// The sequence of the writes recorded for tracking scopes reading an object at the same time
/// (see `ConcurrentWrites`): process-wide, so that a scope compares the number it loaded when it
/// began reading an object with the numbers that object's writes recorded since.
extern intptr_t observation_backport_write_sequence;

/// The number of the latest write recorded, anywhere: what a scope that begins reading an object
/// loads (after its registration, so that every later write of the object records a greater one).
static inline intptr_t observation_backport_current_write_sequence(void) {
    return __atomic_load_n(&observation_backport_write_sequence, __ATOMIC_SEQ_CST);
}

/// Takes the number of a write recorded now, greater than every number taken or loaded before.
static inline intptr_t observation_backport_next_write_sequence(void) {
    return __atomic_add_fetch(&observation_backport_write_sequence, 1, __ATOMIC_SEQ_CST);
}

/// A number that tells the calling thread from every other thread alive: the address of its
/// scope slot.
static inline uintptr_t observation_backport_thread_token(void) {
    return (uintptr_t)&observation_backport_scope;
}

/// Memory of `size` bytes for a tracking scope's access collector: the block this thread keeps
/// for its scopes when no enclosing scope holds it, or a new allocation. Give it back with
/// `observation_backport_keep_scope_memory`. Reusing it saves an allocation and a free per scope;
/// a thread keeps one block (`home`), the first it is given back, freed when the thread exits.
extern _Thread_local void *observation_backport_spare_scope_memory;
extern _Thread_local void *observation_backport_home_scope_memory;
void *observation_backport_allocate_scope_memory(uintptr_t size);
void observation_backport_keep_other_scope_memory(void *memory);

static inline void *observation_backport_take_scope_memory(uintptr_t size) {
    void *spare = observation_backport_spare_scope_memory;
    if (__builtin_expect(spare == 0, 0)) return observation_backport_allocate_scope_memory(size);
    observation_backport_spare_scope_memory = 0;
    return spare;
}

/// Takes back memory from `observation_backport_take_scope_memory`, its contents destroyed: the
/// thread's own block becomes spare again; any other (a nested scope's, or the thread's first)
/// goes out of line, to become the thread's block or be freed.
static inline void observation_backport_keep_scope_memory(void *memory) {
    if (__builtin_expect(memory == observation_backport_home_scope_memory, 1)) {
        observation_backport_spare_scope_memory = memory;
    } else {
        observation_backport_keep_other_scope_memory(memory);
    }
}

static inline intptr_t observation_backport_load(const intptr_t *word) {
    return __atomic_load_n(word, __ATOMIC_ACQUIRE);
}

static inline void observation_backport_store(intptr_t *word, intptr_t value) {
    __atomic_store_n(word, value, __ATOMIC_RELEASE);
}

/// Sets `*word` from `expected` to `desired`; true when this call made the change. Decides which
/// thread fires a one-shot observer.
static inline _Bool observation_backport_compare_exchange(intptr_t *word, intptr_t expected, intptr_t desired) {
    return __atomic_compare_exchange_n(word, &expected, desired, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
}

/// Sets `*word` from `expected` to `desired` if it holds `expected`; returns what it held (so
/// the change was made when that is `expected`), for a loop that computes the next value from it.
static inline intptr_t observation_backport_compare_exchange_returning(intptr_t *word, intptr_t expected, intptr_t desired) {
    __atomic_compare_exchange_n(word, &expected, desired, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    return expected;
}

#endif
