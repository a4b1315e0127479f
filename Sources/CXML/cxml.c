#include "cxml.h"
#include "cxml_internal.h"

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <pthread.h>

int cxml_version(void) { return LIBXML_VERSION; }

// Every external resource (external entities, external DTD subsets, XInclude) goes through
// the entity loader. Refusing here is the last line of defence: even if an option or a
// future libxml2 version tried to load something, no file or URL is ever opened.
static xmlParserInputPtr refuse_external_entity(
    const char *url, const char *id, xmlParserCtxtPtr context) {
  (void)url;
  (void)id;
  (void)context;
  return NULL;
}

// Errors raised without a parser context (encoding setup, allocation) go to the
// thread's structured handler; libxml2's default prints them on standard error, which a
// command-line tool whose output is parsed by CI must never do.
static void ignore_error(void *data, cxml_error_ptr error) {
  (void)data;
  (void)error;
}

/// libxml2 writes some errors ("xmlParseChunk: encoder error") through its generic error
/// function, which prints to standard error by default.
static void ignore_generic_error(void *data, const char *message, ...) {
  (void)data;
  (void)message;
}

static pthread_once_t once = PTHREAD_ONCE_INIT;

static void initialise(void) {
  xmlInitParser();
  xmlSetExternalEntityLoader(refuse_external_entity);
}

// Whether this thread's error handlers are set. Nothing in the process sets them but
// `cxml_prepare`, so once per thread is enough; setting them on every call cost several
// lookups of libxml2's per-thread state for each event read.
static _Thread_local int thread_prepared = 0;

void cxml_prepare(void) {
  if (thread_prepared) return;
  pthread_once(&once, initialise);
  // Thread-local in libxml2, so they are set on each thread that enters.
  xmlSetStructuredErrorFunc(NULL, (xmlStructuredErrorFunc)ignore_error);
  xmlSetGenericErrorFunc(NULL, ignore_generic_error);
  thread_prepared = 1;
}
