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

/// Calls `body(context)` one level deeper in a recursive pass.
///
/// Built without ThreadSanitizer it only calls `body`. Built with it, every 1,024th level nested
/// on a thread runs on a fiber of its own (the sanitizer's record of a thread, without a stack
/// switch): the sanitizer records every call on a shadow call stack of a fixed 65,536 entries per
/// fiber and writes past its end, so a pass over a tree deeper than that would fault. The
/// fibers are made as needed, kept for the thread and released when it exits.
void cdeepstack_nest(void (*body)(void *), void *context);

/// Whether ``cdeepstack_nest`` does more than call its body: 1 when built with ThreadSanitizer.
int cdeepstack_nest_relays(void);

#endif
