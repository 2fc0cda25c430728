#ifndef LOCALESHOT_CDEFLATE_SHIM_H
#define LOCALESHOT_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
