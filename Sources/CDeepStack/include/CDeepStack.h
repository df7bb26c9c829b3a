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

/// How many calls deep a thread's work can nest, on the deep stack or on its own, when something
/// other than the stack's size bounds it; 0 when nothing does.
///
/// Built with ThreadSanitizer: the sanitizer records every call on a shadow call stack of a fixed
/// 65,536 entries per thread and per fiber (the deep stack is one), and writes past its end.
size_t cdeepstack_call_depth_limit(void);

#endif
