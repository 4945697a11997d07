// Unit tests of the HTML creative bridge (Sources/KontextVideoCore/Creatives/HTML/Web/
// kontext-bridge.js), with Node's own test runner and no npm package:
//     node --test Tests/Bridge
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

const scriptPath = fileURLToPath(
  new URL("../../Sources/KontextVideoCore/Creatives/HTML/Web/kontext-bridge.js", import.meta.url),
);
const source = readFileSync(scriptPath, "utf8");

// Runs the bridge script in a fresh context whose global is `window` (a fake, or none).
function loadBridge(window = {}) {
  const context = vm.createContext(Object.assign(window, { URL, JSON }));
  vm.runInContext(source, context, { filename: "kontext-bridge.js" });
  return context.KontextBridge;
}

// The click policy: the native side's, when `swift test` runs this (it passes it in the
// environment, as it writes it into the host page); else the same rules written out here.
const nativePolicy = process.env.KONTEXT_CLICK_POLICY;
const clickPolicy = nativePolicy
  ? JSON.parse(nativePolicy)
  : { schemes: ["http", "https", "itms-apps", "itms-appss"], webSchemes: ["http", "https"], maxLength: 2048 };
if (nativePolicy) console.log("# using the native click policy");
const config = { slotID: "slot-1", creativeOrigin: "https://creative.example", clickPolicy };
const click = { type: "kontext.ad.click", version: 1, slot_id: "slot-1", cta_url: "https://brand.example/landing" };
const fromCreative = (data, origin = config.creativeOrigin) => ({ origin, data, fromCreativeFrame: true });

test("a click from the creative's origin is forwarded with its landing page", () => {
  const bridge = loadBridge();
  const decision = bridge.accept(config, fromCreative(click));
  assert.deepEqual({ ...decision.forward }, { ...click });
});

test("unknown fields are not forwarded", () => {
  const bridge = loadBridge();
  const decision = bridge.accept(config, fromCreative({ ...click, secret: "x", extra: { a: 1 } }));
  assert.deepEqual(Object.keys(decision.forward).sort(), ["cta_url", "slot_id", "type", "version"]);
});

test("ready, close and error are forwarded; an error's message is cut to 200 characters", () => {
  const bridge = loadBridge();
  for (const type of ["kontext.ad.ready", "kontext.ad.close"]) {
    assert.equal(bridge.accept(config, fromCreative({ type, version: 1, slot_id: "slot-1" })).forward.type, type);
  }
  const error = bridge.accept(config, fromCreative({ type: "kontext.ad.error", version: 1, slot_id: "slot-1", message: "x".repeat(500) }));
  assert.equal(error.forward.message.length, 200);
});

test("a message from another origin is dropped", () => {
  const bridge = loadBridge();
  assert.match(bridge.accept(config, fromCreative(click, "https://evil.example")).drop, /origin/);
  assert.match(bridge.accept(config, fromCreative(click, "http://creative.example")).drop, /origin/);
  assert.match(bridge.accept(config, fromCreative(click, "null")).drop, /origin/);
});

test("a message from another frame is dropped even from the right origin", () => {
  const bridge = loadBridge();
  const decision = bridge.accept(config, { origin: config.creativeOrigin, data: click, fromCreativeFrame: false });
  assert.match(decision.drop, /frame/);
});

test("unknown types and other versions are dropped", () => {
  const bridge = loadBridge();
  assert.equal(bridge.accept(config, fromCreative({ ...click, type: "kontext.ad.expand" })).drop, "unknown type");
  assert.equal(bridge.accept(config, fromCreative({ ...click, type: undefined })).drop, "unknown type");
  assert.equal(bridge.accept(config, fromCreative({ ...click, version: 2 })).drop, "unsupported version");
  assert.equal(bridge.accept(config, fromCreative({ ...click, version: "1" })).drop, "unsupported version");
});

test("another slot's message is dropped", () => {
  const bridge = loadBridge();
  assert.equal(bridge.accept(config, fromCreative({ ...click, slot_id: "slot-2" })).drop, "another slot's message");
  assert.equal(bridge.accept(config, fromCreative({ ...click, slot_id: undefined })).drop, "another slot's message");
});

test("only the click policy's landing pages pass: web pages and App Store links", () => {
  const bridge = loadBridge();
  for (const bad of ["javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "data:text/html,hi",
    "file:///etc/passwd", "myapp://open", "//evil.example", "/relative", "", 42,
    "https://" + "a".repeat(3000) + ".example"]) {
    const decision = bridge.accept(config, fromCreative({ ...click, cta_url: bad }));
    assert.ok(decision.drop, `dropped: ${String(bad).slice(0, 40)}`);
  }
  assert.equal(bridge.landingURL("HTTPS://Brand.Example/a b", clickPolicy), "https://brand.example/a%20b");
  const store = bridge.accept(config, fromCreative({ ...click, cta_url: "itms-apps://apps.apple.com/app/id1" }));
  assert.equal(store.forward.cta_url, "itms-apps://apps.apple.com/app/id1");
});

