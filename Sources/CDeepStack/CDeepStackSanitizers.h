// Tells the sanitizers about each switch to the deep stack and back, when built with them.
//
// AddressSanitizer must know which stack runs (its bounds decide what is a stack address, and a
// `noreturn` call unpoisons the current stack up to its top); ThreadSanitizer keeps a shadow call
// stack per thread, which a switch must swap for the deep stack's own (a fiber). Built without
// them, every function here is empty.
#ifndef CDEEPSTACK_SANITIZERS_H
#define CDEEPSTACK_SANITIZERS_H

#include <stddef.h>
#include <ucontext.h>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CDEEPSTACK_ASAN 1
#endif
#if __has_feature(thread_sanitizer)
#define CDEEPSTACK_TSAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(CDEEPSTACK_ASAN)
#define CDEEPSTACK_ASAN 1
#endif
#if defined(__SANITIZE_THREAD__) && !defined(CDEEPSTACK_TSAN)
#define CDEEPSTACK_TSAN 1
#endif

#if CDEEPSTACK_ASAN
#include <sanitizer/common_interface_defs.h>
#endif
#if CDEEPSTACK_TSAN
#include <sanitizer/tsan_interface.h>
#endif

// ThreadSanitizer's instrumentation records each function's entry and exit on the shadow call
// stack of the fiber current at that moment; a function that switches fibers between its entry
// and its exit would push on one and pop from the other. So the functions that switch, and the
// code that runs between a switch and the stack's own first or last frame, are not instrumented.
//
// Not `no_sanitize("thread")`: that stops only the instrumentation of memory accesses, and the
// function still records its entry and exit. Each call to the deep stack then left entries on
// the deep stack's shadow call stack (and took as many from the caller's), until the fixed-size
// shadow stack overflowed and the process faulted in `__tsan_func_entry`.
#if CDEEPSTACK_TSAN
#define CDEEPSTACK_SWITCHES __attribute__((disable_sanitizer_instrumentation))
#else
#define CDEEPSTACK_SWITCHES
#endif

/// How many levels ``cdeepstack_nest`` nests on one fiber before it moves to the next: with a
/// pass's few calls per level, well within ThreadSanitizer's 65,536-entry shadow call stack
/// (its runtime's `kShadowStackSize`), or 0 without it.
#if CDEEPSTACK_TSAN
#define CDEEPSTACK_LEVELS_PER_FIBER 1024u
#else
#define CDEEPSTACK_LEVELS_PER_FIBER 0u
#endif

/// What a switch to the deep stack must remember of the stack it left, to switch back.
struct cdeepstack_fiber {
  /// AddressSanitizer's fake stack of the caller (for `detect_stack_use_after_return`).
  void *fake_stack;
  /// The caller's stack, as AddressSanitizer reports it on arrival.
  const void *bottom;
  size_t size;
  /// ThreadSanitizer's context of the caller.
  void *thread_fiber;
};

/// A sanitizer context for a new deep stack (ThreadSanitizer's fiber), or `NULL`.
static inline void *cdeepstack_fiber_create(void) {
#if CDEEPSTACK_TSAN
  return __tsan_create_fiber(0);
#else
  return NULL;
#endif
}

/// Releases what ``cdeepstack_fiber_create`` made.
static inline void cdeepstack_fiber_destroy(void *fiber) {
#if CDEEPSTACK_TSAN
  if (fiber != NULL) __tsan_destroy_fiber(fiber);
#else
  (void)fiber;
#endif
}

/// On the caller's stack, just before switching to the deep stack.
CDEEPSTACK_SWITCHES static inline void cdeepstack_fiber_will_enter(
    struct cdeepstack_fiber *caller, void *fiber, const void *bottom, size_t size) {
#if CDEEPSTACK_ASAN
  __sanitizer_start_switch_fiber(&caller->fake_stack, bottom, size);
#else
  (void)bottom;
  (void)size;
#endif
#if CDEEPSTACK_TSAN
  caller->thread_fiber = __tsan_get_current_fiber();
  __tsan_switch_to_fiber(fiber, 0);
#else
  (void)caller;
  (void)fiber;
#endif
}

/// First thing on the deep stack.
CDEEPSTACK_SWITCHES static inline void cdeepstack_fiber_did_enter(struct cdeepstack_fiber *caller) {
#if CDEEPSTACK_ASAN
  __sanitizer_finish_switch_fiber(NULL, &caller->bottom, &caller->size);
#else
  (void)caller;
#endif
}

/// Last thing on the deep stack, before switching back to the caller's for good.
CDEEPSTACK_SWITCHES static inline void cdeepstack_fiber_will_leave(struct cdeepstack_fiber *caller) {
#if CDEEPSTACK_ASAN
  __sanitizer_start_switch_fiber(NULL, caller->bottom, caller->size);
#endif
#if CDEEPSTACK_TSAN
  __tsan_switch_to_fiber(caller->thread_fiber, 0);
#endif
  (void)caller;
}

/// On the caller's stack again: after the deep stack switched back, or after a switch that
/// failed (then the deep stack never ran).
CDEEPSTACK_SWITCHES static inline void cdeepstack_fiber_did_return(struct cdeepstack_fiber *caller, int switched) {
#if CDEEPSTACK_ASAN
  __sanitizer_finish_switch_fiber(caller->fake_stack, NULL, NULL);
#endif
#if CDEEPSTACK_TSAN
  if (!switched) __tsan_switch_to_fiber(caller->thread_fiber, 0);
#endif
  (void)caller;
  (void)switched;
}

/// Runs `body(context)` on `fiber`, on the calling stack, and switches back to the caller's
/// fiber when it returns.
CDEEPSTACK_SWITCHES static inline void cdeepstack_fiber_relay(
    void *fiber, void (*body)(void *), void *context) {
#if CDEEPSTACK_TSAN
  void *caller = __tsan_get_current_fiber();
  __tsan_switch_to_fiber(fiber, 0);
  body(context);
  __tsan_switch_to_fiber(caller, 0);
#else
  (void)fiber;
  body(context);
#endif
}

/// Saves the calling context in `from` and runs `to`; returns 0 once `to` switches back to
/// `from`, or -1 if it could not switch.
///
/// `getcontext` and `setcontext` rather than `swapcontext`: AddressSanitizer intercepts
/// `swapcontext` to guess at a switch it is not told of (it warns that it "doesn't fully support"
/// it, and clears the shadow of the whole target stack each time); told of each switch by the
/// functions above, it needs no guess.
CDEEPSTACK_SWITCHES __attribute__((noinline)) static int cdeepstack_swap(ucontext_t *from, const ucontext_t *to) {
  volatile int resumed = 0;
  if (getcontext(from) != 0) return -1;
  if (resumed) return 0;
  resumed = 1;
  setcontext(to);
  return -1;  // `setcontext` returns only when it fails.
}

#endif
