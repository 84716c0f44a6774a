// See include/CPango.h.
#include "CPango.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: The declarations used, with plain C types

typedef struct { int x, y, width, height; } PangoRectangle;
typedef struct GSList { void *data; struct GSList *next; } GSList;
typedef struct { uint32_t glyph; int width, x_offset, y_offset; uint32_t attr; } PangoGlyphInfo;
typedef struct { int num_glyphs; PangoGlyphInfo *glyphs; int *log_clusters; int space; } PangoGlyphString;
// PangoItem and PangoAnalysis as pango-item.h lays them out (the engines are deprecated
// but keep their places).
typedef struct { void *shape_engine, *lang_engine, *font; uint8_t level, gravity, flags, script; void *language; GSList *extra_attrs; } PangoAnalysis;
typedef struct { int offset, length, num_chars; PangoAnalysis analysis; } PangoItem;
typedef struct { PangoItem *item; PangoGlyphString *glyphs; int y_offset, start_x_offset, end_x_offset; } PangoGlyphItem;
typedef struct { void *layout; int start_index, length; GSList *runs; } PangoLayoutLine;
typedef struct { uint32_t codepoint, mask, cluster, var1, var2; } hb_glyph_info_t;
typedef struct { int32_t x_advance, y_advance, x_offset, y_offset; uint32_t var; } hb_glyph_position_t;
typedef struct { int32_t ascender, descender, line_gap, reserved[9]; } hb_font_extents_t;

#define PANGO_SCALE 1024
#define PANGO_GLYPH_EMPTY 0x0FFFFFFFu
#define PANGO_GLYPH_INVALID_INPUT 0xFFFFFFFFu
#define PANGO_GLYPH_UNKNOWN_FLAG 0x10000000u
#define HB_TAG(a, b, c, d) ((uint32_t)(a) << 24 | (uint32_t)(b) << 16 | (uint32_t)(c) << 8 | (uint32_t)(d))
#define HB_DIRECTION_LTR 4
#define HB_BUFFER_FLAG_BOT 1u
#define HB_BUFFER_FLAG_EOT 2u
#define HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS 1

#define FUNCTIONS(X) \
    X(hb, void *, hb_blob_create_from_file, (const char *)) \
    X(hb, void, hb_blob_destroy, (void *)) \
    X(hb, void *, hb_face_create, (void *, unsigned int)) \
    X(hb, void, hb_face_destroy, (void *)) \
    X(hb, void *, hb_font_create, (void *)) \
    X(hb, void, hb_font_destroy, (void *)) \
    X(hb, void, hb_font_set_scale, (void *, int, int)) \
    X(hb, void, hb_font_set_ptem, (void *, float)) \
    X(hb, int, hb_font_get_h_extents, (void *, hb_font_extents_t *)) \
    X(hb, void *, hb_buffer_create, (void)) \
    X(hb, void, hb_buffer_destroy, (void *)) \
    X(hb, void, hb_buffer_clear_contents, (void *)) \
    X(hb, void, hb_buffer_set_direction, (void *, int)) \
    X(hb, void, hb_buffer_set_script, (void *, uint32_t)) \
    X(hb, void *, hb_language_from_string, (const char *, int)) \
    X(hb, void, hb_buffer_set_language, (void *, void *)) \
    X(hb, void, hb_buffer_set_cluster_level, (void *, int)) \
    X(hb, void, hb_buffer_set_flags, (void *, unsigned int)) \
    X(hb, void, hb_buffer_set_invisible_glyph, (void *, uint32_t)) \
    X(hb, void, hb_buffer_add_utf8, (void *, const char *, int, unsigned int, int)) \
    X(hb, void, hb_shape, (void *, void *, const void *, unsigned int)) \
    X(hb, hb_glyph_info_t *, hb_buffer_get_glyph_infos, (void *, unsigned int *)) \
    X(hb, hb_glyph_position_t *, hb_buffer_get_glyph_positions, (void *, unsigned int *)) \
    X(hb, const char *, hb_version_string, (void)) \
    X(pango, void *, pango_cairo_font_map_new_for_font_type, (cairo_font_type_t)) \
    X(pango, void, pango_fc_font_map_set_config, (void *, FcConfig *)) \
    X(pango, void *, pango_font_map_create_context, (void *)) \
    X(pango, void *, pango_language_from_string, (const char *)) \
    X(pango, void, pango_context_set_language, (void *, void *)) \
    X(pango, void, pango_context_set_round_glyph_positions, (void *, int)) \
    X(pango, void, pango_cairo_context_set_font_options, (void *, const cairo_font_options_t *)) \
    X(pango, void *, pango_layout_new, (void *)) \
    X(pango, void, pango_layout_set_single_paragraph_mode, (void *, int)) \
    X(pango, void *, pango_font_description_new, (void)) \
    X(pango, void, pango_font_description_set_family, (void *, const char *)) \
    X(pango, void, pango_font_description_set_weight, (void *, int)) \
    X(pango, void, pango_font_description_set_absolute_size, (void *, double)) \
    X(pango, void, pango_font_description_free, (void *)) \
    X(pango, void *, pango_font_map_load_font, (void *, void *, const void *)) \
    X(pango, void *, pango_font_get_metrics, (void *, void *)) \
    X(pango, int, pango_font_metrics_get_ascent, (void *)) \
    X(pango, int, pango_font_metrics_get_descent, (void *)) \
    X(pango, void, pango_font_metrics_unref, (void *)) \
    X(pango, void, pango_layout_set_font_description, (void *, const void *)) \
    X(pango, void, pango_layout_set_text, (void *, const char *, int)) \
    X(pango, void, pango_layout_get_extents, (void *, PangoRectangle *, PangoRectangle *)) \
    X(pango, int, pango_layout_get_baseline, (void *)) \
    X(pango, int, pango_layout_get_unknown_glyphs_count, (void *)) \
    X(pango, PangoLayoutLine *, pango_layout_get_line_readonly, (void *, int)) \
    X(pango, void, pango_cairo_update_context, (cairo_t *, void *)) \
    X(pango, void, pango_cairo_show_layout_line, (cairo_t *, PangoLayoutLine *)) \
    X(pango, const char *, pango_version_string, (void)) \
    X(pango, void, g_object_unref, (void *))

