// JSON-RPC method implementations and the chain model for rpc-server.mjs (test-only code).
// The time/blockhash model is described at the top of rpc-server.mjs.
import crypto from "node:crypto";
import { readFileSync } from "node:fs";
import { getCompiledTransactionMessageDecoder, getTransactionVersionDecoder } from "@solana/kit";
import {
  LiteSVM,
  SYSTEM_PROGRAM,
  TxDecodeError,
  base58FromBytes,
  bytesFromBase58,
  decodeBase64Strict,
  decodeWireTransaction,
  feeForMessage,
  isFailed,
  isPubkey,
  metaOf,
  parseU64,
  returnDataJson,
  runWire,
  txErrJson,
  txErrText,
} from "./svm-common.mjs";

export const HEIGHT_GAP = 20_000_000n;
const BLOCKHASH_VALID_BLOCKS = 150n;
const FINALIZED_AFTER = 32n;
const LITESVM_VERSION = JSON.parse(
  readFileSync(new URL("./node_modules/litesvm/package.json", import.meta.url), "utf8"),
).version;

// ---------------------------------------------------------------------------------------------
export class RpcError extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}
const invalidParams = (m) => new RpcError(-32602, m);

// The genesis hash of this chain when a test names none: 32 bytes of 0x42 in base58, a cluster of
// its own (none of the public ones).
export const LOCAL_GENESIS = "5TeWSsjg2gbxCyWVniXeCmwM7UtHTCK7svzJr5xYJzHf";

export class Chain {
  constructor(startSlot, genesis = LOCAL_GENESIS) {
    this.genesis = genesis;
    this.svm = new LiteSVM();
    this.slot = startSlot;
    this.svm.warpToSlot(this.slot);
    this.blockhashValidUntil = null; // block height up to which the current blockhash was promised
    this.statuses = new Map(); // base58 signature -> { slot, err }
  }

  get blockHeight() {
    return this.slot - HEIGHT_GAP;
  }

  advance(n) {
    this.slot += n;
    this.svm.warpToSlot(this.slot);
    if (this.blockhashValidUntil !== null && this.blockHeight > this.blockhashValidUntil) {
      this.svm.expireBlockhash();
      this.blockhashValidUntil = null;
    }
  }

  context() {
    return { slot: this.slot };
  }

  latestBlockhash() {
    const last = this.blockHeight + BLOCKHASH_VALID_BLOCKS;
    if (this.blockhashValidUntil === null || this.blockhashValidUntil < last) this.blockhashValidUntil = last;
    return { blockhash: this.svm.latestBlockhash(), lastValidBlockHeight: last };
  }

  // Records a transaction that was included (succeeded, or failed after the fee was charged).
  landed(signature, err) {
    if (!this.statuses.has(signature)) this.statuses.set(signature, { slot: this.slot, err });
    this.advance(1n);
  }
}

// ---------------------------------------------------------------------------------------------
const SLOTS_PER_EPOCH = 432_000n;

function encodingOf(config) {
  const encoding = config.encoding ?? "base58";
  if (encoding !== "base64" && encoding !== "base58") {
    throw invalidParams(`encoding ${JSON.stringify(encoding)} is not supported here (use base64)`);
  }
  return encoding;
}

// An account in the shape of getAccountInfo's value, or null when it does not exist.
function accountJson(chain, pk, encoding) {
  const inner = chain.svm.inner.getAccount(bytesFromBase58(pk));
  if (inner === null) return null;
  const data = inner.data();
  if (encoding === "base58" && data.length > 128) {
    throw invalidParams("Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.");
  }
  return {
    data: [encoding === "base64" ? Buffer.from(data).toString("base64") : base58FromBytes(data), encoding],
    executable: inner.executable(),
    lamports: inner.lamports(),
    owner: base58FromBytes(inner.owner()),
    rentEpoch: inner.rentEpoch(),
    space: data.length,
  };
}

function configOf(params, index) {
  const c = params[index];
  if (c === undefined || c === null) return {};
  if (typeof c !== "object" || Array.isArray(c)) throw invalidParams(`Invalid params: config must be an object`);
  return c;
}

