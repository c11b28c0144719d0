#include "ObservationBackportAtomics.h"

intptr_t observation_backport_open_scopes = 0;
intptr_t observation_backport_write_sequence = 0;
_Thread_local void *observation_backport_scope = 0;
