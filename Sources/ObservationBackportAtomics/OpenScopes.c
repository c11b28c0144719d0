#include "ObservationBackportAtomics.h"

intptr_t observation_backport_open_scopes = 0;
