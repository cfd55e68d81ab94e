// Shared helpers for rpc-server.mjs, crosscheck.mjs and selftest.mjs (test-only code).
//
// - strict decoding of Solana wire transactions (base64 -> bytes -> checked structure),
// - running the EXACT wire bytes in litesvm (no re-serialisation, see runWire),
// - litesvm error objects -> Solana RPC JSON form and Solana's Display text,
// - a JSON serialiser that writes bigint as exact JSON integers (lamports are u64).
import litesvmPkg from "litesvm";
import internal from "litesvm/dist/internal.js";
import {
  getBase58Decoder,
  getBase58Encoder,
  getCompiledTransactionMessageDecoder,
  getCompiledTransactionMessageEncoder,
  getShortU16Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  getTransactionVersionDecoder,
  isAddress,
} from "@solana/kit";

export const { LiteSVM, FailedTransactionMetadata, Account } = litesvmPkg;

export const PACKET_DATA_SIZE = 1232;
export const LAMPORTS_PER_SIGNATURE = 5000n;
export const SYSTEM_PROGRAM = "11111111111111111111111111111111";
export const COMPUTE_BUDGET_PROGRAM = "ComputeBudget111111111111111111111111111111";
export const NATIVE_LOADER = "NativeLoader1111111111111111111111111111111";
const PRECOMPILES = new Set([
  "Ed25519SigVerify111111111111111111111111111",
  "KeccakSecp256k11111111111111111111111111111",
  "Secp256r1SigVerify1111111111111111111111111",
]);

const b58enc = getBase58Encoder(); // string -> bytes
const b58dec = getBase58Decoder(); // bytes -> string

export const base58FromBytes = (bytes) => b58dec.decode(bytes);
export const bytesFromBase58 = (s) => new Uint8Array(b58enc.encode(s));

// ---------------------------------------------------------------------------------------------
// JSON with exact u64: bigint values are written as bare JSON integers.
const BIG = "\u0000bigint:";
export function stringifyJson(value) {
  const text = JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? BIG + v.toString() : v));
  return text.replace(/"\\u0000bigint:(-?\d+)"/g, "$1");
}

// Accepts a non-negative safe integer or a decimal string (for u64 values above 2^53).
export function parseU64(v) {
  if (typeof v === "number" && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === "string" && /^(0|[1-9]\d{0,19})$/.test(v)) {
    const b = BigInt(v);
    if (b <= 0xffffffffffffffffn) return b;
  }
  return null;
}

// Strict base64: canonical alphabet and padding, no whitespace.
export function decodeBase64Strict(s) {
  if (typeof s !== "string" || s.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(s)) return null;
  const buf = Buffer.from(s, "base64");
  if (buf.toString("base64") !== s) return null;
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
}

export function isPubkey(s) {
  return typeof s === "string" && isAddress(s);
}

// ---------------------------------------------------------------------------------------------
// Wire transaction decoding.
export class TxDecodeError extends Error {}

// Parses `bytes` as a Solana wire transaction (legacy or v0) and checks that it is canonical:
// re-encoding the parsed transaction and its message gives back exactly the same bytes (so no
// trailing bytes, no non-minimal shortvecs, signature count == header.numSignerAccounts).
export function decodeWireTransaction(bytes) {
  try {
    return decodeWireUnchecked(bytes);
  } catch (e) {
    throw e instanceof TxDecodeError ? e : new TxDecodeError(e.message);
  }
}

