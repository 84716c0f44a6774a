// Cairo (and fontconfig, whose patterns Cairo's FreeType faces take) for the rest of the
// project. The declarations are the libraries' own headers; the definitions are CCairo's
// (library_loading.c): the first call of any opens the libraries, and each call goes on
// to the real function. See there for why.
#ifndef VISUAL_CCAIRO_H
#define VISUAL_CCAIRO_H

#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-svg.h>
#include <fontconfig/fontconfig.h>

// The two functions of cairo-ft.h that the project calls. That header needs FreeType's
// headers, which only pkg-config can find, and pkg-config would link Cairo at start; these
// two take fontconfig's types alone. Their ABI has not changed since Cairo 1.0.

/// A Cairo face for the font file a fontconfig pattern names.
cairo_font_face_t *cairo_ft_font_face_create_for_pattern(FcPattern *pattern);
/// Adds Cairo's font options to a fontconfig pattern before it is matched.
void cairo_ft_font_options_substitute(const cairo_font_options_t *options, FcPattern *pattern);

/// Cairo's library handle, opened if it was not: `dlsym` on it also finds the libraries
/// Cairo links (FreeType among them). Exits with a message if Cairo cannot be opened.
void *visual_cairo_library(void);

#endif
