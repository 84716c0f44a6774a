// libpng for Swift, with every libpng call made from C; and the one loop of the fast
// decoder (PNGFastDecoder) that Swift's SIMD types did not make fast (png_unfilter.h).
//
// libpng reports an error by calling an error handler that must not return; the only way
// out is longjmp back to a setjmp. A longjmp must never cross Swift frames, so the code
// that drives libpng lives here, in static functions that Swift calls: each one sets its
// own setjmp, and on an error returns 0 with libpng's message in the struct.
#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "png_errors.h"
#include "png_decoder.h"
#include "png_unfilter.h"

#endif
