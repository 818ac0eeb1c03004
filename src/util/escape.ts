// Escaping of untrusted trace text for every sink. Trace content (agent outputs, tool results,
// error strings) can contain Markdown, HTML, XML control characters and workflow commands.

/** Text inside HTML element content or a double-quoted attribute. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Invisible joiner placed after `@` and `#` so GitHub forms no mention, team mention or reference. */
const JOINER = "\u200d";

const WORD = /^[\p{L}\p{N}]$/u;

const MD_ENTITY: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "\\": "&#92;",
  "`": "&#96;",
  "*": "&#42;",
  "_": "&#95;",
  "[": "&#91;",
  "]": "&#93;",
  "~": "&#126;",
  "|": "&#124;",
  ":": "&#58;",
  "$": "&#36;",
};

/**
 * The one escaping function for untrusted text (trace ids, step ids, messages, reasons, paths)
 * reaching Markdown: headings, table cells, list items, `<summary>` lines and other raw HTML,
 * and `<code>` elements (not attribute values: use escapeHtml there). The result is a single line that renders as the literal text in both
 * Markdown inline context and inside an HTML block, because it escapes with character
 * references, which CommonMark and HTML decode alike, rather than backslashes, which an HTML
 * block would show verbatim:
 * - whitespace runs (newlines, tabs, U+2028/9) become one space, so no block can start or end;
 *   control characters are dropped, characters XML forbids become U+FFFD;
 * - HTML (`& < >`), inline syntax (emphasis, code, links and images, strikethrough, table
 *   pipes, math) and the `:` of autolinks (`://`, `mailto:`, `xmpp:`) are written as references;
 *   a leading list, quote or setext marker too (quotes need no escaping outside attributes);
 * - `@`, `#` and `GH-` get an invisible joiner, so `@user`, `@org/team`, `a@b.example`, `#123`
 *   and `GH-123` stay text (GitHub links mentions and references in the rendered text, after decoding).
 * With `max`, the text is first shortened to `max` characters (never inside a surrogate pair).
 */
export function escapeMarkdown(s: string, max?: number): string {
  let t = stripXmlInvalid(String(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ""))
    .replace(/[\s\u2028\u2029]+/g, " ")
    .trim();
  if (max !== undefined) t = truncate(t, max);
  const out = t.replace(/[&<>\\`*[\]~|$@#:_]|www\.|gh-(?=\d)/gi, (c: string, at: number, all: string) => {
    if (c === "@" || c === "#") return c + JOINER;
    if (c.length === 3) return c + JOINER;
    if (c.length > 1) return c.slice(0, 3) + "&#46;";
    // `:` only starts an autolink in `://`, `mailto:` and `xmpp:`
    if (c === ":") return all[at + 1] === "/" || /(?:mailto|xmpp)$/i.test(all.slice(Math.max(0, at - 6), at)) ? "&#58;" : c;
    // `_` between two letters or digits never delimits emphasis (`check_eligibility` stays readable)
    if (c === "_") return WORD.test(all[at - 1] ?? "") && WORD.test(all[at + 1] ?? "") ? c : "&#95;";
    return MD_ENTITY[c]!;
  });
  // A list item, block quote or setext underline needs its marker at the start of a line.
  return out.replace(/^(?:[-+=]|(\d{1,9})([.)]))/, (m, digits: string | undefined, mark: string | undefined) =>
    digits !== undefined ? `${digits}&#${mark!.charCodeAt(0)};` : `&#${m.charCodeAt(0)};`,
  );
}

/**
 * Untrusted text as a Markdown code span in a GFM table cell, shown verbatim in the raw file too
 * (a regex such as `sk-[A-Za-z0-9_-]{20,}` stays readable: no character references). Nothing in a
 * code span is Markdown, HTML, a link or a mention; what remains: whitespace runs become one space
 * (no block can start or end), control characters are dropped, the fence is longer than any
 * backtick run inside, and `|` is written `\|` (GFM splits table cells before it reads code spans,
 * and turns `\|` back into `|` inside them). Empty text falls back to escapeMarkdown.
 */
export function escapeMarkdownCode(s: string, max?: number): string {
  let t = stripXmlInvalid(String(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")).replace(/[\s\u2028\u2029]+/g, " ");
  if (max !== undefined) t = truncate(t, max);
  if (t.trim() === "") return escapeMarkdown(t);
  let longest = 0;
  for (const m of t.matchAll(/`+/g)) longest = Math.max(longest, m[0].length);
  const fence = "`".repeat(longest + 1);
  const pad = t.startsWith("`") || t.endsWith("`") || (t.startsWith(" ") && t.endsWith(" ")) ? " " : "";
  return `${fence}${pad}${t.replace(/\|/g, "\\|")}${pad}${fence}`;
}

/** Text content or attribute value in XML 1.0: escapes markup and replaces forbidden characters. */
export function escapeXml(s: string): string {
  return stripXmlInvalid(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** Replace characters XML 1.0 forbids (C0 controls other than tab/LF/CR, lone surrogates, U+FFFE/FFFF) with U+FFFD. */
export function stripXmlInvalid(s: string): string {
  return s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "\uFFFD");
}

/**
 * Text printed to a GitHub Actions log: a line starting with `::` (or containing `::` after
 * leading whitespace) could be read as a workflow command. Neutralise every `::` by inserting a
 * zero-width space, and strip ANSI escape sequences and other C0 controls except tab/newline.
 */
export function neutralizeWorkflowCommands(s: string): string {
  return s
    .replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, "")
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")
    .replace(/::/g, ":\u200b:");
}

/** Shorten to at most `max` characters (code points are never split), adding an ellipsis. */
export function truncate(s: string, max: number): string {
  if (s.length <= max) return s;
  let cut = max - 1;
  const c = s.charCodeAt(cut - 1);
  if (c >= 0xd800 && c <= 0xdbff) cut--;
  return s.slice(0, cut) + "…";
}
