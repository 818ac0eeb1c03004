// A literal prefilter for policy regexes, derived from the compiled RE2 program (the same idea as
// RE2's own prefilter): a necessary condition, checked with a native JS regex that has no
// quantifiers (an alternation of short class sequences, so its cost is bounded by the number of
// branches times their length per position — linear in the input). Blobs that fail it cannot
// match; the rest go to RE2 (`re2js`), whose verdict is the only one that counts.
//
// Soundness: every match of the RE2 program starting at position p reads, from p, the classes of
// one of the branches (or reaches MATCH/an any-character instruction, where the branch was cut
// short). Zero-width instructions (\b, ^, $) are passed through, which only widens the filter.
// Whatever this module cannot analyse (lookbehind, case folding outside ASCII, an unknown program
// shape) yields no prefilter at all, so RE2 runs on every blob.
import type { RE2JS } from "re2js";

interface Inst {
  op: number;
  out: number;
  arg: number;
  runes: ArrayLike<number>;
}
interface Prog {
  inst: Inst[];
  start: number;
  numLb?: number;
}

// re2js 2.x instruction codes (Inst.ALT ... Inst.LB_CHECK) and the FOLD_CASE flag.
const ALT = 1;
const ALT_MATCH = 2;
const CAPTURE = 3;
const EMPTY_WIDTH = 4;
const FAIL = 5;
const MATCH = 6;
const NOP = 7;
const RUNE = 8;
const RUNE1 = 9;
const RUNE_ANY = 10;
const RUNE_ANY_NOT_NL = 11;
const FOLD_CASE = 1;

/** Longest class sequence per branch, and the most branches before a shorter length is tried. */
const MAX_LEN = 6;
const MAX_BRANCHES = 48;

class Unsupported extends Error {}

function progOf(re: RE2JS): Prog | null {
  const prog = (re as unknown as { re2Input?: { prog?: Prog } }).re2Input?.prog;
  if (!prog || !Array.isArray(prog.inst) || typeof prog.start !== "number") return null;
  if ((prog.numLb ?? 0) > 0) return null; // lookbehind: not analysed
  return prog;
}

/** Rune instructions reachable from `pcs` without reading input, and whether MATCH is. */
function closure(prog: Prog, pcs: number[]): { runes: number[]; match: boolean } {
  const seen = new Set<number>();
  const stack = [...pcs];
  const runes: number[] = [];
  let match = false;
  while (stack.length > 0) {
    const pc = stack.pop()!;
    if (seen.has(pc)) continue;
    seen.add(pc);
    const i = prog.inst[pc];
    if (!i) throw new Unsupported();
    switch (i.op) {
      case ALT:
      case ALT_MATCH:
        stack.push(i.out, i.arg);
        break;
      case CAPTURE:
      case NOP:
      case EMPTY_WIDTH:
        stack.push(i.out);
        break;
      case MATCH:
        match = true;
        break;
      case FAIL:
        break;
      case RUNE:
      case RUNE1:
      case RUNE_ANY:
      case RUNE_ANY_NOT_NL:
        runes.push(pc);
        break;
      default:
        throw new Unsupported();
    }
  }
  runes.sort((a, b) => a - b);
  return { runes, match };
}

const hex = (r: number): string => `\\u{${r.toString(16)}}`;

/** Case-fold orbit of an ASCII rune (RE2 simple folding: k and s have a third member). */
function asciiOrbit(r: number): number[] {
  const lower = r | 0x20;
  if (lower >= 0x61 && lower <= 0x7a) {
    const out = [lower & ~0x20, lower];
    if (lower === 0x6b) out.push(0x212a); // KELVIN SIGN
    if (lower === 0x73) out.push(0x17f); // LATIN SMALL LETTER LONG S
    return out;
  }
  return [r];
}

/** The JS class source of a rune instruction, or null when it reads (almost) any character. */
function classOf(i: Inst): string | null {
  if (i.op === RUNE_ANY || i.op === RUNE_ANY_NOT_NL) return null;
  const ranges: [number, number][] = [];
  if (i.op === RUNE1) ranges.push([i.runes[0]!, i.runes[0]!]);
  else if (i.runes.length === 1) {
    const r = i.runes[0]!;
    if ((i.arg & FOLD_CASE) === 0) ranges.push([r, r]);
    else if (r < 0x80) for (const x of asciiOrbit(r)) ranges.push([x, x]);
    else return null; // folding outside ASCII: cut the branch here
  } else {
    if (i.runes.length % 2 !== 0) throw new Unsupported();
    for (let k = 0; k < i.runes.length; k += 2) ranges.push([i.runes[k]!, i.runes[k + 1]!]);
  }
  // re2js may read a lone surrogate as U+FFFD; a JS `u` regex reads it as itself.
  if (ranges.some(([lo, hi]) => lo <= 0xfffd && 0xfffd <= hi)) ranges.push([0xd800, 0xdfff]);
  return "[" + ranges.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).join("") + "]";
}

/** Class sequences (each a branch of the filter), or null when the program can match anywhere. */
function branches(prog: Prog, maxLen: number): string[][] | null {
  const out = new Map<string, string[]>();
  const add = (prefix: string[]): boolean => {
    out.set(prefix.join("\u0000"), prefix);
    return out.size <= MAX_BRANCHES;
  };
  const expand = (pcs: number[], depth: number, prefix: string[]): boolean => {
    const c = closure(prog, pcs);
    if (c.runes.length === 0 && !c.match) return true; // a dead end: no match goes this way
    if (c.match || depth === maxLen) return prefix.length > 0 && add(prefix); // empty: matches anywhere
    const next = new Map<string, number[]>();
    for (const pc of c.runes) {
      const i = prog.inst[pc]!;
      const cls = classOf(i);
      if (cls === null) {
        if (prefix.length === 0 || !add(prefix)) return false;
        continue;
      }
      const l = next.get(cls);
      if (l) l.push(i.out);
      else next.set(cls, [i.out]);
    }
    for (const [cls, outs] of next) if (!expand(outs, depth + 1, [...prefix, cls])) return false;
    return true;
  };
  if (!expand([prog.start], 0, [])) return null;
  return [...out.values()];
}

interface Trie {
  end: boolean;
  next: Map<string, Trie>;
}

/** The branches as one regex with shared prefixes factored out (fewer alternatives tried per position). */
function trieSource(seqs: string[][]): string {
  const root: Trie = { end: false, next: new Map() };
  for (const seq of seqs) {
    let n = root;
    for (const cls of seq) {
      let c = n.next.get(cls);
      if (!c) n.next.set(cls, (c = { end: false, next: new Map() }));
      n = c;
    }
    n.end = true;
  }
  const emit = (n: Trie): string => {
    if (n.end) return ""; // a shorter branch ends here: it already accepts
    const alts = [...n.next].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([cls, c]) => cls + emit(c));
    return alts.length === 1 ? alts[0]! : `(?:${alts.join("|")})`;
  };
  return emit(root);
}

/**
 * A native regex that every string matched (unanchored) by `re` also matches, or null when none
 * can be derived. Built once per policy.
 */
export function prefilterFor(re: RE2JS): RegExp | null {
  const prog = progOf(re);
  if (!prog) return null;
  try {
    for (let len = MAX_LEN; len >= 1; len--) {
      const b = branches(prog, len);
      if (b === null) continue;
      if (b.length === 0) return /(?!)/u; // the program can never match
      return new RegExp(trieSource(b), "u");
    }
  } catch (e) {
    if (e instanceof Unsupported) return null;
    throw e;
  }
  return null;
}
