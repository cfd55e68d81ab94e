#!/usr/bin/env node
// litesvm-rpc: a small Solana JSON-RPC 2.0 server over litesvm (the real Solana runtime, in
// process), for Paydesk's tests only. Never expose it: it binds loopback addresses only.
//
//   node rpc-server.mjs [--port N] [--host 127.0.0.1] [--slot-ms N] [--start-slot N]
//                       [--exit-on-stdin-eof] [--verbose] [--genesis HASH]
// getGenesisHash answers HASH: a cluster of its own by default, or the one a test lets it play
// (Solana Devnet's for the x402 peers, whose packages pay devnet USDC), since a client checks the
// genesis hash before it signs for a network.
//
// First stdout line: "litesvm-rpc listening on http://HOST:PORT" (port 0 = any free port).
// POST / with Content-Type: application/json, single or batch requests. GET /health -> "ok".
//
// Time model (deterministic by default):
// - The slot advances by exactly 1 after every transaction that lands (sendTransaction,
//   requestAirdrop) and by n on litesvm_warpSlots [n]. Nothing advances on its own unless
//   --slot-ms N > 0 is given (then also +1 slot every N ms, like a real cluster; default 0).
// - Block height = slot - 20,000,000 (a fixed gap, as skipped slots give on a real cluster), so
//   a client that compares getSlot() with lastValidBlockHeight sees its transactions expire.
// - litesvm knows ONE valid blockhash at a time. getLatestBlockhash returns it with
//   lastValidBlockHeight = current block height + 150 (and extends its life to that height).
//   Once the block height passes the last height handed out, the shim calls
//   svm.expireBlockhash(): litesvm then has a new blockhash and rejects transactions built on
//   the old one with BlockhashNotFound, as a real cluster does after 150 blocks.
// - Transactions run synchronously: a landed transaction is "confirmed" at once (confirmations =
//   slots since it landed) and "finalized" (confirmations null) 32 slots later.
//
// Transactions are executed as the exact wire bytes received (see svm-common.mjs runWire).
// Encodings: sendTransaction / simulateTransaction require {"encoding":"base64"} (-32602
// otherwise). Test-only methods: litesvm_warpSlots [n], litesvm_setBalance [pubkey, lamports],
// litesvm_setAccount [pubkey, {lamports, owner, data}]. WebSocket on the same port:
// signatureSubscribe, slotSubscribe (ws-subscriptions.mjs).
import http from "node:http";
import { stringifyJson, parseU64 } from "./svm-common.mjs";
import { Chain, HEIGHT_GAP, LOCAL_GENESIS, RpcError, methods } from "./rpc-methods.mjs";
import { attachSubscriptions } from "./ws-subscriptions.mjs";

const MAX_BODY = 4 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
function parseArgs(argv) {
  const opts = { port: 0, host: "127.0.0.1", slotMs: 0, startSlot: 400_000_000n, stdinEof: false, verbose: false, genesis: LOCAL_GENESIS };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => {
      if (i + 1 >= argv.length) usage(`${a} needs a value`);
      return argv[++i];
    };
    if (a === "--port") opts.port = Number(next());
    else if (a === "--host") opts.host = next();
    else if (a === "--slot-ms") opts.slotMs = Number(next());
    else if (a === "--start-slot") opts.startSlot = parseU64(next()) ?? usage("bad --start-slot");
    else if (a === "--exit-on-stdin-eof") opts.stdinEof = true;
    else if (a === "--genesis") opts.genesis = next();
    else if (a === "--verbose") opts.verbose = true;
    else if (a === "--help" || a === "-h") usage(null);
    else usage(`unknown argument ${a}`);
  }
  if (!Number.isInteger(opts.port) || opts.port < 0 || opts.port > 65535) usage("bad --port");
  if (!Number.isInteger(opts.slotMs) || opts.slotMs < 0) usage("bad --slot-ms");
  if (opts.startSlot < HEIGHT_GAP) usage(`--start-slot must be >= ${HEIGHT_GAP}`);
  const loopback = opts.host === "localhost" || opts.host === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(opts.host);
  if (!loopback) usage(`refusing non-loopback host ${opts.host}`);
  return opts;
}

function usage(msg) {
  if (msg) process.stderr.write(`litesvm-rpc: ${msg}\n`);
  process.stderr.write(
    "usage: node rpc-server.mjs [--port N] [--host 127.0.0.1] [--slot-ms N] [--start-slot N] [--exit-on-stdin-eof] [--verbose] [--genesis HASH]\n",
  );
  process.exit(msg ? 2 : 0);
}