#define DECLARE(library, result, name, arguments) static result(*p_##name) arguments;
FUNCTIONS(DECLARE)

static pthread_once_t harfbuzz_once = PTHREAD_ONCE_INIT, pango_once = PTHREAD_ONCE_INIT;
static int harfbuzz_loaded, pango_loaded;
static char load_error[512];

static void *open_library(const char *name) {
    // RTLD_LOCAL: the libraries and theirs stay out of the executable's symbol scope.
    void *handle = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL && load_error[0] == 0) snprintf(load_error, sizeof load_error, "%s", dlerror());
    return handle;
}

static int resolve(void *handle, const char *name, void **slot) {
    *slot = handle ? dlsym(handle, name) : NULL;
    if (*slot == NULL && load_error[0] == 0) snprintf(load_error, sizeof load_error, "symbol %s is missing", name);
    return *slot != NULL;
}

#define RESOLVE_HB(library, result, name, arguments) \
    if (strcmp(#library, "hb") == 0) ok &= resolve(handle, #name, (void **)&p_##name);
#define RESOLVE_PANGO(library, result, name, arguments) \
    if (strcmp(#library, "pango") == 0) ok &= resolve(handle, #name, (void **)&p_##name);

static void load_harfbuzz(void) {
    void *handle = open_library("libharfbuzz.so.0");
    int ok = handle != NULL;
    FUNCTIONS(RESOLVE_HB)
    harfbuzz_loaded = ok;
}

static void load_pango(void) {
    // pangocairo brings pango, pangoft2, GLib and GObject with it; dlsym on its handle
    // searches them too.
    void *handle = open_library("libpangocairo-1.0.so.0");
    int ok = handle != NULL;
    FUNCTIONS(RESOLVE_PANGO)
    pango_loaded = ok;
}

int visual_text_load(int what) {
    pthread_once(&harfbuzz_once, load_harfbuzz);
    if (what < 2) return harfbuzz_loaded;
    pthread_once(&pango_once, load_pango);
    return harfbuzz_loaded && pango_loaded;
}

const char *visual_text_load_error(void) { return load_error; }

const char *visual_harfbuzz_version(void) { return visual_text_load(1) ? p_hb_version_string() : ""; }

const char *visual_pango_version(void) { return visual_text_load(2) ? p_pango_version_string() : ""; }

void visual_freetype_version(int *major, int *minor, int *patch) {
    // FreeType is loaded with Cairo; asked through Cairo's handle, so not linked here.
    typedef int (*Init)(void **);
    typedef void (*Version)(void *, int *, int *, int *);
    typedef int (*Done)(void *);
    void *cairo = visual_cairo_library();
    Init init = (Init)dlsym(cairo, "FT_Init_FreeType");
    Version version = (Version)dlsym(cairo, "FT_Library_Version");
    Done done = (Done)dlsym(cairo, "FT_Done_FreeType");
    void *library = NULL;
    *major = *minor = *patch = 0;
    if (!init || !version || !done || init(&library) != 0) return;
    version(library, major, minor, patch);
    done(library);
}

// MARK: HarfBuzz alone

struct VisualShaper {
    void *blob, *face, *font, *buffer, *language;
};

VisualShaper *visual_shaper_new(const char *file, unsigned int index, double size) {
    if (!visual_text_load(1)) return NULL;
    VisualShaper *shaper = calloc(1, sizeof *shaper);
    shaper->blob = p_hb_blob_create_from_file(file);
    shaper->face = p_hb_face_create(shaper->blob, index);
    shaper->font = p_hb_font_create(shaper->face);
    // As Pango sets a face's HarfBuzz font: the scale in Pango units, the size in points
    // (Pango's Cairo font map is at 96 dots per inch, so 15 units are 11.25 points).
    int scale = (int)(size * PANGO_SCALE);
    p_hb_font_set_scale(shaper->font, scale, scale);
    p_hb_font_set_ptem(shaper->font, (float)(size * 72.0 / 96.0));
    shaper->buffer = p_hb_buffer_create();
    shaper->language = p_hb_language_from_string("en", -1);
    return shaper;
}

void visual_shaper_free(VisualShaper *shaper) {
    if (shaper == NULL) return;
    p_hb_buffer_destroy(shaper->buffer);
    p_hb_font_destroy(shaper->font);
    p_hb_face_destroy(shaper->face);
    p_hb_blob_destroy(shaper->blob);
    free(shaper);
}

void visual_shaper_extents(VisualShaper *shaper, double *ascent, double *descent) {
    hb_font_extents_t extents;
    memset(&extents, 0, sizeof extents);
    p_hb_font_get_h_extents(shaper->font, &extents);
    *ascent = (double)extents.ascender / PANGO_SCALE;
    *descent = (double)-extents.descender / PANGO_SCALE;
}

static unsigned int shape(VisualShaper *shaper, int latin, const char *text, int length) {
    void *buffer = shaper->buffer;
    // The buffer as Pango sets it for a run: direction, script, language, clusters, flags.
    p_hb_buffer_clear_contents(buffer);
    p_hb_buffer_set_direction(buffer, HB_DIRECTION_LTR);
    p_hb_buffer_set_script(buffer, latin ? HB_TAG('L', 'a', 't', 'n') : HB_TAG('Z', 'y', 'y', 'y'));
    p_hb_buffer_set_language(buffer, shaper->language);
    p_hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS);
    p_hb_buffer_set_flags(buffer, HB_BUFFER_FLAG_BOT | HB_BUFFER_FLAG_EOT);
    p_hb_buffer_set_invisible_glyph(buffer, PANGO_GLYPH_EMPTY);
    p_hb_buffer_add_utf8(buffer, text, length, 0, length);
    p_hb_shape(shaper->font, buffer, NULL, 0);
    unsigned int count = 0;
    p_hb_buffer_get_glyph_positions(buffer, &count);
    return count;
}

int64_t visual_shaper_advance(VisualShaper *shaper, int latin, const char *text, int length) {
    unsigned int count = shape(shaper, latin, text, length);
    hb_glyph_position_t *positions = p_hb_buffer_get_glyph_positions(shaper->buffer, &count);
    int64_t advance = 0;
    for (unsigned int i = 0; i < count; i++) advance += positions[i].x_advance;
    return advance;
}

int visual_shaper_glyphs(VisualShaper *shaper, int latin, const char *text, int length, double x, double y,
                         cairo_glyph_t *glyphs, cairo_text_cluster_t *clusters, int capacity, int *cluster_count) {
    unsigned int count = shape(shaper, latin, text, length);
    hb_glyph_info_t *infos = p_hb_buffer_get_glyph_infos(shaper->buffer, &count);
    hb_glyph_position_t *positions = p_hb_buffer_get_glyph_positions(shaper->buffer, &count);
    // As Pango's Cairo renderer places a run's glyphs: the pen in Pango units, each glyph
    // at pen + offset, y offsets downwards; empty glyphs take room but are not drawn. And
    // as it groups them for text-aware surfaces (PDF): one cluster per HarfBuzz cluster,
    // its bytes up to the next one, its drawn glyphs.
    int64_t pen = 0;
    int written = 0;
    *cluster_count = 0;
    for (unsigned int i = 0; i < count; i++) {
        int drawn = infos[i].codepoint != PANGO_GLYPH_EMPTY;
        if (drawn && written < capacity) {
            glyphs[written].index = infos[i].codepoint;
            glyphs[written].x = x + (double)(pen + positions[i].x_offset) / PANGO_SCALE;
            glyphs[written].y = y - (double)positions[i].y_offset / PANGO_SCALE;
            written++;
        }
        pen += positions[i].x_advance;
        if (i == 0 || infos[i].cluster != infos[i - 1].cluster) {
            if (*cluster_count < capacity) {
                unsigned int next = length;
                for (unsigned int j = i + 1; j < count; j++) {
                    if (infos[j].cluster != infos[i].cluster) { next = infos[j].cluster; break; }
                }
                clusters[*cluster_count].num_bytes = (int)(next - infos[i].cluster);
                clusters[*cluster_count].num_glyphs = 0;
            }
            (*cluster_count)++;
        }
        if (drawn && *cluster_count <= capacity) clusters[*cluster_count - 1].num_glyphs++;
    }
    return written;
}

// MARK: Cairo faces

cairo_font_options_t *visual_font_options(void) {
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT);
    return options;
}

FcPattern *visual_match(FcConfig *config, const char *family, int weight, double size) {
    // As Pango asks fontconfig for a description's fonts: the family, weight, roman slant,
    // the size in pixels at 96 dots per inch, English; Cairo's options, then the
    // configuration's substitutions and the defaults.
    FcPattern *pattern = FcPatternCreate();
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)family);
    FcPatternAddDouble(pattern, FC_WEIGHT, FcWeightFromOpenTypeDouble(weight));
    FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN);
    FcPatternAddInteger(pattern, FC_WIDTH, FC_WIDTH_NORMAL);
    FcPatternAddDouble(pattern, FC_PIXEL_SIZE, size);
    FcPatternAddDouble(pattern, FC_SIZE, size * 72.0 / 96.0);
    FcPatternAddDouble(pattern, FC_DPI, 96.0);
    FcPatternAddString(pattern, FC_LANG, (const FcChar8 *)"en");
    cairo_font_options_t *options = visual_font_options();
    cairo_ft_font_options_substitute(options, pattern);
    cairo_font_options_destroy(options);
    FcConfigSubstitute(config, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result;
    FcPattern *match = FcFontMatch(config, pattern, &result);
    FcPatternDestroy(pattern);
    return match;
}

