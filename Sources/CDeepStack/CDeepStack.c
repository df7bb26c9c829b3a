// Stack switching on the calling thread: the view runtime's passes recurse a few frames per
// level of the view tree, and a deep tree (an outline, a thread of comments) needs more stack
// than a thread has. The work stays on its thread, so thread-local state, task-local values and
// the main actor's identity are unchanged.
#if defined(__APPLE__)
#define _XOPEN_SOURCE 700
#define _DARWIN_C_SOURCE
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
#endif

#include "CDeepStack.h"

#include <pthread.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

#include "CDeepStackSanitizers.h"

struct cdeepstack_call_frame {
  void (*body)(void *);
  void *context;
  struct cdeepstack_fiber caller;
};

static _Thread_local struct cdeepstack_call_frame *pending;
static _Thread_local char *stack_base;
static _Thread_local size_t stack_size;
static _Thread_local int active;
// The sanitizers' record of the deep stack, made with it (nothing when built without them).
static _Thread_local void *stack_fiber;

int cdeepstack_is_active(void) { return active; }

CDEEPSTACK_SWITCHES static void trampoline(void) {
  struct cdeepstack_call_frame *frame = pending;
  cdeepstack_fiber_did_enter(&frame->caller);
  active = 1;
  frame->body(frame->context);
  active = 0;
  // The last thing on this stack: the return through `uc_link` switches back to the caller.
  cdeepstack_fiber_will_leave(&frame->caller);
}

// The fibers of `cdeepstack_nest`, one per relay nested on this thread (none without
// ThreadSanitizer), and the levels nested.
static _Thread_local void **relay_fibers;
static _Thread_local size_t relay_fiber_count;
static _Thread_local size_t relays;
static _Thread_local size_t levels;

// Releases a thread's stack and fibers when the thread exits.
static pthread_key_t owner_key;
static pthread_once_t owner_once = PTHREAD_ONCE_INIT;

static void release_thread(void *unused) {
  (void)unused;
  for (size_t index = 0; index < relay_fiber_count; index++) {
    cdeepstack_fiber_destroy(relay_fibers[index]);
  }
  free(relay_fibers);
  relay_fibers = NULL;
  relay_fiber_count = 0;
  if (stack_base == NULL) return;
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  munmap(stack_base - page, stack_size + page);
  cdeepstack_fiber_destroy(stack_fiber);
  stack_fiber = NULL;
  stack_base = NULL;
  stack_size = 0;
}

static void make_owner_key(void) { pthread_key_create(&owner_key, release_thread); }

// Makes sure `release_thread` runs when the calling thread exits.
static void own_thread(void) {
  pthread_once(&owner_once, make_owner_key);
  pthread_setspecific(owner_key, &owner_key);
}

static int map_stack(size_t size) {
  if (stack_base != NULL && stack_size >= size) return 0;
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  size_t total = size + page;
  int flags = MAP_PRIVATE | MAP_ANONYMOUS;
#ifdef MAP_NORESERVE
  flags |= MAP_NORESERVE;
#endif
  void *memory = mmap(NULL, total, PROT_READ | PROT_WRITE, flags, -1, 0);
  if (memory == MAP_FAILED) return -1;
  own_thread();
  mprotect(memory, page, PROT_NONE);  // The guard page, below the stack.
  if (stack_base != NULL) munmap(stack_base - page, stack_size + page);
  if (stack_fiber == NULL) stack_fiber = cdeepstack_fiber_create();
  stack_base = (char *)memory + page;
  stack_size = size;
  return 0;
}

int cdeepstack_call(size_t size, void (*body)(void *), void *context) {
  if (active || map_stack(size) != 0) return -1;
  struct cdeepstack_call_frame frame = {body, context, {0}};
  ucontext_t caller;
  ucontext_t callee;
  if (getcontext(&callee) != 0) return -1;
  callee.uc_stack.ss_sp = stack_base;
  callee.uc_stack.ss_size = stack_size;
  callee.uc_link = &caller;
  pending = &frame;
  makecontext(&callee, trampoline, 0);
  cdeepstack_fiber_will_enter(&frame.caller, stack_fiber, stack_base, stack_size);
  int status = cdeepstack_swap(&caller, &callee);
  cdeepstack_fiber_did_return(&frame.caller, status == 0);
  return status;
}

int cdeepstack_nest_relays(void) { return CDEEPSTACK_LEVELS_PER_FIBER != 0; }

// The fiber for the relay nested `index` deep on this thread, made when first needed; `NULL`
// when none could be made.
static void *relay_fiber(size_t index) {
  if (index < relay_fiber_count) return relay_fibers[index];
  void **grown = realloc(relay_fibers, (index + 1) * sizeof(void *));
  if (grown == NULL) return NULL;
  relay_fibers = grown;
  void *fiber = cdeepstack_fiber_create();
  if (fiber == NULL) return NULL;
  own_thread();
  relay_fibers[relay_fiber_count++] = fiber;
  return fiber;
}

CDEEPSTACK_SWITCHES void cdeepstack_nest(void (*body)(void *), void *context) {
  if (CDEEPSTACK_LEVELS_PER_FIBER == 0) {
    body(context);
    return;
  }
  levels += 1;
  void *fiber = levels % CDEEPSTACK_LEVELS_PER_FIBER == 0 ? relay_fiber(relays) : NULL;
  if (fiber == NULL) {
    body(context);
  } else {
    relays += 1;
    cdeepstack_fiber_relay(fiber, body, context);
    relays -= 1;
  }
  levels -= 1;
}