function decodeWireUnchecked(bytes) {
  if (bytes.length > PACKET_DATA_SIZE) {
    throw new TxDecodeError(`transaction too large: ${bytes.length} bytes (max ${PACKET_DATA_SIZE})`);
  }
  const [nsig, nsigLen] = getShortU16Decoder().read(bytes, 0);
  const tx = getTransactionDecoder().decode(bytes);
  const messageBytes = bytes.subarray(nsigLen + 64 * nsig);
  if (messageBytes.length === 0) throw new TxDecodeError("missing message");
  const version = getTransactionVersionDecoder().decode(messageBytes);
  if (version !== "legacy" && version !== 0) {
    throw new TxDecodeError(`unsupported transaction version ${version}`);
  }
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes);
  const reMessage = getCompiledTransactionMessageEncoder().encode(message);
  if (!Buffer.from(reMessage).equals(Buffer.from(messageBytes))) {
    throw new TxDecodeError("message has trailing or non-canonical bytes");
  }
  if (nsig !== message.header.numSignerAccounts) {
    throw new TxDecodeError(
      `signature count ${nsig} != header.numRequiredSignatures ${message.header.numSignerAccounts}`,
    );
  }
  const reTx = getTransactionEncoder().encode(tx);
  if (!Buffer.from(reTx).equals(Buffer.from(bytes))) {
    throw new TxDecodeError("transaction is not canonically encoded");
  }
  const signatures = [];
  for (let i = 0; i < nsig; i++) {
    signatures.push(bytes.subarray(nsigLen + 64 * i, nsigLen + 64 * (i + 1)));
  }
  if (signatures.length === 0) throw new TxDecodeError("transaction has no signatures");
  return {
    bytes,
    version,
    message,
    messageBytes,
    signatures,
    signature: base58FromBytes(signatures[0]),
    staticKeys: message.staticAccounts,
    blockhash: message.lifetimeToken,
  };
}

// Index i of the static key list is writable? (see docs/protocol-facts.md "Solana messages")
export function isWritableStatic(message, i) {
  const n = message.staticAccounts.length;
  const r = message.header.numSignerAccounts;
  const roSigned = message.header.numReadonlySignerAccounts;
  const roUnsigned = message.header.numReadonlyNonSignerAccounts;
  return i < r ? i < r - roSigned : i < n - roUnsigned;
}

// Runs the exact wire bytes. The public LiteSVM.sendTransaction/simulateTransaction take a kit
// Transaction and re-encode it, and with sigverify on they throw in JS for a zero signature
// instead of returning SignatureFailure; the internal napi object takes raw bytes
// (VersionedTransaction bincode, which also accepts legacy). Only call this with bytes that
// decodeWireTransaction accepted: malformed bytes make the native code panic and abort node.
export function runWire(svm, decoded, { simulate = false } = {}) {
  const inner = svm.inner;
  if (!inner || typeof inner.sendVersionedTransaction !== "function") {
    throw new Error("litesvm internals changed: LiteSVM.inner.sendVersionedTransaction missing");
  }
  return simulate
    ? inner.simulateVersionedTransaction(decoded.bytes)
    : inner.sendVersionedTransaction(decoded.bytes);
}

export function isFailed(result) {
  return result instanceof internal.FailedTransactionMetadata;
}

// meta of TransactionMetadata / FailedTransactionMetadata / SimulatedTransactionInfo
export function metaOf(result) {
  if (result instanceof internal.TransactionMetadata) return result;
  return result.meta();
}

export function returnDataJson(meta) {
  const rd = meta.returnData();
  const data = rd.data();
  if (!data || data.length === 0) return null;
  return { programId: base58FromBytes(rd.programId()), data: [Buffer.from(data).toString("base64"), "base64"] };
}

