// glibc's malloc.h, for malloc_trim: `visual scan` hands memory freed between chunks of a
// large tree back to the system, so its peak follows a chunk's files, not the heap's history.
#include <malloc.h>
