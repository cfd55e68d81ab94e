// The subscription side of the Solana RPC (signatureSubscribe, slotSubscribe and their
// unsubscribes) over a minimal RFC 6455 WebSocket on the same port, for clients that confirm a
// transaction by subscription (@solana/kit's sendAndConfirm, used by the x402 facilitators).
// Test-only: unfragmented text frames, no extensions (permessage-deflate is not accepted).
import crypto from "node:crypto";

const GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"; // RFC 6455 section 1.3

function frame(text) {
  const payload = Buffer.from(text, "utf8");
  const n = payload.length;
  const head = n < 126 ? Buffer.from([0x81, n])
    : n < 65536 ? Buffer.from([0x81, 126, n >> 8, n & 255])
    : Buffer.concat([Buffer.from([0x81, 127]), (() => { const b = Buffer.alloc(8); b.writeBigUInt64BE(BigInt(n)); return b; })()]);
  return Buffer.concat([head, payload]);
}

// Reads whole frames from `buffer`; returns [frames, rest].
function readFrames(buffer) {
  const frames = [];
  let at = 0;
  while (buffer.length - at >= 2) {
    const opcode = buffer[at] & 0x0f;
    const masked = (buffer[at + 1] & 0x80) !== 0;
    let len = buffer[at + 1] & 0x7f;
    let pos = at + 2;
    if (len === 126) {
      if (buffer.length < pos + 2) break;
      len = buffer.readUInt16BE(pos);
      pos += 2;
    } else if (len === 127) {
      if (buffer.length < pos + 8) break;
      len = Number(buffer.readBigUInt64BE(pos));
      pos += 8;
    }
    const maskLen = masked ? 4 : 0;
    if (buffer.length < pos + maskLen + len) break;
    const mask = masked ? buffer.subarray(pos, pos + 4) : null;
    const payload = Buffer.from(buffer.subarray(pos + maskLen, pos + maskLen + len));
    if (mask) for (let i = 0; i < payload.length; i++) payload[i] ^= mask[i % 4];
    frames.push({ opcode, payload });
    at = pos + maskLen + len;
  }
  return [frames, buffer.subarray(at)];
}

export function attachSubscriptions(server, chain, verbose) {
  const sockets = new Set();
  let nextId = 1;

  // Called after every HTTP request: a transaction may have landed, a slot may have passed.
  const notify = () => {
    for (const s of sockets) {
      for (const [id, sig] of s.signatures) {
        const st = chain.statuses.get(sig);
        if (!st) continue;
        s.signatures.delete(id);
        s.send({ jsonrpc: "2.0", method: "signatureNotification",
                 params: { result: { context: { slot: Number(st.slot) }, value: { err: st.err } }, subscription: id } });
      }
      if (s.slots.size && s.lastSlot !== chain.slot) {
        s.lastSlot = chain.slot;
        for (const id of s.slots) {
          s.send({ jsonrpc: "2.0", method: "slotNotification",
                   params: { result: { parent: Number(chain.slot) - 1, root: Number(chain.slot) - 32, slot: Number(chain.slot) }, subscription: id } });
        }
      }
    }
  };

  server.on("upgrade", (req, socket) => {
    const key = req.headers["sec-websocket-key"];
    if (!key || (req.headers.upgrade ?? "").toLowerCase() !== "websocket") {
      socket.end("HTTP/1.1 400 Bad Request\r\n\r\n");
      return;
    }
    const accept = crypto.createHash("sha1").update(key + GUID).digest("base64");
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    const s = { signatures: new Map(), slots: new Set(), lastSlot: chain.slot,
                send: (obj) => socket.write(frame(JSON.stringify(obj))) };
    sockets.add(s);
    let pending = Buffer.alloc(0);
    socket.on("data", (chunk) => {
      const [frames, rest] = readFrames(Buffer.concat([pending, chunk]));
      pending = rest;
      for (const { opcode, payload } of frames) {
        if (opcode === 0x8) { socket.end(Buffer.from([0x88, 0])); return; }
        if (opcode === 0x9) { socket.write(Buffer.concat([Buffer.from([0x8a, payload.length]), payload])); continue; }
        if (opcode !== 0x1) continue;
        let req;
        try { req = JSON.parse(payload.toString("utf8")); } catch { continue; }
        const reply = (result) => s.send({ jsonrpc: "2.0", result, id: req.id });
        if (verbose) process.stderr.write(`litesvm-rpc: ws ${req.method}\n`);
        if (req.method === "signatureSubscribe" && typeof req.params?.[0] === "string") {
          const id = nextId++;
          s.signatures.set(id, req.params[0]);
          reply(id);
          notify();
        } else if (req.method === "slotSubscribe") {
          const id = nextId++;
          s.slots.add(id);
          reply(id);
        } else if (req.method === "signatureUnsubscribe" || req.method === "slotUnsubscribe") {
          const id = req.params?.[0];
          reply(s.signatures.delete(id) || s.slots.delete(id));
        } else {
          s.send({ jsonrpc: "2.0", error: { code: -32601, message: "Method not found" }, id: req.id ?? null });
        }
      }
    });
    const drop = () => sockets.delete(s);
    socket.on("close", drop);
    socket.on("error", drop);
  });
  return notify;
}
