// Decodes a signed raw Ethereum transaction with ethers 6 (Transaction.from) and prints its
// fields and the sender recovered from the signature as one line of JSON; amounts are decimal
// strings (exact). Exit 1 with {"error": ...} when ethers cannot read it.
//   node decode.mjs 0x02f8...
import { Transaction } from "ethers";

try {
  const hex = process.argv[2] ?? "";
  const tx = Transaction.from(hex.startsWith("0x") ? hex : `0x${hex}`);
  const text = (v) => (v === null || v === undefined ? null : v.toString());
  process.stdout.write(
    JSON.stringify({
      type: tx.type,
      chainId: text(tx.chainId),
      nonce: tx.nonce,
      to: tx.to,
      value: text(tx.value),
      gasLimit: text(tx.gasLimit),
      maxFeePerGas: text(tx.maxFeePerGas),
      maxPriorityFeePerGas: text(tx.maxPriorityFeePerGas),
      data: tx.data,
      from: tx.from,
      hash: tx.hash,
    }) + "\n",
  );
} catch (e) {
  process.stdout.write(JSON.stringify({ error: String(e?.message ?? e) }) + "\n");
  process.exit(1);
}
