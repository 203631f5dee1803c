#include "quill.h"
int quill_stream_version(void) { return 3; }
