#!/usr/bin/env python3
"""A reference server for KontextVideoSDK's ad protocol, on loopback, standard library only.

    python3 Tools/reference-server/server.py --port 0 [--token TOKEN]
        [--reward-callback URL] [--reward-secret SECRET]

Binds 127.0.0.1, prints the bound port alone on its first line of stdout, and serves until it
is killed or, when its standard input is a pipe, until that pipe closes. Endpoints:

    POST /v1/ads              an ad for one format (Kontext's Video Ads API plus our extension)
    GET  /overlay/{slot_id}   the HTML creative of a slot; it posts kontext.ad.click v1 to its parent
                              (?autoclick=1 clicks itself; ?probe=1 also posts messages a host
                              page must drop, and embeds /_test/hostile from the API origin)
    POST /v1/events           first-party tracking events, de-duplicated by event_id; a
                              reward_earned event calls the publisher's reward callback (REWARDS)
    POST /v1/reports          viewers' reports of ads ("Report this ad"), de-duplicated by event_id
    POST /_control/scenario   what /v1/ads does next, per title_id and format (see SCENARIO below)
    POST /_control/events     {"fail_next": N, "status": 500}: the next N /v1/events answers fail
    POST /_control/rewards    {"callback_url": ..., "secret": ..., "retry_delays": [...]}, each
                              optional: where and how reward callbacks go (REWARDS below)
    POST /_control/reset      forgets scenarios and records, stops pending reward callbacks, and
                              sets the reward callback back to the command line's
    GET  /_debug/requests     the ad requests received, in order (?title_id= filters)
    GET  /_debug/events       the tracking events received, in order, without duplicates
    GET  /_debug/reports      the reports received, in order, without duplicates
    GET  /_debug/rewards      the reward transactions, in order: {"transaction_id", "slot_id",
                              "state", "reason", "attempts": [{"status", "error"}]}
    GET  /pixel/...           a third-party tracking pixel; GET /_debug/pixels lists those hit
    GET  /_debug/origins      {"api": ..., "creative": ...}: the two loopback origins it serves
    POST /_control/page       {"path": "/_test/...", "html": "..."}: serve that page at that path

Creatives (iframe_url) are served from a second port, so that they have an origin of their own,
as on a real CDN; every endpoint answers on both ports.

SCENARIO body: {"title_id": "...", "format": "overlay", "mode": "fill", ...}. title_id and
format may be left out to match every title or format. Modes: fill (ttl_seconds,
display_seconds, app_install: an App Store click_url, or the scenario's click_url, and an
skadn object), no_fill (reason), error (status, message), malformed, truncated, oversize,
unknown_fields, redirect (status, location, body: that many bytes of body on the 3xx), huge
(bytes, declare, rate, encoding: a body of that many bytes, with a Content-Length unless
declare is false, gzip-compressed with encoding "gzip"). delay_seconds delays any mode. A
linear fill with pod: N (2 to 5) is a VAST ad pod of N ads; with pod_failing, its second ad is a
wrapper whose tag answers 404 and a stand-alone (buffet) ad follows the pod to stand in for it.
GET /_test/huge?bytes=N&declare=0&rate=R&encoding=gzip streams such a body too;
GET or POST /_test/redirect/N?to=URL&status=S&body=B redirects (N more hops first), with B bytes
of body on each 3xx.

A request may say what the device takes of SKAdNetwork, as OpenRTB's imp.ext.skadn does:
"skadn": {"versions": ["2.0", ..., "4.0"], "skadnetids": ["x.skadnetwork", ...]} (else 422). An
app-install ad is then signed (Kontext's network, mp7rpxwdrx.skadnetwork) with the latest version
both take, 2.2 to 4.0, and only when skadnetids names the network; else its skadn is left out.
Without the object (off iOS) it is signed with 4.0.

Format "rewarded" (opt-in: the viewer watches a full-screen video to earn a reward) needs
"placement": {"rewarded": true} (else 422) and takes an optional "reward_request": {"user_id",
"custom_data"} (strings of at most 256 and 1024 UTF-8 bytes, no control characters; else 422).
Its slot is a linear one without skip_after_seconds (a 30 s VAST), plus "reward": {"type",
"amount", "required_seconds"}; a scenario may set reward_type, reward_amount and
required_seconds (null: the whole video earns it, and the key is left out).

REWARDS. The server remembers every rewarded slot it filled. A reward_earned event (format
rewarded, slot_id, request_id, timestamp, transaction_id, reward {type, amount}) is refused
(state "refused", with a reason, no callback) when its transaction_id is missing, its slot is
unknown or not rewarded, the slot already has a transaction ("already rewarded"), or its
reward differs from the slot's; a transaction_id seen before does nothing more. Otherwise the
server POSTs, from a background thread, compact JSON {"transaction_id", "user_id",
"custom_data", "reward_type", "reward_amount", "slot_id", "request_id", "earned_at"} to the
callback URL, signed with "Kontext-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret,
'<t>.' + body)>" (signed anew on each attempt). Any 2xx delivers it; anything else (another
status, no connection, no answer within 5 s) is retried after each of retry_delays in turn
(default 1, 2, 4, 8, 16, 32, 60, 60, 60, 60 s), then given up. Without a callback URL a
transaction is recorded as "no_callback". The secret is "test-reward-secret" unless set.
A transaction's state is "pending", "delivered", "given_up", "refused" or "no_callback"; an
attempt is {"status": the HTTP status or null, "error": null when it succeeded, else why not}.
Tools/reward-verification/ has what the publisher's server does with the callback.
"""
import argparse
import hashlib
import hmac
import http.client
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