cairo_font_face_t *visual_cairo_face(FcPattern *font) {
    return cairo_ft_font_face_create_for_pattern(font);
}

// MARK: Pango

struct VisualPango {
    void *map, *measuring, *measuring_layout, *drawing, *drawing_layout, *language;
};

static void make_context(VisualPango *pango, void **context, void **layout) {
    *context = p_pango_font_map_create_context(pango->map);
    p_pango_context_set_language(*context, pango->language);
    p_pango_context_set_round_glyph_positions(*context, 0);
    cairo_font_options_t *options = visual_font_options();
    p_pango_cairo_context_set_font_options(*context, options);
    cairo_font_options_destroy(options);
    *layout = p_pango_layout_new(*context);
    p_pango_layout_set_single_paragraph_mode(*layout, 1);
}

VisualPango *visual_pango_new(FcConfig *config) {
    if (!visual_text_load(2)) return NULL;
    VisualPango *pango = calloc(1, sizeof *pango);
    pango->map = p_pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    p_pango_fc_font_map_set_config(pango->map, config);
    pango->language = p_pango_language_from_string("en");
    make_context(pango, &pango->measuring, &pango->measuring_layout);
    make_context(pango, &pango->drawing, &pango->drawing_layout);
    return pango;
}

void visual_pango_free(VisualPango *pango) {
    if (pango == NULL) return;
    void *objects[] = {pango->measuring_layout, pango->measuring, pango->drawing_layout, pango->drawing, pango->map};
    for (int i = 0; i < 5; i++) p_g_object_unref(objects[i]);
    free(pango);
}

