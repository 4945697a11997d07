#!/usr/bin/env python3
"""Drives a real headless Chromium over the DevTools protocol for the HTML creative tests.

    python3 Tests/Bridge/browser_harness.py --browser /usr/bin/chromium-headless-shell

Standard library only (plus the `openssl` command, for a throwaway certificate). It serves
five loopback origins, four over https with that certificate ("host", "creative", "other",
"assets") and one over plain http ("plain"), and prints them as one JSON line:

    {"origins": {"host": "https://127.0.0.1:PORT", ...}}

Then it reads one JSON line, the scenario:

    {"routes": {"creative": {"/ad.html": {"status": 200, "headers": {...}, "body": "..."}}},
     "open": "https://127.0.0.1:PORT/host.html",
     "steps": [{"waitFor": "JS expression", "timeout": 10}, {"tap": [x, y]}, ...],
     "collect": "JS expression"}

Routes answer by path (the query is ignored); anything else is a 404. Every request is
recorded with its origin's name. The page is opened in a 320 x 200 viewport; each step runs
in order: `waitFor` evaluates the expression in the page's main frame until it is truthy (a
step that times out is an error in the result, and the remaining steps are skipped), `tap`
presses and releases the left mouse button there, a real user activation. At the end
`collect` is evaluated and the harness prints one JSON line and exits:

    {"result": <collect's value>, "timeline": [...], "requests": [...], "console": [...],
     "errors": [...]}

The timeline holds, in the order the harness saw them:
  {"kind": "tap", "x": X, "y": Y}                      a tap the harness made
  {"kind": "windowAttempt", "url": U, "userGesture": B} the page asked for a new window
                                                       (window.open, a target=_blank link);
                                                       Chromium reports it before its own
                                                       checks (a sandbox without allow-popups
                                                       refuses it afterwards)
  {"kind": "window", "url": U}                         Chromium opened a new window for the
                                                       page: what WebKit asks its UI delegate
                                                       for (createWebViewWith)
  {"kind": "topNavigation", "url": U}                  the page's main frame was asked to
                                                       navigate after it loaded; the harness
                                                       refuses it, as the SDK's web view does
  {"kind": "native", "message": M}                     the page logged `kontext-native` M
                                                       (the tests' fake message handler)
A new window is in the timeline where it was created; its URL is filled in once Chromium
knows it. Host names other than 127.0.0.1 do not resolve, so nothing leaves the machine.
"""
import argparse
import fcntl
import json
import os
import queue
import shutil
import ssl
import subprocess
import sys
import tempfile
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse

SECURE_ORIGINS = ("host", "creative", "other", "assets")
PLAIN_ORIGINS = ("plain",)
VIEWPORT = {"width": 320, "height": 200}
NATIVE_PREFIX = "kontext-native "


class Shared:
    """What the servers share: the routes, and the requests received."""

    def __init__(self):
        self.lock = threading.Lock()
        self.routes = {}
        self.requests = []


