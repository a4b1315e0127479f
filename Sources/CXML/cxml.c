#include "cxml.h"
#include <libxml/xmlversion.h>
int cxml_version(void) { return LIBXML_VERSION; }
