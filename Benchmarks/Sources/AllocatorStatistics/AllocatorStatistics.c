#include "AllocatorStatistics.h"

#if defined(__linux__)
#include <malloc.h>
#endif

size_t allocator_statistics_allocated_bytes(void) {
#if defined(__linux__)
  return mallinfo2().uordblks;
#else
  return 0;
#endif
}
