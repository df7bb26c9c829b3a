#ifndef ALLOCATOR_STATISTICS_H
#define ALLOCATOR_STATISTICS_H

#include <stddef.h>

/// Bytes currently allocated with malloc by this process (glibc's mallinfo2), or 0 elsewhere.
size_t allocator_statistics_allocated_bytes(void);

#endif
