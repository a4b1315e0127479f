#ifndef TEST_WORKING_FOLDER_H
#define TEST_WORKING_FOLDER_H

/// The folder the test process works in: a new one below the temporary folder, made and
/// entered before any test runs, and removed with everything in it when the process exits.
/// The empty string when it could not be made (the process then stays where it started, and
/// the working-folder test fails).
const char *test_working_folder(void);

#endif
