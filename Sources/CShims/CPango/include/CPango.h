// The text engine's C side: HarfBuzz (shaping) and Pango with pangocairo (itemizing, bidi,
// fallback, drawing), loaded with dlopen when a process first needs them, and Cairo's
// FreeType faces for drawing HarfBuzz's glyphs. Loading lazily keeps Pango, GLib, GIO and
// their dozen libraries out of processes whose text is plain Latin (most pictures), and out
// of the executable's symbol scope: linked directly, they cost every process some 5 ms.
//
// Only the few functions used are declared, with plain C types; their ABI is Pango 1.x's
// and HarfBuzz's, stable for years.
#ifndef VISUAL_CPANGO_H
#define VISUAL_CPANGO_H

#include "CCairo.h"
#include <stdint.h>

/// Loads HarfBuzz (1) or HarfBuzz and Pango (2) once per process; returns whether they are
/// there. `visual_text_load_error` says why not.
int visual_text_load(int what);
const char *visual_text_load_error(void);

/// `6.0.0`, `1.50.12`, `2.12.1` (empty when the library is missing).
const char *visual_harfbuzz_version(void);
const char *visual_pango_version(void);
void visual_freetype_version(int *major, int *minor, int *patch);

// MARK: HarfBuzz alone

/// One face at one size, with a buffer: shapes text as Pango shapes a run in that face.
typedef struct VisualShaper VisualShaper;

/// The face `index` of `file` at `size` points (HarfBuzz's scale in Pango units, 1/1024
/// point, as Pango sets it); NULL if HarfBuzz or the file is missing.
VisualShaper *visual_shaper_new(const char *file, unsigned int index, double size);
void visual_shaper_free(VisualShaper *shaper);

/// Ascent and descent in points, as Pango's font metrics give them.
void visual_shaper_extents(VisualShaper *shaper, double *ascent, double *descent);

/// The sum of the advances of `text` (UTF-8, `length` bytes) as one left-to-right run of
/// Latin (`latin`) or common characters, in Pango units.
int64_t visual_shaper_advance(VisualShaper *shaper, int latin, const char *text, int length);

/// The glyphs of `text` placed from the baseline origin (x, y), in points, as Pango's Cairo
/// renderer places them, and their clusters (the bytes each glyph group draws) as it gives
/// them to text-aware surfaces; at most `capacity` of each (`length` + 8 is enough for
/// text the fast path takes). Returns how many glyphs there are.
int visual_shaper_glyphs(VisualShaper *shaper, int latin, const char *text, int length, double x, double y,
                         cairo_glyph_t *glyphs, cairo_text_cluster_t *clusters, int capacity, int *cluster_count);

// MARK: Cairo faces

/// The font of `config` that Pango puts first for `family` at `weight` and `size` (a
/// pattern with its file, index, coverage and Cairo's options), asked as Pango asks.
/// NULL if none; the caller destroys it.
FcPattern *visual_match(FcConfig *config, const char *family, int weight, double size);

/// A Cairo face for a matched font, as Pango's Cairo font map makes one.
cairo_font_face_t *visual_cairo_face(FcPattern *font);

/// The engine's font options: no hinting, metrics unhinted, grey antialiasing.
cairo_font_options_t *visual_font_options(void);

// MARK: Pango

/// A font map on `config` with a context and a layout for measuring and another pair for
/// drawing; NULL if Pango is missing.
typedef struct VisualPango VisualPango;
VisualPango *visual_pango_new(FcConfig *config);
void visual_pango_free(VisualPango *pango);

/// A font description: `families` comma-separated, in order; weight 100–1000; size in points.
void *visual_pango_description_new(const char *families, int weight, double size);
void visual_pango_description_free(void *description);

/// Ascent and descent in points of the first face of a description.
void visual_pango_extents(VisualPango *pango, void *description, double *ascent, double *descent);

/// The width of one line (one paragraph: separators are drawn, not obeyed) in Pango units,
/// and the characters no face could draw (at most `capacity`; `unknown_count` says how many
/// glyphs were unknown in all); in Pango units, how far its glyphs' ink reaches above and
/// below the baseline (`ink_ascent`, `ink_descent`), and the line box of the faces that drew
/// it (`line_ascent`, `line_descent`: the largest of their ascents and descents).
int64_t visual_pango_measure(VisualPango *pango, void *description, const char *text, int length,
                             uint32_t *unknown, int capacity, int *unknown_count, int *ink_ascent, int *ink_descent,
                             int *line_ascent, int *line_descent);

/// Draws one line with its baseline's left end at the current point of `cr`, every run on
/// that baseline.
void visual_pango_draw(VisualPango *pango, cairo_t *cr, void *description, const char *text, int length);

#endif
