export const id = 54;
export const ids = [54];
export const modules = {

/***/ 1931:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ ABT_JSON_SCHEMA)
/* harmony export */ });
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13855);
// JSON Schema (draft 2020-12) of agent-behavior-trace/v0. schemas/agent-behavior-trace-v0.schema.json
// is this object, pretty-printed (a test keeps the two identical).

const ABT_JSON_SCHEMA = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "https://github.com/arh-action/arh-action/schemas/agent-behavior-trace-v0.schema.json",
    title: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ABT_SCHEMA */ .KY,
    description: "A before/after trace diff: two rails of steps sharing row indices, and a verdict. Read by the <trace-diff> web component.",
    type: "object",
    required: ["schema", "case", "contract", "rails", "verdict"],
    properties: {
        schema: { const: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ABT_SCHEMA */ .KY, description: "Identity and version. Unknown versions are refused." },
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
                id: { type: "string", pattern: _model_js__WEBPACK_IMPORTED_MODULE_0__/* .ABT_RAIL_ID_PATTERN */ .o5, description: "Slug, used as DOM id." },
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
                kind: { enum: [..._model_js__WEBPACK_IMPORTED_MODULE_0__/* .ABT_KINDS */ .S3], description: "Semantic role (locked vocabulary)." },
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
};


/***/ }),

/***/ 68054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateAbtDocument: () => (/* binding */ validateAbtDocument)
/* harmony export */ });
/* unused harmony export checkAbtDocument */
/* harmony import */ var ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52210);
/* harmony import */ var _rules_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57232);
/* harmony import */ var _json_findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22926);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13855);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1931);
// Validator of agent-behavior-trace/v0 documents found among the trace files (hand-written canonical
// demos or generated diffs): the JSON Schema plus the semantic checks, as ARH-ABT-0xx findings
// located at the exact place in the file.






