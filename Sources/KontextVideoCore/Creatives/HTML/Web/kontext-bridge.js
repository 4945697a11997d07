// KontextVideoSDK's HTML creative bridge. It runs in the SDK's host page, embeds the creative
// in a sandboxed iframe, and forwards the creative's postMessages to the app through
// window.webkit.messageHandlers.kontext, after checking each one:
//   - it comes from the creative's frame and from the creative's exact origin;
//   - it is an object (or JSON text of one) of a known type: "kontext.ad.click",
//     "kontext.ad.ready", "kontext.ad.close" or "kontext.ad.error", with version 1;
//   - its slot_id is the ad's;
//   - a click's cta_url, when present, passes the SDK's click policy, which the host page's
//     configuration carries (clickPolicy: the schemes allowed, those that need a host, the
//     longest URL); a URL with a user name or password never passes. Without a policy, no
//     landing page passes.
// Anything else is dropped. The native side parses what arrives tolerantly all the same.
(function (global) {
  "use strict";

  var VERSION = 1;
  var KNOWN_TYPES = ["kontext.ad.click", "kontext.ad.ready", "kontext.ad.close", "kontext.ad.error"];
  var MAX_URL_LENGTH = 2048;
  var MAX_TEXT_LENGTH = 200;

  // The landing page of a click, or null when `value` does not pass `policy` (the SDK's click
  // policy: {schemes, webSchemes, maxLength}).
  function landingURL(value, policy) {
    if (!policy || !Array.isArray(policy.schemes) || !Array.isArray(policy.webSchemes)) {
      return null;
    }
    var limit = typeof policy.maxLength === "number" ? policy.maxLength : MAX_URL_LENGTH;
    if (typeof value !== "string" || value.length === 0 || value.length > limit) return null;
    var url;
    try {
      url = new URL(value);
    } catch (error) {
      return null;
    }
    var scheme = url.protocol.slice(0, -1).toLowerCase();
    if (policy.schemes.indexOf(scheme) < 0) return null;
    if (url.username !== "" || url.password !== "") return null;
    if (policy.webSchemes.indexOf(scheme) >= 0 && url.hostname === "") return null;
    return url.href;
  }

  // Decides what to do with one message event: `{forward: message}` with the message as it is
  // sent to native, or `{drop: reason}`.
  //   config: {slotID, creativeOrigin, clickPolicy}; event: {origin, data, fromCreativeFrame}.
  function accept(config, event) {
    if (!event.fromCreativeFrame) return { drop: "not from the creative's frame" };
    if (event.origin !== config.creativeOrigin) {
      return { drop: "origin " + String(event.origin) + " is not the creative's" };
    }
    var data = event.data;
    if (typeof data === "string") {
      try {
        data = JSON.parse(data);
      } catch (error) {
        return { drop: "not JSON" };
      }
    }
    if (data === null || typeof data !== "object" || Array.isArray(data)) {
      return { drop: "not an object" };
    }
    if (KNOWN_TYPES.indexOf(data.type) < 0) return { drop: "unknown type" };
    if (data.version !== VERSION) return { drop: "unsupported version" };
    if (data.slot_id !== config.slotID) return { drop: "another slot's message" };

    var message = { type: data.type, version: VERSION, slot_id: config.slotID };
    if (data.type === "kontext.ad.click" && data.cta_url !== undefined && data.cta_url !== null) {
      var landing = landingURL(data.cta_url, config.clickPolicy);
      if (landing === null) return { drop: "the landing page does not pass the click policy" };
      message.cta_url = landing;
    }
    if (data.type === "kontext.ad.error" && typeof data.message === "string") {
      message.message = data.message.slice(0, MAX_TEXT_LENGTH);
    }
    return { forward: message };
  }

  // The app's message handler, looked up when a message is forwarded.
  function nativeHandler(window) {
    var webkit = window.webkit;
    var handlers = webkit && webkit.messageHandlers;
    return (handlers && handlers.kontext) || null;
  }

  // Embeds the creative and starts listening. config: {slotID, iframeURL, creativeOrigin,
  // sandbox, clickPolicy}, all written by the SDK. Every creative is a document at a URL of its
  // own, with that URL's origin: inline HTML too, which the app's web view serves at a URL the
  // SDK gave it (never a srcdoc, which would inherit this page's policy). Messages must carry
  // that origin, so a frame navigated elsewhere is not heard. Without a sandbox in the
  // configuration the frame gets no popups and no top navigation.
  function install(window, config) {
    var document = window.document;
    var frame = document.createElement("iframe");
    frame.id = "kontext-creative";
    frame.title = "Advertisement";
    frame.setAttribute("scrolling", "no");
    frame.setAttribute("allow", "");
    var settings = {
      slotID: config.slotID,
      creativeOrigin:
        typeof config.creativeOrigin === "string" ? config.creativeOrigin : new URL(config.iframeURL).origin,
      clickPolicy: config.clickPolicy,
    };
    frame.setAttribute("sandbox", typeof config.sandbox === "string" ? config.sandbox : "allow-scripts allow-same-origin");
    frame.src = config.iframeURL;
    window.addEventListener("message", function (event) {
      var decision = accept(settings, {
        origin: event.origin,
        data: event.data,
        fromCreativeFrame: event.source !== null && event.source === frame.contentWindow,
      });
      if (!decision.forward) return;
      var handler = nativeHandler(window);
      if (handler) handler.postMessage(decision.forward);
    });
    document.body.appendChild(frame);
    return frame;
  }

  var bridge = { accept: accept, install: install, landingURL: landingURL, VERSION: VERSION };
  global.KontextBridge = bridge;

  // In the host page: read the configuration the SDK wrote into it, and install.
  var document = global.document;
  var element = document && document.getElementById("kontext-config");
  if (element) install(global, JSON.parse(element.textContent));
})(typeof window !== "undefined" ? window : globalThis);
