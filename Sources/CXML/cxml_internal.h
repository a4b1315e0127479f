#ifndef CXML_INTERNAL_H
#define CXML_INTERNAL_H

// Shared by the C files of this target only; never seen by Swift.

#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>

// libxml2 2.12 made the structured error argument const.
#if LIBXML_VERSION >= 21200
typedef const xmlError *cxml_error_ptr;
#else
typedef xmlErrorPtr cxml_error_ptr;
#endif

/// Initialises libxml2 once per process (parser globals, the refusing entity loader) and
/// silences the default error output of each thread that calls it; call at every public
/// entry point (after the first call on a thread it returns at once).
void cxml_prepare(void);

#endif
