// Escaping of untrusted trace text for every sink. Trace content (agent outputs, tool results,
// error strings) can contain Markdown, HTML, XML control characters and workflow commands.

/** Text inside HTML element content or a double-quoted attribute. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/**
 * Inline Markdown text (GFM), safe inside a table cell: no HTML, no table/code/link syntax,
 * no @mentions or #references that would notify, no line breaks, no control characters.
 */
export function escapeMarkdown(s: string): string {
  return stripXmlInvalid(s.replace(/\r\n|\r|\n|\t|\u2028|\u2029/g, " ").replace(/[\u0000-\u001f\u007f]/g, ""))
    .replace(/[\\`*_{}[\]()#+\-.!|<>&~"'@:=^$]/g, (c) => {
      switch (c) {
        case "<":
          return "&lt;";
        case ">":
          return "&gt;";
        case "&":
          return "&amp;";
        case "|":
          return "\\|";
        case "@":
          // zero-width joiner after @ keeps the text readable but never forms a mention
          return "@\u200d";
        default:
          return "\\" + c;
      }
    });
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
