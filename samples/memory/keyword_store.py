#!/usr/bin/env python3
"""Reference memory component for arh: a plain keyword store behind the NDJSON adapter protocol.

Run by the harness as `python3 samples/memory/keyword_store.py` (see docs/memory-adapter.md).
Reads one JSON request per line on stdin, writes one JSON answer per line on stdout, logs to stderr.

qa mode:       every ingested turn (its content plus any metadata.tool_output) becomes a document;
               recall returns the (at most 3) documents sharing the most keywords with the query.
hit_rate mode: a key/value cache. write_input {"key", "value"} stores, {"key", "delete": true}
               invalidates, {"key", "value", "ttl_ops": n} expires after n further operations;
               read_input {"key"} returns the value or null.
"""
import json
import re
import sys

STOP = set(
    "a an the and or but of to in on at by for with from is are was were be been am do does did "
    "i me my you your we our he she it its they them their this that what which who when where why how "
    "can could would should will shall may might have has had not no so as about any some".split()
)


def keywords(text):
    out = set()
    for w in re.findall(r"[0-9a-z]+", text.lower()):
        if w in STOP:
            continue
        if len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        out.add(w)
    return out


class KeywordStore:
    def __init__(self):
        self.reset()

    # ---- qa ----
    def reset(self):
        self.docs = []  # list of (text, keywords)
        self.cache = {}  # key -> (value, expires_at or None)
        self.clock = 0

    def ingest(self, turn):
        text = turn.get("content") or ""
        meta = turn.get("metadata") or {}
        tool_output = meta.get("tool_output")
        if tool_output is not None:
            extra = tool_output if isinstance(tool_output, str) else json.dumps(tool_output, sort_keys=True)
            text = (text + "\n" + extra).strip()
        if text:
            self.docs.append((text, keywords(text)))

    def recall(self, query, k=3):
        q = keywords(query)
        scored = [(len(q & kw), i) for i, (_, kw) in enumerate(self.docs)]
        best = sorted((s for s in scored if s[0] > 0), key=lambda s: (-s[0], -s[1]))[:k]
        # present the selected documents in chronological order
        return "\n".join(self.docs[i][0] for _, i in sorted(best, key=lambda s: s[1]))

    # ---- hit_rate ----
    def _tick(self):
        self.clock += 1

    def write(self, inp):
        self._tick()
        key = str(inp["key"])
        if inp.get("delete"):
            self.cache.pop(key, None)
            return
        ttl = inp.get("ttl_ops")
        self.cache[key] = (inp.get("value"), None if ttl is None else self.clock + int(ttl))

    def read(self, inp):
        self._tick()
        key = str(inp["key"])
        entry = self.cache.get(key)
        if entry is None:
            return None
        value, expires = entry
        if expires is not None and self.clock > expires:
            del self.cache[key]
            return None
        return value


def handle(store, req):
    op = req.get("op")
    if op == "reset":
        store.reset()
        return {"ok": True}
    if op == "ingest":
        store.ingest(req["turn"])
        return {"ok": True}
    if op == "recall":
        return {"output": store.recall(req["query"])}
    if op == "write":
        store.write(req["input"])
        return {"ok": True}
    if op == "read":
        return {"output": store.read(req["input"])}
    return {"error": "unknown op %r" % (op,)}


def serve(store):
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        try:
            answer = handle(store, req)
        except Exception as exc:  # report, keep serving
            answer = {"error": "%s: %s" % (type(exc).__name__, exc)}
        answer["id"] = req.get("id")
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    serve(KeywordStore())
