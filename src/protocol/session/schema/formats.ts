/**
 * The `format`s ajv-formats checks in its "full" mode, with the same verdicts: dates and times by
 * code, the rest with ajv-formats' own patterns run on re2js. Their lookaheads are rewritten
 * (`hostname`'s length, `duration`'s "something after P and T", `url`'s excluded private
 * addresses spelled out as alternatives); `i` becomes explicit ASCII cases.
 * `password` and `binary` are annotations; unknown formats are ignored, as ajv does.
 */
import { RE2JS } from "re2js";
import { patternSyntaxError } from "./patterns.ts";
import { translatePattern } from "./regexp.ts";

type Test = (s: string) => boolean;

/** Compiles a fixed ECMAScript pattern for re2js once, on first use. */
function re2(source: string, { caseless = false, multiline = false } = {}): Test {
  let test: Test | undefined;
  return (s) => {
    if (!test) {
      const t = translatePattern(source, caseless);
      if (!t.ok) throw new Error(`format pattern cannot run: ${t.detail}`);
      const re = RE2JS.compile(t.source, multiline ? RE2JS.MULTILINE : 0);
      test = (text) => re.test(text);
    }
    return test(s);
  };
}

const isDigit = (s: string, i: number) => s.charCodeAt(i) >= 0x30 && s.charCodeAt(i) <= 0x39;
const digits = (s: string, from: number, count: number) => {
  for (let i = from; i < from + count; i++) if (!isDigit(s, i)) return false;
  return true;
};

const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);

function date(s: string): boolean {
  if (s.length !== 10 || s[4] !== "-" || s[7] !== "-") return false;
  if (!digits(s, 0, 4) || !digits(s, 5, 2) || !digits(s, 8, 2)) return false;
  const year = Number(s.slice(0, 4));
  const month = Number(s.slice(5, 7));
  const day = Number(s.slice(8, 10));
  const last = month === 2 && isLeapYear(year) ? 29 : (DAYS[month] as number);
  return month >= 1 && month <= 12 && day >= 1 && day <= last;
}

/** `hh:mm:ss(.f+)?(z|±hh(:?mm)?)?`, leap seconds included (ajv-formats' `TIME` and checks). */
function time(s: string, strictTimeZone: boolean): boolean {
  if (!digits(s, 0, 2) || s[2] !== ":" || !digits(s, 3, 2) || s[5] !== ":" || !digits(s, 6, 2)) {
    return false;
  }
  let i = 8;
  if (s[i] === "." && isDigit(s, i + 1)) {
    i++;
    while (isDigit(s, i)) i++;
  }
  const sec = Number(s.slice(6, i));
  let zone = false;
  let sign = 1;
  let tzH = 0;
  let tzM = 0;
  if (s[i] === "z" || s[i] === "Z") {
    zone = true;
    i++;
  } else if ((s[i] === "+" || s[i] === "-") && digits(s, i + 1, 2)) {
    zone = true;
    sign = s[i] === "-" ? -1 : 1;
    tzH = Number(s.slice(i + 1, i + 3));
    i += 3;
    const colon = s[i] === ":" ? 1 : 0;
    if (digits(s, i + colon, 2)) {
      tzM = Number(s.slice(i + colon, i + colon + 2));
      i += colon + 2;
    }
  }
  if (i !== s.length) return false;
  const hr = Number(s.slice(0, 2));
  const min = Number(s.slice(3, 5));
  if (tzH > 23 || tzM > 59 || (strictTimeZone && !zone)) return false;
  if (hr <= 23 && min <= 59 && sec < 60) return true;
  // A leap second: 23:59:60 in UTC.
  const utcMin = min - tzM * sign;
  const utcHr = hr - tzH * sign - (utcMin < 0 ? 1 : 0);
  return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
}

/** Whitespace as ECMAScript's `\s` has it (ajv-formats splits date-times on `t` or `\s`). */
function isSpace(c: number): boolean {
  return (
    (c >= 0x9 && c <= 0xd) ||
    c === 0x20 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

function dateTime(s: string, strictTimeZone: boolean): boolean {
  let at = -1;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x74 || c === 0x54 || isSpace(c)) {
      if (at >= 0) return false;
      at = i;
    }
  }
  return at >= 0 && date(s.slice(0, at)) && time(s.slice(at + 1), strictTimeZone);
}

/** Anything but the private ranges ajv-formats' `url` refuses with lookaheads. */
const OCTET = "(?:1?\\d{1,2}|2[0-4]\\d|25[0-5])";
const LAST_OCTET = "(?:[1-9]\\d?|1\\d\\d|2[0-4]\\d|25[0-4])";
const PUBLIC_FIRST =
  "(?:[1-9]|1[1-9]|[2-9]\\d|1[013458]\\d|12[0-689]|16[0-8]|17[013-9]|19[013-9]|2[01]\\d|22[0-3])";
