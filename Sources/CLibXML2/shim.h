// Only the CXML C target includes libxml2; this module exists so that SwiftPM finds the
// library's include and link flags through pkg-config.
#include <libxml/xmlreader.h>
#include <libxml/xmlwriter.h>