// ---------------------------------------------------------------------------------------------
// Errors. Order = the const enums in node_modules/litesvm/dist/internal.d.ts (they are
// `const enum`s, so not present at run time; err() returns the number).
const TX_ERR_FIELDLESS = [
  "AccountInUse", "AccountLoadedTwice", "AccountNotFound", "ProgramAccountNotFound",
  "InsufficientFundsForFee", "InvalidAccountForFee", "AlreadyProcessed", "BlockhashNotFound",
  "CallChainTooDeep", "MissingSignatureForFee", "InvalidAccountIndex", "SignatureFailure",
  "InvalidProgramForExecution", "SanitizeFailure", "ClusterMaintenance", "AccountBorrowOutstanding",
  "WouldExceedMaxBlockCostLimit", "UnsupportedVersion", "InvalidWritableAccount",
  "WouldExceedMaxAccountCostLimit", "WouldExceedAccountDataBlockLimit", "TooManyAccountLocks",
  "AddressLookupTableNotFound", "InvalidAddressLookupTableOwner", "InvalidAddressLookupTableData",
  "InvalidAddressLookupTableIndex", "InvalidRentPayingAccount", "WouldExceedMaxVoteCostLimit",
  "WouldExceedAccountDataTotalLimit", "MaxLoadedAccountsDataSizeExceeded", "ResanitizationNeeded",
  "InvalidLoadedAccountsDataSizeLimit", "UnbalancedTransaction", "ProgramCacheHitMaxLimit",
  "CommitCancelled",
];
const IX_ERR_FIELDLESS = [
  "GenericError", "InvalidArgument", "InvalidInstructionData", "InvalidAccountData",
  "AccountDataTooSmall", "InsufficientFunds", "IncorrectProgramId", "MissingRequiredSignature",
  "AccountAlreadyInitialized", "UninitializedAccount", "UnbalancedInstruction", "ModifiedProgramId",
  "ExternalAccountLamportSpend", "ExternalAccountDataModified", "ReadonlyLamportChange",
  "ReadonlyDataModified", "DuplicateAccountIndex", "ExecutableModified", "RentEpochModified",
  "NotEnoughAccountKeys", "AccountDataSizeChanged", "AccountNotExecutable", "AccountBorrowFailed",
  "AccountBorrowOutstanding", "DuplicateAccountOutOfSync", "InvalidError", "ExecutableDataModified",
  "ExecutableLamportChange", "ExecutableAccountNotRentExempt", "UnsupportedProgramId", "CallDepth",
  "MissingAccount", "ReentrancyNotAllowed", "MaxSeedLengthExceeded", "InvalidSeeds", "InvalidRealloc",
  "ComputationalBudgetExceeded", "PrivilegeEscalation", "ProgramEnvironmentSetupFailure",
  "ProgramFailedToComplete", "ProgramFailedToCompile", "Immutable", "IncorrectAuthority",
  "AccountNotRentExempt", "InvalidAccountOwner", "ArithmeticOverflow", "UnsupportedSysvar",
  "IllegalOwner", "MaxAccountsDataAllocationsExceeded", "MaxAccountsExceeded",
  "MaxInstructionTraceLengthExceeded", "BuiltinProgramsMustConsumeComputeUnits", "BorshIoError",
];

function ixErrJson(e) {
  if (typeof e === "number") return IX_ERR_FIELDLESS[e] ?? `InstructionError#${e}`;
  if (e instanceof internal.InstructionErrorCustom) return { Custom: e.code };
  if (e instanceof internal.InstructionErrorBorshIo) return { BorshIoError: e.msg };
  return String(e);
}

// litesvm error -> the JSON Solana RPC uses for TransactionError (serde externally tagged enum)
export function txErrJson(e) {
  if (typeof e === "number") return TX_ERR_FIELDLESS[e] ?? `TransactionError#${e}`;
  if (e instanceof internal.TransactionErrorInstructionError) return { InstructionError: [e.index, ixErrJson(e.err())] };
  if (e instanceof internal.TransactionErrorDuplicateInstruction) return { DuplicateInstruction: e.index };
  if (e instanceof internal.TransactionErrorInsufficientFundsForRent) {
    return { InsufficientFundsForRent: { account_index: e.accountIndex } };
  }
  if (e instanceof internal.TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: e.accountIndex } };
  }
  return String(e);
}

