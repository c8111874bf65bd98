"""Subsets one face of a Noto Sans CJK collection and converts it to TrueType outlines.

PDF viewers expect a CJK font embedded by pdf-lib either as bare CFF or as TrueType; pdf-lib
embeds whole OpenType/CFF files under the bare-CFF label, which strict readers reject. TrueType
outlines (FontFile2) are read everywhere, so the manuals embed this converted subset.

usage: python3 cjk-font.py FONT.ttc FACE_INDEX CHARS_FILE OUT.ttf
Needs fontTools (Debian: python3-fonttools).
"""
import sys

from fontTools import subset
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable


def to_truetype(font, max_err=1.0):
    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, max_err, reverse_direction=True))
        glyphs[name] = pen.glyph()
    font["loca"] = newTable("loca")
    font["glyf"] = glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = glyphs
    for glyph in glyphs.values():
        glyph.recalcBounds(glyf)
    for tag in ("CFF ", "VORG"):
        if tag in font:
            del font[tag]
    glyf.compile(font)
    maxp = font["maxp"] = newTable("maxp")
    maxp.tableVersion = 0x00010000
    for attr in ("maxZones",):
        setattr(maxp, attr, 1)
    for attr in ("maxTwilightPoints", "maxStorage", "maxFunctionDefs", "maxInstructionDefs", "maxStackElements", "maxSizeOfInstructions", "maxComponentElements"):
        setattr(maxp, attr, 0)
    maxp.numGlyphs = len(order)
    maxp.recalc(font)
    post = font["post"]
    post.formatType = 3.0
    post.extraNames = []
    post.mapping = {}
    font.sfntVersion = "\x00\x01\x00\x00"
    font["head"].glyphDataFormat = 0


def main(src, index, chars_file, out):
    with open(chars_file, encoding="utf-8") as fh:
        text = fh.read()
    options = subset.Options()
    options.font_number = int(index)
    options.layout_features = ["kern", "palt"]
    options.hinting = False
    options.desubroutinize = True
    options.name_IDs = [1, 2, 3, 4, 6]
    options.notdef_outline = True
    font = subset.load_font(src, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    to_truetype(font)
    font.save(out)


if __name__ == "__main__":
    main(*sys.argv[1:5])
