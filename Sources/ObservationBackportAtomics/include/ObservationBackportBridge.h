// The process-wide switch of the bridge to Apple's Observation (see AppleObservationBridge.swift).
#ifndef OBSERVATION_BACKPORT_BRIDGE_H
#define OBSERVATION_BACKPORT_BRIDGE_H

#include <stdint.h>

/// Non-zero once `AppleObservationBridge.enable()` ran; never reset.
extern intptr_t observation_backport_bridge_enabled;

static inline _Bool observation_backport_bridge_is_enabled(void) {
    return __atomic_load_n(&observation_backport_bridge_enabled, __ATOMIC_RELAXED) != 0;
}

/// Turns the switch on; true for the one call that did.
static inline _Bool observation_backport_enable_bridge(void) {
    return __atomic_exchange_n(&observation_backport_bridge_enabled, 1, __ATOMIC_SEQ_CST) == 0;
}

#endif
