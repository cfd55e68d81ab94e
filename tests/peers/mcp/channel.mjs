// AI agents pay through a payment channel (x402 `batch-settlement`) with Paydesk, under their
// budgets: the official MCP SDK client drives `paydesk-cli mcp`, and `paydesk-cli proxy` serves an
// HTTP agent, both paying the sandbox demo seller's "batch" resources (up to 0.01 test USDC a
// request, charged by use) from the user's EVM key. The channel's deposit is weighed against the
// agent's budget like a price: beyond it, refused with nothing signed; within it, deposited once,
// then every request signs a voucher alone (no transaction) and the agent's spend is the charges.
// Runs inside tests/util/with-keyring.sh. Usage: node channel.mjs PAYDESK_CLI PAYDESK_SANDBOX
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
  console.error(`usage: node channel.mjs PAYDESK_CLI PAYDESK_SANDBOX (got ${cli} ${sandboxExe})`);
  process.exit(2);
}
const ESCROW = '0x4020074e9dF2ce1deE5A9C1b5c3f541D02a10003';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-channel-agents-'));
const { child: sandbox, url: service } = await startSandbox(sandboxExe);
const env = { ...process.env, PAYDESK_DATA_DIR: dataDir, PAYDESK_BUYER_KEY: BUYER_KEY };
const base = ['--service', service];
const { ok } = cliRunner(cli, base, env);
const resource = (name) => `${service}/demo/resource/${name}`;
const text = (result) => result.content.map((c) => c.text).join('\n');
const mcp = async (token, name) => {
  const transport = new StdioClientTransport({
    command: cli, args: [...base, 'mcp'], env: { ...env, PAYDESK_AGENT_TOKEN: token }, stderr: 'pipe',
  });
  const c = new Client({ name, version: '1.0.0' });
  await c.connect(transport);
  return c;
};

let failures = 0, small, heavy, proxy;
try {
  await ok(['wallet', 'import', '--chain', 'evm', '--secret-key-env', 'PAYDESK_BUYER_KEY', '--label', 'Buyer']);
  // An agent whose budget is below the deposit (100 times 0.01 USDC): refused, nothing signed.
  const smallToken = (await ok(['agent', 'add', 'small'])).token;
  await ok(['agent', 'budget', 'small', '0.5 USDC', '--network', NETWORK, '--automatic', '0.5 USDC']);
  await ok(['agent', 'allow', 'small', service]);
  small = await mcp(smallToken, 'paydesk-channel-small');
  const before = await usdcOf(service, BUYER);
  const refused = await small.callTool({ name: 'fetch_paid_resource',
                                         arguments: { url: resource('batch-agent-5'), max_price: '0.01 USDC' } });
  assert.equal(refused.isError, true, text(refused));
  assert.match(text(refused), /deposit of 1 USDC/, text(refused));
  assert.equal(refused.structuredContent.moneyMoved, false);
  assert.equal(await usdcOf(service, BUYER), before);
  console.log('ok - a deposit beyond the agent\'s budget is refused, nothing signed');

  // An agent whose budget holds the deposit: deposited once, then vouchers alone.
  const heavyToken = (await ok(['agent', 'add', 'heavy'])).token;
  await ok(['agent', 'budget', 'heavy', '5 USDC', '--network', NETWORK, '--automatic', '1 USDC']);
  await ok(['agent', 'allow', 'heavy', service]);
  heavy = await mcp(heavyToken, 'paydesk-channel-heavy');
  const first = await heavy.callTool({ name: 'fetch_paid_resource',
                                       arguments: { url: resource('batch-agent-5'), max_price: '0.01 USDC' } });
  assert.equal(first.isError, false, text(first));
  assert.equal(first.structuredContent.charged, '0.00005 USDC', text(first));
  assert.equal(before - (await usdcOf(service, BUYER)), 1000000n);
  const escrow = await usdcOf(service, ESCROW);
  for (const name of ['batch-agent-a-30', 'batch-agent-b-70']) {
    const r = await heavy.callTool({ name: 'fetch_paid_resource',
                                     arguments: { url: resource(name), max_price: '0.01 USDC' } });
    assert.equal(r.isError, false, text(r));
  }
  assert.equal(before - (await usdcOf(service, BUYER)), 1000000n);
  assert.equal(await usdcOf(service, ESCROW), escrow);
  const agents = await ok(['agent', 'list']);
  const spent = JSON.stringify((agents.agents ?? agents).find((a) => a.name === 'heavy'));
  assert.match(spent, /0\.00105/, spent); // 0.00005 + 0.0003 + 0.0007: the charges, not the deposit
  console.log('ok - one deposit, then vouchers alone; the agent\'s spend is the charges');

  // The paying proxy through the same channel: the charge and the maximum in its headers.
  proxy = spawn(cli, [...base, 'proxy', '--listen', '127.0.0.1:0'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const proxyUrl = await listeningUrl(proxy);
  const res = await fetch(`${proxyUrl}/${resource('batch-proxy-150')}`,
                          { headers: { 'proxy-authorization': `Bearer ${heavyToken}` } });
  assert.equal(res.status, 200, await res.clone().text());
  assert.equal(res.headers.get('paydesk-paid'), '0.0015 USDC');
  assert.equal(res.headers.get('paydesk-paid-maximum'), '0.01 USDC');
  assert.equal(before - (await usdcOf(service, BUYER)), 1000000n);
  const channels = await ok(['channel', 'list']);
  assert.equal(channels.channels.length, 1, JSON.stringify(channels));
  assert.equal(channels.channels[0].charged, '0.00255 USDC', JSON.stringify(channels));
  console.log('ok - the proxy paid 0.0015 of up to 0.01 USDC through the same channel');
} catch (e) {
  failures++;
  console.error('not ok -', e.stack ?? e.message);
} finally {
  await small?.close().catch(() => {});
  await heavy?.close().catch(() => {});
  proxy?.kill('SIGTERM');
  sandbox.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
