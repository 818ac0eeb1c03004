#!/usr/bin/env python3
"""A misbehaving memory component for tests: the reference keyword store, except for the traces
named on the command line, where it misbehaves at the first recall/read request:

  --crash-trace ID    print a message to stderr and exit with code 3
  --hang-trace ID     never answer (sleep)
  --garbage-trace ID  write a line that is not JSON to stdout
  --error-trace ID    answer {"error": ...} instead of an output

Every other trace is served normally, so a test can check that only the named traces fail."""
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from keyword_store import KeywordStore, handle  # noqa: E402


def main(argv):
    modes = {}
    i = 0
    while i < len(argv):
        flag = argv[i]
        if flag in ("--crash-trace", "--hang-trace", "--garbage-trace", "--error-trace") and i + 1 < len(argv):
            modes[argv[i + 1]] = flag[2:-6]
            i += 2
        else:
            sys.stderr.write("faulty_store: unknown argument %s\n" % flag)
            return 2
    store = KeywordStore()
    mode = None
    for line in sys.stdin:
        if not line.strip():
            continue
        req = json.loads(line)
        op = req.get("op")
        if op == "reset":
            mode = modes.get(req.get("trace_id"))
            sys.stderr.write("faulty_store: reset %s (mode %s)\n" % (req.get("trace_id"), mode))
        if mode and op in ("recall", "read"):
            if mode == "crash":
                sys.stderr.write("faulty_store: simulated crash in %s\n" % op)
                sys.stderr.flush()
                sys.exit(3)
            if mode == "hang":
                time.sleep(3600)
            if mode == "garbage":
                sys.stdout.write("DEBUG: about to recall\n")
                sys.stdout.flush()
                continue
            if mode == "error":
                sys.stdout.write(json.dumps({"id": req.get("id"), "error": "simulated backend outage"}) + "\n")
                sys.stdout.flush()
                continue
        answer = handle(store, req)
        answer["id"] = req.get("id")
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
