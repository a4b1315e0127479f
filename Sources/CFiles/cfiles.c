#include "cfiles.h"

#include <errno.h>
#include <stdio.h>

#if defined(__linux__)
#include <fcntl.h>
#include <sys/syscall.h>
#include <sys/vfs.h>
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

#if defined(__linux__)
/// The magic numbers (linux/magic.h) of the file systems whose files the kernel writes as
/// they are read.
static int cfiles_is_kernel_type(unsigned long type) {
  static const unsigned long kernel_types[] = {
      0x9fa0,      // proc
      0x62656572,  // sysfs
      0x64626720,  // debugfs
      0x74726163,  // tracefs
      0x73636673,  // securityfs
      0x27e0eb,    // cgroup
      0x63677270,  // cgroup2
      0x62656570,  // configfs
      0xde5e81e4,  // efivarfs
      0xcafe4a11,  // bpf
      0x6165676c,  // pstore
      0x65735543,  // fusectl
      0x42494e4d,  // binfmt_misc
      0x1cd1,      // devpts
  };
  for (size_t index = 0; index < sizeof kernel_types / sizeof kernel_types[0]; index++) {
    if ((type & 0xffffffffUL) == kernel_types[index]) return 1;
  }
  return 0;
}
#endif

int cfiles_is_kernel_file(const char *path) {
#if defined(__linux__)
  struct statfs status;
  if (statfs(path, &status) != 0) return -1;
  return cfiles_is_kernel_type((unsigned long)status.f_type);
#else
  (void)path;
  return 0;
#endif
}

int cfiles_is_kernel_descriptor(int descriptor) {
#if defined(__linux__)
  struct statfs status;
  if (fstatfs(descriptor, &status) != 0) return -1;
  return cfiles_is_kernel_type((unsigned long)status.f_type);
#else
  (void)descriptor;
  return 0;
#endif
}