// Solana's Display text for the common errors (solana-transaction-error / solana-instruction).
const TX_ERR_TEXT = {
  AccountInUse: "Account in use",
  AccountLoadedTwice: "Account loaded twice",
  AccountNotFound: "Attempt to debit an account but found no record of a prior credit.",
  ProgramAccountNotFound: "Attempt to load a program that does not exist",
  InsufficientFundsForFee: "Insufficient funds for fee",
  InvalidAccountForFee: "This account may not be used to pay transaction fees",
  AlreadyProcessed: "This transaction has already been processed",
  BlockhashNotFound: "Blockhash not found",
  CallChainTooDeep: "Loader call chain is too deep",
  MissingSignatureForFee: "Transaction requires a fee but has no signature present",
  InvalidAccountIndex: "Transaction contains an invalid account reference",
  SignatureFailure: "Transaction did not pass signature verification",
  InvalidProgramForExecution: "This program may not be used for executing instructions",
  SanitizeFailure: "Transaction failed to sanitize accounts offsets correctly",
  AddressLookupTableNotFound: "Transaction loads an address table account that doesn't exist",
};
const IX_ERR_TEXT = {
  GenericError: "generic instruction error",
  InvalidArgument: "invalid program argument",
  InvalidInstructionData: "invalid instruction data",
  InvalidAccountData: "invalid account data for instruction",
  AccountDataTooSmall: "account data too small for instruction",
  InsufficientFunds: "insufficient funds for instruction",
  IncorrectProgramId: "incorrect program id for instruction",
  MissingRequiredSignature: "missing required signature for instruction",
  AccountAlreadyInitialized: "instruction requires an uninitialized account",
  UninitializedAccount: "instruction requires an initialized account",
  ComputationalBudgetExceeded: "Computational budget exceeded",
};

export function txErrText(json) {
  if (typeof json === "string") return TX_ERR_TEXT[json] ?? json;
  if (json.InstructionError) {
    const [index, ie] = json.InstructionError;
    let text;
    if (typeof ie === "string") text = IX_ERR_TEXT[ie] ?? ie;
    else if ("Custom" in ie) text = `custom program error: 0x${ie.Custom.toString(16)}`;
    else text = JSON.stringify(ie);
    return `Error processing Instruction ${index}: ${text}`;
  }
  if (json.InsufficientFundsForRent) {
    return `Transaction results in an account (${json.InsufficientFundsForRent.account_index}) with insufficient funds for rent`;
  }
  if ("DuplicateInstruction" in json) {
    return `Transaction contains a duplicate instruction (${json.DuplicateInstruction}) that is not allowed`;
  }
  return JSON.stringify(json);
}

// ---------------------------------------------------------------------------------------------
// Fee for a compiled message, as the runtime charges it:
//   5000 x (signatures + precompile signatures) + ceil(CU price x CU limit / 1e6).
// Without SetComputeUnitLimit the limit is the SIMD-0170 default: 3000 CU per instruction of a
// builtin program (an account owned by the native loader in this svm: System, ComputeBudget,
// precompiles, ...) and 200000 per other instruction, capped at 1.4M. selftest.mjs checks this
// against the lamports litesvm actually charges.
export function feeForMessage(svm, message) {
  let sigs = BigInt(message.header.numSignerAccounts);
  let limit = null;
  let price = 0n;
  let defaultLimit = 0n;
  for (const ix of message.instructions) {
    const program = message.staticAccounts[ix.programAddressIndex];
    const data = ix.data ?? new Uint8Array(0);
    if (PRECOMPILES.has(program) && data.length > 0) sigs += BigInt(data[0]);
    if (program === COMPUTE_BUDGET_PROGRAM) {
      const dv = new DataView(data.buffer, data.byteOffset, data.byteLength);
      if (data[0] === 2 && data.length === 5) limit = BigInt(dv.getUint32(1, true));
      if (data[0] === 3 && data.length === 9) price = dv.getBigUint64(1, true);
    }
    const acct = program ? svm.getAccount(program) : { exists: false };
    const builtin = acct.exists && acct.programAddress === NATIVE_LOADER;
    defaultLimit += builtin ? 3000n : 200000n;
  }
  const MAX = 1_400_000n;
  let cu = limit ?? defaultLimit;
  if (cu > MAX) cu = MAX;
  const priority = (price * cu + 999_999n) / 1_000_000n;
  return sigs * LAMPORTS_PER_SIGNATURE + priority;
}

export function lamportsOf(svm, address) {
  return svm.getBalance(address) ?? 0n;
}
