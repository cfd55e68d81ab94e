// Paydesk pays a usage-priced x402 v2 seller: express + @x402/express 2.27.0 with @x402/evm's own
// `upto` server scheme, asking up to 0.01 test USDC on the sandbox EVM chain and charging what the
// request used (setSettlementOverrides). No x402UptoPermit2Proxy contract can run here, so the
// facilitator is the sandbox's (/facilitator), whose chain runs the upto proxy's rules natively;
// the seller learns its address from /supported (extra.facilitatorAddress), exactly as from a
// real facilitator. Paydesk signs the maximum, the seller settles the charge, the buyer pays the
// charge once and Paydesk reports the charge beside the maximum. A seller whose requirement names
// no facilitator is refused with nothing signed.
// Runs inside tests/util/with-keyring.sh. Usage: node pay-upto.mjs PAYDESK_CLI PAYDESK_SANDBOX
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { HTTPFacilitatorClient } from '@x402/core/server';
import { paymentMiddleware, setSettlementOverrides, x402ResourceServer } from '@x402/express';
import { UptoEvmScheme as UptoEvmServer } from '@x402/evm/upto/server';
import { BUYER, BUYER_KEY, NETWORK, USDC, cliRunner, startSandbox, usdcOf } from '../mcp/common.mjs';

const [cli, sandboxExe] = process.argv.slice(2);
if (!cli || !fs.existsSync(cli) || !sandboxExe || !fs.existsSync(sandboxExe)) {
  console.error(`usage: node pay-upto.mjs PAYDESK_CLI PAYDESK_SANDBOX (got ${cli} ${sandboxExe})`);
  process.exit(2);
}
const PAY_TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'; // Hardhat account #2
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-upto-'));
const { child: sandbox, url: service } = await startSandbox(sandboxExe);
const env = { ...process.env, PAYDESK_DATA_DIR: dataDir, PAYDESK_BUYER_KEY: BUYER_KEY };
const { run, ok } = cliRunner(cli, ['--service', service], env);

// The seller: one route priced by use, 10 atomic units a "token", at most 10,000.
const settleCalls = [];
const facilitator = new HTTPFacilitatorClient({ url: `${service}/facilitator` });
const recording = {
  getSupported: () => facilitator.getSupported(),
  verify: (p, r) => facilitator.verify(p, r),
  settle: async (p, r) => { settleCalls.push(r.amount); return facilitator.settle(p, r); },
};
const resourceServer = new x402ResourceServer(recording).register(NETWORK, new UptoEvmServer());
const app = express();
const route = (price) => ({
  accepts: { scheme: 'upto', network: NETWORK, payTo: PAY_TO,
             price: { amount: price, asset: USDC, extra: { name: 'USD Coin', version: '2' } } },
  description: 'Tokens generated (x402 upto)', mimeType: 'application/json',
});
app.use(paymentMiddleware({ 'GET /generate': route('10000') }, resourceServer));
app.get('/generate', (req, res) => {
  const tokens = Number(req.query.tokens ?? 0);
  setSettlementOverrides(res, { amount: String(tokens * 10) });
  res.json({ text: 'lorem '.repeat(tokens).trim().slice(0, 40), tokens });
});
const server = http.createServer(app);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const seller = `http://127.0.0.1:${server.address().port}`;

let failures = 0;
try {
  await ok(['wallet', 'import', '--chain', 'evm', '--secret-key-env', 'PAYDESK_BUYER_KEY',
            '--label', 'Buyer']);
  const res = await fetch(`${seller}/generate?tokens=1`);
  assert.equal(res.status, 402);
  const offer = JSON.parse(Buffer.from(res.headers.get('payment-required'), 'base64')
    .toString()).accepts[0];
  assert.equal(offer.scheme, 'upto');
  assert.equal(offer.amount, '10000');
  assert.equal(offer.extra.assetTransferMethod, 'permit2');
  assert.match(offer.extra.facilitatorAddress, /^0x[0-9a-fA-F]{40}$/);
  console.log(`ok - @x402/express asks up to 0.01 USDC, facilitator ${offer.extra.facilitatorAddress}`);

  const fetchArgs = (tokens) => ['--json', 'fetch', `${seller}/generate?tokens=${tokens}`,
                                 '--local', '--from', BUYER, '--max-amount', '0.01 USDC', '--yes'];
  // Permit2 may move less than the maximum: refused, nothing signed, nothing verified.
  let r = await run(fetchArgs(250));
  assert.equal(r.code, 4, r.stderr + r.stdout);
  assert.equal(JSON.parse(r.stdout.trim()).error.code, 'allowance_required');
  assert.equal(settleCalls.length, 0);
  await ok(['permit2', 'approve', '0.05', 'USDC', '--from', BUYER, '--yes']);
  console.log('ok - the maximum must be within the Permit2 allowance; approved 0.05 USDC');

  const before = await usdcOf(service, BUYER);
  const sellerBefore = await usdcOf(service, PAY_TO);
  r = await run(fetchArgs(250));
  assert.equal(r.code, 0, r.stderr + r.stdout);
  const out = JSON.parse(r.stdout.trim());
  assert.equal(out.paid, true);
  assert.equal(out.content.tokens, 250);
  assert.equal(out.amount, '0.0025 USDC', r.stdout);
  assert.equal(out.charge.maximum, '0.01 USDC');
  assert.equal(out.charge.aboveMaximum, false);
  assert.equal(out.settlement.amount, '2500');
  assert.match(out.paymentId, /^upto:\d+$/);
  assert.deepEqual(settleCalls, ['2500']);
  assert.equal(before - (await usdcOf(service, BUYER)), 2500n);
  assert.equal((await usdcOf(service, PAY_TO)) - sellerBefore, 2500n);
  console.log(`ok - paid 0.0025 of up to 0.01 USDC once: ${out.settlement.transaction}`);

  // The journal and the budgets keep the charge, not the maximum.
  const history = await ok(['history', BUYER]);
  const record = history.payments.find((p) => p.paymentId === out.paymentId);
  assert.ok(record, JSON.stringify(history));
  assert.equal(record.amount, '0.0025', JSON.stringify(record));
  assert.equal(record.maxAmount, '0.01', JSON.stringify(record));
  assert.equal(record.status, 'confirmed');
  console.log('ok - the history shows 0.0025 charged of up to 0.01');

  // Nothing used: the seller settles nothing, nothing moves, Paydesk says so.
  const held = await usdcOf(service, BUYER);
  r = await run(fetchArgs(0));
  assert.equal(r.code, 0, r.stderr + r.stdout);
  const none = JSON.parse(r.stdout.trim());
  assert.equal(none.paid, false, r.stdout);
  assert.equal(none.notice.code, 'not_settled');
  assert.match(none.notice.message, /^Not charged yet/);
  assert.equal(await usdcOf(service, BUYER), held);
  console.log('ok - a request that used nothing is charged nothing; the authorization expires');
} catch (e) {
  failures++;
  console.error('not ok -', e.stack ?? e.message);
} finally {
  server.close();
  sandbox.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
