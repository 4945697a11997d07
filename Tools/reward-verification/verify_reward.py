#!/usr/bin/env python3
"""How an app's server verifies Kontext's reward callback (Python 3, standard library only).

    python3 verify_reward.py --port 0 --secret SECRET [--fail-first N]

Serves POST /reward on 127.0.0.1: verifies the Kontext-Signature header, grants each
transaction once, and answers 200 (a duplicate too, so that the ad server stops retrying),
400 for a missing or malformed header or body, 401 for a signature that does not match or a
timestamp outside the replay window. GET /granted lists the granted transactions. Prints the
bound port alone on its first line; exits when its standard input (a pipe) closes.
--fail-first N answers 500 to the first N callbacks, to watch the ad server retry.

Copy verify_reward() and grant(); the rest is a test harness. See README.md.
"""
import argparse
import hashlib
import hmac
import json
import os
import sqlite3
import stat
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

REPLAY_WINDOW_SECONDS = 300


class RewardVerificationError(ValueError):
    """Why a callback is refused; `status` is the HTTP status to answer with."""

    def __init__(self, reason, status=401):
        super().__init__(reason)
        self.status = status


def verify_reward(body: bytes, signature_header: str, secret: str, now: float) -> dict:
    """The payload of a reward callback whose raw `body` and `Kontext-Signature` header were
    received at `now` (unix seconds); raises RewardVerificationError otherwise."""
    # 1. The header: "t=<unix seconds>,v1=<hex HMAC-SHA256>".
    fields = dict(part.strip().split("=", 1) for part in (signature_header or "").split(",") if "=" in part)
    timestamp, signature = fields.get("t", ""), fields.get("v1", "")
    if not timestamp.isascii() or not timestamp.isdigit() or not signature:
        raise RewardVerificationError("malformed Kontext-Signature header", 400)
    # 2. The signature: HMAC-SHA256 of "<t>." + the body exactly as received (before parsing),
    #    compared in constant time.
    expected = hmac.new(secret.encode(), timestamp.encode() + b"." + body, hashlib.sha256).hexdigest()
    received = signature.encode("ascii", "replace")
    if len(received) != len(expected) or not hmac.compare_digest(received, expected.encode()):
        raise RewardVerificationError("signature mismatch")
    # 3. The replay window: a captured callback cannot be replayed later.
    if abs(now - int(timestamp)) > REPLAY_WINDOW_SECONDS:
        raise RewardVerificationError("timestamp outside the replay window")
    # 4. Only now is the body trusted enough to parse.
    try:
        payload = json.loads(body)
    except ValueError:
        raise RewardVerificationError("body is not JSON", 400) from None
    if not isinstance(payload, dict) or not isinstance(payload.get("transaction_id"), str):
        raise RewardVerificationError("body has no transaction_id", 400)
    return payload


# The example store: one row per transaction. transaction_id is the primary key, so a callback
# retried or replayed inside the window inserts nothing, and grants nothing.
database = sqlite3.connect(":memory:", check_same_thread=False)
database.execute("CREATE TABLE rewards (transaction_id TEXT PRIMARY KEY, user_id TEXT, payload TEXT)")
database_lock = threading.Lock()


def grant(payload: dict) -> bool:
    """Records the transaction and grants its reward, once: False when it was granted before."""
    with database_lock, database:  # one transaction: the row and the grant commit together
        inserted = database.execute(
            "INSERT INTO rewards VALUES (?, ?, ?) ON CONFLICT (transaction_id) DO NOTHING",
            (payload["transaction_id"], payload.get("user_id"), json.dumps(payload)),
        ).rowcount == 1
        # if inserted: give payload["user_id"] its payload["reward_amount"] of
        # payload["reward_type"] here, in the same transaction.
        return inserted


def granted() -> list:
    """The payloads of the granted transactions, in the order they were granted."""
    with database_lock:
        rows = database.execute("SELECT payload FROM rewards ORDER BY rowid").fetchall()
    return [json.loads(payload) for (payload,) in rows]


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *_):
        pass

    def answer(self, status, value):
        body = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        if self.path == "/granted":
            self.answer(200, granted())
        else:
            self.answer(404, {"error": "not found"})

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if self.path != "/reward":
            self.answer(404, {"error": "not found"})
            return
        with self.server.lock:
            failing = self.server.fail_first > 0
            if failing:
                self.server.fail_first -= 1
        if failing:
            self.answer(500, {"error": "scripted failure"})
            return
        try:
            payload = verify_reward(body, self.headers.get("Kontext-Signature"), self.server.secret, time.time())
        except RewardVerificationError as error:
            self.answer(error.status, {"error": str(error)})
            return
        # 200 for a duplicate too: it was granted, and the ad server must stop retrying.
        self.answer(200, {"granted": grant(payload)})


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--secret", required=True)
    parser.add_argument("--fail-first", type=int, default=0)
    args = parser.parse_args()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    server.secret, server.fail_first, server.lock = args.secret, args.fail_first, threading.Lock()
    print(server.server_address[1], flush=True)

    def stop_when_stdin_closes():
        while sys.stdin.buffer.read(4096):
            pass
        server.shutdown()

    if stat.S_ISFIFO(os.fstat(sys.stdin.fileno()).st_mode):
        threading.Thread(target=stop_when_stdin_closes, daemon=True).start()
    try:
        server.serve_forever(poll_interval=0.05)
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
