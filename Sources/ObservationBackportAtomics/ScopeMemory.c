#include "ObservationBackportAtomics.h"
#include <pthread.h>

// A thread's spare block for its tracking scopes' access collectors (see the header). The block
// is registered with a pthread key the first time the thread keeps one, so that it is freed when
// the thread exits; the key's value is only a marker (the destructor runs for non-NULL values),
// the block itself lives in the C thread-local, where reading it costs a few instructions.

_Thread_local void *observation_backport_spare_scope_memory = 0;
static _Thread_local _Bool registered = 0;
static pthread_key_t spare_key;
static pthread_once_t spare_key_once = PTHREAD_ONCE_INIT;

static void free_spare(void *marker) {
    (void)marker;
    free(observation_backport_spare_scope_memory);
    observation_backport_spare_scope_memory = 0;
    registered = 0;
}

static void make_spare_key(void) {
    pthread_key_create(&spare_key, free_spare);
}

void *observation_backport_allocate_scope_memory(uintptr_t size) {
    void *memory = malloc(size);
    if (memory == 0) abort();
    return memory;
}

void observation_backport_keep_first_scope_memory(void *memory) {
    if (!registered) {
        pthread_once(&spare_key_once, make_spare_key);
        pthread_setspecific(spare_key, (void *)1);
        registered = 1;
    }
    observation_backport_spare_scope_memory = memory;
}
