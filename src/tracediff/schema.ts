// JSON Schema (draft 2020-12) of agent-behavior-trace/v0. schemas/agent-behavior-trace-v0.schema.json
// is this object, pretty-printed (a test keeps the two identical).
import { ABT_KINDS, ABT_RAIL_ID_PATTERN, ABT_SCHEMA } from "./model.js";

export const ABT_JSON_SCHEMA = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://github.com/arh-action/arh-action/schemas/agent-behavior-trace-v0.schema.json",
  title: ABT_SCHEMA,
  description: "A before/after trace diff: two rails of steps sharing row indices, and a verdict. Read by the <trace-diff> web component.",
  type: "object",
  required: ["schema", "case", "contract", "rails", "verdict"],
  properties: {
    schema: { const: ABT_SCHEMA, description: "Identity and version. Unknown versions are refused." },
    case: { type: "string", minLength: 1, description: "Human label of the case." },
    contract: { type: "string", minLength: 1, description: "Contract reference (the policy id)." },
    contract_clause: { type: "string", description: "The specific clause (the rule id)." },
    rails: {
      type: "array",
      minItems: 2,
      maxItems: 2,
      items: { $ref: "#/$defs/rail" },
      description: "Exactly two rails; exactly one should have regression: true.",
    },
    verdict: { $ref: "#/$defs/verdict" },
    permalink: { type: "string", description: "Canonical URL of the case." },
    updated: { type: "string", pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$", description: "ISO date." },
  },
  $defs: {
    rail: {
      type: "object",
      required: ["id", "label", "regression", "steps"],
      properties: {
        id: { type: "string", pattern: ABT_RAIL_ID_PATTERN, description: "Slug, used as DOM id." },
        label: { type: "string", description: "Display label (mono kicker)." },
        regression: { type: "boolean", description: "Marks the rail that fails the contract." },
        steps: { type: "array", minItems: 1, items: { $ref: "#/$defs/step" } },
      },
    },
    step: {
      type: "object",
      required: ["n", "tool", "result", "kind"],
      properties: {
        n: { type: "integer", minimum: 1, description: "1-based index, shared by both rails." },
        tool: { type: "string", minLength: 1, description: "Tool name (respond for the model's output)." },
        result: { type: "string", description: "Short return summary." },
        kind: { enum: [...ABT_KINDS], description: "Semantic role (locked vocabulary)." },
        consequential: { type: "boolean", description: "Apex of a violation." },
        in_violation: { type: "boolean", description: "Inside the violation span." },
        args: { description: "Arguments (any JSON)." },
        return: { description: "Return value (any JSON)." },
        timestamp_ms: { type: "number", minimum: 0 },
        tokens: { type: "integer", minimum: 0 },
        model_latency_ms: { type: "number", minimum: 0, description: "Ours, additive: of the step's latency, the time of a model call folded into this tool-call step." },
        agent: { type: "string", minLength: 1, maxLength: 256, description: "Ours, additive: the agent that made the step in a multi-agent run." },
      },
    },
    verdict: {
      type: "object",
      required: ["output", "behavior"],
      properties: {
        output: { enum: ["PASS", "FAIL"] },
        behavior: { enum: ["PASS", "FAIL"] },
        behavior_reason: { type: "string" },
        operational: { type: "string" },
      },
      if: { type: "object", required: ["behavior"], properties: { behavior: { const: "FAIL" } } },
      then: { required: ["behavior_reason"], properties: { behavior_reason: { type: "string", minLength: 1 } } },
    },
  },
} as const;
