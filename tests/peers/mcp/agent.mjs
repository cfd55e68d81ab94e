// An AI agent pays through Paydesk: the official MCP TypeScript SDK client
// (@modelcontextprotocol/sdk from the npm registry) starts `paydesk-cli mcp` over stdio, lists its
// tools and pays the built-in sandbox's demo seller in test USDC from the user's EVM key, under the
// budget the user gave the agent. Every refusal pays nothing: over the agent's budget, over its
// max_price, a site not on its list (a person must approve; none can here), a paused agent, a
// frozen wallet, its rate limit, an unknown token. Runs inside tests/util/with-keyring.sh (the
// agent's token and the wallet's key are in the real Secret Service).
// Usage: node agent.mjs /path/to/paydesk-cli /path/to/paydesk-sandbox
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { BUYER, BUYER_KEY, NETWORK, cliRunner, startSandbox, usdcOf as usdcOfOn } from './common.mjs';

const [cli, sandboxExe] = process.argv.slice(2);
if (!cli || !fs.existsSync(cli) || !sandboxExe || !fs.existsSync(sandboxExe)) {
  console.error(`usage: node agent.mjs PAYDESK_CLI PAYDESK_SANDBOX (got ${cli} ${sandboxExe})`);
  process.exit(2);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-mcp-'));
const { child: sandbox, url: service } = await startSandbox(sandboxExe);
const env = { ...process.env, PAYDESK_DATA_DIR: dataDir, PAYDESK_BUYER_KEY: BUYER_KEY };
const base = ['--service', service];
const { ok } = cliRunner(cli, base, env);
const usdcOf = (address) => usdcOfOn(service, address);
async function connect(token) {
  const transport = new StdioClientTransport({
    command: cli, args: [...base, 'mcp'], env: { ...env, PAYDESK_AGENT_TOKEN: token }, stderr: 'pipe',
  });
  const client = new Client({ name: 'paydesk-test-agent', version: '1.0.0' });
  await client.connect(transport);
  return client;
}
const resource = (name) => `${service}/demo/resource/${name}`;
const text = (result) => result.content.map((c) => c.text).join('\n');

let failures = 0;
const clients = [];
try {
  await ok(['wallet', 'import', '--chain', 'evm', '--secret-key-env', 'PAYDESK_BUYER_KEY', '--label', 'Buyer']);
  const research = (await ok(['agent', 'add', 'research'])).token;
  assert.match(research, /^pdk_agent_[A-Za-z0-9_-]{43}$/);
  await ok(['agent', 'budget', 'research', '0.012 USDC', '--network', NETWORK, '--automatic', '0.01 USDC']);
  await ok(['agent', 'allow', 'research', service]);

  const agent = await connect(research);
  clients.push(agent);
  const info = agent.getServerVersion();
  assert.equal(info.name, 'paydesk');
  const { tools } = await agent.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(),
                   ['balances', 'fetch_paid_resource', 'quote', 'recent_payments']);
  const fetchTool = tools.find((t) => t.name === 'fetch_paid_resource');
  assert.deepEqual(fetchTool.inputSchema.required, ['url', 'max_price']);
  assert.equal(fetchTool.inputSchema.properties.method.enum.includes('POST'), true);
  console.log('ok - initialize and tools/list through the SDK');

  // A quote pays nothing and says the payment would be automatic.
  const before = await usdcOf(BUYER);
  const quote = await agent.callTool({ name: 'quote', arguments: { url: resource('v2-agent-1') } });
  assert.equal(quote.isError, false, text(quote));
  assert.equal(quote.structuredContent.payable, true, text(quote));
  assert.equal(quote.structuredContent.automatic, true);
  assert.equal(quote.structuredContent.price.amount, '0.005');
  assert.equal(quote.structuredContent.price.unit, 'USDC');
  assert.equal(quote.structuredContent.price.network, NETWORK);
  assert.equal(quote.structuredContent.leftToday, '0.012');
  assert.equal(await usdcOf(BUYER), before);
  console.log('ok - quote: 0.005 USDC, automatic, nothing paid');

  // Paid once, the content and the seller's receipt returned.
  const paid = await agent.callTool({ name: 'fetch_paid_resource',
                                      arguments: { url: resource('v2-agent-1'), max_price: '0.01 USDC' } });
  assert.equal(paid.isError, false, text(paid));
  const p = paid.structuredContent;
  assert.equal(p.paid, true);
  assert.equal(p.status, 200);
  assert.equal(p.price.amount, '0.005');
  assert.equal(p.receipt.success, true, JSON.stringify(p.receipt));
  assert.equal(p.receipt.network, NETWORK);
  assert.match(p.transaction, /^0x[0-9a-f]{64}$/);
  assert.ok(p.body.length > 0);
  assert.equal(await usdcOf(BUYER), before - 5000n);
  console.log(`ok - paid 0.005 USDC once, receipt ${p.transaction}`);

  // Over max_price: refused before anything is signed.
  let r = await agent.callTool({ name: 'fetch_paid_resource',
                                 arguments: { url: resource('v2-agent-2'), max_price: '0.001 USDC' } });
  assert.equal(r.isError, true);
  assert.equal(r.structuredContent.error.code, 'over_max_amount', text(r));
  assert.equal(r.structuredContent.moneyMoved, false);
  // The second 0.005 is within the budget (0.007 left), the third is not (0.002 left).
  r = await agent.callTool({ name: 'fetch_paid_resource',
                             arguments: { url: resource('v2-agent-3'), max_price: '0.005 USDC' } });
  assert.equal(r.isError, false, text(r));
  r = await agent.callTool({ name: 'fetch_paid_resource',
                             arguments: { url: resource('v2-agent-4'), max_price: '0.005 USDC' } });
  assert.equal(r.isError, true);
  assert.equal(r.structuredContent.error.code, 'over_agent_budget', text(r));
  assert.match(text(r), /0\.002 USDC of 0\.012 USDC/);
  assert.equal(await usdcOf(BUYER), before - 10000n);
  console.log('ok - over max_price and over the agent\'s budget: refused, nothing paid');

  // What the agent sees of its money and its payments.
  const balances = await agent.callTool({ name: 'balances', arguments: {} });
  assert.equal(balances.isError, false, text(balances));
  // The network's coin and its USDC, each on a row of its own.
  const rows = balances.structuredContent.wallets.filter((w) => w.wallet === BUYER);
  assert.ok(rows.some((w) => w.unit === 'ETH'), text(balances));
  const held = rows.find((w) => w.unit === 'USDC');
  assert.ok(held, text(balances));
  assert.equal(BigInt(Math.round(Number(held.balance) * 1e6)), before - 10000n);
  assert.equal(balances.structuredContent.budgets[0].leftToday, '0.002');
  assert.equal(balances.structuredContent.budgets[0].spentToday, '0.01');
  const recent = await agent.callTool({ name: 'recent_payments', arguments: { limit: 10 } });
  const paidRows = recent.structuredContent.payments.filter((x) => x.state === 'delivered');
  assert.equal(paidRows.length, 2, text(recent));
  assert.equal(paidRows[1].url, resource('v2-agent-1'));
  assert.equal(paidRows[1].amount, '0.005');
  console.log('ok - balances and recent_payments');

  // A site not on the agent's list needs a person: declined here, nothing paid.
  const scout = (await ok(['agent', 'add', 'scout', '--per-minute', '1'])).token;
  await ok(['agent', 'budget', 'scout', '1 USDC', '--network', NETWORK]);
  const scoutClient = await connect(scout);
  clients.push(scoutClient);
  r = await scoutClient.callTool({ name: 'fetch_paid_resource',
                                   arguments: { url: resource('v2-scout-1'), max_price: '0.01 USDC' } });
  assert.equal(r.isError, true);
  assert.equal(r.structuredContent.error.code, 'approval_required', text(r));
  assert.match(text(r), /new site/);
  assert.equal(await usdcOf(BUYER), before - 10000n);
  // Allowed: paid; its rate (one a minute) refuses the next.
  await ok(['agent', 'allow', 'scout', service]);
  r = await scoutClient.callTool({ name: 'fetch_paid_resource',
                                   arguments: { url: resource('v2-scout-1'), max_price: '0.01 USDC' } });
  assert.equal(r.isError, false, text(r));
  r = await scoutClient.callTool({ name: 'fetch_paid_resource',
                                   arguments: { url: resource('v2-scout-2'), max_price: '0.01 USDC' } });
  assert.equal(r.structuredContent.error.code, 'agent_rate_limited', text(r));
  assert.equal(await usdcOf(BUYER), before - 15000n);
  console.log('ok - a new site asks (declined without a person); the rate limit refuses');

  // Paused, frozen: refused, nothing paid.
  await ok(['agent', 'pause', 'research']);
  r = await agent.callTool({ name: 'fetch_paid_resource',
                             arguments: { url: resource('v2-agent-5'), max_price: '0.01 USDC' } });
  assert.equal(r.structuredContent.error.code, 'agent_paused', text(r));
  await ok(['agent', 'resume', 'research']);
  await ok(['budget', 'freeze']);
  r = await agent.callTool({ name: 'fetch_paid_resource',
                             arguments: { url: resource('v2-agent-5'), max_price: '0.01 USDC' } });
  assert.equal(r.structuredContent.error.code, 'frozen', text(r));
  await ok(['budget', 'unfreeze']);
  assert.equal(await usdcOf(BUYER), before - 15000n);
  console.log('ok - a paused agent and a frozen wallet: refused, nothing paid');

  // An unknown token: the server answers, every call is refused.
  const stranger = await connect('pdk_agent_' + 'A'.repeat(43));
  clients.push(stranger);
  assert.equal((await stranger.listTools()).tools.length, 4);
  r = await stranger.callTool({ name: 'fetch_paid_resource',
                                arguments: { url: resource('v2-stranger'), max_price: '0.01 USDC' } });
  assert.equal(r.isError, true);
  assert.equal(r.structuredContent.error.code, 'unknown_agent');
  // An agent removed: its token pays nothing any more.
  await ok(['agent', 'remove', 'scout', '--yes']);
  r = await scoutClient.callTool({ name: 'quote', arguments: { url: resource('v2-scout-3') } });
  assert.equal(r.structuredContent.payable, false, text(r));
  assert.equal(await usdcOf(BUYER), before - 15000n);
  console.log('ok - unknown and removed agents: refused, nothing paid');

  // A malformed call is a JSON-RPC error, not a crash.
  await assert.rejects(agent.callTool({ name: 'transfer_everything', arguments: {} }), /Unknown tool/);
  r = await agent.callTool({ name: 'fetch_paid_resource', arguments: { url: 'ftp://x', max_price: '1' } });
  assert.equal(r.structuredContent.error.code, 'invalid_arguments');
  console.log('ok - malformed calls answered with errors');

  // Two MCP servers of one agent (two processes, one database) race for its last 0.05 USDC: 24
  // calls side by side. The budget holds to the atomic unit: 9 payments of 0.005 are automatic,
  // the 10th would leave nothing (a person must approve it), none is paid twice.
  const bulk = (await ok(['agent', 'add', 'bulk', '--per-minute', '1000'])).token;
  await ok(['agent', 'budget', 'bulk', '0.05 USDC', '--network', NETWORK, '--automatic', '0.01 USDC']);
  await ok(['agent', 'allow', 'bulk', service]);
  const pair = [await connect(bulk), await connect(bulk)];
  clients.push(...pair);
  const start = await usdcOf(BUYER);
  const results = await Promise.all(Array.from({ length: 24 }, (_, i) => pair[i % 2].callTool({
    name: 'fetch_paid_resource', arguments: { url: resource(`v2-bulk-${i}`), max_price: '0.005 USDC' },
  })));
  const paidNow = results.filter((x) => !x.isError);
  const codes = new Set(results.filter((x) => x.isError).map((x) => x.structuredContent.error.code));
  assert.equal(paidNow.length, 9, [...codes].join(','));
  for (const code of codes) assert.ok(['approval_required', 'over_agent_budget'].includes(code), code);
  assert.equal(new Set(paidNow.map((x) => x.structuredContent.transaction)).size, 9);
  assert.equal(await usdcOf(BUYER), start - 45000n);
  const left = (await pair[0].callTool({ name: 'balances', arguments: {} })).structuredContent.budgets[0];
  assert.equal(left.spentToday, '0.045');
  assert.equal(left.leftToday, '0.005');
  console.log('ok - two servers of one agent, 24 calls at once: 9 paid, the budget exact');

  // The wire itself, without the SDK: one answer per request, none for a notification, JSON-RPC
  // errors for what is not a request, and the end of input ends the server.
  const raw = spawn(cli, [...base, 'mcp'], { env: { ...env, PAYDESK_AGENT_TOKEN: research } });
  const answers = [];
  readline.createInterface({ input: raw.stdout }).on('line', (line) => answers.push(JSON.parse(line)));
  raw.stdin.write('{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1999-01-01","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}\n');
  raw.stdin.write('{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
  raw.stdin.write('not json\n');
  raw.stdin.write('[{"jsonrpc":"2.0","id":2,"method":"ping"}]\n');
  raw.stdin.write('{"jsonrpc":"2.0","id":"three","method":"ping"}\n');
  raw.stdin.write('{"jsonrpc":"2.0","id":4,"method":"resources/list"}\n');
  raw.stdin.write('{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"quote","arguments":[]}}\n');
  raw.stdin.end();
  const exitCode = await new Promise((resolve) => raw.on('exit', resolve));
  assert.equal(exitCode, 0);
  assert.equal(answers.length, 6, JSON.stringify(answers));
  assert.equal(answers[0].result.protocolVersion, '2025-11-25');
  assert.equal(answers[0].result.capabilities.tools.listChanged, false);
  assert.equal(answers[1].error.code, -32700);
  assert.equal(answers[2].error.code, -32600);
  assert.deepEqual(answers[3], { jsonrpc: '2.0', id: 'three', result: {} });
  assert.equal(answers[4].error.code, -32601);
  assert.equal(answers[5].error.code, -32602);
  console.log('ok - the raw wire: version negotiated, errors by the JSON-RPC codes, exit at end of input');
} catch (e) {
  failures++;
  console.error('not ok -', e);
} finally {
  for (const c of clients) await c.close().catch(() => {});
  sandbox.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
