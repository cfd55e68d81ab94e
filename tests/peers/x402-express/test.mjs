// Paydesk against a real x402 seller (x402-express 1.2.0): paydesk-cli fetch reads its 402
// exactly, field by field, and says clearly why a Solana wallet cannot pay (USDC by EIP-3009 on
// Base Sepolia: payable, but only from an EVM wallet, pay-evm.mjs; an SPL token on Solana devnet:
// payable from a local Solana wallet only, pay-svm.mjs), paying nothing.
// Usage: node test.mjs /path/to/paydesk-cli
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cliRunner, SERVICE_ARGS } from './cli.mjs';
import { start, FEE_PAYER } from './server.js';

const cli = process.argv[2];
if (!cli || !fs.existsSync(cli)) {
  console.error(`usage: node test.mjs PAYDESK_CLI (got ${cli})`);
  process.exit(2);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-x402-peer-'));
const WALLET = 'EwWqGE4ZFKLofuestmU4LDdK7XM1N4ALgdZccwYugwGd';

const run = cliRunner(cli, dataDir);
const base = SERVICE_ARGS;

const seller = await start();
let failures = 0;
try {
  const cases = [
    { route: '/weather', network: 'base-sepolia', display: '0.001 USDC', status: 'payable',
      why: /none of (your hosted wallets|the wallets you pay from) \(.*\) is on Base Sepolia/ },
    { route: '/svm-report', network: 'solana-devnet', display: '0.01 USDC', status: 'payable',
      why: /a token is paid from a local wallet|is on Sandbox Solana, not on Solana Devnet|none of .* is on Solana Devnet/ },
  ];
  for (const c of cases) {
    const url = seller.url + c.route;
    const res = await fetch(url);
    assert.equal(res.status, 402, `${c.route} answers 402`);
    const body = await res.json();
    assert.equal(body.x402Version, 1);
    const a = body.accepts[0];
    for (const walletNetwork of [c.network, 'solana-sandbox']) {
      const r = await run([...base, '--json', 'fetch', url, '--from', WALLET, '--network', walletNetwork, '--yes']);
      assert.equal(r.code, 4, `exit code 4 (refused) for ${c.route}: ${r.stderr}`);
      const out = JSON.parse(r.stdout.trim());
      assert.equal(out.ok, false);
      assert.equal(out.error.code, 'cannot_pay');
      assert.equal(out.moneyMoved, false);
      const req = out.requirements;
      assert.equal(req.x402Version, 1);
      assert.equal(req.source, 'JSON body');
      assert.equal(req.error, body.error);
      assert.equal(req.options.length, body.accepts.length);
      const o = req.options[0];
      // Field by field, exactly as the seller sent them.
      assert.equal(o.scheme, a.scheme);
      assert.equal(o.network, a.network);
      assert.equal(o.amountUnits, a.maxAmountRequired);
      assert.equal(o.payTo, a.payTo);
      assert.equal(o.asset, a.asset);
      assert.equal(o.maxTimeoutSeconds, a.maxTimeoutSeconds);
      assert.equal(o.resource, a.resource);
      assert.equal(o.description, a.description);
      assert.equal(o.mimeType, a.mimeType);
      assert.deepEqual(o.extra, a.extra);
      // Converted exactly (USDC, 6 decimals) and explained.
      assert.equal(o.displayAmount, c.display);
      assert.equal(o.status, c.status);
      if (c.status === 'unsupported') assert.match(o.reason, c.why);
      assert.match(out.error.message, c.why);
    }
    if (c.network === 'solana-devnet') assert.equal(a.extra.feePayer, FEE_PAYER);
    // In words, for a person.
    const t = await run([...base, 'fetch', url, '--from', WALLET, '--network', c.network]);
    assert.equal(t.code, 4);
    assert.match(t.stderr, new RegExp(`option 0: exact .* ${c.status}`));
    assert.match(t.stderr, c.why);
    console.log(`ok - ${c.route}: ${a.maxAmountRequired} units of ${a.asset} on ${a.network} read exactly; refused: ${c.why.source}`);
  }
  // A free route is simply fetched.
  const free = await run([...base, 'fetch', seller.url + '/free']);
  assert.equal(free.code, 0, free.stderr);
  assert.match(free.stdout, /"free": true/);
  // Paydesk never sent anything to verify or settle.
  assert.deepEqual(seller.facilitatorCalls.filter((c) => !c.endsWith('/supported')), []);
  console.log('ok - free route fetched; nothing sent to the facilitator');
} catch (e) {
  failures++;
  console.error('not ok -', e.message);
} finally {
  seller.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
