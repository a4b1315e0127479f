#include "cfiles.h"

#include <errno.h>
#include <stdio.h>

#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

int cfiles_exchange(const char *first, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
  // The system call itself: the C library's wrapper is recent, and absent from some.
  const unsigned int exchange = 1u << 1;  // RENAME_EXCHANGE
  return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, exchange);
#elif defined(__APPLE__)
  return renamex_np(first, second, RENAME_SWAP);
#else
  (void)first;
  (void)second;
  errno = ENOSYS;
  return -1;
#endif
}
