#ifndef LOCALESHOT_CFRIBIDI_SHIM_H
#define LOCALESHOT_CFRIBIDI_SHIM_H
#include <fribidi.h>
#endif
