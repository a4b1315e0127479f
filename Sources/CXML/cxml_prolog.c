// The prolog check, run before the parse.

#include "cxml_reader_state.h"

#include <libxml/parserInternals.h>
#include <stdio.h>
#include <string.h>

// A first, cheap pass over the prolog only, with a SAX handler that builds nothing: it stops
// at the first element, and it stops at the first entity declaration, before any reference
// to it could be parsed. That rejects entity bombs and external entities outright, while a
// DOCTYPE that only names an external DTD (Apple's plist DOCTYPE) passes without a fetch.
typedef struct {
  int doctype_line;
  int doctype_column;
  int found_entity;
  char entity_name[128];
} prolog_state;

static void locate_doctype(xmlParserCtxtPtr context, prolog_state *state) {
  xmlParserInputPtr input = context->input;
  state->doctype_line = input != NULL ? input->line : 0;
  state->doctype_column = 0;
  if (input == NULL || input->base == NULL || input->cur == NULL) return;
  // The callback comes after the DOCTYPE's name and external ID: walk back to `<!DOCTYPE`.
  const xmlChar *p = input->cur;
  while (p > input->base && !(p[0] == '<' && strncmp((const char *)p, "<!DOCTYPE", 9) == 0)) p--;
  if (p[0] != '<') return;
  for (const xmlChar *q = p; q < input->cur; q++) {
    if (*q == '\n') state->doctype_line--;
  }
  int column = 1;
  for (const xmlChar *q = p; q > input->base && q[-1] != '\n'; q--) {
    if ((q[-1] & 0xC0) != 0x80) column++;
  }
  state->doctype_column = column;
}

static void prolog_internal_subset(void *data, const xmlChar *name, const xmlChar *external_id,
                                   const xmlChar *system_id) {
  (void)name;
  (void)external_id;
  (void)system_id;
  xmlParserCtxtPtr context = data;
  locate_doctype(context, context->_private);
}

static void prolog_entity(xmlParserCtxtPtr context, const xmlChar *name) {
  prolog_state *state = context->_private;
  if (!state->found_entity) {
    state->found_entity = 1;
    snprintf(state->entity_name, sizeof state->entity_name, "%s", name != NULL ? (const char *)name : "");
  }
  xmlStopParser(context);
}

static void prolog_entity_decl(void *data, const xmlChar *name, int type, const xmlChar *public_id,
                               const xmlChar *system_id, xmlChar *content) {
  (void)type;
  (void)public_id;
  (void)system_id;
  (void)content;
  prolog_entity(data, name);
}

static void prolog_unparsed_entity_decl(void *data, const xmlChar *name, const xmlChar *public_id,
                                        const xmlChar *system_id, const xmlChar *notation) {
  (void)public_id;
  (void)system_id;
  (void)notation;
  prolog_entity(data, name);
}

static void prolog_start_element(void *data, const xmlChar *local_name, const xmlChar *prefix,
                                 const xmlChar *uri, int namespace_count, const xmlChar **namespaces,
                                 int attribute_count, int defaulted, const xmlChar **attributes) {
  (void)local_name;
  (void)prefix;
  (void)uri;
  (void)namespace_count;
  (void)namespaces;
  (void)attribute_count;
  (void)defaulted;
  (void)attributes;
  xmlStopParser(data);  // the prolog is over; the real pass reads the rest
}

static void prolog_ignore_error(void *data, cxml_error_ptr error) {
  (void)data;
  (void)error;  // the real pass reports errors, with the same positions
}

// Returns 0 when the document may be read, -1 (with the error set) when it declares entities.
int cxml_check_prolog(cxml_reader *r) {
  xmlParserCtxtPtr context = xmlCreateMemoryParserCtxt((const char *)r->bytes, (int)r->length);
  if (context == NULL) return 0;  // the real pass reports what is wrong
  xmlSAXHandler *sax = xmlMalloc(sizeof(xmlSAXHandler));
  if (sax == NULL) {
    xmlFreeParserCtxt(context);
    return 0;
  }
  memset(sax, 0, sizeof *sax);
  sax->initialized = XML_SAX2_MAGIC;
  sax->internalSubset = prolog_internal_subset;
  sax->entityDecl = prolog_entity_decl;
  sax->unparsedEntityDecl = prolog_unparsed_entity_decl;
  sax->startElementNs = prolog_start_element;
  sax->serror = (xmlStructuredErrorFunc)prolog_ignore_error;
  if (context->sax != NULL) xmlFree(context->sax);
  context->sax = sax;  // freed by xmlFreeParserCtxt
  context->userData = context;
  prolog_state state;
  memset(&state, 0, sizeof state);
  context->_private = &state;
  xmlCtxtUseOptions(context, CXML_READER_OPTIONS);
  xmlParseDocument(context);
  // libxml2 builds a document behind a SAX handler's back when it sees an entity
  // declaration ("expat compatibility"); the context does not own it.
  if (context->myDoc != NULL) {
    xmlFreeDoc(context->myDoc);
    context->myDoc = NULL;
  }
  xmlFreeParserCtxt(context);
  if (!state.found_entity) return 0;
  cxml_set_error(r, XML_ERR_FATAL, state.doctype_line, state.doctype_column,
            "the document type declaration declares the entity '%s'; entity declarations are not "
            "accepted (entities are never expanded or loaded)",
            state.entity_name);
  return -1;
}
