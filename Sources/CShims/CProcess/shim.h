// Linux's prctl, which Swift cannot call (it is variadic): `visual check`'s workers ask the
// kernel to kill them when their supervisor dies, so that none goes on writing goldens
// while the next run repairs the folder. Elsewhere it does nothing and says so.
#if defined(__linux__)
#include <signal.h>
#include <sys/prctl.h>

/// Kills this process (SIGKILL) when the thread that started it ends; 0 when armed.
static inline int visual_die_with_parent(void) { return prctl(PR_SET_PDEATHSIG, SIGKILL); }
#else
static inline int visual_die_with_parent(void) { return -1; }
#endif
