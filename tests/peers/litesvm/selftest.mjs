#!/usr/bin/env node
// Self-test of rpc-server.mjs and crosscheck.mjs: starts the server as a child process on a free
// port, drives it over real HTTP with transactions built and signed with @solana/kit, and runs
// crosscheck.mjs. Last line: "N passed, M failed"; exit 0 only if nothing failed.
import { spawn, execFileSync } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import path from "node:path";
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  compileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  getSignatureFromTransaction,
  compileTransactionMessage,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from "@solana/kit";
import { LiteSVM } from "./svm-common.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const SYSTEM = address("11111111111111111111111111111111");
const COMPUTE_BUDGET = address("ComputeBudget111111111111111111111111111111");
const MEMO = address("MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr");

let passed = 0;
let failed = 0;
function check(name, cond, detail) {
  if (cond) {
    passed++;
    console.log(`ok   ${name}`);
  } else {
    failed++;
    console.log(`FAIL ${name}${detail === undefined ? "" : `: ${typeof detail === "string" ? detail : JSON.stringify(detail)}`}`);
  }
}

// ---- transaction building (System Transfer built by hand: u32 2 | u64 lamports, LE) ----
function transferIx(from, to, lamports) {
  const data = new Uint8Array(12);
  const dv = new DataView(data.buffer);
  dv.setUint32(0, 2, true);
  dv.setBigUint64(4, BigInt(lamports), true);
  return {
    programAddress: SYSTEM,
    accounts: [
      { address: from.address, role: AccountRole.WRITABLE_SIGNER, signer: from },
      { address: to, role: AccountRole.WRITABLE },
    ],
    data,
  };
}
function cuLimitIx(units) {
  const data = new Uint8Array(5);
  data[0] = 2;
  new DataView(data.buffer).setUint32(1, units, true);
  return { programAddress: COMPUTE_BUDGET, data };
}
function cuPriceIx(microLamports) {
  const data = new Uint8Array(9);
  data[0] = 3;
  new DataView(data.buffer).setBigUint64(1, BigInt(microLamports), true);
  return { programAddress: COMPUTE_BUDGET, data };
}
const memoIx = (text) => ({ programAddress: MEMO, data: new TextEncoder().encode(text) });

function message(payer, blockhash, ixs, version = "legacy") {
  return pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash, lastValidBlockHeight: 0n }, m),
    (m) => appendTransactionMessageInstructions(ixs, m),
  );
}
async function signed(payer, blockhash, ixs, version) {
  const tx = await signTransactionMessageWithSigners(message(payer, blockhash, ixs, version));
  return { tx, b64: getBase64EncodedWireTransaction(tx), sig: getSignatureFromTransaction(tx) };
}
const messageB64 = (m) => Buffer.from(getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(m))).toString("base64");

// ---- RPC client ----
let url;
let nextId = 1;
const shared = {};
async function post(body, contentType = "application/json") {
  const res = await fetch(url, { method: "POST", headers: { "Content-Type": contentType }, body });
  return { status: res.status, text: await res.text() };
}
async function rpcRaw(method, params) {
  const { text } = await post(JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }));
  return JSON.parse(text);
}
async function rpc(method, params) {
  const r = await rpcRaw(method, params);
  if (r.error) throw new Error(`${method}: ${JSON.stringify(r.error)}`);
  return r.result;
}
const balance = async (pk) => BigInt((await rpc("getBalance", [pk, { commitment: "confirmed" }])).value);
const B64 = { encoding: "base64" };

async function waitStatus(sig, want = "confirmed") {
  for (let i = 0; i < 50; i++) {
    const r = await rpc("getSignatureStatuses", [[sig], { searchTransactionHistory: false }]);
    const st = r.value[0];
    if (st && (st.err !== null || st.confirmationStatus === want || st.confirmationStatus === "finalized")) return st;
    await new Promise((ok) => setTimeout(ok, 20));
  }
  return null;
}

function crosscheck(args) {
  const out = execFileSync(process.execPath, [path.join(here, "crosscheck.mjs"), ...args], { encoding: "utf8" });
  const lines = out.trim().split("\n");
  return { lines: lines.length, json: JSON.parse(lines[0]) };
}

