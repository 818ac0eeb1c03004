export const id = 25;
export const ids = [25];
export const modules = {

/***/ 10004:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ adaptAnthropic),
/* harmony export */   L: () => (/* binding */ isResultBlock)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30695);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81987);
// Anthropic Messages transcripts: content blocks (text, tool_use, tool_result, server tools).



const LABEL = "an Anthropic Messages transcript";
const CALL_BLOCKS = new Set(["tool_use", "server_tool_use", "mcp_tool_use"]);
function isResultBlock(type) {
    return type === "tool_result" || type.endsWith("_tool_result");
}
function adaptAnthropic(doc, fileName) {
    const { list, listPtr } = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .messageList */ .cl)(doc, LABEL);
    const b = new _common_js__WEBPACK_IMPORTED_MODULE_1__/* .TraceBuilder */ .r7("anthropic-messages");
    const pending = new _common_js__WEBPACK_IMPORTED_MODULE_1__/* .PendingCalls */ .Tp();
    for (let i = 0; i < list.length; i++) {
        const m = list[i];
        const mp = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(listPtr, i);
        if (!(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(m))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${LABEL}: message ${i} must be an object, found ${(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .describeType */ .MF)(m)}`, mp);
        const role = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(m, "role");
        const content = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(m, "content");
        const cp = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(mp, "content");
        if (role === "user") {
            if (!Array.isArray(content))
                continue;
            for (let j = 0; j < content.length; j++) {
                const block = content[j];
                if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(block) && typeof (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(block, "type") === "string" && isResultBlock((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(block, "type"))) {
                    result(block, (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(cp, j), b, pending);
                }
            }
            continue;
        }
        if (role !== "assistant") {
            b.note(mp, `message_unmapped: role ${typeof role === "string" ? `'${role}'` : "missing"} is not mapped`);
            continue;
        }
        const first = b.steps.length;
        if (typeof content === "string" || content === null || content === undefined) {
            const step = { step_id: `m${i}`, type: "model_response" };
            if (typeof content === "string")
                step.text = content;
            else
                b.note(mp, "text_not_recorded: assistant message without content; text left unset");
            const k = b.add(step, mp);
            b.field(k, "text", cp);
        }
        else if (!Array.isArray(content)) {
            b.note(cp, `content_unmapped: content is ${(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .describeType */ .MF)(content)}`);
        }
        else {
            assistantBlocks(content, i, cp, b, pending);
        }
        const u = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(m, "usage");
        if (u !== undefined) {
            b.applyUsage(b.steps.length > first ? b.steps.length - 1 : -1, (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .usageTokens */ .kw)(u, (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(mp, "usage"), b), (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(mp, "usage"), "the message's usage");
        }
        (0,_usage_js__WEBPACK_IMPORTED_MODULE_2__/* .stampModel */ .fv)(b.steps, first, (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(m, "model"));
    }
    if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(doc)) {
        const u = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(doc, "usage");
        if (u !== undefined)
            b.applyUsage(b.lastModelStep(), (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .usageTokens */ .kw)(u, "/usage", b), "/usage", "the document's usage");
        (0,_usage_js__WEBPACK_IMPORTED_MODULE_2__/* .stampModel */ .fv)(b.steps, 0, (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(doc, "model"));
    }
    return b.finish((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .wrapperIdentity */ .Im)(doc, fileName, listPtr, b));
}
function assistantBlocks(content, i, cp, b, pending) {
    // Consecutive text blocks form one response (citations split one answer into several blocks).
    let textStep = -1;
    let groups = 0;
    for (let j = 0; j < content.length; j++) {
        const block = content[j];
        const bp = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(cp, j);
        if (!(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(block)) {
            b.note(bp, `content_unmapped: content block is ${(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .describeType */ .MF)(block)}`);
            textStep = -1;
            continue;
        }
        const type = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(block, "type") ?? "";
        if (type === "text") {
            const text = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(block, "text") ?? "";
            const cites = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(block, "citations");
            if (textStep < 0) {
                const step = { step_id: groups === 0 ? `m${i}` : `m${i}-b${j}`, type: "model_response", text };
                groups++;
                textStep = b.add(step, bp);
                b.field(textStep, "text", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(bp, "text"));
            }
            else {
                const step = b.steps[textStep];
                step.text = String(step.text) + text;
            }
            if (Array.isArray(cites) && cites.length > 0) {
                const step = b.steps[textStep];
                const list = step.citations ?? [];
                for (const c of cites)
                    list.push(c);
                if (step.citations === undefined)
                    b.field(textStep, "citations", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(bp, "citations"));
                step.citations = list;
            }
            continue;
        }
        textStep = -1;
        if (CALL_BLOCKS.has(type)) {
            const id = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(block, "id");
            const step = { step_id: id ?? `m${i}-b${j}`, type: "tool_call" };
            if (id === undefined)
                b.note(bp, `call_id_missing: ${type} block without an id; no tool_result can be matched to it`);
            const k = b.add(step, bp);
            if (id !== undefined)
                b.field(k, "step_id", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(bp, "id"));
            const name = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(block, "name");
            if (name !== undefined) {
                step.tool_name = name;
                b.field(k, "tool_name", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(bp, "name"));
            }
            else
                b.note(bp, "tool_name_missing: tool_use without a name");
            const input = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(block, "input");
            if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(input)) {
                step.arguments = input;
                b.field(k, "arguments", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(bp, "input"), true);
            }
            else if (input === undefined || input === null) {
                b.note(bp, "arguments_not_captured: tool_use without input; arguments left unset");
                (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .markNotCaptured */ .N3)(step, "arguments");
            }
            else {
                step.arguments = {};
                b.field(k, "arguments", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(bp, "input"));
                b.note((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(bp, "input"), `argument_parse_error: input is ${(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .describeType */ .MF)(input)}, not an object; arguments set to {}`);
            }
            if (type !== "tool_use") {
                const meta = { block_type: type };
                const server = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(block, "server_name");
                if (server !== undefined)
                    meta.server_name = server;
                step.metadata = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(step.metadata) ? { ...step.metadata, ...meta } : meta;
            }
            if (id !== undefined)
                pending.register(id, k, bp, b);
            continue;
        }
        if (isResultBlock(type)) {
            result(block, bp, b, pending);
            continue;
        }
        b.note(bp, `block_unmapped: ${type === "" ? "untyped" : `'${type}'`} block has no canonical step`);
    }
}
/** tool_result (and server *_tool_result) block -> output / error of its tool_use step. */
function result(block, bp, b, pending) {
    const k = pending.take((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(block, "tool_use_id"), bp, b, "tool_use_id");
    if (k === undefined)
        return;
    const step = b.steps[k];
    const content = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(block, "content");
    const cp = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(bp, "content");
    let out;
    let errorText;
    if (typeof content === "string" || content === undefined || content === null) {
        out = content ?? null;
        b.field(k, "output", cp);
    }
    else if (Array.isArray(content) && (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(block, "type") === "tool_result") {
        const { text } = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .contentText */ .Tf)(content, cp, b, ["text"], "\n");
        out = text ?? null;
        b.field(k, "output", cp);
    }
    else {
        out = content;
        b.field(k, "output", cp, true);
        // Server tool errors: {type: "web_search_tool_result_error", error_code}.
        if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(content)) {
            const t = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(content, "type");
            if (t !== undefined && t.endsWith("_error"))
                errorText = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(content, "error_code") ?? t;
        }
    }
    const isError = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(block, "is_error") === true || errorText !== undefined;
    if (isError) {
        step.status = "error";
        b.field(k, "status", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(block, "is_error") === true ? (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(bp, "is_error") : cp);
        const e = errorText ?? (typeof out === "string" ? out : "");
        if (e !== "") {
            step.error = e;
            b.field(k, "error", cp);
        }
        if (errorText !== undefined)
            step.output = out;
    }
    else
        step.output = out;
}


/***/ }),

/***/ 30695:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ ptr),
/* harmony export */   E8: () => (/* binding */ fileStem),
/* harmony export */   HV: () => (/* binding */ UNKNOWN),
/* harmony export */   Im: () => (/* binding */ wrapperIdentity),
/* harmony export */   Jt: () => (/* binding */ get),
/* harmony export */   MF: () => (/* binding */ describeType),
/* harmony export */   N3: () => (/* binding */ markNotCaptured),
/* harmony export */   P5: () => (/* reexport safe */ _values_js__WEBPACK_IMPORTED_MODULE_4__.P),
/* harmony export */   Tf: () => (/* binding */ contentText),
/* harmony export */   Tp: () => (/* binding */ PendingCalls),
/* harmony export */   Tx: () => (/* binding */ decodeArguments),
/* harmony export */   UY: () => (/* binding */ getStr),
/* harmony export */   cl: () => (/* binding */ messageList),
/* harmony export */   kw: () => (/* binding */ usageTokens),
/* harmony export */   r7: () => (/* binding */ TraceBuilder),
/* harmony export */   sA: () => (/* reexport safe */ _values_js__WEBPACK_IMPORTED_MODULE_4__.s)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14594);
/* harmony import */ var _identity_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17084);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(91804);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81987);
// Shared building blocks of the trace adapters: safe property access on untrusted JSON, the trace
// builder that records where every step came from (for mapPointer), notes, identity and usage.






/** Own property only: a polluted or hostile prototype never answers. */
function get(o, k) {
    const v = o[k];
    return v !== undefined && Object.hasOwn(o, k) ? v : undefined;
}
function getStr(o, k) {
    const v = get(o, k);
    return typeof v === "string" ? v : undefined;
}
function ptr(base, ...tokens) {
    let out = base;
    for (const t of tokens)
        out += "/" + (typeof t === "number" ? String(t) : (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .escapePointerToken */ .uC)(t));
    return out;
}
function describeType(v) {
    if (v === null)
        return "null";
    if (Array.isArray(v))
        return "an array";
    if (typeof v === "object")
        return "an object";
    return `a ${typeof v}`;
}
/** Collects canonical steps with their origins and notes; produces the AdaptedTrace. */
class TraceBuilder {
    source;
    steps = [];
    origins = [];
    notes = [];
    constructor(source) {
        this.source = source;
    }
    note(pointer, note) {
        this.notes.push({ pointer, note });
    }
    /** Add a step; returns its index. `fields`: pairs [name, pointer] (see StepOrigin). */
    add(step, base, fields = []) {
        this.steps.push(step);
        this.origins.push({ base, fields });
        return this.steps.length - 1;
    }
    field(index, name, pointer, deep = false) {
        const o = this.origins[index];
        if (!o)
            return;
        o.fields.push(name, pointer);
        if (deep)
            (o.deep ??= []).push(name);
        else if (o.deep?.includes(name))
            o.deep = o.deep.filter((n) => n !== name);
    }
    /** Index of the last model_response step, else the last step, else -1. */
    lastModelStep(from = 0) {
        for (let i = this.steps.length - 1; i >= from; i--)
            if (this.steps[i]?.type === "model_response")
                return i;
        return this.steps.length > from ? this.steps.length - 1 : -1;
    }
    /** Put token counts on a step (only fields not already set there). */
    applyUsage(index, usage, usagePtr, what) {
        if (usage.input === undefined && usage.output === undefined)
            return;
        const step = this.steps[index];
        if (!step) {
            this.note(usagePtr, `usage_not_attributed: ${what} has no step to carry its token counts`);
            return;
        }
        if (step.input_tokens !== undefined || step.output_tokens !== undefined) {
            this.note(usagePtr, `usage_not_attributed: step ${(0,_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .stepRef */ .WW)(index)} already records tokens; ${what} not added twice`);
            return;
        }
        if (usage.input !== undefined) {
            step.input_tokens = usage.input;
            this.field(index, "input_tokens", usage.inputPtr ?? usagePtr);
        }
        if (usage.output !== undefined) {
            step.output_tokens = usage.output;
            this.field(index, "output_tokens", usage.outputPtr ?? usagePtr);
        }
        (0,_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .putDetails */ .iM)(step, usage.details, (p, n) => this.note(p, n), (name, p) => this.field(index, name, p));
        if (usage.cost && step.cost_usd === undefined) {
            step.cost_usd = usage.cost[0];
            this.field(index, "cost_usd", usage.cost[1]);
        }
    }
    finish(identity, extraMeta) {
        const metadata = {};
        if (identity.metadata) {
            for (const k of Object.keys(identity.metadata)) {
                if (k === "adapter") {
                    this.note(ptr(identity.metadataPtr ?? "", "adapter"), "wrapper metadata.adapter replaced by the adapter's own record");
                    continue;
                }
                (0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .setOwn */ .P)(metadata, k, identity.metadata[k]);
            }
        }
        if (extraMeta)
            for (const k of Object.keys(extraMeta))
                (0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .setOwn */ .P)(metadata, k, extraMeta[k]);
        // Step ids from behaviour (src/adapters/identity.ts), once the steps are in their final order.
        const ids = (0,_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .assignStepIds */ .Cw)(this.steps, this.origins);
        for (const s of this.steps)
            settleNotCaptured(s);
        for (const n of this.notes)
            n.note = (0,_identity_js__WEBPACK_IMPORTED_MODULE_2__/* .resolveStepRefs */ .dV)(n.note, ids);
        metadata.adapter = { name: this.source, notes: this.notes };
        const trace = {
            schema_version: "1",
            trace_id: identity.trace_id,
            agent_name: identity.agent_name,
            workflow: identity.workflow,
            source: this.source,
            steps: this.steps,
            metadata,
        };
        return { trace, format: this.source, mapPointer: makeMapper(this.origins, this.notes, identity) };
    }
}
function makeMapper(origins, notes, id) {
    return (p) => {
        if (p === "")
            return id.root;
        const toks = (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePointer */ .vp)(p);
        const head = toks[0];
        if (head === "steps") {
            if (toks.length === 1)
                return id.stepsPtr;
            const k = index(toks[1]);
            const o = k === undefined ? undefined : origins[k];
            if (!o)
                return id.stepsPtr;
            if (toks.length === 2)
                return o.base;
            const name = toks[2];
            let f;
            for (let j = o.fields.length - 2; j >= 0; j -= 2) {
                if (o.fields[j] === name) {
                    f = o.fields[j + 1];
                    break;
                }
            }
            if (f === undefined)
                return o.base;
            if (f.startsWith("@"))
                f = o.base + f.slice(1);
            if (toks.length > 3 && o.deep?.includes(name))
                return ptr(f, ...toks.slice(3));
            return f;
        }
        if (head === "metadata" && toks[1] === "adapter" && toks[2] === "notes" && toks.length >= 4) {
            const k = index(toks[3]);
            const n = k === undefined ? undefined : notes[k];
            if (n)
                return n.pointer;
        }
        if (head !== undefined) {
            const f = id.fieldPtrs.get(head);
            if (f !== undefined)
                return f;
        }
        return id.root;
    };
}
function index(tok) {
    if (tok === undefined || !/^(0|[1-9][0-9]{0,8})$/.test(tok))
        return undefined;
    return Number(tok);
}
const UNKNOWN = "unknown";
/** The file's base name without its last extension. */
function fileStem(fileName) {
    const base = fileName.split(/[\\/]/).pop() ?? fileName;
    const dot = base.lastIndexOf(".");
    const stem = dot > 0 ? base.slice(0, dot) : base;
    return stem === "" ? "trace" : stem;
}
function idString(v) {
    if (typeof v === "string" && v !== "")
        return v;
    if (typeof v === "number" && Number.isFinite(v))
        return String(v);
    return undefined;
}
/**
 * Identity of a transcript: wrapper fields `trace_id`, `agent_name`, `workflow` (and `metadata`)
 * when the document is an object, otherwise the file stem and "unknown" (each noted).
 */
function wrapperIdentity(doc, fileName, stepsPtr, b, fallback = {}) {
    const fieldPtrs = new Map();
    const w = (0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .s)(doc) ? doc : undefined;
    const pick = (k, dflt, why, fb) => {
        const v = w ? idString(get(w, k)) : undefined;
        if (v !== undefined) {
            fieldPtrs.set(k, "/" + k);
            return v;
        }
        if (fb) {
            fieldPtrs.set(k, fb[1]);
            return fb[0];
        }
        b.note("", `${k}_not_recorded: ${why}`);
        return dflt;
    };
    const trace_id = pick("trace_id", fileStem(fileName), `no trace_id in the document; the file stem '${fileStem(fileName)}' is used`);
    const agent_name = pick("agent_name", UNKNOWN, "no agent_name in the document; set to 'unknown'", fallback.agent_name);
    const workflow = pick("workflow", UNKNOWN, "no workflow in the document; set to 'unknown'", fallback.workflow);
    const id = { trace_id, agent_name, workflow, root: "", stepsPtr, fieldPtrs };
    if (w) {
        const m = get(w, "metadata");
        if ((0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .s)(m)) {
            id.metadata = m;
            id.metadataPtr = "/metadata";
            fieldPtrs.set("metadata", "/metadata");
        }
    }
    return id;
}
/** The message list of a transcript: `{messages: [...]}` or a bare array. */
function messageList(doc, expected) {
    if (Array.isArray(doc))
        return { list: doc, listPtr: "" };
    if ((0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .s)(doc)) {
        const m = get(doc, "messages");
        if (Array.isArray(m))
            return { list: m, listPtr: "/messages" };
        if (m !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${expected}: 'messages' must be an array, found ${describeType(m)}`, "/messages");
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`not ${expected}: expected an object with a 'messages' array or a bare array of messages`, "");
}
/** Token counts of a provider `usage` object (OpenAI chat/responses, Anthropic, Cohere v2). */
function usageTokens(u, uPtr, b) {
    if (!(0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .s)(u)) {
        if (u !== undefined && u !== null)
            b.note(uPtr, `usage_unmapped: usage is ${describeType(u)}, not an object`);
        return {};
    }
    let src = u;
    let base = uPtr;
    // Cohere v2: {billed_units: {...}, tokens: {input_tokens, output_tokens}}
    const tokens = get(u, "tokens");
    const billed = get(u, "billed_units");
    if ((0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .s)(tokens)) {
        src = tokens;
        base = ptr(uPtr, "tokens");
    }
    else if ((0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .s)(billed)) {
        src = billed;
        base = ptr(uPtr, "billed_units");
    }
    const out = {};
    for (const [key, slot] of [
        ["input_tokens", "input"],
        ["prompt_tokens", "input"],
        ["output_tokens", "output"],
        ["completion_tokens", "output"],
    ]) {
        if (out[slot] !== undefined)
            continue;
        const n = (0,_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .countAt */ .$v)(get(src, key), ptr(base, key), key, (p, note) => b.note(p, note));
        if (n === undefined)
            continue;
        out[slot] = n;
        if (slot === "input")
            out.inputPtr = ptr(base, key);
        else
            out.outputPtr = ptr(base, key);
    }
    const details = (0,_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .usageDetails */ .er)(src, base, (p, note) => b.note(p, note));
    out.cost = (0,_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .usageCost */ .Dp)(src, base, (p, note) => b.note(p, note));
    if (details.length > 0) {
        out.details = details;
        // Anthropic counts cache reads and writes apart from input_tokens; the canonical input holds them.
        if (out.input !== undefined)
            out.input += (0,_usage_js__WEBPACK_IMPORTED_MODULE_3__/* .anthropicCacheInput */ .JI)(details);
    }
    return out;
}
/** Fields of a step the source did not record (content capture off, a call without input), in
 * this order. The adapter leaves them unset, notes it, and lists them in the step's
 * `metadata.not_captured`, so that summaries and previews say "not captured" instead of showing
 * `{}` or `ok` (docs/adapters.md, "Not captured"); rules see the unset field as the spec defines. */
const NOT_CAPTURED_FIELDS = ["arguments", "output", "text"];
function markNotCaptured(step, field) {
    const meta = (0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .s)(step.metadata) ? step.metadata : (step.metadata = {});
    const list = Array.isArray(meta.not_captured) ? meta.not_captured : [];
    if (!list.includes(field))
        list.push(field);
    meta.not_captured = list;
}
/** `metadata.not_captured` in its fixed order, without fields set after all (a merged span filled
 * them); removed when empty. */
function settleNotCaptured(step) {
    const meta = step.metadata;
    if (!(0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .s)(meta) || !Array.isArray(meta.not_captured))
        return;
    const list = meta.not_captured;
    const left = NOT_CAPTURED_FIELDS.filter((f) => list.includes(f) && step[f] === undefined);
    if (left.length > 0)
        meta.not_captured = left;
    else
        delete meta.not_captured;
}
/** Decode tool-call arguments: object as is; JSON string decoded; anything else `{}` with a note.
 * Absent arguments are not captured: noted, and listed in `step`'s `metadata.not_captured`. */
function decodeArguments(raw, at, b, step) {
    if (raw === undefined || raw === null) {
        b.note(at, "arguments_not_captured: the tool call's arguments were not recorded; arguments left unset");
        if (step)
            markNotCaptured(step, "arguments");
        return { deep: false };
    }
    if ((0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .s)(raw))
        return { value: raw, deep: true };
    if (typeof raw === "string") {
        let parsed;
        try {
            parsed = JSON.parse(raw);
        }
        catch {
            b.note(at, "argument_parse_error: arguments string is not valid JSON; arguments set to {}");
            return { value: {}, deep: false };
        }
        if ((0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .s)(parsed))
            return { value: parsed, deep: false };
        b.note(at, `argument_parse_error: arguments decode to ${describeType(parsed)}, not an object; arguments set to {}`);
        return { value: {}, deep: false };
    }
    b.note(at, `argument_parse_error: arguments are ${describeType(raw)}, not an object or JSON string; arguments set to {}`);
    return { value: {}, deep: false };
}
/** Text of a content value: a string, or the concatenation of text parts (other parts noted). */
function contentText(content, at, b, textTypes, joiner) {
    if (typeof content === "string")
        return { text: content, parts: 1 };
    if (content === undefined || content === null)
        return { parts: 0 };
    if (!Array.isArray(content)) {
        b.note(at, `content_unmapped: content is ${describeType(content)}`);
        return { parts: 0 };
    }
    const texts = [];
    for (let j = 0; j < content.length; j++) {
        const part = content[j];
        const pp = ptr(at, j);
        if (typeof part === "string") {
            texts.push(part);
            continue;
        }
        if (!(0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isObj */ .s)(part)) {
            b.note(pp, `content_unmapped: content part is ${describeType(part)}`);
            continue;
        }
        const type = getStr(part, "type");
        const text = getStr(part, "text");
        if (type !== undefined && textTypes.includes(type) && text !== undefined)
            texts.push(text);
        else if (type === "refusal" && typeof get(part, "refusal") === "string")
            texts.push(get(part, "refusal"));
        else
            b.note(pp, `content_unmapped: content part of type '${type ?? "?"}' has no text equivalent`);
    }
    return texts.length > 0 ? { text: texts.join(joiner), parts: texts.length } : { parts: 0 };
}
/** Tracks tool calls awaiting their result (by call id). */
class PendingCalls {
    byId = new Map();
    done = new Set();
    register(id, step, at, b) {
        if (this.byId.has(id))
            b.note(at, `duplicate_call_id: call id '${id}' already used by an earlier tool call; results match the latest`);
        this.byId.set(id, step);
        this.done.delete(id);
    }
    /** Step index for a result, or undefined (noted as orphan / duplicate). */
    take(id, at, b, idField) {
        if (typeof id !== "string") {
            b.note(at, `orphan_tool_result: tool result without a ${idField}; not attached to any step`);
            return undefined;
        }
        const k = this.byId.get(id);
        if (k === undefined) {
            b.note(at, `orphan_tool_result: no tool call with id '${id}' precedes this result; not attached to any step`);
            return undefined;
        }
        if (this.done.has(id)) {
            b.note(at, `duplicate_tool_result: tool call '${id}' already has a result; this one is not attached`);
            return undefined;
        }
        this.done.add(id);
        return k;
    }
}


/***/ }),

/***/ 58049:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L7: () => (/* binding */ CONCRETE_FORMATS),
/* harmony export */   NU: () => (/* binding */ notATraceMessage),
/* harmony export */   TK: () => (/* binding */ otherFileReason),
/* harmony export */   Tz: () => (/* binding */ detectFormat),
/* harmony export */   bo: () => (/* binding */ contradictingFormat)
/* harmony export */ });
/* unused harmony export EXPECTED */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30695);
/* harmony import */ var _anthropic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(10004);
/* harmony import */ var _responses_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(94208);
// Format auto-detection, in a fixed order that never guesses (docs/adapters.md):
//  1. canonical ARH trace: an object with `steps`
//  2. OTLP/JSON: an object with `resourceSpans`
//  3. OpenAI Responses: `object: "response"`, or `input`/`output`/bare items with a Responses item type
//  4. Cohere Chat v2: a message list with a Cohere-only marker (tool_plan, message-level citations,
//     document content blocks)
//  5. OpenAI Chat: a message list with tool_calls / function_call / role "tool" / role "function"
//  6. Anthropic Messages: a message list with tool_use / tool_result / thinking / server-tool blocks,
//     text blocks with citations, or image/document blocks with a `source`
//  7. a text-only message list (string content or text parts): OpenAI Chat
//  anything else: InputError naming what was expected.




/** Every format an adapter reads: the one list `FORMATS` (src/adapters/index.ts) and detection share. */
const CONCRETE_FORMATS = ["arh", "openai-chat", "openai-responses", "anthropic-messages", "cohere-chat", "otlp"];
const RESPONSES_TYPES = new Set([
    "function_call",
    "function_call_output",
    "custom_tool_call",
    "custom_tool_call_output",
    "reasoning",
    "mcp_call",
    "mcp_list_tools",
    "mcp_approval_request",
    "mcp_approval_response",
    "item_reference",
    "computer_call_output",
    "local_shell_call_output",
]);
const RESPONSES_PART_TYPES = new Set(["output_text", "input_text", "input_image", "input_file"]);
const ANTHROPIC_BLOCKS = new Set(["tool_use", "server_tool_use", "mcp_tool_use", "thinking", "redacted_thinking"]);
const EXPECTED = "expected one of: a canonical ARH trace (an object with 'steps'), an OTLP/JSON export (an object with 'resourceSpans'), " +
    "an OpenAI Responses item list ('input'/'output' items with a 'type'), or a message list ('messages' or a bare array) " +
    "in OpenAI Chat, Cohere Chat v2 or Anthropic Messages shape";
function isResponsesItem(item) {
    if (!(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(item))
        return false;
    const t = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "type");
    if (typeof t !== "string")
        return false;
    if (RESPONSES_TYPES.has(t) || t.endsWith("_call"))
        return true;
    if (t === "message") {
        const c = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "content");
        if (Array.isArray(c)) {
            for (const part of c) {
                const pt = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(part) ? (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(part, "type") : undefined;
                if (typeof pt === "string" && RESPONSES_PART_TYPES.has(pt))
                    return true;
            }
        }
    }
    return false;
}
/** Top-level keys that mark a document as some trace format (a trace with an error keeps failing). */
const TRACE_MARKERS = ["steps", "resourceSpans", "resourceLogs", "messages", "input", "output", "object", "trace_id", "schema"];
/** Names of files that are some tool's own, whatever they hold (`tsconfig.json`, `tsconfig.build.json`, …). */
const OTHER_FILE_NAMES = /^(?:package\.json|package-lock\.json|npm-shrinkwrap\.json|(?:ts|js)config(?:\.[^/]*)?\.json)$/i;
/** A `$schema` of ours (schemas/): such a document claims to be arh's and is judged as one. */
const OWN_SCHEMA = /^https:\/\/(?:arh-action\.dev|github\.com\/arh-action\/arh-action)\/schemas\//;
/**
 * Why a file is recognisably something other than a trace, or null. A directory walk lists such a
 * file as skipped with this reason instead of failing it (src/engine/pipeline.ts); every other
 * file that is no trace fails (a recorder that crashed and wrote `null` or `{}` must not turn the
 * gate green). Recognised only when the document carries no trace format's marker
 * (TRACE_MARKERS) and is not a list, in this order:
 *  - by content: an arh policy (`policy_id` or `allowed_tools`: every policy has its id), an arh
 *    report (`summary` and `reports`), an arh comparison (`gate` and `traces`), a package manifest
 *    (`dependencies`, `devDependencies`, or `name` with `version`), a TypeScript configuration
 *    (`compilerOptions`);
 *  - by a `$schema` string that is not one of arh's schemas (a JSON Schema, a SARIF log, a tool's
 *    configuration naming its schema);
 *  - by name, whatever it holds: `package.json`, `package-lock.json`, `npm-shrinkwrap.json`,
 *    `tsconfig*.json`, `jsconfig*.json`.
 */
function otherFileReason(doc, fileName) {
    if (Array.isArray(doc) || ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(doc) && TRACE_MARKERS.some((k) => Object.hasOwn(doc, k))))
        return null;
    const name = `a tool's own file (${fileName.slice(0, 100)})`;
    if (!(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(doc))
        return OTHER_FILE_NAMES.test(fileName) ? name : null;
    const has = (k) => Object.hasOwn(doc, k);
    if (has("allowed_tools") || has("policy_id"))
        return "an arh policy";
    if (has("summary") && has("reports"))
        return "an arh report";
    if (has("gate") && has("traces"))
        return "an arh comparison";
    if (has("dependencies") || has("devDependencies") || (has("name") && has("version")))
        return "a package manifest";
    if (has("compilerOptions"))
        return "a TypeScript configuration";
    const schema = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(doc, "$schema");
    if (typeof schema === "string" && !OWN_SCHEMA.test(schema))
        return `a file of another format ($schema '${schema.slice(0, 200)}')`;
    return OTHER_FILE_NAMES.test(fileName) ? name : null;
}
/** A JSON value's kind as a sentence says it, with the value when it is short. */
function valueKind(doc) {
    if (doc === null)
        return "null";
    if (typeof doc === "boolean")
        return String(doc);
    if (typeof doc === "number")
        return `a number (${String(doc).slice(0, 40)})`;
    if (typeof doc === "string")
        return doc === "" ? "an empty string" : "a string";
    if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(doc)) {
        const keys = Object.keys(doc);
        if (keys.length === 0)
            return "an empty object";
        const shown = keys.slice(0, 5).map((k) => `'${k.slice(0, 60)}'`).join(", ");
        return `an object with no trace format's key (it has ${shown}${keys.length > 5 ? `, and ${keys.length - 5} more` : ""})`;
    }
    return "a JSON value";
}
/**
 * What an input error says of a document that carries no trace format's marker at all ("the file
 * holds null, not a trace"), or null when it carries one (the format's own error is more precise).
 */
function notATraceMessage(doc) {
    if (Array.isArray(doc) || ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(doc) && TRACE_MARKERS.some((k) => Object.hasOwn(doc, k))))
        return null;
    return `the file holds ${valueKind(doc)}, not a trace: ${EXPECTED}`;
}
function detectFormat(doc) {
    return detect(doc).format;
}
/**
 * The format whose markers an explicitly requested format contradicts, or undefined. A text-only
 * message list carries no marker (any message-list format reads it); Cohere v2 without Cohere-only
 * markers is the OpenAI Chat wire shape.
 */
function contradictingFormat(doc, requested) {
    let d;
    try {
        d = detect(doc);
    }
    catch {
        return undefined;
    }
    if (!d.marker || d.format === requested)
        return undefined;
    if (requested === "cohere-chat" && d.format === "openai-chat")
        return undefined;
    return d.format;
}
function detect(doc) {
    const f = detectListed(doc);
    return typeof f === "string" ? { format: f, marker: true } : f;
}
function detectListed(doc) {
    if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(doc)) {
        if (Object.hasOwn(doc, "steps"))
            return "arh";
        if (Object.hasOwn(doc, "resourceSpans") || Object.hasOwn(doc, "resourceLogs"))
            return "otlp";
    }
    // JSON lines of OTLP export requests (the Collector's file exporter), read as one list
    if (Array.isArray(doc) && doc.length > 0 && (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(doc[0]) && (Object.hasOwn(doc[0], "resourceSpans") || Object.hasOwn(doc[0], "resourceLogs")))
        return "otlp";
    if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(doc)) {
        if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(doc, "object") === "response")
            return "openai-responses";
    }
    const lists = (0,_responses_js__WEBPACK_IMPORTED_MODULE_3__/* .responseLists */ .r)(doc);
    if (lists)
        for (const { list } of lists)
            for (const item of list)
                if (isResponsesItem(item))
                    return "openai-responses";
    let messages;
    let listPtr = "";
    if (Array.isArray(doc))
        messages = doc;
    else if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(doc) && Array.isArray((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(doc, "messages"))) {
        messages = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(doc, "messages");
        listPtr = "/messages";
    }
    if (!messages)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`unrecognised trace format: ${EXPECTED}`, "");
    let cohere = false;
    let openai = false;
    let anthropic = false;
    let textOnly = true;
    let firstBad;
    for (let i = 0; i < messages.length; i++) {
        const m = messages[i];
        if (!(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(m) || typeof (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(m, "role") !== "string") {
            textOnly = false;
            firstBad ??= (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(listPtr, i);
            continue;
        }
        const role = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(m, "role");
        if (Object.hasOwn(m, "tool_plan"))
            cohere = true;
        if (role === "assistant" && Array.isArray((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(m, "citations")))
            cohere = true;
        if (Object.hasOwn(m, "tool_calls") || Object.hasOwn(m, "function_call") || Object.hasOwn(m, "tool_call_id") || role === "tool" || role === "function") {
            openai = true;
        }
        const content = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(m, "content");
        if (typeof content === "string" || content === null || content === undefined)
            continue;
        if (!Array.isArray(content)) {
            textOnly = false;
            firstBad ??= (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(listPtr, i, "content");
            continue;
        }
        for (const block of content) {
            if (!(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(block)) {
                if (typeof block !== "string")
                    textOnly = false;
                continue;
            }
            const t = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(block, "type");
            if (typeof t !== "string") {
                textOnly = false;
                continue;
            }
            if (t === "document" && Object.hasOwn(block, "document"))
                cohere = true;
            else if (ANTHROPIC_BLOCKS.has(t) || (0,_anthropic_js__WEBPACK_IMPORTED_MODULE_2__/* .isResultBlock */ .L)(t))
                anthropic = true;
            else if (t === "text" && Array.isArray((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(block, "citations")))
                anthropic = true;
            else if ((t === "image" || t === "document") && Object.hasOwn(block, "source"))
                anthropic = true;
            if (t !== "text" || typeof (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(block, "text") !== "string")
                textOnly = false;
        }
    }
    if (cohere)
        return "cohere-chat";
    if (openai)
        return "openai-chat";
    if (anthropic)
        return "anthropic-messages";
    if (textOnly)
        return { format: "openai-chat", marker: false };
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`unrecognised message list: ${EXPECTED}`, firstBad ?? listPtr);
}


/***/ }),

/***/ 17084:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ assignStepIds),
/* harmony export */   U3: () => (/* binding */ derivedIds),
/* harmony export */   Uj: () => (/* binding */ traceIdentity),
/* harmony export */   WW: () => (/* binding */ stepRef),
/* harmony export */   Yx: () => (/* binding */ fixNote),
/* harmony export */   dV: () => (/* binding */ resolveStepRefs)
/* harmony export */ });
/* unused harmony exports STEP_ID_SCHEME, idLog, idPart, TRACE_ID_FIX, derivedIdLine */
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(91804);
/* harmony import */ var _util_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70338);
// Step identity of adapted traces: from behaviour, never from the provider's or the tracer's ids.
// Call ids (OpenAI `call_…`, Anthropic `toolu_…`, Responses `fc_…`), message and item ids and OTLP
// span ids are random on every run, so a step id taken from them could never pair a finding with
// its baseline. Every adapter's steps are named here, once they are in their final order:
//
//   tool_call       `<tool_name>#<n>`  n = 1, 2, ... counting the trace's calls of that tool
//   model_response  `model#<n>`        n counting the trace's model responses
//
// (a tool without a name counts as `tool`, one named `model` as `tool:model`). The id the step had
// in the file is kept in its metadata (`call_id` of a tool call, `message_id` of a response;
// OTLP steps also keep `span_id`), and `/steps/<i>/step_id` still maps to where it was recorded.
// The rule is documented in docs/adapters.md ("Step identity").


/** Version of the rule above; reports of traces named by an older rule are detected by their ids
 * (src/compare/identity.ts). */
const STEP_ID_SCHEME = "ordinal/1";
/** Tool names are untrusted: the part copied into an id is bounded. */
const MAX_KEY = 64;
/** The ordinal key of a step: its tool's name, or `model`. */
function stepKey(step) {
    if (step.type !== "tool_call")
        return "model";
    const name = typeof step.tool_name === "string" && step.tool_name !== "" ? step.tool_name : "tool";
    const key = name.length > MAX_KEY ? name.slice(0, MAX_KEY) : name;
    return key === "model" ? "tool:model" : key;
}
/**
 * Rename the steps (in place, in their final order) by the rule above. A step whose id came from
 * the file (its origin records a `step_id` pointer) keeps that id in `metadata.call_id` (tool
 * calls) or `metadata.message_id` (responses), unless its metadata already holds it as `span_id`.
 * Returns the new ids.
 */
function assignStepIds(steps, origins) {
    const counts = new Map();
    const used = new Set();
    const ids = [];
    for (let i = 0; i < steps.length; i++) {
        const step = steps[i];
        const key = stepKey(step);
        const n = (counts.get(key) ?? 0) + 1;
        counts.set(key, n);
        let id = `${key}#${n}`;
        // `a#1` + `#1` and `a` + `#1#1` cannot meet (n is digits), but a truncated name can.
        for (let k = 2; used.has(id); k++)
            id = `${key}#${n}~${k}`;
        used.add(id);
        const prev = step.step_id;
        const fields = origins[i]?.fields ?? [];
        let fromFile = false;
        for (let j = 0; j < fields.length && !fromFile; j += 2)
            fromFile = fields[j] === "step_id";
        if (fromFile && typeof prev === "string" && prev !== "") {
            const meta = (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(step.metadata) ? step.metadata : (step.metadata = {});
            if (meta.span_id !== prev)
                (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .setOwn */ .P)(meta, step.type === "tool_call" ? "call_id" : "message_id", prev);
        }
        step.step_id = id;
        ids.push(id);
    }
    return ids;
}
/** Marker of a step reference in a note's text, replaced by the step's final id (notes are written
 * before the steps are named). */
function stepRef(index) {
    return `\u0001${index}\u0001`;
}
const STEP_REF = /\u0001([0-9]{1,9})\u0001/g;
/** A note's text with its step references resolved. */
function resolveStepRefs(text, ids) {
    return text.includes("\u0001") ? text.replace(STEP_REF, (m, k) => ids[Number(k)] ?? m) : text;
}
// ---------------------------------------------------------------------------------------------
// Trace identity of OTLP traces (docs/collect.md, "File names are stable identities"): shared by
// `arh collect` (src/collect/split.ts names the files) and the OTLP adapter (src/adapters/otlp/,
// the ids of a file's traces), so both name a run the same way. Pure, on raw OTLP/JSON objects.
//
// 1. A recorded id, the first of: `arh.trace_id` on the root span or its resource; the AI SDK's
//    `ai.telemetry.metadata.arh.trace_id`; `arh.trace_id` in an OpenInference / LangChain
//    `metadata` JSON attribute; OpenInference's `session.id` (root span first, then the spans in
//    start order).
// 2. Else an id derived from what the run did: `<root span name>-<digest of the first user
//    message>-<n>`, n numbering the runs with the same root name and input (repeats of one scenario)
//    in the order of what they did (their spans' names, tool names and arguments), never of
//    arrival. Span ids, trace ids, call ids and timestamps (fresh on every run) play no part.
const MAX_ROOT_NAME = 64;
/** Bound on the JSON values walked to find the first user message. */
const MAX_WALK = 10_000;
/** Attribute lists longer than this are indexed once (identity reads a dozen keys of each span). */
const SCAN_MAX = 8;
const INDEXED = new WeakMap();
/** Where the first attribute `key` with an object value is in an OTLP attribute list, or -1. */
function attrIndex(list, key) {
    if (list.length <= SCAN_MAX) {
        for (let i = 0; i < list.length; i++) {
            const a = list[i];
            if ((0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(a) && a.key === key && (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(a.value))
                return i;
        }
        return -1;
    }
    let m = INDEXED.get(list);
    if (!m) {
        m = new Map();
        for (let i = 0; i < list.length; i++) {
            const a = list[i];
            if ((0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(a) && typeof a.key === "string" && (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(a.value) && !m.has(a.key))
                m.set(a.key, i);
        }
        INDEXED.set(list, m);
    }
    return m.get(key) ?? -1;
}
/** A string (or integer) attribute of an OTLP attribute list (first occurrence), not blank. */
function attrStr(list, key) {
    if (!Array.isArray(list))
        return undefined;
    const i = attrIndex(list, key);
    if (i < 0)
        return undefined;
    const value = list[i].value;
    const v = value.stringValue;
    if (typeof v === "string" && v.trim() !== "")
        return { v, i };
    if (typeof value.intValue === "string" || typeof value.intValue === "number")
        return { v: String(value.intValue), i };
    return undefined;
}
function hexOf(v) {
    return typeof v === "string" ? v.toLowerCase() : "";
}
/** Canonical start-time digits ("" when absent), compared by length then value. */
function startOf(span) {
    const v = span.startTimeUnixNano;
    const s = typeof v === "number" && Number.isSafeInteger(v) && v >= 0 ? String(v) : typeof v === "string" && /^[0-9]{1,30}$/.test(v) ? v.replace(/^0+(?=.)/, "") : "";
    return s;
}
function cmpStart(a, b) {
    return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
function nameOf(span) {
    return typeof span.name === "string" ? span.name : "";
}
/** Span indexes in start order (then name, then position): the order of a trace's own clock. */
function startOrder(spans) {
    const starts = spans.map((s) => startOf(s.span));
    return spans.map((_, i) => i).sort((a, b) => cmpStart(starts[a], starts[b]) || cmpText(nameOf(spans[a].span), nameOf(spans[b].span)) || a - b);
}
function cmpText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** The root span: a span whose parent is not in the trace, the earliest, then by name. */
function rootIndex(spans, order) {
    const ids = new Set();
    for (const s of spans)
        ids.add(hexOf(s.span.spanId));
    for (const i of order) {
        const p = hexOf(spans[i].span.parentSpanId);
        if (p === "" || !ids.has(p) || p === hexOf(spans[i].span.spanId))
            return i;
    }
    return order[0] ?? 0;
}
/** `arh.trace_id` inside an OpenInference `metadata` JSON attribute (LangChain run metadata too). */
function fromMetadataJson(list) {
    const m = attrStr(list, "metadata");
    if (!m || !m.v.includes("arh.trace_id"))
        return undefined;
    try {
        const o = JSON.parse(m.v);
        if (!(0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(o))
            return undefined;
        const v = o["arh.trace_id"] ?? ((0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(o.arh) ? o.arh.trace_id : undefined);
        return typeof v === "string" && v.trim() !== "" ? { v, i: m.i } : undefined;
    }
    catch {
        return undefined;
    }
}
function recordedId(spans, order, root) {
    const r = spans[root];
    if (!r)
        return undefined;
    const own = attrStr(r.span.attributes, "arh.trace_id");
    if (own)
        return { id: own.v, source: "arh.trace_id", span: root, key: "arh.trace_id", onResource: false };
    const res = attrStr(r.resourceAttributes, "arh.trace_id");
    if (res)
        return { id: res.v, source: "arh.trace_id", span: root, key: "arh.trace_id", onResource: true };
    const seq = [root, ...order.filter((i) => i !== root)];
    const sources = [
        ["ai.telemetry.metadata", (l) => attrStr(l, "ai.telemetry.metadata.arh.trace_id"), "ai.telemetry.metadata.arh.trace_id"],
        ["metadata", fromMetadataJson, "metadata"],
        ["session.id", (l) => attrStr(l, "session.id"), "session.id"],
    ];
    for (const [source, find, key] of sources) {
        for (const i of seq) {
            const hit = find(spans[i].span.attributes);
            if (hit)
                return { id: hit.v, source, span: i, key, onResource: false };
        }
    }
    return undefined;
}
/** Attributes holding a model call's or an agent run's input, in order of preference. */
const INPUT_KEYS = ["ai.prompt", "ai.prompt.messages", "gen_ai.input.messages", "input.value", "traceloop.entity.input", "gen_ai.prompt"];
/** A span that records a tool's input, not the run's. */
function isToolSpan(span) {
    const kind = attrStr(span.attributes, "openinference.span.kind")?.v;
    if (kind === "TOOL")
        return true;
    if (attrStr(span.attributes, "gen_ai.operation.name")?.v === "execute_tool")
        return true;
    return nameOf(span).startsWith("ai.toolCall");
}
/** The text of a message's content: a string, or its text parts joined. */
function contentText(c) {
    if (typeof c === "string")
        return c;
    if (!Array.isArray(c))
        return undefined;
    const parts = [];
    for (const p of c) {
        if (typeof p === "string")
            parts.push(p);
        else if ((0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(p)) {
            const t = typeof p.text === "string" ? p.text : typeof p.content === "string" ? p.content : undefined;
            if (t !== undefined)
                parts.push(t);
        }
    }
    return parts.length > 0 ? parts.join("\n") : undefined;
}
/** The first user message in a parsed input value (OpenAI, AI SDK, GenAI, LangChain shapes). */
function firstUserMessage(root) {
    if ((0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(root) && typeof root.prompt === "string")
        return root.prompt; // AI SDK `{ prompt }`
    const queue = [root];
    for (let q = 0; q < queue.length && q < MAX_WALK; q++) {
        const v = queue[q];
        if (Array.isArray(v)) {
            if (v.length === 2 && (v[0] === "human" || v[0] === "user") && typeof v[1] === "string")
                return v[1];
            for (const x of v)
                if (queue.length < MAX_WALK)
                    queue.push(x);
            continue;
        }
        if (!(0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(v))
            continue;
        const role = typeof v.role === "string" ? v.role : typeof v.type === "string" ? v.type : undefined;
        if (role === "user" || role === "human") {
            const t = contentText(v.content) ?? contentText(v.parts);
            if (t !== undefined)
                return t;
        }
        const id = v.id;
        if (Array.isArray(id) && id[id.length - 1] === "HumanMessage" && (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(v.kwargs)) {
            const t = contentText(v.kwargs.content);
            if (t !== undefined)
                return t;
        }
        for (const k of Object.keys(v))
            if (queue.length < MAX_WALK)
                queue.push(v[k]);
    }
    return undefined;
}
/** The user message of an attribute value: JSON searched for it, plain text as is. */
function userText(value) {
    const s = value.trim();
    if (s.startsWith("{") || s.startsWith("[")) {
        try {
            return firstUserMessage(JSON.parse(s)) ?? s;
        }
        catch {
            return s;
        }
    }
    return s;
}
/** Flattened messages (`llm.input_messages.<i>.message.role` / `gen_ai.prompt.<i>.role`): the first user one. */
function flattenedUser(list) {
    for (const [pre, mid] of [["llm.input_messages.", ".message."], ["gen_ai.prompt.", "."]]) {
        for (let i = 0; i < 64; i++) {
            const role = attrStr(list, `${pre}${i}${mid}role`);
            if (!role)
                break;
            if (role.v !== "user" && role.v !== "human")
                continue;
            const c = attrStr(list, `${pre}${i}${mid}content`) ?? attrStr(list, `${pre}${i}${mid}contents.0.message_content.text`);
            if (c)
                return c.v.trim();
        }
    }
    return undefined;
}
/** The text of a `gen_ai.user.message` event's body: `content` of a map, or a string. */
function logText(body) {
    if (typeof body === "string")
        return userText(body);
    if (!(0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(body))
        return undefined;
    if (typeof body.stringValue === "string")
        return userText(body.stringValue);
    if ((0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .s)(body.kvlistValue) && Array.isArray(body.kvlistValue.values)) {
        const c = attrStr(body.kvlistValue.values, "content");
        return c ? userText(c.v) : undefined;
    }
    return typeof body.content === "string" ? userText(body.content) : contentText(body.content);
}
/** The first user message of the GenAI `gen_ai.user.message` log events (earliest, else first listed). */
function userFromLogs(logs) {
    let best;
    for (const rec of logs) {
        if (rec.event !== "gen_ai.user.message")
            continue;
        const text = logText(rec.body);
        if (text === undefined)
            continue;
        const t = rec.time ?? "";
        if (best === undefined || (t !== "" && best.t !== "" && cmpStart(t, best.t) < 0))
            best = { t, text };
    }
    return best?.text;
}
/** A raw OTLP log record as an IdLog. */
function idLog(rec) {
    const event = typeof rec.eventName === "string" && rec.eventName !== "" ? rec.eventName : (attrStr(rec.attributes, "event.name")?.v ?? "");
    const t = rec.timeUnixNano;
    const time = typeof t === "string" && /^[0-9]{1,30}$/.test(t) ? t.replace(/^0+(?=.)/, "") : typeof t === "number" && Number.isSafeInteger(t) ? String(t) : undefined;
    return time === undefined ? { event, body: rec.body } : { event, body: rec.body, time };
}
/** The run's first input: the root span's, else the earliest non-tool span's, else the logs'. */
function firstInput(spans, order, root, logs) {
    for (const i of [root, ...order.filter((j) => j !== root)]) {
        const span = spans[i].span;
        if (i !== root && isToolSpan(span))
            continue;
        for (const k of INPUT_KEYS) {
            const a = attrStr(span.attributes, k);
            if (a)
                return { text: userText(a.v), from: k };
        }
        const f = flattenedUser(span.attributes);
        if (f !== undefined)
            return { text: f, from: "the input messages" };
    }
    const l = userFromLogs(logs);
    return l === undefined ? undefined : { text: l, from: "the gen_ai.user.message log event" };
}
const TOOL_KEYS = ["ai.toolCall.name", "gen_ai.tool.name", "tool.name", "ai.toolCall.args", "gen_ai.tool.call.arguments"];
/** What the run did, for ordering repeats: its spans' names, tool names and arguments, sorted. */
function behaviourKey(spans) {
    const lines = spans.map(({ span }) => {
        let line = nameOf(span);
        for (const k of TOOL_KEYS) {
            const a = attrStr(span.attributes, k);
            if (a)
                line += `\u0000${a.v}`;
        }
        if (isToolSpan(span))
            line += `\u0000${attrStr(span.attributes, "input.value")?.v ?? ""}`;
        return line;
    });
    return (0,_util_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .shortHash */ .BC)(lines.sort().join("\u0001"));
}
function detectLibrary(spans) {
    let oi = false;
    for (const { span } of spans) {
        const n = nameOf(span);
        if (n.startsWith("ai.generate") || n.startsWith("ai.stream") || attrStr(span.attributes, "ai.operationId"))
            return "ai-sdk";
        const kind = attrStr(span.attributes, "openinference.span.kind");
        if (kind) {
            oi = true;
            if (attrStr(span.attributes, "metadata")?.v.includes("langgraph") || /^(__start__|RunnableLambda|model_request)$/.test(n))
                return "langchain";
            // the Agents SDK's run span (its default workflow name), its `turn` spans, tool spans naming the SDK's system
            if (n === "Agent workflow" || n === "turn" || (kind.v === "TOOL" && attrStr(span.attributes, "llm.system")))
                return "openai-agents";
        }
    }
    return oi ? "openinference" : "otel";
}
/** A root span name as part of an id: [A-Za-z0-9._-], bounded, never empty. */
function idPart(name) {
    let n = name.trim().replace(/[^A-Za-z0-9._-]+/g, "_");
    if (n.length > MAX_ROOT_NAME)
        n = n.slice(0, MAX_ROOT_NAME);
    return n === "" || n === "_" ? "trace" : n;
}
/** The identity facts of one trace (its spans in any order, the log records of its trace id). */
function traceIdentity(spans, logs = []) {
    const order = startOrder(spans);
    const root = rootIndex(spans, order);
    const input = firstInput(spans, order, root, logs);
    const name = idPart(nameOf(spans[root]?.span ?? {}));
    const out = {
        base: input === undefined ? name : `${name}-${(0,_util_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .shortHash */ .BC)(input.text).slice(0, 8)}`,
        key: behaviourKey(spans),
        library: detectLibrary(spans),
        root,
    };
    if (input !== undefined)
        out.inputFrom = input.from;
    const rec = recordedId(spans, order, root);
    if (rec)
        out.recorded = rec;
    return out;
}
/**
 * The derived id of each trace without a recorded one: its base and `-<n>`, n counting the traces
 * of that base ordered by what they did (`key`), then by position (runs that did the same are
 * interchangeable); undefined for a trace with a recorded id. Same set of traces, same names.
 * A derived id never is one of the set's recorded ids (nor one `avoid` names): n skips the
 * numbers that would make it one, so a recorded `agent-1` beside an unnamed run of the root span
 * `agent` leaves that run `agent-2`. Without such a clash the numbers are 1, 2, ... as always.
 */
function derivedIds(ids, avoid) {
    const groups = new Map();
    const recorded = new Set();
    ids.forEach((t, i) => {
        if (t.recorded) {
            recorded.add(t.recorded.id);
            return;
        }
        const g = groups.get(t.base);
        if (g)
            g.push(i);
        else
            groups.set(t.base, [i]);
    });
    const taken = (id) => recorded.has(id) || (avoid !== undefined && avoid(id));
    const out = ids.map(() => undefined);
    for (const [base, members] of groups) {
        members.sort((a, b) => cmpText(ids[a].key, ids[b].key) || a - b);
        let n = 0;
        for (const m of members) {
            do
                n++;
            while (taken(`${base}-${n}`));
            out[m] = `${base}-${n}`;
        }
    }
    return out;
}
/** Where each library lets its users record the id: the one-line fix of a derived id. */
const TRACE_ID_FIX = {
    "ai-sdk": `AI SDK: experimental_telemetry: { isEnabled: true, metadata: { "arh.trace_id": "<scenario id>" } }`,
    langchain: `LangChain: agent.invoke(input, { metadata: { "arh.trace_id": "<scenario id>" } })`,
    "openai-agents": `OpenAI Agents SDK (OpenInference): context.with(setMetadata(context.active(), { "arh.trace_id": "<scenario id>" }), () => run(agent, input))`,
    openinference: `OpenInference: context.with(setMetadata(context.active(), { "arh.trace_id": "<scenario id>" }), run)`,
    otel: `OpenTelemetry: span.setAttribute("arh.trace_id", "<scenario id>") on the root span`,
};
/** Marker of the library in a `trace_id_not_recorded` note, read back by derivedIdLine. */
const FIX_MARK = "; fix: ";
/** The tail of a `trace_id_not_recorded` note: the fix for the trace's library. */
function fixNote(library) {
    return `${FIX_MARK}${TRACE_ID_FIX[library]}`;
}
/**
 * One line for the console at normal verbosity when some traces' ids were derived (their entries
 * carry a `trace_id_not_recorded` adapter note), with the fix for the libraries detected; undefined
 * when every id was recorded.
 */
function derivedIdLine(entries) {
    let n = 0;
    const fixes = new Set();
    for (const e of entries) {
        const note = e.adapter_notes?.find((x) => x.code === "trace_id_not_recorded");
        const at = note?.message.indexOf(FIX_MARK) ?? -1;
        if (at < 0)
            continue;
        n++;
        if (fixes.size < 3)
            fixes.add(note.message.slice(at + FIX_MARK.length));
    }
    if (n === 0)
        return undefined;
    const fix = [...fixes].join(" | ");
    return `${n} trace id(s) not recorded by the run, so taken from the file name or derived from the root span name and first user message (docs/collect.md): they pair with a baseline only while those stay the same. Record one per scenario: ${fix}`;
}


/***/ }),

/***/ 22470:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hR: () => (/* binding */ FORMATS),
  U: () => (/* binding */ adaptDocument)
});

// UNUSED EXPORTS: detectFormat

// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/adapters/anthropic.js
var anthropic = __webpack_require__(10004);
// EXTERNAL MODULE: ./lib/adapters/common.js
var common = __webpack_require__(30695);
// EXTERNAL MODULE: ./lib/adapters/usage.js
var usage = __webpack_require__(81987);
;// CONCATENATED MODULE: ./lib/adapters/chat.js
// OpenAI Chat Completions and Cohere Chat v2 transcripts (they share the tool_calls wire shape).



const TEXT_TYPES = ["text", "output_text", "input_text"];
function adaptChat(doc, fileName, flavor) {
    const label = flavor === "openai-chat" ? "an OpenAI Chat transcript" : "a Cohere Chat v2 transcript";
    const { list, listPtr } = (0,common/* messageList */.cl)(doc, label);
    const b = new common/* TraceBuilder */.r7(flavor);
    const pending = new common/* PendingCalls */.Tp();
    // Legacy function_call steps awaiting a role:"function" reply (by function name).
    const legacy = [];
    const cohere = flavor === "cohere-chat";
    for (let i = 0; i < list.length; i++) {
        const m = list[i];
        const mp = (0,common/* ptr */.$5)(listPtr, i);
        if (!(0,common/* isObj */.sA)(m))
            throw new errors/* InputError */.d(`${label}: message ${i} must be an object, found ${(0,common/* describeType */.MF)(m)}`, mp);
        const role = (0,common/* get */.Jt)(m, "role");
        if (role === "system" || role === "developer" || role === "user")
            continue;
        if (role === "assistant") {
            assistant(m, i, mp, b, pending, legacy, cohere);
            continue;
        }
        if (role === "tool") {
            const k = pending.take((0,common/* get */.Jt)(m, "tool_call_id"), mp, b, "tool_call_id");
            if (k !== undefined)
                toolOutput(m, mp, k, b, cohere);
            continue;
        }
        if (role === "function") {
            const name = (0,common/* getStr */.UY)(m, "name");
            let hit = -1;
            for (let j = 0; j < legacy.length; j++)
                if (legacy[j]?.name === name)
                    hit = j;
            if (hit < 0) {
                b.note(mp, `orphan_tool_result: no legacy function_call '${name ?? "?"}' awaits this function message; not attached`);
                continue;
            }
            const k = legacy[hit].step;
            legacy.splice(hit, 1);
            toolOutput(m, mp, k, b, cohere);
            continue;
        }
        b.note(mp, `message_unmapped: role ${typeof role === "string" ? `'${role}'` : "missing"} is not mapped`);
    }
    if ((0,common/* isObj */.sA)(doc)) {
        const u = (0,common/* get */.Jt)(doc, "usage");
        if (u !== undefined)
            b.applyUsage(b.lastModelStep(), (0,common/* usageTokens */.kw)(u, "/usage", b), "/usage", "the document's usage");
        (0,usage/* stampModel */.fv)(b.steps, 0, (0,common/* get */.Jt)(doc, "model"));
    }
    return b.finish((0,common/* wrapperIdentity */.Im)(doc, fileName, listPtr, b));
}
function assistant(m, i, mp, b, pending, legacy, cohere) {
    const first = b.steps.length;
    const toolCalls = (0,common/* get */.Jt)(m, "tool_calls");
    const fnCall = (0,common/* get */.Jt)(m, "function_call");
    const hasCalls = (Array.isArray(toolCalls) && toolCalls.length > 0) || (0,common/* isObj */.sA)(fnCall);
    // Cohere: the tool plan precedes the calls.
    const plan = (0,common/* get */.Jt)(m, "tool_plan");
    if (typeof plan === "string" && plan !== "") {
        const k = b.add({ step_id: `m${i}-plan`, type: "model_response", text: plan, metadata: { source_field: "tool_plan" } }, mp);
        b.field(k, "text", (0,common/* ptr */.$5)(mp, "tool_plan"));
    }
    else if (plan !== undefined && plan !== null && typeof plan !== "string") {
        b.note((0,common/* ptr */.$5)(mp, "tool_plan"), `content_unmapped: tool_plan is ${(0,common/* describeType */.MF)(plan)}`);
    }
    const content = (0,common/* get */.Jt)(m, "content");
    const { text } = (0,common/* contentText */.Tf)(content, (0,common/* ptr */.$5)(mp, "content"), b, TEXT_TYPES, "");
    let textStep = -1;
    if ((text !== undefined && text !== "") || (!hasCalls && !(typeof plan === "string" && plan !== ""))) {
        const step = { step_id: `m${i}`, type: "model_response" };
        let textPtr = (0,common/* ptr */.$5)(mp, "content");
        if (text !== undefined)
            step.text = text;
        else {
            const refusal = (0,common/* get */.Jt)(m, "refusal");
            if (typeof refusal === "string") {
                step.text = refusal;
                step.metadata = { source_field: "refusal" };
                textPtr = (0,common/* ptr */.$5)(mp, "refusal");
            }
            else
                b.note(mp, "text_not_recorded: assistant message without content, tool calls or refusal; text left unset");
        }
        textStep = b.add(step, mp);
        b.field(textStep, "text", textPtr);
    }
    const citations = (0,common/* get */.Jt)(m, "citations");
    if (Array.isArray(citations) && citations.length > 0) {
        const target = textStep >= 0 ? textStep : cohere && b.steps.length > first ? first : -1;
        if (target >= 0) {
            b.steps[target].citations = citations;
            b.field(target, "citations", (0,common/* ptr */.$5)(mp, "citations"), true);
        }
        else
            b.note((0,common/* ptr */.$5)(mp, "citations"), "citations_unmapped: citations on a message without a text response");
    }
    if (Array.isArray(toolCalls)) {
        for (let j = 0; j < toolCalls.length; j++) {
            const tc = toolCalls[j];
            const tp = (0,common/* ptr */.$5)(mp, "tool_calls", j);
            if (!(0,common/* isObj */.sA)(tc)) {
                b.note(tp, `tool_call_unmapped: tool call is ${(0,common/* describeType */.MF)(tc)}`);
                continue;
            }
            const id = (0,common/* getStr */.UY)(tc, "id");
            const type = (0,common/* get */.Jt)(tc, "type");
            const step = { step_id: id ?? `m${i}-call${j}`, type: "tool_call" };
            if (id === undefined)
                b.note(tp, `call_id_missing: tool call without an id; no tool message can be matched to it`);
            const k = b.add(step, tp);
            if (id !== undefined)
                b.field(k, "step_id", (0,common/* ptr */.$5)(tp, "id"));
            if (type === "custom") {
                // Custom tools take free text, which an arguments object cannot hold.
                const custom = (0,common/* get */.Jt)(tc, "custom");
                const name = (0,common/* isObj */.sA)(custom) ? (0,common/* getStr */.UY)(custom, "name") : undefined;
                if (name !== undefined) {
                    step.tool_name = name;
                    b.field(k, "tool_name", (0,common/* ptr */.$5)(tp, "custom", "name"));
                }
                if ((0,common/* isObj */.sA)(custom) && (0,common/* get */.Jt)(custom, "input") !== undefined)
                    step.metadata = { input: (0,common/* get */.Jt)(custom, "input") };
                b.note((0,common/* ptr */.$5)(tp, "custom"), "arguments_unmapped: custom tool input is free text, not an object; arguments left unset");
            }
            else {
                const fn = (0,common/* get */.Jt)(tc, "function");
                const fp = (0,common/* ptr */.$5)(tp, "function");
                if (!(0,common/* isObj */.sA)(fn))
                    b.note(tp, "tool_call_unmapped: tool call without a function object; tool_name and arguments left unset");
                else {
                    const name = (0,common/* getStr */.UY)(fn, "name");
                    if (name !== undefined) {
                        step.tool_name = name;
                        b.field(k, "tool_name", (0,common/* ptr */.$5)(fp, "name"));
                    }
                    else
                        b.note(fp, "tool_name_missing: function without a name");
                    const args = (0,common/* decodeArguments */.Tx)((0,common/* get */.Jt)(fn, "arguments"), (0,common/* ptr */.$5)(fp, "arguments"), b, step);
                    if (args.value !== undefined) {
                        step.arguments = args.value;
                        b.field(k, "arguments", (0,common/* ptr */.$5)(fp, "arguments"), args.deep);
                    }
                }
            }
            if (id !== undefined)
                pending.register(id, k, tp, b);
        }
    }
    else if (toolCalls !== undefined && toolCalls !== null) {
        b.note((0,common/* ptr */.$5)(mp, "tool_calls"), `tool_call_unmapped: tool_calls is ${(0,common/* describeType */.MF)(toolCalls)}`);
    }
    if ((0,common/* isObj */.sA)(fnCall)) {
        const fp = (0,common/* ptr */.$5)(mp, "function_call");
        const step = { step_id: `m${i}-function`, type: "tool_call" };
        const k = b.add(step, fp);
        const name = (0,common/* getStr */.UY)(fnCall, "name");
        if (name !== undefined) {
            step.tool_name = name;
            b.field(k, "tool_name", (0,common/* ptr */.$5)(fp, "name"));
            legacy.push({ name, step: k });
        }
        else
            b.note(fp, "tool_name_missing: function_call without a name");
        const args = (0,common/* decodeArguments */.Tx)((0,common/* get */.Jt)(fnCall, "arguments"), (0,common/* ptr */.$5)(fp, "arguments"), b, step);
        if (args.value !== undefined) {
            step.arguments = args.value;
            b.field(k, "arguments", (0,common/* ptr */.$5)(fp, "arguments"), args.deep);
        }
    }
    const u = (0,common/* get */.Jt)(m, "usage");
    if (u !== undefined)
        b.applyUsage(b.steps.length > first ? b.steps.length - 1 : -1, (0,common/* usageTokens */.kw)(u, (0,common/* ptr */.$5)(mp, "usage"), b), (0,common/* ptr */.$5)(mp, "usage"), "the message's usage");
    (0,usage/* stampModel */.fv)(b.steps, first, (0,common/* get */.Jt)(m, "model"));
}
/** Tool (or legacy function) message content -> the step's output. */
function toolOutput(m, mp, k, b, cohere) {
    const step = b.steps[k];
    const content = (0,common/* get */.Jt)(m, "content");
    const cp = (0,common/* ptr */.$5)(mp, "content");
    b.field(k, "output", cp);
    if (typeof content === "string" || content === null || content === undefined) {
        step.output = content ?? null;
        return;
    }
    if (!Array.isArray(content)) {
        step.output = content;
        b.field(k, "output", cp, true);
        return;
    }
    // Block list: text parts and (Cohere) document blocks, flattened in order.
    const items = [];
    let allText = true;
    for (let j = 0; j < content.length; j++) {
        const part = content[j];
        const pp = (0,common/* ptr */.$5)(cp, j);
        if (typeof part === "string") {
            items.push(part);
            continue;
        }
        if (!(0,common/* isObj */.sA)(part)) {
            b.note(pp, `content_unmapped: tool content part is ${(0,common/* describeType */.MF)(part)}`);
            continue;
        }
        const type = (0,common/* getStr */.UY)(part, "type");
        if (type !== undefined && TEXT_TYPES.includes(type) && typeof (0,common/* get */.Jt)(part, "text") === "string") {
            items.push((0,common/* get */.Jt)(part, "text"));
            continue;
        }
        if (type === "document") {
            const d = (0,common/* get */.Jt)(part, "document");
            const data = (0,common/* isObj */.sA)(d) ? (0,common/* get */.Jt)(d, "data") : undefined;
            if (data !== undefined) {
                items.push(data);
                allText = false;
                continue;
            }
        }
        b.note(pp, `content_unmapped: tool content part of type '${type ?? "?"}' has no output equivalent${cohere ? "" : " in this format"}`);
    }
    step.output = allText ? items.join("\n") : items;
}

// EXTERNAL MODULE: ./lib/adapters/detect.js
var detect = __webpack_require__(58049);
;// CONCATENATED MODULE: ./lib/adapters/otlp/attrs.js
// OTLP attribute values (AnyValue to JSON, iteratively) and attribute lookup with JSON pointers.

/** Convert an OTLP AnyValue to plain JSON, iteratively (hostile nesting cannot overflow). */
function anyValue(root) {
    const holder = { v: null };
    const stack = [[root, holder, "v"]];
    while (stack.length > 0) {
        const [src, into, key] = stack.pop();
        let out;
        if (!(0,common/* isObj */.sA)(src))
            out = src === undefined ? null : src;
        else if (Object.hasOwn(src, "stringValue"))
            out = src.stringValue;
        else if (Object.hasOwn(src, "boolValue"))
            out = src.boolValue;
        else if (Object.hasOwn(src, "intValue"))
            out = intValue(src.intValue);
        else if (Object.hasOwn(src, "doubleValue"))
            out = src.doubleValue;
        else if (Object.hasOwn(src, "bytesValue"))
            out = src.bytesValue;
        else if (Object.hasOwn(src, "arrayValue")) {
            const vals = (0,common/* isObj */.sA)(src.arrayValue) ? (0,common/* get */.Jt)(src.arrayValue, "values") : undefined;
            const arr = [];
            if (Array.isArray(vals)) {
                arr.length = vals.length;
                for (let i = 0; i < vals.length; i++)
                    stack.push([vals[i], arr, i]);
            }
            out = arr;
        }
        else if (Object.hasOwn(src, "kvlistValue")) {
            const vals = (0,common/* isObj */.sA)(src.kvlistValue) ? (0,common/* get */.Jt)(src.kvlistValue, "values") : undefined;
            const obj = {};
            if (Array.isArray(vals)) {
                for (let i = vals.length - 1; i >= 0; i--) {
                    const kv = vals[i];
                    if ((0,common/* isObj */.sA)(kv) && typeof (0,common/* get */.Jt)(kv, "key") === "string") {
                        const k = kv.key;
                        if (!Object.hasOwn(obj, k))
                            (0,common/* setOwn */.P5)(obj, k, null);
                        stack.push([(0,common/* get */.Jt)(kv, "value"), obj, k]);
                    }
                }
            }
            out = obj;
        }
        else
            out = null;
        if (Array.isArray(into))
            into[key] = out;
        else
            (0,common/* setOwn */.P5)(into, key, out);
    }
    return holder.v;
}
function intValue(v) {
    if (typeof v === "string" && /^-?[0-9]{1,15}$/.test(v))
        return Number(v);
    return v;
}
const SUFFIX = [];
/** "@/attributes/j/value", relative to the span (shared strings: large files stay lean). */
function attrSuffix(j) {
    if (j >= 256)
        return `@/attributes/${j}/value`;
    return (SUFFIX[j] ??= `@/attributes/${j}/value`);
}
/** Make a span-relative pointer ("@...") absolute. */
function abs(p, spanPtr) {
    return p.startsWith("@") ? spanPtr + p.slice(1) : p;
}
class Attrs {
    list;
    base;
    /** Keys in list order (undefined for malformed entries); small lists are scanned linearly. */
    keyList;
    map;
    /** `base` undefined: the span's own attributes, pointers are span-relative ("@/attributes/j/value"). */
    constructor(list, base) {
        this.list = list;
        this.base = base;
        const n = list.length;
        const keys = new Array(n);
        for (let j = 0; j < n; j++) {
            const a = list[j];
            let k;
            if ((0,common/* isObj */.sA)(a) && Object.hasOwn(a, "key"))
                k = a.key;
            keys[j] = typeof k === "string" ? k : undefined;
        }
        this.keyList = keys;
        if (n > 16) {
            const m = new Map();
            for (let j = 0; j < n; j++) {
                const k = keys[j];
                if (k !== undefined && !m.has(k))
                    m.set(k, j);
            }
            this.map = m;
        }
    }
    /** Index of the first attribute with key `k`, or -1. */
    index(k) {
        if (this.map)
            return this.map.get(k) ?? -1;
        const keys = this.keyList;
        for (let j = 0; j < keys.length; j++)
            if (keys[j] === k)
                return j;
        return -1;
    }
    has(k) {
        return this.index(k) >= 0;
    }
    /** Distinct keys, first occurrence order. */
    keys() {
        const seen = new Set();
        for (const k of this.keyList)
            if (k !== undefined)
                seen.add(k);
        return [...seen];
    }
    raw(k) {
        const j = this.index(k);
        if (j < 0)
            return undefined;
        const a = this.list[j];
        return (0,common/* get */.Jt)(a, "value");
    }
    value(k) {
        const r = this.raw(k);
        if (r === undefined)
            return undefined;
        if (!(0,common/* isObj */.sA)(r))
            return r;
        const sv = Object.hasOwn(r, "stringValue") ? r.stringValue : undefined;
        return typeof sv === "string" ? sv : anyValue(r);
    }
    str(k) {
        const r = this.raw(k);
        if (typeof r === "string")
            return r;
        if ((0,common/* isObj */.sA)(r)) {
            const s = (0,common/* get */.Jt)(r, "stringValue");
            if (typeof s === "string")
                return s;
        }
        return undefined;
    }
    num(k) {
        const r = this.raw(k);
        let v = r;
        if ((0,common/* isObj */.sA)(r))
            v = Object.hasOwn(r, "intValue") ? r.intValue : Object.hasOwn(r, "doubleValue") ? r.doubleValue : r.stringValue;
        if (typeof v === "string" && /^-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?$/.test(v))
            v = Number(v);
        return typeof v === "number" && Number.isFinite(v) ? v : undefined;
    }
    ptr(k) {
        const j = this.index(k);
        if (this.base === undefined)
            return j < 0 ? "@" : attrSuffix(j);
        return j < 0 ? this.base : `${this.base}/${j}/value`;
    }
    /** First key of `keys` that is present. */
    first(keys) {
        for (const k of keys)
            if (this.index(k) >= 0)
                return k;
        return undefined;
    }
}
/** A string attribute parsed as JSON; undefined when absent or not JSON. */
function jsonAttr(a, key) {
    const v = a.str(key);
    if (v === undefined)
        return undefined;
    try {
        return JSON.parse(v);
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./lib/adapters/identity.js
var identity = __webpack_require__(17084);
;// CONCATENATED MODULE: ./lib/adapters/otlp/model.js
// Types the files of this folder share, in a module that imports none of them but attrs.ts (no
// import circle): a span's place in the file, a log record, a model call's requested tool call, a
// trace's stable id and the wrapper fields of a document.




// EXTERNAL MODULE: ./lib/util/canonical.js
var canonical = __webpack_require__(70338);
;// CONCATENATED MODULE: ./lib/adapters/otlp/adk.js
// Google's Agent Development Kit (@google/adk, tracer `gcp.vertex.agent`). Its model-call spans
// (`call_llm`) carry no `gen_ai.operation.name`: they are known by `gen_ai.system =
// gcp.vertex.agent` and hold the request and response as JSON in `gcp.vertex.agent.llm_request` /
// `gcp.vertex.agent.llm_response` (`{"content": {"parts": [{"text"} | {"functionCall": {name, args}}]}}`,
// `"{}"` with content capture off). Its tool spans (`execute_tool <tool>`) record the arguments
// and result in `gcp.vertex.agent.tool_call_args` / `gcp.vertex.agent.tool_response`, set only
// when the tool returns: a tool that throws leaves its span without any attribute or status, and
// the failure reaches the model as a `functionResponse` `{"error": ...}` in the next request. A
// span `execute_tool (merged)` (tool name `(merged tools)`) repeats the responses of parallel
// calls: no step. Gemini gives function calls no id (ADK makes `adk-…` ids after the response is
// recorded), so the requested calls get placeholder ids and are matched to tool spans by name and
// arguments (order.ts).



const ADK_SYSTEM = "gcp.vertex.agent";
const ADK_REQUEST = "gcp.vertex.agent.llm_request";
const ADK_RESPONSE = "gcp.vertex.agent.llm_response";
const ADK_ARGS = "gcp.vertex.agent.tool_call_args";
const ADK_RESULT = "gcp.vertex.agent.tool_response";
const MERGED_TOOLS = "(merged tools)";
/** Prefix of the placeholder id of a requested call whose model output records none. */
const UNRECORDED_ID = "unrecorded-call-id:";
/** An ADK model-call span. */
function isAdkModel(a) {
    return a.str("gen_ai.system") === ADK_SYSTEM && a.has(ADK_RESPONSE);
}
/** Text and requested calls of an ADK model span's response; captured = false when the span
 * records no content (`{}`: content capture off). */
function adkModelOutput(a, spanHex) {
    const r = jsonAttr(a, ADK_RESPONSE);
    const content = (0,common/* isObj */.sA)(r) ? (0,common/* get */.Jt)(r, "content") : undefined;
    const parts = (0,common/* isObj */.sA)(content) ? (0,common/* get */.Jt)(content, "parts") : undefined;
    if (!Array.isArray(parts))
        return { calls: [], captured: false };
    let text = "";
    const calls = [];
    for (const p of parts) {
        if (!(0,common/* isObj */.sA)(p))
            continue;
        if (typeof (0,common/* get */.Jt)(p, "text") === "string" && (0,common/* get */.Jt)(p, "thought") !== true)
            text += p.text;
        const fc = (0,common/* get */.Jt)(p, "functionCall");
        if ((0,common/* isObj */.sA)(fc)) {
            const id = (0,common/* getStr */.UY)(fc, "id");
            calls.push({ id: id !== undefined && id !== "" ? id : `${UNRECORDED_ID}${spanHex}/${calls.length}`, name: (0,common/* getStr */.UY)(fc, "name"), args: (0,common/* get */.Jt)(fc, "args") });
        }
    }
    return { text: text === "" ? undefined : text, calls, captured: true };
}
/** A span ADK opened for a tool and never annotated: `execute_tool <tool>` without attributes. */
function isBareToolSpan(a, name) {
    return name.startsWith("execute_tool ") && name !== "execute_tool (merged)" && a.keys().length === 0;
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/genkit.js
// Genkit's own span attributes (`genkit:*`; Genkit sets no GenAI or OpenInference attribute). An
// action span is a tool call when `genkit:metadata:subtype = tool` (`genkit:name` the tool,
// `genkit:input` its arguments, `genkit:output` its result, the span's status its failure), a model
// call when the subtype is `model` (`genkit:output` = the GenerateResponse: `message.content[]`
// with `text` and `toolRequest {name, ref, input}` parts, `usage.inputTokens` / `outputTokens`),
// the application's flow when `flow`; the `generate` utility spans aggregate. Tool spans carry no
// call id: they are matched to the requests by name and arguments.




const GK_NAME = "genkit:name";
const GK_INPUT = "genkit:input";
const GK_OUTPUT = "genkit:output";
/** The Genkit kind of a span: tool, model, flow, aggregate (a `generate` utility), or undefined. */
function genkitKind(a) {
    const type = a.str("genkit:type");
    if (type === undefined)
        return undefined;
    const sub = a.str("genkit:metadata:subtype");
    if (type === "action" && (sub === "tool" || sub === "model"))
        return sub;
    if (sub === "flow")
        return "flow";
    return type === "util" && a.str(GK_NAME) === "generate" ? "aggregate" : undefined;
}
/** Text, requested calls and tokens of a Genkit model span's GenerateResponse. */
function genkitModelOutput(a, spanHex) {
    const r = jsonAttr(a, GK_OUTPUT);
    const msg = (0,common/* isObj */.sA)(r) ? (0,common/* get */.Jt)(r, "message") : undefined;
    const content = (0,common/* isObj */.sA)(msg) ? (0,common/* get */.Jt)(msg, "content") : undefined;
    const out = { calls: [], captured: Array.isArray(content) };
    const usage = (0,common/* isObj */.sA)(r) ? (0,common/* get */.Jt)(r, "usage") : undefined;
    if ((0,common/* isObj */.sA)(usage)) {
        const i = (0,common/* get */.Jt)(usage, "inputTokens");
        const o = (0,common/* get */.Jt)(usage, "outputTokens");
        if (typeof i === "number" && Number.isInteger(i) && i >= 0)
            out.input = i;
        if (typeof o === "number" && Number.isInteger(o) && o >= 0)
            out.output = o;
    }
    if (!Array.isArray(content))
        return out;
    let text = "";
    for (const p of content) {
        if (!(0,common/* isObj */.sA)(p))
            continue;
        if (typeof (0,common/* get */.Jt)(p, "text") === "string")
            text += p.text;
        const tr = (0,common/* get */.Jt)(p, "toolRequest");
        if ((0,common/* isObj */.sA)(tr)) {
            const ref = (0,common/* getStr */.UY)(tr, "ref");
            out.calls.push({ id: ref !== undefined && ref !== "" ? ref : `${UNRECORDED_ID}${spanHex}/${out.calls.length}`, name: (0,common/* getStr */.UY)(tr, "name"), args: (0,common/* get */.Jt)(tr, "input") });
        }
    }
    if (text !== "")
        out.text = text;
    return out;
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/voltagent.js
// VoltAgent (`@voltagent/core`) records spans of its own conventions, no GenAI or OpenInference
// attribute: `entity.type = agent` and `entity.name` on every span of an agent, `span.type = tool`
// for a tool run (`tool.name`, `tool.call.id`, `input` = the arguments as JSON, `output` = the
// result as JSON, the failure in the span's status), `span.type = llm` for a model generation
// (`llm.model`, `llm.messages`, `llm.usage.*`), and the agent's own span (no `span.type`) with the
// run's `input`, its final `output` and its `usage.*` totals.
// VoltAgent's llm span is one AI SDK `generateText` / `streamText` call: the whole tool loop, its
// model calls and the tool spans inside it. It records neither the model's turns nor its requested
// calls; its `llm.usage.*` is the AI SDK's `usage`, the last model call's. Such a loop is read as
// its final response: one `model_response` step after the loop's tool steps, its text the agent
// span's `output`, its tokens the agent span's `usage.*` totals (the agent ran that one loop), and
// no latency (the span's duration holds its tools' too).
// The spans' reading is here (spans.ts and steps.ts use it); the loops' is in voltagentloop.ts.

const VA_CALL_ID = "tool.call.id";
const VA_INPUT = "input";
const VA_OUTPUT = "output";
const VA_PROMPT = "usage.prompt_tokens";
const VA_COMPLETION = "usage.completion_tokens";
const VA_LLM_PROMPT = "llm.usage.prompt_tokens";
const VA_LLM_COMPLETION = "llm.usage.completion_tokens";
/** The VoltAgent kind of a span: a tool run, a model generation, an agent, or undefined. */
function voltagentKind(a) {
    const t = a.str("span.type");
    const entity = a.str("entity.type");
    if (entity === undefined)
        return undefined;
    if (t === "tool")
        return "tool";
    if (t === "llm")
        return "model";
    return t === undefined && entity === "agent" ? "agent" : undefined;
}
/** A count attribute (VoltAgent writes counts as strings), or undefined. */
function count(a, k) {
    const v = a.num(k) ?? a.str(k);
    const n = typeof v === "string" && /^[0-9]{1,15}$/.test(v) ? Number(v) : v;
    return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}
function tokensOf(r, ik, ok, absolute) {
    const i = count(r.attrs, ik);
    const o = count(r.attrs, ok);
    if (i === undefined && o === undefined)
        return undefined;
    const at = (k) => (absolute ? abs(r.attrs.ptr(k), r.p) : r.attrs.ptr(k));
    const u = {};
    if (i !== undefined)
        Object.assign(u, { input: i, inputPtr: at(ik) });
    if (o !== undefined)
        Object.assign(u, { output: o, outputPtr: at(ok) });
    return u;
}
/** A VoltAgent model span's own tokens (`llm.usage.*`; span-relative pointers). */
function voltagentUsage(r) {
    return tokensOf(r, VA_LLM_PROMPT, VA_LLM_COMPLETION, false) ?? {};
}
/** A VoltAgent model span's own output (a generated title records one), else undefined. */
function voltagentText(r) {
    return r.attrs.str(VA_OUTPUT);
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/spans.js
// Span records: classification by semantic convention, ids, timestamps and a deterministic order.







class SpanRec {
    span;
    attrs;
    res;
    pos;
    loc;
    kind = "other";
    conv = "none";
    /** nanosecond timestamps as canonical digit strings (no leading zeros): exact, no BigInt needed */
    start;
    end;
    /** the same as doubles (0 when absent), for fast ordering */
    startNum = 0;
    endNum = 0;
    /** a timestamp was a JSON number beyond 2^53: usable for ordering, not for latency */
    imprecise;
    traceHex = "";
    spanHex = "";
    parentHex = "";
    /** log records joined to this span (trace + span id) */
    logs;
    /** the document has resourceLogs at all (for the not-captured notes) */
    logsInFile = false;
    /** the span has gen_ai.* span events (in `logs`, before its log records) */
    eventsOnSpan = false;
    /** content fingerprint for ordering ties (spans.ts fingerprint) */
    fp;
    ptrCache;
    constructor(span, attrs, res, pos, loc) {
        this.span = span;
        this.attrs = attrs;
        this.res = res;
        this.pos = pos;
        this.loc = loc;
    }
    /** Pointer of the span in the file (built on demand). */
    get p() {
        const l = this.loc;
        return (this.ptrCache ??= `${l.pre}/resourceSpans/${l.r}/${l.sk}/${l.s}/spans/${l.k}`);
    }
}
const MODEL_OPS = new Set(["chat", "text_completion", "generate_content"]);
const VERCEL_MODEL = new Set(["ai.generateText.doGenerate", "ai.streamText.doStream", "ai.generateObject.doGenerate", "ai.streamObject.doStream"]);
const VERCEL_AGG = new Set(["ai.generateText", "ai.streamText", "ai.generateObject", "ai.streamObject"]);
function classify(rec, name) {
    const k = classifyAttrs(rec.attrs, name);
    rec.kind = k[0];
    rec.conv = k[1];
}
const K_TOOL_GENAI = ["tool", "genai"];
const K_TOOL_OI = ["tool", "openinference"];
const K_TOOL_VERCEL = ["tool", "vercel"];
const K_TOOL_MCP = ["tool", "mcp"];
const K_TOOL_TRACELOOP = ["tool", "traceloop"];
const K_MODEL_VERCEL = ["model", "vercel"];
const K_MODEL_GENAI = ["model", "genai"];
const K_MODEL_OI = ["model", "openinference"];
const K_AGENT_GENAI = ["agent", "genai"];
const K_AGENT_OI = ["agent", "openinference"];
const K_AGG_OI = ["aggregate", "openinference"];
const K_AGG_VERCEL = ["aggregate", "vercel"];
const K_AGG_GENAI = ["aggregate", "genai"];
const K_GENKIT = {
    tool: ["tool", "genkit"],
    model: ["model", "genkit"],
    flow: ["agent", "genkit"],
    aggregate: ["aggregate", "genkit"],
};
const K_VOLTAGENT = {
    tool: ["tool", "voltagent"],
    model: ["model", "voltagent"],
    agent: ["agent", "voltagent"],
};
const K_GENAI_OTHER = ["genai-other", "none"];
const K_OTHER = ["other", "none"];
function classifyAttrs(a, name) {
    const op = a.str("gen_ai.operation.name");
    const oi = a.str("openinference.span.kind")?.toUpperCase();
    const vop = a.str("ai.operationId");
    const mcpMethod = a.str("mcp.method.name") ?? (name.startsWith("tools/call") ? "tools/call" : undefined);
    // ADK's "(merged tools)" span repeats the responses of parallel calls (adk.ts): no step
    if (op === "execute_tool")
        return a.str("gen_ai.tool.name") === MERGED_TOOLS ? K_AGG_GENAI : K_TOOL_GENAI;
    if (oi === "TOOL")
        return K_TOOL_OI;
    if (vop === "ai.toolCall" || a.has("ai.toolCall.name"))
        return K_TOOL_VERCEL;
    if (mcpMethod === "tools/call")
        return K_TOOL_MCP;
    // Traceloop's MCP tool spans (traceloop.ts): `<tool>.tool`, with the tool in traceloop.entity.name
    if (a.str("traceloop.span.kind") === "tool")
        return K_TOOL_TRACELOOP;
    if (vop !== undefined && VERCEL_MODEL.has(vop))
        return K_MODEL_VERCEL;
    if (op !== undefined && MODEL_OPS.has(op))
        return K_MODEL_GENAI;
    if (oi === "LLM")
        return K_MODEL_OI;
    if (op === "invoke_agent")
        return K_AGENT_GENAI;
    if (oi === "AGENT")
        return K_AGENT_OI;
    if (oi === "CHAIN")
        return K_AGG_OI;
    if (vop !== undefined && VERCEL_AGG.has(vop))
        return K_AGG_VERCEL;
    // ADK: model calls without an operation name; tool spans of tools that threw, without attributes
    if (op === undefined && isAdkModel(a))
        return K_MODEL_GENAI;
    if (isBareToolSpan(a, name))
        return K_TOOL_GENAI;
    // Genkit's own attributes (genkit.ts)
    const gk = op === undefined && oi === undefined && vop === undefined ? genkitKind(a) : undefined;
    if (gk !== undefined)
        return K_GENKIT[gk];
    // VoltAgent's own attributes (voltagent.ts)
    const va = op === undefined && oi === undefined && vop === undefined ? voltagentKind(a) : undefined;
    if (va !== undefined)
        return K_VOLTAGENT[va];
    if (op !== undefined || oi !== undefined || vop !== undefined)
        return K_GENAI_OTHER;
    return K_OTHER;
}
/** 0: not hex, 1: lowercase hex, 2: hex with uppercase letters. */
function hexKind(v) {
    let upper = false;
    for (let i = 0; i < v.length; i++) {
        const c = v.charCodeAt(i);
        if ((c >= 48 && c <= 57) || (c >= 97 && c <= 102))
            continue;
        if (c >= 65 && c <= 70)
            upper = true;
        else
            return 0;
    }
    return upper ? 2 : 1;
}
const B64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** Normalise a trace/span id to lowercase hex: OTLP/JSON uses hex, protobuf-JSON mappings base64. */
function normaliseId(v, bytes) {
    if (typeof v !== "string" || v === "")
        return undefined;
    if (v.length === bytes * 2) {
        const h = hexKind(v);
        if (h === 1)
            return v;
        if (h === 2)
            return v.toLowerCase();
    }
    if (v.length === 4 * Math.ceil(bytes / 3) && B64.test(v)) {
        const buf = Buffer.from(v, "base64");
        if (buf.length === bytes)
            return buf.toString("hex");
    }
    return v;
}
/** Nanosecond timestamp -> canonical digit string. Digit strings are exact; JSON numbers beyond
 * 2^53 order approximately and never yield a latency. */
function nanos(rec, v, isStart) {
    let out;
    if (typeof v === "string" && v.length > 0 && v.length <= 30 && isDigits(v)) {
        let z = 0;
        while (z < v.length - 1 && v.charCodeAt(z) === 48)
            z++;
        out = z === 0 ? v : v.slice(z);
    }
    else if (typeof v === "number" && Number.isInteger(v) && v >= 0) {
        out = Number.isSafeInteger(v) ? String(v) : BigInt(v).toString();
        if (!Number.isSafeInteger(v))
            rec.imprecise = true;
    }
    if (out === undefined)
        return;
    if (isStart) {
        rec.start = out;
        rec.startNum = Number(out);
    }
    else {
        rec.end = out;
        rec.endNum = Number(out);
    }
}
function isDigits(v) {
    for (let i = 0; i < v.length; i++) {
        const c = v.charCodeAt(i);
        if (c < 48 || c > 57)
            return false;
    }
    return true;
}
/** Compare canonical digit strings numerically. */
function cmpDigits(a, b) {
    if (a.length !== b.length)
        return a.length < b.length ? -1 : 1;
    return a === b ? 0 : a < b ? -1 : 1;
}
/** end - start in nanoseconds, exactly (both canonical digit strings, end >= start). */
function diffNs(start, end) {
    if (start.length === end.length) {
        let i = 0;
        while (i < start.length && start.charCodeAt(i) === end.charCodeAt(i))
            i++;
        if (start.length - i <= 15)
            return i === start.length ? 0 : Number(end.slice(i)) - Number(start.slice(i));
    }
    return Number(BigInt(end) - BigInt(start));
}
function cmpStart(x, y) {
    // Doubles first (rounding is monotonic, so never misorders); exact digits only on a tie.
    if (x.startNum !== y.startNum)
        return x.startNum < y.startNum ? -1 : 1;
    return cmpDigits(x.start ?? "0", y.start ?? "0");
}
/** The spans' base order: by start time; on a tie (millisecond clocks, parallel tool calls) by span
 * name and recorded content, which two runs of the same behaviour share, then by end time (parallel
 * calls end in any order: a last resort), and only then by file position, so that the same spans
 * reordered or re-batched in the file keep their order. Tool steps are then placed by the order in
 * which a model call requested them (order.ts). */
function cmpRec(x, y) {
    const c = cmpStart(x, y);
    return c !== 0 ? c : cmpContent(x, y);
}
/** The tie part of cmpRec (span name and recorded content, end time, file position), for spans
 * whose order the clock cannot tell (order.ts). */
function cmpContent(x, y) {
    const fx = fingerprint(x);
    const fy = fingerprint(y);
    if (fx !== fy)
        return fx < fy ? -1 : 1;
    if (x.endNum !== y.endNum)
        return x.endNum < y.endNum ? -1 : 1;
    if (x.end !== undefined && y.end !== undefined && x.end !== y.end)
        return cmpDigits(x.end, y.end);
    return x.pos - y.pos;
}
/** The precision of a recorded timestamp in nanoseconds, read from its trailing zeros: 1 ms for a
 * whole millisecond (the OpenTelemetry JS SDK takes span starts from `Date.now()`), at most 1 ms. */
function precisionNs(digits) {
    if (digits === undefined || digits === "0")
        return 1;
    let z = 0;
    while (z < 6 && z < digits.length && digits.charCodeAt(digits.length - 1 - z) === 48)
        z++;
    return 10 ** z;
}
/** Attributes whose values tell two otherwise tied spans apart (names, arguments, results, output). */
const CONTENT_KEYS = [
    "gen_ai.tool.name",
    "tool.name",
    "ai.toolCall.name",
    "gen_ai.tool.call.arguments",
    "input.value",
    "ai.toolCall.args",
    "gen_ai.tool.call.result",
    "output.value",
    "ai.toolCall.result",
    "gcp.vertex.agent.tool_call_args",
    "gcp.vertex.agent.tool_response",
    "genkit:name",
    "genkit:input",
    "genkit:output",
    "traceloop.entity.name",
    "traceloop.entity.input",
    "traceloop.entity.output",
    "ai.response.text",
    "gen_ai.output.messages",
    "llm.output_messages.0.message.content",
    "gcp.vertex.agent.llm_response",
];
const MAX_FINGERPRINT = 4096;
/** Span name, kind, status and recorded content (bounded), computed on a tie only. */
function fingerprint(r) {
    if (r.fp !== undefined)
        return r.fp;
    const st = r.span.status;
    const code = typeof st === "object" && st !== null && !Array.isArray(st) ? String(st.code ?? "") : "";
    let out = `${typeof r.span.name === "string" ? r.span.name.slice(0, 256) : ""}\u0000${r.kind}\u0000${code.slice(0, 32)}`;
    for (const k of CONTENT_KEYS) {
        if (!r.attrs.has(k))
            continue;
        let v;
        try {
            v = (0,canonical/* canonicalPrefix */.l4)(r.attrs.value(k), MAX_FINGERPRINT);
        }
        catch {
            v = "";
        }
        out += `\u0000${k}=${v}`;
        if (out.length > MAX_FINGERPRINT)
            break;
    }
    return (r.fp = out);
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/events.js
// GenAI content recorded as events: span events on the span itself, or the same events as OTLP log
// records joined to the span (OpenTelemetry is moving span events to log-based events; logs.ts
// reads the records). Both are read alike: an event's fields are its log record's body (an object)
// and its attributes. Read here:
// - a model call's output: `gen_ai.choice` (`message`: a string, the JSON of the content blocks
//   Strands records — `{text}`, `{type: "toolUse", name, toolUseId, input}` — or the OpenTelemetry
//   instrumentations' `{content, tool_calls}` object), `gen_ai.content.completion`
//   (`gen_ai.completion`: a JSON message list or text), and `gen_ai.output.messages` on any event
//   (logs.ts `logOutput`);
// - a tool span's arguments and result: on the tool span itself, `gen_ai.tool.message` carries
//   the call's arguments (`content`) and `gen_ai.choice` its result (`message`), as Strands
//   records them; the newer `gen_ai.client.inference.operation.details` event carries them as
//   `gen_ai.input.messages` `tool_call` and `gen_ai.output.messages` `tool_call_response` parts.



/** Span events read per span (hostile spans stay bounded). */
const MAX_EVENTS = 1000;
/** The `gen_ai.*` span events of a span as records (pointer `<span>/events/<i>`, no body). */
function spanEvents(span, spanPtr) {
    const events = (0,common/* get */.Jt)(span, "events");
    if (!Array.isArray(events))
        return [];
    const out = [];
    for (let i = 0; i < events.length && i < MAX_EVENTS; i++) {
        const e = events[i];
        const name = (0,common/* isObj */.sA)(e) ? (0,common/* getStr */.UY)(e, "name") : undefined;
        if (name === undefined || !name.startsWith("gen_ai."))
            continue;
        const al = (0,common/* get */.Jt)(e, "attributes");
        const p = `${spanPtr}/events/${i}`;
        out.push({ event: name, body: undefined, attrs: new Attrs(Array.isArray(al) ? al : [], `${p}/attributes`), p });
    }
    return out;
}
/** A field of an event: its body's (an object body), else its attribute's; with its pointer. */
function eventField(r, key) {
    if ((0,common/* isObj */.sA)(r.body) && Object.hasOwn(r.body, key))
        return { value: r.body[key], ptr: `${r.p}/body/${key.replace(/~/g, "~0").replace(/\//g, "~1")}` };
    if (r.attrs.has(key))
        return { value: r.attrs.value(key), ptr: r.attrs.ptr(key) };
    return undefined;
}
/** A JSON string parsed (undefined when not JSON); other values as they are. */
function parsed(v) {
    if (typeof v !== "string")
        return v;
    try {
        return JSON.parse(v);
    }
    catch {
        return undefined;
    }
}
/** Text and requested calls of a list of content blocks (Strands' stable format, Bedrock's). */
function blocks(list) {
    const texts = [];
    const calls = [];
    for (const b of list) {
        if (!(0,common/* isObj */.sA)(b))
            continue;
        const tu = (0,common/* isObj */.sA)(b.toolUse) ? b.toolUse : b.type === "toolUse" || b.type === "tool_use" ? b : undefined;
        if (tu !== undefined) {
            const id = (0,common/* getStr */.UY)(tu, "toolUseId") ?? (0,common/* getStr */.UY)(tu, "id");
            if (id !== undefined && id !== "")
                calls.push({ id, name: (0,common/* getStr */.UY)(tu, "name"), args: (0,common/* get */.Jt)(tu, "input") });
            continue;
        }
        if (typeof b.text === "string")
            texts.push(b.text);
    }
    return { texts, calls };
}
/** What a `gen_ai.choice` event's `message` or a `gen_ai.completion` says: text and calls. A
 * message's content is read one level down (`inner`), never deeper: hostile nesting stays flat. */
function messageContent(v, inner = false) {
    const x = parsed(v);
    if (x === undefined)
        return typeof v === "string" ? { text: v, calls: [] } : { calls: [] };
    if (typeof x === "string")
        return { text: x, calls: [] };
    if (Array.isArray(x)) {
        // a list of messages ({role, content}) or of content blocks
        const texts = [];
        const calls = [];
        for (const m of x) {
            if ((0,common/* isObj */.sA)(m) && Object.hasOwn(m, "role")) {
                if (inner)
                    continue;
                const c = messageContent(m.content ?? null, true);
                if (c.text !== undefined)
                    texts.push(c.text);
                calls.push(...c.calls, ...toolCalls(m));
            }
            else {
                const b = blocks([m]);
                texts.push(...b.texts);
                calls.push(...b.calls);
            }
        }
        return { text: texts.length > 0 ? texts.join("") : undefined, calls };
    }
    if ((0,common/* isObj */.sA)(x)) {
        if (inner)
            return { calls: [] };
        const c = typeof x.content === "string" ? { text: x.content, calls: [] } : Array.isArray(x.content) ? messageContent(x.content, true) : { calls: [] };
        return { text: c.text, calls: [...c.calls, ...toolCalls(x)] };
    }
    return { calls: [] };
}
/** The OpenAI-shaped `tool_calls` of a message object. */
function toolCalls(m) {
    const out = [];
    const tcs = (0,common/* get */.Jt)(m, "tool_calls");
    if (!Array.isArray(tcs))
        return out;
    for (const tc of tcs) {
        if (!(0,common/* isObj */.sA)(tc) || typeof (0,common/* get */.Jt)(tc, "id") !== "string")
            continue;
        const fn = (0,common/* get */.Jt)(tc, "function");
        out.push({ id: tc.id, name: (0,common/* isObj */.sA)(fn) ? (0,common/* getStr */.UY)(fn, "name") : undefined, args: (0,common/* isObj */.sA)(fn) ? (0,common/* get */.Jt)(fn, "arguments") : undefined });
    }
    return out;
}
/** A model call's output from its `gen_ai.choice` / `gen_ai.content.completion` events. */
function eventOutput(recs) {
    const texts = [];
    const calls = [];
    let ptr;
    for (const r of recs) {
        const f = r.event === "gen_ai.choice" ? eventField(r, "message") : r.event === "gen_ai.content.completion" ? eventField(r, "gen_ai.completion") : undefined;
        if (f === undefined)
            continue;
        ptr ??= f.ptr;
        const c = messageContent(f.value);
        if (c.text !== undefined)
            texts.push(c.text);
        calls.push(...c.calls);
    }
    return ptr === undefined ? undefined : { text: texts.length > 0 ? texts.join("") : undefined, calls, ptr };
}
/** The arguments a tool span's own events record, with their pointer. */
function eventArguments(recs) {
    for (const r of recs) {
        if (r.event === "gen_ai.tool.message") {
            const f = eventField(r, "content") ?? eventField(r, "arguments");
            if (f !== undefined)
                return f;
        }
        const part = messagePart(r, "gen_ai.input.messages", "tool_call");
        if (part !== undefined)
            return { value: part.part.arguments, ptr: part.ptr };
    }
    return undefined;
}
/** The result a tool span's own events record (`gen_ai.choice` `message`, a `tool_call_response`
 * part): content blocks of one JSON block are its value, of text blocks their text. */
function eventResult(recs) {
    for (const r of recs) {
        if (r.event === "gen_ai.choice") {
            const f = eventField(r, "message");
            if (f !== undefined)
                return { value: resultValue(f.value), ptr: f.ptr };
        }
        const part = messagePart(r, "gen_ai.output.messages", "tool_call_response");
        if (part !== undefined)
            return { value: resultValue(part.part.response ?? part.part.result), ptr: part.ptr };
    }
    return undefined;
}
function resultValue(v) {
    const x = parsed(v);
    if (!Array.isArray(x) || x.length === 0)
        return x === undefined ? v : x;
    if (x.length === 1 && (0,common/* isObj */.sA)(x[0]) && Object.hasOwn(x[0], "json") && Object.keys(x[0]).length === 1)
        return x[0].json;
    if (x.every((b) => (0,common/* isObj */.sA)(b) && typeof b.text === "string" && Object.keys(b).length === 1))
        return x.map((b) => b.text).join("\n");
    return x;
}
/** The first part of `type` in the messages of an event field. */
function messagePart(r, key, type) {
    const f = eventField(r, key);
    const v = f === undefined ? undefined : parsed(f.value);
    if (!Array.isArray(v))
        return undefined;
    for (const m of v) {
        const parts = (0,common/* isObj */.sA)(m) ? (0,common/* get */.Jt)(m, "parts") : undefined;
        if (!Array.isArray(parts))
            continue;
        for (const p of parts)
            if ((0,common/* isObj */.sA)(p) && p.type === type)
                return { part: p, ptr: f.ptr };
    }
    return undefined;
}
/** Tool results a model call's events say were sent to it, by call id: Strands' `gen_ai.tool.message`
 * events on a model span (`content`: the JSON of `{toolResult: {toolUseId, content}}` blocks), or
 * one result with an `id` field. Only ids not yet in `out` are added. */
function eventToolResults(r, out) {
    // a record whose body names its call (the OpenTelemetry instrumentations' shape) is logs.ts's
    if (r.event !== "gen_ai.tool.message" || ((0,common/* isObj */.sA)(r.body) && Object.hasOwn(r.body, "id")))
        return;
    const f = eventField(r, "content");
    if (f === undefined)
        return;
    const idv = eventField(r, "id")?.value;
    const id = typeof idv === "string" ? idv : undefined;
    if (id !== undefined && id !== "") {
        if (!out.has(id))
            out.set(id, { output: resultValue(f.value), ptr: f.ptr });
        return;
    }
    const v = parsed(f.value);
    if (!Array.isArray(v))
        return;
    for (const b of v) {
        const tr = (0,common/* isObj */.sA)(b) && (0,common/* isObj */.sA)(b.toolResult) ? b.toolResult : undefined;
        const tid = tr ? (0,common/* getStr */.UY)(tr, "toolUseId") : undefined;
        if (tr === undefined || tid === undefined || tid === "" || out.has(tid))
            continue;
        out.set(tid, { output: resultValue(tr.content), ptr: f.ptr });
    }
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/logs.js
// OTLP logs next to OTLP traces: GenAI instrumentations that follow the event conventions (the
// OpenTelemetry Python and JS instrumentations by default) record message content as log records
// joined to their span by trace and span id, not as span attributes. Read here: `gen_ai.choice`
// (the output), `gen_ai.tool.message` (a tool result sent to the next call), and records carrying
// `gen_ai.output.messages` / `gen_ai.input.messages` attributes (the newer single event).






const LABEL = "an OTLP/JSON logs export";
function emptyLogs() {
    return { bySpan: new Map(), unjoined: 0, present: false };
}
/** Add the resourceLogs of one document (`base`: its pointer prefix, for JSON lines). */
function addLogs(out, doc, base) {
    if (!Object.hasOwn(doc, "resourceLogs"))
        return;
    const rl = doc.resourceLogs;
    if (!Array.isArray(rl))
        throw new errors/* InputError */.d(`${LABEL}: 'resourceLogs' must be an array, found ${(0,common/* describeType */.MF)(rl)}`, `${base}/resourceLogs`);
    out.present = true;
    for (let r = 0; r < rl.length; r++) {
        const res = rl[r];
        if (!(0,common/* isObj */.sA)(res))
            throw new errors/* InputError */.d(`${LABEL}: resourceLogs[${r}] must be an object, found ${(0,common/* describeType */.MF)(res)}`, `${base}/resourceLogs/${r}`);
        const scopes = (0,common/* get */.Jt)(res, "scopeLogs");
        if (scopes === undefined)
            continue;
        if (!Array.isArray(scopes))
            throw new errors/* InputError */.d(`${LABEL}: scopeLogs must be an array`, `${base}/resourceLogs/${r}/scopeLogs`);
        for (let s = 0; s < scopes.length; s++) {
            const sc = scopes[s];
            const recs = (0,common/* isObj */.sA)(sc) ? (0,common/* get */.Jt)(sc, "logRecords") : undefined;
            if (!Array.isArray(recs))
                continue;
            for (let k = 0; k < recs.length; k++) {
                const rec = recs[k];
                const p = `${base}/resourceLogs/${r}/scopeLogs/${s}/logRecords/${k}`;
                if (!(0,common/* isObj */.sA)(rec))
                    throw new errors/* InputError */.d(`${LABEL}: log record must be an object, found ${(0,common/* describeType */.MF)(rec)}`, p);
                const trace = normaliseId((0,common/* get */.Jt)(rec, "traceId"), 16) ?? "";
                const span = normaliseId((0,common/* get */.Jt)(rec, "spanId"), 8) ?? "";
                if (trace === "" || span === "") {
                    out.unjoined++;
                    continue;
                }
                const al = (0,common/* get */.Jt)(rec, "attributes");
                const attrs = new Attrs(Array.isArray(al) ? al : [], `${p}/attributes`);
                const event = (0,common/* getStr */.UY)(rec, "eventName") || attrs.str("event.name") || "";
                const key = `${trace}/${span}`;
                let list = out.bySpan.get(key);
                if (!list)
                    out.bySpan.set(key, (list = []));
                list.push({ event, body: Object.hasOwn(rec, "body") ? anyValue((0,common/* get */.Jt)(rec, "body")) : undefined, attrs, p });
            }
        }
    }
}
/** A tool call requested by a model call. */
/** What a model call's log records say it returned; undefined when they say nothing. */
function logOutput(recs) {
    for (const r of recs) {
        if (r.attrs.has("gen_ai.output.messages")) {
            let v = r.attrs.value("gen_ai.output.messages");
            if (typeof v === "string") {
                try {
                    v = JSON.parse(v);
                }
                catch {
                    return { text: v, calls: [], ptr: r.attrs.ptr("gen_ai.output.messages") };
                }
            }
            const m = genaiMessages(v);
            return { text: m.text, calls: m.calls, ptr: r.attrs.ptr("gen_ai.output.messages") };
        }
    }
    const texts = [];
    const calls = [];
    let ptr;
    for (const r of recs) {
        if (r.event !== "gen_ai.choice" || !(0,common/* isObj */.sA)(r.body))
            continue;
        ptr ??= `${r.p}/body`;
        const msg = (0,common/* get */.Jt)(r.body, "message");
        if (!(0,common/* isObj */.sA)(msg))
            continue;
        const c = (0,common/* get */.Jt)(msg, "content");
        if (typeof c === "string")
            texts.push(c);
        const tcs = (0,common/* get */.Jt)(msg, "tool_calls");
        if (Array.isArray(tcs)) {
            for (const tc of tcs) {
                if (!(0,common/* isObj */.sA)(tc) || typeof (0,common/* get */.Jt)(tc, "id") !== "string")
                    continue;
                const fn = (0,common/* get */.Jt)(tc, "function");
                calls.push({ id: tc.id, name: (0,common/* isObj */.sA)(fn) ? (0,common/* getStr */.UY)(fn, "name") : undefined, args: (0,common/* isObj */.sA)(fn) ? (0,common/* get */.Jt)(fn, "arguments") : undefined });
            }
        }
    }
    if (ptr === undefined)
        return undefined;
    return { text: texts.length > 0 ? texts.join("") : undefined, calls, ptr };
}
/** Text and tool calls of GenAI `gen_ai.output.messages` ([{role, parts: [...]}]). */
function genaiMessages(v) {
    const texts = [];
    const calls = [];
    if (Array.isArray(v)) {
        for (const msg of v) {
            const parts = (0,common/* isObj */.sA)(msg) ? (0,common/* get */.Jt)(msg, "parts") : undefined;
            if (!Array.isArray(parts))
                continue;
            for (const part of parts) {
                if (!(0,common/* isObj */.sA)(part))
                    continue;
                const t = (0,common/* get */.Jt)(part, "type");
                if (t === "text" && typeof (0,common/* get */.Jt)(part, "content") === "string")
                    texts.push(part.content);
                else if (t === "tool_call" && typeof (0,common/* get */.Jt)(part, "id") === "string")
                    calls.push({ id: part.id, name: (0,common/* getStr */.UY)(part, "name"), args: (0,common/* get */.Jt)(part, "arguments") });
            }
        }
    }
    return { text: texts.length > 0 ? texts.join("") : undefined, calls };
}
/** Tool results sent back to the model, by call id: `gen_ai.tool.message` records and
 * `tool_call_response` parts of `gen_ai.input.messages` (span or log attributes). */
function toolResultsFrom(all) {
    const out = new Map();
    const fromInput = (a, base) => {
        if (!a.has("gen_ai.input.messages"))
            return;
        let v = a.value("gen_ai.input.messages");
        if (typeof v === "string") {
            try {
                v = JSON.parse(v);
            }
            catch {
                return;
            }
        }
        if (!Array.isArray(v))
            return;
        const at = a.ptr("gen_ai.input.messages");
        for (const msg of v) {
            const parts = (0,common/* isObj */.sA)(msg) ? (0,common/* get */.Jt)(msg, "parts") : undefined;
            if (!Array.isArray(parts))
                continue;
            for (const part of parts) {
                if (!(0,common/* isObj */.sA)(part) || (0,common/* get */.Jt)(part, "type") !== "tool_call_response")
                    continue;
                const id = (0,common/* getStr */.UY)(part, "id");
                if (id !== undefined && !out.has(id))
                    out.set(id, { output: (0,common/* get */.Jt)(part, "response") ?? (0,common/* get */.Jt)(part, "result"), ptr: at.startsWith("@") ? base + at.slice(1) : at });
            }
        }
    };
    for (const x of all) {
        fromInput(x.attrs, x.base);
        for (const r of x.logs ?? []) {
            fromInput(r.attrs, r.p);
            eventToolResults(r, out); // span events, or records whose fields are attributes (events.ts)
            if (r.event !== "gen_ai.tool.message" || !(0,common/* isObj */.sA)(r.body))
                continue;
            const id = (0,common/* getStr */.UY)(r.body, "id");
            if (id !== undefined && !out.has(id))
                out.set(id, { output: (0,common/* get */.Jt)(r.body, "content"), ptr: `${r.p}/body` });
        }
    }
    return out;
}

// EXTERNAL MODULE: ./lib/scenarios/scenario.js
var scenario = __webpack_require__(61433);
;// CONCATENATED MODULE: ./lib/adapters/otlp/langchain.js
// LangChain's serialised messages inside OpenInference attributes. The LangChain.js
// instrumentation records a tool span's `output.value` as the serialised ToolMessage the tool
// returned (`{"output": {"lc": 1, "type": "constructor", "id": [..., "ToolMessage"], "kwargs":
// {content, tool_call_id, status}}}`), and a model span's flattened `llm.output_messages.*`
// tool calls without their ids, which only the serialised AIMessage in `output.value` holds.



/** A serialised LangChain message: its class name (last id element) and kwargs. */
function lcMessage(v) {
    if (!(0,common/* isObj */.sA)(v) || (0,common/* get */.Jt)(v, "lc") !== 1 || (0,common/* get */.Jt)(v, "type") !== "constructor")
        return undefined;
    const id = (0,common/* get */.Jt)(v, "id");
    const kwargs = (0,common/* get */.Jt)(v, "kwargs");
    if (!Array.isArray(id) || id.length === 0 || typeof id[id.length - 1] !== "string" || !(0,common/* isObj */.sA)(kwargs))
        return undefined;
    return { kind: id[id.length - 1], kwargs };
}
const langchain_parsed = new WeakMap();
/** `output.value` parsed as JSON when its mime type says JSON (once per span). */
function outputJson(a) {
    if (langchain_parsed.has(a))
        return langchain_parsed.get(a);
    let v;
    const raw = a.str("output.value");
    if (raw !== undefined && a.str("output.mime_type") === "application/json" && raw.startsWith("{")) {
        try {
            v = JSON.parse(raw);
        }
        catch {
            v = undefined;
        }
    }
    langchain_parsed.set(a, v);
    return v;
}
/** The ToolMessage a LangChain tool span's `output.value` holds (bare or under `output`). */
function lcToolMessage(a) {
    const v = outputJson(a);
    const m = lcMessage((0,common/* isObj */.sA)(v) && Object.hasOwn(v, "output") ? (0,common/* get */.Jt)(v, "output") : v);
    if (!m || !m.kind.startsWith("ToolMessage"))
        return undefined;
    const id = (0,common/* getStr */.UY)(m.kwargs, "tool_call_id");
    return { content: (0,common/* get */.Jt)(m.kwargs, "content"), callId: id === "" ? undefined : id, status: (0,common/* getStr */.UY)(m.kwargs, "status") };
}
/** The AIMessages of a LangChain model span's `output.value` (its generations), in order. */
function lcAiMessages(a) {
    const v = outputJson(a);
    const gens = (0,common/* isObj */.sA)(v) ? (0,common/* get */.Jt)(v, "generations") : undefined;
    const out = [];
    if (!Array.isArray(gens))
        return out;
    for (const g of gens.flat(1)) {
        const m = lcMessage((0,common/* isObj */.sA)(g) ? (0,common/* get */.Jt)(g, "message") : undefined);
        if (m && m.kind.startsWith("AIMessage"))
            out.push(m.kwargs);
    }
    return out;
}
/** The text of the AIMessage(s) a LangChain model span's `output.value` holds: string content, or
 * the text blocks of a content list (Claude's content blocks: its text before its tool_use blocks);
 * undefined when there is none. */
function lcAssistantText(a) {
    let text = "";
    for (const kw of lcAiMessages(a)) {
        const c = (0,common/* get */.Jt)(kw, "content");
        if (typeof c === "string")
            text += c;
        else if (Array.isArray(c))
            for (const p of c)
                if ((0,common/* isObj */.sA)(p) && (0,common/* get */.Jt)(p, "type") === "text" && typeof (0,common/* get */.Jt)(p, "text") === "string")
                    text += p.text;
    }
    return text === "" ? undefined : text;
}
/** Tool calls of the AIMessage(s) a LangChain model span's `output.value` holds, in order. */
function lcRequestedCalls(a) {
    const out = [];
    for (const kwargs of lcAiMessages(a)) {
        const calls = (0,common/* get */.Jt)(kwargs, "tool_calls");
        if (Array.isArray(calls) && calls.length > 0) {
            for (const c of calls)
                if ((0,common/* isObj */.sA)(c) && typeof (0,common/* get */.Jt)(c, "id") === "string")
                    out.push({ id: c.id, name: (0,common/* getStr */.UY)(c, "name"), args: (0,common/* get */.Jt)(c, "args") });
            continue;
        }
        const extra = (0,common/* get */.Jt)(kwargs, "additional_kwargs");
        const raw = (0,common/* isObj */.sA)(extra) ? (0,common/* get */.Jt)(extra, "tool_calls") : undefined;
        if (!Array.isArray(raw))
            continue;
        for (const c of raw) {
            if (!(0,common/* isObj */.sA)(c) || typeof (0,common/* get */.Jt)(c, "id") !== "string")
                continue;
            const fn = (0,common/* get */.Jt)(c, "function");
            out.push({ id: c.id, name: (0,common/* isObj */.sA)(fn) ? (0,common/* getStr */.UY)(fn, "name") : undefined, args: (0,common/* isObj */.sA)(fn) ? (0,common/* get */.Jt)(fn, "arguments") : undefined });
        }
    }
    return out;
}
/** The agent name LangChain's createAgent puts in each span's OpenInference `metadata`
 * (`lc_agent_name`), when set. */
function lcAgentName(a) {
    const raw = a.str("metadata");
    if (raw === undefined || !raw.includes('"lc_agent_name"'))
        return undefined;
    try {
        const m = JSON.parse(raw);
        const n = (0,common/* isObj */.sA)(m) ? (0,common/* getStr */.UY)(m, "lc_agent_name") : undefined;
        return n === undefined || n.trim() === "" ? undefined : n.trim();
    }
    catch {
        return undefined;
    }
}
/** Longest LangGraph name read from metadata. */
const MAX_LG_NAME = 256;
/** The LangGraph subgraph a span ran in: LangGraph's OpenInference `metadata` records
 * `langgraph_checkpoint_ns`, the path of graph nodes down to the span's own node, each
 * `<node>:<id>` joined by `|`. With two nodes or more, the first is the node of the outer graph
 * that ran a subgraph, the agent's name in a multi-agent graph (createSupervisor's `supervisor`
 * and each agent it hands to); a one-node path is a node of the invoked graph itself. */
function lgSubgraph(a) {
    const raw = a.str("metadata");
    if (raw === undefined || !raw.includes('"langgraph_checkpoint_ns"') || !raw.includes("|"))
        return undefined;
    let ns;
    try {
        const m = JSON.parse(raw);
        ns = (0,common/* isObj */.sA)(m) ? (0,common/* getStr */.UY)(m, "langgraph_checkpoint_ns") : undefined;
    }
    catch {
        return undefined;
    }
    if (typeof ns !== "string")
        return undefined;
    const bar = ns.indexOf("|");
    if (bar < 0)
        return undefined;
    const first = ns.slice(0, bar);
    const colon = first.indexOf(":");
    const name = (colon < 0 ? first : first.slice(0, colon)).trim();
    return name === "" || name.length > MAX_LG_NAME ? undefined : name;
}
/** The invoked graph's name: LangGraph's root CHAIN span (OpenInference metadata
 * `{"ls_integration": "langgraph"}` and no node of its own) is named after the compiled graph,
 * `LangGraph` unless the graph was given a name (createReactAgent's `name`). */
function lgGraphName(a, spanName) {
    const raw = a.str("metadata");
    if (raw === undefined || !raw.includes('"langgraph"') || raw.includes('"langgraph_node"'))
        return undefined;
    try {
        const m = JSON.parse(raw);
        if (!(0,common/* isObj */.sA)(m) || (0,common/* getStr */.UY)(m, "ls_integration") !== "langgraph")
            return undefined;
    }
    catch {
        return undefined;
    }
    const name = spanName.trim();
    return name === "" || name === "LangGraph" || name.length > MAX_LG_NAME ? undefined : name;
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/codefn.js
// Tool arguments and results recorded as OpenTelemetry `code.function.*` attributes, as the
// google-genai instrumentation does for automatic function calling: one
// `code.function.parameters.<name>.value` per argument (and `.type`), the result as
// `code.function.return.value` (and `.type`). The values are present only with content capture
// on; the types alone say a value existed but was not captured.


const PARAM = "code.function.parameters.";
const RETURN_VALUE = "code.function.return.value";
const RETURN_TYPE = "code.function.return.type";
function codeFunctionArgs(a) {
    const out = { typedOnly: [] };
    const typed = [];
    for (const k of a.keys()) {
        if (!k.startsWith(PARAM))
            continue;
        const rest = k.slice(PARAM.length);
        if (rest.endsWith(".value")) {
            const name = rest.slice(0, -".value".length);
            if (name === "")
                continue;
            out.args ??= {};
            (0,common/* setOwn */.P5)(out.args, name, a.value(k) ?? null);
            out.key ??= k;
        }
        else if (rest.endsWith(".type"))
            typed.push(rest.slice(0, -".type".length));
    }
    for (const n of typed)
        if (n !== "" && !(out.args && Object.hasOwn(out.args, n)))
            out.typedOnly.push(n);
    return out;
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/traceloop.js
// Traceloop's entity attributes on tool spans (`traceloop.span.kind = tool`): the MCP
// instrumentation (@traceloop/instrumentation-mcp) names the span `<tool>.tool` and records
// `traceloop.entity.name` (the tool), `traceloop.entity.input` = JSON `{tool_name, arguments}` and
// `traceloop.entity.output` = JSON `{result, is_error}`; a failed tool result also sets the span's
// status to ERROR with the result's text. Other Traceloop tools record their input as they like:
// an object that is not the MCP shape is taken as the arguments as it is.



const TL_NAME = "traceloop.entity.name";
const TL_INPUT = "traceloop.entity.input";
const TL_OUTPUT = "traceloop.entity.output";
function traceloop_parsed(a, key) {
    const v = a.value(key);
    if (typeof v !== "string")
        return v;
    try {
        return JSON.parse(v);
    }
    catch {
        return v;
    }
}
/** The tool's arguments: the MCP form's `arguments`, else the recorded value (object or JSON text). */
function tlArguments(a) {
    const v = traceloop_parsed(a, TL_INPUT);
    if ((0,common/* isObj */.sA)(v) && Object.hasOwn(v, "arguments") && Object.hasOwn(v, "tool_name"))
        return (0,common/* get */.Jt)(v, "arguments");
    return a.value(TL_INPUT);
}
/** The tool's result: the MCP form's `result` and `is_error`, else the recorded value. */
function tlOutput(a) {
    const v = traceloop_parsed(a, TL_OUTPUT);
    if ((0,common/* isObj */.sA)(v) && Object.hasOwn(v, "result"))
        return { output: (0,common/* get */.Jt)(v, "result"), isError: (0,common/* get */.Jt)(v, "is_error") === true };
    if ((0,common/* isObj */.sA)(v) && (0,common/* get */.Jt)(v, "is_error") === true)
        return { output: undefined, isError: true };
    return { output: a.value(TL_OUTPUT), isError: false };
}
/** A trace of Traceloop MCP tool spans without any model call: the MCP client's session trace,
 * opened by `connect` outside the run, so the run's own trace lacks these tool calls (and their
 * failures). Noted at the first tool span, naming the fix. */
function tlSessionNote(recs, b) {
    const first = recs.find((r) => r.kind === "tool" && r.conv === "traceloop");
    if (first === undefined || recs.some((r) => r.kind === "model"))
        return;
    b.note(first.p, "tools_apart_from_run: Traceloop's MCP tool spans hang under the MCP client's session span, and this trace holds no model call: the client was connected outside the run, whose own trace then lacks these tool calls and their failures; connect the MCP client inside the run's span (docs/adapters.md)");
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/aisdk.js
// The AI SDK's tool spans (`ai.toolCall`) record the tool's result as JSON in `ai.toolCall.result`
// and stay OK whatever it says. A tool served over MCP (@ai-sdk/mcp) returns the MCP CallToolResult
// itself, `{content: [{type: "text", text}…], isError}`: a result with `isError: true` is the
// tool's failure, its text parts the error.

/** Longest error text kept from a result (the rest is cut with an ellipsis). */
const MAX_ERROR = 4096;
/** The error text of an MCP tool result with `isError: true`; undefined for any other result. */
function mcpResultError(out) {
    if (!(0,common/* isObj */.sA)(out) || (0,common/* get */.Jt)(out, "isError") !== true)
        return undefined;
    const content = (0,common/* get */.Jt)(out, "content");
    if (!Array.isArray(content))
        return undefined;
    const texts = [];
    for (const p of content) {
        const t = (0,common/* isObj */.sA)(p) && (0,common/* get */.Jt)(p, "type") === "text" ? (0,common/* get */.Jt)(p, "text") : undefined;
        if (typeof t === "string" && t !== "")
            texts.push(t);
    }
    const text = texts.join("\n");
    if (text === "")
        return "tool result isError";
    return text.length > MAX_ERROR ? `${text.slice(0, MAX_ERROR - 1)}…` : text;
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/anthropic.js
// The Anthropic SDK's own spans of its beta tool runner (`client.beta.messages.toolRunner` with the
// client's `openTelemetry` option): one `anthropic.messages.tool_runner` span (invoke_agent) per
// run, which names the SDK's operation and no agent, and one execute_tool span per tool run
// (`anthropic.custom_tool_use <tool>`) whose result is `anthropic.tool_result.content`, the result's
// content blocks as JSON (`[{type: "text", text}…]`, with content capture on). A tool that threw
// fails its span with only `error.type = tool_error`: the result's text is the error the runner
// sent the model.


const ANT_RESULT = "anthropic.tool_result.content";
/** The runner's span name: the SDK's operation, not an agent's name. */
const ANT_RUNNER_SPAN = "anthropic.messages.tool_runner";
/** The recorded result: the text of its text blocks (joined), else the blocks as recorded. */
function antToolResult(a) {
    const v = jsonAttr(a, ANT_RESULT);
    if (!Array.isArray(v))
        return { output: a.value(ANT_RESULT), text: undefined };
    const texts = [];
    for (const p of v) {
        const t = (0,common/* isObj */.sA)(p) && (0,common/* get */.Jt)(p, "type") === "text" ? (0,common/* get */.Jt)(p, "text") : undefined;
        if (typeof t !== "string")
            return { output: v, text: undefined }; // a block other than text: kept whole
        texts.push(t);
    }
    if (texts.length === 0)
        return { output: v, text: undefined };
    const text = texts.join("\n");
    return { output: text, text };
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/steps.js
// One canonical step per tool or model span: names, call ids, arguments, results, usage, errors.















function isError(span) {
    const st = (0,common/* get */.Jt)(span, "status");
    if (!(0,common/* isObj */.sA)(st))
        return false;
    const c = (0,common/* get */.Jt)(st, "code");
    return c === 2 || c === "2" || c === "STATUS_CODE_ERROR" || c === "ERROR";
}
/** A status message without the JavaScript stack trace some instrumentations append (LangChain:
 * `message\n\nError: message\n    at ...`): the stack names the machine's folders, not the failure. */
function withoutStack(m) {
    const at = m.search(/\n[ \t]+at [^\n]/);
    if (at < 0)
        return m;
    const head = m.slice(0, at);
    const para = head.indexOf("\n\n");
    const cut = (para >= 0 ? head.slice(0, para) : head.slice(0, Math.max(head.lastIndexOf("\n"), 0) || head.length)).trimEnd();
    return cut === "" ? m : cut;
}
function hasStatusMessage(span) {
    const st = (0,common/* get */.Jt)(span, "status");
    const m = (0,common/* isObj */.sA)(st) ? (0,common/* getStr */.UY)(st, "message") : undefined;
    return m !== undefined && m !== "";
}
function errorText(r) {
    const st = (0,common/* get */.Jt)(r.span, "status");
    const m = (0,common/* isObj */.sA)(st) ? (0,common/* getStr */.UY)(st, "message") : undefined;
    if (m !== undefined && m !== "")
        return withoutStack(m);
    const events = (0,common/* get */.Jt)(r.span, "events");
    if (Array.isArray(events)) {
        for (const e of events) {
            if (!(0,common/* isObj */.sA)(e) || (0,common/* get */.Jt)(e, "name") !== "exception")
                continue;
            const ea = (0,common/* get */.Jt)(e, "attributes");
            if (!Array.isArray(ea))
                continue;
            const em = new Attrs(ea, "").str("exception.message");
            if (em !== undefined && em !== "")
                return em;
        }
    }
    return r.attrs.str("error.type") ?? "span status ERROR";
}
function steps_common(r, step, fields) {
    if (r.start !== undefined && r.end !== undefined && !r.imprecise && cmpDigits(r.end, r.start) >= 0) {
        step.latency_ms = diffNs(r.start, r.end) / 1e6;
        fields.push("latency_ms", "@/endTimeUnixNano");
    }
    if (isError(r.span)) {
        step.status = "error";
        step.error = errorText(r);
        fields.push("status", "@/status", "error", "@/status");
    }
}
function toolName(r) {
    const key = r.attrs.first(TOOL_NAME_KEYS);
    if (key !== undefined) {
        const v = r.attrs.str(key);
        if (v !== undefined)
            return { name: v, key };
    }
    const name = (0,common/* getStr */.UY)(r.span, "name") ?? "";
    if (r.conv === "mcp") {
        const t = name.startsWith("tools/call ") ? name.slice("tools/call ".length).trim() : "";
        if (t !== "")
            return { name: t };
    }
    // The GenAI conventions name the span "execute_tool <tool>"; OpenInference's traceTool sets only
    // the span name.
    if (r.conv === "genai" && name.startsWith("execute_tool ")) {
        const t = name.slice("execute_tool ".length).trim();
        if (t !== "")
            return { name: t };
    }
    if (r.conv === "openinference" && name.trim() !== "")
        return { name: name.trim() };
    if (r.conv === "genkit") {
        const g = r.attrs.str(GK_NAME);
        if (g !== undefined && g !== "")
            return { name: g, key: GK_NAME };
    }
    return {};
}
function callId(r) {
    const key = r.attrs.first(CALL_ID_KEYS) ?? (r.conv === "voltagent" && r.attrs.has(VA_CALL_ID) ? VA_CALL_ID : undefined);
    if (key === undefined) {
        // LangChain through OpenInference: the id is in the ToolMessage the tool returned.
        const id = r.conv === "openinference" && r.kind === "tool" ? lcToolMessage(r.attrs)?.callId : undefined;
        return id === undefined ? {} : { id, key: "output.value" };
    }
    const v = r.attrs.str(key);
    return v === undefined || v === "" ? {} : { id: v, key };
}
/** The key of a convention that names its fields plainly (Genkit's, VoltAgent's), when recorded. */
function convKey(r, genkit, voltagent) {
    const k = r.conv === "genkit" ? genkit : r.conv === "voltagent" ? voltagent : undefined;
    return k !== undefined && r.attrs.has(k) ? k : undefined;
}
function toolStep(r, b, idx) {
    const fields = [];
    const cid = callId(r);
    // The recorded id until the builder names the step (src/adapters/identity.ts).
    const step = { step_id: cid.id ?? r.spanHex, type: "tool_call" };
    if (cid.key || r.spanHex !== "")
        fields.push("step_id", cid.key ? r.attrs.ptr(cid.key) : "@/spanId");
    const tn = toolName(r);
    if (tn.name !== undefined) {
        step.tool_name = tn.name;
        fields.push("tool_name", tn.key ? r.attrs.ptr(tn.key) : "@/name");
    }
    else
        b.note(r.p, "tool_name_missing: tool span without gen_ai.tool.name / tool.name / ai.toolCall.name, and its span name names no tool");
    const argKey = r.attrs.first(ARG_KEYS) ?? convKey(r, GK_INPUT, VA_INPUT);
    const code = argKey === undefined ? codeFunctionArgs(r.attrs) : undefined;
    let ev;
    if (code?.args !== undefined) {
        step.arguments = code.args;
        fields.push("arguments", r.attrs.ptr(code.key));
        if (code.typedOnly.length > 0)
            b.note(r.p, `arguments_not_captured: parameter(s) ${code.typedOnly.slice(0, 5).join(", ")} recorded with a type but no value; left out of the arguments`);
    }
    else if (code !== undefined && code.typedOnly.length > 0) {
        b.note(r.p, `arguments_not_captured: the span records the type of parameter(s) ${code.typedOnly.slice(0, 5).join(", ")} but not their values (content capture off: OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true records them); arguments left unset`);
        (0,common/* markNotCaptured */.N3)(step, "arguments");
    }
    else if (argKey === undefined && (ev = r.logs ? eventArguments(r.logs) : undefined) !== undefined) {
        // content recorded as events of the span (events.ts)
        const args = (0,common/* decodeArguments */.Tx)(ev.value, ev.ptr, b, step);
        if (args.value !== undefined) {
            step.arguments = args.value;
            fields.push("arguments", ev.ptr);
        }
    }
    else if (argKey === undefined) {
        b.note(r.p, "arguments_not_captured: the span records no tool arguments (content capture off?); arguments left unset");
        (0,common/* markNotCaptured */.N3)(step, "arguments");
    }
    else {
        const at = r.attrs.ptr(argKey);
        const atAbs = abs(at, r.p);
        const mime = argKey === "input.value" ? r.attrs.str("input.mime_type") : undefined;
        const raw = argKey === TL_INPUT ? tlArguments(r.attrs) : r.attrs.value(argKey);
        if (mime !== undefined && mime !== "application/json" && typeof raw === "string") {
            step.metadata = { input: raw };
            b.note(atAbs, `arguments_unmapped: tool input is ${mime}, not a JSON object; arguments left unset`);
        }
        else {
            const args = (0,common/* decodeArguments */.Tx)(raw, atAbs, b, step);
            if (args.value !== undefined) {
                step.arguments = args.value;
                fields.push("arguments", at);
            }
        }
    }
    let failedWith;
    const resKey = r.attrs.first(RESULT_KEYS) ?? (r.attrs.has(RETURN_VALUE) ? RETURN_VALUE : convKey(r, GK_OUTPUT, VA_OUTPUT));
    if (resKey === undefined && r.attrs.has(RETURN_TYPE)) {
        b.note(r.p, "output_not_captured: the span records the type of the tool's result but not its value (content capture off?); output left unset");
        (0,common/* markNotCaptured */.N3)(step, "output");
    }
    const evResult = resKey === undefined && r.logs ? eventResult(r.logs) : undefined;
    // a failed tool's recorded result is the text it sent the model: the span's status is the error
    if (evResult !== undefined && !isError(r.span)) {
        step.output = evResult.value;
        fields.push("output", evResult.ptr);
    }
    if (resKey !== undefined) {
        let out = r.attrs.value(resKey);
        // The AI SDK records JSON.stringify(result); other conventions keep the recorded string.
        if (resKey === "ai.toolCall.result" && typeof out === "string") {
            try {
                out = JSON.parse(out);
            }
            catch {
                /* keep the string */
            }
        }
        // LangChain records the ToolMessage the tool returned: its content is the result.
        const tm = resKey === "output.value" && r.conv === "openinference" ? lcToolMessage(r.attrs) : undefined;
        if (tm)
            out = tm.content;
        // Traceloop: {result, is_error}; a failed result is the step's error when the status says none
        const tl = resKey === TL_OUTPUT ? tlOutput(r.attrs) : undefined;
        if (tl)
            out = tl.isError ? undefined : tl.output;
        // The AI SDK over MCP: a CallToolResult with isError (aisdk.ts) is the tool's failure
        const mcpError = resKey === "ai.toolCall.result" ? mcpResultError(out) : undefined;
        if (mcpError !== undefined)
            out = undefined;
        // The Anthropic SDK's tool runner: content blocks; a failed run's text is its error (anthropic.ts)
        const ant = resKey === ANT_RESULT ? antToolResult(r.attrs) : undefined;
        if (ant)
            out = ant.output;
        if (ant && isError(r.span)) {
            out = undefined;
            if (ant.text !== undefined && ant.text !== "")
                failedWith = { text: ant.text, ptr: r.attrs.ptr(resKey) };
        }
        if (out !== undefined) {
            step.output = out;
            fields.push("output", r.attrs.ptr(resKey));
        }
        if (tl?.isError && !isError(r.span)) {
            step.status = "error";
            step.error = typeof tl.output === "string" && tl.output !== "" ? tl.output : "tool result is_error";
            fields.push("status", r.attrs.ptr(resKey), "error", r.attrs.ptr(resKey));
        }
        if (mcpError !== undefined && !isError(r.span)) {
            step.status = "error";
            step.error = mcpError;
            fields.push("status", r.attrs.ptr(resKey), "error", r.attrs.ptr(resKey));
        }
    }
    const meta = { span_id: r.spanHex, span_name: (0,common/* getStr */.UY)(r.span, "name") ?? "" };
    if (step.metadata)
        Object.assign(meta, step.metadata);
    step.metadata = meta;
    steps_common(r, step, fields);
    // a status that says only that the span failed: the result's own text is the error
    if (failedWith !== undefined && !hasStatusMessage(r.span)) {
        step.error = failedWith.text;
        fields.push("error", failedWith.ptr);
    }
    const built = { step, rec: r, idx, fields };
    if (cid.id !== undefined)
        built.callId = cid.id;
    return built;
}
// Attribute keys by meaning, most specific convention first.
const AGENT_NAME_KEYS = ["gen_ai.agent.name", "agent.name"];
const TOOL_NAME_KEYS = ["gen_ai.tool.name", "tool.name", "ai.toolCall.name", "traceloop.entity.name"];
const CALL_ID_KEYS = ["gen_ai.tool.call.id", "tool_call.id", "ai.toolCall.id"];
const ARG_KEYS = ["gen_ai.tool.call.arguments", "input.value", "ai.toolCall.args", TL_INPUT, ADK_ARGS];
const RESULT_KEYS = ["gen_ai.tool.call.result", "output.value", "ai.toolCall.result", TL_OUTPUT, ADK_RESULT, ANT_RESULT];
const COST_KEYS = ["llm.cost.total"];
const MODEL_KEYS = ["gen_ai.response.model", "gen_ai.request.model", "llm.model_name", "ai.model.id"];
const INPUT_TOKEN_KEYS = ["gen_ai.usage.input_tokens", "gen_ai.usage.prompt_tokens", "llm.token_count.prompt", "ai.usage.inputTokens", "ai.usage.promptTokens"];
const OUTPUT_TOKEN_KEYS = ["gen_ai.usage.output_tokens", "gen_ai.usage.completion_tokens", "llm.token_count.completion", "ai.usage.outputTokens", "ai.usage.completionTokens"];
/** Detail counters by convention: [key, field, whether the convention leaves it out of the input count]. */
const DETAIL_KEYS = [
    ["gen_ai.usage.cache_read.input_tokens", "cache_read_tokens", false],
    ["llm.token_count.prompt_details.cache_read", "cache_read_tokens", false],
    ["ai.usage.inputTokenDetails.cacheReadTokens", "cache_read_tokens", false],
    ["ai.usage.cachedInputTokens", "cache_read_tokens", false],
    // Traceloop's Anthropic spans copy the API's fields: its input_tokens leaves the cache out
    ["gen_ai.usage.cache_read_input_tokens", "cache_read_tokens", true],
    ["gen_ai.usage.cache_creation.input_tokens", "cache_creation_tokens", false],
    ["gen_ai.usage.cache_write.input_tokens", "cache_creation_tokens", false], // the Anthropic SDK's own spans
    ["llm.token_count.prompt_details.cache_write", "cache_creation_tokens", false],
    ["ai.usage.inputTokenDetails.cacheWriteTokens", "cache_creation_tokens", false],
    ["gen_ai.usage.cache_creation_input_tokens", "cache_creation_tokens", true],
    ["gen_ai.usage.reasoning.output_tokens", "reasoning_tokens", false],
    ["llm.token_count.completion_details.reasoning", "reasoning_tokens", false],
    ["ai.usage.outputTokenDetails.reasoningTokens", "reasoning_tokens", false],
    ["ai.usage.reasoningTokens", "reasoning_tokens", false],
    ["gen_ai.usage.reasoning_tokens", "reasoning_tokens", false],
];
/** A span's token counts; `note` hears of a counter that is not a count (pointers relative, "@…"). */
function steps_usage(r, note = () => { }) {
    const u = {};
    const ik = r.attrs.first(INPUT_TOKEN_KEYS);
    const ok = r.attrs.first(OUTPUT_TOKEN_KEYS);
    const iv = ik === undefined ? undefined : (0,usage/* countAt */.$v)(r.attrs.num(ik) ?? r.attrs.raw(ik), r.attrs.ptr(ik), ik, note);
    const ov = ok === undefined ? undefined : (0,usage/* countAt */.$v)(r.attrs.num(ok) ?? r.attrs.raw(ok), r.attrs.ptr(ok), ok, note);
    if (iv !== undefined) {
        u.input = iv;
        u.inputPtr = r.attrs.ptr(ik);
    }
    if (ov !== undefined) {
        u.output = ov;
        u.outputPtr = r.attrs.ptr(ok);
    }
    for (const [key, field, apart] of DETAIL_KEYS) {
        if (!r.attrs.has(key) || u.details?.some((d) => d.field === field))
            continue;
        const n = (0,usage/* countAt */.$v)(r.attrs.num(key) ?? r.attrs.raw(key), r.attrs.ptr(key), key, note);
        if (n === undefined)
            continue;
        (u.details ??= []).push({ field, value: n, ptr: r.attrs.ptr(key) });
        if (apart && u.input !== undefined)
            u.input += n;
    }
    anthropicApart(r, u, note);
    return u;
}
/**
 * Anthropic's API counts cache reads and writes apart from `input_tokens`, and some
 * instrumentations copy its field under the GenAI name (Traceloop's does): on an Anthropic span
 * whose cache counts exceed its input, the input is taken to leave them out and they are added,
 * with a note (docs/cost.md). Below that, the GenAI convention (the input includes them) holds.
 */
function anthropicApart(r, u, note) {
    if (u.input === undefined || !u.details)
        return;
    const cached = u.details.reduce((a, d) => a + (d.field === "reasoning_tokens" ? 0 : d.value), 0);
    const provider = r.attrs.str("gen_ai.provider.name") ?? r.attrs.str("gen_ai.system") ?? "";
    if (cached <= u.input || !/anthropic/i.test(provider))
        return;
    note(u.inputPtr, `usage_input_apart: input_tokens (${u.input}) is below the cache counts (${cached}), as Anthropic's API counts them; the step's input adds them (${u.input + cached})`);
    u.input += cached;
}
function modelOutput(r) {
    const a = r.attrs;
    const calls = [];
    const names = [];
    const args = [];
    const push = (c) => {
        calls.push(c.id);
        names.push(c.name);
        args.push(c.args);
    };
    // GenAI semantic conventions: gen_ai.output.messages = [{role, parts: [{type, content}|{type:"tool_call", id}]}]
    if (a.has("gen_ai.output.messages")) {
        let v = a.value("gen_ai.output.messages");
        if (typeof v === "string") {
            try {
                v = JSON.parse(v);
            }
            catch {
                return { text: v, key: "gen_ai.output.messages", calls, names, args, captured: true };
            }
        }
        const m = genaiMessages(v);
        m.calls.forEach(push);
        return { text: m.text, key: "gen_ai.output.messages", calls, names, args, captured: true };
    }
    // Vercel AI SDK
    if (a.has("ai.response.text") || a.has("ai.response.toolCalls")) {
        const tc = a.value("ai.response.toolCalls");
        if (typeof tc === "string") {
            try {
                const list = JSON.parse(tc);
                if (Array.isArray(list)) {
                    for (const c of list) {
                        if ((0,common/* isObj */.sA)(c) && typeof (0,common/* get */.Jt)(c, "toolCallId") === "string")
                            push({ id: c.toolCallId, name: (0,common/* getStr */.UY)(c, "toolName"), args: (0,common/* get */.Jt)(c, "input") ?? (0,common/* get */.Jt)(c, "args") });
                    }
                }
            }
            catch {
                /* not JSON: no ids */
            }
        }
        const text = a.str("ai.response.text");
        return { text: text !== undefined && text !== "" ? text : undefined, key: "ai.response.text", calls, names, args, captured: true };
    }
    // ADK: the response's content parts (adk.ts)
    if (isAdkModel(a)) {
        const o = adkModelOutput(a, r.spanHex);
        o.calls.forEach(push);
        return { text: o.text, key: ADK_RESPONSE, calls, names, args, captured: o.captured };
    }
    // Genkit: the GenerateResponse (genkit.ts)
    if (r.conv === "genkit") {
        const o = genkitModelOutput(a, r.spanHex);
        o.calls.forEach(push);
        return { text: o.text, key: GK_OUTPUT, calls, names, args, captured: o.captured };
    }
    // VoltAgent: a generation records its output only for a title (voltagent.ts reads the agent's)
    if (r.conv === "voltagent")
        return { text: voltagentText(r), key: "output", calls, names, args, captured: true };
    // OpenInference flattened messages / OpenLLMetry indexed completions.
    const texts = [];
    let firstKey;
    let captured = false;
    let unnamedCalls = false;
    for (const k of a.keys()) {
        if (k.startsWith("llm.output_messages.") || k.startsWith("gen_ai.completion.")) {
            captured = true;
            if (k.endsWith(".message.content") || k.endsWith(".message_content.text") || /^gen_ai\.completion\.[0-9]+\.content$/.test(k)) {
                const t = a.str(k);
                if (t !== undefined) {
                    texts.push(t);
                    firstKey ??= k;
                }
            }
            else if (k.endsWith(".tool_call.id") || /^gen_ai\.completion\.[0-9]+\.tool_calls\.[0-9]+\.id$/.test(k)) {
                const id = a.str(k);
                if (id !== undefined) {
                    const stem = k.endsWith(".tool_call.id") ? k.slice(0, -".id".length) + ".function." : k.slice(0, -"id".length);
                    push({ id, name: a.str(stem + "name"), args: a.str(stem + "arguments") });
                }
            }
            else if (k.endsWith(".tool_call.function.name"))
                unnamedCalls = true;
        }
    }
    // LangChain's flattened tool calls carry no id: the serialised AIMessage in output.value has them.
    // A message whose content is a list of blocks (Claude's text and tool_use blocks) is flattened
    // to its role alone: its text and calls are read from the AIMessage too.
    if (calls.length === 0 && (unnamedCalls || (captured && texts.length === 0)))
        lcRequestedCalls(a).forEach(push);
    if (captured && texts.length === 0) {
        const lt = lcAssistantText(a);
        if (lt !== undefined) {
            texts.push(lt);
            firstKey = "output.value";
        }
    }
    if (captured) {
        // An empty content beside tool calls is no text (the calls are the turn's output).
        const text = texts.length > 0 && !(calls.length > 0 && texts.every((t) => t === "")) ? texts.join("") : undefined;
        return { text, key: firstKey ?? "llm.output_messages", calls, names, args, captured };
    }
    if (a.has("output.value")) {
        const mime = a.str("output.mime_type");
        const t = a.str("output.value");
        if (t !== undefined && mime !== "application/json")
            return { text: t, key: "output.value", calls, names, args, captured: true };
    }
    // Content recorded as log records joined to the span, or as its span events (events.ts).
    const lo = r.logs ? contentEvents(r.logs) : undefined;
    if (lo) {
        lo.calls.forEach(push);
        return { text: lo.text, key: undefined, calls, names, args, ptr: lo.ptr, captured: true };
    }
    return { text: undefined, key: undefined, calls, names, args, captured: false };
}
/** A model call's output from its events: the log records' GenAI shapes (logs.ts), else the event
 * shapes events.ts reads (Strands' span events, or the same as log records). */
function contentEvents(recs) {
    const lo = logOutput(recs);
    if (lo !== undefined && (lo.text !== undefined || lo.calls.length > 0))
        return lo;
    return eventOutput(recs) ?? lo;
}
function modelStep(r, b, idx) {
    const fields = [];
    const step = { step_id: r.spanHex, type: "model_response" };
    if (r.spanHex !== "")
        fields.push("step_id", "@/spanId");
    const out = modelOutput(r);
    const built = { step, rec: r, idx, fields };
    let textNotCaptured = false;
    const textPtr = out.ptr ?? (out.key ? r.attrs.ptr(out.key) : "@");
    if (out.text !== undefined) {
        step.text = out.text;
        fields.push("text", textPtr);
    }
    else if (!out.captured) {
        textNotCaptured = true;
        b.note(r.p, r.eventsOnSpan
            ? "output_not_captured: neither the model span's attributes nor its events record output messages (content capture off?); text left unset"
            : r.logsInFile
                ? "output_not_captured: neither the model span nor a log record joined to it records output messages (content capture off?); text left unset"
                : "output_not_captured: the model span records no output messages; text left unset. Content capture may be off, or the instrumentation records content as log records, which this file does not hold (export the logs too: docs/collect.md)");
    }
    else if (out.calls.length > 0) {
        built.toolOnly = true;
    }
    else {
        step.text = "";
        fields.push("text", textPtr);
    }
    if (out.calls.length > 0) {
        built.requested = out.calls;
        built.requestedNames = out.names;
        built.requestedArgs = out.args;
        built.outputPtr = textPtr;
    }
    const u = r.conv === "genkit" ? genkitUsage(r) : r.conv === "voltagent" ? voltagentUsage(r) : steps_usage(r, (p, n) => b.note(abs(p, r.p), n));
    if (u.input !== undefined || u.output !== undefined)
        built.tokens = u;
    const costKey = r.attrs.first(COST_KEYS);
    let cost = costKey ? r.attrs.num(costKey) : undefined;
    let costPtr = costKey ? r.attrs.ptr(costKey) : undefined;
    if (cost === undefined && r.attrs.has("llm.cost.prompt") && r.attrs.has("llm.cost.completion")) {
        const cp = r.attrs.num("llm.cost.prompt");
        const cc = r.attrs.num("llm.cost.completion");
        if (cp !== undefined && cc !== undefined) {
            cost = Number((cp + cc).toPrecision(12));
            costPtr = r.attrs.ptr("llm.cost.prompt");
        }
    }
    if (cost !== undefined && cost >= 0) {
        step.cost_usd = cost;
        fields.push("cost_usd", costPtr);
    }
    const meta = { span_id: r.spanHex, span_name: (0,common/* getStr */.UY)(r.span, "name") ?? "" };
    const modelKey = r.attrs.first(MODEL_KEYS);
    const model = modelKey ? r.attrs.str(modelKey) : undefined;
    if (model !== undefined)
        meta.model = model;
    step.metadata = meta;
    if (textNotCaptured)
        (0,common/* markNotCaptured */.N3)(step, "text");
    steps_common(r, step, fields);
    return built;
}
/** A Genkit model call's tokens: the GenerateResponse's usage (genkit.ts). */
function genkitUsage(r) {
    const o = genkitModelOutput(r.attrs, r.spanHex);
    const at = r.attrs.ptr(GK_OUTPUT);
    const u = {};
    if (o.input !== undefined)
        Object.assign(u, { input: o.input, inputPtr: at });
    if (o.output !== undefined)
        Object.assign(u, { output: o.output, outputPtr: at });
    return u;
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/order.js
// The order of a trace's steps: each tool step right after the model call that requested it, in
// the order of that call's request list, as the same conversation reads as a transcript. Span
// start and end times only order the model calls (one after the other in an agent loop) and the
// tool spans no model call requested: they are not precise enough for the rest (millisecond
// clocks make a tool span start in the same tick as the next model call; parallel tools start
// together and end in any order). Tool spans placed by time are grouped by what the clock can
// prove (byClock below).






const MAX_ARGS_KEY = 8192;
/** Requests of a tool name looked at for the same arguments, past the first free one. */
const MAX_SCAN = 64;
/** Canonical JSON of arguments (an object or a JSON string), bounded; undefined when unusable. */
function argsKey(v) {
    let x = v;
    if (typeof x === "string") {
        try {
            x = JSON.parse(x);
        }
        catch {
            return undefined;
        }
    }
    if (!(0,common/* isObj */.sA)(x))
        return undefined;
    try {
        return (0,canonical/* canonicalPrefix */.l4)(x, MAX_ARGS_KEY);
    }
    catch {
        return undefined; // nested too deep: no key, matched by name alone
    }
}
/** a starts no later than b (a missing start time never rules a match out). */
function startsNoLater(a, b) {
    const x = a.rec.start;
    const y = b.rec.start;
    return x === undefined || y === undefined || cmpDigits(x, y) <= 0;
}
function reach(x) {
    const r = x.rec;
    const p = Math.max(precisionNs(r.start), precisionNs(r.end));
    return { num: (r.end !== undefined ? r.endNum : r.startNum) + p, base: r.end ?? r.start ?? "0", p };
}
const digitsOf = (r) => (r.exact ??= (BigInt(r.base) + BigInt(r.p)).toString());
/** Doubles of nanosecond timestamps are off by at most a few hundred ns: beyond this margin their
 * comparison is exact, within it the digits decide. */
const MARGIN_NS = 4096;
/** x started at or after `until`. */
function startsFrom(x, until) {
    const d = x.rec.startNum - until.num;
    if (d > MARGIN_NS)
        return true;
    if (d < -MARGIN_NS)
        return false;
    return cmpDigits(x.rec.start ?? "0", digitsOf(until)) >= 0;
}
/** a reaches later than b. */
function later(a, b) {
    const d = a.num - b.num;
    return d > MARGIN_NS || (d >= -MARGIN_NS && cmpDigits(digitsOf(a), digitsOf(b)) > 0);
}
const spanName = (x) => (typeof x.rec.span.name === "string" ? x.rec.span.name : "");
/** Between spans the clock cannot order: by span name, a failed call before a successful one of
 * the same name (a retry, never a call made again after it succeeded: the clock proves neither),
 * then by recorded content. */
function cmpUntimed(x, y) {
    const nx = spanName(x);
    const ny = spanName(y);
    if (nx !== ny)
        return nx < ny ? -1 : 1;
    const ex = x.step.status === "error" ? 0 : 1;
    const ey = y.step.status === "error" ? 0 : 1;
    return ex - ey || cmpContent(x.rec, y.rec);
}
/**
 * Tool steps placed by time (in start order) in an order two runs of the same behaviour share.
 * The OpenTelemetry JS SDK records a span's start to the millisecond (`Date.now()`) and its end as
 * that start plus the measured duration: two calls run one after the other within a millisecond
 * start in the same millisecond in one run and 1 ms apart in the next, and their recorded ends say
 * nothing of which ran first. So the steps form groups: a step joins the group before it unless it
 * started after every step of the group had certainly ended (end plus the clock's precision, read
 * from the timestamps' trailing zeros: 1 ms for whole milliseconds). Groups keep their time order;
 * within a group of several (calls the clock cannot order, or overlapping calls) the order is by
 * span name and content (cmpUntimed), noted `tool_order_by_content`. A group holding a span and
 * its child span keeps the start order, a parent before its children on a tie.
 */
/** Ancestors counted for a parent-before-child tie (hostile chains stay linear). */
const MAX_DEPTH = 64;
function byClock(list, b) {
    if (list.length < 2)
        return list;
    const out = [];
    let group = [];
    let until = { num: 0, base: "0", p: 0 };
    const flush = () => {
        if (group.length > 1) {
            const byId = new Map();
            for (const x of group)
                if (x.rec.spanHex !== "")
                    byId.set(x.rec.spanHex, x);
            if (group.some((x) => byId.has(x.rec.parentHex))) {
                // nested: by start, a parent before its children (the base order among equals)
                const depth = new Map();
                for (const x of group) {
                    let d = 0;
                    for (let p = byId.get(x.rec.parentHex); p !== undefined && d < MAX_DEPTH; p = byId.get(p.rec.parentHex))
                        d++;
                    depth.set(x, d);
                }
                group.sort((x, y) => cmpDigits(x.rec.start ?? "0", y.rec.start ?? "0") || depth.get(x) - depth.get(y));
            }
            else {
                group.sort(cmpUntimed);
                b.note(group[0].rec.p, `tool_order_by_content: ${group.length} tool spans no model call requested ran within the clock's precision of one another or overlapped; ordered by tool name and recorded content, not by start time`);
            }
        }
        for (const x of group)
            out.push(x);
        group = [];
    };
    for (const x of list) {
        if (group.length > 0 && startsFrom(x, until))
            flush();
        const r = reach(x);
        if (group.length === 0 || later(r, until))
            until = r;
        group.push(x);
    }
    flush();
    return out;
}
/**
 * The steps in their final order (`built` is in the spans' base order). Tool steps are matched to
 * the requests of the model calls: by call id, else (OpenInference `traceTool` spans record none)
 * by tool name, preferring a request with the same arguments, among the requests of model calls
 * that started no later than the tool; a step matched by name takes the request's call id. A tool
 * step no model call requested (all of them when none records requests) keeps its place by time:
 * after the last model call that started before it (assemble), among such steps by byClock.
 * Located notes: a call id requested twice or run twice, a tool span no call requested, and a
 * requested call that never ran while others of the same model call did.
 */
function orderSteps(built, b) {
    const models = [];
    const requests = [];
    const byId = new Map();
    const byName = new Map();
    let anyRequest = false;
    for (let k = 0; k < built.length; k++) {
        const x = built[k];
        if (x.step.type !== "model_response")
            continue;
        const list = [];
        const at = abs(x.outputPtr ?? "@", x.rec.p);
        const ids = x.requested ?? [];
        for (let j = 0; j < ids.length; j++) {
            const id = ids[j];
            const req = { model: models.length, j, id, name: x.requestedNames?.[j], args: argsKey(x.requestedArgs?.[j]), claimed: -1, at };
            list.push(req);
            anyRequest = true;
            if (byId.has(id)) {
                b.note(at, `duplicate_call_id: call id '${id}' was already requested by an earlier model call; tool spans match the first request`);
                continue;
            }
            byId.set(id, req);
            if (req.name !== undefined) {
                let same = byName.get(req.name);
                if (!same)
                    byName.set(req.name, (same = []));
                same.push(req);
            }
        }
        models.push(k);
        requests.push(list);
    }
    const matched = new Map();
    const unmatched = [];
    if (!anyRequest) {
        // nothing requested: every tool step is placed by time
        for (let k = 0; k < built.length; k++)
            if (built[k].step.type === "tool_call")
                unmatched.push(k);
    }
    else
        matchRequests(built, b, byId, byName, models, requests, matched, unmatched);
    return assemble(built, b, models, requests, matched, unmatched);
}
/** Tool steps matched to requests (by call id, then by name and arguments), with the notes of
 * orderSteps; the steps no request matches go to `unmatched`. */
function matchRequests(built, b, byId, byName, models, requests, matched, unmatched) {
    // By call id first, so that a name match never takes a request another span ran by id.
    for (let k = 0; k < built.length; k++) {
        const x = built[k];
        if (x.step.type !== "tool_call" || x.callId === undefined)
            continue;
        const req = byId.get(x.callId);
        if (req === undefined)
            continue;
        if (req.claimed >= 0) {
            b.note(x.rec.p, `duplicate_call_id: call id '${x.callId}' is recorded by an earlier tool span too; this one is placed by its start time`);
            continue;
        }
        req.claimed = k;
        matched.set(k, req);
    }
    const firstFree = new Map();
    for (let k = 0; k < built.length; k++) {
        const x = built[k];
        if (x.step.type !== "tool_call" || matched.has(k))
            continue;
        const name = typeof x.step.tool_name === "string" ? x.step.tool_name : undefined;
        let pick;
        // A recorded call id no model call requested (ADK makes its ids after the model output is
        // recorded) matches by name only a request whose output recorded no id (adk.ts).
        const unrecordedOnly = x.callId !== undefined && !byId.has(x.callId);
        if ((x.callId === undefined || unrecordedOnly) && name !== undefined) {
            const args = argsKey(x.step.arguments);
            const same = byName.get(name) ?? [];
            // Claimed requests at the front are skipped for good; past the first free one, at most
            // MAX_SCAN more are looked at for the same arguments (hostile traces stay linear).
            let from = firstFree.get(name) ?? 0;
            while (from < same.length && same[from].claimed >= 0)
                from++;
            firstFree.set(name, from);
            for (let q = from; q < same.length && q - from <= MAX_SCAN; q++) {
                const req = same[q];
                if (req.claimed >= 0 || (unrecordedOnly && !req.id.startsWith(UNRECORDED_ID)))
                    continue;
                if (!startsNoLater(built[models[req.model]], x))
                    break; // requests are in model start order
                if (args !== undefined && req.args === args) {
                    pick = req;
                    break;
                }
                pick ??= req;
            }
        }
        if (pick === undefined) {
            unmatched.push(k);
            const what = x.callId !== undefined ? `call id '${x.callId}'` : `tool '${name ?? "?"}'`;
            b.note(x.rec.p, `call_not_requested: no model call requested this tool span's ${what}; placed by its start time`);
            continue;
        }
        pick.claimed = k;
        matched.set(k, pick);
        x.callId = pick.id;
        // a placeholder id names nothing in the file: the step keeps the id it recorded
        if (!pick.id.startsWith(UNRECORDED_ID)) {
            x.step.step_id = pick.id;
            x.fields.push("step_id", pick.at);
        }
    }
    for (const list of requests) {
        if (!list.some((r) => r.claimed >= 0))
            continue; // none ran: model-only instrumentation (build.ts)
        for (const r of list) {
            if (r.claimed >= 0 || byId.get(r.id) !== r)
                continue;
            b.note(r.at, `requested_call_not_run: the model call requested '${r.name ?? "?"}' (call id '${r.id}'), which no tool span records; no step is made for it`);
        }
    }
}
/** The instant by which a span had certainly started: its start plus its clock's precision. */
function certainStart(x) {
    const s = x.rec.start ?? "0";
    const p = precisionNs(x.rec.start);
    return p === 1 ? s : (BigInt(s) + BigInt(p)).toString();
}
/** The span may have ended before `instant` (its recorded end is no later than its true end). */
function couldEndBy(x, instant) {
    return x.rec.end === undefined || cmpDigits(x.rec.end, instant) < 0;
}
/** The final order: each model step, the tool steps it requested in its request order, then the
 * tool steps placed by time after it (byClock). */
function assemble(built, b, models, requests, matched, unmatched) {
    // Slots: -1 before the first model call, then one per model call: the last that started no
    // later than the tool step (the model steps are in start order: a binary search), unless the
    // clock cannot tell which started first and the model call cannot have ended before the tool
    // step started. A tool span inside a model span (google-genai's automatic function calling)
    // started after it.
    const certain = models.map((k) => certainStart(built[k]));
    const modelOf = new Map();
    for (let m = 0; m < models.length; m++) {
        const h = built[models[m]].rec.spanHex;
        if (h !== "" && !modelOf.has(h))
            modelOf.set(h, m);
    }
    const slot = (x) => {
        const t = x.rec.start ?? "0";
        let lo = 0;
        let hi = models.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (cmpDigits(built[models[mid]].rec.start ?? "0", t) <= 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        // A model call that may have started after the tool step (the same millisecond) and cannot
        // have ended before it started (it ran for longer) came after it.
        let m = lo - 1;
        const from = certainStart(x);
        for (let guard = 0; m >= 0 && guard < MAX_SCAN && cmpDigits(certain[m], t) > 0 && !couldEndBy(built[models[m]], from); guard++)
            m--;
        return Math.max(m, modelOf.get(x.rec.parentHex) ?? -1);
    };
    const loose = new Map();
    for (const k of unmatched) {
        const s = slot(built[k]);
        let l = loose.get(s);
        if (!l)
            loose.set(s, (l = []));
        l.push(k);
    }
    const rest = []; // steps that are neither model nor tool steps: none today, kept in place
    for (let k = 0; k < built.length; k++) {
        const t = built[k].step.type;
        if (t !== "model_response" && t !== "tool_call")
            rest.push(k);
    }
    const out = [];
    for (const x of byClock((loose.get(-1) ?? []).map((k) => built[k]), b))
        out.push(x);
    for (let m = 0; m < models.length; m++) {
        out.push(built[models[m]]);
        const mine = requests[m].filter((r) => r.claimed >= 0 && matched.get(r.claimed) === r).sort((p, q) => p.j - q.j);
        for (const r of mine)
            out.push(built[r.claimed]);
        for (const x of byClock((loose.get(m) ?? []).map((k) => built[k]), b))
            out.push(x);
    }
    for (const k of rest)
        out.push(built[k]);
    return out;
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/requested.js
// What a model call requested, used where a tool span records less: a tool step whose span gives
// its input only as text (LangChain passes a one-field tool's argument as a bare string, e.g. `A1`)
// takes the arguments of the requested call with its call id; so does an ADK tool span of a tool
// that threw, which records nothing (adk.ts).




function argumentsFromRequests(built, b) {
    const requested = new Map();
    for (const x of built) {
        const ids = x.requested ?? [];
        for (let j = 0; j < ids.length; j++) {
            const a = x.requestedArgs?.[j];
            if (a !== undefined && !requested.has(ids[j]))
                requested.set(ids[j], { args: a, at: abs(x.outputPtr ?? "@", x.rec.p) });
        }
    }
    if (requested.size === 0)
        return;
    for (const x of built) {
        const s = x.step;
        const meta = s.metadata;
        if (s.type !== "tool_call" || s.arguments !== undefined || x.synthesized || !(0,common/* isObj */.sA)(meta))
            continue;
        const bare = isBareToolSpan(x.rec.attrs, (0,common/* getStr */.UY)(x.rec.span, "name") ?? "");
        if (typeof meta.input !== "string" && !bare)
            continue;
        // The step's call id: recorded on its span (LangChain's ToolMessage), else taken from the request.
        const id = x.callId ?? callId(x.rec).id ?? (typeof s.step_id === "string" ? s.step_id : undefined);
        const req = id === undefined ? undefined : requested.get(id);
        if (req === undefined)
            continue;
        const args = (0,common/* decodeArguments */.Tx)(req.args, req.at, b);
        if (args.value === undefined)
            continue;
        s.arguments = args.value;
        // An ADK span that records nothing is still the call's span: findings on its arguments land on
        // it (its name names the tool), not on the model call that requested them.
        x.fields.push("arguments", bare ? "@/name" : req.at);
        // The span's "arguments left unset" note no longer holds: this one replaces it.
        const stale = b.notes.findIndex((n) => (bare ? n.note.startsWith("arguments_not_captured:") && n.pointer === x.rec.p : n.note.startsWith("arguments_unmapped:") && n.pointer.startsWith(`${x.rec.p}/`)));
        if (stale >= 0)
            b.notes.splice(stale, 1);
        if (Array.isArray(meta.not_captured)) {
            meta.not_captured = meta.not_captured.filter((f) => f !== "arguments");
            if (meta.not_captured.length === 0)
                delete meta.not_captured;
        }
        const what = bare ? "records no attributes (ADK annotates a tool span only when the tool returns)" : "records its input as text (kept in metadata.input)";
        b.note(x.rec.p, `arguments_from_request: the tool span ${what}; the arguments are those of the requested call ${bare ? `'${s.tool_name}'` : id}`);
    }
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/adkerrors.js
// ADK tool spans of tools that threw (adk.ts says how ADK records them): the step's failure and
// its text, from the next model call's request.




/**
 * ADK tool spans without attributes are tools that threw (ADK annotates a tool span only when the
 * tool returns). In a trace with ADK model calls each such step is a failure: its error is the
 * `{"error": ...}` response to that tool in the request of the first model call that started after
 * it, when recorded.
 */
function adkFailedTools(steps, recs, b) {
    const models = recs.filter((r) => r.kind === "model" && isAdkModel(r.attrs)).sort(cmpRec);
    if (models.length === 0)
        return;
    const errors = new Map();
    // how many failed spans of each tool took an error of each model call's request so far
    const taken = new Map();
    const failed = steps
        .filter((x) => x.step.type === "tool_call" && x.step.status !== "error" && isBareToolSpan(x.rec.attrs, (0,common/* getStr */.UY)(x.rec.span, "name") ?? ""))
        .sort((x, y) => cmpRec(x.rec, y.rec));
    const perNext = new Map();
    const nextOf = new Map();
    for (const x of failed) {
        // the first model call that started no earlier than the tool (binary search: models in start order)
        let lo = 0;
        let hi = models.length;
        while (lo < hi) {
            const mid = (lo + hi) >> 1;
            if (cmpDigits(models[mid].start ?? "0", x.rec.start ?? "0") >= 0)
                hi = mid;
            else
                lo = mid + 1;
        }
        const next = models[lo];
        nextOf.set(x, next);
        const tool = typeof x.step.tool_name === "string" ? x.step.tool_name : "";
        if (next === undefined)
            continue;
        let n = perNext.get(next);
        if (!n)
            perNext.set(next, (n = new Map()));
        n.set(tool, (n.get(tool) ?? 0) + 1);
    }
    for (const x of failed) {
        const tool = typeof x.step.tool_name === "string" ? x.step.tool_name : undefined;
        const next = nextOf.get(x);
        let byTool = next ? errors.get(next) : undefined;
        if (next && byTool === undefined)
            errors.set(next, (byTool = errorResponses(next.attrs)));
        // The k-th failed span of a tool before a model call takes the k-th of the last errors of that
        // tool in its request (the responses to that turn's calls, in call order): its own text.
        let err;
        if (next && tool !== undefined) {
            const list = byTool?.get(tool) ?? [];
            const count = perNext.get(next)?.get(tool) ?? 1;
            let t = taken.get(next);
            if (!t)
                taken.set(next, (t = new Map()));
            const k = t.get(tool) ?? 0;
            t.set(tool, k + 1);
            err = list.length >= count ? list[list.length - count + k] : undefined;
        }
        const at = next && err !== undefined ? abs(next.attrs.ptr(ADK_REQUEST), next.p) : "@/name";
        x.step.status = "error";
        x.step.error = err ?? "the tool raised an error (ADK records no attributes or status for it)";
        x.fields.push("status", at, "error", at);
        b.note(x.rec.p, `tool_failed_unrecorded: ADK annotates a tool span only when the tool returns; this one has no attributes, so the tool raised an error${err !== undefined ? " (its text is the error response sent to the next model call)" : ""}`);
    }
}
/** The `{"error": ...}` function responses to each tool in an ADK model call's request, in order. */
function errorResponses(a) {
    const out = new Map();
    const r = jsonAttr(a, ADK_REQUEST);
    const contents = (0,common/* isObj */.sA)(r) ? (0,common/* get */.Jt)(r, "contents") : undefined;
    if (!Array.isArray(contents))
        return out;
    for (const c of contents) {
        const parts = (0,common/* isObj */.sA)(c) ? (0,common/* get */.Jt)(c, "parts") : undefined;
        if (!Array.isArray(parts))
            continue;
        for (const p of parts) {
            const fr = (0,common/* isObj */.sA)(p) ? (0,common/* get */.Jt)(p, "functionResponse") : undefined;
            const name = (0,common/* isObj */.sA)(fr) ? (0,common/* getStr */.UY)(fr, "name") : undefined;
            const resp = (0,common/* isObj */.sA)(fr) ? (0,common/* get */.Jt)(fr, "response") : undefined;
            const e = (0,common/* isObj */.sA)(resp) ? (0,common/* get */.Jt)(resp, "error") : undefined;
            if (name === undefined || typeof e !== "string" || e === "")
                continue;
            let l = out.get(name);
            if (!l)
                out.set(name, (l = []));
            l.push(e);
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/handoff.js
// The OpenAI Agents SDK's handoffs through OpenInference: the model calls the handoff's tool (the
// SDK names it `transfer_to_<agent>`, the agent's name with every character but letters and digits
// made `_`), and the SDK records the handoff as a span of its own, which OpenInference makes a TOOL
// span named `handoff to <agent>` with `tool.name = handoff_to_<agent>`, `input.value =
// {"from_agent": …}` and `output.value = {"to_agent": …}`. The two are one call: the handoff's
// span is the step of the requested `transfer_to_…` call (its name and arguments), and the step's
// metadata.handoff names both agents.




const HANDOFF_PREFIX = "handoff_to_";
const TRANSFER_PREFIX = "transfer_to_";
/** Longest agent name read (names copied from input are bounded). */
const MAX_NAME = 256;
const agentField = (v, key) => {
    const s = (0,common/* isObj */.sA)(v) ? (0,common/* get */.Jt)(v, key) : undefined;
    return typeof s === "string" && s !== "" && s.length <= MAX_NAME ? s : undefined;
};
/** The agents of an OpenInference handoff span (from may be unrecorded); undefined for any other span. */
function oaHandoff(r) {
    if (r.conv !== "openinference" || r.kind !== "tool")
        return undefined;
    const name = r.attrs.str("tool.name");
    if (name === undefined || !name.startsWith(HANDOFF_PREFIX))
        return undefined;
    const to = agentField(jsonAttr(r.attrs, "output.value"), "to_agent");
    if (to === undefined || name !== HANDOFF_PREFIX + to)
        return undefined;
    const from = agentField(jsonAttr(r.attrs, "input.value"), "from_agent");
    return from === undefined ? { to } : { from, to };
}
/** The SDK's default tool name of a handoff to `agent`. */
const transferName = (agent) => TRANSFER_PREFIX + agent.replace(/[^a-zA-Z0-9]/g, "_");
/** Each handoff span's step takes the name and arguments of the `transfer_to_…` call the model
 * requested: the SDK's default name for the target agent, else the only handoff call requested
 * under the same parent span (a handoff given a name of its own). Runs before orderSteps,
 * which then matches the step to that request. */
function oaHandoffs(built, b) {
    let reqs;
    for (const x of built) {
        if (x.step.type !== "tool_call")
            continue;
        const h = oaHandoff(x.rec);
        if (h === undefined)
            continue;
        reqs ??= requests(built);
        let pick = firstFree(reqs.byName.get(transferName(h.to)));
        if (pick === undefined) {
            // the one free handoff call of the model calls under the same parent span
            const near = reqs.byParent.get(x.rec.parentHex);
            if (near !== undefined && near.length === 1 && !near[0].taken)
                pick = near[0];
        }
        const meta = (0,common/* isObj */.sA)(x.step.metadata) ? x.step.metadata : (x.step.metadata = {});
        meta.handoff = h.from === undefined ? { to_agent: h.to } : { from_agent: h.from, to_agent: h.to };
        if (pick === undefined)
            continue;
        pick.taken = true;
        const recorded = x.step.tool_name;
        x.step.tool_name = pick.name;
        x.fields.push("tool_name", pick.at);
        // the model's arguments (the span's input names the agent handing off: metadata.handoff)
        const args = pick.args === undefined ? undefined : (0,common/* decodeArguments */.Tx)(pick.args, pick.at, b).value;
        if (args !== undefined) {
            x.step.arguments = args;
            x.fields.push("arguments", pick.at);
        }
        b.note(x.rec.p, `handoff_read: the handoff span '${String(recorded)}' is the model's call '${pick.name}' (${h.from === undefined ? "" : `from '${h.from}' `}to '${h.to}': metadata.handoff); one step`);
    }
}
/** The first request of a list not yet taken; taken ones at the front are dropped for good. */
function firstFree(list) {
    while (list !== undefined && list.length > 0 && list[0].taken)
        list.shift();
    return list?.[0];
}
/** The requested handoff calls (`transfer_to_…`), by name and by the requesting span's parent. */
function requests(built) {
    const byName = new Map();
    const byParent = new Map();
    const push = (m, k, q) => {
        const l = m.get(k);
        if (l)
            l.push(q);
        else
            m.set(k, [q]);
    };
    for (const x of built) {
        const names = x.requestedNames ?? [];
        for (let j = 0; j < names.length; j++) {
            const name = names[j];
            if (name === undefined || !name.startsWith(TRANSFER_PREFIX))
                continue;
            const q = { name, args: x.requestedArgs?.[j], at: abs(x.outputPtr ?? "@", x.rec.p), parentHex: x.rec.parentHex, taken: false };
            push(byName, name, q);
            push(byParent, x.rec.parentHex, q);
        }
    }
    return { byName, byParent };
}

// EXTERNAL MODULE: ./lib/trace/evaluations.js
var evaluations = __webpack_require__(31650);
// EXTERNAL MODULE: ./lib/json/locate.js
var locate = __webpack_require__(14594);
;// CONCATENATED MODULE: ./lib/adapters/otlp/evaluations.js
// Evaluation results in OTLP (docs/evaluations.md): the GenAI semantic conventions'
// `gen_ai.evaluation.result` event, as a span event or as a log record, with the attributes
// gen_ai.evaluation.name, gen_ai.evaluation.score.value, gen_ai.evaluation.score.label and
// gen_ai.evaluation.explanation. A span event judges its span; a log record judges the span its
// span id names. Each result goes onto the step of the span it judges (a span merged into another
// goes with it), or onto the trace when that span has no step (an agent or workflow span judges the
// run). Values are copied as recorded: the trace parser refuses what is malformed (a score that is
// no number, no name), located at the attribute through the pointer map. A record that names no
// span of the file is an adapter note at the record, never dropped silently.





const EVALUATION_EVENT = "gen_ai.evaluation.result";
const NAME = "gen_ai.evaluation.name";
const SCORE = "gen_ai.evaluation.score.value";
const evaluations_LABEL = "gen_ai.evaluation.score.label";
const EXPLANATION = "gen_ai.evaluation.explanation";
/** Most results read from one span (its events and log records together). */
const MAX_PER_SPAN = 1000;
/** A score as recorded: a double, an int (its JSON string form too), or whatever else for the parser to refuse. */
function scoreOf(a) {
    const r = a.raw(SCORE);
    if (!(0,common/* isObj */.sA)(r))
        return r;
    if (Object.hasOwn(r, "doubleValue"))
        return r.doubleValue;
    if (Object.hasOwn(r, "intValue")) {
        const v = r.intValue;
        return typeof v === "string" && /^-?[0-9]{1,15}$/.test(v) ? Number(v) : v;
    }
    return a.value(SCORE);
}
function resultOf(a, base, note) {
    const item = {};
    const fields = new Map();
    const name = a.value(NAME);
    if (name !== undefined) {
        item.name = name;
        fields.set("name", a.ptr(NAME));
    }
    if (a.has(SCORE)) {
        item.score = scoreOf(a);
        fields.set("score", a.ptr(SCORE));
    }
    const label = a.value(evaluations_LABEL);
    if (label !== undefined) {
        item.label = label;
        fields.set("label", a.ptr(evaluations_LABEL));
    }
    const why = a.value(EXPLANATION);
    if (why !== undefined) {
        // a judge's explanation is a paragraph; a longer one is cut here (the parser refuses more)
        item.explanation = typeof why === "string" && why.length > evaluations/* MAX_EVALUATION_EXPLANATION */.Ir ? why.slice(0, evaluations/* MAX_EVALUATION_EXPLANATION */.Ir - 1) + "…" : why;
        if (item.explanation !== why)
            note(a.ptr(EXPLANATION), `evaluation_explanation_cut: the explanation of ${JSON.stringify(String(name).slice(0, 80))} is ${why.length} characters; its first ${evaluations/* MAX_EVALUATION_EXPLANATION */.Ir} are kept`);
        fields.set("explanation", a.ptr(EXPLANATION));
    }
    return { item, origin: { base, fields } };
}
/**
 * The results recorded on span `r`: its events, then its log records. Both are `r.logs` (index.ts
 * `withLogs` puts the span's own `gen_ai.*` events first, pointers `<span>/events/<i>`).
 */
function spanResults(r, note) {
    const out = [];
    for (const l of r.logs ?? []) {
        if (out.length >= MAX_PER_SPAN)
            break;
        if (l.event === EVALUATION_EVENT)
            out.push(resultOf(l.attrs, l.p, note));
    }
    return out;
}
/**
 * Read the trace's results onto its steps (`built` in final order, `keep` the steps added, `rep`
 * the span a merged span went into). Call after the steps are added; `note` records adapter notes.
 */
function placeEvaluations(recs, built, keep, rep, note) {
    const placed = { steps: new Map(), trace: [] };
    let any = false;
    for (const r of recs) {
        if (r.logs?.some((l) => l.event === EVALUATION_EVENT)) {
            any = true;
            break;
        }
    }
    if (!any)
        return placed;
    const stepOfSpan = new Map();
    let k = 0;
    for (let b = 0; b < built.length; b++) {
        if (!keep[b])
            continue;
        if (!stepOfSpan.has(built[b].idx))
            stepOfSpan.set(built[b].idx, k);
        k++;
    }
    for (let i = 0; i < recs.length; i++) {
        const found = spanResults(recs[i], note);
        if (found.length === 0)
            continue;
        const step = stepOfSpan.get(rep(i));
        if (step === undefined) {
            placed.trace.push(...found);
            note(recs[i].p, `evaluation_on_trace: ${found.length} ${EVALUATION_EVENT} result(s) judge span '${((0,common/* getStr */.UY)(recs[i].span, "name") ?? "").slice(0, 80)}', which has no step: read as judging the trace`);
            continue;
        }
        const l = placed.steps.get(step) ?? [];
        l.push(...found);
        placed.steps.set(step, l);
    }
    return placed;
}
/**
 * Put the placed results on the adapted trace (`evaluations` on its steps and on the trace), and
 * map their pointers to the records and attributes they came from.
 */
function withEvaluations(adapted, placed) {
    if (placed.steps.size === 0 && placed.trace.length === 0)
        return adapted;
    const steps = adapted.trace.steps;
    for (const [k, found] of placed.steps)
        if (steps[k])
            steps[k].evaluations = found.map((f) => f.item);
    if (placed.trace.length > 0)
        adapted.trace.evaluations = placed.trace.map((f) => f.item);
    const inner = adapted.mapPointer;
    const originOf = (toks) => {
        if (toks[0] === "evaluations" && toks.length >= 2) {
            const f = placed.trace[Number(toks[1])];
            return f ? [f.origin, toks.slice(2)] : undefined;
        }
        if (toks[0] === "steps" && toks[2] === "evaluations" && toks.length >= 4) {
            const f = placed.steps.get(Number(toks[1]))?.[Number(toks[3])];
            return f ? [f.origin, toks.slice(4)] : undefined;
        }
        return undefined;
    };
    return {
        ...adapted,
        mapPointer: (p) => {
            const hit = p.includes("/evaluations") ? originOf((0,locate/* parsePointer */.vp)(p)) : undefined;
            if (!hit)
                return inner(p);
            const [o, rest] = hit;
            return (rest[0] !== undefined ? o.fields.get(rest[0]) : undefined) ?? o.base;
        },
    };
}
/**
 * Log records of the evaluation event that judge no span of the file (no span id, or one no span
 * has): an adapter note at the record on the trace it names (else the file's first trace).
 */
function noteStrayEvaluations(parts, traces, out) {
    if (out.length === 0)
        return;
    let spans;
    const hexes = [...traces.keys()];
    for (const [doc, pre] of parts) {
        const rl = (0,common/* get */.Jt)(doc, "resourceLogs");
        if (!Array.isArray(rl))
            continue;
        rl.forEach((res, r) => {
            const scopes = (0,common/* isObj */.sA)(res) ? (0,common/* get */.Jt)(res, "scopeLogs") : undefined;
            if (!Array.isArray(scopes))
                return;
            scopes.forEach((sc, s) => {
                const recs = (0,common/* isObj */.sA)(sc) ? (0,common/* get */.Jt)(sc, "logRecords") : undefined;
                if (!Array.isArray(recs))
                    return;
                recs.forEach((rec, k) => {
                    if (!(0,common/* isObj */.sA)(rec))
                        return;
                    const list = (0,common/* get */.Jt)(rec, "attributes");
                    const attrs = new Attrs(Array.isArray(list) ? list : []);
                    if (((0,common/* getStr */.UY)(rec, "eventName") || attrs.str("event.name")) !== EVALUATION_EVENT)
                        return;
                    const trace = normaliseId((0,common/* get */.Jt)(rec, "traceId"), 16) ?? "";
                    const span = normaliseId((0,common/* get */.Jt)(rec, "spanId"), 8) ?? "";
                    spans ??= new Set([...traces].flatMap(([hex, ls]) => ls.map((l) => `${hex}/${normaliseId((0,common/* get */.Jt)(l.span, "spanId"), 8) ?? ""}`)));
                    if (trace !== "" && span !== "" && spans.has(`${trace}/${span}`))
                        return;
                    const t = out[Math.max(0, hexes.indexOf(trace))] ?? out[0];
                    const name = JSON.stringify(String(attrs.value(NAME) ?? "(no name)").slice(0, 80));
                    const why = span === "" ? "has no span id" : trace !== "" && traces.has(trace) ? `names span ${span}, which is no span of its trace` : `names span ${span} of trace ${trace === "" ? "(none)" : trace}, which is not in the file`;
                    const notes = t.trace.metadata.adapter.notes;
                    notes.push({ pointer: `${pre}/resourceLogs/${r}/scopeLogs/${s}/logRecords/${k}`, note: `evaluation_unattached: the ${EVALUATION_EVENT} record ${name} ${why}: it judges nothing here and is not read` });
                });
            });
        });
    }
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/voltagentloop.js
// VoltAgent's model loops (voltagent.ts says how VoltAgent records them): the final response of
// each loop, its text and tokens from the agent span, placed after the loop's tool steps.





/** Ancestors walked (hostile parent chains stay linear). */
const voltagentloop_MAX_DEPTH = 256;
/**
 * VoltAgent's model loops (above), before the steps are ordered: text, tokens and latency of each
 * loop's step. `parent` is the trace's parent index. Returns the loop steps, for `voltagentOrder`.
 */
function voltagentLoops(built, recs, parent, b) {
    const loops = new Set();
    const agentOf = (i) => {
        for (let p = parent[i], d = 0; p >= 0 && d < voltagentloop_MAX_DEPTH; p = parent[p], d++)
            if (recs[p].kind === "agent" && recs[p].conv === "voltagent")
                return p;
        return -1;
    };
    const models = built.filter((x) => x.step.type === "model_response" && x.rec.conv === "voltagent");
    if (models.length === 0)
        return loops;
    const byAgent = new Map();
    for (const x of models) {
        const a = agentOf(x.idx);
        let l = byAgent.get(a);
        if (!l)
            byAgent.set(a, (l = []));
        l.push(x);
    }
    // the loops: generations during which a tool of the same agent started (VoltAgent parents the
    // tool spans to the agent's span, beside the generation's)
    const toolStarts = new Map();
    for (const t of built) {
        if (t.step.type !== "tool_call" || t.rec.conv !== "voltagent" || t.rec.start === undefined)
            continue;
        const a = agentOf(t.idx);
        let l = toolStarts.get(a);
        if (!l)
            toolStarts.set(a, (l = []));
        l.push(t.rec.start);
    }
    for (const l of toolStarts.values())
        l.sort(cmpDigits);
    const ranTools = (x, a) => {
        const l = toolStarts.get(a);
        const { start, end } = x.rec;
        if (!l || start === undefined || end === undefined)
            return false;
        let lo = 0;
        let hi = l.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (cmpDigits(l[mid], start) < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return lo < l.length && cmpDigits(l[lo], end) <= 0;
    };
    for (const [a, list] of byAgent) {
        const agent = a >= 0 ? recs[a] : undefined;
        // the agent's final output is its last generation's
        const last = list.reduce((m, x) => (cmpEnd(x.rec, m.rec) > 0 ? x : m));
        for (const x of list) {
            const loop = ranTools(x, a);
            if (loop)
                loops.add(x);
            if (voltagentText(x.rec) === undefined)
                fillText(x, x === last ? agent : undefined, b);
            if (!loop)
                continue;
            if (x.step.latency_ms !== undefined)
                delete x.step.latency_ms;
            const totals = agent !== undefined && list.length === 1 ? tokensOf(agent, VA_PROMPT, VA_COMPLETION, true) : undefined;
            if (totals !== undefined)
                x.tokens = totals;
            b.note(x.rec.p, `model_loop_read: VoltAgent records the model's tool loop as one span, without the model's turns or requested calls; one model_response for its final response after the loop's tool steps${totals !== undefined ? ", its tokens the agent span's totals" : ", its tokens the last model call's (llm.usage.*)"}, no latency (the span's duration holds its tools')`);
        }
    }
    return loops;
}
/** By end time (exact digits), then start, then content: never the file position (the same spans
 * re-batched keep their order). */
function cmpEnd(x, y) {
    return cmpDigits(x.end ?? "0", y.end ?? "0") || cmpDigits(x.start ?? "0", y.start ?? "0") || cmpContent(x, y);
}
/** A generation's text: the agent span's `output` when it is the agent's last generation. */
function fillText(x, agent, b) {
    const out = agent?.attrs.str(VA_OUTPUT);
    if (agent !== undefined && out !== undefined) {
        x.step.text = out;
        x.fields.push("text", abs(agent.attrs.ptr(VA_OUTPUT), agent.p));
        return;
    }
    delete x.step.text;
    (0,common/* markNotCaptured */.N3)(x.step, "text");
    b.note(x.rec.p, "output_not_captured: VoltAgent records a generation's output only on its agent span ('output'), for the agent's last generation; text left unset");
}
/** Each loop's step after the tool steps that started during it (`ordered`: the final order, in
 * which those follow it: order.ts places a tool no model call requested after the last model call
 * that started before it). */
function voltagentOrder(ordered, loops) {
    if (loops.size === 0)
        return ordered;
    const out = [...ordered];
    for (let k = out.length - 1; k >= 0; k--) {
        const loop = out[k];
        if (!loops.has(loop))
            continue;
        let to = k;
        while (to + 1 < out.length && during(out[to + 1], loop))
            to++;
        if (to === k)
            continue;
        out.splice(k, 1);
        out.splice(to, 0, loop);
    }
    return out;
}
/** x is a VoltAgent tool step that started while `loop` ran. */
function during(x, loop) {
    const s = x.rec.start;
    const { start, end } = loop.rec;
    return x.step.type === "tool_call" && x.rec.conv === "voltagent" && s !== undefined && start !== undefined && end !== undefined && cmpDigits(s, start) >= 0 && cmpDigits(s, end) <= 0;
}
/** The agent name VoltAgent records on its spans (`entity.name` of an agent entity). */
function voltagentAgentName(r) {
    if (r.conv !== "voltagent" || r.attrs.str("entity.type") !== "agent")
        return undefined;
    const n = r.attrs.str("entity.name");
    return n !== undefined && n !== "" ? [n, abs(r.attrs.ptr("entity.name"), r.p)] : undefined;
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/agents.js
// The agent of each step of a multi-agent run (docs/multi-agent.md): the step's canonical `agent`.
// Read from, in this order: the step span's own `gen_ai.agent.name` (or `agent.name`); the agent
// the OpenAI Agents SDK hands off from (metadata.handoff.from_agent, handoff.ts); LangGraph's
// subgraph (metadata.agent, langchain.ts `lgSubgraph`) or LangChain's `lc_agent_name`; else the
// nearest enclosing agent span (GenAI `invoke_agent <name>` with its `gen_ai.agent.name`, an
// OpenInference AGENT span by its name). Only a run whose steps name two agents or more gets the
// field: a one-agent run names its agent in agent_name already, and its trace stays as it was.






/** Longest agent name kept (the canonical bound, src/trace/parse.ts MAX_AGENT_CHARS). */
const MAX_AGENT = 256;
const usable = (s) => {
    const t = s?.trim();
    return t === undefined || t === "" || t.length > MAX_AGENT ? undefined : t;
};
/** The name an agent span gives its agent: its `gen_ai.agent.name`, else its own name (without `invoke_agent`). */
function agentSpanName(r) {
    const k = r.attrs.first(AGENT_NAME_KEYS);
    const v = k === undefined ? undefined : usable(r.attrs.str(k));
    if (v !== undefined)
        return [v, abs(r.attrs.ptr(k), r.p)];
    let name = ((0,common/* getStr */.UY)(r.span, "name") ?? "").trim();
    if (name.startsWith("invoke_agent"))
        name = name.slice("invoke_agent".length).trim();
    if (name === ANT_RUNNER_SPAN)
        return undefined; // names the SDK's operation (anthropic.ts)
    const n = usable(name);
    return n === undefined ? undefined : [n, `${r.p}/name`];
}
/** The agent named on the step or its own span, when either names one. */
function ownAgent(x) {
    const a = x.rec.attrs;
    const k = a.first(AGENT_NAME_KEYS);
    const v = k === undefined ? undefined : usable(a.str(k));
    if (v !== undefined)
        return [v, abs(a.ptr(k), x.rec.p)];
    const meta = x.step.metadata;
    if ((0,common/* isObj */.sA)(meta)) {
        const h = (0,common/* get */.Jt)(meta, "handoff");
        const from = (0,common/* isObj */.sA)(h) ? usable((0,common/* getStr */.UY)(h, "from_agent")) : undefined;
        if (from !== undefined)
            return [from, abs(a.ptr("input.value"), x.rec.p)];
        const lg = typeof meta.agent === "string" ? usable(meta.agent) : undefined;
        if (lg !== undefined)
            return [lg, abs(a.ptr("metadata"), x.rec.p)];
    }
    const lc = usable(lcAgentName(a));
    return lc === undefined ? undefined : [lc, abs(a.ptr("metadata"), x.rec.p)];
}
/** The nearest agent span above span `i` that names an agent (memoised per span; iterative). */
function enclosing(i, recs, parent, memo) {
    const path = [];
    let found = null;
    for (let p = parent[i], guard = 0; p >= 0 && guard < recs.length; p = parent[p], guard++) {
        const m = memo.get(p);
        if (m !== undefined) {
            found = m;
            break;
        }
        path.push(p);
        const r = recs[p];
        const n = r.kind === "agent" ? agentSpanName(r) : undefined;
        if (n !== undefined) {
            found = n;
            break;
        }
    }
    for (const p of path)
        memo.set(p, found);
    return found ?? undefined;
}
/**
 * Put `agent` on each step of a multi-agent run (two agents or more named among the kept steps),
 * with the field's pointer. The steps of a one-agent run are left as they are.
 */
function assignAgents(built, keep, recs, parent) {
    const memo = new Map();
    const found = built.map((x, k) => (keep[k] ? (ownAgent(x) ?? enclosing(x.idx, recs, parent, memo)) : undefined));
    const names = new Set();
    for (const f of found)
        if (f !== undefined)
            names.add(f[0]);
    if (names.size < 2)
        return;
    for (let k = 0; k < built.length; k++) {
        const f = found[k];
        if (f === undefined)
            continue;
        const x = built[k];
        x.step.agent = f[0];
        x.fields.push("agent", f[1]);
    }
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/build.js
// One canonical trace from the spans of one traceId: the span tree, folded model calls,
// synthesized tool calls, usage totals and the trace's identity.



















/** For each span, the nearest strict ancestor satisfying `pred` (-1 if none). Linear, iterative. */
function nearestAncestor(parent, pred) {
    const n = parent.length;
    const res = new Int32Array(n).fill(-2);
    const mark = new Int32Array(n).fill(-1);
    const path = [];
    for (let i = 0; i < n; i++) {
        if (res[i] !== -2)
            continue;
        path.length = 0;
        let cur = i;
        // Walk up until a resolved node, a root, or a cycle.
        for (;;) {
            path.push(cur);
            mark[cur] = i;
            const p = parent[cur];
            if (p < 0 || res[p] !== -2 || mark[p] === i)
                break;
            cur = p;
        }
        for (let x = path.length - 1; x >= 0; x--) {
            const node = path[x];
            const p = parent[node];
            // p unresolved only for the last node of a parent cycle: treat the cycle as a root.
            res[node] = p < 0 || res[p] === -2 ? -1 : pred(p) ? p : res[p];
        }
    }
    return res;
}
/** Some model span has a model span among its ancestors. */
function nestedModel(recs, parent) {
    for (let i = 0; i < recs.length; i++) {
        if (recs[i].kind !== "model")
            continue;
        for (let p = parent[i], guard = 0; p >= 0 && guard < recs.length; p = parent[p], guard++)
            if (recs[p].kind === "model")
                return true;
    }
    return false;
}
function buildTrace(hex, recs, fileName, wrapper, traceCount, stableId) {
    const b = new common/* TraceBuilder */.r7("otlp");
    for (const r of recs) {
        if (r.imprecise)
            b.note(r.p, "timestamp_imprecise: nanosecond timestamps written as JSON numbers beyond 2^53 lose precision; latency left unset");
    }
    const n = recs.length;
    const index = new Map();
    for (let i = 0; i < n; i++) {
        const id = recs[i].spanHex;
        if (id === "")
            continue;
        if (index.has(id))
            b.note(recs[i].p, `duplicate_span_id: span id ${id} occurs more than once in the trace`);
        else
            index.set(id, i);
    }
    const parent = new Int32Array(n);
    for (let i = 0; i < n; i++) {
        const ph = recs[i].parentHex;
        const j = ph === "" ? -1 : (index.get(ph) ?? -1);
        parent[i] = j === i ? -1 : j;
    }
    // Same tool / model call recorded by two instrumentations (MCP tools/call inside execute_tool,
    // OpenInference inside GenAI...): the descendant merges into its nearest same-kind ancestor.
    const mergedInto = new Int32Array(n).fill(-1);
    const rep = (i) => {
        let x = i;
        let guard = 0;
        while (mergedInto[x] >= 0 && guard++ < n)
            x = mergedInto[x];
        return x;
    };
    const order = recs.map((_, i) => i).sort((x, y) => cmpRec(recs[x], recs[y]));
    // Merging needs two instrumentations; most traces have one, and skip this work.
    let firstConv;
    let mixed = false;
    let models = 0;
    for (const r of recs) {
        if (r.kind !== "tool" && r.kind !== "model")
            continue;
        if (r.kind === "model")
            models++;
        if (firstConv === undefined)
            firstConv = r.conv;
        else if (r.conv !== firstConv)
            mixed = true;
    }
    // Two of the same convention show as a model span inside a model span (Traceloop's `chat` around
    // the Anthropic SDK's own): a model call makes no model calls, so that is one call recorded twice.
    if (!mixed && models > 1)
        mixed = nestedModel(recs, parent);
    if (mixed) {
        const isTool = (i) => recs[i].kind === "tool";
        const isModel = (i) => recs[i].kind === "model";
        const toolAnc = nearestAncestor(parent, isTool);
        const modelAnc = nearestAncestor(parent, isModel);
        const toolNames = new Array(n);
        for (let i = 0; i < n; i++)
            if (recs[i].kind === "tool")
                toolNames[i] = toolName(recs[i]).name;
        const byCallId = new Map();
        for (const i of order) {
            const r = recs[i];
            if (r.kind === "tool") {
                const a = toolAnc[i];
                if (a >= 0 && recs[a].conv !== r.conv && toolNames[a] === toolNames[i] && rep(a) !== i) {
                    mergedInto[i] = rep(a);
                    continue;
                }
                const cid = callId(r).id;
                if (cid !== undefined) {
                    const other = byCallId.get(cid);
                    if (other !== undefined && recs[other].conv !== r.conv) {
                        mergedInto[i] = rep(other);
                        continue;
                    }
                    if (other === undefined)
                        byCallId.set(cid, i);
                }
            }
            else if (r.kind === "model") {
                const a = modelAnc[i];
                if (a >= 0 && rep(a) !== i)
                    mergedInto[i] = rep(a);
            }
        }
    }
    // Build steps in the spans' base order.
    let built = [];
    const builtOf = new Int32Array(n).fill(-1);
    let unmappedOther = 0;
    let firstOther;
    for (const i of order) {
        const r = recs[i];
        if (r.kind === "tool" || r.kind === "model") {
            if (mergedInto[i] >= 0)
                continue;
            const x = r.kind === "tool" ? toolStep(r, b, i) : modelStep(r, b, i);
            builtOf[i] = built.length;
            built.push(x);
        }
        else if (r.kind === "genai-other") {
            const op = r.attrs.str("gen_ai.operation.name") ?? r.attrs.str("openinference.span.kind") ?? r.attrs.str("ai.operationId") ?? "?";
            b.note(r.p, `span_unmapped: GenAI span '${op}' has no canonical step`);
        }
        else if (r.kind === "other") {
            unmappedOther++;
            firstOther ??= r.p;
            if (isError(r.span))
                b.note(r.p, `span_error_unmapped: span '${(0,common/* getStr */.UY)(r.span, "name") ?? ""}' failed but is not a tool or model call`);
        }
    }
    if (unmappedOther > 0)
        b.note(firstOther, `spans_unmapped: ${unmappedOther} span(s) without GenAI, OpenInference, AI SDK or MCP semantics have no canonical step`);
    // Merged duplicates fill what their representative lacks.
    for (const i of order) {
        if (mergedInto[i] < 0)
            continue;
        const k = builtOf[rep(i)];
        const r = recs[i];
        if (k < 0)
            continue;
        const target = built[k];
        const extra = r.kind === "tool" ? toolStep(r, new common/* TraceBuilder */.r7("otlp"), i) : modelStep(r, new common/* TraceBuilder */.r7("otlp"), i);
        for (let j = 0; j < extra.fields.length; j += 2) {
            const key = extra.fields[j];
            if (target.step[key] === undefined && extra.step[key] !== undefined) {
                target.step[key] = extra.step[key];
                target.fields.push(key, abs(extra.fields[j + 1], r.p));
            }
        }
        if (extra.step.status === "error" && target.step.status !== "error") {
            target.step.status = "error";
            if (extra.step.error !== undefined)
                target.step.error = extra.step.error;
        }
        if (target.tokens === undefined && extra.tokens !== undefined)
            target.tokens = absTokens(extra.tokens, r.p);
        b.note(r.p, `merged_span: the same ${r.kind === "tool" ? "tool call" : "model call"} as span ${target.rec.spanHex} (${r.conv} vs ${target.rec.conv} instrumentation); counted once`);
    }
    adkFailedTools(built, recs, b);
    oaHandoffs(built, b);
    // a LangGraph multi-agent graph: each step's metadata.agent names the subgraph it ran in
    for (const x of built) {
        const ag = x.rec.conv === "openinference" ? lgSubgraph(x.rec.attrs) : undefined;
        if (ag !== undefined && (0,common/* isObj */.sA)(x.step.metadata))
            x.step.metadata.agent = ag;
    }
    const vaLoops = voltagentLoops(built, recs, parent, b);
    // Each tool step after the model call that requested it (order.ts).
    built = voltagentOrder(orderSteps(built, b), vaLoops);
    // Text-less model calls that requested tools: their tokens go to the requested calls' steps.
    let stepByCallId = callIndex(built);
    if (synthesizeCalls(built, stepByCallId, recs, b) > 0)
        stepByCallId = callIndex(built);
    argumentsFromRequests(built, b);
    const keep = built.map(() => true);
    let folded = 0;
    let firstFolded = "";
    for (let k = 0; k < built.length; k++) {
        const x = built[k];
        if (!x.toolOnly)
            continue;
        let target = -1;
        for (const id of x.requested ?? []) {
            const t = stepByCallId.get(id);
            if (t !== undefined && built[t].tokens === undefined) {
                target = t;
                break;
            }
        }
        if (target >= 0) {
            keep[k] = false;
            if (x.tokens)
                built[target].tokens = absTokens(x.tokens, x.rec.p);
            moveModelCall(x, built[target]);
            if (folded++ === 0)
                firstFolded = x.rec.p;
        }
        else {
            b.note(x.rec.p, "text_not_recorded: model call returned tool calls only and none of them was found as a tool span; kept as a response without text");
        }
    }
    if (folded > 0) {
        b.note(firstFolded, `model_call_folded: ${folded} model call(s) only requested tool calls; each one's tokens, latency and cost are added to the first tool-call step it requested (metadata.model_call keeps the call's own figures)`);
    }
    assignAgents(built, keep, recs, parent); // a multi-agent run: each step's agent (agents.ts)
    for (let k = 0; k < built.length; k++) {
        if (!keep[k])
            continue;
        const x = built[k];
        if (x.tokens?.input !== undefined) {
            x.step.input_tokens = x.tokens.input;
            x.fields.push("input_tokens", x.tokens.inputPtr);
        }
        if (x.tokens?.output !== undefined) {
            x.step.output_tokens = x.tokens.output;
            x.fields.push("output_tokens", x.tokens.outputPtr);
        }
        (0,usage/* putDetails */.iM)(x.step, x.tokens?.details, (p, n) => b.note(abs(p, x.rec.p), n), (name, p) => x.fields.push(name, p));
        b.add(x.step, x.rec.p, x.fields);
    }
    aggregateUsage(recs, parent, b, built, keep, order);
    tlSessionNote(recs, b);
    const evaluations = placeEvaluations(recs, built, keep, rep, (p, m) => b.note(p, m)); // gen_ai.evaluation.result (evaluations.ts)
    return withEvaluations(b.finish(build_identity(hex, recs, order, parent, stableId, wrapper, traceCount, b), { otlp: { trace_id: hex, ...serviceName(recs) } }), evaluations);
}
function callIndex(built) {
    const m = new Map();
    for (let k = 0; k < built.length; k++) {
        const x = built[k];
        if (x.step.type === "tool_call" && x.callId !== undefined && !m.has(x.callId))
            m.set(x.callId, k);
    }
    return m;
}
/** The model spans to read tool results from: in time order, the spans that made steps before the
 * duplicates merged into them. Two instrumentations record the same result differently (Traceloop
 * a string, the Anthropic SDK text parts): the file's span order must not pick which one. */
function resultSources(built, recs) {
    const kept = new Set(built.map((x) => x.rec));
    return recs.filter((r) => r.kind === "model").sort((x, y) => Number(!kept.has(x)) - Number(!kept.has(y)) || cmpRec(x, y));
}
/**
 * Model-only instrumentation (no tool spans): a model call whose requested calls match no tool step
 * yields one tool_call step per requested call, right after it, from the call parts of its output;
 * each result is the matching tool message sent to a later model call. Returns the number made.
 */
function synthesizeCalls(built, byId, recs, b) {
    let made = 0;
    let results;
    let firstAt = "";
    for (let k = built.length - 1; k >= 0; k--) {
        const x = built[k];
        const ids = x.requested ?? [];
        if (ids.length === 0 || ids.some((id) => byId.has(id)))
            continue;
        results ??= toolResultsFrom(resultSources(built, recs).map((r) => ({ attrs: r.attrs, base: r.p, logs: r.logs })));
        const at = abs(x.outputPtr ?? "@", x.rec.p);
        const made1 = [];
        for (let j = 0; j < ids.length; j++) {
            const id = ids[j];
            const step = { step_id: id, type: "tool_call" };
            const fields = ["step_id", at];
            const name = x.requestedNames?.[j];
            if (name !== undefined) {
                step.tool_name = name;
                fields.push("tool_name", at);
            }
            else
                b.note(at, `tool_name_missing: requested tool call '${id}' records no tool name`);
            const args = (0,common/* decodeArguments */.Tx)(x.requestedArgs?.[j], at, b, step);
            if (args.value !== undefined) {
                step.arguments = args.value;
                fields.push("arguments", at);
            }
            const res = results.get(id);
            if (res !== undefined) {
                step.output = res.output;
                fields.push("output", res.ptr);
            }
            step.metadata = { span_id: x.rec.spanHex, span_name: (0,common/* getStr */.UY)(x.rec.span, "name") ?? "", synthesized: true, ...((0,common/* isObj */.sA)(step.metadata) ? step.metadata : {}) };
            made1.push({ step, rec: x.rec, idx: x.idx, fields, synthesized: true, callId: id });
        }
        built.splice(k + 1, 0, ...made1);
        made += made1.length;
        firstAt = at;
    }
    if (made > 0) {
        const spans = built.filter((x) => x.step.type === "tool_call" && !x.synthesized).length;
        b.note(firstAt, `tool_call_synthesized: ${spans === 0 ? "no tool spans" : `no tool span of the ${spans} in the trace ran them`}; ${made} tool call(s) made from the tool-call parts of the model calls' output messages, results from the tool messages sent to the next call (no latency or error status: those are recorded only by tool spans)`);
    }
    return made;
}
/** A folded model call's latency and cost move to the tool-call step that carries its tokens, so
 * budgets still see the time and money it took; the call's own figures stay in metadata.model_call. */
function moveModelCall(from, to) {
    const f = from.step;
    const s = to.step;
    const mc = { span_id: from.rec.spanHex };
    if ((0,common/* isObj */.sA)(f.metadata) && typeof f.metadata.model === "string")
        mc.model = f.metadata.model; // what pricing matches
    if (typeof f.latency_ms === "number") {
        mc.latency_ms = f.latency_ms;
        s.latency_ms = addFigures(s.latency_ms, f.latency_ms);
    }
    if (typeof f.cost_usd === "number") {
        mc.cost_usd = f.cost_usd;
        s.cost_usd = addFigures(s.cost_usd, f.cost_usd);
        for (let j = from.fields.length - 2; j >= 0; j -= 2) {
            if (from.fields[j] === "cost_usd") {
                to.fields.push("cost_usd", abs(from.fields[j + 1], from.rec.p));
                break;
            }
        }
    }
    const meta = (0,common/* isObj */.sA)(s.metadata) ? s.metadata : (s.metadata = {});
    meta.model_call = mc;
}
/** a + b without binary-fraction noise (0.1 + 0.2 is 0.3); a may be unset. */
function addFigures(a, b) {
    return typeof a === "number" ? Number((a + b).toPrecision(12)) : b;
}
/** Token pointers made absolute (the tokens move to a step of another span). */
function absTokens(t, spanPtr) {
    const out = { ...t };
    if (t.inputPtr !== undefined)
        out.inputPtr = abs(t.inputPtr, spanPtr);
    if (t.outputPtr !== undefined)
        out.outputPtr = abs(t.outputPtr, spanPtr);
    if (t.details)
        out.details = t.details.map((d) => ({ ...d, ptr: abs(d.ptr, spanPtr) }));
    return out;
}
function serviceName(recs) {
    const s = recs[0]?.res.str("service.name");
    return s === undefined ? {} : { service_name: s };
}
/** invoke_agent / AGENT / CHAIN / AI SDK outer spans aggregate their children's usage: never add it
 * twice. Only when no step of the trace records tokens do the outermost aggregates' totals land on
 * their last descendant step. */
function aggregateUsage(recs, parent, b, built, keep, order) {
    const isAgg = (i) => recs[i].kind === "agent" || recs[i].kind === "aggregate";
    const aggs = [];
    for (const i of order) {
        if (!isAgg(i))
            continue;
        const u = steps_usage(recs[i]);
        if (u.input !== undefined || u.output !== undefined)
            aggs.push(i);
    }
    if (aggs.length === 0)
        return;
    const anyTokens = b.steps.some((s) => s.input_tokens !== undefined || s.output_tokens !== undefined);
    if (anyTokens) {
        for (const i of aggs)
            b.note(recs[i].p, "aggregate_usage_not_added: the span's token totals aggregate its model calls, which are already counted");
        return;
    }
    const aggAnc = nearestAncestor(parent, isAgg);
    const lastStepOf = new Map();
    let stepIdx = 0;
    for (let k = 0; k < built.length; k++) {
        if (!keep[k])
            continue;
        // outermost aggregate ancestor of this step's span
        let i = built[k].idx;
        let outer = -1;
        let guard = 0;
        while (i >= 0 && guard++ < recs.length) {
            const up = aggAnc[i];
            if (up < 0)
                break;
            outer = up;
            i = up;
        }
        if (outer >= 0)
            lastStepOf.set(outer, stepIdx);
        stepIdx++;
    }
    for (const i of aggs) {
        if (aggAnc[i] >= 0)
            continue; // nested aggregate: its outer one carries the total
        const u = steps_usage(recs[i], (p, n) => b.note(abs(p, recs[i].p), n));
        const k = lastStepOf.get(i);
        if (k === undefined) {
            b.note(recs[i].p, "usage_not_attributed: aggregate span records tokens but has no step to carry them");
            continue;
        }
        b.applyUsage(k, absTokens(u, recs[i].p), recs[i].p, "the aggregate span's usage");
        b.note(recs[i].p, `aggregate_usage_attributed: no model call records tokens; the span's totals are recorded on step ${(0,identity/* stepRef */.WW)(k)}`);
    }
}
function build_identity(hex, recs, order, parent, stableId, w, traceCount, b) {
    let root = order[0];
    for (const i of order) {
        if (parent[i] < 0) {
            root = i;
            break;
        }
    }
    const rr = recs[root];
    const fieldPtrs = new Map();
    const named = (key) => {
        const v = rr.attrs.str(key);
        if (v !== undefined && v !== "")
            return [v, abs(rr.attrs.ptr(key), rr.p)];
        const rv = rr.res.str(key);
        if (rv !== undefined && rv !== "")
            return [rv, rr.res.ptr(key)];
        return undefined;
    };
    // trace_id: the wrapper's, else one the run recorded (src/adapters/identity.ts), else derived
    let trace_id;
    const rec = stableId.ident.recorded;
    if (w.trace_id !== undefined) {
        trace_id = traceCount > 1 ? `${w.trace_id}-${stableId.suffix}` : w.trace_id;
        fieldPtrs.set("trace_id", "/trace_id");
        if (traceCount > 1)
            b.note("/trace_id", `trace_id_suffixed: the file holds ${traceCount} traces; the wrapper trace_id is suffixed with each trace's own id`);
    }
    else if (rec) {
        trace_id = rec.id;
        const r = recs[rec.span];
        fieldPtrs.set("trace_id", rec.onResource ? r.res.ptr(rec.key) : abs(r.attrs.ptr(rec.key), r.p));
    }
    else {
        trace_id = stableId.id;
        fieldPtrs.set("trace_id", hex === "" ? rr.p : `${rr.p}/traceId`);
        const from = stableId.ident.inputFrom === undefined ? "the root span name (no input recorded)" : `the root span name and a digest of the first user message (${stableId.ident.inputFrom})`;
        const how = traceCount === 1 ? (stableId.derived !== undefined && trace_id.startsWith(stableId.ident.base) ? `the file stem, as arh collect derives it from ${from}` : "the file stem") : `the file stem and ${from}`;
        b.note(rr.p, `trace_id_not_recorded: no arh.trace_id recorded (the OTLP trace id changes every run); ${how}: '${trace_id.length > 100 ? `${trace_id.slice(0, 99)}…` : trace_id}'${(0,identity/* fixNote */.Yx)(stableId.ident.library)}`);
    }
    // agent_name
    let agent_name;
    if (w.agent_name !== undefined) {
        agent_name = w.agent_name;
        fieldPtrs.set("agent_name", "/agent_name");
    }
    else {
        const an = named("arh.agent_name");
        if (an) {
            agent_name = an[0];
            fieldPtrs.set("agent_name", an[1]);
        }
        else {
            for (const i of order) {
                const r = recs[i];
                if (r.kind !== "agent")
                    continue;
                const va = voltagentAgentName(r);
                if (va) {
                    [agent_name] = va;
                    fieldPtrs.set("agent_name", va[1]);
                    break;
                }
                const k = r.attrs.first(AGENT_NAME_KEYS);
                const v = k === undefined ? undefined : r.attrs.str(k);
                if (v !== undefined && v !== "") {
                    agent_name = v;
                    fieldPtrs.set("agent_name", abs(r.attrs.ptr(k), r.p));
                    break;
                }
            }
            if (agent_name === undefined) {
                const fb = agentFallback(recs, order, parent, rr);
                if (fb) {
                    agent_name = fb[0];
                    fieldPtrs.set("agent_name", fb[1]);
                }
            }
        }
    }
    if (agent_name === undefined) {
        agent_name = common/* UNKNOWN */.HV;
        b.note(rr.p, "agent_name_not_recorded: no arh.agent_name, gen_ai.agent.name, ai.telemetry.functionId, named agent span or service.name; set to 'unknown'");
    }
    let workflow;
    const wn = named("arh.workflow");
    if (w.workflow !== undefined) {
        workflow = w.workflow;
        fieldPtrs.set("workflow", "/workflow");
    }
    else if (wn) {
        workflow = wn[0];
        fieldPtrs.set("workflow", wn[1]);
    }
    else {
        workflow = common/* UNKNOWN */.HV;
        b.note(rr.p, "workflow_not_recorded: no arh.workflow attribute on the resource or root span; set to 'unknown'");
    }
    const id = { trace_id, agent_name, workflow, root: rr.p, stepsPtr: rr.p, fieldPtrs };
    if (w.metadata) {
        id.metadata = w.metadata;
        id.metadataPtr = "/metadata";
    }
    // The scenario of repeated runs (docs/repeats.md): the wrapper's metadata.scenario wins.
    const sn = named(scenario/* OTLP_SCENARIO_ATTRIBUTE */.YA);
    if (sn && !(id.metadata && Object.hasOwn(id.metadata, "scenario")))
        id.metadata = { ...(id.metadata ?? {}), scenario: sn[0] };
    return id;
}
/** agent_name when no span names an agent: resource gen_ai.agent.name, the AI SDK's
 * ai.telemetry.functionId, an agent span's own name, the resource's service.name (not the SDK
 * default "unknown_service..."). The agent span is the one nearest above the first model or tool
 * call: frameworks wrap the agent in spans of the run (the OpenAI Agents SDK's AGENT span named by
 * the trace's workflow name, "Agent workflow" unless set), which name the run, not the agent. */
function agentFallback(recs, order, parent, rr) {
    const ra = rr.res.str("gen_ai.agent.name");
    if (ra !== undefined && ra !== "")
        return [ra, rr.res.ptr("gen_ai.agent.name")];
    for (const i of order) {
        const r = recs[i];
        const f = r.attrs.str("ai.telemetry.functionId");
        if (f !== undefined && f !== "")
            return [f, abs(r.attrs.ptr("ai.telemetry.functionId"), r.p)];
    }
    const agentName = (i) => {
        const r = recs[i];
        let name = ((0,common/* getStr */.UY)(r.span, "name") ?? "").trim();
        if (name.startsWith("invoke_agent"))
            name = name.slice("invoke_agent".length).trim();
        if (name === ANT_RUNNER_SPAN)
            return undefined; // names the SDK's operation (anthropic.ts)
        return name !== "" ? [name, `${r.p}/name`] : undefined;
    };
    const firstCall = order.find((i) => recs[i].kind === "model" || recs[i].kind === "tool");
    const lc = firstCall === undefined ? undefined : lcAgentName(recs[firstCall].attrs);
    if (lc !== undefined)
        return [lc, abs(recs[firstCall].attrs.ptr("metadata"), recs[firstCall].p)];
    // LangGraph: the subgraph (agent) the first call ran in, else the invoked graph's own name
    const lg = firstCall === undefined || recs[firstCall].conv !== "openinference" ? undefined : lgSubgraph(recs[firstCall].attrs);
    if (lg !== undefined)
        return [lg, abs(recs[firstCall].attrs.ptr("metadata"), recs[firstCall].p)];
    const graph = rr.conv === "openinference" ? lgGraphName(rr.attrs, (0,common/* getStr */.UY)(rr.span, "name") ?? "") : undefined;
    if (graph !== undefined)
        return [graph, `${rr.p}/name`];
    for (let i = firstCall === undefined ? -1 : parent[firstCall], guard = 0; i >= 0 && guard < recs.length; i = parent[i], guard++) {
        const found = recs[i].kind === "agent" ? agentName(i) : undefined;
        if (found)
            return found;
    }
    for (const i of order) {
        const found = recs[i].kind === "agent" ? agentName(i) : undefined;
        if (found)
            return found;
    }
    const sn = rr.res.str("service.name");
    if (sn !== undefined && sn !== "" && !sn.startsWith("unknown_service"))
        return [sn, rr.res.ptr("service.name")];
    return undefined;
}

;// CONCATENATED MODULE: ./lib/adapters/otlp/index.js
// OTLP/JSON trace exports (resourceSpans[].scopeSpans[].spans[]) with the OpenTelemetry GenAI
// semantic conventions, OpenInference, the Vercel AI SDK and MCP spans. One canonical trace per
// traceId. Linear in the number of spans (ancestor look-ups are memoised); no recursion.
// The folder: attrs.ts (attribute values), spans.ts (span records), build.ts (a trace from its
// spans: folding, synthesized calls, usage, identity), steps.ts (one step per span), logs.ts
// (log records beside the spans), events.ts (content recorded as span events or log-based events), model.ts (types the files share).










const otlp_LABEL = "an OTLP/JSON trace export";
function adaptOtlp(doc, fileName) {
    // One document, or the documents of a JSON lines file (the Collector's file exporter writes one
    // export request per line; one trace may be spread over several lines, its logs over others).
    const parts = [];
    if (Array.isArray(doc)) {
        for (let i = 0; i < doc.length; i++) {
            const d = doc[i];
            if (!(0,common/* isObj */.sA)(d) || !(Object.hasOwn(d, "resourceSpans") || Object.hasOwn(d, "resourceLogs"))) {
                throw new errors/* InputError */.d(`not ${otlp_LABEL}: line document ${i + 1} has neither 'resourceSpans' nor 'resourceLogs'`, `/${i}`);
            }
            parts.push([d, `/${i}`]);
        }
        if (!parts.some(([d]) => Object.hasOwn(d, "resourceSpans")))
            throw new errors/* InputError */.d(`${otlp_LABEL}: no document holds 'resourceSpans' (log records are read with their traces)`, "");
    }
    else {
        if ((0,common/* isObj */.sA)(doc) && !Object.hasOwn(doc, "resourceSpans") && Object.hasOwn(doc, "resourceLogs")) {
            throw new errors/* InputError */.d(`${otlp_LABEL}: the document holds log records only; they are read with their traces (in the same file or JSON lines, as arh collect writes them)`, "/resourceLogs");
        }
        if (!(0,common/* isObj */.sA)(doc) || !Object.hasOwn(doc, "resourceSpans")) {
            throw new errors/* InputError */.d(`not ${otlp_LABEL}: expected an object with a 'resourceSpans' array`, "");
        }
        parts.push([doc, ""]);
    }
    // Pass 1 only groups spans by trace (light records); the per-span work happens trace by trace so
    // its temporaries die young.
    const traces = new Map();
    let pos = 0;
    let lastRaw;
    let lastHex = "";
    let lastList;
    for (const [part, pre] of parts) {
        if (!Object.hasOwn(part, "resourceSpans"))
            continue;
        const rsList = part.resourceSpans;
        if (!Array.isArray(rsList))
            throw new errors/* InputError */.d(`${otlp_LABEL}: 'resourceSpans' must be an array, found ${(0,common/* describeType */.MF)(rsList)}`, `${pre}/resourceSpans`);
        for (let r = 0; r < rsList.length; r++) {
            const rs = rsList[r];
            const rp = `${pre}/resourceSpans/${r}`;
            if (!(0,common/* isObj */.sA)(rs))
                throw new errors/* InputError */.d(`${otlp_LABEL}: resourceSpans[${r}] must be an object, found ${(0,common/* describeType */.MF)(rs)}`, rp);
            const resource = (0,common/* get */.Jt)(rs, "resource");
            const resAttrList = (0,common/* isObj */.sA)(resource) ? (0,common/* get */.Jt)(resource, "attributes") : undefined;
            const res = new Attrs(Array.isArray(resAttrList) ? resAttrList : [], `${rp}/resource/attributes`);
            const scopeKey = Object.hasOwn(rs, "scopeSpans") ? "scopeSpans" : Object.hasOwn(rs, "instrumentationLibrarySpans") ? "instrumentationLibrarySpans" : undefined;
            if (scopeKey === undefined)
                continue;
            const ssList = rs[scopeKey];
            if (!Array.isArray(ssList))
                throw new errors/* InputError */.d(`${otlp_LABEL}: ${scopeKey} must be an array, found ${(0,common/* describeType */.MF)(ssList)}`, `${rp}/${scopeKey}`);
            for (let s = 0; s < ssList.length; s++) {
                const ss = ssList[s];
                if (!(0,common/* isObj */.sA)(ss))
                    throw new errors/* InputError */.d(`${otlp_LABEL}: ${scopeKey}[${s}] must be an object, found ${(0,common/* describeType */.MF)(ss)}`, `${rp}/${scopeKey}/${s}`);
                const spans = (0,common/* get */.Jt)(ss, "spans");
                if (spans === undefined)
                    continue;
                if (!Array.isArray(spans))
                    throw new errors/* InputError */.d(`${otlp_LABEL}: spans must be an array, found ${(0,common/* describeType */.MF)(spans)}`, `${rp}/${scopeKey}/${s}/spans`);
                for (let k = 0; k < spans.length; k++) {
                    const span = spans[k];
                    if (!(0,common/* isObj */.sA)(span))
                        throw new errors/* InputError */.d(`${otlp_LABEL}: span must be an object, found ${(0,common/* describeType */.MF)(span)}`, `${rp}/${scopeKey}/${s}/spans/${k}`);
                    const rawId = (0,common/* get */.Jt)(span, "traceId");
                    // Spans of one trace are usually adjacent: reuse the previous look-up.
                    if (rawId !== lastRaw || lastList === undefined) {
                        const hex = normaliseId(rawId, 16) ?? "";
                        lastHex = hex;
                        lastRaw = rawId;
                        lastList = traces.get(hex);
                        if (!lastList)
                            traces.set(hex, (lastList = []));
                    }
                    lastList.push({ span, pre, r, s, k, sk: scopeKey, pos: pos++, res, hex: lastHex });
                }
            }
        }
    }
    const out = [];
    const wrapper = (0,common/* isObj */.sA)(doc) ? wrapperFields(doc) : {};
    const logs = emptyLogs();
    for (const [part, pre] of parts)
        addLogs(logs, part, pre);
    // Traces come out in file order; their ids do not depend on it.
    const stems = stableStems(traces, logs, fileName);
    const rec = (l) => withLogs(spanRec(l), logs);
    for (const [hex, lights] of traces)
        out.push(buildTrace(hex, lights.map(rec), fileName, wrapper, traces.size, stems.get(hex)));
    noteStrayEvaluations(parts, traces, out); // evaluation records that judge no span (evaluations.ts)
    return out;
}
/**
 * The trace_id of each trace when no id was recorded (src/adapters/identity.ts): the OTLP trace id
 * is random per run, so it can never pair with a baseline. A file holding one trace is named by its
 * stem (`arh collect` names it by the derived id); with several, stem + the derived id, as `arh
 * collect` would name each trace's file: neither the order of the traces in the file nor their
 * random ids or timestamps matter.
 */
function stableStems(traces, logs, fileName) {
    const stem = (0,common/* fileStem */.E8)(fileName);
    const byTrace = new Map();
    for (const [key, recs] of logs.bySpan) {
        const hex = key.slice(0, key.indexOf("/"));
        let l = byTrace.get(hex);
        if (!l)
            byTrace.set(hex, (l = []));
        for (const r of recs)
            l.push({ event: r.event, body: r.body });
    }
    const hexes = [...traces.keys()];
    const idents = hexes.map((hex) => (0,identity/* traceIdentity */.Uj)(traces.get(hex).map((l) => ({ span: l.span, resourceAttributes: l.res.list })), byTrace.get(hex) ?? []));
    const derived = (0,identity/* derivedIds */.U3)(idents);
    // A wrapper's trace_id is suffixed by each trace's derived id, recorded ids or not; a trace named
    // `<stem>-<derived id>` never takes an id another trace of the file recorded.
    const recorded = new Set(idents.flatMap((t) => (t.recorded ? [t.recorded.id] : [])));
    const all = (0,identity/* derivedIds */.U3)(idents.map(({ recorded: _, ...t }) => t), (id) => recorded.has(`${stem}-${id}`));
    const out = new Map();
    hexes.forEach((hex, i) => {
        const suffix = traces.size === 1 ? "" : all[i];
        out.set(hex, { id: suffix === "" ? stem : `${stem}-${suffix}`, suffix, ident: idents[i], derived: derived[i] });
    });
    return out;
}
/** The span's content events: its own `gen_ai.*` span events, then the log records joined to it. */
function withLogs(r, logs) {
    r.logsInFile = logs.present;
    const joined = logs.present ? logs.bySpan.get(`${r.traceHex}/${r.spanHex}`) : undefined;
    const own = spanEvents(r.span, r.p);
    r.eventsOnSpan = own.length > 0;
    r.logs = own.length === 0 ? joined : joined === undefined ? own : [...own, ...joined];
    return r;
}
function spanRec(l) {
    const span = l.span;
    const attrList = (0,common/* get */.Jt)(span, "attributes");
    const attrs = new Attrs(Array.isArray(attrList) ? attrList : []);
    const rec = new SpanRec(span, attrs, l.res, l.pos, l);
    classify(rec, (0,common/* getStr */.UY)(span, "name") ?? "");
    nanos(rec, (0,common/* get */.Jt)(span, "startTimeUnixNano"), true);
    nanos(rec, (0,common/* get */.Jt)(span, "endTimeUnixNano"), false);
    rec.traceHex = l.hex;
    rec.spanHex = normaliseId((0,common/* get */.Jt)(span, "spanId"), 8) ?? "";
    rec.parentHex = normaliseId((0,common/* get */.Jt)(span, "parentSpanId"), 8) ?? "";
    return rec;
}
function wrapperFields(doc) {
    const w = {};
    for (const k of ["trace_id", "agent_name", "workflow"]) {
        const v = (0,common/* get */.Jt)(doc, k);
        if (typeof v === "string" && v !== "")
            w[k] = v;
        else if (typeof v === "number" && Number.isFinite(v))
            w[k] = String(v);
    }
    const m = (0,common/* get */.Jt)(doc, "metadata");
    if ((0,common/* isObj */.sA)(m))
        w.metadata = m;
    return w;
}

// EXTERNAL MODULE: ./lib/adapters/responses.js
var responses = __webpack_require__(94208);
;// CONCATENATED MODULE: ./lib/adapters/single.js
// A saved single response, read as a one-turn transcript: an OpenAI `chat.completion` object (its
// choices' messages) or an Anthropic `Message` ({type: "message", role: "assistant", content}).
// (A Responses `response` object is a Responses document already.) The document is rewrapped as a
// message list; pointers into the wrapper are mapped back to the saved object.

function singleResponse(doc) {
    if (!(0,common/* isObj */.sA)(doc) || Object.hasOwn(doc, "messages"))
        return undefined;
    if ((0,common/* get */.Jt)(doc, "object") === "chat.completion" && Array.isArray((0,common/* get */.Jt)(doc, "choices"))) {
        const choices = (0,common/* get */.Jt)(doc, "choices");
        const messages = choices.map((c) => ((0,common/* isObj */.sA)(c) ? (0,common/* get */.Jt)(c, "message") : undefined));
        const w = { messages };
        if (Object.hasOwn(doc, "usage"))
            w.usage = (0,common/* get */.Jt)(doc, "usage");
        return {
            doc: w,
            format: "openai-chat",
            unwrap: (p) => {
                const m = /^\/messages\/([0-9]+)(.*)$/.exec(p);
                return m ? `/choices/${m[1]}/message${m[2]}` : p === "/messages" ? "/choices" : p;
            },
        };
    }
    if ((0,common/* get */.Jt)(doc, "type") === "message" && (0,common/* get */.Jt)(doc, "role") === "assistant" && Array.isArray((0,common/* get */.Jt)(doc, "content"))) {
        return {
            doc: { messages: [doc] },
            format: "anthropic-messages",
            unwrap: (p) => (p.startsWith("/messages/0") ? p.slice("/messages/0".length) : p === "/messages" ? "" : p),
        };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./lib/adapters/index.js
// Trace adapters: provider transcripts and OTLP spans -> canonical ARH traces.
// Each adapter is a pure function of the parsed document and its file name: no clock, no
// environment, no randomness, the input is never mutated, and hostile input only ever raises
// InputError. Mapping tables and what each format cannot carry: docs/adapters.md.







const FORMATS = ["auto", ...detect/* CONCRETE_FORMATS */.L7];

const adapters_identity = (p) => p;
const SHAPE = {
    arh: "a canonical trace (an object with 'steps')",
    otlp: "an OTLP/JSON export (an object with 'resourceSpans')",
    "openai-responses": "OpenAI Responses items",
    "openai-chat": "an OpenAI Chat message list",
    "cohere-chat": "a Cohere Chat v2 message list",
    "anthropic-messages": "an Anthropic Messages message list",
};
function convert(doc, fileName, format) {
    switch (format) {
        case "arh":
            if (doc !== null && typeof doc === "object" && !Array.isArray(doc)) {
                return [{ trace: doc, format: "arh", mapPointer: adapters_identity }];
            }
            throw new errors/* InputError */.d("trace must be a JSON object with trace_id, agent_name, workflow and steps", "");
        case "openai-chat":
        case "cohere-chat":
            return [adaptChat(doc, fileName, format)];
        case "openai-responses":
            return [(0,responses/* adaptResponses */.d)(doc, fileName)];
        case "anthropic-messages":
            return [(0,anthropic/* adaptAnthropic */.H)(doc, fileName)];
        case "otlp":
            return adaptOtlp(doc, fileName);
    }
}
/**
 * Turn one parsed document into canonical traces (an OTLP file may hold several, one per traceId).
 * Throws InputError (with the pointer of the problem in the original document) when the document
 * is not of the requested format, or, with "auto", when no format matches.
 */
function adaptDocument(doc, fileName, format) {
    const single = singleResponse(doc);
    if (single && (format === "auto" || format === single.format || (format === "cohere-chat" && single.format === "openai-chat"))) {
        return adaptDocument(single.doc, fileName, format === "auto" ? single.format : format).map((a) => {
            const notes = a.trace.metadata.adapter.notes;
            for (const n of notes)
                n.pointer = single.unwrap(n.pointer);
            return { ...a, mapPointer: (p) => single.unwrap(a.mapPointer(p)) };
        });
    }
    try {
        const concrete = format === "auto" ? (0,detect/* detectFormat */.Tz)(doc) : format;
        if (!FORMATS.includes(concrete))
            throw new errors/* InputError */.d(`unknown format '${String(format)}'`, "");
        if (format !== "auto") {
            // A wrong explicit format would silently drop what it cannot read (every tool call of a Chat
            // transcript read as Responses items): the other format's markers make it an input error.
            const other = (0,detect/* contradictingFormat */.bo)(doc, concrete);
            if (other !== undefined) {
                throw new errors/* InputError */.d(`format '${concrete}' expects ${SHAPE[concrete]}, but the document has ${other} markers: use --format ${other} or auto`, "");
            }
        }
        return convert(doc, fileName, concrete);
    }
    catch (e) {
        if (e instanceof errors/* InputError */.d)
            throw e;
        // Defensive: hostile input must never escape as anything but an input error.
        const what = e instanceof RangeError ? "document is too large or too deeply nested to convert" : "document could not be converted";
        throw new errors/* InputError */.d(`${what} (${format} adapter)`, "");
    }
}


/***/ }),

/***/ 48554:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ otlpJsonLines)
/* harmony export */ });
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30695);
// JSON lines of OTLP export requests, as the OpenTelemetry Collector's file exporter writes them
// (one `{"resourceSpans": ...}` or `{"resourceLogs": ...}` object per line). Read as one list of
// documents, with a JSON array text of the same lines for locating findings: "[" before the first
// line, "," after each but the last, "]" after the last (line numbers unchanged; columns on the
// first line shift by one).

function otlpJsonLines(text) {
    const lines = text.split("\n");
    const filled = [];
    for (let i = 0; i < lines.length; i++)
        if (lines[i].trim() !== "")
            filled.push(i);
    if (filled.length < 2)
        return undefined;
    const doc = [];
    for (const i of filled) {
        let v;
        try {
            v = JSON.parse(lines[i]);
        }
        catch {
            return undefined;
        }
        if (!(0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .isObj */ .sA)(v) || ((0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(v, "resourceSpans") === undefined && (0,_common_js__WEBPACK_IMPORTED_MODULE_0__/* .get */ .Jt)(v, "resourceLogs") === undefined))
            return undefined;
        doc.push(v);
    }
    const out = lines.slice();
    out[filled[0]] = "[" + out[filled[0]];
    for (let j = 0; j < filled.length - 1; j++)
        out[filled[j]] += ",";
    out[filled[filled.length - 1]] += "]";
    return { doc, text: out.join("\n") };
}


/***/ }),

/***/ 94208:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ adaptResponses),
/* harmony export */   r: () => (/* binding */ responseLists)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(30695);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81987);
// OpenAI Responses API: `input` / `output` item lists (a response object, a request with its
// history, or a bare item list).



const LABEL = "an OpenAI Responses item list";
const TEXT_TYPES = ["output_text", "text", "input_text"];
/** Citation annotation types passed through as citations (both name their source). */
const CITATION_TYPES = new Set(["url_citation", "file_citation", "container_file_citation"]);
function responseLists(doc) {
    if (Array.isArray(doc))
        return [{ list: doc, listPtr: "" }];
    if (!(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(doc))
        return undefined;
    const out = [];
    for (const key of ["input", "output"]) {
        const v = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(doc, key);
        if (Array.isArray(v))
            out.push({ list: v, listPtr: "/" + key });
    }
    return out.length > 0 || (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(doc, "object") === "response" ? out : undefined;
}
function adaptResponses(doc, fileName) {
    const lists = responseLists(doc);
    if (!lists)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`not ${LABEL}: expected a response object or an object with 'input'/'output' item arrays, or a bare item array`, "");
    const b = new _common_js__WEBPACK_IMPORTED_MODULE_1__/* .TraceBuilder */ .r7("openai-responses");
    const pending = new _common_js__WEBPACK_IMPORTED_MODULE_1__/* .PendingCalls */ .Tp();
    let g = 0;
    for (const { list, listPtr } of lists) {
        for (let i = 0; i < list.length; i++, g++) {
            const item = list[i];
            const ip = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(listPtr, i);
            if (!(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(item))
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${LABEL}: item ${i} must be an object, found ${(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .describeType */ .MF)(item)}`, ip);
            mapItem(item, ip, g, b, pending);
        }
    }
    const stepsPtr = lists.length === 1 ? lists[0].listPtr : lists.find((l) => l.listPtr === "/output")?.listPtr ?? "";
    if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(doc)) {
        const u = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(doc, "usage");
        if (u !== undefined)
            b.applyUsage(b.lastModelStep(), (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .usageTokens */ .kw)(u, "/usage", b), "/usage", "the response's usage");
        (0,_usage_js__WEBPACK_IMPORTED_MODULE_2__/* .stampModel */ .fv)(b.steps, 0, (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(doc, "model"));
        const err = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(doc, "error");
        if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(err))
            b.note("/error", `response_error_unmapped: the response failed (${(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(err, "code") ?? "error"}); no step carries it`);
        if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(doc, "status") === "incomplete")
            b.note("/status", "response_incomplete: the response is marked incomplete");
    }
    return b.finish((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .wrapperIdentity */ .Im)(doc, fileName, stepsPtr, b));
}
function mapItem(item, ip, g, b, pending) {
    const type = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "type");
    const role = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "role");
    if (type === "message" || (type === undefined && typeof role === "string")) {
        if (role !== "assistant")
            return; // user / system / developer input
        message(item, ip, g, b);
        return;
    }
    if (typeof type !== "string") {
        b.note(ip, "item_unmapped: item without a type");
        return;
    }
    switch (type) {
        case "function_call":
        case "custom_tool_call":
        case "mcp_call": {
            const callId = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(item, type === "mcp_call" ? "id" : "call_id") ?? (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(item, "id");
            const step = { step_id: callId ?? `m${g}-call`, type: "tool_call" };
            if (callId === undefined)
                b.note(ip, `call_id_missing: ${type} without call_id; no output item can be matched to it`);
            const k = b.add(step, ip);
            if (callId !== undefined)
                b.field(k, "step_id", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, type === "mcp_call" ? "id" : "call_id"));
            const name = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(item, "name");
            if (name !== undefined) {
                step.tool_name = name;
                b.field(k, "tool_name", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "name"));
            }
            else
                b.note(ip, "tool_name_missing: tool call without a name");
            if (type === "custom_tool_call") {
                step.metadata = { input: (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "input") ?? null };
                b.note((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "input"), "arguments_unmapped: custom tool input is free text, not an object; arguments left unset");
            }
            else {
                const args = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .decodeArguments */ .Tx)((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "arguments"), (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "arguments"), b, step);
                if (args.value !== undefined) {
                    step.arguments = args.value;
                    b.field(k, "arguments", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "arguments"), args.deep);
                }
            }
            if (type === "mcp_call") {
                const label = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(item, "server_label");
                if (label !== undefined)
                    step.metadata = { ...((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(step.metadata) ? step.metadata : {}), server_label: label };
                const out = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "output");
                if (out !== undefined) {
                    step.output = out;
                    b.field(k, "output", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "output"), true);
                }
                const err = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "error");
                if (err !== undefined && err !== null) {
                    step.status = "error";
                    step.error = typeof err === "string" ? err : "mcp_call error";
                    b.field(k, "status", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "error"));
                    b.field(k, "error", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "error"));
                }
            }
            else if (callId !== undefined)
                pending.register(callId, k, ip, b);
            return;
        }
        case "function_call_output":
        case "custom_tool_call_output":
        case "computer_call_output":
        case "local_shell_call_output": {
            const k = pending.take((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "call_id") ?? (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "id"), ip, b, "call_id");
            if (k === undefined)
                return;
            const step = b.steps[k];
            const out = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "output");
            if (Array.isArray(out)) {
                const { text } = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .contentText */ .Tf)(out, (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "output"), b, TEXT_TYPES, "\n");
                step.output = text ?? null;
                b.field(k, "output", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "output"));
            }
            else {
                step.output = out ?? null;
                b.field(k, "output", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "output"), true);
            }
            if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "status") === "incomplete")
                b.note(ip, "tool_output_incomplete: the tool output item is marked incomplete");
            return;
        }
        case "reasoning":
            b.note(ip, "reasoning_unmapped: reasoning items have no canonical step");
            return;
        default:
            if (type.endsWith("_call")) {
                // Hosted tools (web_search_call, file_search_call, code_interpreter_call, computer_call, ...).
                const id = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(item, "call_id") ?? (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(item, "id");
                const step = { step_id: id ?? `m${g}-call`, type: "tool_call", tool_name: type.slice(0, -5), metadata: { item_type: type } };
                const k = b.add(step, ip);
                if (id !== undefined)
                    b.field(k, "step_id", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(item, "call_id") !== undefined ? "call_id" : "id"));
                b.field(k, "tool_name", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "type"));
                b.note(ip, `arguments_unmapped: hosted tool '${type}' records no function arguments; arguments left unset`);
                if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "status") === "failed") {
                    step.status = "error";
                    step.error = `${type} failed`;
                    b.field(k, "status", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "status"));
                    b.field(k, "error", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "status"));
                }
                if (id !== undefined && type === "computer_call")
                    pending.register(id, k, ip, b);
                return;
            }
            b.note(ip, `item_unmapped: item type '${type}' has no canonical step`);
    }
}
function message(item, ip, g, b) {
    const id = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .getStr */ .UY)(item, "id");
    const content = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "content");
    const cp = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "content");
    const { text } = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .contentText */ .Tf)(content, cp, b, TEXT_TYPES, "");
    const step = { step_id: id ?? `m${g}`, type: "model_response" };
    if (text !== undefined)
        step.text = text;
    else
        b.note(ip, "text_not_recorded: assistant message without text; text left unset");
    const k = b.add(step, ip);
    b.field(k, "text", cp);
    if (id !== undefined)
        b.field(k, "step_id", (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(ip, "id"));
    if (!Array.isArray(content))
        return;
    const citations = [];
    for (let j = 0; j < content.length; j++) {
        const part = content[j];
        if (!(0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(part))
            continue;
        const ann = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(part, "annotations");
        if (!Array.isArray(ann))
            continue;
        for (let a = 0; a < ann.length; a++) {
            const x = ann[a];
            const t = (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(x) ? (0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(x, "type") : undefined;
            if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .isObj */ .sA)(x) && typeof t === "string" && CITATION_TYPES.has(t))
                citations.push(x);
            else
                b.note((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .ptr */ .$5)(cp, j, "annotations", a), `annotation_unmapped: annotation of type '${typeof t === "string" ? t : "?"}' is not a citation`);
        }
    }
    if (citations.length > 0) {
        step.citations = citations;
        b.field(k, "citations", cp);
    }
    if ((0,_common_js__WEBPACK_IMPORTED_MODULE_1__/* .get */ .Jt)(item, "status") === "incomplete")
        b.note(ip, "message_incomplete: the message item is marked incomplete");
}


/***/ }),

/***/ 81987:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $v: () => (/* binding */ countAt),
/* harmony export */   Dp: () => (/* binding */ usageCost),
/* harmony export */   JI: () => (/* binding */ anthropicCacheInput),
/* harmony export */   er: () => (/* binding */ usageDetails),
/* harmony export */   fv: () => (/* binding */ stampModel),
/* harmony export */   iM: () => (/* binding */ putDetails)
/* harmony export */ });
/* unused harmony exports MAX_USAGE_TOKENS, ANTHROPIC_CACHE_KEYS */
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14594);
// The detail counters of a provider's usage object: cache-read, cache-creation and reasoning tokens
// (docs/cost.md, "Counters per format"). Standalone (no import of common.ts, which uses it).
// A counter that is not a plausible count is a located note, never a silent zero.

/** Larger than this in one usage object is an exporter's bug, not a count (trace/parse.ts agrees). */
const MAX_USAGE_TOKENS = 1_000_000_000;
function own(o, k) {
    const v = o[k];
    return v !== undefined && Object.hasOwn(o, k) ? v : undefined;
}
function isObj(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
}
function at(base, ...keys) {
    return base + keys.map((k) => "/" + (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .escapePointerToken */ .uC)(k)).join("");
}
/** A token count, or undefined with a note saying why it is not one. */
function countAt(v, pointer, key, note) {
    if (v === undefined || v === null)
        return undefined;
    if (typeof v !== "number" || !Number.isFinite(v))
        note(pointer, `usage_unmapped: ${key} is not a number`);
    else if (v < 0)
        note(pointer, `usage_unmapped: ${key} is negative (${v})`);
    else if (!Number.isInteger(v))
        note(pointer, `usage_unmapped: ${key} is not a whole number (${v})`);
    else if (v > MAX_USAGE_TOKENS)
        note(pointer, `usage_unmapped: ${key} is implausibly large (${v} > ${MAX_USAGE_TOKENS})`);
    else
        return v;
    return undefined;
}
/** Where each format keeps its detail counters, relative to the usage object: [path, field]. */
const DETAIL_PATHS = [
    [["prompt_tokens_details", "cached_tokens"], "cache_read_tokens"], // OpenAI Chat Completions
    [["input_tokens_details", "cached_tokens"], "cache_read_tokens"], // OpenAI Responses
    [["cache_read_input_tokens"], "cache_read_tokens"], // Anthropic Messages
    [["cache_creation_input_tokens"], "cache_creation_tokens"], // Anthropic Messages
    [["completion_tokens_details", "reasoning_tokens"], "reasoning_tokens"], // OpenAI Chat Completions
    [["output_tokens_details", "reasoning_tokens"], "reasoning_tokens"], // OpenAI Responses
];
/** Anthropic's `input_tokens` leaves out the cache counts; these keys mark that shape. */
const ANTHROPIC_CACHE_KEYS = ["cache_read_input_tokens", "cache_creation_input_tokens"];
/** The detail counters of a usage object (`base` is its pointer). */
function usageDetails(u, base, note) {
    const out = [];
    for (const [path, field] of DETAIL_PATHS) {
        if (out.some((d) => d.field === field))
            continue;
        let v = u;
        for (const k of path)
            v = isObj(v) ? own(v, k) : undefined;
        const p = at(base, ...path);
        const n = countAt(v, p, path.join("."), note);
        if (n !== undefined)
            out.push({ field, value: n, ptr: p });
    }
    return out;
}
/** A recorded cost in USD (`cost`, as OpenRouter reports it): finite and >= 0, else a note. */
function usageCost(u, base, note) {
    const v = own(u, "cost");
    if (v === undefined || v === null)
        return undefined;
    const p = at(base, "cost");
    if (typeof v === "number" && Number.isFinite(v) && v >= 0)
        return [v, p];
    note(p, `usage_unmapped: cost is not a non-negative number (${typeof v === "number" ? v : typeof v})`);
    return undefined;
}
/** The sum of the Anthropic-shape cache counts (to add to its `input_tokens`), 0 when absent. */
function anthropicCacheInput(details) {
    let sum = 0;
    for (const d of details)
        if (ANTHROPIC_CACHE_KEYS.some((k) => d.ptr.endsWith("/" + k)))
            sum += d.value;
    return sum;
}
/**
 * Put the detail counters on a step, after checking them against the step's totals (a cache count
 * above the input, reasoning above the output: noted, not set). `field` records the origin.
 */
function putDetails(step, details, note, field) {
    if (!details)
        return;
    const input = typeof step.input_tokens === "number" ? step.input_tokens : undefined;
    const output = typeof step.output_tokens === "number" ? step.output_tokens : undefined;
    let cached = 0;
    for (const d of details) {
        if (d.field !== "reasoning_tokens") {
            if (input !== undefined && cached + d.value > input) {
                note(d.ptr, `usage_contradiction: ${d.field} (${d.value}) is more than the input tokens (${input}) it is part of; not recorded`);
                continue;
            }
            cached += d.value;
        }
        else if (output !== undefined && d.value > output) {
            note(d.ptr, `usage_contradiction: reasoning_tokens (${d.value}) is more than the output tokens (${output}) it is part of; not recorded`);
            continue;
        }
        step[d.field] = d.value;
        field(d.field, d.ptr);
    }
}
/**
 * The model id on the steps from `from` on that carry token counts and name no model yet
 * (`metadata.model`): what the policy's pricing matches (trace/usage.ts). Absent or not a string:
 * nothing.
 */
function stampModel(steps, from, model) {
    if (typeof model !== "string" || model === "")
        return;
    for (let i = Math.max(0, from); i < steps.length; i++) {
        const s = steps[i];
        if (s.input_tokens === undefined && s.output_tokens === undefined)
            continue;
        const meta = isObj(s.metadata) ? s.metadata : (s.metadata = {});
        if (own(meta, "model") === undefined)
            meta.model = model.slice(0, 200);
    }
}


/***/ }),

/***/ 91804:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ setOwn),
/* harmony export */   s: () => (/* binding */ isObj)
/* harmony export */ });
// The plain-JSON helpers and the step-origin type that common.ts and identity.ts both use, in a
// module that imports neither (no import circle); common.ts re-exports them.
function isObj(v) {
    return typeof v === "object" && v !== null && !Array.isArray(v);
}
/** Set a property even when the key is "__proto__" (a plain assignment would change the prototype). */
function setOwn(o, k, v) {
    if (k === "__proto__")
        Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
    else
        o[k] = v;
}


/***/ }),

/***/ 8569:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ settleCalibrations)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/util/readfile.js
var readfile = __webpack_require__(28564);
// EXTERNAL MODULE: ./lib/util/digest.js
var digest = __webpack_require__(7738);
// EXTERNAL MODULE: ./lib/util/bound.js
var bound = __webpack_require__(38108);
;// CONCATENATED MODULE: ./lib/calibrate/judge-record.js
// A judge's calibration record (docs/calibrate.md, "Judges"): how well an evaluator (an LLM judge,
// a classifier, a heuristic) agrees with human labels, bound to the judge's name and to the sha256
// of the rubric file it was run with. `arh calibrate --judge` writes one; an evaluation in the policy
// that asks for calibration gates only when a committed record matches its judge and rubric and its
// agreement's lower confidence bound meets the floor. Pure: parse and check text and values only.
/** The record's `kind`, and the one format version this build reads and writes. */
const JUDGE_CALIBRATION_KIND = "arh-judge-calibration";
const JUDGE_CALIBRATION_FORMAT = 1;
/** Agreement measures: Cohen's kappa on labels, Spearman's rho on scores, kappa on score >= threshold v human pass/fail. */
const JUDGE_METRICS = ["cohen_kappa", "spearman", "threshold_agreement"];
/** The longest judge name a record carries (the policy names evaluations with the same bound). */
const MAX_JUDGE_NAME = 200;
const MAX_RUBRIC_PATH = 1000;
const DIGEST = /^sha256:[0-9a-f]{64}$/;
const KNOWN = new Set(["kind", "format_version", "judge", "digest", "metric", "value", "ci", "confidence", "n", "labels_digest", "threshold", "rubric", "unpaired"]);
/** A value quoted for a reason line, bounded (the record is input). */
function quote(v) {
    let s;
    try {
        s = typeof v === "number" && !Number.isFinite(v) ? String(v) : (JSON.stringify(v) ?? String(v));
    }
    catch {
        s = String(v);
    }
    return s.length > 80 ? `${s.slice(0, 79)}…` : s;
}
const isNum = (v) => typeof v === "number" && Number.isFinite(v);
const inUnit = (v) => v >= -1 && v <= 1;
/** The fields' checks, in the record's order; the first failing one is the reason. */
function fieldProblem(o) {
    if (o.kind !== JUDGE_CALIBRATION_KIND)
        return `is not a judge calibration record (kind ${quote(o.kind)}, expected "${JUDGE_CALIBRATION_KIND}")`;
    const fv = o.format_version;
    if (typeof fv === "number" && Number.isSafeInteger(fv) && fv > JUDGE_CALIBRATION_FORMAT)
        return `has format_version ${fv}, newer than this build reads (${JUDGE_CALIBRATION_FORMAT}): upgrade arh`;
    if (fv !== JUDGE_CALIBRATION_FORMAT)
        return `has format_version ${quote(fv)}, which is no format arh writes (expected ${JUDGE_CALIBRATION_FORMAT})`;
    for (const k of Object.keys(o))
        if (!KNOWN.has(k))
            return `has an unknown field ${quote(k)}`;
    if (typeof o.judge !== "string" || o.judge.trim() === "" || o.judge.length > MAX_JUDGE_NAME)
        return `has judge ${quote(o.judge)}: expected a non-empty name of at most ${MAX_JUDGE_NAME} characters`;
    if (typeof o.digest !== "string" || !DIGEST.test(o.digest))
        return `has digest ${quote(o.digest)}: expected "sha256:" and 64 lowercase hex digits`;
    if (typeof o.metric !== "string" || !JUDGE_METRICS.includes(o.metric))
        return `has metric ${quote(o.metric)}: expected one of ${JUDGE_METRICS.join(", ")}`;
    if (!isNum(o.value) || !inUnit(o.value))
        return `has value ${quote(o.value)}: expected a number from -1 to 1`;
    const ci = o.ci;
    if (!Array.isArray(ci) || ci.length !== 2 || !isNum(ci[0]) || !isNum(ci[1]))
        return `has ci ${quote(ci)}: expected [lower, upper], two numbers`;
    if (!inUnit(ci[0]) || !inUnit(ci[1]) || ci[0] > o.value || o.value > ci[1])
        return `has ci ${quote(ci)} that does not hold the value ${o.value} inside [-1, 1]`;
    if (!isNum(o.confidence) || !(o.confidence > 0 && o.confidence < 1))
        return `has confidence ${quote(o.confidence)}: expected a level above 0 and below 1 (0.95)`;
    if (!isNum(o.n) || !Number.isSafeInteger(o.n) || o.n < 1)
        return `has n ${quote(o.n)}: expected a whole number of pairs, 1 or more`;
    if (typeof o.labels_digest !== "string" || !DIGEST.test(o.labels_digest))
        return `has labels_digest ${quote(o.labels_digest)}: expected "sha256:" and 64 lowercase hex digits`;
    if (o.metric === "threshold_agreement" ? !isNum(o.threshold) : o.threshold !== undefined)
        return o.metric === "threshold_agreement" ? `has threshold ${quote(o.threshold)}: threshold_agreement needs the score threshold, a number` : `has a threshold but metric ${o.metric} uses none`;
    if (o.rubric !== undefined && (typeof o.rubric !== "string" || o.rubric.length > MAX_RUBRIC_PATH))
        return `has rubric ${quote(o.rubric)}: expected the rubric file's path`;
    return o.unpaired === undefined ? null : unpairedProblem(o.unpaired);
}
function unpairedProblem(u) {
    const count = (v) => isNum(v) && Number.isSafeInteger(v) && v >= 0;
    if (u === null || typeof u !== "object" || Array.isArray(u))
        return `has unpaired ${quote(u)}: expected {"labels": N, "results": N}`;
    const r = u;
    if (Object.keys(r).some((k) => k !== "labels" && k !== "results") || !count(r.labels) || !count(r.results))
        return `has unpaired ${quote(u)}: expected {"labels": N, "results": N}, whole numbers`;
    return null;
}
/**
 * Parse a calibration record's text strictly. Every failure is one reason naming `file`: damaged
 * JSON, another kind, an unknown or newer format version, a field missing, unknown or out of range
 * (NaN and infinities are not JSON, so they arrive as damage or as strings).
 */
function parseJudgeCalibration(text, file) {
    const name = file.length > 300 ? `${file.slice(0, 299)}…` : file;
    let data;
    try {
        data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    }
    catch (e) {
        return { ok: false, reason: `${name}: not a judge calibration record: damaged JSON (${e.message.slice(0, 120)})` };
    }
    if (data === null || typeof data !== "object" || Array.isArray(data))
        return { ok: false, reason: `${name}: not a judge calibration record: expected a JSON object, got ${Array.isArray(data) ? "an array" : quote(data)}` };
    const problem = fieldProblem(data);
    if (problem !== null)
        return { ok: false, reason: `${name}: ${problem}` };
    return { ok: true, record: data };
}
/** `sha256:` and the first 12 hex digits, for reason lines. */
function shortDigest(d) {
    return d.length > 19 ? `${d.slice(0, 19)}…` : d;
}
/** A figure for reason lines: at most 3 decimals, no trailing zeros. */
function fig(v) {
    return String(Math.round(v * 1000) / 1000);
}
/** Two decimals, or more where two would round the lower bound up to the floor it misses. */
function agreementLine(r, floor) {
    const [lo, hi] = r.ci;
    const d = Number(lo.toFixed(2)) >= floor ? 4 : 2;
    return `agreement ${r.value.toFixed(d)} (CI ${lo.toFixed(d)}–${hi.toFixed(d)}) is below the floor ${fig(floor)}`;
}
/**
 * Does a parsed record vouch for this judge, this rubric, at this floor? Another judge's record, a
 * rubric whose bytes changed since calibration (or a forged digest), or an interval whose lower bound
 * is under the floor are each one plain reason. The lower bound, not the value: a value over the floor
 * on a handful of pairs is not evidence that it is.
 */
function checkJudgeCalibration(record, want) {
    if (record.judge !== want.judge)
        return { ok: false, reason: `calibration record is for judge ${quote(record.judge)}, not ${quote(want.judge)}` };
    if (record.digest !== want.digest)
        return { ok: false, reason: `rubric digest ${shortDigest(want.digest)} does not match the record's ${shortDigest(record.digest)}: the rubric changed since calibration (or the record is not for it); calibrate again` };
    if (!Number.isFinite(want.minAgreement) || !inUnit(want.minAgreement))
        return { ok: false, reason: `min_agreement ${quote(want.minAgreement)} is not a number from -1 to 1` };
    if (record.ci[0] < want.minAgreement)
        return { ok: false, reason: agreementLine(record, want.minAgreement) };
    return { ok: true };
}

;// CONCATENATED MODULE: ./lib/calibrate/judge-gate.js
// Whether each `calibrated: true` evaluation of a policy gates (docs/evaluations.md, "Calibrated
// gating"): its committed calibration record (src/calibrate/judge-record.ts) must be of this judge,
// for the sha256 digest of the rubric file as committed now, with an agreement whose CI lower bound
// reaches `min_agreement`. Otherwise the judge's results are shown and never gate, and `not_gated`
// says why. Reads the two files (beside the policy file); once per policy.





/** Largest calibration record or rubric read (both are small committed files). */
const MAX_FILE_BYTES = 16 * 1024 * 1024;
function readBeside(base, rel, what) {
    if (base === null)
        return { ok: false, why: `the ${what} ${(0,bound/* truncateText */.EJ)(rel, 200)} cannot be found: the policy file's folder is not known` };
    const r = (0,readfile/* readRegularFile */.XF)((0,external_node_path_.resolve)(base, rel), MAX_FILE_BYTES);
    if (r.ok)
        return r;
    return { ok: false, why: `cannot read the ${what} ${(0,bound/* truncateText */.EJ)(rel, 200)}: ${r.code === "ENOENT" ? "no such file" : r.reason}` };
}
/** Check the records of the policy's calibrated judges (once; later calls return at once). */
function settleCalibrations(policy) {
    const ev = policy?.evaluations;
    if (!ev || ev.settled)
        return;
    ev.settled = true;
    for (const spec of ev.specs.values()) {
        if (!spec.calibrated)
            continue;
        spec.gated = false;
        const rubric = readBeside(ev.base, spec.rubric, "rubric");
        if (!rubric.ok) {
            spec.not_gated = rubric.why;
            continue;
        }
        const record = readBeside(ev.base, spec.calibration, "calibration record");
        if (!record.ok) {
            spec.not_gated = record.why;
            continue;
        }
        const parsed = parseJudgeCalibration(record.bytes.toString("utf8"), (0,bound/* truncateText */.EJ)(spec.calibration, 200));
        if (!parsed.ok) {
            spec.not_gated = parsed.reason;
            continue;
        }
        const checked = checkJudgeCalibration(parsed.record, { judge: spec.name, digest: (0,digest/* sha256Of */.Bj)(rubric.bytes), minAgreement: spec.min_agreement });
        spec.gated = checked.ok;
        spec.not_gated = checked.ok ? null : checked.reason;
    }
}


/***/ }),

/***/ 70695:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g7: () => (/* binding */ decodeText),
  fu: () => (/* binding */ readText),
  hf: () => (/* binding */ renderFailureEntry),
  Lb: () => (/* binding */ runValidation),
  iJ: () => (/* binding */ toUri),
  Oc: () => (/* binding */ validateFileSyncUnder)
});

// UNUSED EXPORTS: MAX_FILE_BYTES, MIN_PARALLEL_FILES, expandInputs, expandInputsWithSkipped, internalErrorEntry, runValidationTwice, tooMuch, validateFile, validateFileSync, validateFileUnder

// EXTERNAL MODULE: ./lib/util/readfile.js
var readfile = __webpack_require__(28564);
// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: ./lib/util/utf8.js
var utf8 = __webpack_require__(3729);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/files/match.js
var match = __webpack_require__(90058);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/json/locate.js
var locate = __webpack_require__(14594);
// EXTERNAL MODULE: ./lib/json/findings.js
var json_findings = __webpack_require__(22926);
// EXTERNAL MODULE: ./lib/adapters/index.js + 25 modules
var adapters = __webpack_require__(22470);
// EXTERNAL MODULE: ./lib/adapters/common.js
var common = __webpack_require__(30695);
;// CONCATENATED MODULE: ./lib/adapters/notes.js

const MAX_REPORT_NOTES = 200;
const MAX_MESSAGE = 500;
const CODE = /^[a-z][a-z0-9_]{0,63}$/;
/** The notes of an adapted trace (`metadata.adapter.notes`), or undefined when it has none. */
function reportNotes(trace) {
    const meta = (0,common/* get */.Jt)(trace, "metadata");
    const adapter = (0,common/* isObj */.sA)(meta) ? (0,common/* get */.Jt)(meta, "adapter") : undefined;
    const notes = (0,common/* isObj */.sA)(adapter) ? (0,common/* get */.Jt)(adapter, "notes") : undefined;
    if (!Array.isArray(notes) || notes.length === 0)
        return undefined;
    const out = [];
    for (const n of notes) {
        if (out.length === MAX_REPORT_NOTES) {
            out.push({ code: "notes_truncated", message: `${notes.length - MAX_REPORT_NOTES} more adapter notes not listed`, pointer: "" });
            break;
        }
        if (!(0,common/* isObj */.sA)(n))
            continue;
        const text = typeof n.note === "string" ? n.note : "";
        const pointer = typeof n.pointer === "string" ? n.pointer : "";
        const colon = text.indexOf(":");
        const head = colon > 0 ? text.slice(0, colon) : "";
        const code = CODE.test(head) ? head : "note";
        let message = code === head ? text.slice(colon + 1).trim() : text;
        if (message.length > MAX_MESSAGE)
            message = message.slice(0, MAX_MESSAGE - 1) + "…";
        out.push({ code, message, pointer });
    }
    return out;
}

// EXTERNAL MODULE: ./lib/adapters/jsonl.js
var jsonl = __webpack_require__(48554);
;// CONCATENATED MODULE: ./lib/trace/usage.js
/**
 * Where `seg` first occurs in `s` at or after `from`, ending at or before `end`, else -1. Knuth-
 * Morris-Pratt: O(|seg| + the characters scanned), never a rescan, whatever the text.
 */
function findSegment(seg, s, from, end, work) {
    const m = seg.length;
    if (m === 0)
        return from;
    if (end - from < m)
        return -1;
    const fail = new Int32Array(m);
    for (let i = 1, k = 0; i < m; i++) {
        while (k > 0 && seg.charCodeAt(i) !== seg.charCodeAt(k))
            k = fail[k - 1];
        if (seg.charCodeAt(i) === seg.charCodeAt(k))
            k++;
        fail[i] = k;
    }
    let k = 0;
    for (let i = from; i < end; i++) {
        while (k > 0 && s.charCodeAt(i) !== seg.charCodeAt(k))
            k = fail[k - 1];
        if (s.charCodeAt(i) === seg.charCodeAt(k))
            k++;
        if (k === m) {
            if (work)
                work.steps += m + (i - from);
            return i - m + 1;
        }
    }
    if (work)
        work.steps += m + (end - from);
    return -1;
}
/**
 * Whether `s` matches `pattern`, where `*` stands for any run of characters and every other
 * character for itself. The text before the first star is a prefix, the text after the last a
 * suffix, and each run of text between stars is found in order, leftmost first (taking the first
 * place never loses a match): linear, O(|pattern| + |s|), whatever the pattern and the id (no
 * regular expression and no backtracking, so a policy of many long patterns against a long model
 * id still matches in time proportional to their sizes).
 */
function globMatch(pattern, s, work) {
    const segs = pattern.split("*");
    if (work)
        work.steps += pattern.length + 1;
    if (segs.length === 1)
        return pattern === s;
    const first = segs[0];
    const last = segs[segs.length - 1];
    let lo = first.length;
    const hi = s.length - last.length;
    if (lo > hi)
        return false;
    if (work)
        work.steps += first.length + last.length;
    if (!s.startsWith(first) || !s.endsWith(last))
        return false;
    for (let i = 1; i < segs.length - 1; i++) {
        const at = findSegment(segs[i], s, lo, hi, work);
        if (at < 0)
            return false;
        lo = at + segs[i].length;
    }
    return true;
}
/** The price of a model id, or null. */
function priceOf(pricing, model, work) {
    const p = pricing.exact.get(model);
    if (p)
        return p;
    for (const x of pricing.patterns)
        if (globMatch(x.pattern, model, work))
            return x.price;
    return null;
}
/** At most this many characters of a model id are named in `unpriced_models`. */
const MAX_UNPRICED_NAME = 200;
/** The model id of a step: `metadata.model`, else that of a model call folded into it. */
function stepModel(s) {
    const m = s.metadata.model;
    if (typeof m === "string")
        return m;
    const mc = s.metadata.model_call;
    if (mc !== null && typeof mc === "object" && !Array.isArray(mc)) {
        const mm = mc.model;
        if (typeof mm === "string")
            return mm;
    }
    return null;
}
/** USD of one step's tokens at `price` (per million), unrounded. */
function stepCost(s, price) {
    const read = s.cache_read_tokens ?? 0;
    const created = s.cache_creation_tokens ?? 0;
    const reasoning = s.reasoning_tokens ?? 0;
    const plainIn = Math.max(0, (s.input_tokens ?? 0) - read - created);
    const plainOut = Math.max(0, (s.output_tokens ?? 0) - reasoning);
    const usd = plainIn * price.input +
        read * (price.cache_read ?? price.input) +
        created * (price.cache_write ?? price.input) +
        plainOut * price.output +
        reasoning * (price.reasoning ?? price.output);
    return usd / 1e6;
}
/** Money to 10 decimals (no binary-fraction tails in reports). */
function roundUsd(x) {
    // a whole number is its own rounding (the latency sums mostly are), without the decimal text
    if (Number.isSafeInteger(x))
        return x === 0 ? 0 : x;
    return Number(x.toFixed(10));
}
function foldedModelLatency(s) {
    const mc = s.metadata.model_call;
    if (mc === null || typeof mc !== "object" || Array.isArray(mc))
        return 0;
    const l = mc.latency_ms;
    return typeof l === "number" && Number.isFinite(l) && l > 0 ? l : 0;
}
/** The totals of a trace; null when it records no tokens, latency or cost at all. */
function traceUsage(trace, pricing) {
    const u = { input_tokens: 0, output_tokens: 0, cache_read_tokens: 0, cache_creation_tokens: 0, reasoning_tokens: 0, model_latency_ms: 0, tool_latency_ms: 0 };
    let any = false;
    let estimate = 0;
    let estimated = false;
    const unpriced = new Set();
    // each model id is matched once per trace (a trace names a few models over many steps)
    const prices = new Map();
    // a block of comments only (as `arh init` writes it) prices nothing and names nothing unpriced
    if (pricing && pricing.exact.size === 0 && pricing.patterns.length === 0)
        pricing = null;
    for (const s of trace.steps) {
        const tokens = s.input_tokens !== null || s.output_tokens !== null;
        if (tokens || s.latency_ms !== null || s.cost_usd !== null)
            any = true;
        u.input_tokens += s.input_tokens ?? 0;
        u.output_tokens += s.output_tokens ?? 0;
        u.cache_read_tokens += s.cache_read_tokens ?? 0;
        u.cache_creation_tokens += s.cache_creation_tokens ?? 0;
        u.reasoning_tokens += s.reasoning_tokens ?? 0;
        const lat = s.latency_ms ?? 0;
        if (s.type === "model_response")
            u.model_latency_ms += lat;
        else {
            const folded = Math.min(lat, foldedModelLatency(s));
            u.model_latency_ms += folded;
            u.tool_latency_ms += lat - folded;
        }
        if (!pricing || !tokens || s.cost_usd !== null)
            continue;
        const model = stepModel(s);
        let price = null;
        if (model !== null) {
            const known = prices.get(model);
            price = known !== undefined ? known : priceOf(pricing, model);
            if (known === undefined)
                prices.set(model, price);
        }
        if (price === null) {
            unpriced.add(model === null ? "(no model id)" : model.length > MAX_UNPRICED_NAME ? model.slice(0, MAX_UNPRICED_NAME - 1) + "…" : model);
            continue;
        }
        estimate += stepCost(s, price);
        estimated = true;
    }
    if (!any)
        return null;
    u.model_latency_ms = roundUsd(u.model_latency_ms);
    u.tool_latency_ms = roundUsd(u.tool_latency_ms);
    if (estimated)
        u.estimated_cost_usd = roundUsd(estimate);
    if (unpriced.size > 0)
        u.unpriced_models = [...unpriced].sort().slice(0, 20);
    return u;
}

// EXTERNAL MODULE: ./lib/adapters/detect.js
var detect = __webpack_require__(58049);
// EXTERNAL MODULE: ./lib/trace/parse.js
var parse = __webpack_require__(6566);
// EXTERNAL MODULE: ./lib/engine/validate.js + 9 modules
var validate = __webpack_require__(45478);
// EXTERNAL MODULE: ./lib/trace/evaluations.js
var trace_evaluations = __webpack_require__(31650);
// EXTERNAL MODULE: ./lib/calibrate/judge-gate.js + 1 modules
var judge_gate = __webpack_require__(8569);
// EXTERNAL MODULE: ./lib/rules/common.js
var rules_common = __webpack_require__(68138);
// EXTERNAL MODULE: ./lib/util/bound.js
var bound = __webpack_require__(38108);
// EXTERNAL MODULE: ./lib/engine/report.js
var engine_report = __webpack_require__(60362);
// EXTERNAL MODULE: ./lib/memory/model.js
var model = __webpack_require__(10978);
// EXTERNAL MODULE: ./lib/tracediff/model.js
var tracediff_model = __webpack_require__(13855);
// EXTERNAL MODULE: ./lib/engine/parallel.js
var engine_parallel = __webpack_require__(24399);
// EXTERNAL MODULE: ./lib/util/steps.js
var steps = __webpack_require__(32503);
// EXTERNAL MODULE: ./lib/engine/source.js
var source = __webpack_require__(45325);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./lib/engine/prefetch.js
// The trace files of a one-thread validation read ahead on a reader thread (`arh validate --jobs 1`,
// the gate's candidate): the main thread then spends its time judging, not waiting on `open` and
// `read` (about a tenth of a validation's time on the bench corpus). Nothing else changes: the
// files are judged on the main thread, in order, from the same bytes.
//
// The reader fills a ring of fixed slots in shared memory, a file per slot, claiming files in
// order through a shared counter, at most SLOTS files ahead of the main thread. The main thread
// reads a file itself, as it always did (`readRegularFile`), when the reader has not claimed it
// yet (while the reader starts), and for anything the reader leaves to it: a file larger than a
// slot, empty by its size, not a regular file, or that could not be opened or read whole. So every
// error, limit and message is the main thread's own, and a file the reader read is one the main
// thread would have read whole, with the same flags. Hand-written: no library shares a ring of
// file reads between threads, and one asynchronous call per file on libuv's pool costs the main
// thread more than the read it hands off (src/bundle/offthread.ts says by how much).


/** Files in the ring at once, and the largest file a slot holds (larger ones the main thread reads). */
const SLOTS = 64;
const SLOT_BYTES = 256 * 1024;
/** Fewer files than this are read on the main thread only (a reader thread costs a few milliseconds to start). */
const PREFETCH_FROM_FILES = 256;
/** How long the main thread waits for a slot the reader claimed before it reads every file itself. */
const GIVE_UP_MS = 10_000;
// The control words: the next file to claim, the files the main thread is done with, stop, whether
// the reader sleeps until the main thread is done with more and with how many, whether the main
// thread sleeps until a slot is filled, then a word per slot: 0 empty, 1 left to the main thread,
// 2 + n the file's n bytes are in the slot. A wake-up is only sent to a thread that sleeps (each
// sets its word before it looks and sleeps, so none is missed), and the reader, which is faster,
// sleeps until half the ring is free: `Atomics.notify` costs about 10 µs, a tenth of what judging a
// typical file takes.
const CLAIM = 0;
const DONE = 1;
const STOP = 2;
const READER_WAITS = 3;
const WAKE_AT = 4;
const MAIN_WAITS = 5;
const HEADER = 6;
/**
 * The reader, started with `eval` (no file to find in the bundle; see src/bundle/offthread.ts).
 * Everything it does not read whole into a slot it marks as left to the main thread.
 */
const READER_SOURCE = `
const load = typeof process.getBuiltinModule === "function" ? process.getBuiltinModule : require;
const { workerData } = load("node:worker_threads");
const { openSync, fstatSync, readSync, closeSync } = load("node:fs");
const { paths, flags, slotBytes, mem, ctl } = workerData;
const files = paths.split("\\0");
const c = new Int32Array(ctl);
const bytes = new Uint8Array(mem);
const slots = c.length - ${HEADER};
const readInto = (path, at) => {
  let fd;
  try {
    fd = openSync(path, flags);
    const st = fstatSync(fd);
    if (!st.isFile() || st.size <= 0 || st.size > slotBytes) return -1;
    let used = 0;
    while (used < st.size) {
      const n = readSync(fd, bytes, at + used, st.size - used, null);
      if (n === 0) break;
      used += n;
    }
    return used === st.size ? used : -1;
  } catch {
    return -1;
  } finally {
    if (fd !== undefined) try { closeSync(fd); } catch {}
  }
};
for (;;) {
  const i = Atomics.add(c, ${CLAIM}, 1);
  if (i >= files.length) break;
  for (;;) {
    Atomics.store(c, ${WAKE_AT}, i - slots + 1 + (slots >> 1));
    Atomics.store(c, ${READER_WAITS}, 1);
    const done = Atomics.load(c, ${DONE});
    if (i - done < slots || Atomics.load(c, ${STOP}) !== 0) break;
    Atomics.wait(c, ${DONE}, done, 100);
  }
  Atomics.store(c, ${READER_WAITS}, 0);
  if (Atomics.load(c, ${STOP}) !== 0) break;
  const k = i % slots;
  const n = readInto(files[i], k * slotBytes);
  Atomics.store(c, ${HEADER} + k, n < 0 ? 1 : 2 + n);
  if (Atomics.load(c, ${MAIN_WAITS}) !== 0) Atomics.notify(c, ${HEADER} + k);
}
`;
class Prefetch {
    files;
    next = 0;
    ctl;
    mem;
    worker;
    /** The slot whose bytes the caller holds, released at the next `take` or at `close`. */
    held = -1;
    constructor(files, ctl, mem) {
        this.files = files;
        this.ctl = new Int32Array(ctl);
        this.mem = Buffer.from(mem);
        this.worker = new external_node_worker_threads_.Worker(READER_SOURCE, { eval: true, workerData: { paths: files.join("\0"), flags: readfile/* OPEN_FLAGS */.tM, slotBytes: SLOT_BYTES, mem, ctl }, resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4 } });
        this.worker.unref();
        // a reader that fails leaves its files to the main thread (it stops claiming; see `take`)
        this.worker.on("error", () => Atomics.store(this.ctl, STOP, 1));
    }
    /** A reader for `files` (to be taken in this order), or null when reading them here is as fast. */
    static start(files) {
        if (files.length < PREFETCH_FROM_FILES || files.some((f) => f.includes("\0")))
            return null;
        try {
            return new Prefetch(files, new SharedArrayBuffer(4 * (HEADER + SLOTS)), new SharedArrayBuffer(SLOTS * SLOT_BYTES));
        }
        catch {
            return null; // no thread to start: every file is read here
        }
    }
    /**
     * The bytes of `file` if the reader read it whole, else null (the caller reads it as always).
     * Files are taken in the order given; any other file is the caller's to read.
     */
    take(file) {
        this.release();
        const i = this.next;
        if (i >= this.files.length || this.files[i] !== file)
            return null;
        this.next++;
        const c = this.ctl;
        const k = i % SLOTS;
        let waited = 0;
        for (;;) {
            const v = Atomics.load(c, HEADER + k);
            if (v !== 0) {
                this.held = k;
                return v === 1 ? null : this.mem.subarray(k * SLOT_BYTES, k * SLOT_BYTES + (v - 2));
            }
            // not claimed yet (the reader is starting, or has stopped): this one is read here
            if (Atomics.load(c, CLAIM) <= i && Atomics.compareExchange(c, CLAIM, i, i + 1) === i) {
                this.done(i);
                return null;
            }
            if (waited >= GIVE_UP_MS || Atomics.load(c, STOP) !== 0) {
                // a reader that failed (its error seen when the event loop turned), or that claimed a file
                // and never filled its slot: every file from here is read here
                this.close();
                return null;
            }
            Atomics.store(c, MAIN_WAITS, 1);
            if (Atomics.load(c, HEADER + k) === 0)
                Atomics.wait(c, HEADER + k, 0, 50);
            Atomics.store(c, MAIN_WAITS, 0);
            waited += 50;
        }
    }
    /** Whether the reader has claimed a file not taken yet (before the first `take`: whether it has started, a few milliseconds after `start`). */
    get started() {
        return Atomics.load(this.ctl, CLAIM) > this.next;
    }
    /** The slot of the last file taken is free again. */
    release() {
        if (this.held < 0)
            return;
        Atomics.store(this.ctl, HEADER + this.held, 0);
        this.held = -1;
        this.done(this.next - 1);
    }
    done(i) {
        Atomics.store(this.ctl, DONE, i + 1);
        if (Atomics.load(this.ctl, READER_WAITS) !== 0 && i + 1 >= Atomics.load(this.ctl, WAKE_AT))
            Atomics.notify(this.ctl, DONE);
    }
    /** Stop the reader (whatever it holds is dropped). */
    close() {
        this.held = -1;
        this.next = Number.MAX_SAFE_INTEGER;
        Atomics.store(this.ctl, STOP, 1);
        Atomics.notify(this.ctl, DONE);
        void this.worker?.terminate();
        this.worker = null;
    }
}

;// CONCATENATED MODULE: ./lib/engine/pipeline.js
// The file pipeline: paths -> files -> documents -> canonical traces -> validated report entries.
// Every matched file appears in the report: unreadable or invalid files become ARH-INP-001 entries
// located at the exact line and column; the run goes on. Positions are computed only for files
// with findings (the common path stays at JSON.parse speed).


























/** Files larger than this are rejected as input errors (V8 strings cannot hold much more). */
const MAX_FILE_BYTES = 256 * 1024 * 1024;
/** Below this many files, starting workers costs more than it gives. */
const MIN_PARALLEL_FILES = 512;
/** Matched paths are absolute and normalised; below `cwd` their URI is the rest of the path. */
const PLAIN_REST = /^[^/]+(?:\/[^/]+)*$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;
/** Relative, `/`-separated URI of a file for reports. */
function toUri(file, cwd) {
    // Fast path (what `relative` gives, without resolving both paths): a file inside a plain,
    // normalised absolute cwd, reached without `.`/`..` segments or repeated separators.
    if (external_node_path_.sep === "/" && cwd.length > 1 && cwd.charCodeAt(0) === 0x2f && file.length > cwd.length + 1 && file.charCodeAt(cwd.length) === 0x2f && file.startsWith(cwd)) {
        const rest = file.slice(cwd.length + 1);
        if (PLAIN_REST.test(rest) && !DOT_SEGMENT.test(rest) && !DOT_SEGMENT.test(cwd) && PLAIN_REST.test(cwd.slice(1)))
            return rest;
    }
    const rel = (0,external_node_path_.relative)(cwd, file);
    return (rel === "" ? (0,external_node_path_.basename)(file) : rel).split(external_node_path_.sep).join("/");
}
/**
 * Expand PATH arguments (src/files/match.ts: files, directories, globs, `!` excludes). A pattern
 * that meets nothing is a usage error. Returns absolute paths, de-duplicated, in code-unit order.
 */
async function expandInputs(paths, cwd) {
    return (await expandInputsWithSkipped(paths, cwd)).files;
}
/** `expandInputs`, plus the paths the patterns met but that are not validated (for the report). */
async function expandInputsWithSkipped(paths, cwd) {
    const r = matchTraceFiles(paths, { cwd });
    const bad = r.unmatched[0];
    if (bad !== undefined)
        throw new UsageError(unmatchedProblem(bad, cwd));
    return { files: r.files, skipped: r.skipped, regular: r.regular, walked: r.walked };
}
function pointLocation(uri, line, column) {
    return { uri, startLine: line, startColumn: column, endLine: line, endColumn: column + 1 };
}
/** Read a file as UTF-8 text; problems become an InputError-like located message. */
function readText(file, uri, seenRegular = false) {
    return loadedText((0,readfile/* readRegularFile */.XF)(file, MAX_FILE_BYTES, seenRegular), uri);
}
function loadedText(r, uri) {
    if (!r.ok)
        return { error: r.reason, location: pointLocation(uri, 1, 1) };
    return decodeText(r.bytes, uri);
}
/** A file's bytes as UTF-8 text (without a BOM); invalid UTF-8 is a located message. */
function decodeText(buf, uri) {
    let text;
    // ASCII (the common case) is its own Latin-1 reading, which decodes about twice as fast as UTF-8
    if ((0,external_node_buffer_.isAscii)(buf))
        text = buf.toString("latin1");
    else {
        const bad = (0,utf8/* invalidUtf8 */.t)(buf);
        if (bad)
            return { error: bad.message, location: pointLocation(uri, bad.line, bad.column) };
        text = buf.toString("utf8");
    }
    if (text.charCodeAt(0) === 0xfeff)
        text = text.slice(1); // a BOM is not part of the JSON text (columns as editors count them)
    return { text };
}
function inputErrorEntry(uri, policy, message, location, doc, format) {
    const d = doc !== null && typeof doc === "object" && !Array.isArray(doc) ? doc : {};
    const str = (k) => {
        const v = Object.hasOwn(d, k) ? d[k] : undefined;
        return typeof v === "string" && v !== "" ? v : undefined;
    };
    const f = (0,rules_common/* finding */.gk)("ARH-INP-001", null, `${message} (line ${location.startLine}, column ${location.startColumn})`, "");
    delete f.pointer;
    f.location = location;
    const entry = {
        trace_id: str("trace_id") ?? uri,
        agent_name: str("agent_name") ?? "",
        workflow: str("workflow") ?? "",
        policy_id: policy.policy_id,
        score: 0,
        passed: false,
        total_latency_ms: 0,
        total_cost_usd: 0,
        citation_coverage: null,
        source_path: uri,
        findings: [f],
        kind: "input",
    };
    if (format)
        entry.source_format = format;
    entry.location = location;
    return entry;
}
/**
 * What a RangeError means: a stack overflow (nesting) or a size limit of the engine (a string or
 * array too long). Depth is checked before any recursive walk, so this is a last line of defence.
 */
function tooMuch(what, e) {
    return /call stack/i.test(e.message) ? `${what} nested too deeply to process` : `${what} too large to process (${(0,bound/* truncateText */.EJ)(e.message, 120)})`;
}
/** Location of an InputError's pointer in the file text. */
function locateError(text, uri, ptr) {
    return (0,json_findings/* makeLocator */.X)(text, uri, [ptr]).locate(ptr);
}
/** Map a decoded offset inside a JSON string literal to the offset in its raw text. */
function rawOffset(literal, decodedIndex) {
    let raw = 1; // after the opening quote
    let dec = 0;
    while (dec < decodedIndex && raw < literal.length - 1) {
        if (literal.charCodeAt(raw) === 0x5c) {
            raw += literal.charCodeAt(raw + 1) === 0x75 ? 6 : 2;
        }
        else
            raw++;
        dec++;
    }
    return raw;
}
/** Narrow SAF-001 locations to the matched text inside the string, when the blob is located. */
function refineSafety(text, uri, findings) {
    const saf = findings.filter((f) => f.rule_id === "ARH-SAF-001" && f.match !== undefined && f.pointer !== undefined);
    if (saf.length === 0)
        return;
    const loc = (0,json_findings/* makeLocator */.X)(text, uri, saf.map((f) => f.pointer));
    const lines = new locate/* LineMap */.HU(text);
    for (const f of saf) {
        const span = loc.span(f.pointer);
        const m = f.match;
        delete f.match;
        if (!span || text.charCodeAt(span.start) !== 0x22)
            continue;
        const lit = text.slice(span.start, span.end);
        const a = lines.at(span.start + rawOffset(lit, m.start));
        const b = lines.at(span.start + rawOffset(lit, Math.max(m.end, m.start + 1)));
        f.location = { uri, startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column };
    }
}
/** Validate one file; returns its report entries (one per trace; OTLP files may hold several). */
async function validateFile(file, ctx) {
    return (await validateFileUnder(file, ctx, [ctx.policy]))[0];
}
/**
 * `validateFile` under each of `policies`, from one reading and parsing of the file: each policy's
 * entries are what `validateFile` gives under it alone. A bug of ours is the entry of the policy it
 * met (`internalErrorEntry`); only a source that cannot be read (SourceReadError) is thrown.
 */
async function validateFileUnder(file, ctx, policies) {
    const got = validateFileSyncUnder(file, ctx, policies);
    const out = [];
    for (let i = 0; i < got.length; i++) {
        const r = got[i];
        const policy = policies[i];
        try {
            out.push(Array.isArray(r) ? r : await deferredEntries(r, policy, ctx));
        }
        catch (e) {
            out.push([internalErrorEntry(file, policy, ctx.opts, e)]);
        }
    }
    return out;
}
/** The entries of what `validateFileSync` left to the main thread (a memory trace, a trace-diff document). */
async function deferredEntries(r, policy, ctx) {
    const { doc, text, uri, fileName } = r.work;
    try {
        if (r.deferred === "abt") {
            const { validateAbtDocument } = await Promise.all(/* import() */[__webpack_require__.e(210), __webpack_require__.e(54)]).then(__webpack_require__.bind(__webpack_require__, 68054));
            return (0,bound/* boundEntries */.Xp)([validateAbtDocument({ doc, text, uri, fileName, policyId: policy.policy_id })]);
        }
        return (0,bound/* boundEntries */.Xp)([await (await ctx.memory()).evaluate({ doc, text, uri, fileName, policy, failUnder: ctx.opts.failUnder })]);
    }
    catch (e) {
        if (e instanceof errors/* InputError */.d)
            return [inputErrorEntry(uri, policy, e.message, locateError(text, uri, e.pointer), doc)];
        if (e instanceof RangeError)
            return [inputErrorEntry(uri, policy, tooMuch("document", e), pointLocation(uri, 1, 1), doc)];
        throw e;
    }
}
/**
 * Everything of `validateFile` that is synchronous and pure (it can run in a worker thread): the
 * entries of the file, or the memory trace it holds.
 */
function validateFileSync(file, ctx) {
    return validateFileSyncUnder(file, ctx, [ctx.policy])[0];
}
/**
 * `validateFileSync` under each of `policies`, the file read and parsed once (nothing judging does
 * changes the parsed document: the adapters never mutate their input). A bug of ours is the entry
 * of the policy it met; only a source that cannot be read (SourceReadError) is thrown.
 */
function validateFileSyncUnder(file, ctx, policies) {
    let loaded;
    try {
        loaded = loadFile(file, ctx);
    }
    catch (e) {
        if (e instanceof source/* SourceReadError */.C)
            throw e;
        return policies.map((p) => [internalErrorEntry(file, p, ctx.opts, e)]);
    }
    return policies.map((policy) => {
        try {
            const r = judgeLoaded(loaded, policy, ctx.opts);
            return Array.isArray(r) ? (0,bound/* boundEntries */.Xp)(r) : r;
        }
        catch (e) {
            return [internalErrorEntry(file, policy, ctx.opts, e)];
        }
    });
}
function loadFile(file, ctx) {
    const { opts } = ctx;
    const uri = toUri(file, opts.cwd);
    const ahead = ctx.prefetch?.take(file);
    const loaded = ctx.source ? loadedText(ctx.source.read(file, MAX_FILE_BYTES), uri) : ahead ? decodeText(ahead, uri) : readText(file, uri, opts.regularFiles?.has(file) === true);
    if ("error" in loaded)
        return { uri, error: loaded.error, location: loaded.location };
    let text = loaded.text;
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        const lines = (0,jsonl/* otlpJsonLines */.Z)(text);
        if (lines) {
            doc = lines.doc;
            text = lines.text;
        }
    }
    if (doc === undefined) {
        const err = (0,locate/* findSyntaxError */.po)(text);
        const offset = err?.offset ?? 0;
        const at = new locate/* LineMap */.HU(text).at(offset);
        const loc = pointLocation(uri, at.line, at.column);
        if (offset >= text.length)
            loc.endColumn = loc.startColumn; // at end of input: an empty region
        return { uri, error: `not valid JSON: ${err?.message ?? "syntax error"}`, location: loc };
    }
    return { uri, fileName: (0,external_node_path_.basename)(file), doc, text };
}
/** A loaded file's entries under `policy`, or the memory trace it holds. */
function judgeLoaded(loaded, policy, opts) {
    // each judging its own location object (the entries of two policies share nothing)
    if ("error" in loaded)
        return [inputErrorEntry(loaded.uri, policy, loaded.error, { ...loaded.location })];
    const { uri, fileName, doc, text } = loaded;
    const input = { doc, text, uri, fileName, policy, opts };
    // One place decides the kind; bad input of any kind becomes that file's input-error entry.
    const kind = DOCUMENT_KINDS.find((k) => k.detect(doc, opts.format));
    try {
        return kind.validate(input);
    }
    catch (e) {
        if (e instanceof errors/* InputError */.d) {
            // no trace format's marker at all: said as what the file holds ("the file holds null, not a trace")
            const auto = kind.name === "agent" && opts.format === "auto";
            const entry = inputErrorEntry(uri, policy, (auto ? (0,detect/* notATraceMessage */.NU)(doc) : null) ?? e.message, locateError(text, uri, e.pointer), doc);
            const why = auto ? (0,detect/* otherFileReason */.TK)(doc, fileName) : null;
            if (why !== null)
                entry.not_a_trace = why;
            return [entry];
        }
        if (e instanceof RangeError)
            return [inputErrorEntry(uri, policy, tooMuch("document", e), pointLocation(uri, 1, 1), doc)];
        throw e;
    }
}
const ownMarkers = (format) => format === "auto" || format === "arh";
const DOCUMENT_KINDS = [
    {
        name: "trace-diff",
        detect: (doc, format) => ownMarkers(format) && (0,tracediff_model/* isAbtDocument */.dd)(doc),
        validate: ({ doc, text, uri, fileName }) => ({ deferred: "abt", work: { doc, text, uri, fileName } }),
    },
    {
        name: "memory",
        detect: (doc, format) => ownMarkers(format) && (0,model/* isMemoryDocument */.FV)(doc),
        validate: ({ doc, text, uri, fileName }) => ({ deferred: "memory", work: { doc, text, uri, fileName } }),
    },
    { name: "agent", detect: () => true, validate: validateAgentDocument },
];
/** An agent document: adapted to canonical traces, each validated and located in the file. */
function validateAgentDocument(input) {
    const { doc, text, uri, fileName, policy, opts } = input;
    const adapted = (0,adapters/* adaptDocument */.U)(doc, fileName, opts.format);
    if (adapted.length === 0)
        return [inputErrorEntry(uri, policy, `no trace found in this ${opts.format === "auto" ? "" : opts.format + " "}document`, pointLocation(uri, 1, 1), doc)];
    (0,judge_gate/* settleCalibrations */.B)(policy); // once per policy: whether its calibrated judges gate
    const entries = [];
    const allFindings = [];
    const located = [];
    for (const a of adapted) {
        try {
            const trace = (0,parse/* parseTrace */.bj)(a.trace);
            opts.judged?.attach(trace);
            const r = (0,validate/* validateTrace */._6)(trace, policy, { failUnder: opts.failUnder });
            for (const f of r.findings)
                if (f.pointer !== undefined)
                    f.pointer = a.mapPointer(f.pointer);
            const entry = {
                trace_id: trace.trace_id,
                agent_name: trace.agent_name,
                workflow: trace.workflow,
                policy_id: policy.policy_id,
                score: (0,validate/* roundScore */.F5)(r.score, 2),
                passed: r.passed,
                total_latency_ms: r.total_latency_ms,
                total_cost_usd: r.total_cost_usd,
                citation_coverage: r.citation_coverage,
                source_path: uri,
                findings: r.findings,
                kind: "agent",
                source_format: a.format,
                category_scores: r.category_scores,
                steps: (0,engine_report/* leanStepDigests */.cZ)(trace),
            };
            if (r.total_tokens !== null)
                entry.total_tokens = r.total_tokens;
            if (!r.latency_recorded)
                entry.latency_recorded = false;
            const usage = traceUsage(trace, policy.pricing);
            if (usage)
                entry.usage = usage;
            if (r.agents)
                entry.agents = r.agents; // a multi-agent trace: each agent's share (docs/multi-agent.md)
            const notes = a.format === "arh" ? undefined : reportNotes(a.trace);
            if (notes)
                entry.adapter_notes = notes;
            const evaluations = (0,trace_evaluations/* evaluationEntries */.LV)(trace);
            if (evaluations)
                entry.evaluations = evaluations;
            if (Object.hasOwn(trace.metadata, "scenario"))
                entry.scenario = boundedScenario(trace.metadata.scenario);
            entry.raw_score = r.score;
            const judgeNotes = opts.judged?.notes(trace.trace_id);
            if (judgeNotes)
                entry.notes = judgeNotes;
            entries.push(entry);
            if (r.findings.length > 0 || notes) {
                for (const f of r.findings)
                    allFindings.push(f); // never spread an unbounded array
                located.push({ entry, map: a.mapPointer, steps: trace.steps.length });
            }
        }
        catch (e) {
            if (e instanceof errors/* InputError */.d) {
                const ptr = a.mapPointer(e.pointer);
                entries.push(inputErrorEntry(uri, policy, e.message, locateError(text, uri, ptr), a.trace, a.format));
            }
            else if (e instanceof RangeError) {
                entries.push(inputErrorEntry(uri, policy, tooMuch("trace", e), pointLocation(uri, 1, 1), a.trace, a.format));
            }
            else
                throw e;
        }
    }
    if (located.length > 0) {
        // One scan of the file for every pointer we need: findings, trace objects, steps.
        refineSafety(text, uri, allFindings);
        const want = allFindings.filter((f) => f.pointer !== undefined).map((f) => f.pointer);
        for (const l of located) {
            want.push(l.map(""));
            for (let i = 0; i < l.steps; i++)
                want.push(l.map("/steps/" + i));
            for (const n of l.entry.adapter_notes ?? [])
                want.push(n.pointer);
        }
        const loc = (0,json_findings/* makeLocator */.X)(text, uri, want);
        for (const f of allFindings)
            if (f.pointer !== undefined && !f.location)
                f.location = loc.locate(f.pointer);
        for (const l of located) {
            l.entry.location = loc.locate(l.map(""));
            l.entry.steps?.forEach((d, i) => {
                d.line = loc.locate(l.map("/steps/" + i)).startLine;
            });
            for (const n of l.entry.adapter_notes ?? [])
                n.location = loc.locate(n.pointer);
        }
    }
    return entries;
}
/** A bug of ours on one file must not end the run: it is reported on that file and the run goes on. */
function internalErrorEntry(file, policy, opts, e) {
    const uri = toUri(file, opts.cwd);
    const why = e instanceof Error ? e.message : String(e);
    return inputErrorEntry(uri, policy, `internal error while validating this file: ${why}`, pointLocation(uri, 1, 1));
}
/** The entry that replaces one whose report text could not be produced (e.g. a string too long for V8). */
function renderFailureEntry(e, policy, err) {
    const why = err instanceof RangeError ? "it is too large" : err instanceof Error ? err.message : String(err);
    const uri = e.source_path;
    const at = e.location ?? pointLocation(uri, 1, 1);
    const msg = `the report entry of trace '${(0,bound/* truncateText */.EJ)(e.trace_id, 200)}' could not be written (${(0,bound/* truncateText */.EJ)(why, 300)}; ${e.findings.length} findings)`;
    return inputErrorEntry(uri, policy, msg, pointLocation(uri, at.startLine, at.startColumn));
}
/** Validate files one at a time (memory stays flat) and build the report. */
async function runValidation(files, policy, opts) {
    return (await validateRuns(files, policy, opts, null)).report;
}
/**
 * `runValidation`, and the same files judged under `second.policy` too, each file read and parsed
 * once for both. The second report is exactly what `runValidation(F, second.policy, {format,
 * failUnder, cwd})` gives, for F the files the first report has entries of, in their order (a file
 * a walk found that holds no trace is in neither; the first run's `skipped` and `onEntry` are its
 * own). Both share the run's memory runner, source and worker threads.
 */
async function runValidationTwice(files, policy, opts, second) {
    const r = await validateRuns(files, policy, opts, second);
    return { report: r.report, second: r.second };
}
async function validateRuns(files, policy, opts, second) {
    // Created up front when memory options are given, so a bad results file or adapter command is a
    // usage error even when no memory trace is matched; otherwise on the first memory trace.
    const m = opts.memory;
    const loadMemory = async () => await __webpack_require__.e(/* import() */ 565).then(__webpack_require__.bind(__webpack_require__, 52565));
    let runner = m && (m.adapterCommand || m.resultsFile || m.semanticJudge) ? (await loadMemory()).createMemoryRunner({ cwd: opts.cwd, ...m }) : undefined;
    const ctx = {
        policy,
        opts,
        memory: async () => (runner ??= (await loadMemory()).createMemoryRunner({ cwd: opts.cwd, ...opts.memory })),
        source: null,
    };
    const policies = second ? [policy, second.policy] : [policy];
    const entries = [];
    const secondEntries = [];
    const one = async (f) => {
        let got;
        try {
            got = await validateFileUnder(f, ctx, policies);
        }
        catch (e) {
            if (e instanceof source/* SourceReadError */.C)
                throw e; // the source is broken, not this file: the run stops
            got = policies.map((p) => [internalErrorEntry(f, p, opts, e)]);
        }
        return second ? { entries: got[0], texts: null, second: got[1] } : { entries: got[0], texts: null };
    };
    const walked = opts.walked && opts.walked.size > 0 ? new Set([...opts.walked].map((f) => toUri(f, opts.cwd))) : null;
    const notTraces = [];
    const emit = ({ entries: got, texts, second: under }) => {
        const kept = entries.length;
        for (let j = 0; j < got.length; j++) {
            const e = got[j];
            let rendered = texts?.[j];
            if (e.not_a_trace !== undefined) {
                // found by a walk: skipped with the reason; named: an input error as any other
                const why = e.not_a_trace;
                delete e.not_a_trace;
                rendered = undefined;
                if (walked?.has(e.source_path)) {
                    notTraces.push({ path: e.source_path, reason: `not a trace: ${why}` });
                    continue;
                }
            }
            if (!opts.onEntry) {
                entries.push(e);
                continue;
            }
            try {
                entries.push(opts.onEntry(e, rendered));
            }
            catch (err) {
                // One entry too large to render is that entry's input error, never the end of the run.
                entries.push(opts.onEntry(renderFailureEntry(e, policy, err)));
            }
        }
        if (!second || entries.length === kept)
            return; // the second report holds the files the first does
        if (!under)
            throw new Error("a file's entries under the second policy are missing");
        for (let j = 0; j < under.length; j++) {
            const e = under[j];
            delete e.not_a_trace; // a run of named files: an input error as any other
            // the same reading's digests under the other policy: held once
            const first = got[j];
            if (e.steps && first?.steps && first.trace_id === e.trace_id && (0,steps/* sameDigests */.C)(first.steps, e.steps))
                e.steps = first.steps;
            secondEntries.push(e);
        }
    };
    try {
        if (opts.source)
            ctx.source = (0,source/* openZipSource */.J)(opts.source);
        if (opts.parallel && opts.parallel.workers > 0 && files.length >= MIN_PARALLEL_FILES) {
            const parallel = second ? { ...opts.parallel, second: { policyText: second.policyText, policyPath: second.policyPath } } : opts.parallel;
            await (0,engine_parallel/* validateParallel */._u)(files, parallel, opts, one, emit);
        }
        else {
            // one thread judges; the files are read ahead on another (the zip source reads in place)
            if (!ctx.source && opts.readAhead !== false)
                ctx.prefetch = Prefetch.start(files);
            for (const f of files)
                emit(await one(f));
        }
    }
    finally {
        ctx.prefetch?.close();
        ctx.source?.close();
        await runner?.close();
    }
    const report = (0,engine_report/* buildReport */.FK)(entries, { policyId: policy.policy_id, failUnder: opts.failUnder, policyDigest: policy.digest });
    const skipped = [...(opts.skipped ?? []), ...notTraces].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    if (skipped.length > 0)
        report.skipped = skipped;
    const other = second ? (0,engine_report/* buildReport */.FK)(secondEntries, { policyId: second.policy.policy_id, failUnder: opts.failUnder, policyDigest: second.policy.digest }) : null;
    return { report, second: other };
}
/**
 * A trace's scenario as the report carries it: a string as is (cut at 4,096 characters: the gate
 * refuses anything over 512 anyway), any other kind bounded to its kind.
 */
function boundedScenario(v) {
    if (typeof v === "string")
        return v.length > 4096 ? v.slice(0, 4096) : v;
    if (Array.isArray(v))
        return [];
    if (v !== null && typeof v === "object")
        return {};
    return v;
}


/***/ }),

/***/ 60362:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ buildReport),
/* harmony export */   cZ: () => (/* binding */ leanStepDigests)
/* harmony export */ });
/* unused harmony exports REPORT_FORMAT_VERSION, resultHash */
/* harmony import */ var _util_canonical_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(70338);
/* harmony import */ var _util_round_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(68364);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(13411);



/**
 * The report format this build writes (`format_version`; `schema_version` stays "1", the
 * harness's). 2: lean step digests (one compact array per step) and the policy's digest. 3: an
 * entry's `usage` (token kinds, model and tool time, estimated cost: trace/usage.ts). Reports
 * without the field are format 1 (full digests with previews); all three load.
 */
const REPORT_FORMAT_VERSION = 3;
function buildReport(entries, meta) {
    const scored = entries.filter((e) => e.scored !== false);
    const passed = entries.filter((e) => e.passed).length;
    const avg = scored.length === 0 ? 0 : scored.reduce((a, e) => a + (e.raw_score ?? e.score), 0) / scored.length;
    const report = {
        schema_version: "1",
        format_version: REPORT_FORMAT_VERSION,
        summary: {
            total_traces: entries.length,
            passed_traces: passed,
            failed_traces: entries.length - passed,
            average_score: (0,_util_round_js__WEBPACK_IMPORTED_MODULE_1__/* .pyRound */ .w)(avg, 2),
        },
        reports: entries,
        tool: { name: _version_js__WEBPACK_IMPORTED_MODULE_2__/* .TOOL_NAME */ .lH, version: _version_js__WEBPACK_IMPORTED_MODULE_2__/* .VERSION */ .xv },
        policy_id: meta.policyId,
    };
    if (meta.policyDigest !== undefined)
        report.policy_digest = meta.policyDigest;
    report.fail_under = meta.failUnder;
    return report;
}
/**
 * The fingerprint of a step's result (its error, its text, or its output), as 8 hex digits of
 * FNV-1a: the value's structure (kinds, array lengths, keys in their recorded order), every number
 * and boolean exactly, and each string's length with its first and last 32 characters. It tells a
 * changed result from an unchanged one and is never matched on (arguments are, by `args_hash`), so
 * it reads a bounded part of long strings: a result's text is most of a trace's, and hashing all
 * of it (or serialising an output to hash it) would cost more than the rest of the digest.
 */
function resultHash(s) {
    const h = s.status === "error" ? fpString(mix(FNV_OFFSET, 1), s.error ?? "")
        : s.type === "model_response" ? fpString(mix(FNV_OFFSET, 2), s.text ?? "")
            : fpValue(FNV_OFFSET, s.output, 0);
    return (0,_util_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .hex32 */ .Fd)(h);
}
// FNV-1a, 32 bits, the hash threaded through as a value (no state, no closure per step).
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
const mix = (h, x) => Math.imul(h ^ x, FNV_PRIME);
const num = new Float64Array(1);
const numWords = new Int32Array(num.buffer);
/** A string's end characters this many at each end (all of a string up to twice as long). */
const FP_EDGE = 32;
function fpString(h, t) {
    const n = t.length;
    h = Math.imul(h ^ n, FNV_PRIME);
    if (n <= 2 * FP_EDGE) {
        for (let i = 0; i < n; i++)
            h = Math.imul(h ^ t.charCodeAt(i), FNV_PRIME);
        return h;
    }
    for (let i = 0; i < FP_EDGE; i++)
        h = Math.imul(h ^ t.charCodeAt(i), FNV_PRIME);
    for (let i = n - FP_EDGE; i < n; i++)
        h = Math.imul(h ^ t.charCodeAt(i), FNV_PRIME);
    return h;
}
function fpValue(h, v, depth) {
    switch (typeof v) {
        case "string":
            return fpString(mix(h, 3), v);
        case "number":
            if ((v | 0) === v)
                return mix(mix(h, 4), v);
            num[0] = v;
            return mix(mix(mix(h, 10), numWords[0]), numWords[1]);
        case "boolean":
            return mix(h, v ? 5 : 6);
        case "object": {
            if (v === null || depth > 1000)
                break;
            if (Array.isArray(v)) {
                h = mix(mix(h, 8), v.length);
                for (let i = 0; i < v.length; i++)
                    h = fpValue(h, v[i], depth + 1);
                return h;
            }
            h = mix(h, 9);
            for (const k in v) {
                if (!Object.hasOwn(v, k))
                    continue;
                h = fpValue(fpString(h, k), v[k], depth + 1);
            }
            return h;
        }
        default:
            break;
    }
    return mix(h, 7);
}
/**
 * The lean per-step digests of format 2: identity (id, type, tool, status), the hash of the full
 * canonical arguments (compare and drift match on it) and of the result. `result` holds the status
 * in memory (what a trace diff shows of a step without its trace); the report does not write it.
 */
function leanStepDigests(trace) {
    const steps = trace.steps;
    const out = new Array(steps.length);
    for (let i = 0; i < steps.length; i++) {
        const s = steps[i];
        out[i] = {
            step_id: s.step_id,
            type: s.type,
            tool_name: s.tool_name,
            status: s.status,
            result: s.status,
            args_hash: s.type === "tool_call" ? (0,_util_canonical_js__WEBPACK_IMPORTED_MODULE_0__/* .argsHash */ .yc)(s) : null,
            result_hash: resultHash(s),
        };
    }
    return out;
}


/***/ }),

/***/ 45325:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ SourceReadError),
/* harmony export */   J: () => (/* binding */ openZipSource)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _zipentries_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5945);
// Trace files that are entries of a zip (a baseline bundle's traces, src/bundle/read.ts), judged
// where they are: the pipeline reads each file's bytes through the archive instead of the file
// system, never extracting it. The files keep the paths they would have if extracted (`dir/<p>`
// for the entry `prefix + p`), so report entries (source paths, URIs, locations) are the same as
// when judged from the extracted folder. Worker threads open the archive themselves, by its path
// and the entries' records src/bundle/zip.ts `ZipIndex` checked (engine/zipentries.ts).


/**
 * A file of the source could not be read (the archive changed or broke since it was checked): the
 * run stops with this message, as extracting the archive did, rather than judge the file unread.
 */
class SourceReadError extends Error {
    constructor(message) {
        super(message);
        this.name = "SourceReadError";
    }
}
function openZipSource(s) {
    let zip;
    try {
        zip = _zipentries_js__WEBPACK_IMPORTED_MODULE_1__/* .ZipEntries */ .D.fromEntries(s.zip, s.entries);
    }
    catch (err) {
        throw new SourceReadError(`unsafe or unreadable zip: ${err instanceof Error ? err.message : String(err)}`);
    }
    const under = s.dir.endsWith(node_path__WEBPACK_IMPORTED_MODULE_0__.sep) ? s.dir : s.dir + node_path__WEBPACK_IMPORTED_MODULE_0__.sep;
    return {
        read(file, maxBytes) {
            const rest = file.startsWith(under) ? file.slice(under.length) : null;
            const name = rest === null ? null : s.prefix + (node_path__WEBPACK_IMPORTED_MODULE_0__.sep === "/" ? rest : rest.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join("/"));
            const e = name === null ? undefined : zip.files.get(name);
            if (name === null || !e)
                throw new SourceReadError(`unsafe or unreadable zip: no entry for ${JSON.stringify(file.slice(0, 200))}`);
            // as the file reader words it (src/util/readfile.ts), without inflating what is refused
            if (e.size > maxBytes)
                return { ok: false, reason: `file is ${(e.size / 1048576).toFixed(1)} MiB, larger than the ${maxBytes / 1048576} MiB limit`, code: "EFBIG" };
            try {
                return { ok: true, bytes: zip.read(name) };
            }
            catch (err) {
                throw new SourceReadError(`unsafe or unreadable zip: ${err instanceof Error ? err.message : String(err)}`);
            }
        },
        close: () => zip.close(),
    };
}


/***/ }),

/***/ 45478:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F5: () => (/* binding */ roundScore),
  YN: () => (/* binding */ stepDigests),
  _6: () => (/* binding */ validateTrace)
});

// UNUSED EXPORTS: ARGS_PREVIEW, MAX_AGENTS_LISTED, NOT_CAPTURED, WEIGHTS, agentUsage, argsPreview, categoryScore, notCaptured, resultSummary

// EXTERNAL MODULE: ./lib/rules/common.js
var common = __webpack_require__(68138);
// EXTERNAL MODULE: ./lib/json/locate.js
var locate = __webpack_require__(14594);
// EXTERNAL MODULE: ./lib/util/bound.js
var bound = __webpack_require__(38108);
;// CONCATENATED MODULE: ./lib/rules/schema.js



const KNOWN_TYPES = new Set(["str", "int", "float", "bool", "list", "dict", "any"]);
function jsonType(v) {
    if (v === null)
        return "null";
    if (Array.isArray(v))
        return "list";
    if (typeof v === "string")
        return "str";
    if (typeof v === "boolean")
        return "bool";
    if (typeof v === "number")
        return Number.isInteger(v) ? "int" : "float";
    return "dict";
}
function typeMatches(type, v) {
    switch (type) {
        case "str":
            return typeof v === "string";
        case "int":
            return typeof v === "number" && Number.isInteger(v);
        case "float":
            return typeof v === "number";
        case "bool":
            return typeof v === "boolean";
        case "list":
            return Array.isArray(v);
        case "dict":
            return v !== null && typeof v === "object" && !Array.isArray(v);
        default:
            return true; // "any"
    }
}
/** JSON equality (a boolean never equals a number; objects by value). */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (typeof a !== typeof b || a === null || b === null || typeof a !== "object")
        return false;
    if (Array.isArray(a) !== Array.isArray(b))
        return false;
    if (Array.isArray(a)) {
        const bb = b;
        return a.length === bb.length && a.every((x, i) => jsonEqual(x, bb[i]));
    }
    const ao = a;
    const bo = b;
    const ak = Object.keys(ao);
    if (ak.length !== Object.keys(bo).length)
        return false;
    return ak.every((k) => Object.hasOwn(bo, k) && jsonEqual(ao[k], bo[k]));
}
function schema_short(v) {
    const s = JSON.stringify((0,bound/* boundValue */.O)(v, 120)) ?? "null"; // never stringify a whole megabyte value for 80 characters
    return s.length > 80 ? s.slice(0, 79) + "…" : s;
}
// Findings carry bounded copies (util/bound.ts): a policy enum or tool list of 10,000 values, or a
// megabyte argument, would otherwise be copied into every finding and every report.
const toolLists = new WeakMap();
function toolList(policy) {
    let l = toolLists.get(policy);
    if (l === undefined)
        toolLists.set(policy, (l = (0,bound/* boundValue */.O)([...policy.allowed_tools.keys()])));
    return l;
}
// Enum membership in constant time for primitive members (a 10,000-value enum checked on every
// call would otherwise cost 10,000 comparisons per argument); objects and arrays by JSON equality.
const enumIndex = new WeakMap();
function inEnum(values, value) {
    let ix = enumIndex.get(values);
    if (ix === undefined) {
        ix = { prims: new Set(), objects: [] };
        for (const v of values) {
            if (v !== null && typeof v === "object")
                ix.objects.push(v);
            else
                ix.prims.add(v);
        }
        enumIndex.set(values, ix);
    }
    if (value === null || typeof value !== "object")
        return ix.prims.has(value);
    return ix.objects.some((e) => jsonEqual(e, value));
}
/** Pointer of a step's arguments (of the step itself when it has none). */
const argsPtr = (i, hasArgs) => (0,common/* stepPtr */.p7)(i) + (hasArgs ? "/arguments" : "");
const argPtr = (i, hasArgs, name) => argsPtr(i, hasArgs) + "/" + (0,locate/* escapePointerToken */.uC)(name);
const argWhere = (tool, name) => `tool '${tool}' argument '${name}'`;
/**
 * Check one argument against its spec. The passing path allocates nothing: the message prefix and
 * the argument's pointer are built only for a finding.
 */
function checkArg(name, spec, value, tool, stepId, i, hasArgs, out) {
    if (spec.type !== null) {
        if (!KNOWN_TYPES.has(spec.type)) {
            out.push((0,common/* finding */.gk)("ARH-SCH-006", stepId, `${argWhere(tool, name)} declares unknown type '${spec.type}'; type check skipped`, argPtr(i, hasArgs, name), { expected: [...KNOWN_TYPES], observed: spec.type }));
        }
        else if (!typeMatches(spec.type, value)) {
            out.push((0,common/* finding */.gk)("ARH-SCH-004", stepId, `${argWhere(tool, name)} must be ${spec.type}, got ${jsonType(value)} ${schema_short(value)}`, argPtr(i, hasArgs, name), { expected: spec.type, observed: jsonType(value) }));
            return; // value constraints are skipped after a type mismatch
        }
    }
    if (spec.enum !== null && !inEnum(spec.enum, value)) {
        out.push((0,common/* finding */.gk)("ARH-SCH-007", stepId, `${argWhere(tool, name)} value ${schema_short(value)} is not one of ${schema_short(spec.enum)}`, argPtr(i, hasArgs, name), { expected: (0,bound/* boundValue */.O)(spec.enum), observed: (0,bound/* boundValue */.O)(value) }));
    }
    if (spec.patternRe !== null && typeof value === "string" && !spec.patternRe.testExact(value)) {
        out.push((0,common/* finding */.gk)("ARH-SCH-008", stepId, `${argWhere(tool, name)} value ${schema_short(value)} does not match pattern ${JSON.stringify(spec.pattern)}`, argPtr(i, hasArgs, name), { expected: (0,bound/* boundValue */.O)(spec.pattern), observed: (0,bound/* boundValue */.O)(value) }));
    }
    if ((spec.min !== null || spec.max !== null) && typeof value === "number") {
        if (Number.isNaN(value) || (spec.min !== null && value < spec.min) || (spec.max !== null && value > spec.max)) {
            const range = `[${spec.min ?? "-inf"}, ${spec.max ?? "inf"}]`;
            out.push((0,common/* finding */.gk)("ARH-SCH-009", stepId, `${argWhere(tool, name)} value ${value} is outside ${range}`, argPtr(i, hasArgs, name), { expected: { min: spec.min, max: spec.max }, observed: value }));
        }
    }
}
/** A tool's required arguments as an array, made once per tool schema (no map iterator per call). */
const requiredLists = new WeakMap();
function requiredOf(schema) {
    let l = requiredLists.get(schema);
    if (l === undefined)
        requiredLists.set(schema, (l = [...schema.required_arguments]));
    return l;
}
const checkSchema = (trace, policy) => {
    const findings = [];
    let checks = 0;
    let passed = 0;
    const steps = trace.steps;
    for (let i = 0; i < steps.length; i++) {
        const s = steps[i];
        if (s.type !== "tool_call")
            continue;
        checks++;
        const before = findings.length;
        const tool = (0,common/* toolNameOf */.HT)(s);
        if (tool === null) {
            findings.push((0,common/* finding */.gk)("ARH-SCH-002", s.step_id, `step '${s.step_id}' is a tool_call without tool_name`, (0,common/* stepPtr */.p7)(i)));
        }
        else {
            const schema = policy.allowed_tools.get(tool);
            if (!schema) {
                if (!policy.allow_unlisted_tools) {
                    findings.push((0,common/* finding */.gk)("ARH-SCH-001", s.step_id, `tool '${tool}' is not in allowed_tools`, (0,common/* stepPtr */.p7)(i), { expected: toolList(policy), observed: (0,bound/* boundValue */.O)(tool) }));
                }
            }
            else {
                const args = s.arguments ?? {};
                const hasArgs = !!s.arguments;
                const required = requiredOf(schema);
                for (let k = 0; k < required.length; k++) {
                    const [name, spec] = required[k];
                    if (!Object.hasOwn(args, name)) {
                        findings.push((0,common/* finding */.gk)("ARH-SCH-003", s.step_id, `tool '${tool}' is missing required argument '${name}'`, argsPtr(i, hasArgs), { expected: name }));
                    }
                    else {
                        checkArg(name, spec, args[name], tool, s.step_id, i, hasArgs, findings);
                    }
                }
                for (const name in args) {
                    if (!Object.hasOwn(args, name) || schema.required_arguments.has(name))
                        continue;
                    const spec = schema.optional_arguments.get(name);
                    if (spec)
                        checkArg(name, spec, args[name], tool, s.step_id, i, hasArgs, findings);
                    else
                        findings.push((0,common/* finding */.gk)("ARH-SCH-005", s.step_id, `tool '${tool}' got undeclared argument '${name}'`, argPtr(i, hasArgs, name), { observed: name }));
                }
            }
        }
        let error = false;
        for (let j = before; j < findings.length && !error; j++)
            error = findings[j].severity === "error";
        if (!error)
            passed++;
    }
    for (const f of duplicateStepIds(trace))
        findings.push(f);
    return { category: "schema", applicable: checks > 0, checks, passed, findings };
};
/** ARH-SCH-010 (lint, never scored): one finding per duplicated step_id, at its second occurrence. */
function duplicateStepIds(trace) {
    // Every step_id distinct (the common case): one set of them says so, with no map or closure.
    const steps = trace.steps;
    const ids = new Set();
    for (let i = 0; i < steps.length; i++)
        ids.add(steps[i].step_id);
    return ids.size === steps.length ? [] : repeatedStepIds(trace);
}
/** ARH-SCH-010's findings, found step by step (the general form of `duplicateStepIds`). */
function repeatedStepIds(trace) {
    const first = new Map();
    const reported = new Set();
    const out = [];
    trace.steps.forEach((s, i) => {
        const prev = first.get(s.step_id);
        if (prev === undefined)
            first.set(s.step_id, i);
        else if (!reported.has(s.step_id)) {
            reported.add(s.step_id);
            out.push((0,common/* finding */.gk)("ARH-SCH-010", s.step_id, `step_id '${s.step_id}' is used by more than one step (steps ${prev} and ${i})`, (0,common/* stepPtr */.p7)(i) + "/step_id"));
        }
    });
    return out;
}

;// CONCATENATED MODULE: ./lib/rules/budget.js

function totals(trace) {
    let latency = 0;
    let cost = 0;
    let tokens = 0;
    let hasLatency = false;
    let hasCost = false;
    let hasTokens = false;
    for (const s of trace.steps) {
        if (s.latency_ms !== null) {
            latency += s.latency_ms;
            hasLatency = true;
        }
        if (s.cost_usd !== null) {
            cost += s.cost_usd;
            hasCost = true;
        }
        if (s.input_tokens !== null || s.output_tokens !== null) {
            tokens += (s.input_tokens ?? 0) + (s.output_tokens ?? 0);
            hasTokens = true;
        }
    }
    return { latency_ms: latency, cost_usd: cost, tokens: hasTokens ? tokens : null, hasLatency, hasCost };
}
/** The model call an adapter folded into a tool-call step (metadata.model_call, src/adapters/otlp/build.ts): its own latency. */
function foldedModelLatency(s) {
    const mc = s.metadata?.model_call;
    if (mc === null || typeof mc !== "object" || Array.isArray(mc))
        return null;
    const ms = mc.latency_ms;
    return typeof ms === "number" && Number.isFinite(ms) ? ms : null;
}
/** ARH-BUD-001's message: names what was slow (the tool, the model response, or the folded model call). */
function stepLatencyMessage(s, max) {
    const ms = (n) => `${(0,common/* formatMessageNumber */.my)(n, "ms")} ms`;
    const over = `over the ${ms(max)} step budget`;
    const tool = s.type === "tool_call" && s.tool_name ? `tool '${s.tool_name}'` : null;
    const lat = s.latency_ms ?? 0;
    if (s.type === "model_response")
        return `the model response at step '${s.step_id}' took ${ms(lat)}, ${over}`;
    const model = foldedModelLatency(s);
    if (model !== null && model <= lat) {
        const own = Number((lat - model).toPrecision(12));
        return `step '${s.step_id}' took ${ms(lat)}, ${over}: ${ms(model)} of it is the model call that requested ${tool ?? "this call"} (counted on this step), the call itself took ${ms(own)}`;
    }
    return `${tool ?? "the tool call"} at step '${s.step_id}' took ${ms(lat)}, ${over}`;
}
const checkBudget = (trace, policy) => {
    const b = policy.budgets;
    const any = b.max_step_latency_ms !== null || b.max_total_latency_ms !== null || b.max_total_cost_usd !== null || b.max_total_tokens !== null;
    if (!any)
        return (0,common/* notApplicable */.hH)("budget");
    const t = totals(trace);
    const findings = [];
    let checks = 0;
    let passed = 0;
    const latencyBudget = b.max_step_latency_ms !== null || b.max_total_latency_ms !== null;
    if (latencyBudget && !t.hasLatency) {
        findings.push((0,common/* finding */.gk)("ARH-BUD-006", null, "a latency budget is set but no step records latency_ms; it cannot be verified", common/* TRACE_PTR */.ve));
    }
    else {
        if (b.max_step_latency_ms !== null) {
            const max = b.max_step_latency_ms;
            const steps = trace.steps;
            for (let i = 0; i < steps.length; i++) {
                const s = steps[i];
                if (s.latency_ms === null)
                    continue;
                checks++;
                if (s.latency_ms > max) {
                    findings.push((0,common/* finding */.gk)("ARH-BUD-001", s.step_id, stepLatencyMessage(s, max), (0,common/* stepPtr */.p7)(i) + "/latency_ms", { expected: max, observed: s.latency_ms }));
                }
                else
                    passed++;
            }
        }
        if (b.max_total_latency_ms !== null) {
            checks++;
            if (t.latency_ms > b.max_total_latency_ms) {
                findings.push((0,common/* finding */.gk)("ARH-BUD-002", null, `total latency ${(0,common/* formatMessageNumber */.my)(t.latency_ms, "ms")} ms is over the ${(0,common/* formatMessageNumber */.my)(b.max_total_latency_ms, "ms")} ms budget`, common/* TRACE_PTR */.ve, { expected: b.max_total_latency_ms, observed: t.latency_ms }));
            }
            else
                passed++;
        }
    }
    if (b.max_total_cost_usd !== null) {
        if (!t.hasCost) {
            findings.push((0,common/* finding */.gk)("ARH-BUD-007", null, "a cost budget is set but no step records cost_usd; it cannot be verified", common/* TRACE_PTR */.ve));
        }
        else {
            checks++;
            if (t.cost_usd > b.max_total_cost_usd) {
                findings.push((0,common/* finding */.gk)("ARH-BUD-003", null, `total cost $${(0,common/* formatMessageNumber */.my)(t.cost_usd, "usd")} is over the $${(0,common/* formatMessageNumber */.my)(b.max_total_cost_usd, "usd")} budget`, common/* TRACE_PTR */.ve, { expected: b.max_total_cost_usd, observed: t.cost_usd }));
            }
            else
                passed++;
        }
    }
    if (b.max_total_tokens !== null) {
        if (t.tokens === null) {
            findings.push((0,common/* finding */.gk)("ARH-BUD-005", null, "a token budget is set but no step records input_tokens or output_tokens; it cannot be verified", common/* TRACE_PTR */.ve));
        }
        else {
            checks++;
            if (t.tokens > b.max_total_tokens) {
                findings.push((0,common/* finding */.gk)("ARH-BUD-004", null, `total tokens ${(0,common/* formatMessageNumber */.my)(t.tokens, "plain")} are over the ${(0,common/* formatMessageNumber */.my)(b.max_total_tokens, "plain")} token budget`, common/* TRACE_PTR */.ve, { expected: b.max_total_tokens, observed: t.tokens }));
            }
            else
                passed++;
        }
    }
    return { category: "budget", applicable: true, checks, passed, findings };
};

// EXTERNAL MODULE: ./lib/util/canonical.js
var canonical = __webpack_require__(70338);
;// CONCATENATED MODULE: ./lib/rules/safety.js



/**
 * Visit the blobs of a step without building pointers (the hot path): `visit(text, path)` gets
 * the path as a token array that is only valid during the call.
 */
function forEachBlob(s, visit) {
    const path = [];
    const walk = (v) => {
        if (typeof v === "string") {
            if (v.length > 0)
                visit(v, path);
            return;
        }
        if (v === null || typeof v !== "object")
            return;
        if (path.length > canonical/* MAX_DEPTH */.lr)
            throw (0,canonical/* tooDeep */.DI)("");
        if (Array.isArray(v)) {
            for (let i = 0; i < v.length; i++) {
                path.push(i);
                walk(v[i]);
                path.pop();
            }
        }
        else {
            for (const k of Object.keys(v)) {
                path.push(k);
                walk(v[k]);
                path.pop();
            }
        }
    };
    if (s.text)
        visit(s.text, ["text"]);
    path.push("output");
    walk(s.output);
    path.pop();
    if (s.arguments) {
        path.push("arguments");
        walk(s.arguments);
        path.pop();
    }
    if (s.error)
        visit(s.error, ["error"]);
}
/**
 * The hot path: count the blobs of a step and report whether any may match, without building
 * paths. Same blobs, same order as `forEachBlob`. No closure or result object per step: the
 * counts live in module state (the engine is synchronous; a worker thread has its own module).
 */
let scanBlobs = 0;
let scanHit = false;
/** The policy's filters of the check under way (set at its start; see `scanCandidate`). */
let scanPre = null;
let scanAny = null;
/**
 * Whether a blob may match: it passes the native prefilter (a necessary condition derived from the
 * RE2 program) and RE2's combined pass. One function for every trace (a single call target).
 */
function scanCandidate(text) {
    return (scanPre === null || scanPre.test(text)) && (scanAny === null || scanAny.test(text));
}
function scanValue(v, depth) {
    if (typeof v === "string") {
        if (v.length > 0) {
            scanBlobs++;
            if (!scanHit && scanCandidate(v))
                scanHit = true;
        }
        return;
    }
    if (v === null || typeof v !== "object")
        return;
    if (depth > canonical/* MAX_DEPTH */.lr)
        throw (0,canonical/* tooDeep */.DI)("");
    if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++)
            scanValue(v[i], depth + 1);
    }
    else {
        for (const k in v)
            if (Object.hasOwn(v, k))
                scanValue(v[k], depth + 1);
    }
}
/** Scan one step: sets scanBlobs (its blob count) and scanHit (whether a blob may match). */
function scanStep(s) {
    scanBlobs = 0;
    scanHit = false;
    if (s.text)
        scanValue(s.text, 0);
    scanValue(s.output, 1);
    if (s.arguments)
        scanValue(s.arguments, 1);
    if (s.error)
        scanValue(s.error, 0);
}
const checkSafety = (trace, policy) => {
    if (policy.unsafe_res.length === 0)
        return (0,common/* notApplicable */.hH)("safety");
    const findings = [];
    let blobs = 0;
    let matches = 0;
    // only a step with a blob that may match is walked again, with paths
    scanPre = policy.unsafe_pre;
    scanAny = policy.unsafe_any;
    const steps = trace.steps;
    for (let i = 0; i < steps.length; i++) {
        const s = steps[i];
        scanStep(s);
        blobs += scanBlobs;
        if (!scanHit)
            continue;
        forEachBlob(s, (text, path) => {
            if (!scanCandidate(text))
                return;
            const at = (0,common/* stepPtr */.p7)(i) + "/" + path.map(locate/* escapePointerToken */.uC).join("/");
            policy.unsafe_res.forEach((re, k) => {
                if (!re.test(text))
                    return;
                const m = re.matcher(text);
                m.find();
                matches++;
                const f = (0,common/* finding */.gk)("ARH-SAF-001", s.step_id, `step '${s.step_id}' ${path[0]} matches unsafe pattern ${JSON.stringify(policy.unsafe_patterns[k])}`, at, {
                    expected: `no match for ${policy.unsafe_patterns[k]}`,
                });
                f.match = { start: m.start(), end: m.end() };
                findings.push(f);
            });
        });
    }
    if (blobs === 0)
        return { ...(0,common/* notApplicable */.hH)("safety"), findings };
    return { category: "safety", applicable: true, checks: blobs, passed: blobs - matches, score: (100 * Math.max(0, blobs - matches)) / blobs, findings };
};

;// CONCATENATED MODULE: ./lib/rules/grounding.js

/** Python urllib.parse.urlsplit-compatible test: scheme http/https and a non-empty netloc. */
function isValidHttpUrl(url) {
    return plainHttpUrl(url) ?? splitHttpUrl(url);
}
/** `isValidHttpUrl` read as urlsplit reads any string (the general form of the test). */
function splitHttpUrl(url) {
    // urlsplit strips leading C0 controls and spaces and removes tab/CR/LF anywhere
    const u = url.replace(/^[\u0000-\u0020]+/, "").replace(/[\t\r\n]/g, "");
    const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(u);
    if (!m)
        return false;
    const scheme = m[1].toLowerCase();
    if (scheme !== "http" && scheme !== "https")
        return false;
    const rest = u.slice(m[0].length);
    if (!rest.startsWith("//"))
        return false;
    const netloc = rest.slice(2).split(/[/?#]/, 1)[0];
    return netloc.length > 0;
}
/**
 * `isValidHttpUrl` of the common case, without its regexes: a URL that starts with `http://` or
 * `https://` as written (nothing for urlsplit to strip) and holds no tab, CR or LF (nothing to
 * remove) is valid exactly when its netloc, up to the first '/', '?' or '#', is not empty. Null:
 * not that case (`splitHttpUrl` decides).
 */
function plainHttpUrl(url) {
    const n = url.startsWith("https://") ? 8 : url.startsWith("http://") ? 7 : 0;
    if (n === 0 || url.indexOf("\t") !== -1 || url.indexOf("\n") !== -1 || url.indexOf("\r") !== -1)
        return null;
    const c = url.charCodeAt(n); // NaN past the end: an empty netloc
    return n < url.length && c !== 0x2f && c !== 0x3f && c !== 0x23;
}
function citationIsValid(c) {
    if (c === null || typeof c !== "object" || Array.isArray(c))
        return false;
    const o = c;
    const url = Object.hasOwn(o, "url") ? o.url : undefined;
    if (url !== undefined && url !== null)
        return typeof url === "string" && isValidHttpUrl(url);
    const source = Object.hasOwn(o, "source") ? o.source : undefined;
    return typeof source === "string" && source.trim() !== "";
}
function groundingStats(trace) {
    let grounded = 0;
    let cited = 0;
    for (const s of trace.steps) {
        if (s.type !== "model_response" || !s.requires_grounding)
            continue;
        grounded++;
        if (s.citations.length > 0)
            cited++;
    }
    return { grounded, cited };
}
const checkGrounding = (trace, policy) => {
    const g = policy.grounding;
    const findings = [];
    let grounded = 0;
    let cited = 0;
    const steps = trace.steps;
    for (let i = 0; i < steps.length; i++) {
        const s = steps[i];
        if (s.type !== "model_response" || !s.requires_grounding)
            continue;
        grounded++;
        if (s.citations.length > 0) {
            cited++;
            if (g.require_valid_citation_urls) {
                const cs = s.citations;
                for (let k = 0; k < cs.length; k++) {
                    if (!citationIsValid(cs[k])) {
                        findings.push((0,common/* finding */.gk)("ARH-GRD-003", s.step_id, `step '${s.step_id}' citation ${k} has neither a valid http(s) url nor a source`, (0,common/* stepPtr */.p7)(i) + "/citations/" + k, { observed: cs[k] }));
                    }
                }
            }
        }
        else {
            findings.push((0,common/* finding */.gk)("ARH-GRD-001", s.step_id, `step '${s.step_id}' requires grounding but has no citations`, (0,common/* stepPtr */.p7)(i), {
                severity: g.require_citations ? "error" : "warning",
            }));
        }
    }
    if (grounded === 0)
        return (0,common/* notApplicable */.hH)("grounding");
    const coverage = cited / grounded;
    const min = g.min_citation_coverage;
    if (coverage < min) {
        findings.push((0,common/* finding */.gk)("ARH-GRD-002", null, `citation coverage ${(coverage * 100).toFixed(1)}% is below the required ${(min * 100).toFixed(1)}%`, common/* TRACE_PTR */.ve, { expected: min, observed: coverage }));
    }
    const score = min > 0 ? 100 * Math.min(1, coverage / min) : 100 * coverage;
    return { category: "grounding", applicable: true, checks: grounded, passed: cited, score, findings };
};

;// CONCATENATED MODULE: ./lib/rules/sequence.js

/** The tools of a policy with max_calls or min_calls, computed once per policy. */
const boundedTools = new WeakMap();
function boundedOf(policy) {
    let b = boundedTools.get(policy);
    if (b === undefined)
        boundedTools.set(policy, (b = [...policy.allowed_tools].filter(([, t]) => t.max_calls !== null || t.min_calls !== null)));
    return b;
}
/** The forbidden tools of a policy as a set, made once per policy. */
const forbiddenSets = new WeakMap();
function forbiddenOf(policy) {
    let f = forbiddenSets.get(policy);
    if (f === undefined)
        forbiddenSets.set(policy, (f = new Set(policy.sequence.forbidden_tools)));
    return f;
}
const checkSequence = (trace, policy) => {
    const seq = policy.sequence;
    const bounded = boundedOf(policy);
    const configured = seq.required_tools.length > 0 || seq.forbidden_tools.length > 0 || seq.call_order.length >= 2 || bounded.length > 0;
    if (!configured)
        return (0,common/* notApplicable */.hH)("sequence");
    // Per tool: its first call and number of calls; the calls themselves only of forbidden tools.
    const first = new Map();
    const counts = new Map();
    const calls = new Map();
    const forbidden = forbiddenOf(policy);
    const steps = trace.steps;
    for (let i = 0; i < steps.length; i++) {
        const t = (0,common/* toolNameOf */.HT)(steps[i]);
        if (t === null)
            continue;
        const n = counts.get(t);
        if (n === undefined)
            first.set(t, i);
        counts.set(t, (n ?? 0) + 1);
        if (!forbidden.has(t))
            continue;
        let l = calls.get(t);
        if (!l)
            calls.set(t, (l = []));
        l.push(i);
    }
    const findings = [];
    let checks = 0;
    let passed = 0;
    for (const t of seq.required_tools) {
        checks++;
        if (first.has(t))
            passed++;
        else
            findings.push((0,common/* finding */.gk)("ARH-SEQ-001", null, `required tool '${t}' was never called`, common/* TRACE_PTR */.ve, { expected: t }));
    }
    for (const t of seq.forbidden_tools) {
        checks++;
        const l = calls.get(t);
        if (!l)
            passed++;
        else
            for (const i of l)
                findings.push((0,common/* finding */.gk)("ARH-SEQ-002", trace.steps[i].step_id, `forbidden tool '${t}' was called at step '${trace.steps[i].step_id}'`, (0,common/* stepPtr */.p7)(i), { observed: t }));
    }
    const order = seq.call_order;
    for (let a = 0; a < order.length; a++) {
        for (let b = a + 1; b < order.length; b++) {
            const ia = first.get(order[a]);
            const ib = first.get(order[b]);
            if (ia === undefined || ib === undefined)
                continue;
            checks++;
            if (ia < ib)
                passed++;
            else {
                const later = trace.steps[ib];
                findings.push((0,common/* finding */.gk)("ARH-SEQ-003", later.step_id, `'${order[b]}' (step '${later.step_id}') was called before '${order[a]}' (step '${trace.steps[ia].step_id}'); call_order requires '${order[a]}' first`, (0,common/* stepPtr */.p7)(ib), {
                    expected: [order[a], order[b]],
                    observed: [order[b], order[a]],
                }));
            }
        }
    }
    for (const [name, t] of bounded) {
        const n = counts.get(name) ?? 0;
        if (t.max_calls !== null) {
            checks++;
            if (n > t.max_calls)
                findings.push((0,common/* finding */.gk)("ARH-SEQ-004", null, `tool '${name}' was called ${n} times, more than max_calls ${t.max_calls}`, common/* TRACE_PTR */.ve, { expected: t.max_calls, observed: n }));
            else
                passed++;
        }
        if (t.min_calls !== null) {
            checks++;
            if (n < t.min_calls)
                findings.push((0,common/* finding */.gk)("ARH-SEQ-005", null, `tool '${name}' was called ${n} times, fewer than min_calls ${t.min_calls}`, common/* TRACE_PTR */.ve, { expected: t.min_calls, observed: n }));
            else
                passed++;
        }
    }
    if (checks === 0)
        return (0,common/* notApplicable */.hH)("sequence");
    return { category: "sequence", applicable: true, checks, passed, findings };
};

;// CONCATENATED MODULE: ./lib/rules/flow.js


/** Side-effect tools of a policy, computed once per policy. */
const sideEffectTools = new WeakMap();
function sideEffectsOf(policy) {
    let se = sideEffectTools.get(policy);
    if (se === undefined)
        sideEffectTools.set(policy, (se = new Set([...policy.allowed_tools].filter(([, t]) => t.side_effect).map(([n]) => n))));
    return se;
}
/**
 * The group of step `i` among those of its tool: looked up by the hash of the canonical arguments;
 * the arguments' canonical JSON is compared only when the hash is already there (a repeat, or a
 * hash collision, which makes a group of its own), so it is built only for possible repeats.
 */
function groupOf(byHash, steps, i, tool, groups) {
    const s = steps[i];
    const h = (0,canonical/* argsKey */.XO)(s);
    const same = byHash.get(h);
    if (same !== undefined) {
        const cj = (0,canonical/* canonicalArgs */.MD)(s);
        for (const g of same)
            if ((0,canonical/* canonicalArgs */.MD)(steps[g.idx[0]]) === cj)
                return g;
    }
    const g = { tool, idx: [] };
    if (same !== undefined)
        same.push(g);
    else
        byHash.set(h, [g]);
    groups.push(g);
    return g;
}
const checkFlow = (trace, policy) => {
    const eh = policy.error_handling;
    const se = sideEffectsOf(policy);
    if (!eh.require_retry_on_error && eh.max_attempts === null && se.size === 0)
        return (0,common/* notApplicable */.hH)("flow");
    // Groups are (tool, canonical arguments), in order of first call: looked up by tool, then by the
    // arguments (no concatenated key per step).
    const groups = [];
    const byKey = new Map();
    const steps = trace.steps;
    let errors = false;
    for (let i = 0; i < steps.length; i++) {
        const s = steps[i];
        const t = (0,common/* toolNameOf */.HT)(s);
        if (t === null)
            continue;
        if (s.status === "error")
            errors = true;
        let m = byKey.get(t);
        if (!m)
            byKey.set(t, (m = new Map()));
        groupOf(m, steps, i, t, groups).idx.push(i);
    }
    // tool -> last call index (only needed when a call failed)
    const lastCall = new Map();
    if (errors && eh.require_retry_on_error) {
        for (let i = 0; i < steps.length; i++) {
            const t = (0,common/* toolNameOf */.HT)(steps[i]);
            if (t !== null)
                lastCall.set(t, i);
        }
    }
    const findings = [];
    let checks = 0;
    let passed = 0;
    if (eh.require_retry_on_error && errors) {
        trace.steps.forEach((s, i) => {
            const t = (0,common/* toolNameOf */.HT)(s);
            if (t === null || s.status !== "error")
                return;
            checks++;
            if (lastCall.get(t) > i)
                passed++;
            else
                findings.push((0,common/* finding */.gk)("ARH-FLW-001", s.step_id, `tool '${t}' failed at step '${s.step_id}'${s.error ? ` (${s.error.length > 80 ? s.error.slice(0, 79) + "…" : s.error})` : ""} and was never retried`, (0,common/* stepPtr */.p7)(i)));
        });
    }
    if (eh.max_attempts !== null) {
        const n = eh.max_attempts;
        for (const g of groups) {
            checks++;
            if (g.idx.length <= n)
                passed++;
            else {
                const i = g.idx[n];
                const s = trace.steps[i];
                findings.push((0,common/* finding */.gk)("ARH-FLW-002", s.step_id, `tool '${g.tool}' was called ${g.idx.length} times with identical arguments, more than max_attempts ${n}`, (0,common/* stepPtr */.p7)(i), { expected: n, observed: g.idx.length }));
            }
        }
    }
    if (se.size > 0) {
        for (const g of groups) {
            if (!se.has(g.tool))
                continue;
            checks++;
            const firstOk = g.idx.findIndex((i) => trace.steps[i].status === "ok");
            const dups = firstOk === -1 ? [] : g.idx.slice(firstOk + 1);
            if (dups.length === 0)
                passed++;
            const okStep = firstOk === -1 ? null : trace.steps[g.idx[firstOk]];
            for (const i of dups) {
                const s = trace.steps[i];
                findings.push((0,common/* finding */.gk)("ARH-FLW-003", s.step_id, `side-effect tool '${g.tool}' was called again at step '${s.step_id}' with the same arguments after it succeeded at step '${okStep.step_id}'`, (0,common/* stepPtr */.p7)(i)));
            }
        }
    }
    if (checks === 0)
        return (0,common/* notApplicable */.hH)("flow");
    return { category: "flow", applicable: true, checks, passed, findings };
};

;// CONCATENATED MODULE: ./lib/rules/completion.js

const checkCompletion = (trace, policy) => {
    const c = policy.completion;
    if (!c.require_final_response && c.max_steps === null)
        return (0,common/* notApplicable */.hH)("completion");
    const findings = [];
    let checks = 0;
    let passed = 0;
    if (c.require_final_response) {
        checks++;
        const n = trace.steps.length;
        const last = trace.steps[n - 1];
        if (!last) {
            findings.push((0,common/* finding */.gk)("ARH-CMP-001", null, "the trace has no steps, so no final response", common/* TRACE_PTR */.ve));
        }
        else if (last.type !== "model_response" || last.status !== "ok" || !last.text || last.text.trim() === "") {
            const why = last.type !== "model_response" ? `is a ${last.type}` : last.status !== "ok" ? "has status error" : "has no text";
            findings.push((0,common/* finding */.gk)("ARH-CMP-001", last.step_id, `the last step '${last.step_id}' ${why}; a successful final model_response is required`, (0,common/* stepPtr */.p7)(n - 1)));
        }
        else
            passed++;
    }
    if (c.max_steps !== null) {
        checks++;
        if (trace.steps.length > c.max_steps) {
            findings.push((0,common/* finding */.gk)("ARH-CMP-002", null, `the trace has ${trace.steps.length} steps, more than max_steps ${c.max_steps}`, common/* TRACE_PTR */.ve, { expected: c.max_steps, observed: trace.steps.length }));
        }
        else
            passed++;
    }
    return { category: "completion", applicable: true, checks, passed, findings };
};

// EXTERNAL MODULE: ./lib/trace/evaluations.js
var evaluations = __webpack_require__(31650);
;// CONCATENATED MODULE: ./lib/rules/evaluations.js



const q = (s) => JSON.stringify((0,bound/* truncateText */.EJ)(s, 200));
const checkEvaluations = (trace, policy) => {
    const specs = policy.evaluations?.specs;
    if (!specs || specs.size === 0 || (trace.evaluations === undefined && !trace.steps.some((s) => s.evaluations !== undefined)))
        return (0,common/* notApplicable */.hH)("evaluation");
    const findings = [];
    let checks = 0;
    let passed = 0;
    for (const e of (0,evaluations/* allEvaluations */.bg)(trace)) {
        const spec = specs.get(e.name);
        if (!spec)
            continue;
        const on = e.step === null ? "the trace" : `step '${(0,bound/* truncateText */.EJ)(e.step, 200)}'`;
        if (e.score !== null && (e.score < spec.range[0] || e.score > spec.range[1])) {
            findings.push((0,common/* finding */.gk)("ARH-INP-001", e.step, `evaluation ${q(e.name)} on ${on} has score ${(0,common/* formatMessageNumber */.my)(e.score, "plain")}, outside the range [${spec.range[0]}, ${spec.range[1]}] the policy states`, e.pointer + "/score", { expected: spec.range, observed: e.score }));
            continue;
        }
        if (!spec.gated)
            continue;
        checks++;
        let ok = true;
        if (spec.min_score !== null) {
            if (e.score === null) {
                ok = false;
                findings.push((0,common/* finding */.gk)("ARH-EVL-001", e.step, `evaluation ${q(e.name)} on ${on} has no score; min_score ${spec.min_score} needs one`, e.pointer, { expected: spec.min_score, observed: null }));
            }
            else if (e.score < spec.min_score) {
                ok = false;
                findings.push((0,common/* finding */.gk)("ARH-EVL-001", e.step, `evaluation ${q(e.name)} on ${on} scored ${(0,common/* formatMessageNumber */.my)(e.score, "plain")}, below min_score ${spec.min_score}`, e.pointer + "/score", { expected: spec.min_score, observed: e.score }));
            }
        }
        if (spec.allowed_labels !== null) {
            if (e.label === null || !spec.allowed_labels.includes(e.label)) {
                ok = false;
                const what = e.label === null ? "has no label" : `has label ${q(e.label)}`;
                findings.push((0,common/* finding */.gk)("ARH-EVL-002", e.step, `evaluation ${q(e.name)} on ${on} ${what}, not one of allowed_labels`, e.label === null ? e.pointer : e.pointer + "/label", { expected: spec.allowed_labels, observed: e.label }));
            }
        }
        if (ok)
            passed++;
    }
    return { category: "evaluation", applicable: false, checks, passed, findings };
};

;// CONCATENATED MODULE: ./lib/rules/agents.js







/** The lanes of a trace: the main lane first, then each agent's in the order the policy names them; null when no step is an agent's the policy names. */
function lanesOf(trace, agents) {
    const of = new Map();
    const main = [];
    const steps = trace.steps;
    for (let i = 0; i < steps.length; i++) {
        const a = steps[i].agent;
        if (a === undefined || !agents.has(a)) {
            main.push(i);
            continue;
        }
        const l = of.get(a);
        if (l)
            l.push(i);
        else
            of.set(a, [i]);
    }
    if (of.size === 0)
        return null;
    const lane = (agent, index) => ({ agent, index, trace: { ...trace, steps: index.map((i) => steps[i]) } });
    const out = [lane(null, main)];
    for (const a of agents.values()) {
        const idx = of.get(a.name);
        if (idx)
            out.push(lane(a, idx));
    }
    return out;
}
const NO_TOOLS = new Map();
/** Per agent: its policy for the lane's aggregates (its own allowed_tools' counts and side effects only). */
const aggregates = new WeakMap();
function laneAggregates(a) {
    let p = aggregates.get(a);
    if (p === undefined)
        aggregates.set(a, (p = a.own_tools ? a.policy : { ...a.policy, allowed_tools: NO_TOOLS }));
    return p;
}
/** A policy's step-latency budget alone (the per-step part of the budgets). */
const stepBudgets = new WeakMap();
function stepLatencyOnly(p) {
    let s = stepBudgets.get(p);
    if (s === undefined)
        stepBudgets.set(p, (s = { ...p, budgets: { max_step_latency_ms: p.budgets.max_step_latency_ms, max_total_latency_ms: null, max_total_cost_usd: null, max_total_tokens: null } }));
    return s;
}
/** The agent's total budgets alone. */
const totalBudgets = new WeakMap();
function totalsOnly(p) {
    let s = totalBudgets.get(p);
    if (s === undefined)
        totalBudgets.set(p, (s = { ...p, budgets: { ...p.budgets, max_step_latency_ms: null } }));
    return s;
}
/** The top-level budgets over the whole trace: the step budget only to say that no step records latency (ARH-BUD-006). */
function wholeBudgets(trace, top) {
    return trace.steps.some((s) => s.latency_ms !== null) ? totalsOnly(top) : top;
}
const STEP_PTR = /^\/steps\/(\d+)(?=\/|$)/;
/** A lane's findings moved to the trace: step pointers renumbered; a lane-level finding names its agent in its message. */
function relocate(fs, lane, keep, out) {
    for (const f of fs) {
        if (!keep(f))
            continue;
        const m = f.pointer === undefined ? null : STEP_PTR.exec(f.pointer);
        if (m !== null)
            f.pointer = `/steps/${lane.index[Number(m[1])]}${f.pointer.slice(m[0].length)}`;
        else if (lane.agent !== null) {
            f.agent = lane.agent.name;
            f.message = `agent '${lane.agent.name}': ${f.message}`;
        }
        out.push(f);
    }
}
/** One category from its parts: checks and passes add up; safety's score from the sums, grounding's from the whole trace's part (`scoreFrom`). */
function merge(parts, findings, scoreFrom) {
    const r = { category: parts[0].category, applicable: false, checks: 0, passed: 0, findings };
    for (const p of parts) {
        r.applicable ||= p.applicable;
        r.checks += p.checks;
        r.passed += p.passed;
    }
    if (scoreFrom !== undefined) {
        if (scoreFrom.score !== undefined)
            r.score = scoreFrom.score;
    }
    else if (parts.some((p) => p.score !== undefined) && r.checks > 0)
        r.score = (100 * Math.max(0, r.passed)) / r.checks;
    return r;
}
const agents_all = () => true;
const not = (id) => (f) => f.rule_id !== id;
const only = (...ids) => (f) => ids.includes(f.rule_id);
/** The per-step categories (schema, safety) lane by lane. */
function perStep(lanes, top, check, keep) {
    const parts = [];
    const fs = [];
    for (const l of lanes) {
        const r = check(l.trace, l.agent?.policy ?? top);
        parts.push(r);
        relocate(r.findings, l, keep, fs);
    }
    return [parts, fs];
}
function budgetCategory(trace, lanes, top) {
    const whole = checkBudget(trace, wholeBudgets(trace, top));
    const parts = [whole];
    const fs = [...whole.findings];
    for (const l of lanes) {
        const pol = l.agent?.policy ?? top;
        if (pol.budgets.max_step_latency_ms !== null && l.trace.steps.some((s) => s.latency_ms !== null)) {
            const r = checkBudget(l.trace, stepLatencyOnly(pol));
            parts.push(r);
            relocate(r.findings, l, only("ARH-BUD-001"), fs);
        }
        if (l.agent !== null) {
            const r = checkBudget(l.trace, totalsOnly(l.agent.policy));
            parts.push(r);
            relocate(r.findings, l, agents_all, fs);
        }
    }
    return merge(parts, fs);
}
function groundingCategory(trace, lanes, top) {
    const whole = checkGrounding(trace, top);
    const fs = whole.findings.filter(only("ARH-GRD-002"));
    for (const l of lanes) {
        const r = checkGrounding(l.trace, l.agent?.policy ?? top);
        // the agent's own coverage minimum counts its lane; the top-level one, the whole trace (above)
        relocate(r.findings, l, l.agent !== null ? agents_all : not("ARH-GRD-002"), fs);
    }
    return merge([whole], fs, whole);
}
/** The whole trace under the top-level policy, then each agent's lane under its own aggregates. */
function aggregate(trace, lanes, top, check) {
    const whole = check(trace, top);
    const parts = [whole];
    const fs = [...whole.findings];
    for (const l of lanes) {
        if (l.agent === null)
            continue;
        const r = check(l.trace, laneAggregates(l.agent));
        parts.push(r);
        relocate(r.findings, l, agents_all, fs);
    }
    return merge(parts, fs);
}
/**
 * The seven categories of a trace (in the engine's order) with the policy's agent lanes; null when
 * the policy scopes no agent of this trace's steps (the engine then checks the trace as one).
 */
function checkLanes(trace, policy) {
    if (!policy.agents || policy.agents.size === 0)
        return null;
    const lanes = lanesOf(trace, policy.agents);
    if (lanes === null)
        return null;
    const [schemaParts, schemaFs] = perStep(lanes, policy, checkSchema, not("ARH-SCH-010"));
    for (const f of duplicateStepIds(trace))
        schemaFs.push(f);
    const [safetyParts, safetyFs] = perStep(lanes, policy, checkSafety, agents_all);
    return [
        merge(schemaParts, schemaFs),
        budgetCategory(trace, lanes, policy),
        merge(safetyParts, safetyFs),
        groundingCategory(trace, lanes, policy),
        aggregate(trace, lanes, policy, checkSequence),
        aggregate(trace, lanes, policy, checkFlow),
        checkCompletion(trace, policy),
    ];
}
/** Each finding anchored at a step of an agent names the agent (`agent`); the steps of a trace without agents leave every finding as it is. */
function nameAgents(trace, findings) {
    for (const f of findings) {
        if (f.agent !== undefined || f.pointer === undefined)
            continue;
        const m = STEP_PTR.exec(f.pointer);
        const a = m === null ? undefined : trace.steps[Number(m[1])]?.agent;
        if (a !== undefined)
            f.agent = a;
    }
}

// EXTERNAL MODULE: ./lib/util/round.js
var round = __webpack_require__(68364);
;// CONCATENATED MODULE: ./lib/engine/validate.js











const WEIGHTS = {
    schema: 0.3,
    budget: 0.3,
    safety: 0.25,
    grounding: 0.15,
    sequence: 0.25,
    flow: 0.2,
    completion: 0.1,
};
/** A score or coverage rounded as the report carries it (`pyRound`, src/util/round.ts). */
function roundScore(x, n) {
    return (0,round/* pyRound */.w)(x, n);
}
function categoryScore(r) {
    if (r.score !== undefined)
        return r.score;
    return r.checks === 0 ? 100 : (100 * r.passed) / r.checks;
}
function validateTrace(trace, policy, opts) {
    // one call site per category (each can be inlined; no closure and no map per trace)
    // a policy with agent lanes over a trace with their agents' steps (rules/agents.ts), else the trace as one;
    // evaluations judge the trace as a whole (rules/evaluations.ts)
    const checked = (policy.agents ? checkLanes(trace, policy) : null) ?? [checkSchema(trace, policy), checkBudget(trace, policy), checkSafety(trace, policy), checkGrounding(trace, policy), checkSequence(trace, policy), checkFlow(trace, policy), checkCompletion(trace, policy)];
    const categories = [...checked, checkEvaluations(trace, policy)];
    const findings = [];
    let num = 0;
    let den = 0;
    const category_scores = {};
    for (const r of categories) {
        for (const f of r.findings)
            findings.push(f); // never spread: unbounded (RangeError past ~125,000)
        if (!r.applicable)
            continue;
        const s = categoryScore(r);
        const w = WEIGHTS[r.category];
        num += w * s;
        den += w;
        category_scores[r.category] = roundScore(s, 2);
    }
    const agents = trace.steps.some((s) => s.agent !== undefined);
    if (agents)
        nameAgents(trace, findings);
    // clamp: renormalised weights can give 100.00000000000001 for all-100 categories
    const score = den === 0 ? 100 : Math.min(100, num / den);
    let error = false;
    for (let i = 0; i < findings.length && !error; i++)
        error = findings[i].severity === "error";
    const passed = !error && score >= opts.failUnder;
    const t = totals(trace);
    const g = groundingStats(trace);
    return {
        findings,
        score,
        passed,
        categories,
        category_scores,
        total_latency_ms: t.latency_ms,
        latency_recorded: t.hasLatency,
        total_cost_usd: t.cost_usd,
        total_tokens: t.tokens,
        citation_coverage: g.grounded === 0 ? null : roundScore(g.cited / g.grounded, 4),
        ...(agents ? { agents: agentUsage(trace) } : {}),
    };
}
/** Most agents a trace's usage lists (the first by their first step; a step per agent must not make a report of agents). */
const MAX_AGENTS_LISTED = 50;
/** Each agent's steps, recorded latency, cost and tokens, in order of the agent's first step; steps without an agent are in none. */
function agentUsage(trace) {
    const by = new Map();
    for (const s of trace.steps) {
        if (s.agent === undefined)
            continue;
        let u = by.get(s.agent);
        if (u === undefined) {
            if (by.size >= MAX_AGENTS_LISTED)
                continue;
            by.set(s.agent, (u = { agent: s.agent, steps: 0, latency_ms: 0, latency_recorded: false, cost_usd: 0, tokens: null }));
        }
        u.steps++;
        if (s.latency_ms !== null) {
            u.latency_ms += s.latency_ms;
            u.latency_recorded = true;
        }
        if (s.cost_usd !== null)
            u.cost_usd += s.cost_usd;
        if (s.input_tokens !== null || s.output_tokens !== null)
            u.tokens = (u.tokens ?? 0) + (s.input_tokens ?? 0) + (s.output_tokens ?? 0);
    }
    // sums without binary-fraction noise (0.1 + 0.2 is 0.3)
    for (const u of by.values()) {
        u.latency_ms = Number(u.latency_ms.toPrecision(12));
        u.cost_usd = Number(u.cost_usd.toPrecision(12));
    }
    return [...by.values()];
}
/** Whitespace that `firstWords` rewrites: any but single spaces between words. */
const ODD_SPACE = /[\t\n\v\f\r\u00a0\u2028\u2029]| {2}|^ | $/;
/** The first words of `s` on one line (whitespace runs collapsed), at most `max` characters + "…". */
function firstWords(s, max = 60) {
    // Fast path: a head that is already one line of single-spaced words comes out unchanged.
    const head = s.length > max + 1 ? s.slice(0, max + 1) : s;
    if (!ODD_SPACE.test(head)) {
        if (head.length <= max)
            return head;
        const cut = head.slice(0, max);
        const sp = cut.lastIndexOf(" ");
        return (sp > max / 2 ? cut.slice(0, sp) : cut) + "…";
    }
    let out = "";
    let space = false;
    let i = 0;
    for (; i < s.length && out.length <= max; i++) {
        const c = s.charCodeAt(i);
        if (c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d || c === 0x0c || c === 0x0b || c === 0xa0 || c === 0x2028 || c === 0x2029) {
            space = out.length > 0;
        }
        else {
            if (space)
                out += " ";
            space = false;
            out += s[i];
        }
    }
    if (out.length <= max && (i >= s.length || /^\s*$/.test(s.slice(i))))
        return out;
    const cut = out.slice(0, max);
    const sp = cut.lastIndexOf(" ");
    return (sp > max / 2 ? cut.slice(0, sp) : cut) + "…";
}
/** What the summaries say of a field the source did not record. */
const NOT_CAPTURED = "not captured";
/** The step's field is unset and the adapter listed it as not recorded (`metadata.not_captured`:
 * content capture off; src/adapters/common.ts), so no summary may show `{}` or `ok` for it. */
function notCaptured(s, field) {
    const meta = s.metadata; // partial steps in tests
    const list = meta?.not_captured;
    return Array.isArray(list) && list.includes(field) && (s[field] === null || s[field] === undefined);
}
/** A short summary of a step's result: "ok", "error: <error>", "not captured" (the output or text
 * was not recorded), or the first words of output/text. */
function resultSummary(s) {
    if (s.status === "error")
        return s.error ? "error: " + firstWords(s.error, 70) : "error";
    if (s.type === "model_response")
        return s.text ? firstWords(s.text) : notCaptured(s, "text") ? NOT_CAPTURED : "ok";
    if (s.output === null || s.output === undefined || s.output === "")
        return notCaptured(s, "output") ? NOT_CAPTURED : "ok";
    if (typeof s.output === "string")
        return firstWords(s.output);
    return firstWords((0,canonical/* canonicalPrefix */.l4)(s.output, 80));
}
/** Characters of canonical argument JSON a digest keeps for display (docs/reports.md, "Step digests"). */
const ARGS_PREVIEW = 120;
/** The argument preview: the canonical JSON, or its first characters and "…" (never half a surrogate pair). */
function argsPreview(cj) {
    if (cj.length <= ARGS_PREVIEW)
        return cj;
    let cut = ARGS_PREVIEW - 1;
    const c = cj.charCodeAt(cut - 1);
    if (c >= 0xd800 && c <= 0xdbff)
        cut--;
    return cj.slice(0, cut) + "…";
}
/**
 * Lean per-step digests for drift detection and trace diffs: identity (id, type, tool, status),
 * a result summary, the hash of the full canonical arguments (compare and drift match on it) and a
 * bounded preview of them (the diff display), plus latency and tokens (the diff's timeline).
 */
function stepDigests(trace) {
    const steps = trace.steps;
    const out = new Array(steps.length);
    for (let i = 0; i < steps.length; i++) {
        const s = steps[i];
        const d = {
            step_id: s.step_id,
            type: s.type,
            tool_name: s.tool_name,
            status: s.status,
            result: resultSummary(s),
            args_hash: null,
        };
        if (s.type === "tool_call") {
            // The hash keeps the spec's identity of absent arguments (`{}`); only the preview says so.
            const cj = (0,canonical/* canonicalArgs */.MD)(s);
            d.args_hash = (0,canonical/* argsHash */.yc)(s);
            d.args = notCaptured(s, "arguments") ? NOT_CAPTURED : argsPreview(cj);
        }
        if (s.latency_ms !== null)
            d.latency_ms = s.latency_ms;
        const model = s.type === "tool_call" ? foldedModelLatency(s) : null;
        if (model !== null && s.latency_ms !== null && model <= s.latency_ms)
            d.model_latency_ms = model;
        if (s.input_tokens !== null || s.output_tokens !== null)
            d.tokens = (s.input_tokens ?? 0) + (s.output_tokens ?? 0);
        if (s.agent !== undefined)
            d.agent = s.agent;
        out[i] = d;
    }
    return out;
}


/***/ }),

/***/ 90058:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B1: () => (/* binding */ splitTracePatterns),
/* harmony export */   s2: () => (/* binding */ matchTraceFiles)
/* harmony export */ });
/* unused harmony exports SKIP_DIRS, unmatchedProblem */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14006);
// Which files a list of trace patterns means: one matcher for the CLI's PATH arguments and the
// action's `traces` input, so the same patterns select the same files everywhere.
//
// A pattern is a file, a directory (its files named `*.json` or `*.jsonl`, any case, recursively),
// or a glob (`*`, `**`, `?`, `[...]`, `{a,b}`; dot files included; matched with picomatch); a
// leading `!` excludes what it matches. Symbolic links to files are followed; links to
// directories are not (no loops). The walk is ours rather than a glob library's because every path
// it meets must be accounted for: each is either returned for validation (non-regular files too:
// the pipeline reports a FIFO or a device as ARH-INP-001 without opening it blocking) or listed in
// `skipped` with the reason (dangling link, link loop, unreadable directory, outside the root).
// A walk does not enter dependency and tool folders (`node_modules`, `.git`, virtual environments,
// caches: SKIP_DIRS) unless the pattern names them; each one met is listed as skipped.



/**
 * picomatch's options for every pattern: dot files included, and `s` (dotAll) so that `**` and
 * `*` also match names holding a line feed or a carriage return (its regexes use `.`, which
 * otherwise stops at them: `!traces/**` would not exclude `traces/a\nb.json`).
 */
const GLOB_OPTIONS = { dot: true, flags: "s" };
/** Characters that make a pattern a glob (unless a file of that exact name exists). */
const GLOB_CHARS = /[*?[\]{}]/;
/** Folders a walk does not enter (dependencies, version control, virtual environments, caches). */
const SKIP_DIRS = new Set([
    "node_modules",
    "bower_components",
    "jspm_packages",
    ".git",
    ".hg",
    ".svn",
    ".venv",
    "venv",
    "__pycache__",
    ".tox",
    ".mypy_cache",
    ".pytest_cache",
    ".ruff_cache",
    ".next",
    ".nuxt",
    ".yarn",
    ".pnpm-store",
]);
/** Names a directory pattern selects. */
const TRACE_NAME = /\.jsonl?$/i;
/** Bounds on what one run walks: a hostile tree cannot make the matcher run forever. */
const MAX_ENTRIES = 5_000_000;
function errCode(e) {
    return e.code ?? "error";
}
function inside(root, p) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, p);
    return rel === "" || (!rel.startsWith(".." + node_path__WEBPACK_IMPORTED_MODULE_1__.sep) && rel !== ".." && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
}
/** Why a symbolic link that cannot be followed is skipped. */
function linkProblem(code) {
    if (code === "ELOOP")
        return "symbolic link loop";
    if (code === "ENOENT" || code === "ENOTDIR")
        return "dangling symbolic link";
    return `cannot follow symbolic link (${code})`;
}
/**
 * Split the action's `traces` input into patterns: one or more per line, separated by whitespace;
 * a pattern in double or single quotes may contain spaces (`"my traces/a b.json"`); empty lines
 * and lines starting with `#` are ignored.
 */
function splitTracePatterns(raw) {
    const out = [];
    for (const line of raw.split(/\r?\n/)) {
        const l = line.trim();
        if (l === "" || l.startsWith("#"))
            continue;
        let cur = "";
        let has = false;
        for (let i = 0; i < l.length; i++) {
            const c = l[i];
            if (c === '"' || c === "'") {
                const end = l.indexOf(c, i + 1);
                if (end > i) {
                    cur += l.slice(i + 1, end);
                    has = true;
                    i = end;
                    continue;
                }
            }
            if (/\s/.test(c)) {
                if (has || cur !== "")
                    out.push(cur);
                cur = "";
                has = false;
            }
            else
                cur += c;
        }
        if (has || cur !== "")
            out.push(cur);
    }
    return out.filter((p) => p !== "" && p !== "!");
}
/** Resolve patterns to files and skipped paths (see the module comment). */
function matchTraceFiles(patterns, opts) {
    const cwd = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(opts.cwd);
    let realRoot;
    if (opts.root !== undefined) {
        try {
            realRoot = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(opts.root));
        }
        catch {
            realRoot = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(opts.root);
        }
    }
    const files = new Set();
    const skipped = new Map();
    const unmatched = [];
    const show = (p) => (inside(cwd, p) && p !== cwd ? (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, p).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/") : p);
    const skip = (p, reason) => {
        if (!skipped.has(p))
            skipped.set(p, reason);
    };
    let met = 0;
    let budgetHit = false;
    const regular = new Set();
    /** A non-directory path to validate, unless it resolves outside the root. */
    const take = (p, isRegular = false) => {
        if (realRoot !== undefined) {
            let real;
            try {
                real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(p);
            }
            catch (e) {
                skip(p, `cannot resolve path (${errCode(e)})`);
                return;
            }
            if (!inside(realRoot, real)) {
                skip(p, "resolves outside the workspace");
                return;
            }
        }
        files.add(p);
        if (isRegular)
            regular.add(p);
    };
    /** A symbolic link met by a walk or named literally. `wanted` tells whether its name is selected. */
    const link = (p, wanted, walkInto) => {
        let st;
        try {
            st = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p);
        }
        catch (e) {
            if (wanted)
                skip(p, linkProblem(errCode(e)));
            return;
        }
        if (st.isDirectory()) {
            if (walkInto)
                walkInto(p);
            else
                skip(p, "symbolic link to a directory (not followed)");
            return;
        }
        if (wanted)
            take(p);
    };
    const walkedSeen = new Set();
    /**
     * Walk `dir` recursively; `want(p)` selects names; `maxDepth` bounds the descent; `named` holds
     * the path segments of the pattern (a SKIP_DIRS folder it names is walked).
     */
    const walk = (dir, want, maxDepth, named) => {
        const visit = (d, depth) => {
            let entries;
            try {
                entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(d, { withFileTypes: true });
            }
            catch (e) {
                skip(d, `cannot read directory (${errCode(e)})`);
                return;
            }
            entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
            for (const e of entries) {
                if (++met > MAX_ENTRIES) {
                    budgetHit = true;
                    return;
                }
                const p = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(d, e.name);
                if (e.isDirectory()) {
                    if (SKIP_DIRS.has(e.name) && !named.has(e.name))
                        skip(p, "dependency, version-control or cache folder: not walked (a pattern naming it includes it)");
                    else if (depth < maxDepth)
                        visit(p, depth + 1);
                }
                else if (e.isSymbolicLink()) {
                    const wanted = want(p);
                    let isDir = false;
                    try {
                        isDir = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(p).isDirectory();
                    }
                    catch {
                        /* reported by link() when wanted */
                    }
                    if (isDir) {
                        if (depth < maxDepth)
                            skip(p, "symbolic link to a directory (not followed)");
                    }
                    else {
                        link(p, wanted, null);
                        if (wanted)
                            walkedSeen.add(p);
                    }
                }
                else if (want(p)) {
                    take(p, e.isFile()); // regular files, and FIFOs, sockets, devices: reported by the pipeline
                    walkedSeen.add(p);
                }
            }
        };
        visit(dir, 0);
    };
    const excludes = [];
    for (const raw of patterns) {
        if (!raw.startsWith("!"))
            continue;
        const body = raw.slice(1);
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(body);
        const m = picomatch__WEBPACK_IMPORTED_MODULE_2__([body, body.replace(/\/+$/, "") + "/**"], GLOB_OPTIONS);
        excludes.push((p) => m(abs ? p : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, p).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/")));
    }
    const literal = new Set();
    for (const p of patterns) {
        if (p.startsWith("!"))
            continue;
        const before = files.size + skipped.size;
        const named = new Set(p.split(/[\\/]+/));
        const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, p);
        let lst;
        try {
            lst = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(abs);
        }
        catch {
            lst = undefined;
        }
        if (lst) {
            const dirWalk = (d) => walk(d, (f) => TRACE_NAME.test(f), Infinity, named);
            if (lst.isSymbolicLink()) {
                link(abs, true, dirWalk);
                literal.add(abs);
            }
            else if (lst.isDirectory())
                dirWalk(abs);
            else {
                take(abs);
                literal.add(abs);
            }
        }
        else if (GLOB_CHARS.test(p)) {
            const scan = picomatch__WEBPACK_IMPORTED_MODULE_2__.scan(p.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/"));
            const base = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, scan.base || ".");
            const rest = scan.glob;
            const maxDepth = rest.includes("**") ? Infinity : Math.max(0, rest.split("/").length - 1);
            const isMatch = picomatch__WEBPACK_IMPORTED_MODULE_2__(p.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/"), GLOB_OPTIONS);
            const absPattern = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(p);
            const want = (f) => isMatch(absPattern ? f.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/") : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, f).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join("/"));
            let bst;
            try {
                bst = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(base);
            }
            catch {
                bst = undefined;
            }
            if (bst?.isDirectory())
                walk(base, want, maxDepth, named);
        }
        if (files.size + skipped.size === before)
            unmatched.push(p);
    }
    if (budgetHit)
        skip(cwd, `stopped after ${MAX_ENTRIES} directory entries`);
    const excluded = (p) => excludes.some((x) => x(p));
    const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
    const kept = [...files].filter((f) => !excluded(f)).sort(byCodeUnit);
    return {
        files: kept,
        regular: new Set(kept.filter((f) => regular.has(f))),
        walked: new Set(kept.filter((f) => walkedSeen.has(f) && !literal.has(f))),
        skipped: [...skipped]
            .filter(([p]) => !excluded(p))
            .map(([p, reason]) => ({ path: show(p), reason }))
            .sort((a, b) => byCodeUnit(a.path, b.path)),
        unmatched,
    };
}
/**
 * The usage error's text for an include pattern that met nothing (`unmatched`): a glob matching no
 * file, a directory holding no trace file, a path that does not exist.
 */
function unmatchedProblem(pattern, cwd) {
    let dir = false;
    try {
        dir = statSync(resolve(cwd, pattern)).isDirectory();
    }
    catch {
        dir = false;
    }
    if (dir)
        return `no *.json or *.jsonl files in directory '${pattern}'`;
    return GLOB_CHARS.test(pattern) ? `no files match '${pattern}'` : `no such file or directory: ${pattern}`;
}


/***/ }),

/***/ 22926:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ makeLocator),
/* harmony export */   a: () => (/* binding */ attachLocations)
/* harmony export */ });
/* harmony import */ var _locate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14594);

/** Build a locator for a set of pointers (and their ancestors) in one scan of `text`. */
function makeLocator(text, uri, pointers) {
    let spans;
    try {
        // ancestors too, so a pointer that does not resolve falls back to its nearest existing parent
        // (callers locate in texts JSON.parse accepted: untracked values are skipped fast)
        spans = (0,_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .locatePointers */ .F8)(text, pointers, { ancestors: true, trusted: true });
    }
    catch {
        spans = new Map();
    }
    const lines = new _locate_js__WEBPACK_IMPORTED_MODULE_0__/* .LineMap */ .HU(text);
    const toLoc = (s) => {
        if (!s)
            return { uri, startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 };
        const a = lines.at(s.keyStart ?? s.start);
        const b = lines.at(s.end);
        return { uri, startLine: a.line, startColumn: a.column, endLine: b.line, endColumn: b.column };
    };
    return {
        span: (p) => spans.get(p),
        locate(p) {
            let q = p;
            for (;;) {
                const s = spans.get(q);
                if (s || q === "")
                    return toLoc(s);
                q = q.slice(0, q.lastIndexOf("/"));
            }
        },
    };
}
/** Set `location` on every finding that has a `pointer` (and none yet). */
function attachLocations(text, uri, findings) {
    const todo = findings.filter((f) => f.pointer !== undefined && !f.location);
    if (todo.length === 0)
        return;
    const loc = makeLocator(text, uri, todo.map((f) => f.pointer));
    for (const f of todo)
        f.location = loc.locate(f.pointer);
}


/***/ }),

/***/ 14594:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ locatePointers),
/* harmony export */   HU: () => (/* binding */ LineMap),
/* harmony export */   Wn: () => (/* binding */ pointer),
/* harmony export */   ln: () => (/* binding */ findDuplicateKeys),
/* harmony export */   po: () => (/* binding */ findSyntaxError),
/* harmony export */   uC: () => (/* binding */ escapePointerToken),
/* harmony export */   vp: () => (/* binding */ parsePointer)
/* harmony export */ });
// Source positions for JSON documents.
//
// `JSON.parse` is the fast path and knows nothing about positions, so positions are computed only
// for files that need them (a finding or an error), by a second, iterative scan of the text:
//  - `findSyntaxError` re-scans a document that `JSON.parse` rejected and names the exact offset
//    and what was expected there (V8's messages differ between Node versions and give offsets only);
//  - `locatePointers` finds the spans of the values at a set of JSON pointers in one pass, skipping
//    every subtree that leads to none of them.
// Written by hand because no maintained library does both iteratively (deeply nested hostile input
// must not overflow the stack) with strict RFC 8259 acceptance identical to `JSON.parse`.
/** Escape one reference token of a JSON pointer (RFC 6901). */
function escapePointerToken(token) {
    const t = String(token);
    return t.indexOf("~") === -1 && t.indexOf("/") === -1 ? t : t.replace(/~/g, "~0").replace(/\//g, "~1");
}
/** Build a JSON pointer from reference tokens. */
function pointer(...tokens) {
    let out = "";
    for (const t of tokens)
        out += "/" + escapePointerToken(t);
    return out;
}
/** Split a JSON pointer into its unescaped reference tokens. */
function parsePointer(p) {
    if (p === "")
        return [];
    const tokens = p.slice(1).split("/");
    if (p.indexOf("~") === -1)
        return tokens; // nothing escaped (the common case)
    return tokens.map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));
}
function describe(text, i) {
    if (i >= text.length)
        return "end of input";
    const c = text.charCodeAt(i);
    if (c < 0x20)
        return `control character U+${c.toString(16).toUpperCase().padStart(4, "0")}`;
    return `'${String.fromCodePoint(text.codePointAt(i) ?? c)}'`;
}
/**
 * Strict JSON scanner used for both purposes. It walks the text once with an explicit stack.
 * When `visit` is given it is called on each value start and end with the path of the value.
 */
class Scanner {
    text;
    trusted;
    i = 0;
    /**
     * `trusted`: the text is known to be valid JSON (JSON.parse accepted it), so values nobody
     * tracks are skipped with a fast bracket count instead of being validated character by character.
     */
    constructor(text, trusted = false) {
        this.text = text;
        this.trusted = trusted;
    }
    /** Skip the value at `i` in trusted text (no validation). */
    skipValue() {
        const t = this.text;
        const n = t.length;
        let i = this.i;
        let depth = 0;
        do {
            const c = t.charCodeAt(i);
            if (c === 0x22) {
                i = this.skipString(i);
                continue;
            }
            if (c === 0x7b || c === 0x5b)
                depth++;
            else if (c === 0x7d || c === 0x5d)
                depth--;
            else if (depth === 0) {
                // a scalar at the top of the skip: up to the next delimiter
                while (i < n) {
                    const d = t.charCodeAt(i);
                    if (d === 0x2c || d === 0x7d || d === 0x5d || d === 0x20 || d === 0x0a || d === 0x0d || d === 0x09)
                        break;
                    i++;
                }
                this.i = i;
                return;
            }
            i++;
            if (i > n)
                this.fail("unexpected end of input");
        } while (depth > 0);
        this.i = i;
    }
    /** Index after the string starting at `i` (a quote), in trusted text. */
    skipString(i) {
        const t = this.text;
        let j = i + 1;
        for (;;) {
            const q = t.indexOf('"', j);
            if (q === -1) {
                this.i = t.length;
                this.fail("unterminated string");
            }
            let b = q - 1;
            while (t.charCodeAt(b) === 0x5c)
                b--;
            if ((q - 1 - b) % 2 === 0)
                return q + 1;
            j = q + 1;
        }
    }
    fail(message) {
        throw new ScanError(this.i, message);
    }
    ws() {
        const t = this.text;
        for (;;) {
            const c = t.charCodeAt(this.i); // NaN past the end
            if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09)
                this.i++;
            else
                return;
        }
    }
    string() {
        // Assumes text[i] === '"'. Returns the decoded string only when `decode` is needed by caller;
        // we always decode keys (short) and skip-decode values.
        const t = this.text;
        const start = this.i;
        this.i++;
        let simple = true;
        for (;;) {
            if (this.i >= t.length) {
                this.i = t.length;
                this.fail("unterminated string");
            }
            const c = t.charCodeAt(this.i);
            if (c === 0x22) {
                this.i++;
                break;
            }
            if (c < 0x20)
                this.fail(`${describe(t, this.i)} in string (must be escaped)`);
            if (c === 0x5c) {
                simple = false;
                const e = t.charCodeAt(this.i + 1);
                if (e === 0x75) {
                    for (let k = 2; k < 6; k++) {
                        const h = t.charCodeAt(this.i + k);
                        const hex = (h >= 0x30 && h <= 0x39) || (h >= 0x41 && h <= 0x46) || (h >= 0x61 && h <= 0x66);
                        if (!hex) {
                            this.i += k;
                            this.fail("bad \\u escape: expected 4 hexadecimal digits");
                        }
                    }
                    this.i += 6;
                    continue;
                }
                if (e === 0x22 || e === 0x5c || e === 0x2f || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
                    this.i += 2;
                    continue;
                }
                this.i++;
                this.fail(`bad escape '\\${this.i < t.length ? t[this.i] : ""}' in string`);
            }
            this.i++;
        }
        const raw = t.slice(start, this.i);
        return simple ? raw.slice(1, -1) : JSON.parse(raw);
    }
    number() {
        const t = this.text;
        if (t.charCodeAt(this.i) === 0x2d)
            this.i++;
        const d = (k) => {
            const c = t.charCodeAt(k);
            return c >= 0x30 && c <= 0x39;
        };
        if (t.charCodeAt(this.i) === 0x30)
            this.i++;
        else if (d(this.i))
            while (d(this.i))
                this.i++;
        else
            this.fail(`expected a digit, found ${describe(t, this.i)}`);
        if (t.charCodeAt(this.i) === 0x2e) {
            this.i++;
            if (!d(this.i))
                this.fail(`expected a digit after '.', found ${describe(t, this.i)}`);
            while (d(this.i))
                this.i++;
        }
        const e = t.charCodeAt(this.i);
        if (e === 0x65 || e === 0x45) {
            this.i++;
            const s = t.charCodeAt(this.i);
            if (s === 0x2b || s === 0x2d)
                this.i++;
            if (!d(this.i))
                this.fail(`expected a digit in exponent, found ${describe(t, this.i)}`);
            while (d(this.i))
                this.i++;
        }
    }
    literal(word) {
        if (this.text.startsWith(word, this.i))
            this.i += word.length;
        else
            this.fail(`unexpected ${describe(this.text, this.i)}`);
    }
    /**
     * Scan one complete JSON document. `onValue(path, span)` is called for every value whose path
     * `want(pathSoFar)` accepted; `want` is asked for each member/element before it is scanned.
     */
    document(enter, leave, leaf) {
        const t = this.text;
        // stack frames: 'o' object, 'a' array; per frame: index counter and whether tracked.
        const kinds = []; // 0 object, 1 array
        const counts = [];
        const tracked = [];
        const starts = [];
        const keyStarts = [];
        this.ws();
        // value-scanning loop
        let expectValue = true;
        let pendingKeyStart;
        let pendingTracked = true;
        for (;;) {
            if (expectValue) {
                this.ws();
                const c = t.charCodeAt(this.i);
                const start = this.i;
                if (!pendingTracked && this.trusted) {
                    this.skipValue();
                    expectValue = false;
                }
                else if (this.trusted && (c === 0x7b || c === 0x5b) && leaf !== undefined && leaf(kinds.length + 1)) {
                    // a tracked container nothing inside of is tracked: its span, without a walk of its members
                    this.skipValue();
                    if (leave)
                        leave(kinds.length + 1, { start, end: this.i, keyStart: pendingKeyStart });
                    expectValue = false;
                }
                else if (c === 0x7b || c === 0x5b) {
                    kinds.push(c === 0x7b ? 0 : 1);
                    counts.push(0);
                    tracked.push(pendingTracked);
                    starts.push(start);
                    keyStarts.push(pendingKeyStart);
                    this.i++;
                    this.ws();
                    const close = c === 0x7b ? 0x7d : 0x5d;
                    if (t.charCodeAt(this.i) === close) {
                        this.i++;
                        expectValue = false;
                        this.closeFrame(kinds, counts, tracked, starts, keyStarts, leave);
                    }
                    else if (c === 0x7b) {
                        ({ keyStart: pendingKeyStart, tracked: pendingTracked } = this.memberKey(kinds.length, tracked, enter));
                        expectValue = true;
                        continue;
                    }
                    else {
                        pendingKeyStart = undefined;
                        pendingTracked = tracked[tracked.length - 1] && (enter ? enter(kinds.length, 0) : true);
                        expectValue = true;
                        continue;
                    }
                }
                else {
                    if (c === 0x22)
                        this.string();
                    else if (c === 0x2d || (c >= 0x30 && c <= 0x39))
                        this.number();
                    else if (c === 0x74)
                        this.literal("true");
                    else if (c === 0x66)
                        this.literal("false");
                    else if (c === 0x6e)
                        this.literal("null");
                    else
                        this.fail(`expected a value, found ${describe(t, this.i)}`);
                    if (pendingTracked && leave)
                        leave(kinds.length + 1, { start, end: this.i, keyStart: pendingKeyStart });
                    expectValue = false;
                }
            }
            // after a value
            if (kinds.length === 0) {
                this.ws();
                if (this.i < t.length)
                    this.fail(`unexpected ${describe(t, this.i)} after the end of the document`);
                return;
            }
            this.ws();
            const k = kinds[kinds.length - 1];
            const c = t.charCodeAt(this.i);
            if (c === 0x2c) {
                this.i++;
                counts[counts.length - 1]++;
                if (k === 0) {
                    this.ws();
                    ({ keyStart: pendingKeyStart, tracked: pendingTracked } = this.memberKey(kinds.length, tracked, enter));
                }
                else {
                    pendingKeyStart = undefined;
                    pendingTracked = tracked[tracked.length - 1] && (enter ? enter(kinds.length, counts[counts.length - 1]) : true);
                }
                expectValue = true;
            }
            else if ((k === 0 && c === 0x7d) || (k === 1 && c === 0x5d)) {
                this.i++;
                this.closeFrame(kinds, counts, tracked, starts, keyStarts, leave);
                expectValue = false;
            }
            else {
                this.fail(`expected ',' or '${k === 0 ? "}" : "]"}', found ${describe(t, this.i)}`);
            }
        }
    }
    memberKey(depth, tracked, enter) {
        const t = this.text;
        if (t.charCodeAt(this.i) !== 0x22)
            this.fail(`expected a member name in double quotes, found ${describe(t, this.i)}`);
        const keyStart = this.i;
        let key;
        if (this.trusted) {
            // valid JSON: the name ends at the next unescaped quote, and is its text unless it escapes
            const end = this.skipString(keyStart);
            const raw = t.slice(keyStart + 1, end - 1);
            key = raw.indexOf("\\") === -1 ? raw : JSON.parse(t.slice(keyStart, end));
            this.i = end;
        }
        else
            key = this.string();
        this.ws();
        if (t.charCodeAt(this.i) !== 0x3a)
            this.fail(`expected ':' after member name, found ${describe(t, this.i)}`);
        this.i++;
        const parentTracked = tracked[tracked.length - 1];
        return { keyStart, tracked: parentTracked && (enter ? enter(depth, key, keyStart) : true) };
    }
    closeFrame(kinds, counts, tracked, starts, keyStarts, leave) {
        const depth = kinds.length;
        kinds.pop();
        counts.pop();
        const wasTracked = tracked.pop();
        const start = starts.pop();
        const keyStart = keyStarts.pop();
        if (wasTracked && leave)
            leave(depth, { start, end: this.i, keyStart });
    }
}
class ScanError extends Error {
    offset;
    constructor(offset, message) {
        super(message);
        this.offset = offset;
    }
}
/** Find where and why a text is not strict JSON; null when it is. */
function findSyntaxError(text) {
    const s = new Scanner(text);
    try {
        if (text.length === 0 || /^[\s]*$/.test(text))
            return { offset: text.length, message: "empty document (expected a JSON value)" };
        s.document();
        return null;
    }
    catch (e) {
        if (e instanceof ScanError)
            return { offset: e.offset, message: e.message };
        throw e;
    }
}
/**
 * Find the spans of the values at the given JSON pointers (RFC 6901) in one scan.
 * Pointers that do not resolve are absent from the result. The text must be valid JSON.
 */
function locatePointers(text, pointers, opts = {}) {
    const root = { children: new Map(), pointer: "", wanted: false };
    for (const p of pointers) {
        let n = root;
        for (const tok of parsePointer(p)) {
            let c = n.children.get(tok);
            if (!c)
                n.children.set(tok, (c = { children: new Map(), pointer: n.pointer + "/" + escapePointerToken(tok), wanted: false }));
            n = c;
        }
        n.wanted = true;
    }
    const all = opts.ancestors === true;
    const out = new Map();
    // nodes[d] is the trie node of the value at depth d (root value at depth 1).
    const nodes = [undefined, root];
    const s = new Scanner(text, opts.trusted === true);
    s.document((depth, key) => {
        // entering child `key` of the container at `depth`
        const parent = nodes[depth];
        const child = parent?.children.get(String(key));
        nodes[depth + 1] = child;
        nodes.length = depth + 2;
        return child !== undefined;
    }, (depth, span) => {
        const n = nodes[depth];
        if (n && (all || n.wanted) && !out.has(n.pointer))
            out.set(n.pointer, span);
    }, (depth) => nodes[depth]?.children.size === 0);
    return out;
}
/**
 * Every repeated member name of every object, in one linear scan (a set of names per open object).
 * For configuration files (policies), never on the trace hot path. At most `max` are returned. The
 * text must be valid JSON (`JSON.parse` accepted it).
 */
function findDuplicateKeys(text, max = 100) {
    const out = [];
    // names[d]: the names seen so far in the object at depth d (root value at depth 1), with their offsets
    const names = [];
    const path = [];
    const s = new Scanner(text, true);
    s.document((depth, key, keyStart) => {
        path.length = depth - 1;
        if (typeof key === "string" && keyStart !== undefined) {
            let seen = names[depth];
            if (!seen)
                names[depth] = seen = new Map();
            const first = seen.get(key);
            if (first === undefined)
                seen.set(key, keyStart);
            else if (out.length < max)
                out.push({ path: path.slice(), key, firstStart: first, start: keyStart });
        }
        path[depth - 1] = key;
        return true;
    }, 
    // a value at `depth` is done: the next one there is another (its names start afresh)
    (depth) => {
        names[depth] = undefined;
    });
    return out;
}
/** Maps offsets to 1-based line and column (UTF-16 code units, like JS string indices). */
class LineMap {
    lineStarts = [0];
    constructor(text) {
        let i = text.indexOf("\n");
        while (i !== -1) {
            this.lineStarts.push(i + 1);
            i = text.indexOf("\n", i + 1);
        }
    }
    at(offset) {
        const ls = this.lineStarts;
        let lo = 0;
        let hi = ls.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (ls[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - ls[lo] + 1 };
    }
}


/***/ }),

/***/ 76513:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ memFinding),
/* harmony export */   p: () => (/* binding */ stepIds)
/* harmony export */ });
/* harmony import */ var _rules_memory_meta_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(35116);

const BY_ID = new Map(_rules_memory_meta_js__WEBPACK_IMPORTED_MODULE_0__/* .MEMORY_RULES */ .C.map((r) => [r.id, r]));
function memFinding(ruleId, message, pointer, stepId, extra = {}) {
    const meta = BY_ID.get(ruleId);
    if (!meta)
        throw new Error(`unknown memory rule ${ruleId}`);
    const f = { severity: meta.severity, category: meta.category, message, step_id: stepId, rule_id: meta.id };
    if (extra.expected !== undefined)
        f.expected = extra.expected;
    if (extra.observed !== undefined)
        f.observed = extra.observed;
    f.remediation = meta.remediation;
    f.pointer = pointer;
    return f;
}
/** Stable step ids of memory findings (baseline fingerprints use them). */
const stepIds = {
    query: (i) => `q${i}`,
    item: (i, j) => `q${i}.e${j}`,
    check: (i) => `check${i}`,
    turn: (i) => `turn${i}`,
};


/***/ }),

/***/ 10978:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* binding */ isMemoryDocument),
/* harmony export */   i1: () => (/* binding */ lintMemoryDocument)
/* harmony export */ });
/* unused harmony exports QA_CATEGORIES, HIT_RATE_CATEGORIES, ROLES, QA_MATCHERS, HIT_RATE_MATCHERS, SESSION_BOUNDARY, DEFAULT_SEMANTIC_THRESHOLD, fileStem */
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2856);
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(14594);
/* harmony import */ var _findings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76513);
// Memory-trace model and lint (docs/memory.md): turns a parsed JSON document into a normalised trace plus
// ARH-MEM-0xx findings. Pure: no I/O. Everything that is wrong is reported with the JSON pointer of
// the offending field; items that cannot be scored carry the reason (`invalid`) and count as unmatched.



const QA_CATEGORIES = ["normal", "edge_case", "multi_session", "adversarial", "high_noise"];
const HIT_RATE_CATEGORIES = ["normal", "edge_case", "adversarial"];
const ROLES = ["user", "agent", "tool", "system"];
const QA_MATCHERS = ["substring", "regex", "semantic"];
const HIT_RATE_MATCHERS = ["substring", "regex", "exact"];
const SESSION_BOUNDARY = "--- session boundary ---";
const DEFAULT_SEMANTIC_THRESHOLD = 0.8;
const isObj = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const typeName = (v) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);
const has = (o, k) => Object.prototype.hasOwnProperty.call(o, k) && o[k] !== undefined;
/** True for a document the memory module handles: an object with eval_mode, or turns + recall_queries, or checks. */
function isMemoryDocument(doc) {
    if (!isObj(doc))
        return false;
    return has(doc, "eval_mode") || (has(doc, "turns") && has(doc, "recall_queries")) || has(doc, "checks");
}
/** File name without directories and without a trailing .json. */
function fileStem(fileName) {
    const base = fileName.split(/[\\/]/).pop() ?? fileName;
    return base.replace(/\.json$/i, "");
}
const OVERWRITE_WORDS = /overwrit|update|replac|re-?writ/i;
const INVALIDATION_WORDS = /invalidat|expir|evict|delet|\bttl\b|stale|purg|remov|clear/i;
const KEYMISS_WORDS = /\bmiss|never written|not written|absent|not found|unknown key|nonexist|non-existent|empty/i;
const INVALIDATION_KEYS = /^(delete|invalidate|expire|expires|expiry|ttl|ttl_ops|ttl_ms|evict|remove)$/i;
/** Lint a parsed memory document. `fileName` is used for the trace-id convention and as fallback id. */
function lintMemoryDocument(doc, fileName) {
    const findings = [];
    const add = (rule, msg, pointer, step, extra) => {
        findings.push((0,_findings_js__WEBPACK_IMPORTED_MODULE_1__/* .memFinding */ .X)(rule, msg, pointer, step, extra));
    };
    const stem = fileStem(fileName);
    const trace = {
        trace_id: stem,
        agent_name: "memory",
        eval_mode: "qa",
        category: "",
        description: "",
        turns: [],
        queries: [],
        checks: [],
        scorable: true,
    };
    if (!isObj(doc)) {
        add("ARH-MEM-002", `memory trace must be a JSON object, found ${typeName(doc)}`, "", null);
        trace.scorable = false;
        return { trace, findings };
    }
    // ---- trace id, agent name ----
    if (!has(doc, "trace_id"))
        add("ARH-MEM-001", "trace_id is required", "", null);
    else if (typeof doc.trace_id === "string" && doc.trace_id !== "")
        trace.trace_id = doc.trace_id;
    else if (typeof doc.trace_id === "number") {
        trace.trace_id = String(doc.trace_id);
        add("ARH-MEM-002", `trace_id must be a string, found number ${trace.trace_id}`, "/trace_id", null);
    }
    else
        add("ARH-MEM-002", `trace_id must be a non-empty string, found ${typeName(doc.trace_id)}`, "/trace_id", null);
    if (typeof doc.agent_name === "string" && doc.agent_name !== "")
        trace.agent_name = doc.agent_name;
    else if (has(doc, "agent_name"))
        add("ARH-MEM-002", `agent_name must be a non-empty string, found ${typeName(doc.agent_name)}`, "/agent_name", null);
    if (has(doc, "trace_id") && typeof doc.trace_id === "string") {
        const id = doc.trace_id;
        const problems = [];
        if (!id.startsWith("trace_id_"))
            problems.push("does not start with trace_id_");
        if (id !== stem)
            problems.push(`does not match its file name (${stem}.json)`);
        if (problems.length)
            add("ARH-MEM-012", `trace_id '${id}' ${problems.join(" and ")}`, "/trace_id", null, { expected: `trace_id_… = ${stem}`, observed: id });
    }
    // ---- mode ----
    let mode = "qa";
    if (has(doc, "eval_mode")) {
        if (doc.eval_mode === "qa" || doc.eval_mode === "hit_rate")
            mode = doc.eval_mode;
        else {
            mode = typeof doc.eval_mode === "string" ? doc.eval_mode : String(JSON.stringify(doc.eval_mode));
            add("ARH-MEM-004", `eval_mode must be "qa" or "hit_rate", found ${JSON.stringify(doc.eval_mode)}`, "/eval_mode", null, { expected: ["qa", "hit_rate"], observed: doc.eval_mode });
            trace.scorable = false;
        }
    }
    trace.eval_mode = mode;
    const hasQaFields = has(doc, "turns") || has(doc, "recall_queries");
    const hasChecks = has(doc, "checks");
    if (hasQaFields && hasChecks) {
        add("ARH-MEM-003", "a memory trace must not mix turns/recall_queries (qa) with checks (hit_rate)", "/checks", null);
        trace.scorable = false;
    }
    else if (mode === "qa" && hasChecks) {
        const why = has(doc, "eval_mode") ? 'eval_mode is "qa"' : 'eval_mode defaults to "qa"';
        add("ARH-MEM-003", `checks belong to hit_rate traces but ${why}; set "eval_mode": "hit_rate"`, "/checks", null);
        trace.scorable = false;
    }
    else if (mode === "hit_rate" && hasQaFields) {
        add("ARH-MEM-003", 'turns/recall_queries belong to qa traces but eval_mode is "hit_rate"', has(doc, "turns") ? "/turns" : "/recall_queries", null);
        trace.scorable = false;
    }
    // ---- category, description ----
    if (!has(doc, "category"))
        add("ARH-MEM-001", "category is required", "", null);
    else if (typeof doc.category !== "string")
        add("ARH-MEM-002", `category must be a string, found ${typeName(doc.category)}`, "/category", null);
    else {
        trace.category = doc.category;
        const allowed = mode === "hit_rate" ? HIT_RATE_CATEGORIES : QA_CATEGORIES;
        if (!allowed.includes(doc.category)) {
            add("ARH-MEM-005", `category '${doc.category}' is not one of ${allowed.join(", ")}${mode === "hit_rate" ? " (hit_rate)" : ""}`, "/category", null, { expected: allowed, observed: doc.category });
        }
    }
    if (has(doc, "description")) {
        if (typeof doc.description === "string")
            trace.description = doc.description;
        else
            add("ARH-MEM-002", `description must be a string, found ${typeName(doc.description)}`, "/description", null);
    }
    if (mode === "hit_rate")
        lintHitRate(doc, trace, add);
    else if (mode === "qa")
        lintQa(doc, trace, add, hasChecks);
    return { trace, findings };
}
function lintQa(doc, trace, add, hasChecks) {
    // turns
    if (!has(doc, "turns")) {
        if (!hasChecks)
            add("ARH-MEM-001", "turns is required in qa mode", "", null);
        trace.scorable = false;
    }
    else if (!Array.isArray(doc.turns)) {
        add("ARH-MEM-002", `turns must be an array, found ${typeName(doc.turns)}`, "/turns", null);
        trace.scorable = false;
    }
    else {
        doc.turns.forEach((t, i) => {
            const p = (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .pointer */ .Wn)("turns", i);
            const sid = _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .stepIds */ .p.turn(i);
            if (!isObj(t)) {
                add("ARH-MEM-002", `turn ${i} must be an object, found ${typeName(t)}`, p, sid);
                return;
            }
            let role = "";
            if (!has(t, "role"))
                add("ARH-MEM-001", `turn ${i}: role is required`, p, sid);
            else if (typeof t.role !== "string")
                add("ARH-MEM-002", `turn ${i}: role must be a string, found ${typeName(t.role)}`, p + "/role", sid);
            else {
                role = t.role;
                if (!ROLES.includes(role)) {
                    add("ARH-MEM-006", `turn ${i}: role '${role}' is not one of ${ROLES.join(", ")}`, p + "/role", sid, { expected: ROLES, observed: role });
                }
            }
            let content = "";
            if (!has(t, "content"))
                add("ARH-MEM-001", `turn ${i}: content is required`, p, sid);
            else if (typeof t.content !== "string")
                add("ARH-MEM-002", `turn ${i}: content must be a string, found ${typeName(t.content)}`, p + "/content", sid);
            else
                content = t.content;
            if (has(t, "used_for_evaluation") && typeof t.used_for_evaluation !== "boolean") {
                add("ARH-MEM-002", `turn ${i}: used_for_evaluation must be a boolean, found ${typeName(t.used_for_evaluation)}`, p + "/used_for_evaluation", sid);
            }
            let metadata = {};
            if (has(t, "metadata")) {
                if (!isObj(t.metadata))
                    add("ARH-MEM-002", `turn ${i}: metadata must be an object, found ${typeName(t.metadata)}`, p + "/metadata", sid);
                else {
                    metadata = t.metadata;
                    if (has(metadata, "retention_flush") && typeof metadata.retention_flush !== "boolean") {
                        add("ARH-MEM-002", `turn ${i}: metadata.retention_flush must be a boolean, found ${typeName(metadata.retention_flush)}`, p + "/metadata/retention_flush", sid);
                    }
                    for (const k of ["tool_name", "session_id"]) {
                        if (has(metadata, k) && typeof metadata[k] !== "string")
                            add("ARH-MEM-002", `turn ${i}: metadata.${k} must be a string, found ${typeName(metadata[k])}`, `${p}/metadata/${k}`, sid);
                    }
                }
            }
            trace.turns.push({ role, content, metadata, pointer: p });
        });
        if (trace.category === "multi_session") {
            const boundary = trace.turns.some((t) => t.role === "system" && t.content.trim() === SESSION_BOUNDARY);
            if (!boundary)
                add("ARH-MEM-011", `multi_session trace has no system turn "${SESSION_BOUNDARY}" between sessions`, "/turns", null);
        }
    }
    // recall queries
    if (!has(doc, "recall_queries")) {
        if (!hasChecks)
            add("ARH-MEM-001", "recall_queries is required in qa mode", "", null);
        trace.scorable = false;
        return;
    }
    if (!Array.isArray(doc.recall_queries)) {
        add("ARH-MEM-002", `recall_queries must be an array, found ${typeName(doc.recall_queries)}`, "/recall_queries", null);
        trace.scorable = false;
        return;
    }
    if (doc.recall_queries.length === 0)
        add("ARH-MEM-010", "recall_queries is empty: the trace has nothing to score", "/recall_queries", null);
    doc.recall_queries.forEach((q, i) => {
        const p = (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .pointer */ .Wn)("recall_queries", i);
        const sid = _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .stepIds */ .p.query(i);
        const query = { query: "", items: [], pointer: p };
        trace.queries.push(query);
        if (!isObj(q)) {
            add("ARH-MEM-002", `recall query ${i} must be an object, found ${typeName(q)}`, p, sid);
            return;
        }
        if (!has(q, "query"))
            add("ARH-MEM-001", `recall query ${i}: query is required`, p, sid);
        else if (typeof q.query !== "string")
            add("ARH-MEM-002", `recall query ${i}: query must be a string, found ${typeName(q.query)}`, p + "/query", sid);
        else
            query.query = q.query;
        if (!has(q, "expected_information")) {
            add("ARH-MEM-001", `recall query ${i}: expected_information is required`, p, sid);
            return;
        }
        if (!Array.isArray(q.expected_information)) {
            add("ARH-MEM-002", `recall query ${i}: expected_information must be an array, found ${typeName(q.expected_information)}`, p + "/expected_information", sid);
            return;
        }
        if (q.expected_information.length === 0) {
            add("ARH-MEM-010", `recall query ${i}: expected_information is empty (the query would score 0 with nothing to check)`, p + "/expected_information", sid);
        }
        q.expected_information.forEach((it, j) => {
            query.items.push(lintItem(it, (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .pointer */ .Wn)("recall_queries", i, "expected_information", j), _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .stepIds */ .p.item(i, j), `recall query ${i} item ${j}`, "qa", add));
        });
    });
}
function lintItem(it, p, sid, label, mode, add) {
    const item = { value: "", matcher: "substring", threshold: 1, pointer: p, invalid: null, re: null };
    const invalid = (why) => {
        if (!item.invalid)
            item.invalid = why;
    };
    if (typeof it === "string") {
        item.value = it;
    }
    else if (isObj(it)) {
        if (!has(it, "value")) {
            add("ARH-MEM-001", `${label}: value is required`, p, sid);
            invalid("the item has no value");
        }
        else if (typeof it.value === "string")
            item.value = it.value;
        else if (it.value === null && mode === "hit_rate")
            item.value = null;
        else {
            add("ARH-MEM-002", `${label}: value must be a string${mode === "hit_rate" ? " or null" : ""}, found ${typeName(it.value)}`, p + "/value", sid);
            invalid(`the item's value is not a string`);
        }
        if (has(it, "matcher")) {
            const allowed = mode === "qa" ? QA_MATCHERS : HIT_RATE_MATCHERS;
            if (typeof it.matcher !== "string" || !allowed.includes(it.matcher)) {
                add("ARH-MEM-007", `${label}: matcher ${JSON.stringify(it.matcher)} is not one of ${allowed.join(", ")} (${mode})`, p + "/matcher", sid, { expected: allowed, observed: it.matcher });
                invalid(`matcher ${JSON.stringify(it.matcher)} is not allowed in ${mode} mode`);
                item.matcher = typeof it.matcher === "string" ? it.matcher : "invalid";
            }
            else
                item.matcher = it.matcher;
        }
        item.threshold = item.matcher === "semantic" ? DEFAULT_SEMANTIC_THRESHOLD : 1;
        if (has(it, "threshold")) {
            const t = it.threshold;
            if (typeof t !== "number" || !Number.isFinite(t) || t < 0 || t > 1) {
                add("ARH-MEM-008", `${label}: threshold must be a number in [0, 1], found ${JSON.stringify(t)}`, p + "/threshold", sid, { expected: "[0, 1]", observed: t });
                invalid(`threshold ${JSON.stringify(t)} is not a number in [0, 1]`);
            }
            else {
                item.threshold = t;
                if (t === 0)
                    add("ARH-MEM-014", `${label}: threshold 0 makes the item match any output`, p + "/threshold", sid);
            }
        }
        if (has(it, "description") && typeof it.description !== "string") {
            add("ARH-MEM-002", `${label}: description must be a string, found ${typeName(it.description)}`, p + "/description", sid);
        }
    }
    else {
        add("ARH-MEM-002", `${label} must be a string or an object, found ${typeName(it)}`, p, sid);
        invalid("the item is neither a string nor an object");
        return item;
    }
    if (mode === "qa" && typeof item.value === "string" && item.value.trim() === "" && !item.invalid) {
        add("ARH-MEM-010", `${label}: the expected value is blank, so any output would contain it`, typeof it === "string" ? p : p + "/value", sid);
        invalid("the expected value is blank");
    }
    if (item.matcher === "regex" && typeof item.value === "string" && !item.invalid) {
        try {
            item.re = re2js__WEBPACK_IMPORTED_MODULE_2__/* .RE2JS */ .L3.compile(item.value);
        }
        catch (e) {
            const msg = e instanceof Error ? e.message : String(e);
            add("ARH-MEM-009", `${label}: invalid regex ${JSON.stringify(item.value)}: ${msg}`, typeof it === "string" ? p : p + "/value", sid);
            invalid(`invalid regex: ${msg}`);
        }
    }
    return item;
}
function lintHitRate(doc, trace, add) {
    if (!has(doc, "checks")) {
        add("ARH-MEM-001", "checks is required in hit_rate mode", "", null);
        trace.scorable = false;
        return;
    }
    if (!Array.isArray(doc.checks)) {
        add("ARH-MEM-002", `checks must be an array, found ${typeName(doc.checks)}`, "/checks", null);
        trace.scorable = false;
        return;
    }
    if (doc.checks.length === 0)
        add("ARH-MEM-010", "checks is empty: the trace has nothing to score", "/checks", null);
    let overwrite = false;
    let invalidation = false;
    let keyMiss = false;
    const written = new Set();
    doc.checks.forEach((c, i) => {
        const p = (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_0__/* .pointer */ .Wn)("checks", i);
        const sid = _findings_js__WEBPACK_IMPORTED_MODULE_1__/* .stepIds */ .p.check(i);
        const check = {
            description: "",
            write_input: null,
            read_input: {},
            expected: { value: "", matcher: "substring", threshold: 1, pointer: p + "/expected_output", invalid: "the check has no valid expected_output", re: null },
            pointer: p,
        };
        trace.checks.push(check);
        if (!isObj(c)) {
            add("ARH-MEM-002", `check ${i} must be an object, found ${typeName(c)}`, p, sid);
            return;
        }
        if (has(c, "description")) {
            if (typeof c.description === "string")
                check.description = c.description;
            else
                add("ARH-MEM-002", `check ${i}: description must be a string, found ${typeName(c.description)}`, p + "/description", sid);
        }
        if (has(c, "write_input") && c.write_input !== null) {
            if (isObj(c.write_input))
                check.write_input = c.write_input;
            else
                add("ARH-MEM-002", `check ${i}: write_input must be an object or null, found ${typeName(c.write_input)}`, p + "/write_input", sid);
        }
        if (!has(c, "read_input"))
            add("ARH-MEM-001", `check ${i}: read_input is required`, p, sid);
        else if (isObj(c.read_input))
            check.read_input = c.read_input;
        else
            add("ARH-MEM-002", `check ${i}: read_input must be an object, found ${typeName(c.read_input)}`, p + "/read_input", sid);
        if (!has(c, "expected_output"))
            add("ARH-MEM-001", `check ${i}: expected_output is required`, p, sid);
        else
            check.expected = lintItem(c.expected_output, p + "/expected_output", sid, `check ${i} expected_output`, "hit_rate", add);
        // coverage heuristics (ARH-MEM-013)
        const text = `${check.description} ${isObj(c.expected_output) && typeof c.expected_output.description === "string" ? c.expected_output.description : ""}`;
        const w = check.write_input;
        const wkey = w ? keyOf(w) : null;
        if (OVERWRITE_WORDS.test(text) || (wkey !== null && written.has(wkey)))
            overwrite = true;
        if (INVALIDATION_WORDS.test(text) || (w && (Object.keys(w).some((k) => INVALIDATION_KEYS.test(k)) || ("value" in w && w.value === null))))
            invalidation = true;
        const rkey = keyOf(check.read_input);
        if (KEYMISS_WORDS.test(text) || check.expected.value === null || check.expected.value === "" || (rkey !== null && !written.has(rkey) && rkey !== wkey))
            keyMiss = true;
        if (wkey !== null)
            written.add(wkey);
    });
    if (doc.checks.length > 0 && !overwrite && !invalidation && !keyMiss) {
        add("ARH-MEM-013", "no check covers overwrite/update, invalidation/expiry or key-miss (only basic write-then-read)", "/checks", null);
    }
}
function keyOf(o) {
    for (const k of ["key", "id", "name", "cache_key"]) {
        const v = o[k];
        if (typeof v === "string" || typeof v === "number")
            return String(v);
    }
    return null;
}


/***/ }),

/***/ 55806:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sc: () => (/* binding */ strictPolicyError),
/* harmony export */   _C: () => (/* binding */ locateIn),
/* harmony export */   go: () => (/* binding */ zeroToleranceLocations),
/* harmony export */   p4: () => (/* binding */ policyDiagnostics),
/* harmony export */   t6: () => (/* binding */ PolicyFieldError)
/* harmony export */ });
/* unused harmony exports ARG_TYPES, nearestType, neverMatches, locator */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14594);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38108);
/* harmony import */ var _keys_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31516);
// Policy diagnostics: every value of a policy that switches a check off or makes it unreachable,
// located at the policy file's line and column with the nearest valid value (docs/semantics.md#policy-diagnostics).
// The policy stays valid for the Python harness, which takes these values silently: each is a
// warning that keeps today's verdicts; `--strict-policy` (input `strict-policy`) makes them errors.
// Unknown keys (policy/keys.ts) are diagnostics too. Problems the policy language itself refuses
// (a regex that does not compile, a tool both required and forbidden) stay parse errors, located
// with the same helpers (`PolicyFieldError`, `locateError`).




// the shapes live in policy/model.ts, which the policy carries them in (no import circle)

/** The argument types of the policy language (semantics.md §2). */
const ARG_TYPES = ["str", "int", "float", "bool", "list", "dict", "any"];
/** Type names of other languages, and the policy language's name for each. */
const TYPE_SYNONYMS = {
    number: "float",
    double: "float",
    decimal: "float",
    integer: "int",
    long: "int",
    string: "str",
    text: "str",
    boolean: "bool",
    array: "list",
    tuple: "list",
    object: "dict",
    map: "dict",
    mapping: "dict",
    record: "dict",
};
/** The type a misspelt or foreign type name most likely means, else null. */
function nearestType(name) {
    const k = name.trim().toLowerCase();
    if (ARG_TYPES.includes(k))
        return k;
    return TYPE_SYNONYMS[k] ?? (0,_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .nearestKey */ .qy)(k, ARG_TYPES);
}
/** Most diagnostics listed (unknown keys have their own cap of 100). */
const MAX_DIAGNOSTICS = 200;
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const own = (o, k) => (Object.hasOwn(o, k) ? o[k] : undefined);
const seg = (k) => (/^[A-Za-z0-9_$-]+$/.test(k) ? k : JSON.stringify((0,_util_bound_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(k, 80)));
const quote = (s) => JSON.stringify((0,_util_bound_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(s, 80));
const didYouMean = (s) => (s ? `; did you mean ${s}?` : "");
// ---- regular expressions that can never match -------------------------------------------------
// RE2's compiled program (re2js keeps it on the compiled pattern): instruction codes and the
// empty-width assertion bits it uses.
const OP = { ALT: 1, ALT_MATCH: 2, CAPTURE: 3, EMPTY_WIDTH: 4, FAIL: 5, MATCH: 6, NOP: 7, RUNE: 8, RUNE1: 9, RUNE_ANY: 10, RUNE_ANY_NOT_NL: 11 };
const BEGIN_TEXT = 4;
const END_TEXT = 8;
const MAX_PROGRAM = 50_000;
/**
 * Whether a compiled pattern can never match any text: no path from the start to a match that
 * does not consume a character after the end of the text (`a$b`), assert the start of the text
 * after a character (`a^b`, `x\Ay`) or go through an empty class (`[^\x00-\x{10FFFF}]`). False
 * whenever the program cannot be read (it is only a diagnostic).
 */
function neverMatches(re) {
    const prog = re.re2Input?.prog;
    const inst = prog?.inst;
    if (!inst || typeof prog.start !== "number" || inst.length > MAX_PROGRAM || (prog.numLb ?? 0) > 0)
        return false;
    // state: pc * 4 + (consumed a character ? 1 : 0) + (asserted the end ? 2 : 0)
    const seen = new Uint8Array(inst.length * 4);
    const stack = [prog.start * 4];
    const push = (pc, s) => {
        const k = pc * 4 + s;
        if (pc >= 0 && pc < inst.length && !seen[k])
            stack.push(k);
    };
    while (stack.length) {
        const k = stack.pop();
        if (seen[k])
            continue;
        seen[k] = 1;
        const i = inst[k >> 2];
        const s = k & 3;
        if (!i)
            return false;
        switch (i.op) {
            case OP.MATCH:
                return false;
            case OP.FAIL:
                break;
            case OP.ALT:
            case OP.ALT_MATCH:
                push(i.out, s);
                push(i.arg, s);
                break;
            case OP.CAPTURE:
            case OP.NOP:
                push(i.out, s);
                break;
            case OP.EMPTY_WIDTH:
                if (i.arg & BEGIN_TEXT && s & 1)
                    break;
                push(i.out, i.arg & END_TEXT ? s | 2 : s);
                break;
            case OP.RUNE:
            case OP.RUNE1:
            case OP.RUNE_ANY:
            case OP.RUNE_ANY_NOT_NL:
                if (!(s & 2))
                    push(i.out, s | 1);
                break;
            default:
                return false; // an instruction this reading does not know: assume it can match
        }
    }
    return true;
}
// ---- the checks --------------------------------------------------------------------------------
function argumentChecks(doc, policy, out) {
    const tools = own(doc, "allowed_tools");
    if (!isObject(tools))
        return;
    for (const [tool, raw] of Object.entries(tools)) {
        const schema = policy.allowed_tools.get(tool);
        if (!isObject(raw) || !schema)
            continue;
        for (const group of ["required_arguments", "optional_arguments"]) {
            for (const [arg, spec] of schema[group]) {
                const ptr = `/allowed_tools/${(0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .escapePointerToken */ .uC)(tool)}/${group}/${(0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .escapePointerToken */ .uC)(arg)}`;
                const path = `allowed_tools.${seg(tool)}.${group}.${seg(arg)}`;
                const bare = typeof own(raw, group)?.[arg] === "string";
                if (spec.type !== null && !ARG_TYPES.includes(spec.type)) {
                    const s = nearestType(spec.type);
                    out.push({ kind: "unknown-type", pointer: bare ? ptr : `${ptr}/type`, suggestion: s, text: `${path}: unknown type ${quote(spec.type)}: the type check of '${(0,_util_bound_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(arg, 80)}' is skipped (types: ${ARG_TYPES.join(", ")})${didYouMean(s)}` });
                }
                if (spec.patternRe && neverMatches(spec.patternRe)) {
                    out.push({ kind: "never-matches", pointer: `${ptr}/pattern`, suggestion: null, text: `${path}.pattern: ${quote(spec.pattern ?? "")} can never match: every value of '${(0,_util_bound_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(arg, 80)}' fails ARH-SCH-008` });
                }
            }
        }
    }
}
function patternChecks(_doc, policy, out) {
    policy.unsafe_patterns.forEach((p, i) => {
        const pointer = `/unsafe_patterns/${i}`;
        if (p.trim() === "")
            out.push({ kind: "empty-entry", pointer, suggestion: null, text: `unsafe_patterns[${i}]: an empty pattern matches every text: every step with text is ARH-SAF-001` });
        else if (neverMatches(policy.unsafe_res[i]))
            out.push({ kind: "never-matches", pointer, suggestion: null, text: `unsafe_patterns[${i}]: ${quote(p)} can never match: this safety check never fires` });
    });
}
const LIST_EFFECT = {
    required_tools: "every trace fails ARH-SEQ-001, or calls an unlisted tool (ARH-SCH-001)",
    forbidden_tools: "the allowed tool of the nearest name is not forbidden",
    call_order: "a trace that calls it fails ARH-SCH-001 anyway, so this order never applies to a passing trace",
};
function sequenceChecks(_doc, policy, out) {
    const allowed = [...policy.allowed_tools.keys()];
    for (const list of ["required_tools", "forbidden_tools", "call_order"]) {
        policy.sequence[list].forEach((t, i) => {
            const pointer = `/sequence/${list}/${i}`;
            const where = `sequence.${list}[${i}]`;
            if (t.trim() === "") {
                out.push({ kind: "empty-entry", pointer, suggestion: null, text: `${where}: an empty tool name names no tool` });
                return;
            }
            if (policy.allowed_tools.has(t))
                return;
            const s = (0,_keys_js__WEBPACK_IMPORTED_MODULE_3__/* .nearestKey */ .qy)(t, allowed);
            // With unlisted tools allowed, a tool outside allowed_tools is legitimate, and forbidding a
            // tool that is not allowed is a common precaution (ARH-SEQ-002 still fires): only a near
            // miss of an allowed tool is reported then.
            if ((policy.allow_unlisted_tools || list === "forbidden_tools") && s === null)
                return;
            const effect = policy.allow_unlisted_tools && list !== "forbidden_tools" ? "only a call of exactly this name counts" : LIST_EFFECT[list];
            out.push({ kind: "unknown-tool", pointer, suggestion: s, text: `${where}: no allowed tool is named ${quote(t)}: ${effect}${didYouMean(s)}` });
        });
    }
    policy.sequence.required_tools.forEach((t, i) => {
        if (policy.allowed_tools.get(t)?.max_calls === 0)
            out.push({ kind: "conflict", pointer: `/sequence/required_tools/${i}`, suggestion: null, text: `sequence.required_tools[${i}]: ${quote(t)} is required but its max_calls is 0: no trace can pass both` });
    });
    policy.sequence.forbidden_tools.forEach((t, i) => {
        const min = policy.allowed_tools.get(t)?.min_calls ?? 0;
        if (min > 0)
            out.push({ kind: "conflict", pointer: `/sequence/forbidden_tools/${i}`, suggestion: null, text: `sequence.forbidden_tools[${i}]: ${quote(t)} is forbidden but its min_calls is ${min}: no trace can pass both` });
    });
}
const BUDGET_WHAT = {
    max_step_latency_ms: "a step latency",
    max_total_latency_ms: "latency",
    max_total_cost_usd: "cost",
    max_total_tokens: "tokens",
};
function budgetChecks(_doc, policy, out) {
    for (const [k, v] of Object.entries(policy.budgets)) {
        if (v === null || v > 0)
            continue;
        const what = BUDGET_WHAT[k] ?? k;
        const effect = v < 0 ? `every trace that records ${what} fails it` : `every trace that records ${what} above 0 fails it`;
        out.push({ kind: "non-positive-budget", pointer: `/budgets/${k}`, suggestion: null, text: `budgets.${k}: ${v} is not a positive budget: ${effect}` });
    }
}
/** The checks of the values, one per part of the policy (a new section adds its own here). */
const CHECKS = [argumentChecks, patternChecks, sequenceChecks, budgetChecks];
/**
 * A key written twice in one object of the policy: `JSON.parse` keeps the last value, so
 * `"side_effect": true, "max_calls": 1, "side_effect": false` switches ARH-FLW-003 off without a
 * word. Each later occurrence is located at its name, naming the key, its path and where the first one is.
 */
function duplicateKeys(text, file, lines) {
    return (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .findDuplicateKeys */ .ln)(text, MAX_DIAGNOSTICS).map((d) => {
        const path = [...d.path, d.key].map((t, i) => (typeof t === "number" ? `[${t}]` : i === 0 ? seg(t) : `.${seg(t)}`)).join("");
        const { line, column } = lines.at(d.start);
        const first = lines.at(d.firstStart);
        const text = `${path}: duplicate key ${quote(d.key)}: the value here replaces the one at ${first.line}:${first.column}, which is ignored; write the key once`;
        return { kind: "duplicate-key", pointer: "/" + [...d.path, d.key].map(_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .escapePointerToken */ .uC).join("/"), file, line, column, suggestion: null, text, message: `${file}:${line}:${column}: ${text}` };
    });
}
/**
 * Every diagnostic of a parsed policy, located in its text: the unknown keys (already located),
 * keys written twice, and the values checked here, in the order of the file.
 */
function policyDiagnostics(doc, policy, unknown, text, file) {
    const raw = [];
    if (isObject(doc))
        for (const check of CHECKS)
            check(doc, policy, raw);
    const out = unknown.map((k) => ({ kind: "unknown-key", pointer: k.pointer, file, line: k.line, column: k.column, suggestion: k.suggestion, text: k.text, message: k.message }));
    out.push(...duplicateKeys(text, file, new _json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .LineMap */ .HU(text)));
    const kept = raw.slice(0, MAX_DIAGNOSTICS);
    const at = locator(text, kept.map((r) => r.pointer));
    for (const r of kept) {
        const { line, column } = at(r.pointer);
        out.push({ kind: r.kind, pointer: r.pointer, file, line, column, suggestion: r.suggestion, text: r.text, message: `${file}:${line}:${column}: ${r.text}` });
    }
    return out.sort((a, b) => a.line - b.line || a.column - b.column);
}
/**
 * Line and column of the values at `pointers`, found in one scan of the text (none when there is
 * no pointer); a pointer that does not resolve is placed at the start of the file.
 */
function locator(text, pointers) {
    if (pointers.length === 0)
        return () => ({ line: 1, column: 1 });
    const spans = (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .locatePointers */ .F8)(text, pointers);
    const lines = new _json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .LineMap */ .HU(text);
    return (pointer) => lines.at(spans.get(pointer)?.start ?? 0);
}
/** A policy error at a field: the parser throws it, `policyFromText` locates it in the file. */
class PolicyFieldError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e {
    pointer;
    constructor(message, pointer) {
        super(message);
        this.pointer = pointer;
        this.name = "UsageError";
    }
}
/** `file:line:column` of a pointer in the policy text (`file` alone when it does not resolve). */
function locateIn(text, file, pointer) {
    const span = (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .locatePointers */ .F8)(text, [pointer]).get(pointer);
    if (!span)
        return file;
    const at = new _json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .LineMap */ .HU(text).at(span.start);
    return `${file}:${at.line}:${at.column}`;
}
/** `file:line:column` of each `zero_tolerance` entry (one scan), for the gate's check of the names. */
function zeroToleranceLocations(text, file, entries) {
    const pointers = Array.from({ length: entries }, (_, i) => `/zero_tolerance/${i}`);
    const at = locator(text, pointers);
    return pointers.map((p) => {
        const { line, column } = at(p);
        return `${file}:${line}:${column}`;
    });
}
/**
 * The one line `--strict-policy` stops on: the first diagnostic and how many more. Null when
 * there is none.
 */
function strictPolicyError(diagnostics) {
    if (diagnostics.length === 0)
        return null;
    const n = diagnostics.length - 1;
    const more = n > 0 ? ` (and ${n} more policy diagnostic${n > 1 ? "s" : ""})` : "";
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`policy ${diagnostics[0].message}${more}; strict-policy makes policy diagnostics errors`);
}


/***/ }),

/***/ 30837:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Oq: () => (/* binding */ parseEvaluationPolicy),
/* harmony export */   Yd: () => (/* binding */ evaluationPolicyAt),
/* harmony export */   pA: () => (/* binding */ notGatedLine)
/* harmony export */ });
/* unused harmony export EVALUATION_KEYS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(38108);
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14594);
/* harmony import */ var _diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(55806);
// The policy's `evaluations` block (docs/evaluations.md): per evaluation name, what its results
// must meet (`min_score`, `allowed_labels`, the score `range`), the regression against the baseline
// (`max_mean_drop`), and whether the judge must be calibrated first (`calibrated`, `calibration`,
// `rubric`, `min_agreement`). Parsing is pure; every malformed value is a policy error located at
// its field. Whether a calibrated judge gates is settled where files are read
// (calibrate/judge-gate.ts `settleCalibrations`): until then it does not.




const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const own = (o, k) => (Object.hasOwn(o, k) ? o[k] : undefined);
const EVALUATION_KEYS = ["min_score", "allowed_labels", "range", "max_mean_drop", "calibrated", "calibration", "rubric", "min_agreement"];
/** Most evaluation names a policy may list, and most allowed labels per name. */
const MAX_NAMES = 1000;
const MAX_LABELS = 1000;
function fail(where, msg, ptr) {
    throw new _diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .PolicyFieldError */ .t6(`policy ${where}: ${msg}`, ptr);
}
const show = (v) => (0,_util_bound_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateText */ .EJ)(JSON.stringify(v) ?? String(v), 80);
function num(o, k, where, ptr, min, max) {
    const v = own(o, k);
    if (v === undefined || v === null)
        return null;
    if (typeof v !== "number" || !Number.isFinite(v))
        fail(where, `${k} must be a number, got ${show(v)}`, `${ptr}/${k}`);
    if (min !== undefined && v < min)
        fail(where, `${k} must be >= ${min}, got ${v}`, `${ptr}/${k}`);
    if (max !== undefined && v > max)
        fail(where, `${k} must be <= ${max}, got ${v}`, `${ptr}/${k}`);
    return v;
}
function path(o, k, where, ptr) {
    const v = own(o, k);
    if (v === undefined || v === null)
        return null;
    if (typeof v !== "string" || v.trim() === "")
        fail(where, `${k} must be a path (relative to the policy file), got ${show(v)}`, `${ptr}/${k}`);
    if (v.length > 1024)
        fail(where, `${k} must be at most 1024 characters`, `${ptr}/${k}`);
    return v;
}
function range(o, where, ptr) {
    const v = own(o, "range");
    if (v === undefined || v === null)
        return [0, 1];
    if (!Array.isArray(v) || v.length !== 2 || !v.every((x) => typeof x === "number" && Number.isFinite(x)))
        fail(where, `range must be [lo, hi] (two numbers), got ${show(v)}`, `${ptr}/range`);
    const [lo, hi] = v;
    if (lo >= hi)
        fail(where, `range [${lo}, ${hi}] is empty: lo must be below hi`, `${ptr}/range`);
    return [lo, hi];
}
function labels(o, where, ptr) {
    const v = own(o, "allowed_labels");
    if (v === undefined || v === null)
        return null;
    if (!Array.isArray(v) || v.length === 0)
        fail(where, `allowed_labels must be a non-empty array of strings, got ${show(v)}`, `${ptr}/allowed_labels`);
    if (v.length > MAX_LABELS)
        fail(where, `allowed_labels may hold at most ${MAX_LABELS} labels`, `${ptr}/allowed_labels`);
    return v.map((x, i) => {
        if (typeof x !== "string")
            fail(where, `allowed_labels[${i}] must be a string, got ${show(x)}`, `${ptr}/allowed_labels/${i}`);
        return x;
    });
}
function parseSpec(name, raw) {
    const where = `evaluations.${(0,_util_bound_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateText */ .EJ)(name, 80)}`;
    const ptr = `/evaluations/${(0,_json_locate_js__WEBPACK_IMPORTED_MODULE_2__/* .escapePointerToken */ .uC)(name)}`;
    if (!isObject(raw))
        fail(where, `must be an object (${EVALUATION_KEYS.join(", ")}), got ${show(raw)}`, ptr);
    for (const k of Object.keys(raw)) {
        if (!EVALUATION_KEYS.includes(k))
            fail(where, `unknown key ${show(k)} (valid: ${EVALUATION_KEYS.join(", ")})`, `${ptr}/${(0,_json_locate_js__WEBPACK_IMPORTED_MODULE_2__/* .escapePointerToken */ .uC)(k)}`);
    }
    const r = range(raw, where, ptr);
    const min_score = num(raw, "min_score", where, ptr);
    if (min_score !== null && (min_score < r[0] || min_score > r[1]))
        fail(where, `min_score ${min_score} is outside the range [${r[0]}, ${r[1]}]`, `${ptr}/min_score`);
    const max_mean_drop = num(raw, "max_mean_drop", where, ptr, 0, r[1] - r[0]);
    const cal = own(raw, "calibrated");
    if (cal !== undefined && cal !== null && typeof cal !== "boolean")
        fail(where, `calibrated must be true or false, got ${show(cal)}`, `${ptr}/calibrated`);
    const calibrated = cal === true;
    const spec = {
        name,
        min_score,
        allowed_labels: labels(raw, where, ptr),
        range: r,
        max_mean_drop,
        calibrated,
        calibration: path(raw, "calibration", where, ptr),
        rubric: path(raw, "rubric", where, ptr),
        min_agreement: num(raw, "min_agreement", where, ptr, -1, 1),
        gated: !calibrated,
        not_gated: calibrated ? "its calibration record was not checked" : null,
    };
    if (calibrated) {
        for (const k of ["calibration", "rubric", "min_agreement"]) {
            if (spec[k] === null)
                fail(where, `calibrated: true needs ${k} (${k === "min_agreement" ? "the lowest agreement the record's CI lower bound must reach" : "a path relative to the policy file"})`, ptr);
        }
    }
    if (min_score === null && spec.allowed_labels === null && max_mean_drop === null)
        fail(where, "sets no gate: give min_score, allowed_labels or max_mean_drop", ptr);
    return spec;
}
/** The `evaluations` block, or null when the policy has none. */
function parseEvaluationPolicy(doc) {
    const raw = own(doc, "evaluations");
    if (raw === undefined || raw === null)
        return null;
    if (!isObject(raw))
        fail("evaluations", "must be an object mapping evaluation names to their gates", "/evaluations");
    const names = Object.keys(raw);
    if (names.length > MAX_NAMES)
        fail("evaluations", `at most ${MAX_NAMES} evaluation names, got ${names.length}`, "/evaluations");
    const specs = new Map();
    for (const n of names) {
        if (n.trim() === "" || n.length > 256)
            fail("evaluations", `an evaluation name must be 1 to 256 characters, got ${show(n)}`, `/evaluations/${(0,_json_locate_js__WEBPACK_IMPORTED_MODULE_2__/* .escapePointerToken */ .uC)(n)}`);
        specs.set(n, parseSpec(n, raw[n]));
    }
    return { specs, base: null, settled: false };
}
/** Record the policy file's folder, which the calibration paths are relative to. */
function evaluationPolicyAt(p, policyPath) {
    if (p)
        p.base = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.dirname)(policyPath);
}
/** The headline line of a judge that does not gate. */
function notGatedLine(spec) {
    return `not gated: judge ${(0,_util_bound_js__WEBPACK_IMPORTED_MODULE_1__/* .truncateText */ .EJ)(spec.name, 200)} is not calibrated (${spec.not_gated ?? "unknown"})`;
}


/***/ }),

/***/ 31516:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TQ: () => (/* binding */ AGENT_KEYS),
/* harmony export */   Tg: () => (/* binding */ unknownPolicyKeys),
/* harmony export */   qy: () => (/* binding */ nearestKey)
/* harmony export */ });
/* unused harmony exports TOP_KEYS, SECTION_KEYS, TOOL_KEYS, ARG_KEYS */
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21916);
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14594);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38108);
// Unknown policy keys: a typo such as `budget` for `budgets` or `max_call` for `max_calls` would
// switch a check off silently. Every key the policy schema does not know, at every level, becomes
// a located warning naming the nearest valid key; `--strict-policy` (input `strict-policy`) makes
// them errors. The key lists mirror schemas/policy.schema.json (test/policy/keys.test.ts checks
// that the two agree).



const TOP_KEYS = [
    "$schema",
    "schema_version",
    "policy_id",
    "allow_unlisted_tools",
    "allowed_tools",
    "budgets",
    "unsafe_patterns",
    "grounding",
    "sequence",
    "error_handling",
    "completion",
    "memory",
    "zero_tolerance",
    "pricing",
    "regression",
    "evaluations",
    "agents",
];
const SECTION_KEYS = {
    budgets: ["max_step_latency_ms", "max_total_latency_ms", "max_total_cost_usd", "max_total_tokens"],
    grounding: ["require_citations", "min_citation_coverage", "require_valid_citation_urls"],
    sequence: ["required_tools", "forbidden_tools", "call_order"],
    error_handling: ["require_retry_on_error", "max_attempts"],
    completion: ["require_final_response", "max_steps"],
    memory: ["min_support_coverage", "min_query_success_rate", "min_hit_rate"],
    regression: ["max_cost_increase", "max_tokens_increase", "max_latency_increase", "alpha"],
};
/** The sections an `agents` entry may hold: those of the rules that look at calls (policy/agents.ts, docs/multi-agent.md). */
const AGENT_KEYS = ["allow_unlisted_tools", "allowed_tools", "budgets", "unsafe_patterns", "grounding", "sequence", "error_handling"];
const TOOL_KEYS = ["required_arguments", "optional_arguments", "side_effect", "max_calls", "min_calls", "kind"];
const ARG_KEYS = ["type", "enum", "pattern", "min", "max"];
/** Most unknown keys reported (a policy of 100,000 stray keys must not become 100,000 lines). */
const MAX_REPORTED = 100;
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
/** The nearest of `valid` to `key`: at most a third of its length (and at least 2) edits away. */
function nearestKey(key, valid) {
    if (key.length > 200)
        return null;
    let best = null;
    let bestD = Infinity;
    const k = key.toLowerCase();
    for (const v of valid) {
        // `maximum` for `max`, `max_call` for `max_calls`: a prefix either way is one edit away
        const d = v.length >= 3 && (k.startsWith(v) || v.startsWith(k)) && k.length >= 3 ? 1 : (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(k, v);
        if (d < bestD)
            [best, bestD] = [v, d];
    }
    return best !== null && bestD <= Math.max(2, Math.floor(best.length / 3)) ? best : null;
}
function seg(k) {
    return /^[A-Za-z0-9_$-]+$/.test(k) ? k : JSON.stringify((0,_util_bound_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(k, 80));
}
/** The keys of a policy body (the document, or an `agents` entry at `base`): its own level, its sections, its tools and their arguments. */
function checkBody(doc, valid, base, basePath, check) {
    const at = (k) => (basePath ? `${basePath}.${k}` : k);
    check(doc, valid, base, basePath);
    for (const [section, keys] of Object.entries(SECTION_KEYS)) {
        if (!valid.includes(section))
            continue;
        const v = Object.hasOwn(doc, section) ? doc[section] : undefined;
        if (isObject(v))
            check(v, keys, `${base}/${section}`, at(section));
    }
    const tools = Object.hasOwn(doc, "allowed_tools") ? doc.allowed_tools : undefined;
    if (!isObject(tools))
        return;
    for (const [name, t] of Object.entries(tools)) {
        if (!isObject(t))
            continue;
        const tp = `${base}/allowed_tools/${(0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .escapePointerToken */ .uC)(name)}`;
        const tpath = at(`allowed_tools.${seg(name)}`);
        check(t, TOOL_KEYS, tp, tpath);
        for (const group of ["required_arguments", "optional_arguments"]) {
            const args = Object.hasOwn(t, group) ? t[group] : undefined;
            if (!isObject(args))
                continue;
            for (const [arg, spec] of Object.entries(args)) {
                if (isObject(spec))
                    check(spec, ARG_KEYS, `${tp}/${group}/${(0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .escapePointerToken */ .uC)(arg)}`, `${tpath}.${group}.${seg(arg)}`);
            }
        }
    }
}
/** Every unknown key of a parsed policy document, in document order, located in its text. */
function unknownPolicyKeys(doc, text, file) {
    const found = [];
    const check = (o, valid, pointer, path) => {
        for (const k of Object.keys(o)) {
            if (found.length >= MAX_REPORTED)
                return;
            if (!valid.includes(k))
                found.push({ pointer: `${pointer}/${(0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .escapePointerToken */ .uC)(k)}`, path: path ? `${path}.${seg(k)}` : seg(k), key: k, valid });
        }
    };
    if (!isObject(doc))
        return [];
    checkBody(doc, TOP_KEYS, "", "", check);
    // each entry of `agents` is a policy body of the sections an agent may scope (policy/agents.ts)
    const agents = Object.hasOwn(doc, "agents") ? doc.agents : undefined;
    if (isObject(agents)) {
        for (const [name, entry] of Object.entries(agents))
            if (isObject(entry))
                checkBody(entry, AGENT_KEYS, `/agents/${(0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .escapePointerToken */ .uC)(name)}`, `agents.${seg(name)}`, check);
    }
    if (found.length === 0)
        return [];
    const spans = (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .locatePointers */ .F8)(text, found.map((f) => f.pointer));
    const lines = new _json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .LineMap */ .HU(text);
    return found.map((f) => {
        const span = spans.get(f.pointer);
        const at = lines.at(span ? (span.keyStart ?? span.start) : 0);
        const suggestion = nearestKey(f.key, f.valid);
        const hint = suggestion ? `; did you mean ${suggestion}?` : `; valid keys here: ${f.valid.join(", ")}`;
        const what = `${f.path}: unknown key${hint}`;
        return { pointer: f.pointer, path: f.path, key: f.key, suggestion, line: at.line, column: at.column, text: what, message: `${file}:${at.line}:${at.column}: ${what}` };
    });
}


/***/ }),

/***/ 18879:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ DEFAULT_MEMORY_POLICY),
/* harmony export */   f: () => (/* binding */ parseMemoryPolicy)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
// The policy's optional `memory` section (docs/memory.md): thresholds of the memory-trace scores.

const DEFAULT_MEMORY_POLICY = { min_support_coverage: 1, min_query_success_rate: 1, min_hit_rate: 1 };
const MEMORY_POLICY_FIELDS = ["min_support_coverage", "min_query_success_rate", "min_hit_rate"];
/** Parse the policy's optional `memory` section (absent/null -> defaults 1.0). Throws UsageError naming the field. */
function parseMemoryPolicy(section) {
    const out = { ...DEFAULT_MEMORY_POLICY };
    if (section === undefined || section === null)
        return out;
    if (typeof section !== "object" || Array.isArray(section))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e("policy memory: must be an object");
    for (const [k, v] of Object.entries(section)) {
        if (!MEMORY_POLICY_FIELDS.includes(k)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`policy memory.${k}: unknown field (expected one of ${MEMORY_POLICY_FIELDS.join(", ")})`);
        }
        if (v === null || v === undefined)
            continue;
        if (typeof v !== "number" || !Number.isFinite(v) || v < 0 || v > 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`policy memory.${k}: must be a number in [0, 1]`);
        out[k] = v;
    }
    return out;
}


/***/ }),

/***/ 734:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tb: () => (/* binding */ loadPolicy),
  M5: () => (/* binding */ policyFromText),
  OG: () => (/* binding */ readPolicyText)
});

// UNUSED EXPORTS: MAX_PATTERN_CHARS, MAX_POLICY_BYTES, compileRegex, parsePolicy

// EXTERNAL MODULE: ./lib/util/readfile.js
var readfile = __webpack_require__(28564);
// EXTERNAL MODULE: ./lib/util/utf8.js
var utf8 = __webpack_require__(3729);
// EXTERNAL MODULE: ./lib/util/bound.js
var bound = __webpack_require__(38108);
// EXTERNAL MODULE: ./node_modules/re2js/build/index.js
var build = __webpack_require__(2856);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/json/locate.js
var locate = __webpack_require__(14594);
// EXTERNAL MODULE: ./lib/trace/parse.js
var parse = __webpack_require__(6566);
// EXTERNAL MODULE: ./lib/policy/memory.js
var memory = __webpack_require__(18879);
;// CONCATENATED MODULE: ./lib/policy/prefilter.js
// re2js 2.x instruction codes (Inst.ALT ... Inst.LB_CHECK) and the FOLD_CASE flag.
const ALT = 1;
const ALT_MATCH = 2;
const CAPTURE = 3;
const EMPTY_WIDTH = 4;
const FAIL = 5;
const MATCH = 6;
const NOP = 7;
const RUNE = 8;
const RUNE1 = 9;
const RUNE_ANY = 10;
const RUNE_ANY_NOT_NL = 11;
const FOLD_CASE = 1;
/** Longest class sequence per branch, and the most branches before a shorter length is tried. */
const MAX_LEN = 6;
const MAX_BRANCHES = 48;
class Unsupported extends Error {
}
function progOf(re) {
    const prog = re.re2Input?.prog;
    if (!prog || !Array.isArray(prog.inst) || typeof prog.start !== "number")
        return null;
    if ((prog.numLb ?? 0) > 0)
        return null; // lookbehind: not analysed
    return prog;
}
/** Rune instructions reachable from `pcs` without reading input, and whether MATCH is. */
function closure(prog, pcs) {
    const seen = new Set();
    const stack = [...pcs];
    const runes = [];
    let match = false;
    while (stack.length > 0) {
        const pc = stack.pop();
        if (seen.has(pc))
            continue;
        seen.add(pc);
        const i = prog.inst[pc];
        if (!i)
            throw new Unsupported();
        switch (i.op) {
            case ALT:
            case ALT_MATCH:
                stack.push(i.out, i.arg);
                break;
            case CAPTURE:
            case NOP:
            case EMPTY_WIDTH:
                stack.push(i.out);
                break;
            case MATCH:
                match = true;
                break;
            case FAIL:
                break;
            case RUNE:
            case RUNE1:
            case RUNE_ANY:
            case RUNE_ANY_NOT_NL:
                runes.push(pc);
                break;
            default:
                throw new Unsupported();
        }
    }
    runes.sort((a, b) => a - b);
    return { runes, match };
}
const hex = (r) => `\\u{${r.toString(16)}}`;
/** Case-fold orbit of an ASCII rune (RE2 simple folding: k and s have a third member). */
function asciiOrbit(r) {
    const lower = r | 0x20;
    if (lower >= 0x61 && lower <= 0x7a) {
        const out = [lower & ~0x20, lower];
        if (lower === 0x6b)
            out.push(0x212a); // KELVIN SIGN
        if (lower === 0x73)
            out.push(0x17f); // LATIN SMALL LETTER LONG S
        return out;
    }
    return [r];
}
/** The JS class source of a rune instruction, or null when it reads (almost) any character. */
function classOf(i) {
    if (i.op === RUNE_ANY || i.op === RUNE_ANY_NOT_NL)
        return null;
    const ranges = [];
    if (i.op === RUNE1)
        ranges.push([i.runes[0], i.runes[0]]);
    else if (i.runes.length === 1) {
        const r = i.runes[0];
        if ((i.arg & FOLD_CASE) === 0)
            ranges.push([r, r]);
        else if (r < 0x80)
            for (const x of asciiOrbit(r))
                ranges.push([x, x]);
        else
            return null; // folding outside ASCII: cut the branch here
    }
    else {
        if (i.runes.length % 2 !== 0)
            throw new Unsupported();
        for (let k = 0; k < i.runes.length; k += 2)
            ranges.push([i.runes[k], i.runes[k + 1]]);
    }
    // re2js may read a lone surrogate as U+FFFD; a JS `u` regex reads it as itself.
    if (ranges.some(([lo, hi]) => lo <= 0xfffd && 0xfffd <= hi))
        ranges.push([0xd800, 0xdfff]);
    return "[" + ranges.map(([lo, hi]) => (lo === hi ? hex(lo) : `${hex(lo)}-${hex(hi)}`)).join("") + "]";
}
/** Class sequences (each a branch of the filter), or null when the program can match anywhere. */
function branches(prog, maxLen) {
    const out = new Map();
    const add = (prefix) => {
        out.set(prefix.join("\u0000"), prefix);
        return out.size <= MAX_BRANCHES;
    };
    const expand = (pcs, depth, prefix) => {
        const c = closure(prog, pcs);
        if (c.runes.length === 0 && !c.match)
            return true; // a dead end: no match goes this way
        if (c.match || depth === maxLen)
            return prefix.length > 0 && add(prefix); // empty: matches anywhere
        const next = new Map();
        for (const pc of c.runes) {
            const i = prog.inst[pc];
            const cls = classOf(i);
            if (cls === null) {
                if (prefix.length === 0 || !add(prefix))
                    return false;
                continue;
            }
            const l = next.get(cls);
            if (l)
                l.push(i.out);
            else
                next.set(cls, [i.out]);
        }
        for (const [cls, outs] of next)
            if (!expand(outs, depth + 1, [...prefix, cls]))
                return false;
        return true;
    };
    if (!expand([prog.start], 0, []))
        return null;
    return [...out.values()];
}
/** The branches as one regex with shared prefixes factored out (fewer alternatives tried per position). */
function trieSource(seqs) {
    const root = { end: false, next: new Map() };
    for (const seq of seqs) {
        let n = root;
        for (const cls of seq) {
            let c = n.next.get(cls);
            if (!c)
                n.next.set(cls, (c = { end: false, next: new Map() }));
            n = c;
        }
        n.end = true;
    }
    const emit = (n) => {
        if (n.end)
            return ""; // a shorter branch ends here: it already accepts
        const alts = [...n.next].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([cls, c]) => cls + emit(c));
        return alts.length === 1 ? alts[0] : `(?:${alts.join("|")})`;
    };
    return emit(root);
}
/**
 * A native regex that every string matched (unanchored) by `re` also matches, or null when none
 * can be derived. Built once per policy.
 */
function prefilterFor(re) {
    const prog = progOf(re);
    if (!prog)
        return null;
    try {
        for (let len = MAX_LEN; len >= 1; len--) {
            const b = branches(prog, len);
            if (b === null)
                continue;
            if (b.length === 0)
                return /(?!)/u; // the program can never match
            return new RegExp(trieSource(b), "u");
        }
    }
    catch (e) {
        if (e instanceof Unsupported)
            return null;
        throw e;
    }
    return null;
}

// EXTERNAL MODULE: ./lib/util/digest.js
var digest = __webpack_require__(7738);
// EXTERNAL MODULE: ./lib/policy/keys.js
var keys = __webpack_require__(31516);
// EXTERNAL MODULE: ./lib/policy/diagnostics.js
var diagnostics = __webpack_require__(55806);
;// CONCATENATED MODULE: ./lib/policy/budget.js
// The regex budget of a whole policy: RE2 compiles in linear time, but linear in a pattern's size
// and in the program it expands to, and the per-pattern cap (MAX_PATTERN_CHARS) alone lets many
// patterns add up (eight 14 KB patterns of Unicode classes: seconds and hundreds of MB). The total
// text of every pattern is checked before any is compiled; the total program size after.

/** Most characters all of a policy's patterns may hold together (`unsafe_patterns` and argument `pattern`s). */
const MAX_TOTAL_PATTERN_CHARS = 32 * 1024;
/** Most instructions all of a policy's compiled patterns may hold together (matching time grows with it). */
const MAX_TOTAL_PROGRAM_SIZE = 250_000;
const isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
/** Every pattern string of a policy document, where it is (malformed sections are the parser's to name). */
function patternsOf(doc) {
    const out = [];
    if (Array.isArray(doc.unsafe_patterns))
        for (const p of doc.unsafe_patterns)
            if (typeof p === "string")
                out.push(p);
    const tools = doc.allowed_tools;
    if (!isObject(tools))
        return out;
    for (const t of Object.values(tools)) {
        if (!isObject(t))
            continue;
        for (const k of ["required_arguments", "optional_arguments"]) {
            const args = t[k];
            if (!isObject(args))
                continue;
            for (const spec of Object.values(args))
                if (isObject(spec) && typeof spec.pattern === "string")
                    out.push(spec.pattern);
        }
    }
    return out;
}
/**
 * Before compiling: the patterns' total text within the budget, else a UsageError. A pattern over
 * the per-pattern cap (`perPattern`) is left to the parser, which names its field.
 */
function checkPatternText(doc, perPattern) {
    const all = patternsOf(doc);
    if (all.some((p) => p.length > perPattern))
        return;
    const total = all.reduce((n, p) => n + p.length, 0);
    if (total > MAX_TOTAL_PATTERN_CHARS) {
        throw new errors/* UsageError */.e(`policy patterns: ${all.length} patterns hold ${total} characters together, more than the ${MAX_TOTAL_PATTERN_CHARS} a policy may have`);
    }
}
/** After compiling: the programs' total size within the budget, else a UsageError. */
function checkProgramSize(compiled) {
    const total = compiled.reduce((n, re) => n + (re ? re.programSize() : 0), 0);
    if (total > MAX_TOTAL_PROGRAM_SIZE) {
        throw new errors/* UsageError */.e(`policy patterns: they compile to ${total} instructions together, more than the ${MAX_TOTAL_PROGRAM_SIZE} a policy may have (a repetition such as {1000} multiplies what it repeats)`);
    }
}

// EXTERNAL MODULE: ./lib/util/threshold.js
var threshold = __webpack_require__(62691);
;// CONCATENATED MODULE: ./lib/policy/cost.js
// The policy's `pricing` and `regression` blocks (docs/cost.md). `pricing` maps model ids or `*`
// patterns to USD per million tokens; `regression` holds the usage gates' thresholds. Every
// malformed value is a UsageError naming the field, like the rest of the policy (policy/parse.ts).



const cost_isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const own = (o, k) => (Object.hasOwn(o, k) ? o[k] : undefined);
const PRICE_KEYS = ["input", "output", "cache_read", "cache_write", "reasoning"];
const REGRESSION_KEYS = ["max_cost_increase", "max_tokens_increase", "max_latency_increase", "alpha"];
/** Most priced models (a policy is a small document). */
const MAX_MODELS = 1000;
function fail(where, msg) {
    throw new errors/* UsageError */.e(`policy ${where}: ${msg}`);
}
function price(v, where, k, required) {
    if (v === undefined || v === null) {
        if (required)
            fail(where, `${k} is required (USD per million tokens)`);
        return null;
    }
    if (typeof v !== "number" || !Number.isFinite(v) || v < 0)
        fail(where, `${k} must be a number >= 0 (USD per million tokens), got ${(0,bound/* truncateText */.EJ)(JSON.stringify(v) ?? String(v), 60)}`);
    if (v > 1_000_000)
        fail(where, `${k} must be at most 1000000 USD per million tokens, got ${v}`);
    return v;
}
function modelPrice(raw, where) {
    if (!cost_isObject(raw))
        fail(where, `must be an object of prices (${PRICE_KEYS.join(", ")}), got ${Array.isArray(raw) ? "an array" : typeof raw}`);
    for (const k of Object.keys(raw)) {
        if (!PRICE_KEYS.includes(k) && k !== "$comment")
            fail(where, `unknown key '${(0,bound/* truncateText */.EJ)(k, 60)}' (valid: ${PRICE_KEYS.join(", ")})`);
    }
    return {
        input: price(own(raw, "input"), where, "input", true),
        output: price(own(raw, "output"), where, "output", true),
        cache_read: price(own(raw, "cache_read"), where, "cache_read", false),
        cache_write: price(own(raw, "cache_write"), where, "cache_write", false),
        reasoning: price(own(raw, "reasoning"), where, "reasoning", false),
    };
}
/** The `pricing` block: exact ids and `*` patterns (keys starting with `$` are comments). Null when absent. */
function parsePricing(doc) {
    const raw = own(doc, "pricing");
    if (raw === undefined || raw === null)
        return null;
    if (!cost_isObject(raw))
        fail("pricing", "must be an object mapping model ids or patterns (with *) to prices");
    const out = { exact: new Map(), patterns: [] };
    const keys = Object.keys(raw).filter((k) => !k.startsWith("$"));
    if (keys.length > MAX_MODELS)
        fail("pricing", `at most ${MAX_MODELS} models, got ${keys.length}`);
    for (const k of keys) {
        const where = `pricing.${(0,bound/* truncateText */.EJ)(k, 80)}`;
        if (k.trim() === "")
            fail("pricing", "a model id must not be empty");
        if (k.length > 200)
            fail(where, "a model id or pattern is at most 200 characters");
        const p = modelPrice(raw[k], where);
        if (k.includes("*"))
            out.patterns.push({ pattern: k, price: p });
        else
            out.exact.set(k, p);
    }
    return out;
}
const POLICY_KEY = { cost: "max_cost_increase", tokens: "max_tokens_increase", latency: "max_latency_increase" };
/** The `regression` block: thresholds of the usage gates and their alpha. Null when absent. */
function parseRegression(doc) {
    const raw = own(doc, "regression");
    if (raw === undefined || raw === null)
        return null;
    if (!cost_isObject(raw))
        fail("regression", `must be an object with ${REGRESSION_KEYS.join(", ")}`);
    const out = {};
    for (const q of ["cost", "tokens", "latency"]) {
        const v = own(raw, POLICY_KEY[q]);
        if (v === undefined || v === null)
            continue;
        const t = (0,threshold/* parseThreshold */.B7)(v, q);
        if (typeof t === "string")
            fail(`regression.${POLICY_KEY[q]}`, t);
        out[q] = t;
    }
    const a = own(raw, "alpha");
    if (a !== undefined && a !== null) {
        if (typeof a !== "number" || !(a > 0 && a < 1))
            fail("regression.alpha", `must be a number between 0 and 1 (exclusive), got ${(0,bound/* truncateText */.EJ)(JSON.stringify(a) ?? String(a), 40)}`);
        out.alpha = a;
    }
    return out;
}

// EXTERNAL MODULE: ./lib/policy/evaluations.js
var evaluations = __webpack_require__(30837);
;// CONCATENATED MODULE: ./lib/policy/agents.js
// The policy's `agents` block (docs/multi-agent.md): `agents: { "<agent>": { <sections> } }`
// scopes policy sections to the steps of one agent of a multi-agent run (the steps' `agent`,
// docs/trace-format.md). An entry is parsed as a policy of its own sections (its errors located
// under /agents/<agent>/…), then overlaid on the top-level policy, whose compiled parts the agent
// shares where it declares nothing of its own.






const agents_isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const agents_own = (o, k) => (Object.hasOwn(o, k) ? o[k] : undefined);
/** Most agents a policy may scope (a policy is a hand-written file; each entry is parsed and compiled). */
const MAX_AGENTS = 100;
/** An echoed value, bounded. */
function show(v) {
    if (v === null)
        return "null";
    if (Array.isArray(v))
        return "an array";
    return typeof v === "string" ? JSON.stringify((0,bound/* truncateText */.EJ)(v, 80)) : typeof v === "object" ? "an object" : String(v);
}
/** `agent 'refund-agent'` for messages (the name bounded). */
const agentWhere = (name) => `agent '${(0,bound/* truncateText */.EJ)(name, 120)}'`;
/** The entry's own sections as a policy document of their own (nulls are "not set"). */
function entryDoc(entry, policyId) {
    const doc = { policy_id: policyId };
    for (const k of keys/* AGENT_KEYS */.TQ) {
        const v = agents_own(entry, k);
        if (v !== undefined && v !== null)
            doc[k] = v;
    }
    return doc;
}
/**
 * The top-level policy overlaid with an agent's own parsed sections. Per step (inherited unless the
 * agent sets its own): allowed_tools (the agent's list replaces the top-level one, and an agent's
 * list allows no other tool unless it sets allow_unlisted_tools), unsafe_patterns,
 * grounding.require_citations / require_valid_citation_urls, budgets.max_step_latency_ms. Of the
 * lane as a whole (the agent's alone, never inherited: the top-level ones count the whole trace):
 * sequence, error_handling, the total budgets, grounding.min_citation_coverage, and the call counts
 * and side effects of the agent's own allowed_tools.
 */
function overlay(top, mine, entry) {
    const has = (o, k) => agents_isObject(o) && agents_own(o, k) !== undefined && agents_own(o, k) !== null;
    const tools = has(entry, "allowed_tools");
    const patterns = has(entry, "unsafe_patterns");
    const b = agents_own(entry, "budgets");
    const g = agents_own(entry, "grounding");
    return {
        ...top,
        allow_unlisted_tools: has(entry, "allow_unlisted_tools") ? mine.allow_unlisted_tools : tools ? false : top.allow_unlisted_tools,
        allowed_tools: tools ? mine.allowed_tools : top.allowed_tools,
        unsafe_patterns: patterns ? mine.unsafe_patterns : top.unsafe_patterns,
        unsafe_res: patterns ? mine.unsafe_res : top.unsafe_res,
        unsafe_any: patterns ? mine.unsafe_any : top.unsafe_any,
        unsafe_pre: patterns ? mine.unsafe_pre : top.unsafe_pre,
        budgets: { ...mine.budgets, max_step_latency_ms: has(b, "max_step_latency_ms") ? mine.budgets.max_step_latency_ms : top.budgets.max_step_latency_ms },
        grounding: {
            require_citations: has(g, "require_citations") ? mine.grounding.require_citations : top.grounding.require_citations,
            require_valid_citation_urls: has(g, "require_valid_citation_urls") ? mine.grounding.require_valid_citation_urls : top.grounding.require_valid_citation_urls,
            min_citation_coverage: mine.grounding.min_citation_coverage,
        },
        sequence: mine.sequence,
        error_handling: mine.error_handling,
        agents: null,
        unknown_keys: [],
        diagnostics: [],
    };
}
/** A problem of an agent entry, located under /agents/<agent> in the policy file. */
function located(name, e) {
    const base = `/agents/${(0,locate/* escapePointerToken */.uC)(name)}`;
    if (e instanceof diagnostics/* PolicyFieldError */.t6)
        throw new diagnostics/* PolicyFieldError */.t6(e.message.replace(/^policy /, `policy ${agentWhere(name)} `), base + e.pointer);
    if (e instanceof errors/* UsageError */.e)
        throw new diagnostics/* PolicyFieldError */.t6(e.message.replace(/^policy /, `policy ${agentWhere(name)} `), base);
    throw e;
}
/** Every pattern of the agents' entries with the top-level ones: one budget for the whole file (policy/budget.ts). */
function checkAllPatterns(doc, entries, perPattern) {
    const unsafe = Array.isArray(doc.unsafe_patterns) ? [...doc.unsafe_patterns] : [];
    const tools = agents_isObject(doc.allowed_tools) ? { ...doc.allowed_tools } : {};
    entries.forEach(([, e], i) => {
        if (Array.isArray(e.unsafe_patterns))
            unsafe.push(...e.unsafe_patterns);
        if (agents_isObject(e.allowed_tools))
            for (const [t, v] of Object.entries(e.allowed_tools))
                tools[`${i}\u0000${t}`] = v;
    });
    checkPatternText({ unsafe_patterns: unsafe, allowed_tools: tools }, perPattern);
}
/**
 * The `agents` block of a policy document: null when absent. Not an object, an entry not an
 * object, more than MAX_AGENTS entries, or a malformed section in an entry: a located policy error.
 * `parse` is the policy parser (policy/parse.ts), passed in to keep the two modules apart.
 */
function parseAgents(doc, top, parse, perPattern) {
    const raw = agents_own(doc, "agents");
    if (raw === undefined || raw === null)
        return null;
    if (!agents_isObject(raw))
        throw new diagnostics/* PolicyFieldError */.t6(`policy agents: must be an object mapping agent names to policy sections, got ${show(raw)}`, "/agents");
    const entries = Object.entries(raw);
    if (entries.length > MAX_AGENTS)
        throw new diagnostics/* PolicyFieldError */.t6(`policy agents: at most ${MAX_AGENTS} agents, got ${entries.length}`, "/agents");
    const objects = [];
    for (const [name, entry] of entries) {
        const at = `/agents/${(0,locate/* escapePointerToken */.uC)(name)}`;
        if (name.trim() === "" || name.length > 256)
            throw new diagnostics/* PolicyFieldError */.t6(`policy agents: an agent name must be 1 to 256 characters, not blank, got ${show(name)}`, at);
        if (entry === null) {
            objects.push([name, {}]); // nothing of its own, as a tool's null entry: the top-level policy on its lane
            continue;
        }
        if (!agents_isObject(entry))
            throw new diagnostics/* PolicyFieldError */.t6(`policy ${agentWhere(name)}: must be an object of policy sections, got ${show(entry)}`, at);
        objects.push([name, entry]);
    }
    checkAllPatterns(doc, objects, perPattern);
    const out = new Map();
    for (const [name, entry] of objects) {
        let mine;
        try {
            mine = parse(entryDoc(entry, top.policy_id));
        }
        catch (e) {
            located(name, e);
        }
        out.set(name, { name, pointer: `/agents/${(0,locate/* escapePointerToken */.uC)(name)}`, policy: overlay(top, mine, entry), own_tools: agents_isObject(agents_own(entry, "allowed_tools")) });
    }
    return out;
}
/**
 * The `agents` entries that name no agent of any step of the traces validated (`seen`): a policy
 * diagnostic each, located at the entry's key (a misspelt agent scopes nothing). Warnings unless
 * strict (the gate decides).
 */
function unmatchedAgents(policy, seen) {
    const out = [];
    for (const a of policy.agents?.values() ?? []) {
        if (seen.has(a.name))
            continue;
        const at = a.at ?? { file: "", line: 1, column: 1 };
        const names = [...seen].sort().slice(0, 10).map((n) => `'${truncateText(n, 80)}'`);
        const text = `agents.${JSON.stringify(truncateText(a.name, 80))}: no step of any trace names this agent, so its sections check nothing${names.length > 0 ? `; the traces' agents: ${names.join(", ")}` : "; no trace records step agents"}`;
        out.push({ kind: "unknown-agent", pointer: a.pointer, file: at.file, line: at.line, column: at.column, suggestion: null, text, message: `${at.file}:${at.line}:${at.column}: ${text}` });
    }
    return out;
}
/** The agents the report entries' usage names (`agents`, engine/validate.ts `agentUsage`): what `unmatchedAgents` checks the policy's entries against. */
function agentsOfEntries(entries, into = new Set()) {
    for (const e of entries) {
        if (!Array.isArray(e.agents))
            continue;
        for (const a of e.agents) {
            const name = a !== null && typeof a === "object" ? a.agent : undefined;
            if (typeof name === "string")
                into.add(name);
        }
    }
    return into;
}

;// CONCATENATED MODULE: ./lib/policy/parse.js
// Policy parser (semantics.md §2). Every malformed field is a UsageError naming the exact field,
// e.g. "policy tool 'issue_refund': min_calls (3) exceeds max_calls (1)". A policy that fails to
// parse stops the run with exit code 2 before any trace is read.
















const parse_isObject = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
const parse_own = (o, k) => (Object.hasOwn(o, k) ? o[k] : undefined);
/** A malformed field; with its JSON pointer, the error is located in the policy file (policyFromText). */
function parse_fail(where, msg, pointer) {
    throw pointer === undefined ? new errors/* UsageError */.e(`policy ${where}: ${msg}`) : new diagnostics/* PolicyFieldError */.t6(`policy ${where}: ${msg}`, pointer);
}
/** An echoed policy value: at most about 200 characters (a 5 MB value must not become a 5 MB line). */
function parse_show(v) {
    return v === undefined ? "undefined" : (0,bound/* truncateText */.EJ)(JSON.stringify((0,bound/* boundValue */.O)(v, 240)) ?? "null", 200);
}
function optBool(o, k, where, dflt) {
    const v = parse_own(o, k);
    if (v === undefined || v === null)
        return dflt;
    if (typeof v !== "boolean")
        parse_fail(where, `${k} must be true or false, got ${parse_show(v)}`);
    return v;
}
function optNumber(o, k, where, opts = {}) {
    const v = parse_own(o, k);
    if (v === undefined || v === null)
        return null;
    if (typeof v !== "number" || !Number.isFinite(v))
        parse_fail(where, `${k} must be ${opts.integer ? "an integer" : "a number"}, got ${parse_show(v)}`);
    if (opts.integer && !Number.isInteger(v))
        parse_fail(where, `${k} must be an integer, got ${v}`);
    if (opts.min !== undefined && v < opts.min)
        parse_fail(where, `${k} must be >= ${opts.min}, got ${v}`);
    if (opts.max !== undefined && v > opts.max)
        parse_fail(where, `${k} must be <= ${opts.max}, got ${v}`);
    return v;
}
function optSection(o, k) {
    const v = parse_own(o, k);
    if (v === undefined || v === null)
        return {};
    if (!parse_isObject(v))
        parse_fail(k, `must be an object, got ${parse_show(v)}`);
    return v;
}
function stringList(o, k, where) {
    const v = parse_own(o, k);
    if (v === undefined || v === null)
        return [];
    if (!Array.isArray(v))
        parse_fail(where, `${k} must be an array of strings, got ${parse_show(v)}`);
    return v.map((x, i) => {
        if (typeof x !== "string")
            parse_fail(where, `${k}[${i}] must be a string, got ${parse_show(x)}`);
        return x;
    });
}
/** Longest regular expression a policy may hold. */
const MAX_PATTERN_CHARS = 16 * 1024;
/** Compile a policy regex with the linear-time engine; a pattern it cannot compile is a policy error. */
function compileRegex(pattern, where, flags = 0, pointer) {
    // Compiling is linear but slow on huge patterns (5 MB: half a minute): no policy needs this much.
    if (pattern.length > MAX_PATTERN_CHARS)
        parse_fail(where, `pattern ${parse_show(pattern)} is ${pattern.length} characters long, more than the ${MAX_PATTERN_CHARS} allowed`, pointer);
    try {
        return build/* RE2JS */.L3.compile(pattern, flags);
    }
    catch (e) {
        const why = e instanceof Error ? e.message.replace(/^error parsing regexp: /, "") : String(e);
        parse_fail(where, `pattern ${parse_show(pattern)} is not a valid RE2 regular expression (${why})`, pointer);
    }
}
function parseArgSpec(raw, where, pointer) {
    if (typeof raw === "string")
        return { type: raw, enum: null, pattern: null, patternRe: null, min: null, max: null };
    if (!parse_isObject(raw))
        parse_fail(where, `must be a type name or an object, got ${parse_show(raw)}`);
    const t = parse_own(raw, "type");
    if (t !== undefined && t !== null && typeof t !== "string")
        parse_fail(where, `type must be a string, got ${parse_show(t)}`);
    const en = parse_own(raw, "enum");
    if (en !== undefined && en !== null && !Array.isArray(en))
        parse_fail(where, `enum must be an array, got ${parse_show(en)}`);
    const pat = parse_own(raw, "pattern");
    if (pat !== undefined && pat !== null && typeof pat !== "string")
        parse_fail(where, `pattern must be a string, got ${parse_show(pat)}`);
    const min = optNumber(raw, "min", where);
    const max = optNumber(raw, "max", where);
    if (min !== null && max !== null && min > max)
        parse_fail(where, `min (${min}) exceeds max (${max})`);
    return {
        type: typeof t === "string" ? t : null,
        enum: Array.isArray(en) ? en : null,
        pattern: typeof pat === "string" ? pat : null,
        patternRe: typeof pat === "string" ? compileRegex(pat, where, 0, `${pointer}/pattern`) : null,
        min,
        max,
    };
}
function parseArgs(o, k, where, pointer) {
    const v = parse_own(o, k);
    const out = new Map();
    if (v === undefined || v === null)
        return out;
    if (!parse_isObject(v))
        parse_fail(where, `${k} must be an object mapping argument names to specs, got ${parse_show(v)}`);
    for (const [name, spec] of Object.entries(v))
        out.set(name, parseArgSpec(spec, `${where} argument '${(0,bound/* truncateText */.EJ)(name, 200)}'`, `${pointer}/${k}/${(0,locate/* escapePointerToken */.uC)(name)}`));
    return out;
}
function parseTool(name, raw) {
    const where = `tool '${(0,bound/* truncateText */.EJ)(name, 200)}'`;
    const pointer = `/allowed_tools/${(0,locate/* escapePointerToken */.uC)(name)}`;
    if (raw === null)
        raw = {};
    if (!parse_isObject(raw))
        parse_fail(where, `must be an object, got ${parse_show(raw)}`);
    const max_calls = optNumber(raw, "max_calls", where, { min: 0, integer: true });
    const min_calls = optNumber(raw, "min_calls", where, { min: 0, integer: true });
    if (max_calls !== null && min_calls !== null && min_calls > max_calls)
        parse_fail(where, `min_calls (${min_calls}) exceeds max_calls (${max_calls})`);
    const kind = parse_own(raw, "kind");
    if (kind !== undefined && kind !== null && typeof kind !== "string")
        parse_fail(where, `kind must be a string, got ${parse_show(kind)}`);
    return {
        required_arguments: parseArgs(raw, "required_arguments", where, pointer),
        optional_arguments: parseArgs(raw, "optional_arguments", where, pointer),
        side_effect: optBool(raw, "side_effect", where, false),
        max_calls,
        min_calls,
        kind: typeof kind === "string" ? kind : null,
    };
}
function combinedPattern(patterns) {
    if (patterns.length < 2)
        return patterns.length === 1 ? build/* RE2JS */.L3.compile(patterns[0], build/* RE2JS */.L3.CASE_INSENSITIVE) : null;
    try {
        return build/* RE2JS */.L3.compile(patterns.map((p) => `(?:${p})`).join("|"), build/* RE2JS */.L3.CASE_INSENSITIVE);
    }
    catch {
        return null; // each pattern compiled alone; the combination is only an accelerator
    }
}
// The names are checked against the rule registry by the gate (gate/gate.ts), which the rules
// folder's own imports of policy/ keep out of here.
function zeroTolerance(doc) {
    const v = parse_own(doc, "zero_tolerance");
    if (v === undefined || v === null)
        return null;
    if (!Array.isArray(v))
        parse_fail("zero_tolerance", `must be an array of rule ids or categories, got ${parse_show(v)}`);
    if (v.length > 1000)
        parse_fail("zero_tolerance", `at most 1000 entries, got ${v.length}`);
    return stringList(doc, "zero_tolerance", "zero_tolerance");
}
/** Parse a policy document. Throws UsageError naming the field. */
function parsePolicy(doc) {
    if (!parse_isObject(doc))
        throw new errors/* UsageError */.e(`policy must be a JSON object, got ${Array.isArray(doc) ? "an array" : parse_show(doc)}`);
    let schema_version;
    try {
        schema_version = (0,parse/* checkSchemaVersion */.yE)(doc, "policy");
    }
    catch (e) {
        throw new errors/* UsageError */.e(`policy ${e instanceof Error ? e.message.replace(/^policy /, "") : String(e)}`);
    }
    const pid = parse_own(doc, "policy_id");
    if (pid === undefined || pid === null)
        throw new errors/* UsageError */.e("policy is missing required field 'policy_id'");
    if (typeof pid !== "string" && typeof pid !== "number")
        parse_fail("policy_id", `must be a string, got ${parse_show(pid)}`);
    checkPatternText(doc, MAX_PATTERN_CHARS); // the whole policy's regex budget, before any pattern is compiled (policy/budget.ts)
    const toolsRaw = parse_own(doc, "allowed_tools");
    const allowed_tools = new Map();
    if (toolsRaw !== undefined && toolsRaw !== null) {
        if (!parse_isObject(toolsRaw))
            parse_fail("allowed_tools", `must be an object mapping tool names to schemas, got ${parse_show(toolsRaw)}`);
        for (const [name, t] of Object.entries(toolsRaw))
            allowed_tools.set(name, parseTool(name, t));
    }
    const b = optSection(doc, "budgets");
    const budgets = {
        max_step_latency_ms: optNumber(b, "max_step_latency_ms", "budgets"),
        max_total_latency_ms: optNumber(b, "max_total_latency_ms", "budgets"),
        max_total_cost_usd: optNumber(b, "max_total_cost_usd", "budgets"),
        max_total_tokens: optNumber(b, "max_total_tokens", "budgets", { min: 0, integer: true }),
    };
    const unsafe_patterns = stringList(doc, "unsafe_patterns", "unsafe_patterns");
    const unsafe_res = unsafe_patterns.map((p, i) => compileRegex(p, `unsafe_patterns[${i}]`, build/* RE2JS */.L3.CASE_INSENSITIVE, `/unsafe_patterns/${i}`));
    const g = optSection(doc, "grounding");
    const grounding = {
        require_citations: optBool(g, "require_citations", "grounding", false),
        min_citation_coverage: optNumber(g, "min_citation_coverage", "grounding", { min: 0, max: 1 }) ?? 0,
        require_valid_citation_urls: optBool(g, "require_valid_citation_urls", "grounding", false),
    };
    const s = optSection(doc, "sequence");
    const sequence = {
        required_tools: stringList(s, "required_tools", "sequence"),
        forbidden_tools: stringList(s, "forbidden_tools", "sequence"),
        call_order: stringList(s, "call_order", "sequence"),
    };
    for (const t of sequence.required_tools) {
        const j = sequence.forbidden_tools.indexOf(t);
        if (j >= 0)
            parse_fail("sequence", `tool '${(0,bound/* truncateText */.EJ)(t, 200)}' is both required and forbidden`, `/sequence/forbidden_tools/${j}`);
    }
    const seen = new Set();
    sequence.call_order.forEach((t, i) => {
        if (seen.has(t))
            parse_fail("sequence", `tool '${(0,bound/* truncateText */.EJ)(t, 200)}' is listed twice in call_order`, `/sequence/call_order/${i}`);
        seen.add(t);
    });
    const e = optSection(doc, "error_handling");
    const error_handling = {
        require_retry_on_error: optBool(e, "require_retry_on_error", "error_handling", false),
        max_attempts: optNumber(e, "max_attempts", "error_handling", { min: 1, integer: true }),
    };
    const c = optSection(doc, "completion");
    const completion = {
        require_final_response: optBool(c, "require_final_response", "completion", false),
        max_steps: optNumber(c, "max_steps", "completion", { min: 1, integer: true }),
    };
    const unsafe_any = combinedPattern(unsafe_patterns);
    checkProgramSize([...unsafe_res, ...[...allowed_tools.values()].flatMap((t) => [...t.required_arguments.values(), ...t.optional_arguments.values()].map((a) => a.patternRe))]);
    const allow = optBool(doc, "allow_unlisted_tools", "allow_unlisted_tools", false);
    const memRaw = parse_own(doc, "memory");
    const policy = {
        schema_version,
        policy_id: String(pid),
        allow_unlisted_tools: allow,
        allowed_tools,
        budgets,
        unsafe_patterns,
        unsafe_res,
        unsafe_any,
        unsafe_pre: unsafe_any ? prefilterFor(unsafe_any) : null,
        grounding,
        sequence,
        error_handling,
        completion,
        memory: (0,memory/* parseMemoryPolicy */.f)(memRaw),
        has_memory_section: memRaw !== undefined && memRaw !== null,
        zero_tolerance: zeroTolerance(doc),
        pricing: parsePricing(doc),
        regression: parseRegression(doc),
        evaluations: (0,evaluations/* parseEvaluationPolicy */.Oq)(doc),
        unknown_keys: [],
        diagnostics: [],
        digest: (0,digest/* policyDigestOf */.K7)(doc),
    };
    const agents = parseAgents(doc, policy, parsePolicy, MAX_PATTERN_CHARS); // the `agents` block (policy/agents.ts)
    if (agents !== null)
        policy.agents = agents;
    return policy;
}
/** Where each `agents` entry's key is in the file (for the diagnostic of an agent no trace names). */
function locateAgents(policy, text, file) {
    const agents = [...policy.agents.values()];
    const spans = (0,locate/* locatePointers */.F8)(text, agents.map((a) => a.pointer));
    const lines = new locate/* LineMap */.HU(text);
    for (const a of agents) {
        const span = spans.get(a.pointer);
        a.at = { file, ...lines.at(span ? (span.keyStart ?? span.start) : 0) };
    }
}
/** Read and parse a policy file; any problem is a UsageError with one clear line. */
function loadPolicy(path) {
    return policyFromText(readPolicyText(path), path);
}
/** Policies larger than this are refused (a policy is a hand-written configuration file). */
const MAX_POLICY_BYTES = 64 * 1024 * 1024;
/**
 * The text of a policy file: a regular file (never blocks on a FIFO), strict UTF-8 (the first
 * invalid byte is a located error, never a U+FFFD); a problem reading it is a UsageError.
 */
function readPolicyText(path) {
    const r = (0,readfile/* readRegularFile */.XF)(path, MAX_POLICY_BYTES);
    if (!r.ok) {
        const why = r.code === "ENOENT" ? "no such file" : r.code === "EISDIR" ? "is a directory" : r.reason;
        throw new errors/* UsageError */.e(`cannot read policy ${path}: ${why}`);
    }
    const bad = (0,utf8/* invalidUtf8 */.t)(r.bytes);
    if (bad)
        throw new errors/* UsageError */.e(`policy ${path}:${bad.line}:${bad.column}: ${bad.message}`);
    return r.bytes.toString("utf8");
}
/** Parse a policy file's text (`path` names it in errors). */
function policyFromText(text, path) {
    if (text.charCodeAt(0) === 0xfeff)
        text = text.slice(1);
    let doc;
    try {
        doc = JSON.parse(text);
    }
    catch {
        const err = (0,locate/* findSyntaxError */.po)(text);
        const at = err ? new locate/* LineMap */.HU(text).at(err.offset) : { line: 1, column: 1 };
        throw new errors/* UsageError */.e(`policy ${path}:${at.line}:${at.column}: not valid JSON: ${err?.message ?? "syntax error"}`);
    }
    try {
        const policy = parsePolicy(doc);
        policy.unknown_keys = (0,keys/* unknownPolicyKeys */.Tg)(doc, text, path);
        (0,evaluations/* evaluationPolicyAt */.Yd)(policy.evaluations, path);
        policy.diagnostics = (0,diagnostics/* policyDiagnostics */.p4)(doc, policy, policy.unknown_keys, text, path);
        if (policy.zero_tolerance)
            policy.zero_tolerance_at = (0,diagnostics/* zeroToleranceLocations */.go)(text, path, policy.zero_tolerance.length);
        if (policy.agents)
            locateAgents(policy, text, path);
        return policy;
    }
    catch (e) {
        if (e instanceof diagnostics/* PolicyFieldError */.t6)
            throw new errors/* UsageError */.e(`${(0,diagnostics/* locateIn */._C)(text, path, e.pointer)}: ${e.message}`);
        if (e instanceof errors/* UsageError */.e || e instanceof errors/* InputError */.d)
            throw new errors/* UsageError */.e(`${path}: ${e.message}`);
        throw e;
    }
}


/***/ }),

/***/ 97406:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ft: () => (/* binding */ renderEntry),
/* harmony export */   N3: () => (/* binding */ duplicateTraceIdWarnings),
/* harmony export */   hF: () => (/* binding */ renderJson)
/* harmony export */ });
/* unused harmony export JsonReportWriter */
/* harmony import */ var _util_indent_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(65004);
/* harmony import */ var _util_writefile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87337);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
// Report JSON (semantics.md §5), also the baseline format. Deterministic: entries keep the order
// of the input files, keys a fixed order, and nothing depends on time or environment.




/**
 * One entry as it appears inside `"reports": [...]` (indented 4 spaces): 2-space JSON, except the
 * per-step digests, which are written one compact object per line (a 20-step trace is 20 lines,
 * not 200). Written key by key: exactly the text of `JSON.stringify` with a 2-space indent (the
 * same keys in the same order, `raw_score` left out), without copying the entry or indenting the
 * digests first (the hot path of a large report).
 */
function renderEntry(entry) {
    let out = "    {";
    let first = true;
    for (const k in entry) {
        if (k === "raw_score" || !Object.hasOwn(entry, k))
            continue;
        const v = entry[k];
        if (v === undefined || typeof v === "function" || typeof v === "symbol")
            continue; // as JSON.stringify
        out += (first ? "\n      " : ",\n      ") + quoted(k) + ": ";
        first = false;
        if (k === "steps" && Array.isArray(v) && v.length > 0)
            out += stepList(v);
        else
            out += nested(v);
    }
    return out + (first ? "}" : "\n    }");
}
/** A value of an entry, 2-space indented as at depth 3; raw newlines in JSON text are only structure. */
function nested(v) {
    // scalars as JSON.stringify writes them (a finite number's text is its string form)
    if (typeof v === "number")
        return Number.isFinite(v) ? String(v) : "null";
    if (typeof v === "boolean")
        return v ? "true" : "false";
    if (v === null || typeof v !== "object")
        return JSON.stringify(v) ?? "null";
    const flat = Array.isArray(v) ? null : numberObject(v);
    if (flat !== null)
        return flat;
    return (0,_util_indent_js__WEBPACK_IMPORTED_MODULE_3__/* .stringifyAt */ .J)(v, 3);
}
/**
 * An object whose own values are all finite numbers (the category scores of every entry) as
 * `nested` writes it, without the generic serialiser and the re-indent; null for anything else.
 */
function numberObject(o) {
    let out = "";
    for (const k in o) {
        if (!Object.hasOwn(o, k))
            continue;
        const x = o[k];
        if (typeof x !== "number" || !Number.isFinite(x))
            return null;
        out += (out === "" ? "{\n        " : ",\n        ") + quoted(k) + ": " + x;
    }
    return out === "" ? (Object.getPrototypeOf(o) === Object.prototype || Object.getPrototypeOf(o) === null ? "{}" : null) : out + "\n      }";
}
/** The digests, one compact object per line. */
function stepList(steps) {
    let list = "[";
    for (let i = 0; i < steps.length; i++)
        list += (i === 0 ? "\n        " : ",\n        ") + digestLine(steps[i]);
    return list + "\n      ]";
}
const q = JSON.stringify;
/**
 * One digest: a lean one (report format 2, `result_hash` set) as its compact array; a full one
 * (format 1, e.g. a baseline's entry written again) as `JSON.stringify` writes it. Those have a fixed shape
 * (src/engine/validate.ts `stepDigests`, then `line`): those are written field by field, which
 * is faster than V8's generic serialiser here; any other object goes through JSON.stringify.
 */
function digestLine(d) {
    if (d.result_hash !== undefined)
        return leanDigestLine(d);
    if (!isEngineDigest(d))
        return q(d);
    let s = '{"step_id":' + q(d.step_id) + ',"type":' + q(d.type) + ',"tool_name":' + (d.tool_name === null ? "null" : q(d.tool_name)) + ',"status":' + q(d.status) + ',"result":' + q(d.result) + ',"args_hash":' + (d.args_hash === null ? "null" : q(d.args_hash));
    if (d.args !== undefined)
        s += ',"args":' + q(d.args);
    if (d.latency_ms !== undefined)
        s += ',"latency_ms":' + q(d.latency_ms);
    if (d.tokens !== undefined)
        s += ',"tokens":' + q(d.tokens);
    if (d.line !== undefined)
        s += ',"line":' + q(d.line);
    return s + "}";
}
/** One lean digest as the report writes it: `[step_id, type, tool_name, status, args_hash, result_hash]`, then `line` when known. */
function leanDigestLine(d) {
    let s = "[" + quoted(d.step_id) + middle(d.type, d.tool_name, d.status) + (d.args_hash === null ? "null" : q(d.args_hash)) + "," + q(d.result_hash);
    if (d.line !== undefined)
        s += "," + q(d.line);
    return s + "]";
}
/**
 * `,"<type>",<tool>,"<status>",` of a lean digest: per tool, one text for each of the four
 * type-status pairs steps have (kept once: a tool's steps repeat them); anything else is written
 * each time.
 */
const middles = new Map();
function middle(type, tool, status) {
    const slot = (type === "tool_call" ? 0 : type === "model_response" ? 2 : NaN) + (status === "ok" ? 0 : status === "error" ? 1 : NaN);
    if (Number.isNaN(slot) || (tool !== null && tool.length > 256))
        return middleText(type, tool, status);
    let row = middles.get(tool);
    if (row === undefined) {
        if (middles.size >= 4096)
            return middleText(type, tool, status);
        middles.set(tool, (row = []));
    }
    return (row[slot] ??= middleText(type, tool, status));
}
function middleText(type, tool, status) {
    const t = "," + quoted(type) + "," + (tool === null ? "null" : quoted(tool)) + "," + quoted(status) + ",";
    t.charCodeAt(0); // flattened once here, not in every line that holds it
    return t;
}
/** `JSON.stringify` of the few strings every digest and entry repeats (types, statuses, tools, keys), kept once. */
const quotedCache = new Map();
function quoted(v) {
    let t = quotedCache.get(v);
    if (t === undefined) {
        t = q(v);
        if (quotedCache.size < 4096 && v.length <= 256)
            quotedCache.set(v, t);
    }
    return t;
}
const DIGEST_KEYS = ["step_id", "type", "tool_name", "status", "result", "args_hash", "args", "latency_ms", "tokens", "line"];
const REQUIRED_KEYS = 6;
/** Whether `d` has exactly the engine's keys, in its order, with JSON-safe values. */
function isEngineDigest(d) {
    let i = 0;
    for (const k in d) {
        while (i < DIGEST_KEYS.length && DIGEST_KEYS[i] !== k) {
            if (i < REQUIRED_KEYS)
                return false;
            i++;
        }
        if (i === DIGEST_KEYS.length)
            return false;
        const v = d[k];
        const t = typeof v;
        if (i === 2 || i === 5 ? !(v === null || t === "string") : i >= 7 ? !(v === null || t === "number") : t !== "string")
            return false;
        i++;
    }
    return i >= REQUIRED_KEYS;
}
const REPORTS_MARKER = '\n  "reports": [],\n';
/** The report as written to disk: 2-space JSON (step digests one per line), trailing newline. */
function renderJson(report) {
    const shell = JSON.stringify({ ...report, reports: [] }, null, 2) + "\n";
    if (report.reports.length === 0)
        return shell;
    const at = shell.indexOf(REPORTS_MARKER);
    return shell.slice(0, at) + '\n  "reports": [\n' + report.reports.map(renderEntry).join(",\n") + "\n  ],\n" + shell.slice(at + REPORTS_MARKER.length);
}
/**
 * Streams a report to disk entry by entry, so memory does not hold the whole document as one
 * string: entries go to a side file as they come (buffered), and `finish` assembles the final file
 * (written to a temporary name, then renamed). The bytes are exactly `renderJson(report)`'s.
 */
class JsonReportWriter {
    path;
    entriesPath;
    fd;
    count = 0;
    buf = Buffer.allocUnsafe(4 << 20);
    used = 0;
    constructor(path) {
        this.path = path;
        mkdirSync(dirname(resolve(path)), { recursive: true });
        this.entriesPath = `${path}.entries.${process.pid}.tmp`;
        this.fd = openSync(this.entriesPath, "w");
    }
    /** Append one entry (formatted as it appears inside `"reports": [...]`). */
    add(entry) {
        this.addText(renderEntry(entry));
    }
    /** Append one entry already rendered by `renderEntry`. */
    addText(text) {
        if (this.count++ > 0)
            this.put(",\n");
        this.put(text);
    }
    /** UTF-8 encoded straight into one reused buffer (at most 3 bytes per UTF-16 unit), written when full. */
    put(text) {
        if (this.used + 3 * text.length > this.buf.length) {
            this.flush();
            if (3 * text.length > this.buf.length) {
                writeAllSync(this.fd, text);
                return;
            }
        }
        this.used += this.buf.write(text, this.used, "utf8");
    }
    flush() {
        writeAllSync(this.fd, this.buf.subarray(0, this.used));
        this.used = 0;
    }
    /** Write the final file around the streamed entries; `report.reports` is ignored. */
    finish(report) {
        this.flush();
        closeSync(this.fd);
        const shell = renderJson({ ...report, reports: [] });
        const at = shell.indexOf(REPORTS_MARKER);
        try {
            if (this.count === 0)
                writeFileAtomicAround(this.path, shell, null, "");
            else
                writeFileAtomicAround(this.path, shell.slice(0, at) + '\n  "reports": [\n', this.entriesPath, "\n  ],\n" + shell.slice(at + REPORTS_MARKER.length));
        }
        finally {
            rmSync(this.entriesPath, { force: true });
        }
    }
    /** Remove the side file without writing a report (on errors). */
    abort() {
        this.used = 0;
        try {
            closeSync(this.fd);
        }
        catch {
            // already closed
        }
        rmSync(this.entriesPath, { force: true });
    }
}
/**
 * Warnings for trace_ids that occur more than once in a report: such a report cannot serve as a
 * baseline (`arh compare` rejects it), so the validate command and the action say so up front.
 */
function duplicateTraceIdWarnings(report) {
    const where = new Map();
    for (const r of report.reports) {
        const l = where.get(r.trace_id);
        if (l)
            l.push(r.source_path);
        else
            where.set(r.trace_id, [r.source_path]);
    }
    const out = [];
    for (const [id, paths] of where) {
        if (paths.length > 1)
            out.push(`trace_id '${id}' occurs ${paths.length} times (${paths.join(", ")}): this report cannot serve as a comparison baseline`);
    }
    return out;
}


/***/ }),

/***/ 68138:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HT: () => (/* binding */ toolNameOf),
/* harmony export */   gk: () => (/* binding */ finding),
/* harmony export */   hH: () => (/* binding */ notApplicable),
/* harmony export */   my: () => (/* binding */ formatMessageNumber),
/* harmony export */   p7: () => (/* binding */ stepPtr),
/* harmony export */   ve: () => (/* binding */ TRACE_PTR)
/* harmony export */ });
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57232);
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14594);


/** Make a finding of a registered rule. `at` is the JSON pointer (into the canonical trace). */
function finding(ruleId, stepId, message, at, extra = {}) {
    const r = (0,_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .rule */ .Hu)(ruleId);
    const f = {
        severity: extra.severity ?? r.severity,
        category: r.category,
        message,
        step_id: stepId,
        rule_id: r.id,
    };
    if (extra.expected !== undefined)
        f.expected = extra.expected;
    if (extra.observed !== undefined)
        f.observed = extra.observed;
    f.remediation = r.remediation;
    f.pointer = at;
    return f;
}
/**
 * A number in a finding message, for people: milliseconds as integers, US dollars with 4
 * decimals (never float noise such as 0.1540000000000001), anything else as the shortest
 * round-trip form with at most 6 significant digits. Locale-independent.
 */
function formatMessageNumber(n, unit) {
    if (!Number.isFinite(n))
        return String(n);
    if (unit === "ms")
        return String(Math.round(n));
    if (unit === "usd")
        return n.toFixed(4);
    return Number.isInteger(n) ? String(n) : String(Number(n.toPrecision(6)));
}
const stepPtr = (i) => (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .pointer */ .Wn)("steps", i);
/** Pointer used for trace-level findings: the trace's `trace_id` member. */
const TRACE_PTR = "/trace_id";
/** Tool name of a tool_call when it has a usable one (Python truthiness: "" counts as none). */
function toolNameOf(s) {
    return s.type === "tool_call" && s.tool_name ? s.tool_name : null;
}
function notApplicable(category) {
    return { category, applicable: false, checks: 0, passed: 0, findings: [] };
}


/***/ }),

/***/ 35116:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ MEMORY_RULES)
/* harmony export */ });
const MEMORY_RULES = [
    // ---- lint (0xx) ----
    {
        id: "ARH-MEM-001", name: "MemoryFieldMissing", category: "memory", severity: "error", scored: false,
        title: "Required memory-trace field missing",
        description: "A field the memory-trace format requires for the trace's eval_mode is absent: trace_id and category always; turns and recall_queries for qa; checks for hit_rate; query and expected_information per recall query; read_input and expected_output per check; value per expected item.",
        remediation: "Add the field (see schemas/memory-trace.schema.json and docs/memory.md).",
        example: '{"trace_id": "trace_id_mem_basic", "eval_mode": "qa", "category": "normal", "turns": []}',
    },
    {
        id: "ARH-MEM-002", name: "MemoryFieldWrongType", category: "memory", severity: "error", scored: false,
        title: "Memory-trace field has the wrong type",
        description: "A memory-trace field has the wrong JSON type (for example turns not an array, content not a string, used_for_evaluation not a boolean, metadata not an object), or the document is not a JSON object.",
        remediation: "Write the field with the type the format defines.",
        example: '{"turns": {"role": "user", "content": "hi"}}',
    },
    {
        id: "ARH-MEM-003", name: "MixedMemoryFormats", category: "memory", severity: "error", scored: false,
        title: "Trace mixes qa and hit_rate formats",
        description: "A memory trace must not mix turns/recall_queries (qa mode) with checks (hit_rate mode), and the fields present must belong to the declared eval_mode.",
        remediation: "Split the trace into a qa trace and a hit_rate trace, or set eval_mode to the mode whose fields it uses.",
        example: '{"eval_mode": "qa", "turns": [], "recall_queries": [], "checks": []}',
    },
    {
        id: "ARH-MEM-004", name: "UnknownEvalMode", category: "memory", severity: "error", scored: false,
        title: "Unknown eval_mode",
        description: "eval_mode must be \"qa\" (the default when omitted) or \"hit_rate\". A trace with another mode cannot be scored.",
        remediation: "Set eval_mode to qa or hit_rate, or remove it for qa.",
        example: '{"eval_mode": "recall"}',
    },
    {
        id: "ARH-MEM-005", name: "UnknownMemoryCategory", category: "memory", severity: "error", scored: false,
        title: "Category not in the listed set",
        description: "category must be one of normal, edge_case, multi_session, adversarial, high_noise for qa traces, and one of normal, edge_case, adversarial for hit_rate traces.",
        remediation: "Use one of the listed categories.",
        example: '{"eval_mode": "hit_rate", "category": "multi_session"}',
    },
    {
        id: "ARH-MEM-006", name: "UnknownTurnRole", category: "memory", severity: "error", scored: false,
        title: "Turn role not in the listed set",
        description: "A turn's role must be one of user, agent, tool, system.",
        remediation: "Use one of user, agent, tool, system (for example agent instead of assistant).",
        example: '{"role": "assistant", "content": "Noted."}',
    },
    {
        id: "ARH-MEM-007", name: "UnknownMatcher", category: "memory", severity: "error", scored: false,
        title: "Matcher not allowed for the mode",
        description: "qa expected_information items accept the matchers substring, regex and semantic; hit_rate expected_output accepts substring, regex and exact. An item with another matcher is unscorable and counts as unmatched.",
        remediation: "Use one of the matchers the mode allows (string items default to substring).",
        example: '{"value": "blue", "matcher": "exact"}  (in a qa trace)',
    },
    {
        id: "ARH-MEM-008", name: "ThresholdOutOfRange", category: "memory", severity: "error", scored: false,
        title: "threshold not a number in [0, 1]",
        description: "An expected item's threshold must be a number in [0, 1]. An item with an invalid threshold is unscorable and counts as unmatched.",
        remediation: "Use a threshold between 0 and 1 (the semantic matcher's default is 0.8).",
        example: '{"value": "the blue one", "matcher": "semantic", "threshold": 80}',
    },
    {
        id: "ARH-MEM-009", name: "InvalidMemoryRegex", category: "memory", severity: "error", scored: false,
        title: "Invalid regex",
        description: "A regex matcher's value does not compile in the linear-time regex engine (RE2 syntax: no backreferences or lookaround). The item is unscorable and counts as unmatched.",
        remediation: "Rewrite the pattern in RE2 syntax.",
        example: '{"value": "(\\\\w+) \\\\1", "matcher": "regex"}',
    },
    {
        id: "ARH-MEM-010", name: "NothingToScore", category: "memory", severity: "error", scored: false,
        title: "Empty expectation",
        description: "Something that is scored has nothing to score: an empty recall_queries or checks list, an empty expected_information list, or a blank qa expected value (which every output would contain). Empty queries score 0 and never pass silently.",
        remediation: "List at least one concrete, atomic information item per query (and at least one query or check per trace).",
        example: '{"query": "What colour did I pick?", "expected_information": []}',
    },
    {
        id: "ARH-MEM-011", name: "MissingSessionBoundary", category: "memory", severity: "warning", scored: false,
        title: "multi_session trace without a session boundary",
        description: "A multi_session qa trace should contain a system turn whose content is \"--- session boundary ---\" between sessions; without it the trace does not exercise memory across sessions.",
        remediation: "Insert {\"role\": \"system\", \"content\": \"--- session boundary ---\"} between the sessions' turns.",
        example: '{"category": "multi_session", "turns": [{"role": "user", "content": "..."}]}',
    },
    {
        id: "ARH-MEM-012", name: "TraceIdConvention", category: "memory", severity: "warning", scored: false,
        title: "trace_id does not follow the naming convention",
        description: "Memory trace ids start with trace_id_ and the file is named <trace_id>.json, so that results, baselines and files can be matched by name.",
        remediation: "Rename the trace id (or the file) to trace_id_<path>_<issue> and <trace_id>.json.",
        example: 'file cache_basic.json with {"trace_id": "cache-basic"}',
    },
    {
        id: "ARH-MEM-013", name: "HitRateCoverageGap", category: "memory", severity: "info", scored: false,
        title: "hit_rate trace covers no overwrite, invalidation/expiry or key-miss check",
        description: "hit_rate checks should cover basic write-then-read, overwrite/update, invalidation or expiry, and key-miss. A check counts as overwrite when it writes a key written before (or says overwrite/update), as invalidation/expiry when its write deletes, invalidates or expires (or its description says so), and as key-miss when it expects an empty/null read (or reads a key never written).",
        remediation: "Add at least one overwrite, one invalidation/expiry and one key-miss check.",
        example: '{"eval_mode": "hit_rate", "checks": [one basic write-then-read check]}',
    },
    {
        id: "ARH-MEM-014", name: "ThresholdMatchesAnything", category: "memory", severity: "warning", scored: false,
        title: "threshold 0 matches every output",
        description: "A matcher score is always >= 0, so threshold 0 makes the item count as matched whatever the component returns.",
        remediation: "Raise the threshold (or drop it to use the matcher's default).",
        example: '{"value": "blue", "matcher": "semantic", "threshold": 0}',
    },
    // ---- scoring (1xx) ----
    {
        id: "ARH-MEM-101", name: "ExpectedInformationMissing", category: "memory", severity: "error", scored: true,
        title: "Expected information missing from the recall output",
        description: "An expected_information item of a recall query did not match the memory component's recall output (score below threshold), and the trace misses the policy's memory thresholds. One finding per missing item, located at the item.",
        remediation: "Make the memory component retain and return the information (check ingestion, retention and retrieval across session boundaries), or correct the expected item.",
        example: 'expected {"value": "blue"}; recall output "You asked about colours earlier."',
    },
    {
        id: "ARH-MEM-102", name: "CacheCheckMissed", category: "memory", severity: "error", scored: true,
        title: "hit_rate check missed",
        description: "A write-then-read check's read output did not match expected_output, and the trace misses memory.min_hit_rate. Located at the check's expected_output.",
        remediation: "Fix the component's write/read (overwrite, invalidation, key-miss) behaviour, or correct the check.",
        example: 'expected_output {"value": "v2", "matcher": "exact"}; read output "v1"',
    },
    {
        id: "ARH-MEM-103", name: "ExpectationUnscorable", category: "memory", severity: "error", scored: true,
        title: "Expected item could not be scored",
        description: "An expected item could not be scored: its matcher, threshold or regex is invalid, the recorded results have no output for it, the component answered the recall/read/write request with an error or a malformed output, or the semantic judge failed. It counts as unmatched; the message says why.",
        remediation: "Fix the reason named in the message (trace, results file, component or judge).",
        example: 'results file without an entry for query 2 of the trace',
    },
    {
        id: "ARH-MEM-104", name: "MemoryAdapterFailed", category: "memory", severity: "error", scored: true,
        title: "Memory adapter crashed, hung or broke the protocol",
        description: "The memory adapter could not be started, exited, did not answer within the timeout, wrote something that is not a protocol answer, or rejected the reset or an ingest request. The trace fails; the remaining queries or checks count as unmatched; the adapter is restarted for the next trace. The message carries the adapter's last stderr line; the report keeps its stderr tail.",
        remediation: "Run the adapter by hand on the trace (see docs/memory-adapter.md), fix the crash or hang, and write logs to stderr, never stdout.",
        example: 'adapter exited with code 1 while answering recall for query 0',
    },
    {
        id: "ARH-MEM-105", name: "SupportCoverageBelowMinimum", category: "memory", severity: "error", scored: true,
        title: "Mean support_coverage below memory.min_support_coverage",
        description: "The mean over the trace's recall queries of support_coverage (matched items / items) is below the policy's memory.min_support_coverage (default 1.0).",
        remediation: "Improve recall, or lower memory.min_support_coverage deliberately.",
        example: 'policy {"memory": {"min_support_coverage": 0.9}}; coverages 1, 0.5',
    },
    {
        id: "ARH-MEM-106", name: "QuerySuccessRateBelowMinimum", category: "memory", severity: "error", scored: true,
        title: "Query success rate below memory.min_query_success_rate",
        description: "The share of the trace's recall queries whose expected items all matched is below the policy's memory.min_query_success_rate (default 1.0).",
        remediation: "Improve recall, or lower memory.min_query_success_rate deliberately.",
        example: 'policy {"memory": {"min_query_success_rate": 1}}; one of two queries failed',
    },
    {
        id: "ARH-MEM-107", name: "HitRateBelowMinimum", category: "memory", severity: "error", scored: true,
        title: "hit_rate below memory.min_hit_rate",
        description: "hits / checks of a hit_rate trace is below the policy's memory.min_hit_rate (default 1.0).",
        remediation: "Fix the missed checks, or lower memory.min_hit_rate deliberately.",
        example: 'policy {"memory": {"min_hit_rate": 1}}; 3 of 4 checks hit',
    },
    {
        id: "ARH-MEM-108", name: "MemoryTraceNotScored", category: "memory", severity: "info", scored: false,
        title: "Memory trace validated but not scored",
        description: "Neither a memory adapter (--memory-adapter) nor a results file (--memory-results) was given, so the memory trace was validated and linted only. It is reported with scored: false and counts as passing only in the sense that it has no lint errors.",
        remediation: "Pass --memory-adapter \"CMD\" (action input memory-adapter) or --memory-results FILE to score memory traces.",
    },
    {
        id: "ARH-MEM-111", name: "ExpectedInformationMissingTolerated", category: "memory", severity: "warning", scored: true,
        title: "Expected information missing (within the policy's memory thresholds)",
        description: "Like ARH-MEM-101, but the trace still meets memory.min_support_coverage and memory.min_query_success_rate, so the miss is tolerated and reported as a warning.",
        remediation: "Make the memory component retain and return the information, or accept the tolerance the policy grants.",
    },
    {
        id: "ARH-MEM-112", name: "CacheCheckMissedTolerated", category: "memory", severity: "warning", scored: true,
        title: "hit_rate check missed (within memory.min_hit_rate)",
        description: "Like ARH-MEM-102, but the trace still meets memory.min_hit_rate, so the miss is tolerated and reported as a warning.",
        remediation: "Fix the component's write/read behaviour, or accept the tolerance the policy grants.",
    },
];


/***/ }),

/***/ 57232:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y0: () => (/* binding */ RULES),
  Hu: () => (/* binding */ rule),
  ME: () => (/* binding */ ruleMeta)
});

// EXTERNAL MODULE: ./lib/rules/memory-meta.js
var memory_meta = __webpack_require__(35116);
// EXTERNAL MODULE: ./lib/rules/tracediff-meta.js
var tracediff_meta = __webpack_require__(54843);
;// CONCATENATED MODULE: ./lib/rules/evaluation-meta.js
const EVALUATION_RULES = [
    {
        id: "ARH-EVL-001", name: "EvaluationScoreBelowMinimum", category: "evaluation", severity: "error", scored: false,
        title: "Evaluation score below min_score",
        description: "An evaluation result (an LLM judge's, a rubric's or a human label's score) that the policy's evaluations block names scores below its min_score, or has no score. Anchored at the judged step. A calibrated: true judge whose calibration record does not hold is shown, never gated.",
        remediation: "Improve the judged answer, or change min_score deliberately (docs/evaluations.md).",
        example: 'policy: {"evaluations": {"faithfulness": {"min_score": 0.7}}}\nstep:   {"step_id": "s2", "evaluations": [{"name": "faithfulness", "score": 0.4}]}',
    },
    {
        id: "ARH-EVL-002", name: "EvaluationLabelNotAllowed", category: "evaluation", severity: "error", scored: false,
        title: "Evaluation label not allowed",
        description: "An evaluation result's label is not one of the policy's allowed_labels for that evaluation (or it has no label). Anchored at the judged step.",
        remediation: "Improve the judged answer, or extend allowed_labels deliberately.",
        example: 'policy: {"evaluations": {"toxicity": {"allowed_labels": ["none"]}}}\nevaluation: {"name": "toxicity", "label": "severe", "step": "s2"}',
    },
    {
        id: "ARH-EVL-003", name: "EvaluationMeanScoreDropped", category: "evaluation", severity: "error", scored: false,
        title: "Evaluation mean score dropped against the baseline",
        description: "A scenario's mean score of an evaluation fell by more than its max_mean_drop against the baseline: over repeated runs, significantly so (a one-sided rank test, Benjamini–Hochberg across scenarios and evaluations, as the other scenario gates). A gate reason of arh compare and the action, not a per-trace finding.",
        remediation: "Find what lowered the judged quality (the trace diff shows the scores on the judged steps), or raise max_mean_drop deliberately.",
        example: 'policy: {"evaluations": {"faithfulness": {"max_mean_drop": 0.1}}}\nscenario "refund": mean 0.9 over 10 baseline runs, 0.6 over 10 candidate runs',
    },
];

;// CONCATENATED MODULE: ./lib/rules/registry.js



const CORE = [
    // ---- schema ----
    {
        id: "ARH-SCH-001", name: "ToolNotAllowed", category: "schema", severity: "error", scored: true,
        title: "Tool not in the allow-list",
        description: "A tool_call invokes a tool that the policy's allowed_tools does not list, and the policy does not set allow_unlisted_tools.",
        remediation: "Add the tool to allowed_tools with its argument schema, or stop the agent from calling it.",
        example: 'policy: {"allowed_tools": {"lookup_order": {}}}\nstep:   {"step_id": "s1", "type": "tool_call", "tool_name": "delete_db"}',
    },
    {
        id: "ARH-SCH-002", name: "ToolNameMissing", category: "schema", severity: "error", scored: true,
        title: "tool_call without tool_name",
        description: "A tool_call step has no tool_name, so nothing about the call can be checked.",
        remediation: "Record the invoked tool's name in tool_name (fix the exporter or adapter that wrote the trace).",
        example: 'step: {"step_id": "s1", "type": "tool_call", "arguments": {}}',
    },
    {
        id: "ARH-SCH-003", name: "RequiredArgumentMissing", category: "schema", severity: "error", scored: true,
        title: "Required argument missing",
        description: "A tool_call omits an argument that the tool's schema lists in required_arguments. One finding per missing argument.",
        remediation: "Make the agent pass the argument, or move it to optional_arguments if the tool really accepts calls without it.",
        example: 'policy: {"allowed_tools": {"issue_refund": {"required_arguments": {"order_id": "str"}}}}\nstep:   {"step_id": "s3", "type": "tool_call", "tool_name": "issue_refund", "arguments": {}}',
    },
    {
        id: "ARH-SCH-004", name: "ArgumentTypeMismatch", category: "schema", severity: "error", scored: true,
        title: "Argument has the wrong type",
        description: "An argument's value does not have the declared type (str, int, float, bool, list, dict, any). float accepts integers; bool never counts as int or float. The argument's other constraints are then skipped.",
        remediation: "Pass the argument with the declared type, or correct the type in the tool schema.",
        example: 'policy: {"allowed_tools": {"issue_refund": {"required_arguments": {"amount": "float"}}}}\nstep:   {"tool_name": "issue_refund", "arguments": {"amount": "12.50"}}',
    },
    {
        id: "ARH-SCH-005", name: "UndeclaredArgument", category: "schema", severity: "warning", scored: true,
        title: "Argument not declared",
        description: "A tool_call passes an argument that the tool's schema declares neither as required nor as optional.",
        remediation: "Declare the argument in optional_arguments, or stop the agent from sending it.",
        example: 'policy: {"allowed_tools": {"lookup_order": {"required_arguments": {"order_id": "str"}}}}\nstep:   {"tool_name": "lookup_order", "arguments": {"order_id": "A1", "debug": true}}',
    },
    {
        id: "ARH-SCH-006", name: "UnknownArgumentType", category: "schema", severity: "info", scored: true,
        title: "Unknown type name in argument spec",
        description: "The policy declares an argument type that is not one of str, int, float, bool, list, dict, any. The type check is skipped; enum, pattern and range still apply.",
        remediation: "Use one of the type names str, int, float, bool, list, dict or any in the policy.",
        example: 'policy: {"allowed_tools": {"lookup_order": {"required_arguments": {"order_id": "string"}}}}',
    },
    {
        id: "ARH-SCH-007", name: "ArgumentNotInEnum", category: "schema", severity: "error", scored: true,
        title: "Argument value not in enum",
        description: "An argument's value is not one of the values the argument spec's enum lists (JSON equality: a boolean never equals a number).",
        remediation: "Make the agent choose one of the allowed values, or extend the enum.",
        example: 'policy: {"required_arguments": {"reason": {"type": "str", "enum": ["damaged", "late"]}}}\nstep:   {"arguments": {"reason": "because"}}',
    },
    {
        id: "ARH-SCH-008", name: "ArgumentPatternMismatch", category: "schema", severity: "error", scored: true,
        title: "Argument does not match its pattern",
        description: "A string argument does not match the argument spec's pattern over its whole length (RE2 syntax, linear time).",
        remediation: "Make the agent send a value of the expected form, or correct the pattern.",
        example: 'policy: {"required_arguments": {"order_id": {"type": "str", "pattern": "ORD-[0-9]+"}}}\nstep:   {"arguments": {"order_id": "order 42"}}',
    },
    {
        id: "ARH-SCH-009", name: "ArgumentOutOfRange", category: "schema", severity: "error", scored: true,
        title: "Argument out of range",
        description: "A numeric argument is below the spec's min or above its max. NaN violates any bound.",
        remediation: "Keep the value within [min, max], or correct the bounds in the policy.",
        example: 'policy: {"required_arguments": {"amount": {"type": "float", "min": 0, "max": 500}}}\nstep:   {"arguments": {"amount": 1200}}',
    },
    {
        id: "ARH-SCH-010", name: "DuplicateStepId", category: "schema", severity: "warning", scored: false,
        title: "Duplicate step_id",
        description: "A step_id occurs more than once in the trace. Not a parse error, and never scored, but findings, SARIF locations and regression fingerprints point at step ids, so duplicates weaken them.",
        remediation: "Give every step a unique step_id that two runs of the same behaviour share, as the adapters number steps: `<tool_name>#<n>` for the n-th call of a tool, `model#<n>` for the n-th model response. Not a provider's call id or a span id: they are random on every run, so findings could never pair with the baseline's; keep them in the step's metadata.",
        example: 'steps: [{"step_id": "s1", ...}, {"step_id": "s1", ...}]',
    },
    // ---- budget ----
    {
        id: "ARH-BUD-001", name: "StepLatencyOverBudget", category: "budget", severity: "error", scored: true,
        title: "Step latency over budget",
        description: "A step's recorded latency_ms exceeds budgets.max_step_latency_ms.",
        remediation: "Make the step faster (cache, smaller model, tighter tool) or raise max_step_latency_ms deliberately.",
        example: 'policy: {"budgets": {"max_step_latency_ms": 1000}}\nstep:   {"latency_ms": 1800}',
    },
    {
        id: "ARH-BUD-002", name: "TotalLatencyOverBudget", category: "budget", severity: "error", scored: true,
        title: "Total latency over budget",
        description: "The sum of the steps' recorded latency_ms exceeds budgets.max_total_latency_ms.",
        remediation: "Cut steps or latency from the run, or raise max_total_latency_ms deliberately.",
        example: 'policy: {"budgets": {"max_total_latency_ms": 5000}}\nsteps: latencies 3000 + 2500',
    },
    {
        id: "ARH-BUD-003", name: "TotalCostOverBudget", category: "budget", severity: "error", scored: true,
        title: "Total cost over budget",
        description: "The sum of the steps' recorded cost_usd exceeds budgets.max_total_cost_usd.",
        remediation: "Use fewer or cheaper model calls, or raise max_total_cost_usd deliberately.",
        example: 'policy: {"budgets": {"max_total_cost_usd": 0.05}}\nsteps: costs 0.04 + 0.03',
    },
    {
        id: "ARH-BUD-004", name: "TotalTokensOverBudget", category: "budget", severity: "error", scored: true,
        title: "Total tokens over budget",
        description: "input_tokens + output_tokens summed over the steps that record them exceeds budgets.max_total_tokens.",
        remediation: "Trim prompts and outputs, or raise max_total_tokens deliberately.",
        example: 'policy: {"budgets": {"max_total_tokens": 1000}}\nstep: {"input_tokens": 900, "output_tokens": 300}',
    },
    {
        id: "ARH-BUD-005", name: "TokenDataMissing", category: "budget", severity: "warning", scored: false,
        title: "Token budget set but no token data",
        description: "The policy sets max_total_tokens but no step records input_tokens or output_tokens, so the budget cannot be verified. Not counted as a check.",
        remediation: "Record token usage in the trace (input_tokens/output_tokens), or drop the token budget.",
        example: 'policy: {"budgets": {"max_total_tokens": 1000}}\nsteps without input_tokens/output_tokens',
    },
    {
        id: "ARH-BUD-006", name: "LatencyDataMissing", category: "budget", severity: "warning", scored: false,
        title: "Latency budget set but no latency data",
        description: "The policy sets a latency budget but no step records latency_ms, so it cannot be verified. Not counted as a check.",
        remediation: "Record latency_ms on the steps, or drop the latency budget.",
        example: 'policy: {"budgets": {"max_total_latency_ms": 5000}}\nsteps without latency_ms',
    },
    {
        id: "ARH-BUD-007", name: "CostDataMissing", category: "budget", severity: "warning", scored: false,
        title: "Cost budget set but no cost data",
        description: "The policy sets max_total_cost_usd but no step records cost_usd, so it cannot be verified. Not counted as a check.",
        remediation: "Record cost_usd on the steps, or drop the cost budget.",
        example: 'policy: {"budgets": {"max_total_cost_usd": 0.05}}\nsteps without cost_usd',
    },
    // ---- safety ----
    {
        id: "ARH-SAF-001", name: "UnsafeContent", category: "safety", severity: "error", scored: true,
        title: "Unsafe pattern in step content",
        description: "A text blob of a step (response text, any string inside the output or the arguments, the error) matches one of the policy's unsafe_patterns (case-insensitive RE2 search). One finding per (blob, pattern) match.",
        remediation: "Stop the agent or tool from emitting the content (redact secrets, filter outputs), or narrow the pattern if it is a false positive.",
        example: 'policy: {"unsafe_patterns": ["sk-[a-z0-9]{20,}"]}\nstep:   {"type": "model_response", "text": "your key is sk-abcdefghijklmnopqrstu"}',
        securitySeverity: "8.0",
    },
    // ---- grounding ----
    {
        id: "ARH-GRD-001", name: "UncitedGroundedResponse", category: "grounding", severity: "error", scored: true,
        title: "Grounded response without citations",
        description: "A model_response with requires_grounding has no citations. Error when grounding.require_citations is set, otherwise a warning.",
        remediation: "Make the agent cite the sources it answered from.",
        example: 'step: {"type": "model_response", "requires_grounding": true, "text": "Refunds take 5 days.", "citations": []}',
    },
    {
        id: "ARH-GRD-002", name: "CitationCoverageTooLow", category: "grounding", severity: "error", scored: true,
        title: "Citation coverage below minimum",
        description: "The share of grounded responses that carry citations is below grounding.min_citation_coverage.",
        remediation: "Make more grounded answers cite their sources, or lower min_citation_coverage deliberately.",
        example: 'policy: {"grounding": {"min_citation_coverage": 1.0}}\none of two grounded responses cited (coverage 0.5)',
    },
    {
        id: "ARH-GRD-003", name: "InvalidCitation", category: "grounding", severity: "error", scored: true,
        title: "Citation without a valid URL or source",
        description: "With grounding.require_valid_citation_urls, every citation must be an object with a valid http(s) url (scheme and host), or, when url is absent or null, a non-blank source.",
        remediation: "Emit citations with an absolute http(s) URL or a named source.",
        example: 'policy: {"grounding": {"require_valid_citation_urls": true}}\ncitation: {"url": "javascript:alert(1)"}',
    },
    // ---- sequence ----
    {
        id: "ARH-SEQ-001", name: "RequiredToolNotCalled", category: "sequence", severity: "error", scored: true,
        title: "Required tool never called",
        description: "A tool listed in sequence.required_tools is never called in the trace.",
        remediation: "Make the agent call the required tool (for example the eligibility check) before it finishes.",
        example: 'policy: {"sequence": {"required_tools": ["check_eligibility"]}}\ntrace never calls check_eligibility',
    },
    {
        id: "ARH-SEQ-002", name: "ForbiddenToolCalled", category: "sequence", severity: "error", scored: true,
        title: "Forbidden tool called",
        description: "A tool listed in sequence.forbidden_tools is called. One finding per call.",
        remediation: "Remove the tool from the agent's toolset or prompt it never to use it.",
        example: 'policy: {"sequence": {"forbidden_tools": ["delete_account"]}}\nstep: {"tool_name": "delete_account"}',
    },
    {
        id: "ARH-SEQ-003", name: "CallOrderViolated", category: "sequence", severity: "error", scored: true,
        title: "Tools called out of order",
        description: "For a pair of tools listed in sequence.call_order that were both called, the first call of the later-listed tool comes before the first call of the earlier-listed one. Anchored at the first call of the later tool.",
        remediation: "Make the agent run the precondition tools first (for example check eligibility before issuing a refund).",
        example: 'policy: {"sequence": {"call_order": ["check_eligibility", "issue_refund"]}}\nsteps: issue_refund, then check_eligibility',
    },
    {
        id: "ARH-SEQ-004", name: "TooManyCalls", category: "sequence", severity: "error", scored: true,
        title: "Tool called more than max_calls",
        description: "A tool is called more times than its schema's max_calls.",
        remediation: "Stop the agent from repeating the call, or raise max_calls deliberately.",
        example: 'policy: {"allowed_tools": {"issue_refund": {"max_calls": 1}}}\ntwo issue_refund calls',
    },
    {
        id: "ARH-SEQ-005", name: "TooFewCalls", category: "sequence", severity: "error", scored: true,
        title: "Tool called fewer than min_calls",
        description: "A tool is called fewer times than its schema's min_calls.",
        remediation: "Make the agent call the tool as often as the workflow requires, or lower min_calls.",
        example: 'policy: {"allowed_tools": {"lookup_order": {"min_calls": 1}}}\nno lookup_order call',
    },
    // ---- flow ----
    {
        id: "ARH-FLW-001", name: "ErrorNotRetried", category: "flow", severity: "error", scored: true,
        title: "Errored tool call not retried",
        description: "With error_handling.require_retry_on_error, a tool_call with status error is not followed later by any call of the same tool.",
        remediation: "Make the agent retry failed tool calls (or hand over explicitly) instead of carrying on as if they succeeded.",
        example: 'policy: {"error_handling": {"require_retry_on_error": true}}\nstep: {"tool_name": "lookup_order", "status": "error", "error": "timeout"} with no later lookup_order',
    },
    {
        id: "ARH-FLW-002", name: "RetryStorm", category: "flow", severity: "error", scored: true,
        title: "Too many identical attempts",
        description: "More than error_handling.max_attempts calls of the same tool with the same canonical arguments. Anchored at the first excess call.",
        remediation: "Cap retries (with backoff) and give up cleanly after max_attempts.",
        example: 'policy: {"error_handling": {"max_attempts": 2}}\nthree identical lookup_order calls',
    },
    {
        id: "ARH-FLW-003", name: "DuplicateSideEffect", category: "flow", severity: "error", scored: true,
        title: "Side effect repeated after success",
        description: "A tool marked side_effect is called again with the same canonical arguments after a successful call. Calls before the first success are retries and allowed. One finding per duplicate.",
        remediation: "Make side-effecting calls idempotent (idempotency keys) and stop the agent from repeating a call that already succeeded.",
        example: 'policy: {"allowed_tools": {"issue_refund": {"side_effect": true}}}\ntwo successful identical issue_refund calls',
    },
    // ---- completion ----
    {
        id: "ARH-CMP-001", name: "NoFinalResponse", category: "completion", severity: "error", scored: true,
        title: "No successful final response",
        description: "With completion.require_final_response, the last step must be a model_response with status ok and non-blank text. An empty trace fails.",
        remediation: "Make the agent finish with a clear final answer, also after errors.",
        example: 'policy: {"completion": {"require_final_response": true}}\nlast step: a tool_call',
    },
    {
        id: "ARH-CMP-002", name: "TooManySteps", category: "completion", severity: "error", scored: true,
        title: "More steps than max_steps",
        description: "The trace has more steps than completion.max_steps.",
        remediation: "Make the agent reach its goal in fewer steps, or raise max_steps deliberately.",
        example: 'policy: {"completion": {"max_steps": 10}}\na trace of 14 steps',
    },
    // ---- input ----
    {
        id: "ARH-INP-001", name: "InvalidInput", category: "input", severity: "error", scored: false,
        title: "Input file cannot be validated",
        description: "A matched input file cannot be read, is not UTF-8 text, is not JSON, or does not parse as a trace of a supported format. The file becomes a failed report entry located at the problem; the other files are still validated.",
        remediation: "Fix the file at the reported line and column (or exclude it from the trace globs).",
        example: '{"trace_id": "t1", "steps": [ {"step_id": "s1", "type": "tool_call",, } ]}',
    },
];
const RULES = [...CORE, ...memory_meta/* MEMORY_RULES */.C, ...tracediff_meta/* ABT_RULES */.m, ...EVALUATION_RULES];
const BY_ID = new Map(RULES.map((r) => [r.id, r]));
function ruleMeta(id) {
    return BY_ID.get(id);
}
/** Like ruleMeta, for ids that must exist (a programming error otherwise). */
function rule(id) {
    const r = BY_ID.get(id);
    if (!r)
        throw new Error(`unknown rule ${id}`);
    return r;
}


/***/ }),

/***/ 54843:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ ABT_RULES)
/* harmony export */ });
const ABT_RULES = [
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
];


/***/ }),

/***/ 61433:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CF: () => (/* binding */ scenarioOf),
/* harmony export */   Fk: () => (/* binding */ toRunRecords),
/* harmony export */   YA: () => (/* binding */ OTLP_SCENARIO_ATTRIBUTE),
/* harmony export */   s4: () => (/* binding */ compileScenarioPattern)
/* harmony export */ });
/* unused harmony exports MAX_SCENARIO_LENGTH, toRunRecord */
/* harmony import */ var re2js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2856);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
// Scenario ids of runs: which report entries are repeated runs of the same task. Pure: the caller
// reads the files and gives the report entries, the pattern text and the file name for messages.


/** The OTLP resource or root-span attribute that carries the scenario id (a string). */
const OTLP_SCENARIO_ATTRIBUTE = "arh.scenario";
/** Longest scenario id accepted from `metadata.scenario` or a pattern's capture (UTF-16 units). */
const MAX_SCENARIO_LENGTH = 512;
/**
 * Compile a user pattern over trace ids: valid RE2 with exactly one capture group. `field` names
 * the option in messages (`--scenario-from` on the CLI, `scenario-from` in the action).
 */
function compileScenarioPattern(pattern, field = "scenario-from") {
    if (typeof pattern !== "string" || pattern === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${field}: the pattern must be a non-empty string`);
    let re;
    try {
        re = re2js__WEBPACK_IMPORTED_MODULE_1__/* .RE2JS */ .L3.compile(pattern);
    }
    catch (e) {
        const why = e instanceof Error ? e.message.replace(/^error parsing regexp: /, "") : String(e);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${field}: ${JSON.stringify(pattern)} is not a valid RE2 regular expression (${why})`);
    }
    const groups = re.groupCount();
    if (groups !== 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${field}: ${JSON.stringify(pattern)} must have exactly one capture group (the scenario id), it has ${groups}` +
            (groups === 0 ? "; wrap the scenario part in ( )" : "; make the others non-capturing with (?: )"));
    }
    return { source: pattern, re };
}
function show(v) {
    if (v === null)
        return "null";
    if (Array.isArray(v))
        return "an array";
    if (typeof v === "string")
        return `a string of ${v.length} characters`;
    return typeof v === "object" ? "an object" : `${typeof v} ${String(v).slice(0, 40)}`;
}
/**
 * The scenario id of one report entry: its `scenario` field (from `metadata.scenario` on canonical
 * traces, the `arh.scenario` attribute on OTLP), else the pattern's capture over the trace id, else
 * the trace id itself. `where` prefixes error messages (file and entry).
 */
function scenarioOf(entry, pattern, where) {
    if (entry.scenario !== undefined) {
        const s = entry.scenario;
        if (typeof s !== "string" || s === "")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}: scenario must be a non-empty string, got ${show(s)}`);
        if (s.length > MAX_SCENARIO_LENGTH)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}: scenario is longer than ${MAX_SCENARIO_LENGTH} characters (${s.length})`);
        return { scenario: s, source: "metadata" };
    }
    if (pattern) {
        const m = pattern.re.matcher(entry.trace_id);
        const g = m.find() ? m.group(1) : null;
        if (g !== null && g !== "") {
            if (g.length > MAX_SCENARIO_LENGTH) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${where}: scenario-from capture is longer than ${MAX_SCENARIO_LENGTH} characters (${g.length})`);
            }
            return { scenario: g, source: "pattern" };
        }
        return {
            scenario: entry.trace_id,
            source: "trace_id",
            note: `scenario-from ${JSON.stringify(pattern.source)} does not match trace id ${JSON.stringify(entry.trace_id)} (or captures nothing); the trace id is its scenario`,
        };
    }
    return { scenario: entry.trace_id, source: "trace_id" };
}
function runFinding(f) {
    return { rule_id: f.rule_id ?? "", category: String(f.category), step_id: f.step_id ?? null, severity: f.severity };
}
/** One report entry as a run. */
function toRunRecord(entry, pattern, where) {
    const sc = scenarioOf(entry, pattern, where);
    const run = {
        trace_id: entry.trace_id,
        scenario: sc.scenario,
        scenario_source: sc.source,
        passed: entry.passed === true,
        source_path: entry.source_path,
        findings: (entry.findings ?? []).map(runFinding),
    };
    if (sc.note)
        run.note = sc.note;
    return run;
}
/**
 * All entries of one report as runs. `file` names the report in messages. Duplicate trace ids are
 * rejected (each run must be identifiable), as the regression comparison does.
 */
function toRunRecords(entries, pattern, file) {
    const seen = new Map();
    return entries.map((e, i) => {
        const where = `${file}: reports[${i}] (trace ${JSON.stringify(e.trace_id)})`;
        const first = seen.get(e.trace_id);
        if (first !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`${file}: duplicate trace_id ${JSON.stringify(e.trace_id)} (reports[${first}] and reports[${i}]); repeated runs need unique trace ids`);
        }
        seen.set(e.trace_id, i);
        return toRunRecord(e, pattern, where);
    });
}


/***/ }),

/***/ 31650:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ir: () => (/* binding */ MAX_EVALUATION_EXPLANATION),
/* harmony export */   LV: () => (/* binding */ evaluationEntries),
/* harmony export */   ND: () => (/* binding */ attachEvaluations),
/* harmony export */   bg: () => (/* binding */ allEvaluations)
/* harmony export */ });
/* unused harmony exports MAX_EVALUATION_NAME, MAX_EVALUATION_LABEL, MAX_EVALUATIONS, parseEvaluation */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14594);
/* harmony import */ var _util_bound_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38108);
// Evaluation results on a trace (docs/evaluations.md): the judged answers of an LLM-as-judge, a
// rubric or a human label, as data. A canonical `evaluations` list may stand on the trace (each
// item naming the step it judges in `step`, or none for the whole trace) and on a step (the step
// judges itself). Strict: every malformed item is an InputError at its exact place (the pipeline
// makes it a located ARH-INP-001 entry). Pure.



/** Longest evaluation name (UTF-16 units). */
const MAX_EVALUATION_NAME = 256;
/** Longest label. */
const MAX_EVALUATION_LABEL = 256;
/** Longest explanation kept (a longer one is an input error: a judge's explanation is a paragraph, not a file). */
const MAX_EVALUATION_EXPLANATION = 4096;
/** Most evaluation items in one list. */
const MAX_EVALUATIONS = 10_000;
const ITEM_KEYS = new Set(["name", "score", "label", "explanation", "step"]);
function kind(v) {
    if (v === null)
        return "null";
    if (Array.isArray(v))
        return "array";
    return typeof v;
}
function own(o, k) {
    return Object.hasOwn(o, k) ? o[k] : undefined;
}
function boundedString(v, k, max, at, required) {
    if (v === undefined || v === null) {
        if (required)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluation is missing required field '${k}'`, at);
        return null;
    }
    if (typeof v !== "string")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluation ${k} must be a string, got ${kind(v)}`, at + "/" + k);
    if (required && v.trim() === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluation ${k} must not be empty`, at + "/" + k);
    if (v.length > max)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluation ${k} must be at most ${max} characters, got ${v.length}`, at + "/" + k);
    return v;
}
/** A score: a finite JSON number. "NaN", "Infinity" and numeric strings are refused by name. */
function score(v, at) {
    if (v === undefined || v === null)
        return null;
    if (typeof v === "string") {
        const t = v.trim();
        const why = /^[+-]?(nan|inf|infinity)$/i.test(t) ? "a non-finite value written as a string" : t !== "" && Number.isFinite(Number(t)) ? "a number written as a string" : "a string";
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluation score must be a finite number, got ${why} (${JSON.stringify(v.slice(0, 40))})`, at + "/score");
    }
    if (typeof v !== "number" || !Number.isFinite(v))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluation score must be a finite number, got ${kind(v)}`, at + "/score");
    return v;
}
/** Parse one item at `at`; `judged` is the step it stands on (step-level lists), else null. */
function parseEvaluation(raw, at, judged, stepIds) {
    if (raw === null || typeof raw !== "object" || Array.isArray(raw))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluation must be an object, got ${kind(raw)}`, at);
    const o = raw;
    for (const k of Object.keys(o)) {
        if (!ITEM_KEYS.has(k))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluation has unknown field ${JSON.stringify(k.slice(0, 80))} (known: name, score, label, explanation, step)`, at + "/" + k.replace(/~/g, "~0").replace(/\//g, "~1"));
    }
    const name = boundedString(own(o, "name"), "name", MAX_EVALUATION_NAME, at, true);
    const s = score(own(o, "score"), at);
    const label = boundedString(own(o, "label"), "label", MAX_EVALUATION_LABEL, at, false);
    if (s === null && label === null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluation '${name}' has neither a score nor a label`, at);
    const explanation = boundedString(own(o, "explanation"), "explanation", MAX_EVALUATION_EXPLANATION, at, false);
    let step = judged;
    const rawStep = own(o, "step");
    if (rawStep !== undefined && rawStep !== null) {
        if (typeof rawStep !== "string")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluation step must be a step_id string, got ${kind(rawStep)}`, at + "/step");
        if (judged !== null && rawStep !== judged)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluation on step '${judged.slice(0, 200)}' names another step '${rawStep.slice(0, 200)}'`, at + "/step");
        if (!stepIds.has(rawStep))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluation '${name}' judges step '${rawStep.slice(0, 200)}', which names no step of the trace`, at + "/step");
        step = rawStep;
    }
    return { name, score: s, label, explanation, step, pointer: at };
}
function parseList(raw, at, judged, ids) {
    if (raw === undefined || raw === null)
        return null;
    if (!Array.isArray(raw))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluations must be an array, got ${kind(raw)}`, at);
    if (raw.length > MAX_EVALUATIONS)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`evaluations must hold at most ${MAX_EVALUATIONS} items, got ${raw.length}`, at);
    return raw.map((item, i) => parseEvaluation(item, `${at}/${i}`, judged, ids));
}
/**
 * Read the `evaluations` lists of a trace document (`doc`, its raw `steps`) onto the parsed trace:
 * the trace's own list on `trace.evaluations`, each step's on `step.evaluations`. Nothing is set
 * when the document has none (traces without evaluations stay as they were).
 */
function attachEvaluations(doc, rawSteps, trace) {
    const top = own(doc, "evaluations");
    let anyStep = false;
    for (const r of rawSteps) {
        if (r !== null && typeof r === "object" && !Array.isArray(r) && Object.hasOwn(r, "evaluations")) {
            anyStep = true;
            break;
        }
    }
    if ((top === undefined || top === null) && !anyStep)
        return;
    const ids = new Set(trace.steps.map((s) => s.step_id));
    const list = parseList(top, "/evaluations", null, ids);
    if (list)
        trace.evaluations = list;
    if (!anyStep)
        return;
    trace.steps.forEach((s, i) => {
        const raw = rawSteps[i];
        const l = parseList(own(raw, "evaluations"), (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .pointer */ .Wn)("steps", i, "evaluations"), s.step_id, ids);
        if (l)
            s.evaluations = l;
    });
}
/** Every evaluation of a trace: the trace's list, then each step's in step order. */
function allEvaluations(trace) {
    const out = [];
    for (const e of trace.evaluations ?? [])
        out.push(e);
    for (const s of trace.steps)
        for (const e of s.evaluations ?? [])
            out.push(e);
    return out;
}
/** The report entry's `evaluations` (bounded: at most 1,000 items, explanations cut to 500 characters), or null. */
function evaluationEntries(trace) {
    const all = allEvaluations(trace);
    if (all.length === 0)
        return null;
    return all.slice(0, 1000).map((e) => {
        const out = { name: e.name, step_id: e.step };
        if (e.score !== null)
            out.score = e.score;
        if (e.label !== null)
            out.label = e.label;
        if (e.explanation !== null)
            out.explanation = (0,_util_bound_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(e.explanation, 500);
        return out;
    });
}


/***/ }),

/***/ 6566:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   bj: () => (/* binding */ parseTrace),
/* harmony export */   kP: () => (/* binding */ checkDepth),
/* harmony export */   yE: () => (/* binding */ checkSchemaVersion)
/* harmony export */ });
/* unused harmony exports SUPPORTED_MAJOR, MAX_AGENT_CHARS, MAX_STEP_TOKENS, MAX_STEP_COST_USD, MAX_STEP_LATENCY_MS, parseStep */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14594);
/* harmony import */ var _util_canonical_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70338);
/* harmony import */ var _evaluations_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(31650);
// Trace parser: a plain JSON value -> Trace (docs/trace-format.md and semantics.md §1). Pure; errors are
// InputError with the JSON pointer of the offending place (the pipeline adds line and column).




/**
 * Reject values nested deeper than MAX_DEPTH (hostile input) at the exact place, before any
 * recursive walk (canonical JSON, safety scan, JSON output) can overflow the stack. Iterative.
 */
function checkDepth(v, at, suffix = "") {
    if (v !== null && typeof v === "object" && depthExceeds(v, 1))
        throw (0,_util_canonical_js__WEBPACK_IMPORTED_MODULE_2__/* .tooDeep */ .DI)(at + suffix + deepPath(v));
}
// Recursion is bounded by MAX_DEPTH (it stops descending there), so it cannot overflow the stack.
function depthExceeds(x, d) {
    if (d > _util_canonical_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_DEPTH */ .lr)
        return true;
    if (Array.isArray(x)) {
        for (let i = 0; i < x.length; i++) {
            const c = x[i];
            if (c !== null && typeof c === "object" && depthExceeds(c, d + 1))
                return true;
        }
    }
    else {
        for (const k in x) {
            const c = x[k];
            if (c !== null && typeof c === "object" && depthExceeds(c, d + 1))
                return true;
        }
    }
    return false;
}
/** Pointer (relative to `v`) of the first value nested deeper than MAX_DEPTH, depth-first. Slow path. */
function deepPath(v) {
    // iterative DFS; each node remembers its parent and key so the path is rebuilt only at the end
    const values = [v];
    const parents = [-1];
    const keys = [""];
    const depths = [1];
    const stack = [0];
    while (stack.length > 0) {
        const n = stack.pop();
        const x = values[n];
        if (depths[n] > _util_canonical_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_DEPTH */ .lr) {
            const path = [];
            for (let k = n; k > 0; k = parents[k])
                path.push(keys[k]);
            return (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .pointer */ .Wn)(...path.reverse());
        }
        if (x === null || typeof x !== "object")
            continue;
        const entries = Object.entries(x).reverse(); // reversed so the first child is visited first
        for (const [k, c] of entries) {
            if (c === null || typeof c !== "object")
                continue;
            values.push(c);
            parents.push(n);
            keys.push(k);
            depths.push(depths[n] + 1);
            stack.push(values.length - 1);
        }
    }
    return "";
}
const SUPPORTED_MAJOR = "1";
/** Keys that could reach an object's prototype chain; rejected in structural objects. */
const RESERVED_KEYS = ["__proto__", "constructor", "prototype"];
function isObject(v) {
    return v !== null && typeof v === "object" && !Array.isArray(v);
}
/**
 * `o[k]` when it is an own property. A missing key (the common case for optional fields) reads as
 * undefined, which is the answer either way: the ownership check is made only for a value found
 * (an inherited one is not the document's).
 */
function own(o, k) {
    const v = o[k];
    return v !== undefined && Object.hasOwn(o, k) ? v : undefined;
}
function typeName(v) {
    if (v === null)
        return "null";
    if (Array.isArray(v))
        return "array";
    if (typeof v === "number")
        return Number.isInteger(v) ? "integer" : "number";
    return typeof v;
}
function rejectReserved(o, at, suffix = "") {
    // The common case in one ownership check: an own `constructor` or `prototype` of a JSON value
    // would read as something other than Object.prototype's (Object, and nothing).
    if (o.constructor === Object && o.prototype === undefined && !Object.hasOwn(o, "__proto__"))
        return;
    for (let i = 0; i < RESERVED_KEYS.length; i++) {
        const k = RESERVED_KEYS[i];
        if (Object.hasOwn(o, k))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`reserved key '${k}' is not allowed here`, at + suffix + (0,_json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .pointer */ .Wn)(k));
    }
}
/** Python-compatible `str(x)` of a JSON scalar used as an identifier. */
function idString(v, at, what) {
    if (typeof v === "string")
        return v;
    if (typeof v === "number" && Number.isFinite(v))
        return String(v);
    if (typeof v === "boolean")
        return v ? "True" : "False";
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${what} must be a string, got ${typeName(v)}`, at);
}
/** Throws the exact message of docs/trace-format.md for an unsupported major version. */
function checkSchemaVersion(doc, what) {
    const raw = own(doc, "schema_version");
    if (raw === undefined || raw === null)
        return "1";
    if (typeof raw !== "string" && typeof raw !== "number") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`schema_version must be a string, got ${typeName(raw)}`, "/schema_version");
    }
    const v = String(raw);
    const major = v.split(".")[0];
    if (major !== SUPPORTED_MAJOR) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${what} declares unsupported schema_version '${v}' (this build supports major version '${SUPPORTED_MAJOR}')`, "/schema_version");
    }
    return v;
}
function stringOrNull(v, k, at) {
    if (v === undefined || v === null)
        return null;
    if (typeof v !== "string")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${k} must be a string or null, got ${typeName(v)}`, at + "/" + k);
    return v;
}
function nonNegNumber(v, k, at) {
    if (v === undefined || v === null)
        return null;
    if (typeof v !== "number" || !Number.isFinite(v))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${k} must be a finite number >= 0 or null, got ${typeName(v)}`, at + "/" + k);
    if (v < 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${k} must be >= 0, got ${v}`, at + "/" + k);
    return v;
}
function nonNegInt(v, k, at) {
    if (v === undefined || v === null)
        return null;
    if (typeof v !== "number" || !Number.isFinite(v))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${k} must be an integer >= 0 or null, got ${typeName(v)}`, at + "/" + k);
    if (!Number.isInteger(v))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${k} must be an integer, got ${v}`, at + "/" + k);
    if (v < 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${k} must be >= 0, got ${v}`, at + "/" + k);
    return v;
}
function optObject(o, k, at) {
    return objectOrNull(own(o, k), k, at);
}
function objectOrNull(v, k, at) {
    if (v === undefined || v === null)
        return null;
    if (!isObject(v))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${k} must be an object, got ${typeName(v)}`, at + "/" + k);
    return v;
}
/** Python truthiness of a JSON value. */
function truthy(v) {
    if (v === undefined || v === null || v === false || v === 0 || v === "")
        return false;
    if (Array.isArray(v))
        return v.length > 0;
    if (isObject(v))
        return Object.keys(v).length > 0;
    return true;
}
const STEP_FIELDS = ["step_id", "type", "tool_name", "arguments", "text", "citations", "latency_ms", "cost_usd", "requires_grounding", "output", "status", "error", "input_tokens", "output_tokens", "cache_read_tokens", "cache_creation_tokens", "reasoning_tokens", "metadata", "agent"];
/** Longest agent name a step may carry (docs/trace-format.md). */
const MAX_AGENT_CHARS = 256;
/** The step's agent: absent or null (none), else a non-empty string of at most MAX_AGENT_CHARS characters. */
function agentName(v, at) {
    if (v === undefined || v === null)
        return undefined;
    if (typeof v !== "string")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`agent must be a string or null, got ${typeName(v)}`, at + "/agent");
    if (v.length > MAX_AGENT_CHARS)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`agent must be at most ${MAX_AGENT_CHARS} characters, got ${v.length}`, at + "/agent");
    if (v.trim() === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d("agent must not be empty or blank", at + "/agent");
    return v;
}
/** More tokens than this in one counter of a step is not a count but a broken exporter (the adapters' bound, adapters/usage.ts, is the same). */
const MAX_STEP_TOKENS = 1_000_000_000;
/**
 * More USD than this recorded for one step is not a cost but a broken exporter. It also keeps every
 * sum of costs finite (a trace's total, a run's): 1e308 twice is Infinity, which would read as "no
 * cost recorded".
 */
const MAX_STEP_COST_USD = 1_000_000_000;
/**
 * A step that took longer than this (about 31 years) is a broken clock, not a latency; the bound
 * keeps a trace's and a run's total latency finite, as MAX_STEP_COST_USD does for cost.
 */
const MAX_STEP_LATENCY_MS = 1_000_000_000_000;
/** A recorded latency: a finite number >= 0, at most MAX_STEP_LATENCY_MS. */
function latencyMs(v, at) {
    const n = nonNegNumber(v, "latency_ms", at);
    if (n !== null && n > MAX_STEP_LATENCY_MS)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`latency_ms must be at most ${MAX_STEP_LATENCY_MS} (one step), got ${n}`, at + "/latency_ms");
    return n;
}
/** A recorded cost: a finite number >= 0, at most MAX_STEP_COST_USD. */
function costUsd(v, at) {
    const n = nonNegNumber(v, "cost_usd", at);
    if (n !== null && n > MAX_STEP_COST_USD)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`cost_usd must be at most ${MAX_STEP_COST_USD} (USD for one step), got ${n}`, at + "/cost_usd");
    return n;
}
/** A token counter (input, output, cache-read, cache-creation, reasoning): an integer >= 0, at most MAX_STEP_TOKENS. */
function tokenCount(v, k, at) {
    const n = nonNegInt(v, k, at);
    if (n !== null && n > MAX_STEP_TOKENS)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${k} must be at most ${MAX_STEP_TOKENS}, got ${n}`, at + "/" + k);
    return n;
}
/** The cache and reasoning counters, checked against the totals they are part of (docs/cost.md). */
function usageDetail(raw, at, input, output) {
    const read = tokenCount(raw.cache_read_tokens, "cache_read_tokens", at);
    const created = tokenCount(raw.cache_creation_tokens, "cache_creation_tokens", at);
    const reasoning = tokenCount(raw.reasoning_tokens, "reasoning_tokens", at);
    if (input !== null && (read ?? 0) + (created ?? 0) > input) {
        const k = read !== null ? "cache_read_tokens" : "cache_creation_tokens";
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`${k} contradicts input_tokens: cache_read_tokens + cache_creation_tokens = ${(read ?? 0) + (created ?? 0)} is more than input_tokens = ${input} (the cache counts are part of the input)`, at + "/" + k);
    }
    if (output !== null && reasoning !== null && reasoning > output) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`reasoning_tokens contradicts output_tokens: ${reasoning} is more than output_tokens = ${output} (reasoning is part of the output)`, at + "/reasoning_tokens");
    }
    return [read, created, reasoning];
}
/**
 * The step's fields. A plain object (JSON.parse makes them, the adapters build them) is read by
 * name, which is what makes parsing fast: its own properties are all it has, as long as nothing on
 * Object.prototype bears a field's name (checked once per trace, `fieldsShadowed`). Anything
 * else is copied field by field from its own properties.
 */
function stepFields(raw, shadowed) {
    if (!shadowed && Object.getPrototypeOf(raw) === Object.prototype)
        return raw;
    const out = {};
    for (const k of STEP_FIELDS)
        out[k] = own(raw, k);
    return out;
}
/** Whether Object.prototype holds a property named like a step field (then fields are read as own properties). */
function fieldsShadowed() {
    for (const k of STEP_FIELDS)
        if (k in Object.prototype)
            return true;
    return false;
}
function parseStep(rawValue, index, shadowed = fieldsShadowed()) {
    const at = "/steps/" + index;
    if (!isObject(rawValue))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`step ${index} must be an object, got ${typeName(rawValue)}`, at);
    rejectReserved(rawValue, at);
    const raw = stepFields(rawValue, shadowed);
    const sid = raw.step_id;
    if (sid === undefined || sid === null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`step ${index} is missing required field 'step_id'`, at);
    const step_id = idString(sid, at + "/step_id", "step_id");
    const type = raw.type;
    if (type === undefined || type === null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`step '${step_id}' is missing required field 'type'`, at);
    if (type !== "tool_call" && type !== "model_response") {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`step '${step_id}' has unsupported type ${JSON.stringify(type)} (expected "tool_call" or "model_response")`, at + "/type");
    }
    const args = objectOrNull(raw.arguments, "arguments", at);
    if (args) {
        rejectReserved(args, at, "/arguments");
        checkDepth(args, at, "/arguments"); // the pointer is built only for an error
    }
    const output = raw.output ?? null;
    checkDepth(output, at, "/output");
    const error = stringOrNull(raw.error, "error", at);
    let status;
    const st = raw.status;
    if (st === undefined || st === null)
        status = error ? "error" : "ok";
    else if (st === "ok" || st === "error")
        status = st;
    else
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`step '${step_id}' has unsupported status ${JSON.stringify(st)} (expected "ok" or "error")`, at + "/status");
    const cit = raw.citations;
    let citations = [];
    if (cit !== undefined && cit !== null) {
        if (!Array.isArray(cit))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`citations must be an array, got ${typeName(cit)}`, at + "/citations");
        checkDepth(cit, at, "/citations");
        citations = cit;
    }
    // Field order of the checks is the Python harness's; the detail counters (not in it) come last.
    const step = {
        step_id,
        type,
        tool_name: stringOrNull(raw.tool_name, "tool_name", at),
        arguments: args,
        text: stringOrNull(raw.text, "text", at),
        citations,
        latency_ms: latencyMs(raw.latency_ms, at),
        cost_usd: costUsd(raw.cost_usd, at),
        requires_grounding: truthy(raw.requires_grounding),
        output,
        status,
        error,
        input_tokens: tokenCount(raw.input_tokens, "input_tokens", at),
        output_tokens: tokenCount(raw.output_tokens, "output_tokens", at),
        cache_read_tokens: null,
        cache_creation_tokens: null,
        reasoning_tokens: null,
        metadata: objectOrNull(raw.metadata, "metadata", at) ?? {},
        args_canonical: null,
        args_hash: null,
        args_key: null,
    };
    // none of the detail counters (the common case): they stay null, and there is nothing to check
    if (raw.cache_read_tokens !== undefined || raw.cache_creation_tokens !== undefined || raw.reasoning_tokens !== undefined) {
        [step.cache_read_tokens, step.cache_creation_tokens, step.reasoning_tokens] = usageDetail(raw, at, step.input_tokens, step.output_tokens);
    }
    // set only when recorded: a trace without agents parses to exactly the steps it did before
    if (raw.agent !== undefined && raw.agent !== null)
        step.agent = agentName(raw.agent, at);
    return step;
}
/** Parse a canonical trace document. Throws InputError (message + pointer) on the first problem. */
function parseTrace(doc) {
    if (!isObject(doc))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`trace must be a JSON object, got ${typeName(doc)}`, "");
    rejectReserved(doc, "");
    const schema_version = checkSchemaVersion(doc, "trace");
    const ids = {};
    for (const k of ["trace_id", "agent_name", "workflow"]) {
        const v = own(doc, k);
        if (v === undefined || v === null)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`trace is missing required field '${k}'`, "");
        ids[k] = idString(v, "/" + k, k);
    }
    const rawSteps = own(doc, "steps");
    if (rawSteps === undefined || rawSteps === null)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d("trace is missing required field 'steps'", "");
    if (!Array.isArray(rawSteps))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .d(`steps must be an array, got ${typeName(rawSteps)}`, "/steps");
    const steps = new Array(rawSteps.length);
    const shadowed = fieldsShadowed();
    for (let i = 0; i < rawSteps.length; i++)
        steps[i] = parseStep(rawSteps[i], i, shadowed);
    const source = own(doc, "source");
    const trace = {
        schema_version,
        trace_id: ids.trace_id,
        agent_name: ids.agent_name,
        workflow: ids.workflow,
        steps,
        source: typeof source === "string" ? source : null,
        metadata: optObject(doc, "metadata", "") ?? {},
    };
    (0,_evaluations_js__WEBPACK_IMPORTED_MODULE_3__/* .attachEvaluations */ .ND)(doc, rawSteps, trace);
    return trace;
}


/***/ }),

/***/ 13855:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CQ: () => (/* binding */ rowIndices),
/* harmony export */   FH: () => (/* binding */ multiAgent),
/* harmony export */   Fg: () => (/* binding */ MAX_ABT_AGENT),
/* harmony export */   KY: () => (/* binding */ ABT_SCHEMA),
/* harmony export */   Lq: () => (/* binding */ stepLatencies),
/* harmony export */   S3: () => (/* binding */ ABT_KINDS),
/* harmony export */   SX: () => (/* binding */ MARKER_GLYPH),
/* harmony export */   dd: () => (/* binding */ isAbtDocument),
/* harmony export */   o5: () => (/* binding */ ABT_RAIL_ID_PATTERN),
/* harmony export */   we: () => (/* binding */ markerOf)
/* harmony export */ });
/* unused harmony export ABT_SCHEMA_PREFIX */
// The agent-behavior-trace/v0 data model (docs/trace-diff.md).
const ABT_SCHEMA = "agent-behavior-trace/v0";
/** Prefix every version of the format declares (`agent-behavior-trace/v0`, `/v1`, ...). */
const ABT_SCHEMA_PREFIX = "agent-behavior-trace/";
/** True when the document declares an agent-behavior-trace schema (any version). */
function isAbtDocument(doc) {
    if (typeof doc !== "object" || doc === null || Array.isArray(doc))
        return false;
    const s = doc.schema;
    return typeof s === "string" && s.startsWith(ABT_SCHEMA_PREFIX);
}
/** The locked `kind` vocabulary of v0. */
const ABT_KINDS = ["read", "precondition", "side_effect", "respond"];
/** Rail ids are slugs (they become DOM ids). */
const ABT_RAIL_ID_PATTERN = "^[a-z0-9][a-z0-9_-]{0,63}$";
/** Marker of a step: a function of kind + consequential (+ in_violation, which only changes the colour). */
function markerOf(step) {
    return step.kind === "side_effect" && step.consequential === true ? "filled-square" : "open-circle";
}
const MARKER_GLYPH = { "open-circle": "\u25CB", "filled-square": "\u25A0" };
/** Row keys shared by both rails: the sorted union of the step indices `n`. */
function rowIndices(rails) {
    const s = new Set();
    for (const r of rails)
        for (const st of r.steps)
            s.add(st.n);
    return [...s].sort((a, b) => a - b);
}
/**
 * Each step's own latency by row (`n`): `timestamp_ms` is the running sum of the rail's recorded
 * latencies, so a step's latency is the difference to the previous timestamp on its rail. Steps
 * without a timestamp (latency not recorded) have none.
 */
function stepLatencies(rail) {
    const out = new Map();
    let before = 0;
    for (const st of [...rail.steps].sort((a, b) => a.n - b.n)) {
        const t = st.timestamp_ms;
        if (typeof t !== "number" || !Number.isFinite(t))
            continue;
        if (!out.has(st.n))
            out.set(st.n, Math.max(0, Math.round((t - before) * 1000) / 1000));
        before = t;
    }
    return out;
}
/** Longest agent name a diff step shows (the trace format's bound). */
const MAX_ABT_AGENT = 256;
/** Whether the document's steps name two agents or more: then the diff shows each step's agent lane. */
function multiAgent(rails) {
    let first;
    for (const r of rails) {
        for (const st of r.steps) {
            const a = st.agent;
            if (typeof a !== "string")
                continue;
            if (first === undefined)
                first = a;
            else if (a !== first)
                return true;
        }
    }
    return false;
}


/***/ }),

/***/ 65004:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ stringifyAt)
/* harmony export */ });
// JSON text nested in a 2-space document, made by V8's serialiser in one pass.
/**
 * `JSON.stringify(v, null, 2)` as it reads nested `depth` levels deep in a 2-space document: every
 * line after the first indented by `2 * depth` more spaces (`lead`: the first line too). Exactly
 * the text of `JSON.stringify(v, null, 2).replace(/\n/g, "\n" + indent)` for an object or array,
 * without the second pass: the value is wrapped in `depth` one-element arrays, which the native
 * serialiser indents, and the wrapping's text is sliced off (on a 31 MB compare report, half the
 * time of the re-indent and of joining its pieces).
 */
function stringifyAt(v, depth, lead = false) {
    let wrapped = v;
    for (let i = 0; i < depth; i++)
        wrapped = [wrapped];
    const text = JSON.stringify(wrapped, null, 2);
    // `[\n` then `  [\n` … opens, `\n  ]` … `\n]` closes: 2 + 4 + … + 2·depth characters each way
    const edge = depth * (depth + 1);
    return text.slice(lead ? edge : edge + 2 * depth, text.length - edge);
}


/***/ }),

/***/ 68364:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ pyRound)
/* harmony export */ });
/* unused harmony export pyRoundExact */
// Python's float rounding, shared by the report (scores) and the comparison (deltas), so both
// agree with the Python harness bit for bit. Pure.
/**
 * Python's `round(x, ndigits)` for floats: round half to even on the *exact* binary value of `x`
 * (so 2.675 -> 2.67 because the double is below 2.675, and 0.125 -> 0.12 because it is an exact tie).
 * `Number.prototype.toFixed` differs on exact ties (it rounds them away from zero).
 */
function pyRound(x, ndigits) {
    if (!Number.isFinite(x) || x === 0 || Number.isInteger(x))
        return x;
    const near = nearRound(Math.abs(x), ndigits);
    if (near !== null)
        return x < 0 ? -near : near;
    return pyRoundExact(x, ndigits);
}
/**
 * `pyRound(x, n)` of a positive `x` whose scaled value `x * 10^n` (below 10^6: every score,
 * coverage and delta) is clearly off a tie, without its exact decimal expansion; null otherwise
 * (then only the exact expansion decides). The product is within half a unit in the last place of
 * the exact one (under 2^-33, far below the 1e-6 kept from the tie), so both round to the same
 * integer k; and k / 10^n, one correctly rounded division, is the double nearest to k * 10^-n,
 * which is what parsing the exact expansion's rounded digits gives.
 */
function nearRound(x, n) {
    if (!(x > 0) || n < 0 || n > 8)
        return null;
    const p = 10 ** n;
    const y = x * p;
    if (!(y < 1e6))
        return null; // below 2^20: a unit in the last place is under 2^-32
    const f = y - Math.floor(y);
    if (Math.abs(f - 0.5) <= 1e-6)
        return null;
    return Math.round(y) / p;
}
/** `pyRound` by the exact decimal expansion of `x` alone (its fast paths are tested against this). */
function pyRoundExact(x, ndigits) {
    if (!Number.isFinite(x) || x === 0)
        return x;
    const neg = x < 0;
    const ax = Math.abs(x);
    if (ax >= 1e21)
        return x;
    // toFixed(100) is the exact decimal expansion for every double below 1e21 whose expansion has
    // at most 100 fractional digits; a double whose digits go further is < 1e-30 and rounds to 0.
    const exact = ax.toFixed(100);
    const dot = exact.indexOf(".");
    const intPart = exact.slice(0, dot);
    const frac = exact.slice(dot + 1);
    const keep = frac.slice(0, ndigits);
    const next = frac.charCodeAt(ndigits) - 48;
    const rest = frac.slice(ndigits + 1);
    let digits = intPart + keep; // integer number of units of 10^-ndigits, as a decimal string
    let roundUp = false;
    if (next > 5)
        roundUp = true;
    else if (next === 5) {
        if (/[1-9]/.test(rest))
            roundUp = true;
        else {
            const last = digits.charCodeAt(digits.length - 1) - 48;
            roundUp = last % 2 === 1;
        }
    }
    if (roundUp)
        digits = incrementDecimal(digits);
    const s = digits.slice(0, digits.length - ndigits) + "." + digits.slice(digits.length - ndigits);
    const r = Number(ndigits === 0 ? digits : s);
    return neg ? -r : r;
}
function incrementDecimal(d) {
    const a = d.split("");
    let i = a.length - 1;
    for (; i >= 0; i--) {
        if (a[i] === "9")
            a[i] = "0";
        else {
            a[i] = String.fromCharCode(a[i].charCodeAt(0) + 1);
            return a.join("");
        }
    }
    return "1" + a.join("");
}


/***/ }),

/***/ 32503:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ sameDigests)
/* harmony export */ });
/** Whether two digest lists are equal, field for field and in the same key order (so the same JSON). */
function sameDigests(a, b) {
    if (a === b)
        return true;
    if (a.length !== b.length)
        return false;
    for (let i = 0; i < a.length; i++) {
        const x = a[i];
        const y = b[i];
        const kx = Object.keys(x);
        const ky = Object.keys(y);
        if (kx.length !== ky.length)
            return false;
        for (let k = 0; k < kx.length; k++)
            if (kx[k] !== ky[k] || x[kx[k]] !== y[kx[k]])
                return false;
    }
    return true;
}


/***/ }),

/***/ 62691:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ parseThreshold),
/* harmony export */   TQ: () => (/* binding */ allowed),
/* harmony export */   UQ: () => (/* binding */ thresholdForm),
/* harmony export */   _c: () => (/* binding */ MIN_CHANGE),
/* harmony export */   cl: () => (/* binding */ QUANTITIES)
/* harmony export */ });
// The thresholds of the usage gates (docs/cost.md, "Gates"): `--max-cost-increase`,
// `--max-tokens-increase`, `--max-latency-increase`, the action inputs of the same names and the
// policy's `regression` block. A percentage (`20%`) or an absolute amount in the quantity's unit:
// USD for cost (`0.05`), tokens (`500`), milliseconds for latency (`2000ms`, `2s`, or a bare
// number of milliseconds). Pure.
const QUANTITIES = ["cost", "tokens", "latency"];
/** The smallest change of a total that can count as a regression (docs/cost.md, "Minimum change"). */
const MIN_CHANGE = { cost: 0.0001, tokens: 50, latency: 50 };
const FORMS = {
    cost: "a percentage such as 20% or an amount in USD such as 0.05",
    tokens: "a percentage such as 20% or a whole number of tokens such as 500",
    latency: "a percentage such as 20% or a duration such as 2000ms or 2s",
};
/** What a threshold of `quantity` may look like, for usage lines. */
function thresholdForm(quantity) {
    return FORMS[quantity];
}
/** Parse one threshold; a string is the reason it is malformed (the caller names the option). */
function parseThreshold(raw, quantity) {
    const bad = `expected ${FORMS[quantity]}, got ${typeof raw === "string" ? JSON.stringify(raw.slice(0, 40)) : typeof raw}`;
    if (typeof raw === "number") {
        if (!Number.isFinite(raw) || raw < 0 || (quantity === "tokens" && !Number.isInteger(raw)))
            return bad;
        return { quantity, kind: "absolute", value: raw, text: String(raw) };
    }
    if (typeof raw !== "string")
        return bad;
    const text = raw.trim();
    let m = /^([0-9]+(?:\.[0-9]+)?)%$/.exec(text);
    if (m) {
        const v = Number(m[1]);
        return v > 100000 ? bad : { quantity, kind: "percent", value: v, text };
    }
    if (quantity === "latency") {
        m = /^([0-9]+(?:\.[0-9]+)?)(ms|s)?$/.exec(text);
        if (!m)
            return bad;
        return { quantity, kind: "absolute", value: Number(m[1]) * (m[2] === "s" ? 1000 : 1), text };
    }
    m = quantity === "tokens" ? /^([0-9]+)$/.exec(text) : /^\$?([0-9]+(?:\.[0-9]+)?)$/.exec(text);
    if (!m)
        return bad;
    return { quantity, kind: "absolute", value: Number(m[1]), text };
}
/** The allowed candidate value for a baseline value: above it is an increase past the threshold. */
function allowed(t, baseline) {
    return t.kind === "percent" ? baseline * (1 + t.value / 100) : baseline + t.value;
}


/***/ }),

/***/ 3729:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ invalidUtf8)
/* harmony export */ });
/* unused harmony export firstInvalidUtf8 */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var _json_locate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14594);
// Strict UTF-8: input files (traces, policies, baselines) are rejected at the first invalid byte,
// never decoded with U+FFFD replacement characters.


/** Offset of the first byte that is not valid UTF-8, or -1. */
function firstInvalidUtf8(b) {
    let i = 0;
    const n = b.length;
    while (i < n) {
        const c = b[i];
        if (c < 0x80) {
            i++;
            continue;
        }
        const need = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
        if (need === 0)
            return i;
        const min = need === 1 ? 0x80 : need === 2 ? 0x800 : 0x10000;
        if (i + need >= n)
            return i;
        let cp = c & (0x3f >> need);
        for (let k = 1; k <= need; k++) {
            const cc = b[i + k];
            if (cc === undefined || (cc & 0xc0) !== 0x80)
                return i;
            cp = (cp << 6) | (cc & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return i;
        i += need + 1;
    }
    return -1;
}
/** Where the bytes stop being UTF-8 (line and column of the character before which it fails), or null. */
function invalidUtf8(buf) {
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(buf))
        return null;
    const bad = firstInvalidUtf8(buf);
    const prefix = new TextDecoder("utf-8").decode(buf.subarray(0, Math.max(0, bad)));
    const at = new _json_locate_js__WEBPACK_IMPORTED_MODULE_1__/* .LineMap */ .HU(prefix).at(prefix.length);
    return { message: `not UTF-8 text: invalid byte 0x${(buf[bad] ?? 0).toString(16).padStart(2, "0")} at byte offset ${bad}`, offset: bad, line: at.line, column: at.column };
}


/***/ }),

/***/ 87337:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gd: () => (/* binding */ writeFileAtomicAround),
/* harmony export */   SK: () => (/* binding */ writeFileSliced),
/* harmony export */   Ud: () => (/* binding */ writeAllSync),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   bc: () => (/* binding */ writeFileAtomicParts)
/* harmony export */ });
/* unused harmony export WRITE_SLICE */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
// Writing an output file atomically: a temporary sibling, then a rename, so a reader (or a crash)
// never sees half a report. The one writer the CLI and the action use for every file they produce.


let tmpCounter = 0;
/**
 * The most one `write` call is given. One write of several megabytes now and then stalls in the
 * kernel for 0.1-0.2 s (measured on the bench machine, 2 vCPU: a single 4 or 26 MB write took
 * 5-8 ms or 60-200 ms from run to run); the same bytes a megabyte at a time never did.
 */
const WRITE_SLICE = 1 << 20;
/** UTF-16 units whose UTF-8 is at most `WRITE_SLICE` bytes (3 bytes a unit at most). */
const TEXT_SLICE = Math.floor(WRITE_SLICE / 3);
/**
 * Write all of `data` at the file's current position, at most `WRITE_SLICE` bytes per call. Text
 * is written a slice at a time as text (Node encodes it into memory of its own, freed at once): a
 * Buffer made of each megabyte would be garbage held until a collection, hundreds of megabytes of
 * it in a large streamed comparison.
 */
function writeAllSync(fd, data) {
    if (typeof data !== "string") {
        writeBytes(fd, data);
        return;
    }
    for (let at = 0; at < data.length;) {
        let end = Math.min(data.length, at + TEXT_SLICE);
        // never between the two halves of a surrogate pair (each half alone would be written as U+FFFD)
        const last = data.charCodeAt(end - 1);
        if (end < data.length && last >= 0xd800 && last <= 0xdbff)
            end--;
        const piece = at === 0 && end === data.length ? data : data.slice(at, end);
        const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, piece);
        // a short write (rare on a regular file): the rest of the piece's bytes
        if (n !== Buffer.byteLength(piece))
            writeBytes(fd, Buffer.from(piece).subarray(n));
        at = end;
    }
}
function writeBytes(fd, b) {
    for (let off = 0; off < b.length;)
        off += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, b, off, Math.min(WRITE_SLICE, b.length - off));
}
/** Write a file (created or truncated; `wx`: only a new one) as `writeFileSync` does, in slices (`WRITE_SLICE`). */
function writeFileSliced(path, data, o = {}) {
    writeThrough(path, o.flag ?? "w", o.mode ?? 0o666, (fd) => writeAllSync(fd, data));
}
/** Open `path`, let `write` write to it, close it (also when `write` throws). */
function writeThrough(path, flag, mode, write) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, flag, mode);
    try {
        write(fd);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
    }
}
/** Write a file atomically: temp file in the same directory, then rename (mkdir -p first). */
function writeFileAtomic(path, content) {
    writeAtomically(path, (fd) => writeAllSync(fd, content));
}
/** Write a file atomically from pieces of text, a megabyte at a time (never the whole text at once). */
function writeFileAtomicParts(path, parts) {
    writeAtomically(path, (fd) => {
        let pending = [];
        let size = 0;
        for (const p of parts) {
            pending.push(p);
            size += p.length;
            if (size < 1 << 20)
                continue;
            writeAllSync(fd, pending.join(""));
            pending = [];
            size = 0;
        }
        if (pending.length)
            writeAllSync(fd, pending.join(""));
    });
}
/**
 * Write a file atomically from a head, the bytes of a side file (null: none) and a tail: the form
 * of every streamed output (the entries go to a side file as they come, the head is known last).
 */
function writeFileAtomicAround(path, head, side, tail) {
    writeAtomically(path, (fd) => {
        writeAllSync(fd, head);
        if (side !== null)
            copyFileInto(fd, side);
        writeAllSync(fd, tail);
    });
}
/** A temporary sibling written by `write`, then renamed into place (removed if anything fails). */
function writeAtomically(path, write) {
    const abs = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(path);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.mkdirSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(abs), { recursive: true });
    const tmp = `${abs}.tmp-${process.pid}-${tmpCounter++}`;
    try {
        writeThrough(tmp, "w", 0o666, write);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.renameSync)(tmp, abs);
    }
    catch (e) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(tmp, { force: true });
        throw e;
    }
}
function copyFileInto(fd, path) {
    const buf = Buffer.allocUnsafe(WRITE_SLICE);
    const inp = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, "r");
    try {
        let n;
        while ((n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(inp, buf, 0, buf.length, null)) > 0)
            writeAllSync(fd, buf.subarray(0, n));
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(inp);
    }
}


/***/ }),

/***/ 13411:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lH: () => (/* binding */ TOOL_NAME),
/* harmony export */   wV: () => (/* binding */ INFORMATION_URI),
/* harmony export */   xv: () => (/* binding */ VERSION)
/* harmony export */ });
// Kept in sync with package.json by a test (test/version.test.ts).
const VERSION = "0.1.0";
const TOOL_NAME = "arh-action";
const INFORMATION_URI = "https://github.com/arh-action/arh-action";


/***/ })

};
