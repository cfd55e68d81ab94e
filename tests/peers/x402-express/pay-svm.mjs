// Paydesk pays a real x402 seller (x402-express 1.2.0, its v1 Solana route) in USDC on Solana
// devnet by an SPL TransferChecked, from its own key: the x402 package's own facilitator code
// verifies the partially signed transaction, co-signs it as fee payer, simulates and sends it to
// litesvm (the real Solana runtime, behind ../litesvm's JSON-RPC shim) and confirms it by
// subscription. The seller's token account gains exactly the price; paydesk-cli prints the
// content and the seller's receipt. What Paydesk must refuse signs nothing: above a maximum, not
// enough USDC, a seller with no USDC account, a denied payee or one off the allow list, a frozen
// budget.
// Runs inside tests/util/with-keyring.sh (the key goes into that private Secret Service).
// Usage: node pay-svm.mjs /path/to/paydesk-cli
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliRunner, SERVICE_ARGS } from './cli.mjs';
import { start, SVM_PAY_TO } from './server.js';
import { ata, litesvmInstalled, startSvmChain, testBuyer } from './svm-chain.mjs';

const cli = process.argv[2];
if (!cli || !fs.existsSync(cli)) {
  console.error(`usage: node pay-svm.mjs PAYDESK_CLI (got ${cli})`);
  process.exit(2);
}
if (!litesvmInstalled()) {
  console.error("SKIP: run 'npm ci' in tests/peers/litesvm (./run-tests does)");
  process.exit(77);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-x402-svm-'));
const run = cliRunner(cli, dataDir);
const base = SERVICE_ARGS;

// The buyer: a fixed test key, imported into Paydesk as a solana-keygen file (seed || public).
const buyer = await testBuyer(9, dataDir);
const keyFile = buyer.keyFile;

const chain = await startSvmChain();
const seller = await start(undefined, chain);
let failures = 0;
try {
  await chain.setUsdc(buyer.address, 1_000_000n); // 1 USDC
  await chain.setUsdc(SVM_PAY_TO, 0n);
  const imported = await run([...base, '--json', 'wallet', 'import', '--chain', 'solana',
                              '--keypair-file', keyFile, '--label', 'Buyer']);
  assert.equal(imported.code, 0, imported.stderr);
  const url = seller.url + '/svm-report';
  const fetchArgs = (...extra) => [...base, '--json', 'fetch', url, '--local', '--from', buyer.address,
                                   '--network', 'solana-devnet', '--rpc', chain.rpcUrl, ...extra];
  const verifies = () => seller.facilitatorCalls.filter((c) => c === 'POST /verify').length;
  const refused = async (why, code, ...extra) => {
    const r = await run(fetchArgs(...extra));
    assert.equal(r.code, 4, `${why}: ${r.stderr}\n${r.stdout}`);
    const out = JSON.parse(r.stdout.trim());
    assert.equal(out.moneyMoved, false);
    if (code) assert.equal(out.error.code, code, JSON.stringify(out.error));
    assert.match(out.error.message, why);
  };

  // Refused before anything is signed: nothing reaches the facilitator.
  await refused(/above your maximum of 0.005 USDC/, null, '--max-amount', '0.005 USDC', '--yes');
  await refused(/another asset than your maximum/, null, '--max-amount', '1', '--yes');
  await chain.setUsdc(buyer.address, 9_999n);
  await refused(/holds 0.009999 USDC, less than the price of 0.01 USDC/, 'insufficient_funds',
                '--max-amount', '0.01 USDC', '--yes');
  await chain.setUsdc(buyer.address, 1_000_000n);
  await chain.closeUsdc(SVM_PAY_TO);
  await refused(/has no USDC account that can receive/, 'seller_cannot_receive',
                '--max-amount', '0.01 USDC', '--yes');
  await chain.setUsdc(SVM_PAY_TO, 0n);
  // The payee lists: a denied seller, then an allow list without it, sign nothing.
  const payee = async (...a) => {
    const p = await run([...base, 'budget', 'payee', ...a]);
    assert.equal(p.code, 0, p.stderr);
  };
  await payee('deny', SVM_PAY_TO);
  await refused(/you deny payments to/, 'payee_refused', '--max-amount', '0.01 USDC', '--yes');
  await payee('remove', SVM_PAY_TO);
  await payee('allow', buyer.address);
  await refused(/not on your list of allowed payees/, 'payee_refused', '--max-amount', '0.01 USDC', '--yes');
  await payee('remove', buyer.address);
  await payee('allow', SVM_PAY_TO);
  assert.equal(verifies(), 0);
  assert.equal(await chain.usdcOf(buyer.address), 1_000_000n);
  console.log('ok - refused over the maximum, in another asset, short of USDC, seller without an account, denied payee, payee not allowed');

  const r = await run(fetchArgs('--max-amount', '0.01 USDC', '--yes'));
  assert.equal(r.code, 0, `paid fetch: ${r.stderr}\n${r.stdout}`);
  const out = JSON.parse(r.stdout.trim());
  assert.equal(out.paid, true);
  assert.deepEqual(out.content, { report: 'paid' });
  assert.equal(out.quote.amount, '0.01 USDC');
  assert.equal(out.quote.wallet, buyer.address);
  assert.equal(out.quote.balance, '1', 'the USDC balance is read before asking');
  // The seller's receipt names the transaction, which landed on the chain.
  assert.equal(out.settlement.success, true, JSON.stringify(out.settlement));
  assert.equal(out.settlement.network, 'solana-devnet');
  assert.equal(out.settlement.payer, buyer.address);
  const st = await chain.rpc('getSignatureStatuses', [[out.settlement.transaction]]);
  assert.equal(st.value[0]?.err, null, JSON.stringify(st));
  // Exactly the price moved, once.
  assert.equal(await chain.usdcOf(SVM_PAY_TO), 10_000n);
  assert.equal(await chain.usdcOf(buyer.address), 990_000n);
  // The x402 package's own verification accepted the transaction Paydesk signed.
  const verified = seller.facilitatorCalls.find((c) => c.verify);
  assert.equal(verified.verify.isValid, true, JSON.stringify(verified.verify));
  assert.equal(verified.verify.payer, buyer.address);
  assert.equal(await ata(SVM_PAY_TO), 'A6cvo72FWB5PKDznP79KJv64DbT1aw7YbEfCm4AALHg8');
  console.log(`ok - paid 0.01 USDC by SPL TransferChecked through x402-express: ${out.settlement.transaction}`);

  // Fetched again: the journal re-sends the same proof; the facilitator refuses a second
  // settlement of it, and no second payment is made.
  const again = await run(fetchArgs('--max-amount', '0.01 USDC', '--yes'));
  assert.equal(await chain.usdcOf(SVM_PAY_TO), 10_000n, again.stdout);

  // Frozen: nothing automatic, and with no one to ask nothing is paid.
  const frozen = await run([...base, 'budget', 'freeze']);
  assert.equal(frozen.code, 0, frozen.stderr);
  const f = await run(fetchArgs('--max-amount', '0.01 USDC', '--yes'));
  assert.equal(f.code, 4, f.stderr);
  assert.equal(await chain.usdcOf(SVM_PAY_TO), 10_000n);
  console.log('ok - no second payment; frozen pays nothing');
} catch (e) {
  failures++;
  console.error('not ok -', e.stack ?? e.message);
} finally {
  seller.close();
  chain.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
