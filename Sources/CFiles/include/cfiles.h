#ifndef CFILES_H
#define CFILES_H

/// Swaps the files at two paths in one step, both staying whole: Linux's `renameat2` with
/// `RENAME_EXCHANGE`, macOS's `renamex_np` with `RENAME_SWAP`. Returns 0, or -1 with
/// `errno` set: `ENOENT` when either path names nothing, `EINVAL` or `ENOSYS` where the
/// system or the file system cannot swap.
int cfiles_exchange(const char *first, const char *second);

/// Whether the file at `path` (links followed) belongs to a file system the kernel makes up
/// as it is read: Linux's /proc, /sys and their kin. Their files say they are regular files,
/// yet hold a process's environment and memory or the machine's state, which no input of an
/// audit is. Returns 1 or 0, or -1 with `errno` set when the path cannot be examined; 0 on
/// systems without such file systems.
int cfiles_is_kernel_file(const char *path);

/// The same for an open file.
int cfiles_is_kernel_descriptor(int descriptor);

#endif
