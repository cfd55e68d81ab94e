// Starts a ganache 7.9.2 EVM node for Paydesk's tests on 127.0.0.1 (only) and a free port, and
// prints "ganache listening on http://127.0.0.1:PORT" as its first stdout line. The accounts are
// the ones of the public test mnemonic "test test ... junk" (Hardhat / Anvil account #0 is
// 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266), each holding 1000 ETH. Chain id 1337, a block per
// transaction (instant mining). Stops on SIGTERM / SIGINT, or when stdin closes with
// --exit-on-stdin-eof (so a test that dies does not leave a node behind).
//   node node.mjs [--chain-id N] [--exit-on-stdin-eof]
import net from "node:net";
import ganache from "ganache";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const chainId = Number(option("--chain-id", "1337"));
const host = "127.0.0.1";

// A free port: the kernel picks one for a throw-away listener, which is closed at once.
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const server = ganache.server({
  wallet: { mnemonic: "test test test test test test test test test test test junk", totalAccounts: 4 },
  chain: { chainId, networkId: chainId, hardfork: "shanghai" },
  miner: { blockTime: 0 },
  logging: { quiet: true },
});
const port = await freePort();
await server.listen(port, host);
process.stdout.write(`ganache listening on http://${host}:${port}\n`);

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  try {
    await server.close();
  } finally {
    process.exit(0);
  }
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
if (args.includes("--exit-on-stdin-eof")) {
  process.stdin.on("end", stop);
  process.stdin.resume();
}
