/**
 * Unicode properties in patterns: ECMAScript's names for them (long and short General_Category
 * values, binary properties and their aliases, scripts) and the names RE2 knows them by.
 */

/** ECMAScript's long General_Category names (and aliases) → the short ones RE2 knows. */
const CATEGORIES: Readonly<Record<string, string>> = {
  Letter: "L",
  Cased_Letter: "LC",
  Uppercase_Letter: "Lu",
  Lowercase_Letter: "Ll",
  Titlecase_Letter: "Lt",
  Modifier_Letter: "Lm",
  Other_Letter: "Lo",
  Mark: "M",
  Combining_Mark: "M",
  Nonspacing_Mark: "Mn",
  Spacing_Mark: "Mc",
  Enclosing_Mark: "Me",
  Number: "N",
  Decimal_Number: "Nd",
  digit: "Nd",
  Letter_Number: "Nl",
  Other_Number: "No",
  Punctuation: "P",
  punct: "P",
  Connector_Punctuation: "Pc",
  Dash_Punctuation: "Pd",
  Open_Punctuation: "Ps",
  Close_Punctuation: "Pe",
  Initial_Punctuation: "Pi",
  Final_Punctuation: "Pf",
  Other_Punctuation: "Po",
  Symbol: "S",
  Math_Symbol: "Sm",
  Currency_Symbol: "Sc",
  Modifier_Symbol: "Sk",
  Other_Symbol: "So",
  Separator: "Z",
  Space_Separator: "Zs",
  Line_Separator: "Zl",
  Paragraph_Separator: "Zp",
  Other: "C",
  Control: "Cc",
  cntrl: "Cc",
  Format: "Cf",
  Surrogate: "Cs",
  Private_Use: "Co",
  Unassigned: "Cn",
};
const SHORT_CATEGORIES = new Set(Object.values(CATEGORIES));

/** Binary properties both engines know, by ECMAScript name or alias → RE2 name. */
const BINARY: Readonly<Record<string, string>> = {
  Any: "Any",
  ASCII: "Ascii",
  Assigned: "Assigned",
  Alphabetic: "Alphabetic",
  Alpha: "Alphabetic",
  ASCII_Hex_Digit: "ASCII_Hex_Digit",
  AHex: "ASCII_Hex_Digit",
  Dash: "Dash",
  Emoji: "Emoji",
  Emoji_Component: "Emoji_Component",
  EComp: "Emoji_Component",
  Emoji_Modifier: "Emoji_Modifier",
  EMod: "Emoji_Modifier",
  Emoji_Modifier_Base: "Emoji_Modifier_Base",
  EBase: "Emoji_Modifier_Base",
  Emoji_Presentation: "Emoji_Presentation",
  EPres: "Emoji_Presentation",
  Extended_Pictographic: "Extended_Pictographic",
  ExtPict: "Extended_Pictographic",
  Hex_Digit: "Hex_Digit",
  Hex: "Hex_Digit",
  Lowercase: "Lowercase",
  Lower: "Lowercase",
  Math: "Math",
  Quotation_Mark: "Quotation_Mark",
  QMark: "Quotation_Mark",
  Terminal_Punctuation: "Terminal_Punctuation",
  Term: "Terminal_Punctuation",
  Uppercase: "Uppercase",
  Upper: "Uppercase",
  White_Space: "White_Space",
  space: "White_Space",
};

/** `\p{…}`'s content → RE2's name, or undefined when RE2 has no such property. */
export function propertyName(body: string): string | undefined {
  const eq = body.indexOf("=");
  if (eq < 0) {
    if (SHORT_CATEGORIES.has(body)) return body;
    return CATEGORIES[body] ?? BINARY[body];
  }
  const name = body.slice(0, eq);
  const value = body.slice(eq + 1);
  if (name === "General_Category" || name === "gc") {
    return SHORT_CATEGORIES.has(value) ? value : CATEGORIES[value];
  }
  // RE2 knows scripts by their long names (Greek, Latin); it refuses four-letter codes.
  return name === "Script" || name === "sc" ? value : undefined;
}
