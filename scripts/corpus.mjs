// The bench corpus generator (scripts/bench.mjs) and the golden tests' generated corpus
// (test/golden/): canonical refund traces from a fixed-seed xorshift PRNG, so the same (n, steps)
// always gives the same files.

/** The traces of a corpus of `n` traces of `steps` steps each, in file order. */
export function* corpusTraces(n, steps) {
  let seed = 0x9e3779b9;
  const rnd = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296;
  };
  const words = "the order refund customer item damaged policy window days payment card delivery status eligible amount currency invoice warehouse carrier tracking return label".split(" ");
  const sentence = (k) => Array.from({ length: k }, () => words[Math.floor(rnd() * words.length)]).join(" ");
  for (let i = 0; i < n; i++) yield makeTrace(i, steps, rnd, sentence);
}

/** The file name of trace `i` of a corpus. */
export const corpusFileName = (i) => `trace-${String(i).padStart(6, "0")}.json`;

function makeTrace(i, STEPS, rnd, sentence) {
  const oid = `ORD-${String(1000 + (i % 9000)).padStart(4, "0")}`;
  const steps = [];
  const fail = rnd() < 0.2;
  for (let k = 0; k < STEPS - 1; k++) {
    const r = rnd();
    const id = `s${k + 1}`;
    if (k === 0) steps.push({ step_id: id, type: "tool_call", tool_name: "lookup_order", arguments: { order_id: oid, include_history: rnd() < 0.5 }, latency_ms: 120 + Math.floor(rnd() * 300), cost_usd: 0.0004, output: { order_id: oid, status: "delivered", total: 49.9, lines: [{ sku: "SKU-1", qty: 1, note: sentence(20) }] } });
    else if (k === 1) steps.push({ step_id: id, type: "tool_call", tool_name: "check_eligibility", arguments: { order_id: oid, reason: fail && rnd() < 0.3 ? "changed my mind" : "damaged" }, latency_ms: 200, cost_usd: 0.0004, output: { eligible: true, max_amount: 49.9 } });
    else if (k === STEPS - 2) steps.push({ step_id: id, type: "tool_call", tool_name: "issue_refund", arguments: { order_id: oid, amount: 49.9, currency: "EUR", note: sentence(12) }, latency_ms: 600, cost_usd: 0.0008, output: { refund_id: `rf_${i}`, status: "issued" } });
    else if (r < 0.6) steps.push({ step_id: id, type: "tool_call", tool_name: "search_policy_docs", arguments: { query: sentence(5), top_k: 1 + (k % 5) }, latency_ms: 150, cost_usd: 0.0003, output: { hits: [{ url: `https://help.example.com/a/${k}`, title: sentence(4), snippet: sentence(30) }] } });
    else steps.push({ step_id: id, type: "model_response", text: sentence(40), latency_ms: 300, cost_usd: 0.0006, input_tokens: 150, output_tokens: 40, requires_grounding: rnd() < 0.3, citations: [{ url: `https://help.example.com/a/${k}`, source: "help center" }] });
  }
  steps.push({ step_id: `s${STEPS}`, type: "model_response", text: fail && rnd() < 0.5 ? "" : `Refunded EUR 49.90 for ${oid}. ${sentence(20)}`, latency_ms: 900, cost_usd: 0.002, input_tokens: 1200, output_tokens: 90 });
  return { schema_version: "1", trace_id: `bench-${String(i).padStart(6, "0")}`, agent_name: "refund-copilot", workflow: "refund", steps };
}
