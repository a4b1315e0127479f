#ifndef CFILES_H
#define CFILES_H

/// Swaps the files at two paths in one step, both staying whole: Linux's `renameat2` with
/// `RENAME_EXCHANGE`, macOS's `renamex_np` with `RENAME_SWAP`. Returns 0, or -1 with
/// `errno` set: `ENOENT` when either path names nothing, `EINVAL` or `ENOSYS` where the
/// system or the file system cannot swap.
int cfiles_exchange(const char *first, const char *second);

#endif