// ---------------------------------------------------------------------------------------------
function handleOne(chain, req, verbose) {
  const id = req && typeof req === "object" && !Array.isArray(req) && "id" in req ? req.id : null;
  const reply = (body) => ({ jsonrpc: "2.0", ...body, id });
  if (
    !req || typeof req !== "object" || Array.isArray(req) || req.jsonrpc !== "2.0" || typeof req.method !== "string" ||
    (req.params !== undefined && !Array.isArray(req.params) && (typeof req.params !== "object" || req.params === null))
  ) {
    return reply({ error: { code: -32600, message: "Invalid request" } });
  }
  const isNotification = !("id" in req);
  const fn = Object.hasOwn(methods, req.method) ? methods[req.method] : null;
  let out;
  if (!fn) {
    out = reply({ error: { code: -32601, message: "Method not found" } });
  } else if (req.params !== undefined && !Array.isArray(req.params)) {
    out = reply({ error: { code: -32602, message: "Invalid params: expected an array" } });
  } else {
    try {
      out = reply({ result: fn(chain, req.params ?? []) });
    } catch (e) {
      if (e instanceof RpcError) {
        const error = { code: e.code, message: e.message };
        if (e.data !== undefined) error.data = e.data;
        out = reply({ error });
      } else {
        process.stderr.write(`litesvm-rpc: internal error in ${req.method}: ${e.stack}\n`);
        out = reply({ error: { code: -32603, message: `Internal error: ${e.message}` } });
      }
    }
  }
  if (verbose) process.stderr.write(`litesvm-rpc: ${req.method} -> ${out.error ? `error ${out.error.code} ${out.error.message}` : "ok"}\n`);
  return isNotification ? undefined : out;
}

function handleBody(chain, text, verbose) {
  let req;
  try {
    req = JSON.parse(text);
  } catch {
    return { jsonrpc: "2.0", error: { code: -32700, message: "Parse error" }, id: null };
  }
  if (Array.isArray(req)) {
    if (req.length === 0) return { jsonrpc: "2.0", error: { code: -32600, message: "Invalid request" }, id: null };
    const out = req.map((r) => handleOne(chain, r, verbose)).filter((r) => r !== undefined);
    return out.length ? out : undefined;
  }
  return handleOne(chain, req, verbose);
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const chain = new Chain(opts.startSlot, opts.genesis);

  const server = http.createServer((req, res) => {
    const send = (status, body, type = "application/json") => {
      res.writeHead(status, { "Content-Type": type, "Content-Length": Buffer.byteLength(body) });
      res.end(body);
    };
    const path = (req.url ?? "/").split("?")[0];
    if (req.method === "GET" && path === "/health") return send(200, "ok", "text/plain");
    if (req.method !== "POST" || path !== "/") return send(404, "Not found\n", "text/plain");
    const ctype = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
    if (ctype !== "application/json") {
      return send(415, "Supplied content type is not allowed. Content-Type: application/json is required\n", "text/plain");
    }
    const chunks = [];
    let size = 0;
    req.on("data", (c) => {
      size += c.length;
      if (size > MAX_BODY) {
        send(413, "Payload too large\n", "text/plain");
        req.destroy();
      } else chunks.push(c);
    });
    req.on("end", () => {
      if (size > MAX_BODY) return;
      const out = handleBody(chain, Buffer.concat(chunks).toString("utf8"), opts.verbose);
      send(200, out === undefined ? "" : stringifyJson(out));
      notify();
    });
  });
  const notify = attachSubscriptions(server, chain, opts.verbose);

  let timer = null;
  const stop = () => {
    if (timer) clearInterval(timer);
    server.close();
    server.closeAllConnections?.();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  if (opts.stdinEof) {
    process.stdin.on("end", stop);
    process.stdin.on("error", stop);
    process.stdin.resume();
  }
  server.on("error", (e) => {
    process.stderr.write(`litesvm-rpc: ${e.message}\n`);
    process.exit(1);
  });
  server.listen(opts.port, opts.host, () => {
    const { port } = server.address();
    const host = opts.host.includes(":") ? `[${opts.host}]` : opts.host;
    process.stdout.write(`litesvm-rpc listening on http://${host}:${port}\n`);
    if (opts.slotMs > 0) timer = setInterval(() => chain.advance(1n), opts.slotMs);
  });
}

main();
