// docs/rules.md must be what the registry generates. Regenerate with `npm run docs`.
import { expect, it } from "vitest";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { renderRulesMarkdown } from "../src/rules/docs.js";
import { RULES } from "../src/rules/registry.js";

const file = join(import.meta.dirname, "../docs/rules.md");

it("docs/rules.md is generated from the rule registry and up to date", () => {
  const want = renderRulesMarkdown();
  if (process.env.ARH_UPDATE_DOCS) writeFileSync(file, want);
  expect(readFileSync(file, "utf8"), "docs/rules.md is stale: run `npm run docs`").toBe(want);
});

it("every rule is registered once, with the metadata SARIF needs", () => {
  const ids = RULES.map((r) => r.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const r of RULES) {
    expect(r.id).toMatch(/^ARH-[A-Z]{3}-\d{3}$/);
    expect(r.name).toMatch(/^[A-Z][A-Za-z0-9]+$/);
    expect(r.title.length).toBeGreaterThan(0);
    expect(r.description.length).toBeLessThanOrEqual(1024);
    expect(r.remediation.length).toBeGreaterThan(0);
  }
});
