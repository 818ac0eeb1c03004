#!/usr/bin/env python3
"""Record a memory component's outputs for arh's --memory-results.

Usage: python3 record_results.py OUT.json TRACE.json...

Replays each trace against the reference KeywordStore in-process (swap in your own component) and
writes {trace_id: [output of query/check 0, 1, ...]}, the format --memory-results reads."""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from keyword_store import KeywordStore  # noqa: E402


def record(store, trace):
    store.reset()
    outputs = []
    if trace.get("eval_mode", "qa") == "hit_rate":
        for check in trace["checks"]:
            if check.get("write_input"):
                store.write(check["write_input"])
            outputs.append(store.read(check["read_input"]))
    else:
        for turn in trace["turns"]:
            store.ingest({"role": turn["role"], "content": turn["content"], "metadata": turn.get("metadata") or {}})
        for query in trace["recall_queries"]:
            outputs.append(store.recall(query["query"]))
    return outputs


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    store = KeywordStore()
    results = {}
    for path in argv[1:]:
        with open(path, encoding="utf-8") as f:
            trace = json.load(f)
        results[trace["trace_id"]] = record(store, trace)
    with open(argv[0], "w", encoding="utf-8") as f:
        json.dump(results, f, indent=2, ensure_ascii=False, sort_keys=True)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
