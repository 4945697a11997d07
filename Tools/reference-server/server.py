#!/usr/bin/env python3
"""A reference server for KontextVideoSDK's ad protocol, on loopback, standard library only.

    python3 Tools/reference-server/server.py --port 0 [--token TOKEN]

Binds 127.0.0.1, prints the bound port alone on its first line of stdout, and serves until it
is killed or, when its standard input is a pipe, until that pipe closes. Endpoints:

    POST /v1/ads              an ad for one format (Kontext's Video Ads API plus our extension)
    GET  /overlay/{slot_id}   the HTML creative of a slot; it posts kontext.ad.click v1 to its parent
                              (?autoclick=1 clicks itself; ?probe=1 also posts messages a host
                              page must drop, and embeds /_test/hostile from the API origin)
    POST /v1/events           first-party tracking events, de-duplicated by event_id
    POST /v1/reports          viewers' reports of ads ("Report this ad"), de-duplicated by event_id
    POST /_control/scenario   what /v1/ads does next, per title_id and format (see SCENARIO below)
    POST /_control/events     {"fail_next": N, "status": 500}: the next N /v1/events answers fail
    POST /_control/reset      forgets scenarios and records
    GET  /_debug/requests     the ad requests received, in order (?title_id= filters)
    GET  /_debug/events       the tracking events received, in order, without duplicates
    GET  /_debug/reports      the reports received, in order, without duplicates
    GET  /pixel/...           a third-party tracking pixel; GET /_debug/pixels lists those hit
    GET  /_debug/origins      {"api": ..., "creative": ...}: the two loopback origins it serves
    POST /_control/page       {"path": "/_test/...", "html": "..."}: serve that page at that path

Creatives (iframe_url) are served from a second port, so that they have an origin of their own,
as on a real CDN; every endpoint answers on both ports.

SCENARIO body: {"title_id": "...", "format": "overlay", "mode": "fill", ...}. title_id and
format may be left out to match every title or format. Modes: fill (ttl_seconds,
display_seconds, app_install: an App Store click_url and an skadn object), no_fill (reason), error (status, message), malformed, truncated, oversize,
unknown_fields, redirect (status, location, body: that many bytes of body on the 3xx), huge
(bytes, declare, rate, encoding: a body of that many bytes, with a Content-Length unless
declare is false, gzip-compressed with encoding "gzip"). delay_seconds delays any mode.
GET /_test/huge?bytes=N&declare=0&rate=R&encoding=gzip streams such a body too;
GET or POST /_test/redirect/N?to=URL&status=S&body=B redirects (N more hops first), with B bytes
of body on each 3xx.
"""
import argparse
import json
import os
import stat
import struct
import sys
import threading
import time
import uuid
import zlib
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

FORMATS = ("overlay", "pause", "linear")
MAX_BODY = 1 << 20

VAST_TEMPLATE = """<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1">
  <Ad id="{slot_id}">
    <InLine>
      <AdSystem>Kontext reference server</AdSystem>
      <AdTitle>Reference linear ad</AdTitle>
      <Impression><![CDATA[{base}/pixel/impression?slot={slot_id}]]></Impression>
      <Creatives>
        <Creative sequence="1">
          <Linear skipoffset="00:00:05">
            <Duration>00:00:15</Duration>
            <TrackingEvents>
              <Tracking event="start"><![CDATA[{base}/pixel/start?slot={slot_id}]]></Tracking>
              <Tracking event="complete"><![CDATA[{base}/pixel/complete?slot={slot_id}]]></Tracking>
            </TrackingEvents>
            <VideoClicks>
              <ClickThrough><![CDATA[https://example.com/landing]]></ClickThrough>
            </VideoClicks>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/mp4" width="1280" height="720"><![CDATA[{base}/media/{slot_id}.mp4]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>
"""