test("a landing page with a user name or password never passes", () => {
  const bridge = loadBridge();
  for (const bad of ["https://user:pw@brand.example/", "https://user@brand.example/", "https://:pw@brand.example/"]) {
    assert.ok(bridge.accept(config, fromCreative({ ...click, cta_url: bad })).drop, bad);
  }
});

test("without a click policy no landing page passes", () => {
  const bridge = loadBridge();
  const bare = { slotID: "slot-1", creativeOrigin: "https://creative.example" };
  assert.ok(bridge.accept(bare, fromCreative(click)).drop);
});

test("a click without a landing page is forwarded without one", () => {
  const bridge = loadBridge();
  const decision = bridge.accept(config, fromCreative({ type: "kontext.ad.click", version: 1, slot_id: "slot-1" }));
  assert.equal(decision.forward.cta_url, undefined);
});

test("JSON text is read, anything else that is not an object is dropped", () => {
  const bridge = loadBridge();
  assert.equal(bridge.accept(config, fromCreative(JSON.stringify(click))).forward.type, "kontext.ad.click");
  for (const bad of ["not json", "[1]", "null", null, 7, [click], true]) {
    assert.ok(bridge.accept(config, fromCreative(bad)).drop, `dropped: ${JSON.stringify(bad)}`);
  }
});

// A fake window with just what install() touches, to check the wiring without a browser.
function fakeWindow() {
  const listeners = [];
  const posted = [];
  const window = {
    listeners,
    posted,
    addEventListener: (type, listener) => { if (type === "message") listeners.push(listener); },
    webkit: { messageHandlers: { kontext: { postMessage: (message) => posted.push(message) } } },
    document: {
      body: { appendChild: (element) => { window.appended = element; } },
      getElementById: () => null,
      createElement: () => ({ attributes: {}, contentWindow: { name: "creative" }, setAttribute(name, value) { this.attributes[name] = value; } }),
    },
  };
  return window;
}

const sandbox = "allow-scripts allow-same-origin allow-popups allow-top-navigation-by-user-activation";

test("install embeds the creative at its URL, with the sandbox and origin the SDK wrote", () => {
  const window = fakeWindow();
  const bridge = loadBridge(window);
  const frame = bridge.install(window, {
    slotID: "slot-1", iframeURL: "kontext-creative://ad-1/creative.html",
    creativeOrigin: "kontext-creative://ad-1", sandbox, clickPolicy,
  });
  assert.equal(frame.src, "kontext-creative://ad-1/creative.html");
  assert.equal(frame.srcdoc, undefined, "never a srcdoc, which would inherit the host page's policy");
  assert.equal(frame.attributes.sandbox, sandbox);
  const dispatch = (origin, source, data) => window.listeners.forEach((listener) => listener({ origin, source, data }));
  dispatch("kontext-creative://ad-1", frame.contentWindow, click);
  // The same frame, navigated to another document: another origin, or an opaque one.
  dispatch("https://evil.example", frame.contentWindow, click);
  dispatch("null", frame.contentWindow, click);
  dispatch("kontext-creative://ad-2", frame.contentWindow, click);
  dispatch("kontext-creative://ad-1", { name: "other" }, click);
  assert.equal(window.posted.length, 1);
  assert.equal(window.posted[0].cta_url, "https://brand.example/landing");
});

test("without an origin in the configuration, the creative's URL gives it", () => {
  const window = fakeWindow();
  const bridge = loadBridge(window);
  const frame = bridge.install(window, { slotID: "slot-1", iframeURL: "https://creative.example:443/ad?x=1", clickPolicy });
  assert.equal(frame.src, "https://creative.example:443/ad?x=1");
  const dispatch = (origin, source, data) => window.listeners.forEach((listener) => listener({ origin, source, data }));
  dispatch("https://creative.example", frame.contentWindow, click);
  dispatch("https://evil.example", frame.contentWindow, click);
  assert.equal(window.posted.length, 1);
});

test("without a sandbox in the configuration, the frame gets no popups and no top navigation", () => {
  const window = fakeWindow();
  const bridge = loadBridge(window);
  const frame = bridge.install(window, { slotID: "slot-1", iframeURL: "https://creative.example/ad", clickPolicy });
  assert.equal(frame.attributes.sandbox, "allow-scripts allow-same-origin");
});

test("without a native handler, messages are dropped quietly", () => {
  const window = fakeWindow();
  delete window.webkit;
  const bridge = loadBridge(window);
  const frame = bridge.install(window, { slotID: "slot-1", iframeURL: "https://creative.example/ad" });
  assert.doesNotThrow(() => window.listeners.forEach((listener) =>
    listener({ origin: "https://creative.example", source: frame.contentWindow, data: click })));
});