function checkMinContextSlot(chain, config) {
  if (config.minContextSlot !== undefined && config.minContextSlot !== null) {
    const m = parseU64(config.minContextSlot);
    if (m === null) throw invalidParams("Invalid params: minContextSlot");
    if (m > chain.slot) {
      throw new RpcError(-32016, "Minimum context slot has not been reached", { contextSlot: chain.slot });
    }
  }
}

function pubkeyParam(params, index) {
  const p = params[index];
  if (!isPubkey(p)) throw invalidParams(`Invalid param: ${typeof p === "string" ? "Invalid pubkey" : "expected a base58 pubkey string"}`);
  return p;
}

function decodeTxParam(method, params) {
  const config = configOf(params, 1);
  if (config.encoding !== "base64") {
    const got = config.encoding === undefined ? "missing (Solana's default is base58)" : JSON.stringify(config.encoding);
    throw invalidParams(
      `${method}: this RPC requires {"encoding":"base64"} in the config object; encoding ${got} is not supported`,
    );
  }
  if (typeof params[0] !== "string") throw invalidParams(`${method}: params[0] must be the base64 transaction string`);
  const bytes = decodeBase64Strict(params[0]);
  if (bytes === null) throw invalidParams("invalid base64 encoding");
  if (bytes.length > 1232) {
    throw invalidParams(
      `base64 encoded solana_transaction::versioned::VersionedTransaction too large: ${params[0].length} bytes (max: encoded/raw 1644/1232)`,
    );
  }
  try {
    return { config, decoded: decodeWireTransaction(bytes) };
  } catch (e) {
    if (e instanceof TxDecodeError) {
      throw invalidParams(`failed to deserialize solana_transaction::versioned::VersionedTransaction: ${e.message}`);
    }
    throw e;
  }
}

function simulationValue(result) {
  const meta = metaOf(result);
  return {
    err: isFailed(result) ? txErrJson(result.err()) : null,
    logs: meta.logs(),
    accounts: null,
    unitsConsumed: meta.computeUnitsConsumed(),
    returnData: returnDataJson(meta),
  };
}

function withSvmFlags(svm, { sigverify = true, blockhashCheck = true }, fn) {
  svm.withSigverify(sigverify).withBlockhashCheck(blockhashCheck);
  try {
    return fn();
  } finally {
    svm.withSigverify(true).withBlockhashCheck(true);
  }
}

const SANITIZE_MSG = "invalid transaction: Transaction failed to sanitize accounts offsets correctly";

// Faucet: a fresh keypair per airdrop, credited with lamports + fee, then a real System transfer
// to the recipient is run through the runtime. (litesvm's own airdrop() reuses one payer and the
// single blockhash, so two identical airdrops would collide as AlreadyProcessed.)
function airdrop(chain, to, lamports) {
  const svm = chain.svm;
  const { publicKey, privateKey } = crypto.generateKeyPairSync("ed25519");
  const pub = Buffer.from(publicKey.export({ format: "jwk" }).x, "base64url");
  const from = base58FromBytes(pub);
  svm.setAccount({
    address: from,
    lamports: lamports + 5000n,
    data: new Uint8Array(0),
    programAddress: SYSTEM_PROGRAM,
    executable: false,
  });
  const data = Buffer.alloc(12);
  data.writeUInt32LE(2, 0);
  data.writeBigUInt64LE(lamports, 4);
  const message = Buffer.concat([
    Buffer.from([1, 0, 1, 3]), // header, 3 static keys
    pub,
    Buffer.from(bytesFromBase58(to)),
    Buffer.alloc(32), // System program = 32 zero bytes
    Buffer.from(bytesFromBase58(svm.latestBlockhash())),
    Buffer.from([1, 2, 2, 0, 1, 12]), // 1 ix: program 2, accounts [0,1], 12 data bytes
    data,
  ]);
  const sig = crypto.sign(null, message, privateKey);
  const wire = new Uint8Array(Buffer.concat([Buffer.from([1]), sig, message]));
  const decoded = decodeWireTransaction(wire);
  const result = runWire(svm, decoded);
  if (isFailed(result)) {
    const err = txErrJson(result.err());
    if (svm.getTransaction(decoded.signature) !== null) chain.landed(decoded.signature, err);
    throw new RpcError(-32603, `airdrop failed: ${txErrText(err)}`, { err });
  }
  chain.landed(decoded.signature, null);
  return decoded.signature;
}

