#include <fontconfig/fontconfig.h>