void *visual_pango_description_new(const char *families, int weight, double size) {
    if (!visual_text_load(2)) return NULL;
    void *description = p_pango_font_description_new();
    p_pango_font_description_set_family(description, families);
    p_pango_font_description_set_weight(description, weight);
    p_pango_font_description_set_absolute_size(description, size * PANGO_SCALE);
    return description;
}

void visual_pango_description_free(void *description) {
    if (description != NULL) p_pango_font_description_free(description);
}

void visual_pango_extents(VisualPango *pango, void *description, double *ascent, double *descent) {
    *ascent = *descent = 0;
    void *font = p_pango_font_map_load_font(pango->map, pango->measuring, description);
    if (font == NULL) return;
    void *metrics = p_pango_font_get_metrics(font, pango->language);
    *ascent = (double)p_pango_font_metrics_get_ascent(metrics) / PANGO_SCALE;
    *descent = (double)p_pango_font_metrics_get_descent(metrics) / PANGO_SCALE;
    p_pango_font_metrics_unref(metrics);
    p_g_object_unref(font);
}

int64_t visual_pango_measure(VisualPango *pango, void *description, const char *text, int length,
                             uint32_t *unknown, int capacity, int *unknown_count, int *ink_ascent, int *ink_descent,
                             int *line_ascent, int *line_descent) {
    void *layout = pango->measuring_layout;
    p_pango_layout_set_font_description(layout, description);
    p_pango_layout_set_text(layout, text, length);
    PangoRectangle ink, logical;
    p_pango_layout_get_extents(layout, &ink, &logical);
    // How far the glyphs drawn reach above and below the baseline (a fallback face's
    // marks may reach past the mockup face's line box).
    int baseline = p_pango_layout_get_baseline(layout);
    *ink_ascent = ink.height > 0 ? baseline - ink.y : 0;
    *ink_descent = ink.height > 0 ? ink.y + ink.height - baseline : 0;
    // The line box of the faces that drew it: each run's own face's ascent and descent.
    // Each face is asked rather than taking the layout's logical rectangle: Pango 1.50
    // shifts runs to their first script's baseline, which the drawing undoes
    // (`visual_pango_draw`), so that rectangle is not the line drawn.
    *line_ascent = *line_descent = 0;
    PangoLayoutLine *first = p_pango_layout_get_line_readonly(layout, 0);
    for (GSList *run = first ? first->runs : NULL; run != NULL; run = run->next) {
        PangoItem *item = ((PangoGlyphItem *)run->data)->item;
        if (item == NULL || item->analysis.font == NULL) continue;
        void *metrics = p_pango_font_get_metrics(item->analysis.font, pango->language);
        int ascent = p_pango_font_metrics_get_ascent(metrics), descent = p_pango_font_metrics_get_descent(metrics);
        p_pango_font_metrics_unref(metrics);
        if (ascent > *line_ascent) *line_ascent = ascent;
        if (descent > *line_descent) *line_descent = descent;
    }
    *unknown_count = 0;
    if (p_pango_layout_get_unknown_glyphs_count(layout) > 0) {
        PangoLayoutLine *line = p_pango_layout_get_line_readonly(layout, 0);
        for (GSList *run = line ? line->runs : NULL; run != NULL; run = run->next) {
            PangoGlyphString *glyphs = ((PangoGlyphItem *)run->data)->glyphs;
            for (int i = 0; i < glyphs->num_glyphs; i++) {
                uint32_t glyph = glyphs->glyphs[i].glyph;
                // An unknown glyph carries the character it stands for.
                if ((glyph & PANGO_GLYPH_UNKNOWN_FLAG) && glyph != PANGO_GLYPH_EMPTY && glyph != PANGO_GLYPH_INVALID_INPUT) {
                    if (*unknown_count < capacity) unknown[*unknown_count] = glyph & ~PANGO_GLYPH_UNKNOWN_FLAG;
                    (*unknown_count)++;
                }
            }
        }
    }
    return logical.width;
}

void visual_pango_draw(VisualPango *pango, cairo_t *cr, void *description, const char *text, int length) {
    void *layout = pango->drawing_layout;
    p_pango_cairo_update_context(cr, pango->drawing);
    p_pango_layout_set_font_description(layout, description);
    p_pango_layout_set_text(layout, text, length);
    PangoLayoutLine *line = p_pango_layout_get_line_readonly(layout, 0);
    if (line == NULL) return;
    // Pango 1.50 aligns each run to the baseline of the line's first script (Latin after
    // Han on the ideographic baseline, after Devanagari on the hanging one), moving Latin,
    // Arabic and emoji by a point or two depending on what comes first. UIKit puts every
    // run of a horizontal line on the alphabetic baseline; so do we. The layout has no
    // attributes, so these offsets are only that alignment.
    for (GSList *run = line->runs; run != NULL; run = run->next) ((PangoGlyphItem *)run->data)->y_offset = 0;
    p_pango_cairo_show_layout_line(cr, line);
}
