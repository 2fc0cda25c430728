#ifndef LOCALESHOT_CZLIB_SHIM_H
#define LOCALESHOT_CZLIB_SHIM_H
#include <zlib.h>

/* inflateInit is a function-like macro, which Swift cannot import: call inflateInit_ with these. */
static const char *const LS_ZLIB_VERSION = ZLIB_VERSION;
static const int LS_Z_STREAM_SIZE = (int)sizeof(z_stream);
#endif