FORMATS = ("overlay", "pause", "linear", "rewarded")
MAX_BODY = 1 << 20

DEFAULT_REWARD_SECRET = "test-reward-secret"
DEFAULT_RETRY_DELAYS = (1, 2, 4, 8, 16, 32, 60, 60, 60, 60)
CALLBACK_TIMEOUT = 5
# The most UTF-8 bytes each reward_request field may have.
REWARD_REQUEST_LIMITS = {"user_id": 256, "custom_data": 1024}

VAST_TEMPLATE = """<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1">
  <Ad id="{slot_id}">
    <InLine>
      <AdSystem>Kontext reference server</AdSystem>
      <AdTitle>Reference linear ad</AdTitle>
      <Impression><![CDATA[{base}/pixel/impression?slot={slot_id}]]></Impression>
      <Creatives>
        <Creative sequence="1">
          <Linear{skip_offset}>
            <Duration>{duration}</Duration>
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

POD_AD_TEMPLATE = """  <Ad id="{ad_id}" sequence="{sequence}">
    <InLine>
      <AdSystem>Kontext reference server</AdSystem>
      <AdTitle>Reference pod ad {sequence}</AdTitle>
      <Impression><![CDATA[{base}/pixel/impression?slot={slot_id}&ad={ad_id}]]></Impression>
      <Error><![CDATA[{base}/pixel/error?slot={slot_id}&ad={ad_id}&code=[ERRORCODE]]]></Error>
      <Creatives>
        <Creative>
          <Linear{skip_offset}>
            <Duration>00:00:{seconds:02d}</Duration>
            <TrackingEvents>
              <Tracking event="start"><![CDATA[{base}/pixel/start?slot={slot_id}&ad={ad_id}]]></Tracking>
              <Tracking event="complete"><![CDATA[{base}/pixel/complete?slot={slot_id}&ad={ad_id}]]></Tracking>
            </TrackingEvents>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/mp4" width="1280" height="720"><![CDATA[{base}/media/{ad_id}.mp4]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
"""

POD_FAILING_AD_TEMPLATE = """  <Ad id="{ad_id}" sequence="{sequence}">
    <Wrapper>
      <AdSystem>Kontext reference server</AdSystem>
      <VASTAdTagURI><![CDATA[{base}/_test/missing-vast/{ad_id}]]></VASTAdTagURI>
      <Error><![CDATA[{base}/pixel/error?slot={slot_id}&ad={ad_id}&code=[ERRORCODE]]]></Error>
    </Wrapper>
  </Ad>
