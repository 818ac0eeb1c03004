// Rule metadata of the agent-behavior-trace/v0 validator (ARH-ABT-0xx). Kept beside the core rules so the registry imports nothing above rules/; src/tracediff validates.
// Lint rules: they validate hand-written or generated trace-diff documents and never count in a score.
import type { RuleMeta } from "../types.js";

export const ABT_RULES = [
  {
    id: "ARH-ABT-001", name: "AbtUnsupportedSchema", category: "abt", severity: "error", scored: false,
    title: "Unsupported agent-behavior-trace version",
    description: "The document declares an agent-behavior-trace schema other than agent-behavior-trace/v0. The <trace-diff> component refuses unknown versions and renders only an error line, so the document is not validated further.",
    remediation: 'Set "schema": "agent-behavior-trace/v0" and follow the v0 format, or render the document with a component that supports its version.',
    example: '{"schema": "agent-behavior-trace/v1", "case": "refund", ...}',
  },
  {
    id: "ARH-ABT-002", name: "AbtShapeInvalid", category: "abt", severity: "error", scored: false,
    title: "Trace-diff document does not match the v0 schema",
    description: "A required field is missing or a field has the wrong type (schemas/agent-behavior-trace-v0.schema.json): case, contract, rails and verdict are required; each rail needs id, label, regression and at least one step; each step needs n, tool, result and kind; verdict.output and verdict.behavior are PASS or FAIL. The component renders only an error line for such a document.",
    remediation: "Add the missing field or correct its type at the reported place.",
    example: '{"schema": "agent-behavior-trace/v0", "case": "refund", "rails": [...], "verdict": {...}}   (no "contract")',
  },
  {
    id: "ARH-ABT-003", name: "AbtRailCount", category: "abt", severity: "error", scored: false,
    title: "Trace diff without exactly two rails",
    description: "A trace diff always has exactly two rails (before and after). Single-rail cases belong to another surface, and more than two rails cannot be drawn side by side.",
    remediation: "Give the document exactly two rails: the run that behaved and the run that did not.",
    example: '"rails": [{"id": "run-a", "label": "Run A", "regression": false, "steps": [...]}]',
  },
  {
    id: "ARH-ABT-004", name: "AbtRegressionRail", category: "abt", severity: "warning", scored: false,
    title: "Not exactly one regression rail",
    description: 'Exactly one rail should have "regression": true: it gets the accent column and the violation markers. With none or both marked, the reader cannot tell which run broke the contract.',
    remediation: 'Set "regression": true on the rail that fails the contract and false on the other.',
    example: '"rails": [{"id": "run-a", "regression": true, ...}, {"id": "run-b", "regression": true, ...}]',
  },
  {
    id: "ARH-ABT-005", name: "AbtBehaviorReasonMissing", category: "abt", severity: "error", scored: false,
    title: "Behavior FAIL without behavior_reason",
    description: 'verdict.behavior_reason is required (non-empty) when verdict.behavior is "FAIL": the verdict bar shows it.',
    remediation: 'Add "behavior_reason", e.g. "P2 violation — side effect precedes precondition check".',
    example: '"verdict": {"output": "PASS", "behavior": "FAIL"}',
  },
  {
    id: "ARH-ABT-006", name: "AbtUnknownKind", category: "abt", severity: "error", scored: false,
    title: "Step kind outside the locked vocabulary",
    description: 'A step\'s kind is not one of "read", "precondition", "side_effect", "respond". The v0 vocabulary is locked; a new kind needs a new major version.',
    remediation: "Use one of read, precondition, side_effect or respond.",
    example: '{"n": 2, "tool": "refund_commit", "result": "ok", "kind": "write"}',
  },
  {
    id: "ARH-ABT-007", name: "AbtStepIndexInvalid", category: "abt", severity: "error", scored: false,
    title: "Step index n is not an integer >= 1",
    description: "Step indices are 1-based integers; both rails share them and the component sorts and aligns rows by them.",
    remediation: "Number the steps 1, 2, 3, …",
    example: '{"n": 0, "tool": "lookup_order", "result": "ok", "kind": "read"}',
  },
  {
    id: "ARH-ABT-008", name: "AbtRailIdNotSlug", category: "abt", severity: "error", scored: false,
    title: "Rail id is not a slug",
    description: "A rail id is used as a DOM id: it must be a slug of lowercase letters, digits, '-' and '_' starting with a letter or digit (at most 64 characters).",
    remediation: 'Use an id such as "run-a", "baseline" or "candidate".',
    example: '{"id": "Run A", "label": "Run A · stable", ...}',
  },
  {
    id: "ARH-ABT-009", name: "AbtDuplicateRailId", category: "abt", severity: "error", scored: false,
    title: "Both rails have the same id",
    description: "Rail ids are DOM ids and must differ between the two rails.",
    remediation: 'Give the rails distinct ids, e.g. "run-a" and "run-b".',
    example: '"rails": [{"id": "run", ...}, {"id": "run", ...}]',
  },
  {
    id: "ARH-ABT-010", name: "AbtDuplicateStepIndex", category: "abt", severity: "warning", scored: false,
    title: "Step index repeated within a rail",
    description: "Two steps of the same rail have the same n, so they compete for one row of the diff.",
    remediation: "Give each step of a rail its own index.",
    example: '"steps": [{"n": 1, ...}, {"n": 1, ...}]',
  },
] as const satisfies readonly RuleMeta[];

export type AbtRuleId = (typeof ABT_RULES)[number]["id"];
