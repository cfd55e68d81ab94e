#!/usr/bin/env node
// Executes one signed wire transaction in a fresh litesvm (the real Solana runtime) and prints the
// outcome as one JSON line, so a C++ test can check that a transaction its own ledger accepted
// behaves identically in the real runtime (same bytes, same balance changes, same fee).
//
//   node crosscheck.mjs --tx BASE64 --balance PUBKEY=LAMPORTS [--balance ...]
//                       [--no-blockhash-check] [--no-sigverify]
//
// Output (stdout, one line):
//   {"ok":bool,"err":null|<Solana RPC TransactionError JSON>,"fee":n,
//    "balances":{"PUBKEY":lamports,...},"logs":[...],"signature":"<base58>","unitsConsumed":n}
// - balances: post balances of every --balance key and of every writable static account key.
// - fee: lamports that left the transaction's static accounts (sum before - sum after), i.e.
//   what the runtime charged; 0 when the transaction was rejected before execution.
// - Without --no-blockhash-check the transaction's blockhash must be litesvm's initial one
//   (deterministic: the blockhash a fresh rpc-server.mjs hands out before any expiry).
// - A transaction that cannot be decoded gives ok:false, err {"Malformed":"..."}, fee 0.
// Exit status: 0 when the JSON line was printed (whatever the outcome), 2 on bad arguments.
import {
  LiteSVM,
  SYSTEM_PROGRAM,
  TxDecodeError,
  decodeBase64Strict,
  decodeWireTransaction,
  isFailed,
  isPubkey,
  isWritableStatic,
  lamportsOf,
  metaOf,
  parseU64,
  runWire,
  stringifyJson,
  txErrJson,
} from "./svm-common.mjs";

function usage(msg) {
  process.stderr.write(`crosscheck: ${msg}\n`);
  process.stderr.write(
    "usage: node crosscheck.mjs --tx BASE64 --balance PUBKEY=LAMPORTS [--balance ...] [--no-blockhash-check] [--no-sigverify]\n",
  );
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { tx: null, balances: new Map(), blockhashCheck: true, sigverify: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--tx") opts.tx = argv[++i] ?? usage("--tx needs a value");
    else if (a === "--balance") {
      const v = argv[++i] ?? usage("--balance needs PUBKEY=LAMPORTS");
      const eq = v.indexOf("=");
      const pk = v.slice(0, eq);
      const lamports = parseU64(v.slice(eq + 1));
      if (eq < 0 || !isPubkey(pk) || lamports === null) usage(`bad --balance ${v}`);
      opts.balances.set(pk, lamports);
    } else if (a === "--no-blockhash-check") opts.blockhashCheck = false;
    else if (a === "--no-sigverify") opts.sigverify = false;
    else usage(`unknown argument ${a}`);
  }
  if (opts.tx === null) usage("--tx is required");
  return opts;
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const svm = new LiteSVM().withBlockhashCheck(opts.blockhashCheck).withSigverify(opts.sigverify);
  for (const [pk, lamports] of opts.balances) {
    svm.setAccount({ address: pk, lamports, data: new Uint8Array(0), programAddress: SYSTEM_PROGRAM, executable: false });
  }
  const report = (out) => process.stdout.write(`${stringifyJson(out)}\n`);
  const balancesOf = (keys) => Object.fromEntries([...keys].map((k) => [k, lamportsOf(svm, k)]));

  const bytes = decodeBase64Strict(opts.tx);
  let decoded;
  try {
    if (bytes === null) throw new TxDecodeError("invalid base64");
    decoded = decodeWireTransaction(bytes);
  } catch (e) {
    if (!(e instanceof TxDecodeError)) throw e;
    report({ ok: false, err: { Malformed: e.message }, fee: 0, balances: balancesOf(opts.balances.keys()), logs: [] });
    return;
  }

  const keys = new Set(opts.balances.keys());
  decoded.staticKeys.forEach((k, i) => {
    if (isWritableStatic(decoded.message, i)) keys.add(k);
  });
  const sumStatic = () => decoded.staticKeys.reduce((s, k) => s + lamportsOf(svm, k), 0n);
  const before = sumStatic();
  const result = runWire(svm, decoded);
  const meta = metaOf(result);
  report({
    ok: !isFailed(result),
    err: isFailed(result) ? txErrJson(result.err()) : null,
    fee: before - sumStatic(),
    balances: balancesOf(keys),
    logs: meta.logs(),
    signature: decoded.signature,
    unitsConsumed: meta.computeUnitsConsumed(),
  });
}

main();