let compiled = null;
function schemaValidator() {
    if (!compiled) {
        const ajv = new ajv_dist_2020_js__WEBPACK_IMPORTED_MODULE_4__({ allErrors: true, strict: true, strictTypes: false });
        compiled = ajv.compile(_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .ABT_JSON_SCHEMA */ .P);
    }
    return compiled;
}
function finding(id, pointer, message) {
    const m = (0,_rules_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .rule */ .Hu)(id);
    return { severity: m.severity, category: m.category, message, step_id: null, rule_id: id, remediation: m.remediation, pointer };
}
/** Human path of a JSON pointer: `/rails/1/steps/0/kind` -> `rails[1].steps[0].kind`. */
function where(pointer) {
    if (pointer === "")
        return "document";
    return pointer
        .slice(1)
        .split("/")
        .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"))
        .map((t, i) => (/^[0-9]+$/.test(t) ? `[${t}]` : (i ? "." : "") + t))
        .join("");
}
/** Findings of one document (no locations yet). Exported for tests. */
function checkAbtDocument(doc) {
    const out = [];
    if (typeof doc !== "object" || doc === null || Array.isArray(doc)) {
        out.push(finding("ARH-ABT-002", "", "an agent-behavior-trace document must be a JSON object"));
        return out;
    }
    const d = doc;
    if (d.schema !== _model_js__WEBPACK_IMPORTED_MODULE_2__/* .ABT_SCHEMA */ .KY) {
        const declared = typeof d.schema === "string" ? JSON.stringify(d.schema) : "no schema";
        out.push(finding("ARH-ABT-001", "schema" in d ? "/schema" : "", `document declares ${declared}; this validator and the <trace-diff> component support only "${_model_js__WEBPACK_IMPORTED_MODULE_2__/* .ABT_SCHEMA */ .KY}"`));
        return out;
    }
    const validate = schemaValidator();
    const seen = new Set();
    const add = (f) => {
        const key = `${f.rule_id} ${f.pointer}`;
        if (seen.has(key))
            return;
        seen.add(key);
        out.push(f);
    };
    if (!validate(doc)) {
        for (const e of validate.errors ?? []) {
            const f = mapError(e);
            if (f)
                add(f);
        }
    }
    // Semantic checks the schema cannot express.
    const rails = Array.isArray(d.rails) ? d.rails : null;
    if (rails) {
        const flagged = rails.map((r) => isObj(r) && r.regression === true);
        const count = flagged.filter(Boolean).length;
        if (count !== 1) {
            add(finding("ARH-ABT-004", "/rails", `${count === 0 ? "no rail has" : `${count} rails have`} "regression": true; exactly one rail should mark the run that fails the contract`));
        }
        const ids = new Map();
        rails.forEach((r, i) => {
            if (!isObj(r))
                return;
            if (typeof r.id === "string") {
                if (ids.has(r.id))
                    add(finding("ARH-ABT-009", `/rails/${i}/id`, `rails[${i}] has the same id ${JSON.stringify(r.id)} as rails[${ids.get(r.id)}]`));
                else
                    ids.set(r.id, i);
            }
            if (!Array.isArray(r.steps))
                return;
            const ns = new Map();
            r.steps.forEach((s, j) => {
                if (!isObj(s) || typeof s.n !== "number")
                    return;
                if (ns.has(s.n))
                    add(finding("ARH-ABT-010", `/rails/${i}/steps/${j}/n`, `rails[${i}].steps[${j}] repeats the step index n = ${s.n} of steps[${ns.get(s.n)}]`));
                else
                    ns.set(s.n, j);
            });
        });
    }
    return out;
}
function isObj(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
}
const STEP_FIELD = /^\/rails\/[0-9]+\/steps\/[0-9]+\/(n|kind)$/;
function mapError(e) {
    const p = e.instancePath;
    if (e.keyword === "if")
        return null; // its "then" error says what is wrong
    if (p === "/rails" && (e.keyword === "minItems" || e.keyword === "maxItems")) {
        return finding("ARH-ABT-003", p, `rails must hold exactly 2 rails (${e.keyword === "minItems" ? "fewer" : "more"} given)`);
    }
    if (p === "/verdict" && e.keyword === "required" && e.params.missingProperty === "behavior_reason") {
        return finding("ARH-ABT-005", p, 'verdict.behavior is "FAIL" but verdict.behavior_reason is missing');
    }
    if (p === "/verdict/behavior_reason" && e.keyword === "minLength") {
        return finding("ARH-ABT-005", p, 'verdict.behavior is "FAIL" but verdict.behavior_reason is empty');
    }
    const m = STEP_FIELD.exec(p);
    if (m && m[1] === "kind" && e.keyword === "enum") {
        return finding("ARH-ABT-006", p, `${where(p)} is not one of read, precondition, side_effect, respond`);
    }
    if (m && m[1] === "n" && (e.keyword === "type" || e.keyword === "minimum")) {
        return finding("ARH-ABT-007", p, `${where(p)} must be an integer >= 1`);
    }
    if (/^\/rails\/[0-9]+\/id$/.test(p) && e.keyword === "pattern") {
        return finding("ARH-ABT-008", p, `${where(p)} is not a slug (lowercase letters, digits, '-', '_'; at most 64 characters)`);
    }
    if (e.keyword === "required") {
        const missing = e.params.missingProperty ?? "?";
        return finding("ARH-ABT-002", p, `${where(p)}: required field "${missing}" is missing`);
    }
    if (e.keyword === "enum") {
        const allowed = (e.params.allowedValues ?? []).map((v) => JSON.stringify(v)).join(", ");
        return finding("ARH-ABT-002", p, `${where(p)} must be one of ${allowed}`);
    }
    return finding("ARH-ABT-002", p, `${where(p)} ${e.message ?? "is invalid"}`);
}
/** Validate one agent-behavior-trace document file into a report entry (kind "abt"). */
function validateAbtDocument(input) {
    const findings = checkAbtDocument(input.doc);
    (0,_json_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .attachLocations */ .a)(input.text, input.uri, findings);
    const passed = !findings.some((f) => f.severity === "error");
    const doc = isObj(input.doc) ? input.doc : {};
    const declared = typeof doc.schema === "string" ? doc.schema : _model_js__WEBPACK_IMPORTED_MODULE_2__/* .ABT_SCHEMA */ .KY;
    return {
        trace_id: input.uri,
        agent_name: "agent-behavior-trace",
        workflow: typeof doc.case === "string" && doc.case ? doc.case : input.fileName,
        policy_id: input.policyId,
        score: passed ? 100 : 0,
        passed,
        total_latency_ms: 0,
        total_cost_usd: 0,
        citation_coverage: null,
        source_path: input.uri,
        findings,
        kind: "abt",
        source_format: declared,
        location: (0,_json_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .makeLocator */ .X)(input.text, input.uri, [""]).locate(""),
        scored: false,
        notes: [`${declared} document (trace diff): validated against the schema and the ARH-ABT rules, not scored as an agent trace`],
    };
}


/***/ })

};