const PUBLIC_IP =
  `(?:${PUBLIC_FIRST}(?:\\.${OCTET}){2}` +
  `|169\\.(?:1?\\d{1,2}|2[0-4]\\d|25[0-35])\\.${OCTET}` +
  `|192\\.(?:\\d{1,2}|1(?:[0-57-9]\\d|6[0-79])|2[0-4]\\d|25[0-5])\\.${OCTET}` +
  `|172\\.(?:\\d|0\\d|1[0-5]|3[2-9]|[4-9]\\d|1\\d\\d|2[0-4]\\d|25[0-5])\\.${OCTET})` +
  `\\.${LAST_OCTET}`;
const HOST_LABEL = "(?:[a-z0-9\\u{00a1}-\\u{ffff}]+-)*[a-z0-9\\u{00a1}-\\u{ffff}]+";
const URL =
  "^(?:https?|ftp):\\/\\/(?:\\S+(?::\\S*)?@)?" +
  `(?:${PUBLIC_IP}|(?:${HOST_LABEL})(?:\\.${HOST_LABEL})*(?:\\.(?:[a-z\\u{00a1}-\\u{ffff}]{2,})))` +
  "(?::\\d{2,5})?(?:\\/[^\\s]*)?$";

const IPV4_OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";

// ajv-formats' patterns, verbatim (their `i` flag is the `caseless` option).
const URI = String.raw`^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$`;
const URI_REFERENCE = String.raw`^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$`;
const URI_TEMPLATE =
  String.raw`^(?:(?:[^\x00-\x20"'<>%\\^` +
  "`" +
  String.raw`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$`;
const IPV6 = String.raw`^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$`;

const uri = re2(URI, { caseless: true });
const duration = re2(
  "^P(?:(?:\\d+Y)?(?:\\d+M)?(?:\\d+D)?(?:T(?:\\d+H(?:\\d+M)?(?:\\d+S)?|\\d+M(?:\\d+S)?|\\d+S))?|(?:\\d+W)?)$",
);
const hostname = re2(
  "^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\\.?$",
  { caseless: true },
);
const byte = re2("^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$", {
  multiline: true,
});

const STRING_FORMATS: Readonly<Record<string, Test>> = {
  date,
  time: (s) => time(s, true),
  "date-time": (s) => dateTime(s, true),
  "iso-time": (s) => time(s, false),
  "iso-date-time": (s) => dateTime(s, false),
  duration: (s) => s.length > 1 && duration(s),
  uri: (s) => (s.includes("/") || s.includes(":")) && uri(s),
  "uri-reference": re2(URI_REFERENCE, { caseless: true }),
  "uri-template": re2(URI_TEMPLATE, { caseless: true }),
  url: re2(URL, { caseless: true }),
  email: re2(
    "^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$",
    { caseless: true },
  ),
  // The lookahead `(?=.{1,253}\.?$)`: at most 253 characters, one more for a final dot.
  hostname: (s) => (s.length <= 253 || (s.length === 254 && s.endsWith("."))) && hostname(s),
  ipv4: re2(`^(?:${IPV4_OCTET}\\.){3}${IPV4_OCTET}$`),
  ipv6: re2(IPV6, { caseless: true }),
  regex: (s) => !hasZAnchor(s) && patternSyntaxError(s, "") === undefined,
  uuid: re2("^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$", { caseless: true }),
  "json-pointer": re2("^(?:\\/(?:[^~/]|~0|~1)*)*$"),
  "json-pointer-uri-fragment": re2(
    "^#(?:\\/(?:[a-z0-9_\\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$",
    { caseless: true },
  ),
  "relative-json-pointer": re2("^(?:0|[1-9][0-9]*)(?:#|(?:\\/(?:[^~/]|~0|~1)*)*)$"),
  // ECMAScript's multiline `^` and `$` also stop at \r, U+2028 and U+2029; RE2's only at \n.
  byte: (s) => byte(s.replaceAll("\r", "\n").replaceAll("\u2028", "\n").replaceAll("\u2029", "\n")),
};

/** ajv-formats refuses `\Z` (an anchor of other engines) after any character but a backslash. */
function hasZAnchor(s: string): boolean {
  for (let i = 1; i + 1 < s.length; i++) {
    if (s[i] === "\\" && s[i + 1] === "Z" && s[i - 1] !== "\\") return true;
  }
  return false;
}

const NUMBER_FORMATS: Readonly<Record<string, (n: number) => boolean>> = {
  int32: (n) => Number.isInteger(n) && n <= 2 ** 31 - 1 && n >= -(2 ** 31),
  int64: (n) => Number.isInteger(n),
  float: () => true,
  double: () => true,
};

/** The check of a string format, or undefined (unknown, an annotation, or a number format). */
export const stringFormat = (name: string): Test | undefined =>
  Object.hasOwn(STRING_FORMATS, name) ? STRING_FORMATS[name] : undefined;

export const numberFormat = (name: string): ((n: number) => boolean) | undefined =>
  Object.hasOwn(NUMBER_FORMATS, name) ? NUMBER_FORMATS[name] : undefined;
