#!/usr/bin/env node
// How an app's server verifies Kontext's reward callback (Node.js, node:crypto only).
//
//     node verify_reward.mjs --port 0 --secret SECRET [--fail-first N]
//
// Serves POST /reward on 127.0.0.1: verifies the Kontext-Signature header, grants each
// transaction once, and answers 200 (a duplicate too, so that the ad server stops retrying),
// 400 for a missing or malformed header or body, 401 for a signature that does not match or a
// timestamp outside the replay window. GET /granted lists the granted transactions. Prints the
// bound port alone on its first line; exits when its standard input (a pipe) closes.
// --fail-first N answers 500 to the first N callbacks, to watch the ad server retry.
//
// Copy verifyReward() and grant(); the rest is a test harness. See README.md.
import { createHmac, timingSafeEqual } from "node:crypto";
import { fstatSync, realpathSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

export const REPLAY_WINDOW_SECONDS = 300;

export class RewardVerificationError extends Error {
  // `status` is the HTTP status to answer with.
  constructor(reason, status = 401) {
    super(reason);
    this.status = status;
  }
}

// The payload of a reward callback whose raw `body` (a Buffer) and Kontext-Signature header
// were received at `nowSeconds` (unix seconds); throws RewardVerificationError otherwise.
export function verifyReward(body, signatureHeader, secret, nowSeconds) {
  // 1. The header: "t=<unix seconds>,v1=<hex HMAC-SHA256>".
  const fields = {};
  for (const part of (signatureHeader ?? "").split(",")) {
    const at = part.indexOf("=");
    if (at > 0) fields[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  const timestamp = fields.t ?? "";
  const signature = fields.v1 ?? "";
  if (!/^[0-9]+$/.test(timestamp) || !signature) {
    throw new RewardVerificationError("malformed Kontext-Signature header", 400);
  }
  // 2. The signature: HMAC-SHA256 of "<t>." + the body exactly as received (before parsing),
  //    compared in constant time (timingSafeEqual throws on different lengths: checked first).
  const expected = Buffer.from(
    createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("hex"));
  const received = Buffer.from(signature);
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) {
    throw new RewardVerificationError("signature mismatch");
  }
  // 3. The replay window: a captured callback cannot be replayed later.
  if (Math.abs(nowSeconds - Number(timestamp)) > REPLAY_WINDOW_SECONDS) {
    throw new RewardVerificationError("timestamp outside the replay window");
  }
  // 4. Only now is the body trusted enough to parse.
  let payload;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    throw new RewardVerificationError("body is not JSON", 400);
  }
  if (payload === null || typeof payload !== "object" || typeof payload.transaction_id !== "string") {
    throw new RewardVerificationError("body has no transaction_id", 400);
  }
  return payload;
}

// The example store. A real server uses its database: transaction_id as a primary key (or
// UNIQUE), inserted in the same transaction as the grant, which happens only if the row was new.
const grantedIds = new Set();
const grantedList = [];

// Records the transaction and grants its reward, once: false when it was granted before.
export function grant(payload) {
  if (grantedIds.has(payload.transaction_id)) return false;
  grantedIds.add(payload.transaction_id);
  grantedList.push(payload); // here: give payload.user_id its payload.reward_amount of payload.reward_type
  return true;
}

function main() {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "0" },
      secret: { type: "string" },
      "fail-first": { type: "string", default: "0" },
    },
  });
  if (!values.secret) throw new Error("--secret is required");
  let failFirst = Number(values["fail-first"]);

  const server = createServer((request, response) => {
    const answer = (status, value) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(value));
    };
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "GET" && request.url === "/granted") return answer(200, grantedList);
      if (request.method !== "POST" || request.url !== "/reward") return answer(404, { error: "not found" });
      if (failFirst > 0) {
        failFirst -= 1;
        return answer(500, { error: "scripted failure" });
      }
      let payload;
      try {
        payload = verifyReward(
          Buffer.concat(chunks), request.headers["kontext-signature"], values.secret, Date.now() / 1000);
      } catch (error) {
        if (!(error instanceof RewardVerificationError)) throw error;
        return answer(error.status, { error: error.message });
      }
      // 200 for a duplicate too: it was granted, and the ad server must stop retrying.
      answer(200, { granted: grant(payload) });
    });
  });
  server.listen(Number(values.port), "127.0.0.1", () => {
    process.stdout.write(`${server.address().port}\n`);
  });
  if (fstatSync(0).isFIFO()) {
    process.stdin.on("end", () => process.exit(0));
    process.stdin.resume();
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
