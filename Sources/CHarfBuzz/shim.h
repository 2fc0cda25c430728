#ifndef LOCALESHOT_CHARFBUZZ_SHIM_H
#define LOCALESHOT_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
