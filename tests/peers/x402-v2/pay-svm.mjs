// Paydesk pays a real x402 v2 seller (@x402/express 2.27.0) in USDC on Solana devnet (CAIP-2
// network, PAYMENT-REQUIRED / PAYMENT-SIGNATURE / PAYMENT-RESPONSE headers) by an SPL
// TransferChecked with the v2 memo, from its own key: @x402/svm's own facilitator verifies the
// partially signed transaction (the v2 rules: instruction layout, memo, fee payer in no
// instruction), co-signs, simulates and settles it on litesvm (../x402-express/svm-chain.mjs).
// The seller's token account gains exactly the price once; a buyer short of USDC signs nothing.
// Runs inside tests/util/with-keyring.sh. Usage: node pay-svm.mjs /path/to/paydesk-cli
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit';
import { cliRunner, SERVICE_ARGS } from '../x402-express/cli.mjs';
import { litesvmInstalled, startSvmChain, testBuyer } from '../x402-express/svm-chain.mjs';
import { SOLANA_DEVNET, SVM_PAY_TO, start } from './server.mjs';

const cli = process.argv[2];
if (!cli || !fs.existsSync(cli)) {
  console.error(`usage: node pay-svm.mjs PAYDESK_CLI (got ${cli})`);
  process.exit(2);
}
if (!litesvmInstalled() || !fs.existsSync(new URL('../x402-express/node_modules', import.meta.url))) {
  console.error("SKIP: run 'npm ci' in tests/peers/litesvm and tests/peers/x402-express (./run-tests does)");
  process.exit(77);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-x402-v2-'));
const run = cliRunner(cli, dataDir);
const base = SERVICE_ARGS;
const buyer = await testBuyer(10, dataDir);
const keyFile = buyer.keyFile;

const chain = await startSvmChain();
const seller = await start(chain.rpcUrl);
let failures = 0;
try {
  await chain.setUsdc(SVM_PAY_TO, 0n);
  await chain.setUsdc(buyer.address, 5_000n);
  // The 402 is v2: requirements in the PAYMENT-REQUIRED header, the network in CAIP-2.
  const url = seller.url + '/report';
  const res = await fetch(url);
  assert.equal(res.status, 402);
  const required = JSON.parse(Buffer.from(res.headers.get('payment-required'), 'base64').toString());
  assert.equal(required.x402Version, 2);
  const offer = required.accepts[0];
  assert.equal(offer.network, SOLANA_DEVNET);
  assert.equal(offer.amount, '10000');
  assert.equal(offer.extra.feePayer, seller.feePayer);

  const imported = await run([...base, '--json', 'wallet', 'import', '--chain', 'solana',
                              '--keypair-file', keyFile, '--label', 'Buyer']);
  assert.equal(imported.code, 0, imported.stderr);
  const fetchArgs = () => [...base, '--json', 'fetch', url, '--local', '--from', buyer.address,
                           '--network', 'solana-devnet', '--rpc', chain.rpcUrl,
                           '--max-amount', '0.01 USDC', '--yes'];
  // Short of USDC: refused before signing; nothing reaches the facilitator.
  const short = await run(fetchArgs());
  assert.equal(short.code, 4, short.stderr);
  assert.equal(JSON.parse(short.stdout.trim()).error.code, 'insufficient_funds');
  assert.equal(seller.facilitatorCalls.filter((c) => c === 'POST /verify').length, 0);
  console.log('ok - short of USDC: refused, nothing signed');

  await chain.setUsdc(buyer.address, 1_000_000n);
  const r = await run(fetchArgs());
  assert.equal(r.code, 0, `paid fetch: ${r.stderr}\n${r.stdout}\n${JSON.stringify(seller.facilitatorCalls)}`);
  const out = JSON.parse(r.stdout.trim());
  assert.equal(out.paid, true);
  assert.deepEqual(out.content, { report: 'paid', version: 2 });
  assert.equal(out.settlement.success, true, JSON.stringify(out.settlement));
  assert.equal(out.settlement.network, SOLANA_DEVNET);
  assert.equal(out.settlement.payer, buyer.address);
  const st = await chain.rpc('getSignatureStatuses', [[out.settlement.transaction]]);
  assert.equal(st.value[0]?.err, null, JSON.stringify(st));
  assert.equal(await chain.usdcOf(SVM_PAY_TO), 10_000n);
  assert.equal(await chain.usdcOf(buyer.address), 990_000n);
  // What Paydesk signed: the v2 layout with its memo, accepted by @x402/svm's verification.
  const verified = seller.facilitatorCalls.find((c) => c.verify);
  assert.equal(verified.verify.isValid, true, JSON.stringify(verified.verify));
  const wire = Buffer.from(verified.payload.payload.transaction, 'base64');
  const tx = getTransactionDecoder().decode(wire);
  const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes);
  assert.equal(message.version, 0);
  assert.equal(message.instructions.length, 4);
  assert.equal(message.staticAccounts[0], seller.feePayer);
  console.log(`ok - paid 0.01 USDC through @x402/express 2.27.0 and @x402/svm: ${out.settlement.transaction}`);
} catch (e) {
  failures++;
  console.error('not ok -', e.stack ?? e.message);
} finally {
  seller.close();
  chain.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
