// Paydesk pays a real x402 seller (x402-express 1.2.0, its v1 EVM route) in USDC on an EVM chain
// by EIP-3009, from its own key: the x402 package's own facilitator code verifies the
// authorization (viem recovers the signer) and settles it on ganache with Paydesk's EIP-3009 test
// USDC. The seller's balance gains exactly the price and the payer's loses exactly it; paydesk-cli
// prints the content and the seller's receipt. What Paydesk must refuse pays nothing: above a
// maximum, a maximum in another asset, a frozen budget.
// Runs inside tests/util/with-keyring.sh (the key goes into that private Secret Service).
// Usage: node pay-evm.mjs /path/to/paydesk-cli
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliRunner, SERVICE_ARGS } from './cli.mjs';
import { recoverTypedDataAddress } from 'viem';
import { EVM_PAY_TO, start } from './server.js';
import { BASE_SEPOLIA_USDC, ganacheInstalled, startChain, usdcAbi } from './evm-chain.mjs';

const cli = process.argv[2];
if (!cli || !fs.existsSync(cli)) {
  console.error(`usage: node pay-evm.mjs PAYDESK_CLI (got ${cli})`);
  process.exit(2);
}
if (!ganacheInstalled()) {
  console.error("SKIP: run 'npm ci' in tests/peers/ganache (./run-tests does)");
  process.exit(77);
}
// Hardhat's account #0 (Hardhat Network docs), imported into Paydesk as an EVM wallet.
const PAYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const PAYER_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-x402-evm-'));

const run = cliRunner(cli, dataDir);
const base = SERVICE_ARGS;

const chain = await startChain();
const seller = await start(chain);
try {
  await chain.mint(PAYER, 5_000_000n); // 5 USDC
  const imported = await run([...base, '--json', 'wallet', 'import', '--chain', 'evm',
                              '--secret-key-env', 'PK', '--label', 'Hardhat'], { PK: PAYER_KEY });
  assert.equal(imported.code, 0, imported.stderr);
  const url = seller.url + '/weather';
  // The node the payer reads its balance (and the chain id) through: this chain, Base Sepolia's
  // id 84532. Without it, nothing is signed (below).
  const fetchArgs = (...extra) => [...base, '--json', 'fetch', url, '--local', '--from', PAYER,
                                   '--evm-rpc', chain.url, ...extra];
  {
    const r = await run([...base, '--json', 'fetch', url, '--local', '--from', PAYER,
                         '--max-amount', '0.001 USDC', '--yes']);
    assert.equal(r.code, 4, `no node: ${r.stderr}`);
    const out = JSON.parse(r.stdout.trim());
    assert.equal(out.moneyMoved, false);
    assert.equal(out.error.code, 'node_not_on_network');
  }

  // Refused before anything is signed: nothing reaches the facilitator.
  for (const [max, why] of [['0.0005 USDC', /above your maximum of 0.0005 USDC/],
                            ['1', /another asset than your maximum/]]) {
    const r = await run(fetchArgs('--max-amount', max, '--yes'));
    assert.equal(r.code, 4, `--max-amount ${max}: ${r.stderr}`);
    const out = JSON.parse(r.stdout.trim());
    assert.equal(out.moneyMoved, false);
    assert.match(out.error.message, why);
  }
  assert.equal(seller.facilitatorCalls.filter((c) => c === 'POST /verify').length, 0);

  const sellerBefore = await chain.balanceOf(EVM_PAY_TO);
  const payerBefore = await chain.balanceOf(PAYER);
  const r = await run(fetchArgs('--max-amount', '0.001 USDC', '--yes'));
  assert.equal(r.code, 0, `paid fetch: ${r.stderr}\n${r.stdout}`);
  const out = JSON.parse(r.stdout.trim());
  assert.equal(out.paid, true);
  assert.deepEqual(out.content, { weather: 'sunny' });
  assert.equal(out.quote.amount, '0.001 USDC');
  assert.equal(out.quote.budgetUnit, 'USDC');
  assert.equal(out.quote.wallet, PAYER);
  // The seller's receipt (X-PAYMENT-RESPONSE): the settlement transaction on this chain.
  assert.equal(out.settlement.success, true);
  assert.equal(out.settlement.network, 'base-sepolia');
  assert.equal(out.settlement.payer, PAYER);
  const receipt = await chain.publicClient.getTransactionReceipt({ hash: out.settlement.transaction });
  assert.equal(receipt.status, 'success');
  // Exactly the price moved, once.
  assert.equal(await chain.balanceOf(EVM_PAY_TO) - sellerBefore, 1000n);
  assert.equal(payerBefore - await chain.balanceOf(PAYER), 1000n);

  // The x402 package's own verification accepted what Paydesk signed, and viem recovers the
  // payer from it independently; the authorization was used on chain.
  const verified = seller.facilitatorCalls.find((c) => c.verify);
  assert.equal(verified.verify.isValid, true, JSON.stringify(verified.verify));
  const { authorization, signature } = verified.payload.payload;
  const signer = await recoverTypedDataAddress({
    domain: { name: 'USDC', version: '2', chainId: 84532, verifyingContract: BASE_SEPOLIA_USDC },
    types: { TransferWithAuthorization: [
      { name: 'from', type: 'address' }, { name: 'to', type: 'address' },
      { name: 'value', type: 'uint256' }, { name: 'validAfter', type: 'uint256' },
      { name: 'validBefore', type: 'uint256' }, { name: 'nonce', type: 'bytes32' }] },
    primaryType: 'TransferWithAuthorization',
    message: authorization,
    signature,
  });
  assert.equal(signer, PAYER);
  assert.equal(authorization.to, EVM_PAY_TO);
  assert.equal(authorization.value, '1000');
  const now = Math.floor(Date.now() / 1000);
  assert.ok(Number(authorization.validAfter) <= now - 590 && Number(authorization.validBefore) > now);
  assert.equal(await chain.publicClient.readContract({ address: BASE_SEPOLIA_USDC, abi: usdcAbi,
    functionName: 'authorizationState', args: [PAYER, authorization.nonce] }), true);

  // Frozen: nothing automatic, and with no one to ask nothing is paid.
  const frozen = await run([...base, 'budget', 'freeze']);
  assert.equal(frozen.code, 0, frozen.stderr);
  const f = await run(fetchArgs('--max-amount', '0.001 USDC', '--yes'));
  assert.equal(f.code, 4, f.stderr);
  assert.equal(await chain.balanceOf(EVM_PAY_TO) - sellerBefore, 1000n);
  console.log('ok: paid 0.001 USDC by EIP-3009 through x402-express; refusals paid nothing');
} finally {
  seller.close();
  chain.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
