// The quarantine file: scenarios or findings whose failures are reported but do not gate, each with
// an owner, a reason and an expiry date. The caller reads it from the baseline side (the base
// branch), never from the change under test, and passes the date that judges expiry (from the
// event, never the clock). Pure: text and file name in, data out.
//
// {
//   "entries": [
//     { "scenario": "refund", "owner": "@payments", "reason": "upstream sandbox flaps", "expires": "2026-12-31" },
//     { "scenario": "refund", "finding": { "rule_id": "ARH-FLW-003", "category": "flow", "step_id": "s4" },
//       "owner": "@payments", "reason": "known double refund", "expires": "2026-12-31" }
//   ]
// }
import { UsageError } from "../errors.js";

export const MAX_QUARANTINE_BYTES = 1024 * 1024;
export const MAX_QUARANTINE_ENTRIES = 10_000;
const MAX_TEXT = 1000;

export interface QuarantineFindingKey {
  rule_id: string;
  category: string;
  /** null for trace-level findings. */
  step_id: string | null;
}

export interface QuarantineEntry {
  /** Position in the file, for messages (`entries[3]`). */
  index: number;
  scenario: string;
  /** Absent: the whole scenario is quarantined. */
  finding?: QuarantineFindingKey;
  owner: string;
  reason: string;
  /** YYYY-MM-DD; the entry holds through that day. */
  expires: string;
}

export interface Quarantine {
  file: string;
  entries: QuarantineEntry[];
}

const ENTRY_KEYS = new Set(["scenario", "finding", "owner", "reason", "expires"]);
const FINDING_KEYS = new Set(["rule_id", "category", "step_id"]);

/** Whether `s` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(s: unknown): s is string {
  if (typeof s !== "string" || s.length !== 10 || s[4] !== "-" || s[7] !== "-") return false;
  for (const i of [0, 1, 2, 3, 5, 6, 8, 9]) if (s.charCodeAt(i) < 48 || s.charCodeAt(i) > 57) return false;
  const [y, m, d] = s.split("-").map(Number) as [number, number, number];
  if (m < 1 || m > 12 || d < 1) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
  return d <= days;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The key that identifies what an entry quarantines (for duplicates and lookups). */
export function quarantineKey(scenario: string, finding?: QuarantineFindingKey | null): string {
  return JSON.stringify(finding ? [scenario, finding.rule_id, finding.category, finding.step_id] : [scenario]);
}

/** Parse a quarantine file. Every problem is a UsageError naming the file and the field. */
export function parseQuarantine(text: string, file: string): Quarantine {
  const fail = (where: string, msg: string): never => {
    throw new UsageError(`quarantine file ${file}: ${where ? where + ": " : ""}${msg}`);
  };
  if (text.length > MAX_QUARANTINE_BYTES) fail("", `larger than ${MAX_QUARANTINE_BYTES} bytes`);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    fail("", `is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (!isObject(doc)) return fail("", 'must be a JSON object with an "entries" array');
  for (const k of Object.keys(doc)) if (k !== "entries") fail(k, 'unknown field (expected only "entries")');
  const raw = doc.entries;
  if (!Array.isArray(raw)) return fail("entries", "must be an array");
  if (raw.length > MAX_QUARANTINE_ENTRIES) fail("entries", `has ${raw.length} entries, at most ${MAX_QUARANTINE_ENTRIES} allowed`);
  const seen = new Map<string, number>();
  const entries = raw.map((e: unknown, index): QuarantineEntry => {
    const at = `entries[${index}]`;
    if (!isObject(e)) return fail(at, "must be an object");
    for (const k of Object.keys(e)) if (!ENTRY_KEYS.has(k)) fail(`${at}.${k}`, "unknown field");
    const text = (k: string): string => {
      const v = e[k];
      if (typeof v !== "string" || v.trim() === "") return fail(`${at}.${k}`, v === undefined ? "is required" : "must be a non-empty string");
      if (v.length > MAX_TEXT) fail(`${at}.${k}`, `is longer than ${MAX_TEXT} characters`);
      return v;
    };
    const scenario = text("scenario");
    const owner = text("owner");
    const reason = text("reason");
    const expires = text("expires");
    if (!isIsoDate(expires)) fail(`${at}.expires`, `must be a date YYYY-MM-DD, got ${JSON.stringify(expires)}`);
    const entry: QuarantineEntry = { index, scenario, owner, reason, expires };
    if (e.finding !== undefined) {
      const f = e.finding;
      if (!isObject(f)) return fail(`${at}.finding`, "must be an object with rule_id, category and step_id");
      for (const k of Object.keys(f)) if (!FINDING_KEYS.has(k)) fail(`${at}.finding.${k}`, "unknown field");
      const str = (k: string): string => {
        const v = f[k];
        if (typeof v !== "string" || v === "") return fail(`${at}.finding.${k}`, v === undefined ? "is required" : "must be a non-empty string");
        if (v.length > MAX_TEXT) fail(`${at}.finding.${k}`, `is longer than ${MAX_TEXT} characters`);
        return v;
      };
      const rule_id = str("rule_id");
      const category = str("category");
      const step = f.step_id;
      if (step === undefined) fail(`${at}.finding.step_id`, "is required (null for a trace-level finding)");
      if (step !== null && (typeof step !== "string" || step === "")) fail(`${at}.finding.step_id`, "must be a non-empty string or null");
      if (typeof step === "string" && step.length > MAX_TEXT) fail(`${at}.finding.step_id`, `is longer than ${MAX_TEXT} characters`);
      entry.finding = { rule_id, category, step_id: step as string | null };
    }
    const key = quarantineKey(scenario, entry.finding);
    const first = seen.get(key);
    if (first !== undefined) fail(at, `quarantines the same ${entry.finding ? "finding" : "scenario"} as entries[${first}]`);
    seen.set(key, index);
    return entry;
  });
  return { file, entries };
}

/** Whether the entry has expired on `today` (both YYYY-MM-DD; the expiry day itself still holds). */
export function isExpired(entry: QuarantineEntry, today: string): boolean {
  return today > entry.expires;
}
