/**
 * The text rule: what every human-readable field refuses, whatever its script. Text a client can
 * send but nobody should store or show: control characters (NUL, terminal escapes), bidirectional
 * overrides and isolates (a name that renders reversed, "Trojan Source"), unpaired surrogates (not
 * Unicode at all: they break JSON encoders, databases and fonts downstream), values with nothing
 * visible in them (a name made of zero-width spaces or combining marks), and "zalgo" stacks of
 * combining marks that draw over neighbouring lines.
 *
 * Legitimate text passes: emoji ZWJ sequences, the marks of Indic, Arabic, Hebrew, Thai and
 * Vietnamese, CJK, the left-to-right and right-to-left marks (U+200E, U+200F, U+061C). One pass
 * over the code points, so a value costs linear time whatever it holds.
 */

/** Whether line breaks (LF, CR, U+2028, U+2029) and tabs are allowed: a field that is prose, not a name. */
export interface TextRuleOptions {
  multiline?: boolean;
  /** Leave an empty or invisible value to the caller (a blank answer is "unanswered", a 422, not a 400). Default false. */
  blankAllowed?: boolean;
}

/** At most this many combining marks on one base character: Hebrew with points and cantillation, and Tibetan stacks, stay below it. */
export const MAX_COMBINING_MARKS = 5;

const combiningMark = /\p{M}/u;
/** Format characters (zero-width space and joiners, word joiner, BOM, soft hyphen, tags): invisible, and transparent to a run of marks. */
const format = /\p{Cf}/u;
const whitespace = /\s/u;
/** Letters and symbols that render as nothing: Hangul fillers, the braille blank, the Mongolian vowel separator. */
const blankLetters = new Set([0x115f, 0x1160, 0x3164, 0xffa0, 0x2800, 0x180e]);
const lineBreaks = new Set([0x0a, 0x0d, 0x2028, 0x2029]);

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * What is wrong with `value` under the text rule, as a message for the field's error (it names a
 * code point, never quotes the text), or undefined when nothing is.
 */
export function textRuleViolation(value: string, options: TextRuleOptions = {}): string | undefined {
  const multiline = options.multiline ?? false;
  let visible = false;
  let marks = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    let codePoint = unit;
    if (unit >= 0xd800 && unit <= 0xdfff) {
      const next = value.charCodeAt(i + 1);
      if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return `Must be valid Unicode text: an unpaired surrogate (${hex(unit)}) is not a character`;
      codePoint = ((unit - 0xd800) << 10) + (next - 0xdc00) + 0x10000;
      i++;
    }
    if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f) || codePoint === 0x2028 || codePoint === 0x2029) {
      const allowed = multiline && (lineBreaks.has(codePoint) || codePoint === 0x09);
      if (!allowed) {
        if (lineBreaks.has(codePoint) || codePoint === 0x09) return `Must be a single line: no line breaks or tabs (found ${hex(codePoint)})`;
        return `Must not contain control characters (found ${hex(codePoint)})`;
      }
      marks = 0;
      continue;
    }
    if ((codePoint >= 0x202a && codePoint <= 0x202e) || (codePoint >= 0x2066 && codePoint <= 0x2069)) {
      return `Must not contain bidirectional override or isolate characters (found ${hex(codePoint)}); the left-to-right and right-to-left marks are allowed`;
    }
    const char = String.fromCodePoint(codePoint);
    if (combiningMark.test(char)) {
      if (++marks > MAX_COMBINING_MARKS) return `Must not stack more than ${MAX_COMBINING_MARKS} combining marks on one character`;
      continue;
    }
    if (format.test(char)) continue;
    marks = 0;
    if (!visible && !whitespace.test(char) && !blankLetters.has(codePoint)) visible = true;
  }
  return visible || options.blankAllowed
    ? undefined
    : 'Must contain visible characters: whitespace, zero-width, format characters and combining marks alone are invisible';
}

/** The rule in one phrase, for a field's description in the OpenAPI document. */
export function textRuleDescription(options: TextRuleOptions = {}): string {
  const shape = options.multiline
    ? 'visible text, line breaks and tabs allowed: no other control characters'
    : 'one line of visible text: no control characters';
  return `${shape}, bidirectional overrides or stacks of more than ${MAX_COMBINING_MARKS} combining marks`;
}
