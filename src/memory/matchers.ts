// Matchers (docs/memory.md): substring, regex, exact and the offline semantic similarity. Pure and
// deterministic. Regexes are compiled by the lint step with re2js (linear time).
import type { ExpectedItem } from "./model.js";

export interface MatchResult {
  /** Matcher score in [0, 1] (0/1 for substring, regex, exact). */
  score: number;
  matched: boolean;
  /** Why the item could not be scored (counts as unmatched). */
  unscorable?: string;
}

const fold = (s: string): string => s.normalize("NFC").toLowerCase();

/** Case-insensitive containment (Unicode NFC, locale-independent lower-casing). Used by both modes. */
export function substringScore(output: string, value: string): number {
  return fold(output).includes(fold(value)) ? 1 : 0;
}

/**
 * Score one expected item against an output with the built-in matchers. `semantic` uses the offline
 * similarity below (callers with a judge score semantic items themselves).
 * hit_rate: a null or empty expected value is a key-miss expectation: hit iff the output is null or blank.
 */
export function matchBuiltin(item: ExpectedItem, output: string | null): MatchResult {
  if (item.invalid) return { score: 0, matched: false, unscorable: item.invalid };
  if (item.value === null || item.value === "") {
    const score = output === null || output.trim() === "" ? 1 : 0;
    return { score, matched: score >= item.threshold };
  }
  const out = output ?? "";
  let score: number;
  switch (item.matcher) {
    case "substring":
      score = substringScore(out, item.value);
      break;
    case "exact":
      score = output === item.value ? 1 : 0;
      break;
    case "regex":
      if (!item.re) return { score: 0, matched: false, unscorable: "the regex did not compile" };
      score = item.re.matcher(out).find() ? 1 : 0;
      break;
    case "semantic":
      score = semanticSimilarity(item.value, out);
      break;
    default:
      return { score: 0, matched: false, unscorable: `unknown matcher '${item.matcher}'` };
  }
  return { score, matched: score >= item.threshold };
}

// ---------------------------------------------------------------------------------------------
// Offline semantic similarity: share of the expected item's content words (normalised tokens:
// NFKC, lower case, light stemming, numbers normalised, stop words dropped) that occur in the
// output. Deterministic, no model, no network. Score in [0, 1], rounded to 4 decimals.

const STOP = new Set(
  ("a an the and or but if then else of to in on at by for with from into onto about as is are was were be been being " +
    "am do does did doing have has had having i me my mine myself you your yours we our ours us he him his she her hers " +
    "it its they them their theirs this that these those there here what which who whom whose when where why how " +
    "will would shall should can could may might must not no nor so too very just also than such any all some each " +
    "both few more most other own same only up down out over under again further once s t don isn aren wasn weren " +
    "let lets").split(" "),
);

const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000, billion: 1_000_000_000 };
const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, twelfth: 12, twentieth: 20,
};

/** Canonical text of a numeric token: "1,000" -> "1000", "3.50" -> "3.5", "007" -> "7", "2nd" -> "2". */
function normNumber(tok: string): string {
  const m = /^(\d[\d,]*)(?:\.(\d+))?(?:st|nd|rd|th)?$/.exec(tok);
  if (!m) return tok;
  const intPart = m[1]!.replace(/,/g, "").replace(/^0+(?=\d)/, "");
  const frac = (m[2] ?? "").replace(/0+$/, "");
  return frac ? `${intPart}.${frac}` : intPart;
}

const SUFFIXES: [string, string][] = [
  ["ational", "at"], ["ation", "at"], ["ingly", ""], ["edly", ""], ["ing", ""], ["ed", ""], ["ly", ""],
  ["ment", ""], ["ness", ""], ["ions", ""], ["ion", ""], ["er", ""],
];

/** Light suffix stemming, applied identically to both sides. */
export function stem(w: string): string {
  if (/^\d/.test(w) || w.length <= 3) return w;
  let s = w;
  if (s.endsWith("'s") || s.endsWith("’s")) s = s.slice(0, -2);
  if (s.endsWith("ies") && s.length > 4) s = s.slice(0, -3) + "y";
  else if (s.endsWith("sses")) s = s.slice(0, -2);
  else if (s.endsWith("s") && !s.endsWith("ss") && !s.endsWith("us") && !s.endsWith("is") && s.length > 3) s = s.slice(0, -1);
  for (const [suf, rep] of SUFFIXES) {
    if (s.endsWith(suf) && s.length - suf.length >= 3) {
      s = s.slice(0, -suf.length) + rep;
      // undouble a final consonant: "stopp" -> "stop", "plann" -> "plan"
      if (/([b-df-hj-np-tv-z])\1$/.test(s) && !/(ll|ss|zz)$/.test(s)) s = s.slice(0, -1);
      break;
    }
  }
  if (s.endsWith("e") && s.length > 4) s = s.slice(0, -1);
  if (s.endsWith("y") && s.length > 4) s = s.slice(0, -1) + "i";
  return s;
}

const TOKEN_RE = /\d[\d,]*(?:\.\d+)?(?:st|nd|rd|th)?|[\p{L}\p{M}]+(?:['’][\p{L}]+)?|[\p{N}]+/gu;

/** Normalised content tokens of a text (number words folded into numerals). */
export function contentTokens(text: string): string[] {
  const raw = text.normalize("NFKC").toLowerCase().match(TOKEN_RE) ?? [];
  const out: string[] = [];
  let i = 0;
  while (i < raw.length) {
    const t = raw[i]!;
    // number words: "twenty five", "two hundred", "three thousand four hundred"
    if (t in UNITS || t in TENS) {
      let total = 0;
      let cur = 0;
      let j = i;
      while (j < raw.length) {
        const w = raw[j]!;
        if (w in UNITS) cur += UNITS[w]!;
        else if (w in TENS) cur += TENS[w]!;
        else if (w in SCALES) {
          const sc = SCALES[w]!;
          if (sc === 100) cur = (cur || 1) * 100;
          else {
            total += (cur || 1) * sc;
            cur = 0;
          }
        } else if (w === "and" && j + 1 < raw.length && (raw[j + 1]! in UNITS || raw[j + 1]! in TENS)) {
          // "one hundred and five"
        } else break;
        j++;
      }
      out.push(String(total + cur));
      i = j;
      continue;
    }
    i++;
    if (t in ORDINALS) {
      out.push(String(ORDINALS[t]));
      continue;
    }
    if (/^\d/.test(t)) {
      out.push(normNumber(t));
      continue;
    }
    const w = t.replace(/['’]s$/, "");
    if (STOP.has(w)) continue;
    out.push(stem(w));
  }
  return out;
}

/** Containment of the expected text's content tokens in the output, in [0, 1] (4 decimals). */
export function semanticSimilarity(expected: string, output: string): number {
  let want = new Set(contentTokens(expected));
  if (want.size === 0) {
    // only stop words: fall back to the plain lower-cased words
    want = new Set(expected.normalize("NFKC").toLowerCase().match(TOKEN_RE) ?? []);
    if (want.size === 0) return 0;
    const have = new Set(output.normalize("NFKC").toLowerCase().match(TOKEN_RE) ?? []);
    let n = 0;
    for (const w of want) if (have.has(w)) n++;
    return Math.round((n / want.size) * 10000) / 10000;
  }
  const have = new Set(contentTokens(output));
  let n = 0;
  for (const w of want) if (have.has(w)) n++;
  return Math.round((n / want.size) * 10000) / 10000;
}
