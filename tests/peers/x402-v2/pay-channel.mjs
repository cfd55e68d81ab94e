// Paydesk pays an official channel seller: express + @x402/express 2.27.0 with @x402/evm's own
// `batch-settlement` server scheme (its channel storage, voucher checks and corrective state),
// asking up to 0.01 test USDC a request on the sandbox EVM chain and charging what the request
// used (setSettlementOverrides). No x402BatchSettlement contract can run here, so the facilitator
// is the sandbox's (/facilitator), whose chain runs the escrow's rules natively and which is the
// channel's receiver authorizer (/supported, extra.receiverAuthorizer), as a real facilitator
// can be. Paydesk deposits once (approved by --yes --max-deposit), then pays by vouchers alone.
// Runs inside tests/util/with-keyring.sh. Usage: node pay-channel.mjs PAYDESK_CLI PAYDESK_SANDBOX
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { HTTPFacilitatorClient } from '@x402/core/server';
import { paymentMiddleware, setSettlementOverrides, x402ResourceServer } from '@x402/express';
import { BatchSettlementEvmScheme as BatchServer } from '@x402/evm/batch-settlement/server';
import { BUYER, BUYER_KEY, NETWORK, USDC, cliRunner, startSandbox, usdcOf } from '../mcp/common.mjs';

const [cli, sandboxExe] = process.argv.slice(2);
if (!cli || !fs.existsSync(cli) || !sandboxExe || !fs.existsSync(sandboxExe)) {
  console.error(`usage: node pay-channel.mjs PAYDESK_CLI PAYDESK_SANDBOX (got ${cli} ${sandboxExe})`);
  process.exit(2);
}
const PAY_TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'; // Hardhat account #2
const ESCROW = '0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-channel-'));
const { child: sandbox, url: service } = await startSandbox(sandboxExe);
const env = { ...process.env, PAYDESK_DATA_DIR: dataDir, PAYDESK_BUYER_KEY: BUYER_KEY };
const { run, ok } = cliRunner(cli, ['--service', service], env);

const facilitator = new HTTPFacilitatorClient({ url: `${service}/facilitator` });
const calls = [];
const recording = {
  getSupported: () => facilitator.getSupported(),
  verify: (p, r) => { calls.push(`verify:${p.payload?.type}`); return facilitator.verify(p, r); },
  settle: (p, r) => { calls.push(`settle:${p.payload?.type}`); return facilitator.settle(p, r); },
};
const scheme = new BatchServer(PAY_TO);
const resourceServer = new x402ResourceServer(recording).register(NETWORK, scheme);
const app = express();
app.use(paymentMiddleware({
  'GET /generate': {
    accepts: { scheme: 'batch-settlement', network: NETWORK, payTo: PAY_TO,
               // The test USDC's own EIP-712 domain: the deposit is its ERC-3009 authorization.
               price: { amount: '10000', asset: USDC, extra: { name: 'USDC', version: '2' } } },
    description: 'Tokens generated (x402 batch-settlement)', mimeType: 'application/json',
  },
}, resourceServer));
app.get('/generate', (req, res) => {
  const tokens = Number(req.query.tokens ?? 0);
  setSettlementOverrides(res, { amount: String(tokens * 10) });
  res.json({ tokens });
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
  assert.equal(offer.scheme, 'batch-settlement');
  assert.match(offer.extra.receiverAuthorizer, /^0x[0-9a-fA-F]{40}$/);
  console.log(`ok - @x402/express asks a channel, receiver authorizer ${offer.extra.receiverAuthorizer}`);

  const fetchArgs = (tokens) => ['--json', 'fetch', `${seller}/generate?tokens=${tokens}`,
                                 '--local', '--from', BUYER, '--max-amount', '0.01 USDC', '--yes',
                                 '--max-deposit', '0.5 USDC'];
  const before = await usdcOf(service, BUYER);
  let r = await run(fetchArgs(250));
  assert.equal(r.code, 0, r.stderr + r.stdout);
  let out = JSON.parse(r.stdout.trim());
  assert.equal(out.paid, true, r.stdout);
  assert.equal(out.amount, '0.0025 USDC', r.stdout);
  assert.match(out.paymentId, /^channel:0x[0-9a-f]{64}:10000$/);
  assert.equal(before - (await usdcOf(service, BUYER)), 500000n);
  const escrow = await usdcOf(service, ESCROW);
  console.log(`ok - deposited 0.5 USDC and paid 0.0025 of up to 0.01 (${calls.join(', ')})`);

  for (const [tokens, charged] of [[40, '0.0004 USDC'], [0, '0 USDC'], [999, '0.00999 USDC']]) {
    r = await run(fetchArgs(tokens));
    assert.equal(r.code, 0, r.stderr + r.stdout);
    out = JSON.parse(r.stdout.trim());
    assert.equal(out.amount, charged, r.stdout);
  }
  assert.equal(before - (await usdcOf(service, BUYER)), 500000n);
  assert.equal(await usdcOf(service, ESCROW), escrow);
  const channels = await ok(['channel', 'list']);
  assert.equal(channels.channels[0].charged, '0.01289 USDC', JSON.stringify(channels));
  console.log('ok - three more requests by vouchers alone: nothing moved on chain');

  // A cooperative refund through the official server: the rest comes back at once.
  const held = await usdcOf(service, BUYER);
  const refund = await ok(['channel', 'refund', channels.channels[0].id]);
  assert.equal(refund.status, 'closed', JSON.stringify(refund));
  assert.equal((await usdcOf(service, BUYER)) - held, 500000n - 12890n);
  console.log(`ok - refunded ${refund.refunded} through @x402/express (${calls.slice(-2).join(', ')})`);
} catch (e) {
  failures++;
  console.error('not ok -', e.stack ?? e.message);
} finally {
  server.close();
  sandbox.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
