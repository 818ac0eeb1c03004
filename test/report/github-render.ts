// Markdown rendered the way GitHub shows it: Debian's cmark-gfm (GitHub's own C library) with the
// extensions GitHub enables, then an HTML sanitiser configured with GitHub's allowlist (the
// elements, attributes and URL schemes its comment sanitiser keeps), then the checks GitHub's
// later filters would turn into links: @mentions, team mentions and #references in text nodes.
import { spawnSync } from "node:child_process";
import sanitizeHtml from "sanitize-html";

export const CMARK = "/usr/bin/cmark-gfm";

/** cmark-gfm with tables, autolinks and strikethrough; raw HTML passes to the sanitiser. */
export function cmarkGfm(markdown: string): string {
  const r = spawnSync(CMARK, ["-e", "table", "-e", "autolink", "-e", "strikethrough", "-e", "tasklist", "--unsafe"], {
    input: markdown,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`cmark-gfm failed: ${r.stderr}`);
  return r.stdout;
}

const ALL_ATTRS = [
  "abbr", "accept", "accept-charset", "accesskey", "action", "align", "alt", "aria-describedby", "aria-hidden", "aria-label",
  "aria-labelledby", "axis", "border", "cellpadding", "cellspacing", "char", "charoff", "charset", "checked", "clear", "cols",
  "colspan", "color", "compact", "coords", "datetime", "dir", "disabled", "enctype", "for", "frame", "headers", "height",
  "hreflang", "hspace", "ismap", "label", "lang", "maxlength", "media", "method", "multiple", "name", "nohref", "noshade",
  "nowrap", "open", "progress", "prompt", "readonly", "rel", "rev", "role", "rows", "rowspan", "rules", "scope", "selected",
  "shape", "size", "span", "start", "summary", "tabindex", "target", "title", "type", "usemap", "valign", "value", "vspace",
  "width", "itemprop",
];

/** GitHub's comment allowlist, as sanitize-html options. */
export const GITHUB_SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1", "h2", "h3", "h4", "h5", "h6", "h7", "h8", "br", "b", "i", "strong", "em", "a", "pre", "code", "img", "tt", "div", "ins",
    "del", "sup", "sub", "p", "ol", "ul", "table", "thead", "tbody", "tfoot", "blockquote", "dl", "dt", "dd", "kbd", "q", "samp",
    "var", "hr", "ruby", "rt", "rp", "li", "tr", "td", "th", "s", "strike", "summary", "details", "caption", "figure",
    "figcaption", "abbr", "bdo", "cite", "dfn", "mark", "small", "span", "time", "wbr", "input",
  ],
  allowedAttributes: {
    a: ["href", ...ALL_ATTRS],
    img: ["src", "longdesc", ...ALL_ATTRS],
    div: ["itemscope", "itemtype", ...ALL_ATTRS],
    blockquote: ["cite", ...ALL_ATTRS],
    del: ["cite", ...ALL_ATTRS],
    ins: ["cite", ...ALL_ATTRS],
    q: ["cite", ...ALL_ATTRS],
    "*": ALL_ATTRS,
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: true,
  nonTextTags: ["script", "style", "textarea", "option", "noscript"],
};

/** What GitHub would show: cmark-gfm, then the sanitiser. */
export function githubHtml(markdown: string): string {
  return sanitizeHtml(cmarkGfm(markdown), GITHUB_SANITIZE);
}

function decode(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Decoded text nodes of sanitised HTML, each with the name of its element. */
export function textNodes(html: string): { tag: string; text: string }[] {
  const out: { tag: string; text: string }[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    textFilter: (text, tag) => {
      out.push({ tag, text: decode(text) });
      return text;
    },
  });
  return out;
}

/**
 * The user, team and issue references GitHub's mention and reference filters would link in text.
 * Those filters skip text inside `code`, `pre` and `a` elements, so text whose element is one of
 * them is not counted.
 */
export function liveReferences(html: string): string[] {
  const found: string[] = [];
  for (const { tag, text } of textNodes(html)) {
    if (tag === "code" || tag === "pre" || tag === "a") continue;
    for (const m of text.matchAll(/(?:^|[^\w`])(@[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9_-]*)?)/gi)) found.push(m[1]!);
    for (const m of text.matchAll(/(?:^|[^\w&])(#\d+)\b/g)) found.push(m[1]!);
    for (const m of text.matchAll(/\b(GH-\d+)\b/g)) found.push(m[1]!);
  }
  return found;
}

/** Elements of the sanitised HTML: tag name and its attributes. */
export function elements(html: string): { tag: string; attrs: Record<string, string> }[] {
  const out: { tag: string; attrs: Record<string, string> }[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    exclusiveFilter: (frame) => {
      out.push({ tag: frame.tag, attrs: { ...frame.attribs } });
      return false;
    },
  });
  return out;
}