// ---------------------------------------------------------------------------------------------
export const methods = {
  getHealth: () => "ok",
  getGenesisHash: (chain) => chain.genesis,
  getVersion: () => ({ "solana-core": `litesvm-${LITESVM_VERSION}`, "feature-set": 0 }),

  getSlot(chain, params) {
    checkMinContextSlot(chain, configOf(params, 0));
    return chain.slot;
  },
  getBlockHeight(chain, params) {
    checkMinContextSlot(chain, configOf(params, 0));
    return chain.blockHeight;
  },
  getLatestBlockhash(chain, params) {
    checkMinContextSlot(chain, configOf(params, 0));
    return { context: chain.context(), value: chain.latestBlockhash() };
  },
  isBlockhashValid(chain, params) {
    if (typeof params[0] !== "string") throw invalidParams("Invalid param: blockhash");
    return { context: chain.context(), value: params[0] === chain.svm.latestBlockhash() };
  },
  getBalance(chain, params) {
    const pk = pubkeyParam(params, 0);
    checkMinContextSlot(chain, configOf(params, 1));
    return { context: chain.context(), value: chain.svm.getBalance(pk) ?? 0n };
  },
  getAccountInfo(chain, params) {
    const pk = pubkeyParam(params, 0);
    const config = configOf(params, 1);
    checkMinContextSlot(chain, config);
    return { context: chain.context(), value: accountJson(chain, pk, encodingOf(config)) };
  },
  getMultipleAccounts(chain, params) {
    const keys = params[0];
    if (!Array.isArray(keys) || keys.length > 100) throw invalidParams("Invalid params: expected up to 100 pubkeys");
    keys.forEach((_, i) => pubkeyParam(keys, i));
    const config = configOf(params, 1);
    checkMinContextSlot(chain, config);
    const encoding = encodingOf(config);
    return { context: chain.context(), value: keys.map((pk) => accountJson(chain, pk, encoding)) };
  },
  getEpochInfo(chain, params) {
    checkMinContextSlot(chain, configOf(params, 0));
    return {
      absoluteSlot: chain.slot,
      blockHeight: chain.blockHeight,
      epoch: chain.slot / SLOTS_PER_EPOCH,
      slotIndex: chain.slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: BigInt(chain.statuses.size),
    };
  },
  getMinimumBalanceForRentExemption(chain, params) {
    const n = parseU64(params[0] ?? null);
    if (n === null || n > 10n * 1024n * 1024n) throw invalidParams("Invalid params: data length");
    return chain.svm.minimumBalanceForRentExemption(n);
  },
  getFeeForMessage(chain, params) {
    const bytes = typeof params[0] === "string" ? decodeBase64Strict(params[0]) : null;
    if (bytes === null || bytes.length === 0) throw invalidParams("invalid base64 encoding");
    let message;
    try {
      const version = getTransactionVersionDecoder().decode(bytes);
      if (version !== "legacy" && version !== 0) throw new Error(`unsupported version ${version}`);
      message = getCompiledTransactionMessageDecoder().decode(bytes);
    } catch (e) {
      throw invalidParams(`failed to deserialize solana_message::versions::VersionedMessage: ${e.message}`);
    }
    checkMinContextSlot(chain, configOf(params, 1));
    const valid = message.lifetimeToken === chain.svm.latestBlockhash();
    return { context: chain.context(), value: valid ? feeForMessage(chain.svm, message) : null };
  },

  simulateTransaction(chain, params) {
    const { config, decoded } = decodeTxParam("simulateTransaction", params);
    checkMinContextSlot(chain, config);
    const sigVerify = config.sigVerify === true;
    const replace = config.replaceRecentBlockhash === true;
    if (sigVerify && replace) throw invalidParams("sigVerify may not be used with replaceRecentBlockhash");
    const result = withSvmFlags(chain.svm, { sigverify: sigVerify, blockhashCheck: !replace }, () =>
      runWire(chain.svm, decoded, { simulate: true }),
    );
    const value = simulationValue(result);
    if (value.err === "SanitizeFailure") throw invalidParams(SANITIZE_MSG);
    if (sigVerify && value.err === "SignatureFailure") {
      throw new RpcError(-32003, "Transaction signature verification failure");
    }
    if (replace) value.replacementBlockhash = chain.latestBlockhash();
    return { context: chain.context(), value };
  },

  sendTransaction(chain, params) {
    const { config, decoded } = decodeTxParam("sendTransaction", params);
    checkMinContextSlot(chain, config);
    const svm = chain.svm;
    if (config.skipPreflight !== true) {
      const sim = withSvmFlags(svm, {}, () => runWire(svm, decoded, { simulate: true }));
      if (isFailed(sim)) {
        const value = simulationValue(sim);
        if (value.err === "SanitizeFailure") throw invalidParams(SANITIZE_MSG);
        if (value.err === "SignatureFailure") throw new RpcError(-32003, "Transaction signature verification failure");
        throw new RpcError(-32002, `Transaction simulation failed: ${txErrText(value.err)}`, value);
      }
    }
    const result = runWire(svm, decoded);
    if (!isFailed(result)) {
      chain.landed(decoded.signature, null);
    } else {
      const err = txErrJson(result.err());
      if (err === "SanitizeFailure") throw invalidParams(SANITIZE_MSG);
      // Included with an error (fee charged) iff litesvm kept it in its history; otherwise it was
      // dropped before execution (bad blockhash, signature, fee payer) and never gets a status.
      if (err !== "AlreadyProcessed" && svm.getTransaction(decoded.signature) !== null) {
        chain.landed(decoded.signature, err);
      }
    }
    return decoded.signature;
  },

  getSignatureStatuses(chain, params) {
    const sigs = params[0];
    if (!Array.isArray(sigs)) throw invalidParams("Invalid params: expected an array of signatures");
    if (sigs.length > 256) throw invalidParams("Too many inputs provided; max 256");
    configOf(params, 1);
    const value = sigs.map((s) => {
      let raw = null;
      try {
        raw = typeof s === "string" ? bytesFromBase58(s) : null;
      } catch {
        raw = null;
      }
      if (raw === null || raw.length !== 64) throw invalidParams(`Invalid param: Invalid signature ${JSON.stringify(s)}`);
      const st = chain.statuses.get(s);
      if (!st) return null;
      const depth = chain.slot - st.slot;
      const finalized = depth >= FINALIZED_AFTER;
      return {
        slot: st.slot,
        confirmations: finalized ? null : depth,
        err: st.err,
        status: st.err === null ? { Ok: null } : { Err: st.err },
        confirmationStatus: finalized ? "finalized" : "confirmed",
      };
    });
    return { context: chain.context(), value };
  },

  requestAirdrop(chain, params) {
    const pk = pubkeyParam(params, 0);
    const lamports = parseU64(params[1] ?? null);
    if (lamports === null || lamports === 0n) throw invalidParams("Invalid params: lamports");
    return airdrop(chain, pk, lamports);
  },

  // ---- test-only ----
  litesvm_warpSlots(chain, params) {
    const n = parseU64(params[0] ?? null);
    if (n === null || n === 0n || n > 100_000_000n) throw invalidParams("litesvm_warpSlots: params [n], 1 <= n <= 1e8");
    chain.advance(n);
    return { slot: chain.slot, blockHeight: chain.blockHeight };
  },
  // Writes a whole account (SPL mints and token accounts for tests): [pubkey, {lamports, owner,
  // data (base64), executable}].
  litesvm_setAccount(chain, params) {
    const pk = pubkeyParam(params, 0);
    const a = params[1];
    const lamports = parseU64(a?.lamports ?? null);
    const data = typeof a?.data === "string" ? decodeBase64Strict(a.data) : null;
    if (lamports === null || data === null || !isPubkey(a?.owner)) {
      throw invalidParams("litesvm_setAccount: params [pubkey, {lamports, owner, data (base64)}]");
    }
    chain.svm.setAccount({ address: pk, lamports, data, programAddress: a.owner, executable: a.executable === true });
    return null;
  },
  litesvm_setBalance(chain, params) {
    const pk = pubkeyParam(params, 0);
    const lamports = parseU64(params[1] ?? null);
    if (lamports === null) throw invalidParams("litesvm_setBalance: params [pubkey, lamports]");
    const existing = chain.svm.getAccount(pk);
    chain.svm.setAccount({
      address: pk,
      lamports,
      data: existing.exists ? existing.data : new Uint8Array(0),
      programAddress: existing.exists ? existing.programAddress : SYSTEM_PROGRAM,
      executable: existing.exists ? existing.executable : false,
    });
    return null;
  },
};
