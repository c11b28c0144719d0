#include "ObservationBackportAtomics.h"
#include <pthread.h>

// A thread's own block for its tracking scopes' access collectors (see the header). The block
// is registered with a pthread key the first time the thread keeps one, so that it is freed when
// the thread exits; the key's value is only a marker (the destructor runs for non-NULL values),
// the block itself lives in the C thread-local, where reading it costs a few instructions.

_Thread_local void *observation_backport_spare_scope_memory = 0;
_Thread_local void *observation_backport_home_scope_memory = 0;
static pthread_key_t spare_key;
static pthread_once_t spare_key_once = PTHREAD_ONCE_INIT;

static void free_spare(void *marker) {
    (void)marker;
    free(observation_backport_home_scope_memory);
    observation_backport_home_scope_memory = 0;
    observation_backport_spare_scope_memory = 0;
}

static void make_spare_key(void) {
    pthread_key_create(&spare_key, free_spare);
}

void *observation_backport_allocate_scope_memory(uintptr_t size) {
    void *memory = malloc(size);
    if (memory == 0) abort();
    return memory;
}

void observation_backport_keep_other_scope_memory(void *memory) {
    if (observation_backport_home_scope_memory != 0) {
        free(memory);
        return;
    }
    pthread_once(&spare_key_once, make_spare_key);
    pthread_setspecific(spare_key, (void *)1);
    observation_backport_home_scope_memory = memory;
    observation_backport_spare_scope_memory = memory;
}