OVERLAY_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>Kontext reference creative</title>
<style>body{{margin:0;font:16px system-ui;background:#1d1d3b;color:#fff}}
button{{width:100%;height:100vh;border:0;background:none;color:inherit;font:inherit}}</style></head>
<body><button id="cta">Reference ad: tap to learn more</button>
<script>
const slotId = {slot_id_json};
const options = new URLSearchParams(location.search);
function post(type, extra) {{
  window.parent.postMessage(Object.assign({{type: type, version: 1, slot_id: slotId}}, extra || {{}}), "*");
}}
document.getElementById("cta").addEventListener("click", function () {{
  post("kontext.ad.click", {{cta_url: "https://example.com/landing"}});
}});
post("kontext.ad.ready");
if (options.get("probe") === "1") {{
  // What a host page must drop: an unknown type, another version, another slot, an unsafe
  // landing page, text that is not JSON, and a message from a frame of another origin.
  post("kontext.ad.expand");
  window.parent.postMessage({{type: "kontext.ad.click", version: 2, slot_id: slotId, cta_url: "https://example.com/v2"}}, "*");
  post("kontext.ad.click", {{slot_id: "another-slot", cta_url: "https://example.com/other"}});
  post("kontext.ad.click", {{cta_url: "javascript:alert(document.domain)"}});
  window.parent.postMessage("not json", "*");
  const hostile = document.createElement("iframe");
  hostile.src = {hostile_url_json} + "?slot_id=" + encodeURIComponent(slotId);
  document.body.appendChild(hostile);
}}
if (options.get("autoclick") === "1") {{
  setTimeout(function () {{ document.getElementById("cta").click(); }}, 50);
}}
</script></body></html>
"""

HOSTILE_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>Another origin</title></head><body><script>
const slotId = new URLSearchParams(location.search).get("slot_id");
const click = {type: "kontext.ad.click", version: 1, slot_id: slotId, cta_url: "https://example.com/hostile"};
window.top.postMessage(click, "*");
window.parent.postMessage(click, "*");
</script></body></html>
"""



HUGE_BLOCK = 1 << 20


def huge_pieces(total, encoding):
    """The pieces of a body of `total` bytes of b"x" as sent with `encoding` ("identity" or
    "gzip"), lazily, and their length on the wire.

    The gzip stream is built without compressing gigabytes: each 1 MiB block is deflated once
    and ended with a full flush, which makes it independent of what came before, so the same
    compressed bytes stand for every whole block; only the CRC-32 is computed as they go."""
    if encoding == "identity":
        chunk = b"x" * 65536

        def identity():
            sent = 0
            while sent < total:
                n = min(len(chunk), total - sent)
                yield chunk[:n]
                sent += n

        return identity(), total
    if encoding != "gzip":
        raise ValueError(f"unknown encoding {encoding}")
    block = b"x" * HUGE_BLOCK
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    whole = deflate.compress(block) + deflate.flush(zlib.Z_FULL_FLUSH)
    count, rest = divmod(total, HUGE_BLOCK)
    tail = deflate.compress(b"x" * rest) + deflate.flush(zlib.Z_FINISH)
    header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"
    length = len(header) + count * len(whole) + len(tail) + 8

    def gzip():
        # About 64 KiB a write (64 MiB inflated), as a server compressing a body would send it.
        per_write = max(1, 65536 // len(whole))
        yield header
        crc = 0
        sent = 0
        while sent < count:
            n = min(per_write, count - sent)
            yield whole * n
            for _ in range(n):
                crc = zlib.crc32(block, crc)
            sent += n
        crc = zlib.crc32(block[:rest], crc)
        yield tail + struct.pack("<II", crc, total & 0xFFFFFFFF)

    return gzip(), length

class State:
    """Everything the server remembers, behind one lock."""

    def __init__(self, token):
        self.token = token
        self.lock = threading.Lock()
        self.reset()

    def reset(self):
        self.requests = []
        self.events = []
        self.event_ids = set()
        self.reports = []
        self.report_ids = set()
        self.duplicate_events = 0
        self.scenarios = {}
        self.event_failures = []  # (status, Retry-After or None) to answer /v1/events with, one per request
        self.pixels = []
        self.pages = {}  # path -> HTML, set through /_control/page
        self.recorded = []  # requests to /_test/record, with the credentials they carried

    def scenario_for(self, title_id, ad_format):
        for key in ((title_id, ad_format), (title_id, "*"), ("*", ad_format), ("*", "*")):
            if key in self.scenarios:
                return dict(self.scenarios[key])
        return {"mode": "fill"}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True
    server_version = "KontextReference/1"

    def log_message(self, *_):
        pass

    @property
    def state(self) -> State:
        return self.server.state

    # Plumbing

    def send(self, status, body=b"", content_type="application/json", length=None, headers=None):
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        self.end_headers()
        if body:
            self.wfile.write(body)

    def send_json(self, status, value):
        self.send(status, json.dumps(value).encode())

    def read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        if length > MAX_BODY:
            raise ValueError("body too large")
        return self.rfile.read(length) if length else b""

    def base_url(self):
        return self.server.origins["api"]

    def creative_base_url(self):
        return self.server.origins["creative"]

    # Routes

    def do_GET(self):
        url = urlparse(self.path)
        if url.path.startswith("/pixel/"):
            with self.state.lock:
                self.state.pixels.append(self.path)
            self.send(204)
        elif url.path == "/_debug/pixels":
            with self.state.lock:
                self.send_json(200, list(self.state.pixels))
        elif url.path == "/_debug/requests":
            title = parse_qs(url.query).get("title_id", [None])[0]
            with self.state.lock:
                records = [r for r in self.state.requests if title is None or r.get("title_id") == title]
            self.send_json(200, records)
        elif url.path == "/_debug/events":
            with self.state.lock:
                self.send_json(200, list(self.state.events))
        elif url.path == "/_debug/reports":
            with self.state.lock:
                self.send_json(200, list(self.state.reports))
        elif url.path == "/_debug/origins":
            self.send_json(200, self.server.origins)
        elif url.path.startswith("/overlay/"):
            slot_id = url.path[len("/overlay/"):]
            html = OVERLAY_HTML.format(
                slot_id_json=json.dumps(slot_id),
                hostile_url_json=json.dumps(self.base_url() + "/_test/hostile"),
            )
            self.send(200, html.encode(), "text/html; charset=utf-8")
        elif url.path.startswith("/_test/redirect/"):
            self.redirect(url)
        elif url.path == "/_test/record":
            self.record()
        elif url.path == "/_test/huge":
            query = parse_qs(url.query)
            self.stream_huge(
                int(query.get("bytes", [str(2 << 30)])[0]),
                declare=query.get("declare", ["1"])[0] == "1",
                rate=float(query.get("rate", ["0"])[0]),
                encoding=query.get("encoding", ["identity"])[0],
            )
        elif url.path == "/_test/drip":
            query = parse_qs(url.query)
            self.drip(int(query.get("bytes", ["600"])[0]), float(query.get("interval", ["1"])[0]))
        elif url.path == "/_debug/recorded":
            with self.state.lock:
                self.send_json(200, list(self.state.recorded))
        elif url.path == "/_test/hostile":
            self.send(200, HOSTILE_HTML.encode(), "text/html; charset=utf-8")
        elif url.path in self.state.pages:
            with self.state.lock:
                page = self.state.pages[url.path]
            self.send(200, page.encode(), "text/html; charset=utf-8")
        else:
            self.send_json(404, {"error": "not found"})

    def do_POST(self):
        url = urlparse(self.path)
        try:
            raw = self.read_body()
        except ValueError:
            self.send_json(413, {"error": "body too large"})
            return
        if url.path == "/v1/ads":
            self.handle_ads(raw)
        elif url.path == "/_test/record":
            self.record()
        elif url.path.startswith("/_test/redirect/"):
            self.redirect(url)
        elif url.path == "/v1/events":
            self.handle_events(raw)
        elif url.path == "/v1/reports":
            self.handle_reports(raw)
        elif url.path == "/_control/scenario":
            scenario = json.loads(raw or b"{}")
            key = (scenario.pop("title_id", "*"), scenario.pop("format", "*"))
            with self.state.lock:
                self.state.scenarios[key] = scenario
            self.send(204)
        elif url.path == "/_control/events":
            control = json.loads(raw or b"{}")
            with self.state.lock:
                failure = (int(control.get("status", 500)), control.get("retry_after"))
                self.state.event_failures = [failure] * int(control.get("fail_next", 0))
            self.send(204)
        elif url.path == "/_control/page":
            page = json.loads(raw or b"{}")
            path, html = page.get("path"), page.get("html")
            if not isinstance(path, str) or not path.startswith("/_test/") or not isinstance(html, str):
                self.send_json(400, {"error": "expected {\"path\": \"/_test/...\", \"html\": \"...\"}"})
                return
            with self.state.lock:
                self.state.pages[path] = html
            self.send(204)
        elif url.path == "/_control/reset":
            with self.state.lock:
                self.state.reset()
            self.send(204)
        else:
            self.send_json(404, {"error": "not found"})

    def handle_ads(self, raw):
        record = {
            "received_at": time.time(),
            "authorization": self.headers.get("Authorization"),
            "content_type": self.headers.get("Content-Type"),
            "cookie": self.headers.get("Cookie"),
            "accept_encoding": self.headers.get("Accept-Encoding"),
        }
        try:
            body = json.loads(raw)
        except ValueError:
            body = None
        record["body"] = body if body is not None else raw.decode("utf-8", "replace")
        if isinstance(body, dict):
            record["title_id"] = body.get("title_id")
        with self.state.lock:
            self.state.requests.append(record)

        if self.headers.get("Authorization") != f"Bearer {self.state.token}":
            self.send_json(401, {"error": "invalid publisher token"})
            return
        if not isinstance(body, dict):
            self.send_json(400, {"error": "the body is not a JSON object"})
            return
        ad_format = body.get("format")
        if not body.get("title_id") or ad_format not in FORMATS:
            self.send_json(422, {"message": "title_id and a known format are required"})
            return
        with self.state.lock:
            scenario = self.state.scenario_for(body["title_id"], ad_format)
        if scenario.get("delay_seconds"):
            time.sleep(float(scenario["delay_seconds"]))
        self.answer(scenario, ad_format, body.get("request_id"))

    def redirect(self, url):
        """`/_test/redirect/N?to=URL&status=S&body=B`: N more hops through this path, then a
        redirect to URL, each answered with S (302 unless given) and B bytes of body (none unless
        given)."""
        query = parse_qs(url.query)
        hops = int(url.path.rsplit("/", 1)[-1] or 0)
        target = query.get("to", [self.base_url() + "/_test/record"])[0]
        if hops > 0:
            target = f"{self.base_url()}/_test/redirect/{hops - 1}?{url.query}"
        self.send_redirect(
            int(query.get("status", ["302"])[0]), target, int(query.get("body", ["0"])[0]))

    def send_redirect(self, status, location, body_bytes=0):
        """A `status` redirect to `location` with `body_bytes` bytes of body, sent as fast as the
        socket takes them; stops when the client goes away."""
        pieces, length = huge_pieces(body_bytes, "identity")
        self.send_response(status)
        self.send_header("Location", location)
        self.send_header("Content-Length", str(length))
        self.end_headers()
        try:
            for piece in pieces:
                self.wfile.write(piece)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def drip(self, total, interval):
        """A 200 declaring `total` bytes, then one byte every `interval` seconds; stops when the
        client goes away."""
        self.send_response(200)
        self.send_header("Content-Type", "image/gif")
        self.send_header("Content-Length", str(total))
        self.end_headers()
        try:
            for _ in range(total):
                self.wfile.write(b"x")
                self.wfile.flush()
                time.sleep(interval)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def stream_huge(self, total, declare, rate, encoding="identity"):
        """A body of `total` bytes, with or without Content-Length, at `rate` bytes/s on the wire
        (0: as fast as the socket takes it); stops when the client goes away. With encoding
        "gzip" the `total` bytes are sent gzip-compressed (`Content-Encoding: gzip`, whatever
        the request's Accept-Encoding said), about 1,000 times smaller on the wire: a gzip bomb.
        """
        pieces, length = huge_pieces(total, encoding)
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        if encoding != "identity":
            self.send_header("Content-Encoding", encoding)
        if declare:
            self.send_header("Content-Length", str(length))
        else:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        sent = 0
        started = time.monotonic()
        try:
            for piece in pieces:
                self.wfile.write(piece)
                sent += len(piece)
                if rate > 0:
                    ahead = sent / rate - (time.monotonic() - started)
                    if ahead > 0:
                        time.sleep(ahead)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def record(self):
        with self.state.lock:
            self.state.recorded.append({
                "path": self.path,
                "method": self.command,
                "authorization": self.headers.get("Authorization"),
                "cookie": self.headers.get("Cookie"),
                "accept_encoding": self.headers.get("Accept-Encoding"),
            })
        self.send_json(200, {"recorded": True})

    def answer(self, scenario, ad_format, request_id):
        mode = scenario.get("mode", "fill")
        if mode == "redirect":
            self.send_redirect(
                int(scenario.get("status", 302)),
                scenario.get("location", self.creative_base_url() + "/_test/record"),
                int(scenario.get("body", 0)),
            )
        elif mode == "huge":
            self.stream_huge(
                int(scenario.get("bytes", 2 << 30)),
                declare=bool(scenario.get("declare", True)),
                rate=float(scenario.get("rate", 0)),
                encoding=scenario.get("encoding", "identity"),
            )
        elif mode == "no_fill":
            response = {"request_id": request_id, "slots": []}
            if scenario.get("reason"):
                response["no_fill_reason"] = scenario["reason"]
            self.send_json(200, response)
        elif mode == "error":
            status = int(scenario.get("status", 500))
            self.send_json(status, {"message": scenario.get("message", HTTPStatus(status).phrase)})
        elif mode == "malformed":
            self.send(200, b"<html><body>502 Bad Gateway</body></html>", "text/html")
        elif mode == "truncated":
            full = json.dumps({"request_id": request_id, "slots": [self.slot(ad_format, scenario)]}).encode()
            self.send(200, full[: len(full) // 2])
        elif mode == "oversize":
            padding = "x" * (2 * MAX_BODY)
            self.send_json(200, {"request_id": request_id, "slots": [], "padding": padding})
        else:
            slots = [self.slot(ad_format, scenario)]
            response = {"request_id": request_id, "slots": slots}
            if mode == "unknown_fields":
                response["experimental"] = {"nested": [1, 2, 3]}
                slots.insert(0, {"slot_id": "holo-1", "format": "hologram", "iframe_url": self.base_url()})
                slots.insert(1, {"slot_id": "flash-1", "format": ad_format, "creative": {"type": "flash"}})
                slots[-1]["future_field"] = {"anything": True}
            self.send_json(200, response)

    def slot(self, ad_format, scenario):
        slot_id = f"ref-{ad_format}-{uuid.uuid4().hex[:10]}"
        base = self.base_url()
        slot = {
            "slot_id": slot_id,
            "format": ad_format,
            "iframe_url": f"{self.creative_base_url()}/overlay/{slot_id}",
            "ttl_seconds": scenario.get("ttl_seconds", 3600),
            "click_url": "https://example.com/landing",
            "advertiser": "Reference Advertiser",
            "why_this_ad": {
                "reasons": ["You are watching a drama series", "Ads are shown in your language"],
                "url": "https://example.com/why-this-ad",
            },
            "tracking": {
                name: [f"{base}/pixel/{name}?slot={slot_id}"]
                for name in ("impression", "viewable", "click", "close", "not_used", "error")
            },
        }
        if scenario.get("app_install"):
            # An app-install ad: its click goes to an App Store page, and it carries SKAdNetwork
            # parameters in the shape Kontext's iOS kit reads (placeholder signatures).
            slot["click_url"] = "https://apps.apple.com/app/id1234567890"
            slot["skadn"] = {
                "version": "4.0", "network": "reference.kontext.skadnetwork",
                "itunesItem": 1234567890, "sourceApp": 0, "sourceIdentifier": 42,
                "fidelities": [
                    {"fidelity": fidelity, "nonce": str(uuid.uuid4()),
                     "timestamp": int(time.time() * 1000), "signature": f"placeholder-{fidelity}"}
                    for fidelity in (0, 1)
                ],
            }
        if ad_format == "overlay":
            slot["creative"] = {"type": "html", "width": 320, "height": 50}
            slot["display_seconds"] = scenario.get("display_seconds", 8)
        elif ad_format == "pause":
            slot["creative"] = {"type": "html", "width": 300, "height": 250}
            slot["layout"] = scenario.get("layout", "card")
        else:
            xml = VAST_TEMPLATE.format(slot_id=slot_id, base=base)
            slot["creative"] = {"type": "vast", "xml": xml, "duration_seconds": 15, "width": 1280, "height": 720}
            slot["skip_after_seconds"] = 5
        return slot

    def handle_events(self, raw):
        with self.state.lock:
            failure = self.state.event_failures.pop(0) if self.state.event_failures else None
        if failure:
            status, retry_after = failure
            headers = {"Retry-After": str(retry_after)} if retry_after is not None else None
            self.send(status, json.dumps({"error": "scripted failure"}).encode(), headers=headers)
            return
        try:
            events = json.loads(raw).get("events")
            assert isinstance(events, list)
        except (ValueError, AttributeError, AssertionError):
            self.send_json(400, {"error": "expected {\"events\": [...]}"})
            return
        accepted = duplicates = 0
        with self.state.lock:
            for event in events:
                event_id = event.get("event_id") if isinstance(event, dict) else None
                if not event_id:
                    continue
                if event_id in self.state.event_ids:
                    duplicates += 1
                    self.state.duplicate_events += 1
                    continue
                self.state.event_ids.add(event_id)
                self.state.events.append(event)
                accepted += 1
        self.send_json(200, {"accepted": accepted, "duplicates": duplicates})


    def handle_reports(self, raw):
        # A report is one of the SDK's events (name "report", the viewer's reason in "reason"),
        # sent apart so that a server can route it to review.
        try:
            reports = json.loads(raw).get("reports")
            assert isinstance(reports, list)
        except (ValueError, AttributeError, AssertionError):
            self.send_json(400, {"error": "expected {\"reports\": [...]}"})
            return
        accepted = 0
        with self.state.lock:
            for report in reports:
                report_id = report.get("event_id") if isinstance(report, dict) else None
                if not report_id or report_id in self.state.report_ids:
                    continue
                self.state.report_ids.add(report_id)
                self.state.reports.append(report)
                accepted += 1
        self.send_json(200, {"accepted": accepted})


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A client that closes a keep-alive connection is normal, not an error worth a trace.
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--port", type=int, default=0, help="port on 127.0.0.1; 0 picks a free one")
    parser.add_argument("--token", default="test-token", help="the publisher token it accepts")
    args = parser.parse_args()

    server = Server(("127.0.0.1", args.port), Handler)
    creative_server = Server(("127.0.0.1", 0), Handler)
    state = State(args.token)
    origins = {
        "api": f"http://127.0.0.1:{server.server_address[1]}",
        "creative": f"http://127.0.0.1:{creative_server.server_address[1]}",
    }
    for each in (server, creative_server):
        each.state = state
        each.origins = origins
    print(server.server_address[1], flush=True)

    def stop_when_stdin_closes():
        try:
            while sys.stdin.buffer.read(4096):
                pass
        finally:
            creative_server.shutdown()
            server.shutdown()

    # Only a pipe is watched: that is how a parent process (the tests, CI) says "stop" by
    # closing it. A terminal is not read (a background job reading it would be stopped by
    # SIGTTIN), and /dev/null, which ends at once, would stop the server before it serves.
    if stat.S_ISFIFO(os.fstat(sys.stdin.fileno()).st_mode):
        threading.Thread(target=stop_when_stdin_closes, daemon=True).start()
    threading.Thread(target=creative_server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    try:
        server.serve_forever(poll_interval=0.05)
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
        creative_server.server_close()


if __name__ == "__main__":
    main()
