// Pango with its Cairo and fontconfig back ends, and HarfBuzz, for the one text engine.
// GObject's cast macros do not reach Swift: the few calls that need them are wrapped here.
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangofc-font.h>
#include <fontconfig/fontconfig.h>
#include <hb.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <stdint.h>

/// A Pango font map that draws with Cairo and finds fonts only in `config`.
static inline PangoFontMap *visual_font_map_new(FcConfig *config) {
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    if (map != NULL) pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    return map;
}

static inline void visual_object_unref(void *object) { g_object_unref(object); }

/// The characters of the layout's first line that no font could draw (Pango's unknown
/// glyphs carry the character), at most `capacity` of them, in visual order. Returns how
/// many there are in all.
static inline int visual_unknown_characters(PangoLayout *layout, uint32_t *out, int capacity) {
    PangoLayoutLine *line = pango_layout_get_line_readonly(layout, 0);
    int count = 0;
    if (line == NULL) return 0;
    for (GSList *run = line->runs; run != NULL; run = run->next) {
        PangoGlyphItem *item = run->data;
        for (int i = 0; i < item->glyphs->num_glyphs; i++) {
            PangoGlyph glyph = item->glyphs->glyphs[i].glyph;
            if ((glyph & PANGO_GLYPH_UNKNOWN_FLAG) && glyph != PANGO_GLYPH_EMPTY && glyph != PANGO_GLYPH_INVALID_INPUT) {
                if (count < capacity) out[count] = glyph & ~PANGO_GLYPH_UNKNOWN_FLAG;
                count++;
            }
        }
    }
    return count;
}

/// The sum of the advances HarfBuzz gives `text` (UTF-8, `length` bytes) as one
/// left-to-right run of `script` in `font`, with the buffer set as Pango sets it for such a
/// run: the width Pango's layout measures for text this font alone draws, without the layout.
static inline int64_t visual_advance(hb_font_t *font, hb_buffer_t *buffer, hb_language_t language,
                                     hb_script_t script, const char *text, int length) {
    hb_buffer_clear_contents(buffer);
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR);
    hb_buffer_set_script(buffer, script);
    hb_buffer_set_language(buffer, language);
    hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS);
    hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_BOT | HB_BUFFER_FLAG_EOT);
    hb_buffer_set_invisible_glyph(buffer, PANGO_GLYPH_EMPTY);
    hb_buffer_add_utf8(buffer, text, length, 0, length);
    hb_shape(font, buffer, NULL, 0);
    unsigned int count = 0;
    hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, &count);
    int64_t advance = 0;
    for (unsigned int i = 0; i < count; i++) advance += positions[i].x_advance;
    return advance;
}

/// Puts every run of the layout's first line on one baseline. Pango 1.50 aligns each run to
/// the baseline of the line's first script (a line that starts with Han aligns the Latin
/// after it on the ideographic baseline, one that starts with Devanagari on the hanging
/// one), which moves Latin, Arabic and emoji up or down by a point or two depending on
/// what comes first. UIKit puts all runs of a horizontal line on the alphabetic baseline;
/// so do we. The layout has no attributes, so the offsets are only that alignment.
static inline void visual_flatten_baselines(PangoLayout *layout) {
    PangoLayoutLine *line = pango_layout_get_line_readonly(layout, 0);
    if (line == NULL) return;
    for (GSList *run = line->runs; run != NULL; run = run->next) {
        ((PangoGlyphItem *)run->data)->y_offset = 0;
    }
}

/// FreeType's version, `2.12.1`: it turns the outlines into pixels.
static inline void visual_freetype_version(int *major, int *minor, int *patch) {
    FT_Library library;
    *major = *minor = *patch = 0;
    if (FT_Init_FreeType(&library) != 0) return;
    FT_Library_Version(library, major, minor, patch);
    FT_Done_FreeType(library);
}