"""


def pod_vast(slot_id, base, count, failing, skip_offset):
    """A VAST 4.1 ad pod of count ads (15, 20, 10 s ...) in sequence order. With failing, the
    second ad is a wrapper whose tag answers 404, and a stand-alone ad follows the pod: the
    buffet, which stands in for it."""
    ads = []
    for sequence in range(1, count + 1):
        ad_id = f"{slot_id}-{sequence}"
        template = POD_FAILING_AD_TEMPLATE if failing and sequence == 2 else POD_AD_TEMPLATE
        ads.append(template.format(
            ad_id=ad_id, sequence=sequence, base=base, slot_id=slot_id, skip_offset=skip_offset,
            seconds=(15, 20, 10, 15, 20)[(sequence - 1) % 5]))
    if failing:
        buffet = POD_AD_TEMPLATE.format(
            ad_id=f"{slot_id}-buffet", sequence=0, base=base, slot_id=slot_id,
            skip_offset=skip_offset, seconds=15).replace(' sequence="0"', "")
        ads.append(buffet)
    return '<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="4.1">\n' + "".join(ads) + "</VAST>\n"


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

    def __init__(self, token, reward_callback=None, reward_secret=None):
        self.token = token
        self.lock = threading.Lock()
        # The reward callback the command line gave, which a reset goes back to.
        self.initial_rewards = {
            "callback_url": reward_callback,
            "secret": reward_secret if reward_secret is not None else DEFAULT_REWARD_SECRET,
            "retry_delays": list(DEFAULT_RETRY_DELAYS),
        }
        self.stopped = threading.Event()
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
        self.filled_slots = {}  # slot_id -> format, of every slot answered in a fill
        self.reward_slots = {}  # slot_id -> what a rewarded fill promised (see remember_filled)
        self.rewards = []  # the reward transactions, in order, as /_debug/rewards lists them
        self.reward_transaction_ids = set()
        self.rewarded_slots = set()  # slots that have a transaction (not a refused one)
        self.reward_config = dict(self.initial_rewards)
        # Callbacks still retrying belong to the records being forgotten: they stop.
        self.stopped.set()
        self.stopped = threading.Event()

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
        elif url.path == "/_debug/rewards":
            with self.state.lock:
                rewards = json.dumps(self.state.rewards).encode()
            self.send(200, rewards)
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
        elif url.path == "/_control/rewards":
            self.control_rewards(raw)
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
        # What the device and app take of SKAdNetwork (OpenRTB's imp.ext.skadn shape); left
        # out off iOS, and then every app-install ad is signed as before.
        self.request_skadn = body.get("skadn")
        problem = skadn_problem(self.request_skadn)
        if problem:
            self.send_json(422, {"message": problem})
            return
        # The kinds of creative the device draws (placement.creative_types); left out by older
        # SDKs, which draw them all. Apple TV has no web view: no "html", so no HTML creative.
        placement = body.get("placement") if isinstance(body.get("placement"), dict) else {}
        types = placement.get("creative_types", ["image", "vast", "html"])
        if not isinstance(types, list) or not all(isinstance(t, str) for t in types):
            self.send_json(422, {"message": "placement.creative_types must be a list of strings"})
            return
        self.request_draws_html = "html" in types
        reward_request = {}
        if ad_format == "rewarded":
            placement = body.get("placement")
            if not isinstance(placement, dict) or placement.get("rewarded") is not True:
                self.send_json(422, {"message": "a rewarded request must say placement.rewarded"})
                return
            reward_request = body.get("reward_request", {})
            problem = reward_request_problem(reward_request)
            if problem:
                self.send_json(422, {"message": problem})
                return
        with self.state.lock:
            scenario = self.state.scenario_for(body["title_id"], ad_format)
        if scenario.get("delay_seconds"):
            time.sleep(float(scenario["delay_seconds"]))
        self.answer(scenario, ad_format, body.get("request_id"), reward_request)

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

    def answer(self, scenario, ad_format, request_id, reward_request=None):
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
            self.remember_filled(slots[-1], request_id, reward_request or {})
            self.send_json(200, response)

    def remember_filled(self, slot, request_id, reward_request):
        """Remembers a filled slot, and for a rewarded one what a reward_earned event for it
        must match and what its callback carries."""
        with self.state.lock:
            self.state.filled_slots[slot["slot_id"]] = slot["format"]
            if slot["format"] == "rewarded":
                self.state.reward_slots[slot["slot_id"]] = {
                    "request_id": request_id,
                    "user_id": reward_request.get("user_id"),
                    "custom_data": reward_request.get("custom_data"),
                    "reward": {"type": slot["reward"]["type"], "amount": slot["reward"]["amount"]},
                    "required_seconds": slot["reward"].get("required_seconds"),
                    "filled_at": time.time(),
                }

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
            # parameters in the shape Kontext's iOS kit reads (placeholder signatures), of the
            # latest version the device takes, and only when the app declares the network
            # (StoreKit would credit nothing otherwise).
            slot["click_url"] = scenario.get("click_url", "https://apps.apple.com/app/id1234567890")
            signed = signed_skadn(getattr(self, "request_skadn", None))
            if signed:
                slot["skadn"] = signed
        draws_html = getattr(self, "request_draws_html", True)
        if ad_format in ("overlay", "pause") and not draws_html:
            # A device without a web view gets an image in place of the HTML creative.
            del slot["iframe_url"]
            size = (320, 50) if ad_format == "overlay" else (300, 250)
            slot["creative"] = {
                "type": "image", "url": f"{self.creative_base_url()}/image/{slot_id}.png",
                "width": size[0], "height": size[1],
            }
        if ad_format == "overlay":
            slot.setdefault("creative", {"type": "html", "width": 320, "height": 50})
            slot["display_seconds"] = scenario.get("display_seconds", 8)
        elif ad_format == "pause":
            slot.setdefault("creative", {"type": "html", "width": 300, "height": 250})
            slot["layout"] = scenario.get("layout", "card")
        elif ad_format == "linear" and scenario.get("pod"):
            count = max(2, min(int(scenario["pod"]), 5))
            xml = pod_vast(slot_id, base, count, bool(scenario.get("pod_failing")),
                           ' skipoffset="00:00:05"')
            slot["creative"] = {"type": "vast", "xml": xml, "width": 1280, "height": 720}
            slot["skip_after_seconds"] = 5
        elif ad_format == "linear":
            xml = VAST_TEMPLATE.format(
                slot_id=slot_id, base=base, skip_offset=' skipoffset="00:00:05"', duration="00:00:15")
            slot["creative"] = {"type": "vast", "xml": xml, "duration_seconds": 15, "width": 1280, "height": 720}
            slot["skip_after_seconds"] = 5
        else:
            # Rewarded: a linear video the viewer chose to watch, so without a skip offset.
            xml = VAST_TEMPLATE.format(slot_id=slot_id, base=base, skip_offset="", duration="00:00:30")
            slot["creative"] = {"type": "vast", "xml": xml, "duration_seconds": 30, "width": 1280, "height": 720}
            slot["reward"] = {
                "type": scenario.get("reward_type", "coins"),
                "amount": scenario.get("reward_amount", 5),
            }
            required = scenario.get("required_seconds", 15)
            if required is not None:
                slot["reward"]["required_seconds"] = required
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
        deliveries = []
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
                if event.get("name") == "reward_earned":
                    delivery = self.record_reward_earned(event)
                    if delivery:
                        deliveries.append(delivery)
        for delivery in deliveries:
            threading.Thread(target=deliver_reward, args=delivery, daemon=True).start()
        self.send_json(200, {"accepted": accepted, "duplicates": duplicates})

    def record_reward_earned(self, event):
        """Records the transaction a reward_earned event makes (the state's lock held), and
        returns the arguments of its callback's delivery, or None when there is none to make."""
        state = self.state
        transaction_id = event.get("transaction_id")
        slot_id = event.get("slot_id")
        record = {"transaction_id": transaction_id if isinstance(transaction_id, str) and transaction_id else None,
                  "slot_id": slot_id, "state": "refused", "reason": None, "attempts": []}
        if isinstance(transaction_id, str) and transaction_id in state.reward_transaction_ids:
            return None  # the same transaction sent again: it was handled the first time
        slot = state.reward_slots.get(slot_id) if isinstance(slot_id, str) else None
        if not isinstance(transaction_id, str) or not transaction_id:
            record["reason"] = "missing transaction_id"
        elif slot is None:
            known = isinstance(slot_id, str) and slot_id in state.filled_slots
            record["reason"] = "not a rewarded slot" if known else "unknown slot"
        elif slot_id in state.rewarded_slots:
            record["reason"] = "already rewarded"
        elif not same_reward(event.get("reward"), slot["reward"]):
            record["reason"] = "reward differs from the slot's"
        if record["transaction_id"]:
            state.reward_transaction_ids.add(transaction_id)
        state.rewards.append(record)
        if record["reason"]:
            return None
        state.rewarded_slots.add(slot_id)
        config = state.reward_config
        if not config["callback_url"]:
            record["state"], record["reason"] = "no_callback", "no callback configured"
            return None
        record["state"] = "pending"
        payload = {
            "transaction_id": transaction_id,
            "user_id": slot["user_id"],
            "custom_data": slot["custom_data"],
            "reward_type": slot["reward"]["type"],
            "reward_amount": slot["reward"]["amount"],
            "slot_id": slot_id,
            "request_id": slot["request_id"],
            "earned_at": event.get("timestamp"),
        }
        body = json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode()
        return (state, record, body, config["callback_url"], config["secret"],
                list(config["retry_delays"]), state.stopped)

    def control_rewards(self, raw):
        try:
            control = json.loads(raw or b"{}")
            assert isinstance(control, dict)
        except (ValueError, AssertionError):
            self.send_json(400, {"error": "expected a JSON object"})
            return
        url, secret, delays = (control.get(k) for k in ("callback_url", "secret", "retry_delays"))
        if url is not None and not (isinstance(url, str) and urlparse(url).scheme in ("http", "https")):
            self.send_json(400, {"error": "callback_url must be an http(s) URL or null"})
            return
        if "secret" in control and not isinstance(secret, str):
            self.send_json(400, {"error": "secret must be a string"})
            return
        if "retry_delays" in control and not (isinstance(delays, list) and all(
                isinstance(d, (int, float)) and not isinstance(d, bool) and d >= 0 for d in delays)):
            self.send_json(400, {"error": "retry_delays must be a list of seconds"})
            return
        with self.state.lock:
            for key in ("callback_url", "secret", "retry_delays"):
                if key in control:
                    self.state.reward_config[key] = control[key]
        self.send(204)


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


SKADN_NETWORK = "mp7rpxwdrx.skadnetwork"  # Kontext's ad network id
SKADN_VERSIONS = ("2.2", "3.0", "4.0")  # the versions this server signs, oldest first
SKADN_MAX_NETWORKS = 4096


def skadn_problem(skadn):
    """Why a request's skadn object is refused, or None (also when there is none)."""
    if skadn is None:
        return None
    if not isinstance(skadn, dict):
        return "skadn must be an object"
    versions = skadn.get("versions")
    if not isinstance(versions, list) or not all(
            isinstance(v, str) and len(v.split(".")) == 2 and all(p.isdigit() for p in v.split("."))
            for v in versions):
        return "skadn.versions must be a list of versions such as \"4.0\""
    ids = skadn.get("skadnetids")
    if not isinstance(ids, list) or len(ids) > SKADN_MAX_NETWORKS or not all(
            isinstance(i, str) and i.endswith(".skadnetwork") and len(i) <= 256 for i in ids):
        return "skadn.skadnetids must be a list of ad network ids ending in .skadnetwork"
    return None


def signed_skadn(skadn):
    """The slot's skadn object for a request that said `skadn` (None: every version and
    network taken), or None when the device takes no version this server signs or the app does
    not declare its network."""
    if skadn is None:
        version = SKADN_VERSIONS[-1]
    else:
        if SKADN_NETWORK not in skadn["skadnetids"]:
            return None
        taken = [v for v in SKADN_VERSIONS if v in skadn["versions"]]
        if not taken:
            return None
        version = taken[-1]
    signed = {
        "version": version, "network": SKADN_NETWORK, "itunesItem": 1234567890, "sourceApp": 0,
        "fidelities": [
            {"fidelity": fidelity, "nonce": str(uuid.uuid4()),
             "timestamp": int(time.time() * 1000), "signature": f"placeholder-{fidelity}"}
            for fidelity in (0, 1)
        ],
    }
    if version == "4.0":
        signed["sourceIdentifier"] = 42
    else:
        signed["campaign"] = 42
    return signed


def reward_request_problem(reward_request):
    """Why a rewarded request's reward_request is refused, or None."""
    if not isinstance(reward_request, dict):
        return "reward_request must be an object"
    for field, limit in REWARD_REQUEST_LIMITS.items():
        value = reward_request.get(field)
        if value is None:
            continue
        name = f"reward_request.{field}"
        if not isinstance(value, str):
            return f"{name} must be a string"
        try:
            size = len(value.encode("utf-8"))
        except UnicodeEncodeError:
            return f"{name} is not valid Unicode"
        if size > limit:
            return f"{name} must be at most {limit} UTF-8 bytes"
        if any(ord(c) <= 0x1F or 0x7F <= ord(c) <= 0x9F for c in value):
            return f"{name} must not contain a control character"
    return None


def same_reward(sent, promised):
    """Whether an event's reward is the one its slot promised."""
    return (isinstance(sent, dict) and sent.get("type") == promised["type"]
            and type(sent.get("amount")) is not bool and sent.get("amount") == promised["amount"])


def sign(secret, body, timestamp):
    """The Kontext-Signature header of `body` sent at `timestamp` (unix seconds)."""
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return f"t={timestamp},v1={mac.hexdigest()}"


def post_callback(url, body, secret):
    """One attempt: POSTs `body`, signed now, to `url`. Returns (status or None, error or None),
    error None exactly when the attempt succeeded (a 2xx)."""
    target = urlparse(url)
    connection_class = http.client.HTTPSConnection if target.scheme == "https" else http.client.HTTPConnection
    path = (target.path or "/") + (f"?{target.query}" if target.query else "")
    connection = None
    try:
        connection = connection_class(target.hostname, target.port, timeout=CALLBACK_TIMEOUT)
        connection.request("POST", path, body=body, headers={
            "Content-Type": "application/json",
            "Kontext-Signature": sign(secret, body, int(time.time())),
        })
        response = connection.getresponse()
        said = response.read(200).decode("utf-8", "replace").strip()
    except (OSError, ValueError, http.client.HTTPException) as error:
        return None, f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
    finally:
        if connection is not None:
            connection.close()
    if 200 <= response.status < 300:
        return response.status, None
    return response.status, f"HTTP {response.status}" + (f": {said}" if said else "")


def deliver_reward(state, record, body, url, secret, delays, stopped):
    """Calls the publisher's reward callback until it answers 2xx, retrying after each of
    `delays`; stops early when the server is reset (`stopped`)."""
    for delay in [None, *delays]:
        if delay is not None and stopped.wait(delay):
            return
        status, error = post_callback(url, body, secret)
        with state.lock:
            if stopped.is_set():
                return
            record["attempts"].append({"status": status, "error": error})
            if error is None:
                record["state"] = "delivered"
                return
    with state.lock:
        if not stopped.is_set():
            record["state"] = "given_up"


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
    parser.add_argument("--reward-callback", metavar="URL",
                        help="the publisher's server that reward callbacks go to (none unless given)")
    parser.add_argument("--reward-secret", metavar="SECRET",
                        help=f"the secret reward callbacks are signed with ({DEFAULT_REWARD_SECRET} unless given)")
    args = parser.parse_args()

    server = Server(("127.0.0.1", args.port), Handler)
    creative_server = Server(("127.0.0.1", 0), Handler)
    state = State(args.token, args.reward_callback, args.reward_secret)
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
