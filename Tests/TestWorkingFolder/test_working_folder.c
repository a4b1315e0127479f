// The test process leaves the package before any test runs. A test that runs the tool with
// its defaults (no folder, no --config) then audits an empty folder of its own: it never
// reads the package's onboard-audit.json, so never writes the package's Reports/.
//
// This is a C constructor because it must happen before the first test, and Swift Testing
// runs the suites in parallel with no hook before them all; changing the working folder
// while tests run would change the paths they show.

#define _XOPEN_SOURCE 700

#include "test_working_folder.h"

#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static char folder[4096];

static int remove_entry(const char *path, const struct stat *status, int kind, struct FTW *walk) {
  (void)status;
  (void)kind;
  (void)walk;
  return remove(path);
}

static void remove_working_folder(void) {
  if (folder[0] != '\0') nftw(folder, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
}

__attribute__((constructor)) static void enter_working_folder(void) {
  const char *temporary = getenv("TMPDIR");
  if (temporary == NULL || temporary[0] == '\0') temporary = "/tmp";
  int length = snprintf(folder, sizeof folder, "%s/onboard-audit-tests-cwd-XXXXXX", temporary);
  if (length <= 0 || (size_t)length >= sizeof folder || mkdtemp(folder) == NULL || chdir(folder) != 0) {
    folder[0] = '\0';
    return;
  }
  atexit(remove_working_folder);
}

const char *test_working_folder(void) { return folder; }
