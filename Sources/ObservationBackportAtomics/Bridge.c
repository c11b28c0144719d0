#include "ObservationBackportBridge.h"

intptr_t observation_backport_bridge_enabled = 0;
