"""The rewarded format of the reference server, its signed reward callback, and the two
verification samples an app's server copies (Tools/reward-verification/).

    python3 -m unittest discover -s Tools/reference-server -p 'test_*.py'

Starts server.py and the verifiers as child processes on port 0. The Node.js verifier's tests are
skipped when `node` is missing, unless KONTEXT_REQUIRE_NODE=1 (CI), which makes that a failure.
"""
import hashlib
import hmac
import http.client
import http.server
import importlib.util
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import threading
import time
import unittest
import uuid

HERE = pathlib.Path(__file__).resolve().parent
SERVER = HERE / "server.py"
VERIFIERS = HERE.parent / "reward-verification"
TOKEN = "test-token"
SECRET = "s3cret-for-tests"
WAIT = 5  # seconds: the longest any step here waits for something to happen
PAYLOAD_KEYS = {"transaction_id", "user_id", "custom_data", "reward_type", "reward_amount",
                "slot_id", "request_id", "earned_at"}


def start(command):
    """Starts a server that prints its port on its first line; returns (process, port)."""
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    line = []
    reader = threading.Thread(target=lambda: line.append(process.stdout.readline()), daemon=True)
    reader.start()
    reader.join(WAIT)
    text = line[0].decode().strip() if line else ""
    if not text.isdigit():
        stop(process)
        raise RuntimeError(f"{command} printed {text!r} instead of a port: {process.stderr.read().decode()[-2000:]}")
    return process, int(text)


def stop(process):
    """Closes the process's standard input, which ends it; kills it if it lingers."""
    try:
        process.stdin.close()
        process.wait(WAIT)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(WAIT)
    process.stdout.close()
    process.stderr.close()