// ---- server child ----
async function startServer() {
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(here, "rpc-server.mjs"), "--port", "0", "--host", "127.0.0.1"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const rl = createInterface({ input: child.stdout });
  const first = await new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error("server did not start within 20 s")), 20000);
    rl.once("line", (l) => {
      clearTimeout(timer);
      ok(l);
    });
    child.once("exit", (c) => fail(new Error(`server exited early (${c})`)));
  });
  return { child, first, ms: performance.now() - t0 };
}

async function main() {
  const { child, first, ms } = await startServer();
  const m = /^litesvm-rpc listening on (http:\/\/127\.0\.0\.1:(\d+))$/.exec(first);
  check("first stdout line announces the URL", m !== null, first);
  if (!m) throw new Error("cannot continue");
  url = `${m[1]}/`;
  console.log(`info server startup ${ms.toFixed(0)} ms`);
  const exited = new Promise((ok) => child.once("exit", (code, signal) => ok({ code, signal })));

  try {
    await serverTests();
  } finally {
    child.kill("SIGTERM");
    const { code } = await exited;
    check("server exits 0 on SIGTERM", code === 0, code);
  }
  await crosscheckTests();
  await refusesNonLoopback();
}

async function serverTests() {
  check("getHealth", (await rpc("getHealth", [])) === "ok");
  const ver = await rpc("getVersion", []);
  check("getVersion shape", typeof ver["solana-core"] === "string" && typeof ver["feature-set"] === "number", ver);

  // errors
  check("unknown method -32601", (await rpcRaw("noSuchMethod", [])).error?.code === -32601);
  const bad = JSON.parse((await post("{not json")).text);
  check("malformed JSON -32700", bad.error?.code === -32700 && bad.id === null, bad);
  check("invalid request -32600", JSON.parse((await post('{"jsonrpc":"1.0","id":1,"method":"getSlot"}')).text).error?.code === -32600);
  check("wrong content type -> HTTP 415", (await post("{}", "text/plain")).status === 415);
  const batch = JSON.parse(
    (await post(JSON.stringify([
      { jsonrpc: "2.0", id: "a", method: "getSlot" },
      { jsonrpc: "2.0", id: "b", method: "getBlockHeight", params: [{ commitment: "confirmed" }] },
      { jsonrpc: "2.0", id: "c", method: "nope" },
    ]))).text,
  );
  check(
    "batch request",
    Array.isArray(batch) && batch.length === 3 && batch[0].id === "a" && batch[1].result === batch[0].result - 20000000 &&
      batch[2].error?.code === -32601,
    batch,
  );

  // blockhash / heights
  const slot0 = await rpc("getSlot", []);
  const lb = await rpc("getLatestBlockhash", [{ commitment: "confirmed" }]);
  const h0 = await rpc("getBlockHeight", [{ commitment: "confirmed" }]);
  check(
    "getLatestBlockhash shape",
    Object.keys(lb).join() === "context,value" && lb.context.slot === slot0 && typeof lb.value.blockhash === "string" &&
      lb.value.lastValidBlockHeight === h0 + 150,
    lb,
  );

  // airdrops (two identical ones must both land)
  const payer = await generateKeyPairSigner();
  const recipient = await generateKeyPairSigner();
  const a1 = await rpc("requestAirdrop", [payer.address, 1_000_000_000]);
  const a2 = await rpc("requestAirdrop", [payer.address, 1_000_000_000]);
  check("two identical airdrops get distinct signatures", typeof a1 === "string" && a1 !== a2);
  check("airdrop confirmed", (await waitStatus(a2))?.confirmationStatus === "confirmed");
  check("airdrops credited exactly", (await balance(payer.address)) === 2_000_000_000n);
  check("slot advanced by one per landed tx", (await rpc("getSlot", [])) === slot0 + 2);

  const acct = await rpc("getAccountInfo", [payer.address, B64]);
  check(
    "getAccountInfo base64",
    acct.value.owner === SYSTEM && acct.value.data[1] === "base64" && acct.value.data[0] === "" &&
      acct.value.lamports === 2_000_000_000 && acct.value.executable === false,
    acct,
  );
  check("getAccountInfo missing -> null", (await rpc("getAccountInfo", [recipient.address, B64])).value === null);
  check("getMinimumBalanceForRentExemption(0)", (await rpc("getMinimumBalanceForRentExemption", [0])) === 890880);

  // the main flow: System transfer with the server's blockhash
  const amount = 1_000_000n;
  const { blockhash } = (await rpc("getLatestBlockhash", [])).value;
  const fee = await rpc("getFeeForMessage", [messageB64(message(payer, blockhash, [transferIx(payer, recipient.address, amount)])), {}]);
  check("getFeeForMessage = 5000", fee.value === 5000, fee);
  const t = await signed(payer, blockhash, [transferIx(payer, recipient.address, amount)]);
  const sim = await rpc("simulateTransaction", [t.b64, { encoding: "base64", sigVerify: true, commitment: "confirmed" }]);
  check(
    "simulateTransaction shape",
    Object.keys(sim.value).join() === "err,logs,accounts,unitsConsumed,returnData" && sim.value.err === null &&
      sim.value.accounts === null && sim.value.returnData === null && sim.value.unitsConsumed > 0 &&
      sim.value.logs.includes(`Program ${SYSTEM} success`),
    sim,
  );
  const noEnc = await rpcRaw("sendTransaction", [t.b64]);
  check("sendTransaction without encoding -> -32602", noEnc.error?.code === -32602 && /base64/.test(noEnc.error.message), noEnc);
  const b58 = await rpcRaw("sendTransaction", [t.b64, { encoding: "base58" }]);
  check("sendTransaction base58 -> -32602", b58.error?.code === -32602 && /base64/.test(b58.error.message), b58);
  const garbage = await rpcRaw("sendTransaction", [Buffer.from("hello").toString("base64"), B64]);
  check("sendTransaction garbage bytes -> -32602", garbage.error?.code === -32602, garbage);

  const payerBefore = await balance(payer.address);
  const sig = await rpc("sendTransaction", [t.b64, { encoding: "base64", skipPreflight: false, preflightCommitment: "confirmed" }]);
  check("sendTransaction returns the first signature", sig === t.sig, sig);
  const st = await waitStatus(sig);
  check(
    "getSignatureStatuses confirmed",
    st !== null && Object.keys(st).join() === "slot,confirmations,err,status,confirmationStatus" && st.err === null &&
      st.status.Ok === null && st.confirmationStatus === "confirmed" && st.confirmations === 1,
    st,
  );
  check("payer debited amount + 5000 fee", payerBefore - (await balance(payer.address)) === amount + 5000n);
  check("recipient credited amount", (await balance(recipient.address)) === amount);
  shared.mainTransfer = {
    t,
    payer: payer.address,
    recipient: recipient.address,
    payerBefore,
    payerAfter: await balance(payer.address),
    recipientAfter: await balance(recipient.address),
  };
  const dup = await rpcRaw("sendTransaction", [t.b64, B64]);
  check("resend -> -32002 already processed", dup.error?.code === -32002 && /already been processed/.test(dup.error.message), dup);

  // priority fee, v0 message, a BPF program (memo): getFeeForMessage vs what the runtime charges
  {
    const { blockhash: bh } = (await rpc("getLatestBlockhash", [])).value;
    const ixs = [cuPriceIx(1000), memoIx("paydesk selftest"), transferIx(payer, recipient.address, 1234)];
    const predicted = (await rpc("getFeeForMessage", [messageB64(message(payer, bh, ixs, 0)), {}])).value;
    const before = await balance(payer.address);
    const v0 = await signed(payer, bh, ixs, 0);
    await rpc("sendTransaction", [v0.b64, B64]);
    const charged = before - (await balance(payer.address)) - 1234n;
    check("v0 + memo + CU price: getFeeForMessage = charged fee", BigInt(predicted) === charged && charged === 5206n, { predicted, charged: String(charged) });
    const ixs2 = [cuLimitIx(20000), cuPriceIx(1_000_000), transferIx(payer, recipient.address, 4321)];
    const predicted2 = (await rpc("getFeeForMessage", [messageB64(message(payer, bh, ixs2, 0)), {}])).value;
    const before2 = await balance(payer.address);
    await rpc("sendTransaction", [(await signed(payer, bh, ixs2, 0)).b64, B64]);
    const charged2 = before2 - (await balance(payer.address)) - 4321n;
    check("explicit CU limit: fee 5000 + 20000", BigInt(predicted2) === charged2 && charged2 === 25000n, { predicted2, charged2: String(charged2) });
  }

  // preflight failure and skipPreflight
  {
    const { blockhash: bh } = (await rpc("getLatestBlockhash", [])).value;
    const tooMuch = await signed(payer, bh, [transferIx(payer, recipient.address, 100_000_000_000n)]);
    const pf = await rpcRaw("sendTransaction", [tooMuch.b64, B64]);
    check(
      "preflight failure -> -32002 like Solana",
      pf.error?.code === -32002 &&
        pf.error.message === "Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1" &&
        JSON.stringify(pf.error.data.err) === '{"InstructionError":[0,{"Custom":1}]}' && Array.isArray(pf.error.data.logs),
      pf,
    );
    check("failed preflight tx has no status", (await rpc("getSignatureStatuses", [[tooMuch.sig]])).value[0] === null);
    const before = await balance(payer.address);
    const s2 = await rpc("sendTransaction", [tooMuch.b64, { encoding: "base64", skipPreflight: true }]);
    const st2 = await waitStatus(s2);
    check(
      "skipPreflight: lands with err, fee charged",
      st2?.status?.Err?.InstructionError?.[0] === 0 && st2.err.InstructionError[1].Custom === 1 &&
        before - (await balance(payer.address)) === 5000n,
      st2,
    );
    const flipped = Buffer.from(tooMuch.b64, "base64");
    flipped[10] ^= 1;
    const sf = await rpcRaw("sendTransaction", [flipped.toString("base64"), B64]);
    check("bad signature -> -32003", sf.error?.code === -32003, sf);
    const simBad = await rpcRaw("simulateTransaction", [flipped.toString("base64"), { encoding: "base64", sigVerify: true }]);
    check("simulate sigVerify:true on bad signature -> -32003", simBad.error?.code === -32003, simBad);
    const unsigned = compileTransaction(message(payer, bh, [transferIx(payer, recipient.address, 777_777_777)]));
    const simU = await rpc("simulateTransaction", [getBase64EncodedWireTransaction(unsigned), { encoding: "base64", sigVerify: false }]);
    check("simulate sigVerify:false accepts an unsigned tx", simU.value.err === null, simU);
    const ex = await rpcRaw("simulateTransaction", [t.b64, { encoding: "base64", sigVerify: true, replaceRecentBlockhash: true }]);
    check("sigVerify + replaceRecentBlockhash -> -32602", ex.error?.code === -32602, ex);
  }

  // finalization after 32 slots
  {
    const st1 = (await rpc("getSignatureStatuses", [[sig]])).value[0];
    const w = await rpc("litesvm_warpSlots", [32]);
    const unknownSig = getBase58Decoder().decode(new Uint8Array(64).fill(7));
    const st2 = (await rpc("getSignatureStatuses", [[sig, unknownSig]])).value;
    check("litesvm_warpSlots result", w.slot - w.blockHeight === 20000000, w);
    check(
      "finalized 32 slots after landing",
      st1.confirmationStatus === "confirmed" && st2[0].confirmationStatus === "finalized" && st2[0].confirmations === null,
      { st1, st2 },
    );
    check("unknown signature -> null", st2.length === 2 && st2[1] === null, st2);
  }

  // blockhash expiry: valid while blockHeight <= lastValidBlockHeight, then BlockhashNotFound
  {
    const lb1 = await rpc("getLatestBlockhash", [{ commitment: "confirmed" }]);
    const txA = await signed(payer, lb1.value.blockhash, [transferIx(payer, recipient.address, 1001)]);
    const txB = await signed(payer, lb1.value.blockhash, [transferIx(payer, recipient.address, 1002)]);
    const h = await rpc("getBlockHeight", []);
    await rpc("litesvm_warpSlots", [lb1.value.lastValidBlockHeight - h]);
    check("block height reached lastValidBlockHeight", (await rpc("getBlockHeight", [])) === lb1.value.lastValidBlockHeight);
    const sa = await rpcRaw("sendTransaction", [txA.b64, B64]);
    check("tx at lastValidBlockHeight still lands", sa.result === txA.sig, sa);
    const sb = await rpcRaw("sendTransaction", [txB.b64, B64]);
    check(
      "tx after lastValidBlockHeight -> -32002 Blockhash not found",
      sb.error?.code === -32002 && sb.error.message === "Transaction simulation failed: Blockhash not found" &&
        sb.error.data.err === "BlockhashNotFound",
      sb,
    );
    const lb2 = await rpc("getLatestBlockhash", []);
    check("a new blockhash after expiry", lb2.value.blockhash !== lb1.value.blockhash, lb2);
    const sk = await rpc("sendTransaction", [txB.b64, { encoding: "base64", skipPreflight: true }]);
    check("skipPreflight with expired blockhash: dropped, no status", (await rpc("getSignatureStatuses", [[sk]])).value[0] === null);
  }

  // litesvm_setBalance
  {
    const k = await generateKeyPairSigner();
    await rpc("litesvm_setBalance", [k.address, "18000000000000000000"]);
    const r = await post(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getBalance", params: [k.address] }));
    check("litesvm_setBalance + exact u64 in JSON", /"value":18000000000000000000\b/.test(r.text), r.text);
  }
}

async function crosscheckTests() {
  // 1. The exact bytes the server executed give the same balances and fee in a fresh runtime.
  const { t, payer, recipient, payerBefore, payerAfter, recipientAfter } = shared.mainTransfer;
  const same = crosscheck(["--tx", t.b64, "--balance", `${payer}=${payerBefore}`]);
  check(
    "crosscheck: server's transfer bytes replay identically",
    same.lines === 1 && same.json.ok === true && same.json.err === null && same.json.fee === 5000 &&
      BigInt(same.json.balances[payer]) === payerAfter && BigInt(same.json.balances[recipient]) === recipientAfter &&
      same.json.signature === t.sig && Array.isArray(same.json.logs),
    same,
  );

  // 2. A transfer on another blockhash: rejected unless --no-blockhash-check.
  const from = await generateKeyPairSigner();
  const to = await generateKeyPairSigner();
  const otherBlockhash = "4QjEBrJnATvydaCoPb7j4cneA5vSJNFsAYHQwRAjAjmQ";
  const x = await signed(from, otherBlockhash, [transferIx(from, to.address, 2_500_000)]);
  const rej = crosscheck(["--tx", x.b64, "--balance", `${from.address}=10000000`]);
  check(
    "crosscheck: foreign blockhash -> BlockhashNotFound, nothing charged",
    rej.json.ok === false && rej.json.err === "BlockhashNotFound" && rej.json.fee === 0 && rej.json.balances[from.address] === 10000000,
    rej,
  );
  const acc = crosscheck(["--tx", x.b64, "--balance", `${from.address}=10000000`, "--no-blockhash-check"]);
  check(
    "crosscheck: --no-blockhash-check executes it",
    acc.json.ok === true && acc.json.fee === 5000 && acc.json.balances[from.address] === 10000000 - 2500000 - 5000 &&
      acc.json.balances[to.address] === 2500000,
    acc,
  );

  // 3. A runtime failure after the fee: transfer below rent exemption to a new account.
  const fresh = new LiteSVM().latestBlockhash();
  const r = await signed(from, fresh, [transferIx(from, to.address, 1000)]);
  const rent = crosscheck(["--tx", r.b64, "--balance", `${from.address}=10000000`]);
  check(
    "crosscheck: InsufficientFundsForRent, fee still charged",
    rent.json.ok === false && rent.json.err?.InsufficientFundsForRent?.account_index === 1 && rent.json.fee === 5000 &&
      rent.json.balances[from.address] === 10000000 - 5000 && rent.json.balances[to.address] === 0,
    rent,
  );
  const mal = crosscheck(["--tx", Buffer.from("xyz").toString("base64")]);
  check("crosscheck: malformed bytes -> ok:false Malformed", mal.json.ok === false && typeof mal.json.err?.Malformed === "string", mal);
}

async function refusesNonLoopback() {
  const child = spawn(process.execPath, [path.join(here, "rpc-server.mjs"), "--host", "0.0.0.0"], { stdio: "ignore" });
  const code = await new Promise((ok) => child.once("exit", ok));
  check("refuses a non-loopback --host", code === 2, code);
}

main()
  .catch((e) => {
    failed++;
    console.log(`FAIL unexpected: ${e.stack}`);
  })
  .finally(() => {
    console.log(`${passed} passed, ${failed} failed`);
    process.exitCode = failed === 0 ? 0 : 1;
  });
