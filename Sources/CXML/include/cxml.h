#ifndef CXML_H
#define CXML_H

// The project's window on libxml2. No libxml2 type appears here: Swift sees only this header
// (docs/design.md, "Why the C targets": libxml2's headers pull in ICU's, which clash with
// Foundation's on Linux).
// Strings are UTF-8, NUL-terminated unless a length is given.

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// libxml2's version as a number (20914 for 2.9.14).
int cxml_version(void);

// MARK: - Hardened pull reader

/// Results of `cxml_reader_next`.
#define CXML_ERROR (-1)
#define CXML_END 0
#define CXML_START_ELEMENT 1
#define CXML_END_ELEMENT 2
#define CXML_TEXT 3

/// A pull reader over a document in memory. libxml2's SAX2 parser is fed the document a
/// piece at a time and the events of each piece are handed out one by one; every event
/// before a parse error is handed out before the error. Hardened for
/// hostile input: no network, no file ever opened (external entities and DTDs are refused),
/// entities never expanded, a document whose DTD declares entities is rejected, nesting
/// depth and input size are bounded, and no message is ever printed.
typedef struct cxml_reader cxml_reader;

/// Opens a reader over a copy of `bytes`. Returns NULL only when memory runs out; every
/// other problem (too large, entity declarations, malformed XML) is reported by the first
/// `cxml_reader_next` call that reaches it. `max_depth` bounds element nesting (libxml2 itself
/// stops at 256); `max_bytes` bounds the input size.
cxml_reader *cxml_reader_open(const void *bytes, size_t length, int max_depth, size_t max_bytes);

/// Moves to the next event: CXML_START_ELEMENT, CXML_END_ELEMENT (also after an empty
/// element such as `<x/>`, so events are always balanced), CXML_TEXT (text, CDATA and
/// whitespace), CXML_END (end of document) or CXML_ERROR (then see `cxml_reader_error_*`).
/// Comments, processing instructions and the document type are skipped. After CXML_END or
/// CXML_ERROR every further call returns the same.
int cxml_reader_next(cxml_reader *reader);

/// The current element's local name (start or end), or NULL.
const char *cxml_reader_local_name(cxml_reader *reader);
/// The current element's qualified name as written (`xliff:g`), or NULL.
const char *cxml_reader_qualified_name(cxml_reader *reader);
/// The current element's namespace URI, or NULL when it has none.
const char *cxml_reader_namespace(cxml_reader *reader);
/// The current text, or NULL.
const char *cxml_reader_value(cxml_reader *reader);
/// The length in bytes of the current text (0 when there is none).
size_t cxml_reader_value_length(cxml_reader *reader);
/// 1 when the current start element was written empty (`<x/>`).
int cxml_reader_is_empty(cxml_reader *reader);

/// The current start element's attributes (namespace declarations left out).
int cxml_reader_attribute_count(cxml_reader *reader);
/// The local name of attribute `index`.
const char *cxml_reader_attribute_local_name(cxml_reader *reader, int index);
/// The qualified name of attribute `index`, as written.
const char *cxml_reader_attribute_qualified_name(cxml_reader *reader, int index);
/// The namespace URI of attribute `index`, or NULL.
const char *cxml_reader_attribute_namespace(cxml_reader *reader, int index);
/// The value of attribute `index`.
const char *cxml_reader_attribute_value(cxml_reader *reader, int index);
/// The value of the first attribute with this local name and no namespace, or NULL.
const char *cxml_reader_attribute_named(cxml_reader *reader, const char *local_name);
/// The value of the attribute with this qualified name, or NULL.
const char *cxml_reader_attribute(cxml_reader *reader, const char *qualified_name);

/// 1-based line and column of the current event: the `<` of a start or end tag, the first
/// character of a text (the first character after `<![CDATA[` for CDATA). A synthesised end
/// element has its start element's position. Columns count Unicode scalars in UTF-8 input;
/// for other encodings the line comes from libxml2 (the line where the start tag ends) and
/// the column is 0.
int cxml_reader_line(cxml_reader *reader);
int cxml_reader_column(cxml_reader *reader);

/// After CXML_ERROR: the message (one line, no trailing newline), its 1-based line and
/// column (0 when unknown).
const char *cxml_reader_error_message(cxml_reader *reader);
int cxml_reader_error_line(cxml_reader *reader);
int cxml_reader_error_column(cxml_reader *reader);

void cxml_reader_close(cxml_reader *reader);

#ifdef __cplusplus
}
#endif

#endif
