#!/usr/bin/env python3
"""A deliberately broken memory component: the reference keyword store, except that it forgets
everything it was told whenever a `--- session boundary ---` system turn arrives. Multi-session
traces then lose their expected information; the baseline gate must catch it."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from keyword_store import KeywordStore, serve  # noqa: E402

BOUNDARY = "--- session boundary ---"


class ForgetfulStore(KeywordStore):
    def ingest(self, turn):
        if turn.get("role") == "system" and (turn.get("content") or "").strip() == BOUNDARY:
            self.docs = []  # the bug: memory does not survive the session boundary
            return
        super().ingest(turn)


if __name__ == "__main__":
    serve(ForgetfulStore())
