// Size budgets of Markdown documents (a PR comment holds 65,536 characters, a job summary 1 MiB).
// Documents are assembled from whole blocks, each a complete piece of Markdown (a table, a list, a
// closed <details>), so a cut never lands inside markup. Pure functions.
import { escapeMarkdown } from "../util/escape.js";

/** GitHub rejects comment bodies above 65,536 characters (UTF-16 code units, as JavaScript counts). */
export const COMMENT_LIMIT_CHARS = 65_536;
/** The runner rejects a step summary above 1 MiB (bytes of UTF-8). */
export const SUMMARY_LIMIT_BYTES = 1024 * 1024;

export type Measure = (s: string) => number;
export const chars: Measure = (s) => s.length;
export const utf8Bytes: Measure = (s) => Buffer.byteLength(s, "utf8");

export interface Block {
  text: string;
  /** Skeleton blocks (verdict, per-trace table, reports list) are placed first and never dropped. */
  required?: boolean;
  /**
   * This entry stands for that many optional blocks that are known not to fit (blocks before it
   * already fill the budget): they are counted as dropped, never built. `text` is ignored.
   */
  omitted?: number;
}

/** The size options of a Markdown document assembled from blocks. */
export interface BudgetOptions {
  /** Size budget (default 65,536 characters: a PR comment); whole blocks are dropped from the end. */
  budget?: number;
  /** How the budget is measured (default UTF-16 code units, as GitHub counts comment length). */
  measure?: Measure;
  /** Where dropped blocks can be read (each document names its default). */
  elsewhere?: string;
  /** Blocks appended after the document's own (already safe Markdown), e.g. a reports list. */
  extraBlocks?: readonly Block[];
}

/**
 * Join blocks (each followed by a blank line) within `budget`. Required blocks always stay; the
 * optional ones are kept in order while they fit; the first that does not fit is dropped with all
 * optional blocks after it (whole blocks from the end), and `note(n)` — saying where the `n`
 * dropped blocks can be read — takes the place of the first dropped block.
 */
export function assemble(blocks: readonly Block[], budget: number, measure: Measure, note: (dropped: number) => string): string {
  const sep = "\n\n";
  const optional = blocks.reduce((n, b) => n + (b.required ? 0 : (b.omitted ?? 1)), 0);
  // Room for the note is kept free (its longest form, with every optional block counted).
  let used = measure(note(optional)) + sep.length;
  for (const b of blocks) if (b.required) used += measure(b.text) + sep.length;
  let dropped = 0;
  let noteAt = -1;
  const out: string[] = [];
  for (const b of blocks) {
    if (b.omitted !== undefined) {
      if (b.omitted <= 0 || b.required) continue;
      if (dropped === 0) {
        noteAt = out.length;
        out.push("");
      }
      dropped += b.omitted;
      continue;
    }
    const text = b.text.replace(/\n+$/, "");
    if (b.required) {
      out.push(text);
      continue;
    }
    if (dropped === 0 && used + measure(text) + sep.length <= budget) {
      used += measure(text) + sep.length;
      out.push(text);
      continue;
    }
    if (dropped === 0) {
      noteAt = out.length;
      out.push("");
    }
    dropped++;
  }
  if (noteAt >= 0) out[noteAt] = note(dropped);
  return out.join(sep) + "\n";
}

/**
 * Share `budget` fairly between items asking for `wants[i]` units: small asks are met in full and
 * what they leave is shared by the larger ones (water-filling). Returns each item's allowance.
 */
export function fairShares(wants: readonly number[], budget: number): number[] {
  const order = wants.map((w, i) => [w, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const out = new Array<number>(wants.length).fill(0);
  let left = Math.max(0, budget);
  let remaining = wants.length;
  for (const [w, i] of order) {
    const share = Math.floor(left / remaining);
    const give = Math.min(w, share);
    out[i] = give;
    left -= give;
    remaining--;
  }
  return out;
}

/** The line that takes the place of blocks dropped for size, saying where they can be read. */
export function sizeNote(n: number, elsewhere: string): string {
  return `_Shortened to stay under GitHub's size limit: ${n === 1 ? "1 more section is" : `${n} more sections are`} in ${escapeMarkdown(elsewhere, 300)}._`;
}
