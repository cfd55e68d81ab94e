// AI agents pay usage prices (x402 `upto`) through Paydesk, under their budgets: the official MCP
// SDK client drives `paydesk-cli mcp`, and `paydesk-cli proxy` serves an HTTP agent, both paying
// the sandbox demo seller's "upto" resources (up to 0.01 test USDC, charged by use) from the
// user's EVM key. The agent's budget reserves the maximum while a payment is signed and keeps only
// the charge once settled; a maximum beyond what is left is refused with nothing signed, however
// little the request would have used.
// Runs inside tests/util/with-keyring.sh. Usage: node upto.mjs PAYDESK_CLI PAYDESK_SANDBOX
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { BUYER, BUYER_KEY, NETWORK, cliRunner, listeningUrl, startSandbox, usdcOf } from './common.mjs';

const [cli, sandboxExe] = process.argv.slice(2);
if (!cli || !fs.existsSync(cli) || !sandboxExe || !fs.existsSync(sandboxExe)) {
  console.error(`usage: node upto.mjs PAYDESK_CLI PAYDESK_SANDBOX (got ${cli} ${sandboxExe})`);
  process.exit(2);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-upto-agents-'));
const { child: sandbox, url: service } = await startSandbox(sandboxExe);
const env = { ...process.env, PAYDESK_DATA_DIR: dataDir, PAYDESK_BUYER_KEY: BUYER_KEY };
const base = ['--service', service];
const { ok } = cliRunner(cli, base, env);
const resource = (name) => `${service}/demo/resource/${name}`;
const text = (result) => result.content.map((c) => c.text).join('\n');

let failures = 0, client, proxy;
try {
  await ok(['wallet', 'import', '--chain', 'evm', '--secret-key-env', 'PAYDESK_BUYER_KEY', '--label', 'Buyer']);
  await ok(['permit2', 'approve', '0.05', 'USDC', '--from', BUYER, '--yes']);
  const token = (await ok(['agent', 'add', 'writer'])).token;
  await ok(['agent', 'budget', 'writer', '0.012 USDC', '--network', NETWORK, '--automatic', '0.01 USDC']);
  await ok(['agent', 'allow', 'writer', service]);
  const transport = new StdioClientTransport({
    command: cli, args: [...base, 'mcp'], env: { ...env, PAYDESK_AGENT_TOKEN: token }, stderr: 'pipe',
  });
  client = new Client({ name: 'paydesk-upto-agent', version: '1.0.0' });
  await client.connect(transport);

  // The quote names a maximum, and says so.
  const quote = await client.callTool({ name: 'quote', arguments: { url: resource('v2-upto-mcp-300') } });
  assert.equal(quote.structuredContent.payable, true, text(quote));
  assert.equal(quote.structuredContent.price.amount, '0.01');
  assert.equal(quote.structuredContent.price.upTo, true);
  assert.match(text(quote), /^up to 0\.01 USDC/);
  console.log('ok - quote: up to 0.01 USDC, automatic');

  // Paid: 0.003 of up to 0.01 charged, once; the budget keeps 0.003.
  const before = await usdcOf(service, BUYER);
  const paid = await client.callTool({ name: 'fetch_paid_resource',
                                       arguments: { url: resource('v2-upto-mcp-300'), max_price: '0.01 USDC' } });
  assert.equal(paid.isError, false, text(paid));
  assert.equal(paid.structuredContent.charged, '0.003 USDC', text(paid));
  assert.equal(paid.structuredContent.chargeAboveMaximum, false);
  assert.equal(paid.structuredContent.receipt.amount, '3000');
  assert.match(text(paid), /Paid 0\.003 USDC of up to 0\.01 USDC/);
  assert.equal(before - (await usdcOf(service, BUYER)), 3000n);
  // 0.009 of the budget left: the charge was kept, the rest of the maximum released.
  const after = await client.callTool({ name: 'quote', arguments: { url: resource('v2-upto-mcp-2') } });
  assert.equal(after.structuredContent.payable, false, text(after));
  assert.match(text(after), /0\.009 USDC of 0\.012 USDC/);
  console.log('ok - paid 0.003 of up to 0.01 USDC; 0.009 of the budget left');

  // 0.009 left is less than the maximum: refused before anything is signed, though the request
  // would have used 0.00002.
  const refused = await client.callTool({ name: 'fetch_paid_resource',
                                          arguments: { url: resource('v2-upto-mcp-2'), max_price: '0.01 USDC' } });
  assert.equal(refused.isError, true, text(refused));
  assert.equal(refused.structuredContent.error.code, 'over_agent_budget', text(refused));
  assert.equal(refused.structuredContent.moneyMoved, false);
  assert.equal(before - (await usdcOf(service, BUYER)), 3000n);
  console.log('ok - a maximum beyond the budget left is refused, nothing signed');

  // The paying proxy: the charge and the maximum in its headers, the budget kept exact.
  const proxyAgent = (await ok(['agent', 'add', 'crawler'])).token;
  await ok(['agent', 'budget', 'crawler', '1 USDC', '--network', NETWORK, '--automatic', '0.01 USDC']);
  await ok(['agent', 'allow', 'crawler', service]);
  proxy = spawn(cli, [...base, 'proxy', '--listen', '127.0.0.1:0'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const proxyUrl = await listeningUrl(proxy);
  const held = await usdcOf(service, BUYER);
  const res = await fetch(`${proxyUrl}/${resource('v2-upto-proxy-150')}`,
                          { headers: { 'proxy-authorization': `Bearer ${proxyAgent}` } });
  assert.equal(res.status, 200, await res.clone().text());
  assert.equal(res.headers.get('paydesk-paid'), '0.0015 USDC');
  assert.equal(res.headers.get('paydesk-paid-maximum'), '0.01 USDC');
  assert.equal(held - (await usdcOf(service, BUYER)), 1500n);
  const agents = await ok(['agent', 'list']);
  const crawler = (agents.agents ?? agents).find((a) => a.name === 'crawler');
  const spent = JSON.stringify(crawler);
  assert.match(spent, /0\.0015/, spent);
  console.log('ok - the proxy paid 0.0015 of up to 0.01 USDC; the agent\'s spend is the charge');
} catch (e) {
  failures++;
  console.error('not ok -', e.stack ?? e.message);
} finally {
  await client?.close().catch(() => {});
  proxy?.kill('SIGTERM');
  sandbox.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