def make_handler(name, shared):
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True

        def log_message(self, *_):
            pass

        def answer(self):
            path = urlparse(self.path).path
            with shared.lock:
                shared.requests.append({"origin": name, "method": self.command, "path": self.path})
                route = shared.routes.get(name, {}).get(path)
            length = int(self.headers.get("Content-Length") or 0)
            if length:
                self.rfile.read(length)
            if route is None:
                route = {"status": 404, "headers": {"Content-Type": "text/plain"}, "body": "not found"}
            body = route.get("body", "").encode("utf-8")
            self.send_response(int(route.get("status", 200)))
            for key, value in route.get("headers", {}).items():
                self.send_header(key, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        do_GET = do_POST = do_HEAD = answer

        def do_OPTIONS(self):
            self.answer()

    return Handler


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        kind = sys.exc_info()[0]
        if kind and issubclass(kind, (ConnectionError, ssl.SSLError, TimeoutError)):
            return
        super().handle_error(request, client_address)


def certificate(folder):
    """A self-signed certificate for 127.0.0.1, valid for a day."""
    key, cert = os.path.join(folder, "key.pem"), os.path.join(folder, "cert.pem")
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
         "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
        check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return cert, key


class DevTools:
    """The DevTools protocol over Chromium's --remote-debugging-pipe (fd 3 in, fd 4 out)."""

    def __init__(self, browser, profile):
        to_browser_read, to_browser_write = os.pipe()
        from_browser_read, from_browser_write = os.pipe()
        # Above 9, so that putting them on 3 and 4 in the child never overwrites one of them.
        child_in = fcntl.fcntl(to_browser_read, fcntl.F_DUPFD_CLOEXEC, 10)
        child_out = fcntl.fcntl(from_browser_write, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(to_browser_read)
        os.close(from_browser_write)

        def place_pipes():  # in the child, before exec: no threads there
            os.dup2(child_in, 3)
            os.dup2(child_out, 4)

        self.stderr = open(os.path.join(profile, "browser.log"), "w")
        self.process = subprocess.Popen(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--no-default-browser-check", "--disable-extensions", "--mute-audio",
             "--remote-debugging-pipe", "--user-data-dir=" + os.path.join(profile, "profile"),
             "--ignore-certificate-errors", "--disable-features=HttpsUpgrades",
             "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self.stderr,
            preexec_fn=place_pipes, close_fds=False, start_new_session=True)
        os.close(child_in)
        os.close(child_out)
        self.output = os.fdopen(to_browser_write, "wb", buffering=0)
        self.input = os.fdopen(from_browser_read, "rb", buffering=0)
        self.messages = queue.Queue()
        self.next_id = 0
        self.on_event = lambda message: None
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        buffer = b""
        while True:
            chunk = self.input.read(1 << 16)
            if not chunk:
                self.messages.put(None)
                return
            buffer += chunk
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                self.messages.put(json.loads(message))

    def post(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.output.write(json.dumps(message).encode() + b"\0")
        return self.next_id

    def pump(self, until_id=None, deadline=None):
        """Handles messages until the answer to `until_id` arrives (returned) or `deadline`."""
        while True:
            remaining = None if deadline is None else deadline - time.monotonic()
            if remaining is not None and remaining <= 0:
                return None
            try:
                message = self.messages.get(timeout=remaining)
            except queue.Empty:
                return None
            if message is None:
                raise RuntimeError("the browser closed the DevTools pipe")
            if "id" in message:
                if message["id"] == until_id:
                    if "error" in message:
                        raise RuntimeError(f"DevTools error: {message['error']}")
                    return message.get("result", {})
            else:
                self.on_event(message)

    def call(self, method, params=None, session=None, timeout=15):
        answer = self.pump(self.post(method, params, session), time.monotonic() + timeout)
        if answer is None:
            raise RuntimeError(f"{method} got no answer in {timeout} s")
        return answer

    def close(self):
        try:
            self.post("Browser.close")
            self.process.wait(timeout=10)
        except Exception:  # noqa: BLE001 - closing is best effort; the process is ended below
            pass
        if self.process.poll() is None:
            os.killpg(self.process.pid, 9)  # the group this harness started, nothing else
            self.process.wait()
        self.stderr.close()


def run(scenario, shared, devtools):
    timeline, console, errors = [], [], []
    windows = {}  # popup target id -> its timeline entry
    state = {"main": None, "loaded": False, "session": None}

    def on_event(message):
        method, params = message.get("method"), message.get("params", {})
        session = message.get("sessionId")
        if method == "Page.windowOpen":
            timeline.append({"kind": "windowAttempt", "url": params.get("url"),
                             "userGesture": params.get("userGesture")})
        elif method in ("Target.targetCreated", "Target.targetInfoChanged"):
            info = params.get("targetInfo", {})
            if info.get("openerId") == state["main"]:
                window = windows.get(info["targetId"])
                if window is None:
                    window = windows[info["targetId"]] = {"kind": "window", "url": None}
                    timeline.append(window)
                if info.get("url") and info["url"] != "about:blank":
                    window["url"] = info["url"]
        elif method == "Fetch.requestPaused" and session == state["session"]:
            request = params.get("request", {})
            if params.get("frameId") == state["main"] and state["loaded"]:
                timeline.append({"kind": "topNavigation", "url": request.get("url")})
                devtools.post("Fetch.failRequest",
                              {"requestId": params["requestId"], "errorReason": "Aborted"}, session)
            else:
                devtools.post("Fetch.continueRequest", {"requestId": params["requestId"]}, session)
        elif method == "Runtime.consoleAPICalled":
            args = params.get("args", [])
            text = " ".join(str(arg.get("value", arg.get("description", ""))) for arg in args)
            if text.startswith(NATIVE_PREFIX):
                timeline.append({"kind": "native", "message": json.loads(text[len(NATIVE_PREFIX):])})
            else:
                console.append(text)
        elif method == "Log.entryAdded":
            entry = params.get("entry", {})
            console.append(f"{entry.get('level')}: {entry.get('text')}")
        elif method == "Page.loadEventFired" and session == state["session"]:
            state["page_loaded"] = True

    devtools.on_event = on_event
    target = devtools.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = devtools.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    state["session"], state["main"] = session, target
    devtools.call("Target.setDiscoverTargets", {"discover": True})
    for method in ("Page.enable", "Runtime.enable", "Log.enable"):
        devtools.call(method, session=session)
    devtools.call("Emulation.setDeviceMetricsOverride",
                  dict(VIEWPORT, deviceScaleFactor=1, mobile=False), session)
    # Every document request of this page pauses here: the main frame's own first load and the
    # frames' loads go on; a later main-frame navigation is a top navigation, refused.
    devtools.call("Fetch.enable", {"patterns": [{"urlPattern": "*", "resourceType": "Document"}]},
                  session)
    devtools.call("Page.navigate", {"url": scenario["open"]}, session)
    deadline = time.monotonic() + 15
    while not state.get("page_loaded") and time.monotonic() < deadline:
        devtools.pump(deadline=min(deadline, time.monotonic() + 0.05))
    if not state.get("page_loaded"):
        errors.append("the page did not load in 15 s")
    state["loaded"] = True

    def evaluate(expression):
        answer = devtools.call("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                    "awaitPromise": True}, session)
        if "exceptionDetails" in answer:
            raise RuntimeError(f"{expression[:80]}: {answer['exceptionDetails'].get('text')}")
        return answer.get("result", {}).get("value")

    for step in scenario.get("steps", []) if not errors else []:
        if "waitFor" in step:
            limit = time.monotonic() + float(step.get("timeout", 10))
            while not evaluate(step["waitFor"]):
                if time.monotonic() > limit:
                    errors.append(f"timed out waiting for {step['waitFor']}")
                    break
                devtools.pump(deadline=time.monotonic() + 0.025)
            if errors:
                break
        elif "tap" in step:
            x, y = step["tap"]
            timeline.append({"kind": "tap", "x": x, "y": y})
            for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
                devtools.call("Input.dispatchMouseEvent",
                              {"type": kind, "x": x, "y": y, "button": "left" if kind != "mouseMoved" else "none",
                               "clickCount": 1}, session)
    result = None
    if scenario.get("collect"):
        try:
            result = evaluate(scenario["collect"])
        except RuntimeError as error:
            errors.append(str(error))
    # A last round trip, so that every event sent before it is in the timeline; then the new
    # windows' URLs, which Chromium learns as their navigations start.
    devtools.call("Runtime.evaluate", {"expression": "0"}, session)
    deadline = time.monotonic() + 10
    while any(window["url"] is None for window in windows.values()):
        if time.monotonic() > deadline:
            errors.append("a new window's URL was never known")
            break
        devtools.pump(deadline=time.monotonic() + 0.025)
    with shared.lock:
        requests = list(shared.requests)
    return {"result": result, "timeline": timeline, "requests": requests, "console": console,
            "errors": errors}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--browser", required=True)
    args = parser.parse_args()
    if not shutil.which("openssl"):
        sys.exit("browser_harness: the openssl command is required (Debian's ca-certificates "
                 "package depends on it)")
    folder = tempfile.mkdtemp(prefix="kontext-browser-")
    devtools = None
    try:
        # The browser first, while this process has one thread (the child runs Python before exec).
        devtools = DevTools(args.browser, folder)
        shared = Shared()
        cert, key = certificate(folder)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(cert, key)
        origins, servers = {}, []
        for name in SECURE_ORIGINS + PLAIN_ORIGINS:
            server = Server(("127.0.0.1", 0), make_handler(name, shared))
            secure = name in SECURE_ORIGINS
            if secure:
                server.socket = context.wrap_socket(server.socket, server_side=True)
            origins[name] = f"{'https' if secure else 'http'}://127.0.0.1:{server.server_address[1]}"
            threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
            servers.append(server)
        print(json.dumps({"origins": origins}), flush=True)
        line = sys.stdin.readline()
        if not line:
            return
        scenario = json.loads(line)
        with shared.lock:
            shared.routes = scenario.get("routes", {})
        try:
            outcome = run(scenario, shared, devtools)
        except Exception as error:  # noqa: BLE001 - reported to the test, which fails on it
            outcome = {"result": None, "timeline": [], "requests": [], "console": [],
                       "errors": [f"{type(error).__name__}: {error}"]}
        print(json.dumps(outcome), flush=True)
        for server in servers:
            server.shutdown()
    finally:
        if devtools:
            devtools.close()
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