def call(port, method, path, body=None, headers=None, raw=False):
    """(status, parsed JSON or None) of one request to 127.0.0.1:port; `body` is sent as JSON
    unless `raw` (bytes as they are)."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=WAIT)
    try:
        data = body if raw or body is None else json.dumps(body).encode()
        connection.request(method, path, body=data, headers={"Content-Type": "application/json", **(headers or {})})
        response = connection.getresponse()
        text = response.read()
        return response.status, json.loads(text) if text else None
    finally:
        connection.close()


def eventually(read, accept, what):
    """Polls `read()` until `accept` holds for what it returns, for at most WAIT seconds."""
    deadline = time.monotonic() + WAIT
    while True:
        value = read()
        if accept(value):
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"{what} within {WAIT} s; last seen: {value!r}")
        time.sleep(0.02)


def sign(secret, body, timestamp):
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return f"t={timestamp},v1={mac}"


def node_available(test):
    if shutil.which("node"):
        return
    if os.environ.get("KONTEXT_REQUIRE_NODE") == "1":
        test.fail("node is missing, and KONTEXT_REQUIRE_NODE=1")
    test.skipTest("node is missing (KONTEXT_REQUIRE_NODE=1 makes this a failure)")


class ServerTestCase(unittest.TestCase):
    """One reference server for the class, reset before each test."""

    @classmethod
    def setUpClass(cls):
        cls.server, cls.port = start([sys.executable, str(SERVER), "--port", "0", "--token", TOKEN])

    @classmethod
    def tearDownClass(cls):
        stop(cls.server)

    def setUp(self):
        self.assertEqual(call(self.port, "POST", "/_control/reset")[0], 204)

    def request_ad(self, ad_format="rewarded", placement=None, reward_request=None, title="rewards"):
        body = {"title_id": title, "format": ad_format, "request_id": str(uuid.uuid4()),
                "placement": {"rewarded": True} if placement is None else placement}
        if reward_request is not None:
            body["reward_request"] = reward_request
        return call(self.port, "POST", "/v1/ads", body, {"Authorization": f"Bearer {TOKEN}"})

    def filled_slot(self, **options):
        status, answer = self.request_ad(**options)
        self.assertEqual(status, 200, answer)
        return answer["slots"][0], answer["request_id"]

    def reward_event(self, slot, request_id, transaction_id=None, reward=None):
        event = {"event_id": str(uuid.uuid4()), "name": "reward_earned", "format": "rewarded",
                 "slot_id": slot["slot_id"], "request_id": request_id,
                 "timestamp": "2025-06-01T12:00:15.250Z",
                 "transaction_id": transaction_id or str(uuid.uuid4()),
                 "reward": reward or {"type": slot["reward"]["type"], "amount": slot["reward"]["amount"]}}
        return event

    def send_events(self, *events):
        status, answer = call(self.port, "POST", "/v1/events", {"events": list(events)})
        self.assertEqual(status, 200, answer)
        return answer

    def rewards(self):
        return call(self.port, "GET", "/_debug/rewards")[1]

    def configure(self, **control):
        self.assertEqual(call(self.port, "POST", "/_control/rewards", control)[0], 204)

    def settled(self, count=1):
        """The transactions, once `count` of them are there and none is pending."""
        return eventually(self.rewards, lambda r: len(r) == count and all(t["state"] != "pending" for t in r),
                          f"{count} settled reward transaction(s)")


class RewardedRequestTests(ServerTestCase):
    def test_a_rewarded_request_must_say_placement_rewarded(self):
        for placement in ({}, {"rewarded": False}, {"rewarded": "true"}, {"rewarded": 1}, "rewarded"):
            with self.subTest(placement=placement):
                self.assertEqual(self.request_ad(placement=placement),
                                 (422, {"message": "a rewarded request must say placement.rewarded"}))

    def test_reward_request_fields_are_bounded_and_free_of_control_characters(self):
        for field, limit in (("user_id", 256), ("custom_data", 1024)):
            self.assertEqual(self.request_ad(reward_request={field: "a" * limit})[0], 200)
            self.assertEqual(self.request_ad(reward_request={field: "é" * (limit // 2)})[0], 200)
            bad = ["a" * (limit + 1), "é" * (limit // 2) + "a", "\x00", "a\x1fb", "\x7f", "x\x9f", "line\nbreak", 7]
            for value in bad:
                with self.subTest(field=field, value=value if len(str(value)) < 20 else f"{len(value)} chars"):
                    status, answer = self.request_ad(reward_request={field: value})
                    self.assertEqual(status, 422)
                    self.assertIn(f"reward_request.{field}", answer["message"])
        self.assertEqual(self.request_ad(reward_request={"user_id": "user\u00a0é🎬", "custom_data": ""})[0], 200)
        self.assertEqual(self.request_ad(reward_request={})[0], 200)

    def test_a_rewarded_fill_carries_the_reward_and_no_skip(self):
        slot, _ = self.filled_slot(reward_request={"user_id": "u1"})
        self.assertEqual(slot["format"], "rewarded")
        self.assertEqual(slot["reward"], {"type": "coins", "amount": 5, "required_seconds": 15})
        self.assertNotIn("skip_after_seconds", slot)
        self.assertEqual(slot["creative"]["type"], "vast")
        self.assertEqual(slot["creative"]["duration_seconds"], 30)
        self.assertIn("<Duration>00:00:30</Duration>", slot["creative"]["xml"])
        self.assertNotIn("skipoffset", slot["creative"]["xml"])
        self.assertTrue(slot["tracking"]["impression"])

        scenario = {"title_id": "whole", "format": "rewarded", "mode": "fill",
                    "reward_type": "gems", "reward_amount": 10, "required_seconds": None}
        self.assertEqual(call(self.port, "POST", "/_control/scenario", scenario)[0], 204)
        slot, _ = self.filled_slot(title="whole")
        self.assertEqual(slot["reward"], {"type": "gems", "amount": 10})

    def test_linear_is_unchanged(self):
        status, answer = self.request_ad(ad_format="linear", placement={})
        slot = answer["slots"][0]
        self.assertEqual((status, slot["skip_after_seconds"], slot["creative"]["duration_seconds"]), (200, 5, 15))
        self.assertIn('<Linear skipoffset="00:00:05">', slot["creative"]["xml"])
        self.assertIn("<Duration>00:00:15</Duration>", slot["creative"]["xml"])
        self.assertNotIn("reward", slot)


class CallbackTests(ServerTestCase):
    """The ad server's side: which events make a callback, and how it is signed and retried."""

    def start_verifier(self, *options, secret=SECRET):
        process, port = start([sys.executable, str(VERIFIERS / "verify_reward.py"),
                               "--port", "0", "--secret", secret, *options])
        self.addCleanup(stop, process)
        self.configure(callback_url=f"http://127.0.0.1:{port}/reward", secret=SECRET, retry_delays=[0.05, 0.05])
        return port

    def granted(self, port):
        return call(port, "GET", "/granted")[1]

    def test_the_same_event_twice_makes_one_callback(self):
        verifier = self.start_verifier()
        slot, request_id = self.filled_slot()
        event = self.reward_event(slot, request_id)
        self.assertEqual(self.send_events(event), {"accepted": 1, "duplicates": 0})
        self.assertEqual(self.send_events(event), {"accepted": 0, "duplicates": 1})
        # The same transaction in a new event (the SDK resent it under another event_id).
        self.send_events(dict(event, event_id=str(uuid.uuid4())))
        [transaction] = self.settled()
        self.assertEqual(transaction["state"], "delivered")
        self.assertEqual(transaction["attempts"], [{"status": 200, "error": None}])
        self.assertEqual([g["transaction_id"] for g in self.granted(verifier)], [event["transaction_id"]])

    def test_a_second_transaction_for_a_slot_is_refused(self):
        verifier = self.start_verifier()
        slot, request_id = self.filled_slot()
        first = self.reward_event(slot, request_id)
        self.send_events(first)
        self.settled()
        self.send_events(self.reward_event(slot, request_id))
        transactions = self.settled(2)
        self.assertEqual([(t["state"], t["reason"]) for t in transactions],
                         [("delivered", None), ("refused", "already rewarded")])
        self.assertEqual(transactions[1]["attempts"], [])
        self.assertEqual([g["transaction_id"] for g in self.granted(verifier)], [first["transaction_id"]])

    def test_events_that_earn_nothing_are_refused_without_a_callback(self):
        verifier = self.start_verifier()
        slot, request_id = self.filled_slot()
        linear = self.request_ad(ad_format="linear")[1]["slots"][0]
        unknown = self.reward_event(slot, request_id)
        unknown["slot_id"] = "ref-rewarded-never-filled"
        not_rewarded = self.reward_event(slot, request_id)
        not_rewarded["slot_id"] = linear["slot_id"]
        missing = self.reward_event(slot, request_id)
        del missing["transaction_id"]
        more = self.reward_event(slot, request_id, reward={"type": "coins", "amount": 500})
        other_type = self.reward_event(slot, request_id, reward={"type": "gems", "amount": 5})
        no_reward = self.reward_event(slot, request_id)
        del no_reward["reward"]
        self.send_events(unknown, not_rewarded, missing, more, other_type, no_reward)
        transactions = self.settled(6)
        self.assertEqual([(t["state"], t["reason"]) for t in transactions], [
            ("refused", "unknown slot"), ("refused", "not a rewarded slot"),
            ("refused", "missing transaction_id"), ("refused", "reward differs from the slot's"),
            ("refused", "reward differs from the slot's"), ("refused", "reward differs from the slot's")])
        self.assertEqual(transactions[0]["slot_id"], "ref-rewarded-never-filled")
        self.assertIsNone(transactions[2]["transaction_id"])
        self.assertTrue(all(t["attempts"] == [] for t in transactions))
        # A refused transaction does not use up the slot: the right one still earns.
        self.send_events(self.reward_event(slot, request_id))
        self.assertEqual(self.settled(7)[-1]["state"], "delivered")
        self.assertEqual(len(self.granted(verifier)), 1)

    def test_a_failing_callback_is_retried_until_answered(self):
        verifier = self.start_verifier("--fail-first", "2")
        slot, request_id = self.filled_slot()
        self.send_events(self.reward_event(slot, request_id))
        [transaction] = self.settled()
        self.assertEqual(transaction["state"], "delivered")
        self.assertEqual([a["status"] for a in transaction["attempts"]], [500, 500, 200])
        self.assertTrue(all(a["error"].startswith("HTTP 500") for a in transaction["attempts"][:2]))
        self.assertIsNone(transaction["attempts"][2]["error"])
        self.assertEqual(len(self.granted(verifier)), 1)

    def test_a_wrong_secret_is_refused_by_the_verifier_and_given_up(self):
        verifier = self.start_verifier(secret="the-publishers-real-secret")
        slot, request_id = self.filled_slot()
        self.send_events(self.reward_event(slot, request_id))
        [transaction] = self.settled()
        self.assertEqual(transaction["state"], "given_up")
        self.assertEqual([a["status"] for a in transaction["attempts"]], [401, 401, 401])
        self.assertIn("signature mismatch", transaction["attempts"][0]["error"])
        self.assertEqual(self.granted(verifier), [])

    def test_an_unreachable_callback_is_retried_then_given_up(self):
        closed = http.server.HTTPServer(("127.0.0.1", 0), http.server.BaseHTTPRequestHandler)
        port = closed.server_address[1]
        closed.server_close()
        self.configure(callback_url=f"http://127.0.0.1:{port}/reward", retry_delays=[0.01])
        slot, request_id = self.filled_slot()
        self.send_events(self.reward_event(slot, request_id))
        [transaction] = self.settled()
        self.assertEqual(transaction["state"], "given_up")
        self.assertEqual([a["status"] for a in transaction["attempts"]], [None, None])
        self.assertTrue(all(a["error"] for a in transaction["attempts"]))

    def test_without_a_callback_url_the_transaction_is_recorded(self):
        slot, request_id = self.filled_slot()
        self.send_events(self.reward_event(slot, request_id))
        self.assertEqual(self.settled(), [{"transaction_id": self.rewards()[0]["transaction_id"],
                                           "slot_id": slot["slot_id"], "state": "no_callback",
                                           "reason": "no callback configured", "attempts": []}])

    def test_reset_forgets_the_callback_and_the_slots(self):
        self.start_verifier()
        slot, request_id = self.filled_slot()
        call(self.port, "POST", "/_control/reset")
        self.send_events(self.reward_event(slot, request_id))
        self.assertEqual(self.settled()[0]["reason"], "unknown slot")
        slot, request_id = self.filled_slot()
        self.send_events(self.reward_event(slot, request_id))
        self.assertEqual(self.settled(2)[1]["state"], "no_callback")

    def test_the_command_line_configures_the_callback_and_a_reset_keeps_it(self):
        verifier, verifier_port = start([sys.executable, str(VERIFIERS / "verify_reward.py"),
                                         "--port", "0", "--secret", "from-the-flags"])
        self.addCleanup(stop, verifier)
        server, port = start([sys.executable, str(SERVER), "--port", "0", "--token", TOKEN,
                              "--reward-callback", f"http://127.0.0.1:{verifier_port}/reward",
                              "--reward-secret", "from-the-flags"])
        self.addCleanup(stop, server)
        self.assertEqual(call(port, "POST", "/_control/reset")[0], 204)
        body = {"title_id": "flags", "format": "rewarded", "request_id": "r-1", "placement": {"rewarded": True}}
        slot = call(port, "POST", "/v1/ads", body, {"Authorization": f"Bearer {TOKEN}"})[1]["slots"][0]
        call(port, "POST", "/v1/events", {"events": [self.reward_event(slot, "r-1")]})
        eventually(lambda: call(port, "GET", "/_debug/rewards")[1],
                   lambda r: [t["state"] for t in r] == ["delivered"], "a delivered transaction")
        self.assertEqual(len(call(verifier_port, "GET", "/granted")[1]), 1)

    def test_bad_configuration_is_refused(self):
        for control in ({"callback_url": "ftp://x"}, {"secret": 5}, {"retry_delays": [-1]}, {"retry_delays": 3}):
            with self.subTest(control=control):
                self.assertEqual(call(self.port, "POST", "/_control/rewards", control)[0], 400)

    def test_the_callback_is_signed_anew_on_each_attempt(self):
        """What goes over the wire, seen by a bare HTTP server of the test's own: compact JSON
        with exactly the documented keys, and a fresh signature per attempt."""
        received = []

        class Capture(http.server.BaseHTTPRequestHandler):
            def log_message(self, *_):
                pass

            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                received.append((self.path, dict(self.headers), body, time.time()))
                self.send_response(503 if len(received) == 1 else 204)
                self.send_header("Content-Length", "0")
                self.end_headers()

        capture = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Capture)
        threading.Thread(target=capture.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        self.addCleanup(capture.server_close)
        self.addCleanup(capture.shutdown)
        # A delay just over a second, so the second attempt's t differs from the first's.
        self.configure(callback_url=f"http://127.0.0.1:{capture.server_address[1]}/hook?app=1",
                       secret=SECRET, retry_delays=[1.05])
        slot, request_id = self.filled_slot()
        event = self.reward_event(slot, request_id)
        self.send_events(event)
        [transaction] = self.settled()
        self.assertEqual([a["status"] for a in transaction["attempts"]], [503, 204])
        self.assertEqual(transaction["state"], "delivered")
        stamps = []
        for path, headers, body, at in received:
            self.assertEqual(path, "/hook?app=1")
            self.assertEqual(headers["Content-Type"], "application/json")
            match = re.fullmatch(r"t=(\d+),v1=([0-9a-f]{64})", headers["Kontext-Signature"])
            self.assertIsNotNone(match, headers["Kontext-Signature"])
            self.assertEqual(headers["Kontext-Signature"], sign(SECRET, body, match[1]))
            self.assertLessEqual(abs(int(match[1]) - at), 2)
            stamps.append(int(match[1]))
            payload = json.loads(body)
            self.assertEqual(body, json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode())
            self.assertEqual(payload, {
                "transaction_id": event["transaction_id"], "user_id": None, "custom_data": None,
                "reward_type": "coins", "reward_amount": 5, "slot_id": slot["slot_id"],
                "request_id": request_id, "earned_at": "2025-06-01T12:00:15.250Z"})
        self.assertLess(stamps[0], stamps[1])


class VerifierContract:
    """What each verification sample must do; a subclass names the command that runs it."""

    command = None  # the verifier's command line, before "--port 0 --secret SECRET"

    def start_verifier(self, *options):
        process, port = start([*self.command, "--port", "0", "--secret", SECRET, *options])
        self.addCleanup(stop, process)
        return port

    def post(self, port, body, header):
        headers = {} if header is None else {"Kontext-Signature": header}
        return call(port, "POST", "/reward", body, headers, raw=True)

    def test_a_reward_earned_event_makes_exactly_one_verified_callback(self):
        verifier = self.start_verifier()
        self.configure(callback_url=f"http://127.0.0.1:{verifier}/reward", secret=SECRET, retry_delays=[0.05])
        reward_request = {"user_id": "viewer-42 é", "custom_data": '{"episode":"s01e02"}'}
        slot, request_id = self.filled_slot(reward_request=reward_request)
        event = self.reward_event(slot, request_id)
        self.send_events(event)
        [transaction] = self.settled()
        self.assertEqual((transaction["state"], transaction["attempts"]), ("delivered", [{"status": 200, "error": None}]))
        [payload] = call(verifier, "GET", "/granted")[1]
        self.assertEqual(set(payload), PAYLOAD_KEYS)
        self.assertEqual(payload, {
            "transaction_id": event["transaction_id"], "user_id": "viewer-42 é",
            "custom_data": '{"episode":"s01e02"}', "reward_type": "coins", "reward_amount": 5,
            "slot_id": slot["slot_id"], "request_id": request_id, "earned_at": event["timestamp"]})

    def test_it_answers_500_to_the_first_n_callbacks(self):
        verifier = self.start_verifier("--fail-first", "2")
        body = json.dumps({"transaction_id": "t-1"}).encode()
        statuses = [self.post(verifier, body, sign(SECRET, body, int(time.time())))[0] for _ in range(3)]
        self.assertEqual(statuses, [500, 500, 200])

    def test_it_rejects_what_was_not_signed_now_with_the_secret(self):
        verifier = self.start_verifier()
        now = int(time.time())
        body = json.dumps({"transaction_id": "t-good", "user_id": "u", "reward_type": "coins", "reward_amount": 5},
                          separators=(",", ":")).encode()
        header = sign(SECRET, body, now)
        tampered_body = body.replace(b'"reward_amount":5', b'"reward_amount":500')
        flipped = header[:-1] + ("0" if header[-1] != "0" else "1")
        for name, (sent, signature, status) in {
            "tampered body": (tampered_body, header, 401),
            "tampered signature": (body, flipped, 401),
            "truncated signature": (body, header[:-2], 401),
            "another secret": (body, sign("not-the-secret", body, now), 401),
            # now - 301 is at least 301 s old when it arrives, however long sending takes.
            "301 s old": (body, sign(SECRET, body, now - 301), 401),
            "over 300 s ahead": (body, sign(SECRET, body, now + 310), 401),
            "signed at another time": (body, header.replace(f"t={now}", f"t={now - 1}"), 401),
            "no header": (body, None, 400),
            "no v1": (body, f"t={now}", 400),
            "no t": (body, header.split(",")[1], 400),
            "a t that is no number": (body, header.replace(f"t={now}", "t=soon"), 400),
        }.items():
            with self.subTest(name):
                self.assertEqual(self.post(verifier, sent, signature)[0], status)
        self.assertEqual(call(verifier, "GET", "/granted")[1], [])
        # Well inside the window (the functions' tests take the exact bounds); the same
        # transaction again is answered 200, and not granted again.
        old = sign(SECRET, body, int(time.time()) - 290)
        self.assertEqual(self.post(verifier, body, old), (200, {"granted": True}))
        self.assertEqual(self.post(verifier, body, sign(SECRET, body, int(time.time()))), (200, {"granted": False}))
        self.assertEqual([g["transaction_id"] for g in call(verifier, "GET", "/granted")[1]], ["t-good"])


class PythonVerifierTests(VerifierContract, ServerTestCase):
    command = [sys.executable, str(VERIFIERS / "verify_reward.py")]

    def test_verify_reward_function(self):
        spec = importlib.util.spec_from_file_location("verify_reward", VERIFIERS / "verify_reward.py")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        body = b'{"transaction_id":"t-9"}'
        header = sign(SECRET, body, 1_750_000_000)
        self.assertEqual(module.verify_reward(body, header, SECRET, 1_750_000_300), {"transaction_id": "t-9"})
        for now in (1_750_000_301, 1_749_999_699):
            with self.assertRaisesRegex(module.RewardVerificationError, "replay window"):
                module.verify_reward(body, header, SECRET, now)
        with self.assertRaisesRegex(module.RewardVerificationError, "signature mismatch"):
            module.verify_reward(body + b" ", header, SECRET, 1_750_000_000)
        self.assertTrue(module.grant({"transaction_id": "t-9"}))
        self.assertFalse(module.grant({"transaction_id": "t-9"}))


class NodeVerifierTests(VerifierContract, ServerTestCase):
    command = ["node", str(VERIFIERS / "verify_reward.mjs")]

    def setUp(self):
        node_available(self)
        super().setUp()

    def test_verify_reward_function(self):
        script = f"""
            import {{ verifyReward, grant }} from {json.dumps((VERIFIERS / "verify_reward.mjs").as_uri())};
            const body = Buffer.from('{{"transaction_id":"t-9"}}');
            const header = {json.dumps(sign(SECRET, b'{"transaction_id":"t-9"}', 1_750_000_000))};
            const outcome = (now, sent = body) => {{
              try {{ return verifyReward(sent, header, {json.dumps(SECRET)}, now); }}
              catch (error) {{ return error.message; }}
            }};
            console.log(JSON.stringify([outcome(1750000300), outcome(1750000301), outcome(1749999699),
              outcome(1750000000, Buffer.concat([body, Buffer.from(" ")])),
              grant({{transaction_id: "t-9"}}), grant({{transaction_id: "t-9"}})]));
        """
        run = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, timeout=WAIT * 2)
        self.assertEqual(run.returncode, 0, run.stderr.decode())
        self.assertEqual(json.loads(run.stdout), [
            {"transaction_id": "t-9"}, "timestamp outside the replay window",
            "timestamp outside the replay window", "signature mismatch", True, False])


if __name__ == "__main__":
    unittest.main()
