// A Solana chain for the SPL payment test: the litesvm peer (../litesvm/rpc-server.mjs, the real
// Solana runtime with the SPL Token program) behind its JSON-RPC shim, with devnet USDC's mint
// written at its real address and token accounts made on demand. The layouts are SPL Token's
// (docs/protocol-facts.md "SPL Token accounts"); the associated accounts come from @solana/kit.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import {
  address, createKeyPairSignerFromPrivateKeyBytes, getAddressEncoder, getProgramDerivedAddress,
} from '@solana/kit';

// A fixed test buyer (32 bytes of `seedByte`) written to dir/buyer.json as solana-keygen writes
// keys (seed || public key), for `paydesk-cli wallet import --keypair-file`. {address, keyFile}.
export async function testBuyer(seedByte, dir) {
  const seed = new Uint8Array(32).fill(seedByte);
  const signer = await createKeyPairSignerFromPrivateKeyBytes(seed);
  const keyFile = path.join(dir, 'buyer.json');
  fs.writeFileSync(keyFile, JSON.stringify([...seed, ...getAddressEncoder().encode(address(signer.address))]));
  return { address: signer.address, keyFile };
}

export const DEVNET_USDC = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const ATA_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
const RENT_MINT = 1461600n;    // rent-exempt minimum of 82 bytes
const RENT_ACCOUNT = 2039280n; // of 165 bytes
const shim = new URL('../litesvm/rpc-server.mjs', import.meta.url);

export function litesvmInstalled() {
  return fs.existsSync(new URL('../litesvm/node_modules/litesvm/package.json', import.meta.url));
}

export async function ata(owner, mint = DEVNET_USDC) {
  const enc = getAddressEncoder();
  const [pda] = await getProgramDerivedAddress({
    programAddress: address(ATA_PROGRAM),
    seeds: [enc.encode(address(owner)), enc.encode(address(TOKEN_PROGRAM)), enc.encode(address(mint))],
  });
  return pda;
}

export async function startSvmChain() {
  // It plays Solana Devnet (the x402 packages pay devnet USDC): its genesis hash is devnet's
  // (explorer.solana.com, cluster devnet), which Paydesk checks before it signs for devnet.
  const child = spawn(process.execPath, [shim.pathname, '--port', '0', '--exit-on-stdin-eof',
                                         '--genesis', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'],
                      { stdio: ['pipe', 'pipe', 'inherit'] });
  const line = await new Promise((resolve, reject) => {
    const rl = readline.createInterface({ input: child.stdout });
    rl.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`litesvm-rpc exited with ${code}`)));
  });
  const rpcUrl = line.match(/listening on (\S+)/)[1];
  let id = 1;
  const rpc = async (method, params = []) => {
    const res = await fetch(rpcUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' },
                                      body: JSON.stringify({ jsonrpc: '2.0', id: id++, method, params }) });
    const body = await res.json();
    if (body.error) throw new Error(`${method}: ${body.error.message}`);
    return body.result;
  };
  const setAccount = (pk, data, lamports, owner = TOKEN_PROGRAM) =>
    rpc('litesvm_setAccount', [pk, { lamports: Number(lamports), owner, data: Buffer.from(data).toString('base64') }]);
  // The facilitator's fee payer: a fixed test key with 1 SOL.
  const feePayer = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(32).fill(7));
  await rpc('litesvm_setBalance', [feePayer.address, 1_000_000_000]);
  // Devnet USDC: no authority, 6 decimals, initialized.
  const mint = Buffer.alloc(82);
  mint.writeBigUInt64LE(1_000_000_000_000n, 36);
  mint[44] = 6;
  mint[45] = 1;
  await setAccount(DEVNET_USDC, mint, RENT_MINT);

  const chain = {
    rpcUrl, rpc, feePayer,
    // Opens (or overwrites) owner's USDC account with `amount` units.
    async setUsdc(owner, amount) {
      const data = Buffer.alloc(165);
      Buffer.from(getAddressEncoder().encode(address(DEVNET_USDC))).copy(data, 0);
      Buffer.from(getAddressEncoder().encode(address(owner))).copy(data, 32);
      data.writeBigUInt64LE(BigInt(amount), 64);
      data[108] = 1; // initialized
      await setAccount(await ata(owner), data, RENT_ACCOUNT);
    },
    async closeUsdc(owner) {
      await setAccount(await ata(owner), new Uint8Array(0), 0n, '11111111111111111111111111111111');
    },
    async usdcOf(owner) {
      const r = await rpc('getAccountInfo', [await ata(owner), { encoding: 'base64' }]);
      return r.value ? Buffer.from(r.value.data[0], 'base64').readBigUInt64LE(64) : null;
    },
    stop() { child.stdin.end(); child.kill('SIGTERM'); },
  };
  return chain;
}
