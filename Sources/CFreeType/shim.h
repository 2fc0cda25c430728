#ifndef LOCALESHOT_CFREETYPE_SHIM_H
#define LOCALESHOT_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MODULE_H
#include FT_TRUETYPE_TABLES_H

/* FT_LOAD_TARGET_LIGHT and FT_LOAD_COLOR are function-like or shifted macros. */
static const int LS_FT_LOAD_NO_HINTING = FT_LOAD_NO_HINTING;
static const int LS_FT_LOAD_COLOR = FT_LOAD_COLOR;
static const int LS_FT_LOAD_DEFAULT = FT_LOAD_DEFAULT;
static const int LS_FT_LOAD_RENDER = FT_LOAD_RENDER;
#endif
