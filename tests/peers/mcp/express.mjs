// An AI agent pays a real x402 v2 seller through Paydesk: the official MCP SDK client
// starts `paydesk-cli mcp`, and its fetch_paid_resource pays @x402/express 2.27.0
// (../x402-v2/server.mjs) in devnet USDC on Solana from the user's imported key, under the agent's
// budget; @x402/svm's own facilitator verifies, co-signs and settles it on litesvm (the real
// Solana runtime, ../x402-express/svm-chain.mjs). Paid once, the seller's receipt returned, the
// payment in the agent's recent payments; above the agent's budget, nothing is signed.
// Runs inside tests/util/with-keyring.sh. Usage: node express.mjs /path/to/paydesk-cli
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { cliRunner } from './common.mjs';
import { litesvmInstalled, startSvmChain, testBuyer } from '../x402-express/svm-chain.mjs';

const cli = process.argv[2];
if (!cli || !fs.existsSync(cli)) {
  console.error(`usage: node express.mjs PAYDESK_CLI (got ${cli})`);
  process.exit(2);
}
if (!litesvmInstalled() || !fs.existsSync(new URL('../x402-v2/node_modules', import.meta.url))) {
  console.error("SKIP: run 'npm ci' in tests/peers/litesvm and tests/peers/x402-v2 (./run-tests does)");
  process.exit(77);
}
const { SOLANA_DEVNET, SVM_PAY_TO, start } = await import('../x402-v2/server.mjs');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-mcp-express-'));
// The service is never reached: agents pay from local keys.
const base = ['--service', 'http://127.0.0.1:9'];
const chain = await startSvmChain();
const env = { ...process.env, PAYDESK_DATA_DIR: dataDir, PAYDESK_NETWORK: 'solana-devnet',
              PAYDESK_SOLANA_RPC: chain.rpcUrl };
const { ok } = cliRunner(cli, base, env);
const text = (result) => result.content.map((c) => c.text).join('\n');

const seller = await start(chain.rpcUrl);
let failures = 0, client;
try {
  const buyer = await testBuyer(11, dataDir);
  await chain.setUsdc(SVM_PAY_TO, 0n);
  await chain.setUsdc(buyer.address, 1_000_000n);
  await ok(['wallet', 'import', '--chain', 'solana', '--keypair-file', buyer.keyFile, '--label', 'Buyer']);
  const token = (await ok(['agent', 'add', 'researcher'])).token;
  await ok(['agent', 'budget', 'researcher', '0.015 USDC', '--network', 'solana-devnet', '--automatic', '0.01 USDC']);
  await ok(['agent', 'allow', 'researcher', seller.url]);

  const transport = new StdioClientTransport({
    command: cli, args: [...base, 'mcp'], env: { ...env, PAYDESK_AGENT_TOKEN: token }, stderr: 'pipe',
  });
  client = new Client({ name: 'paydesk-express-agent', version: '1.0.0' });
  await client.connect(transport);
  const url = seller.url + '/report';
  const quote = await client.callTool({ name: 'quote', arguments: { url } });
  assert.equal(quote.structuredContent.payable, true, text(quote));
  assert.equal(quote.structuredContent.price.amount, '0.01');
  assert.equal(quote.structuredContent.price.network, 'solana-devnet');
  assert.equal(seller.facilitatorCalls.filter((c) => c === 'POST /verify').length, 0);

  const paid = await client.callTool({ name: 'fetch_paid_resource', arguments: { url, max_price: '0.01 USDC' } });
  assert.equal(paid.isError, false, text(paid));
  const p = paid.structuredContent;
  assert.equal(p.paid, true);
  assert.deepEqual(JSON.parse(p.body), { report: 'paid', version: 2 });
  assert.equal(p.receipt.success, true, JSON.stringify(p.receipt));
  assert.equal(p.receipt.network, SOLANA_DEVNET);
  assert.equal(p.receipt.payer, buyer.address);
  assert.equal(await chain.usdcOf(SVM_PAY_TO), 10_000n);
  assert.equal(await chain.usdcOf(buyer.address), 990_000n);
  console.log(`ok - the agent paid @x402/express 0.01 USDC once: ${p.transaction}`);

  // 0.005 of the agent's 0.015 is left: the next 0.01 is refused before anything is signed.
  const refused = await client.callTool({ name: 'fetch_paid_resource', arguments: { url: seller.url + '/report?again=1', max_price: '0.01 USDC' } });
  assert.equal(refused.isError, true);
  assert.equal(refused.structuredContent.error.code, 'over_agent_budget', text(refused));
  assert.equal(await chain.usdcOf(SVM_PAY_TO), 10_000n);
  const recent = await client.callTool({ name: 'recent_payments', arguments: {} });
  const delivered = recent.structuredContent.payments.filter((x) => x.state === 'delivered');
  assert.equal(delivered.length, 1, text(recent));
  assert.equal(delivered[0].url, url);
  assert.equal(delivered[0].unit, 'USDC');
  console.log('ok - over the agent\'s budget: refused, nothing signed; recent_payments shows the one');
} catch (e) {
  failures++;
  console.error('not ok -', e.stack ?? e.message);
} finally {
  await client?.close().catch(() => {});
  seller.close();
  chain.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
