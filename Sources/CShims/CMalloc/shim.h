// glibc's malloc.h, for malloc_trim: `visual scan` hands memory freed between chunks of a
// large tree back to the system, so its peak follows a chunk's files, not the heap's history.
// Other C libraries have no malloc_trim (nor this header): the module is empty there.
#if defined(__linux__)
#include <malloc.h>
#endif
