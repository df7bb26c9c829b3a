#ifndef CDEEPSTACK_H
#define CDEEPSTACK_H

#include <stddef.h>

/// Calls `body(context)` on a stack of `size` bytes of its own, on the calling thread, and
/// returns when `body` returns. The stack is mapped on the first call and kept for the thread;
/// its pages are committed only as they are touched, and a guard page below it turns an overflow
/// into a fault rather than a corruption.
///
/// Returns 0 when `body` ran, or -1 when it did not: no stack could be mapped, or the thread
/// already runs on its deep stack (then the caller runs `body` where it is).
int cdeepstack_call(size_t size, void (*body)(void *), void *context);

/// Whether the calling thread runs on its deep stack.
int cdeepstack_is_active(void);

#endif
