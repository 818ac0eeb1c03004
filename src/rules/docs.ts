// docs/rules.md is generated from the registry (npm run docs); a test fails when it is stale.
import { RULES } from "./registry.js";
import type { RuleMeta } from "../types.js";

const CATEGORY_TITLES: Record<string, string> = {
  schema: "Schema",
  budget: "Budget",
  safety: "Safety",
  grounding: "Grounding",
  sequence: "Sequence",
  flow: "Flow",
  completion: "Completion",
  input: "Input",
  memory: "Memory-system traces",
  abt: "agent-behavior-trace/v0 documents",
};

const cell = (s: string): string => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

function section(r: RuleMeta): string {
  const lines = [
    `### ${r.id} — ${r.title}`,
    "",
    `- Category: \`${r.category}\` · default severity: **${r.severity}**${r.scored ? "" : " · not scored (lint)"}${r.securitySeverity ? ` · security-severity ${r.securitySeverity}` : ""}`,
    `- SARIF name: \`${r.name}\``,
    "",
    r.description,
    "",
    `**Fix:** ${r.remediation}`,
  ];
  if (r.example) lines.push("", "Minimal failing example:", "", "```text", r.example, "```");
  return lines.join("\n");
}

export function renderRulesMarkdown(): string {
  const out = [
    "# Rules",
    "",
    "<!-- Generated from src/rules/registry.ts by `npm run docs`. Do not edit by hand. -->",
    "",
    "Every finding names one of these rules. Severities are the defaults; ARH-GRD-001 is an error only when the policy sets `grounding.require_citations`.",
    "",
    "| id | title | category | severity |",
    "|---|---|---|---|",
    ...RULES.map((r) => `| [${r.id}](#${r.id.toLowerCase()}--${r.title.toLowerCase().replace(/[^a-z0-9 _-]/g, "").replace(/ /g, "-")}) | ${cell(r.title)} | ${r.category} | ${r.severity} |`),
    "",
  ];
  let cat = "";
  for (const r of RULES) {
    if (r.category !== cat) {
      cat = r.category;
      out.push(`## ${CATEGORY_TITLES[cat] ?? cat}`, "");
    }
    out.push(section(r), "");
  }
  return out.join("\n");
}
