#ifndef LOCALESHOT_CPNG_SHIM_H
#define LOCALESHOT_CPNG_SHIM_H
#include <png.h>

/* PNG_FORMAT_RGBA is a compound macro, which Swift imports as unavailable. */
static const png_uint_32 LS_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
static const png_uint_32 LS_PNG_FORMAT_RGB = PNG_FORMAT_RGB;
static const png_uint_32 LS_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
#endif
