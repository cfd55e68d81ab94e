// Checks the peer end to end: node.mjs starts ganache and prints its URL, a transfer signed with
// ethers from account #0 of the test mnemonic lands (chain id, nonce, balances exact), and
// decode.mjs reads the same raw bytes back with the sender. Last line: "N passed, M failed".
import { spawn, execFileSync } from "node:child_process";
import { createInterface } from "node:readline";
import { HDNodeWallet, JsonRpcProvider, parseEther } from "ethers";

const MNEMONIC = "test test test test test test test test test test test junk";
const ACCOUNT0 = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266";
const RECIPIENT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
let passed = 0;
let failed = 0;
function check(name, ok, detail = "") {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "ok" : "FAIL"} - ${name}${ok ? "" : ` ${detail}`}`);
}

const node = spawn(process.execPath, ["node.mjs", "--chain-id", "1337", "--exit-on-stdin-eof"], {
  stdio: ["pipe", "pipe", "inherit"],
});
const firstLine = await new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error("ganache did not start in 20 s")), 20000);
  createInterface({ input: node.stdout }).once("line", (line) => {
    clearTimeout(timer);
    resolve(line);
  });
});
try {
  const match = /^ganache listening on (http:\/\/127\.0\.0\.1:\d+)$/.exec(firstLine);
  check("prints its loopback URL", match !== null, firstLine);
  const provider = new JsonRpcProvider(match[1], undefined, { staticNetwork: true });
  const network = await provider.getNetwork();
  check("chain id 1337", network.chainId === 1337n, String(network.chainId));

  const wallet = HDNodeWallet.fromPhrase(MNEMONIC).connect(provider);
  check("account #0 of the mnemonic", wallet.address === ACCOUNT0, wallet.address);
  const before = await provider.getBalance(ACCOUNT0);
  const toBefore = await provider.getBalance(RECIPIENT);
  const nonce = await provider.getTransactionCount(ACCOUNT0, "pending");
  const request = await wallet.populateTransaction({ to: RECIPIENT, value: parseEther("1.5"), nonce });
  const raw = await wallet.signTransaction(request);
  const hash = await provider.send("eth_sendRawTransaction", [raw]);
  const receipt = await provider.waitForTransaction(hash, 1, 10000);
  check("the transfer lands", receipt?.status === 1, JSON.stringify(receipt));
  const fee = receipt.gasUsed * receipt.gasPrice;
  // At the receipt's block: ethers caches an identical request for 250 ms.
  const at = receipt.blockNumber;
  check("recipient gains the value",
        (await provider.getBalance(RECIPIENT, at)) === toBefore + parseEther("1.5"));
  check("sender pays value + gasUsed x effectiveGasPrice",
        (await provider.getBalance(ACCOUNT0, at)) === before - parseEther("1.5") - fee);

  const decoded = JSON.parse(execFileSync(process.execPath, ["decode.mjs", raw]).toString());
  check("decode: sender", decoded.from === ACCOUNT0, decoded.from);
  check("decode: fields", decoded.to === RECIPIENT && decoded.value === "1500000000000000000" &&
        decoded.nonce === nonce && decoded.chainId === "1337" && decoded.type === 2 &&
        decoded.hash === hash, JSON.stringify(decoded));
  let refused = false;
  try {
    execFileSync(process.execPath, ["decode.mjs", "0x02c0"], { stdio: "pipe" });
  } catch (e) {
    refused = e.status === 1 && "error" in JSON.parse(e.stdout.toString());
  }
  check("decode: refuses garbage with exit 1", refused);
  provider.destroy();
} catch (e) {
  check("no exception", false, e?.stack ?? String(e));
} finally {
  node.stdin.end();
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
