// Agents pay through Paydesk's local proxy: `paydesk-cli proxy` in front of the
// built-in sandbox. Four agents send their requests at once, by the two forms a proxy takes
// (a proxy request with an absolute URL, and the URL behind a slash); every 402 is paid exactly
// once from the user's EVM key, no request is lost, and the budgets are exact to the atomic unit,
// also for an agent whose small budget its own concurrent requests race for. Refusals answer
// 402/407/501/400 and pay nothing; each of the demo seller's failure modes pays once or not at all,
// by EIP-3009, by Permit2, and from a Solana wallet in SPL USDC and in SOL.
// 1,000 requests (100 under the sanitizers, which run each
// request several times slower). Runs inside tests/util/with-keyring.sh.
// Usage: node proxy.mjs /path/to/paydesk-cli /path/to/paydesk-sandbox
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { BUYER, BUYER_KEY, NETWORK, USDC, cliRunner, listeningUrl, startSandbox, usdcOf as usdcOfOn } from './common.mjs';

const [cli, sandboxExe] = process.argv.slice(2);
if (!cli || !fs.existsSync(cli) || !sandboxExe || !fs.existsSync(sandboxExe)) {
  console.error(`usage: node proxy.mjs PAYDESK_CLI PAYDESK_SANDBOX (got ${cli} ${sandboxExe})`);
  process.exit(2);
}
const TOTAL = Number(process.env.PAYDESK_PROXY_REQUESTS ?? (process.env.PAYDESK_SANITIZER_RUN ? 100 : 1000));
const AGENTS = 4, IN_FLIGHT_PER_AGENT = 4;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-proxy-'));
const env = { ...process.env, PAYDESK_DATA_DIR: dataDir, PAYDESK_BUYER_KEY: BUYER_KEY };
const { child: sandbox, url: service } = await startSandbox(sandboxExe);
const base = ['--service', service];
const { run, ok } = cliRunner(cli, base, env);
const usdcOf = (address) => usdcOfOn(service, address);
// Atomic units of USDC (6 decimals) as the shortest decimal text, as Paydesk writes amounts.
function usdcText(units) {
  const fraction = (units % 1000000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction ? `${units / 1000000n}.${fraction}` : `${units / 1000000n}`;
}
const resource = (name) => `${service}/demo/resource/${name}`;
// ERC-20 allowance(owner, Permit2) of the sandbox chain's test USDC, in atomic units.
async function permit2AllowanceOf(owner) {
  const word = (a) => a.slice(2).toLowerCase().padStart(64, '0');
  const data = '0xdd62ed3e' + word(owner) + word('0x000000000022D473030F116dDEE9F6B43aC78BA3');
  const res = await fetch(`${service}/evm`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: USDC, data }, 'latest'] }),
  });
  return BigInt((await res.json()).result);
}
const proxyAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
// The sandbox's Solana JSON-RPC (/rpc).
async function solanaRpc(method, params) {
  const res = await fetch(`${service}/rpc`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = await res.json();
  if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result;
}
// Base58 with Bitcoin's alphabet, as Solana writes addresses.
function base58(bytes) {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
  let text = '';
  while (n > 0n) { text = alphabet[Number(n % 58n)] + text; n /= 58n; }
  for (const b of bytes) { if (b !== 0) break; text = `1${text}`; }
  return text;
}
// A fresh Solana key as solana-keygen writes one (a JSON array of the 32-byte seed and the
// 32-byte public key), and its address.
function solanaKeyFile(file) {
  const jwk = crypto.generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  const seed = Buffer.from(jwk.d, 'base64url'), pub = Buffer.from(jwk.x, 'base64url');
  fs.writeFileSync(file, JSON.stringify([...seed, ...pub]));
  return base58(pub);
}

let proxyUrl;
// A proxy request: the absolute URL as the request target (what curl -x and HTTP clients send).
function viaProxy(url, headers = {}, method = 'GET') {
  const p = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: p.hostname, port: p.port, method, path: url, headers, agent: proxyAgent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => { body += d; });
      res.on('end', () => resolve({ status: res.statusCode, statusMessage: res.statusMessage, headers: res.headers, body }));
    });
    // A CONNECT's answer comes as 'connect', whatever its status.
    req.on('connect', (res, socket) => { socket.destroy(); resolve({ status: res.statusCode, statusMessage: res.statusMessage, headers: res.headers, body: '' }); });
    req.on('error', reject);
    req.end();
  });
}
// The URL behind a slash, for clients that talk to servers only.
async function viaGateway(url, headers = {}) {
  const res = await fetch(`${proxyUrl}/${url}`, { headers });
  return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
}
const bearer = (token) => ({ 'proxy-authorization': `Bearer ${token}` });

let failures = 0;
let proxy;
try {
  await ok(['wallet', 'import', '--chain', 'evm', '--secret-key-env', 'PAYDESK_BUYER_KEY', '--label', 'Buyer']);
  // Permit2 may move 0.05 of the buyer's USDC (spent by the Permit2 failure modes below): approved
  // first, by paydesk-cli itself, before the burst of requests below.
  await ok(['permit2', 'approve', '0.05', 'USDC', '--from', BUYER, '--yes']);
  const tokens = [];
  for (let a = 0; a < AGENTS; a++) {
    tokens.push((await ok(['agent', 'add', `agent-${a}`, '--per-minute', '10000'])).token);
    await ok(['agent', 'budget', `agent-${a}`, '10 USDC', '--network', NETWORK, '--automatic', '0.01 USDC']);
    await ok(['agent', 'allow', `agent-${a}`, service]);
  }
  // How long keys stay is checked before anything listens.
  for (const bad of ['-1', '86401', 'soon']) {
    const r = await run(['proxy', '--listen', '127.0.0.1:0', '--hold-keys', bad]);
    assert.equal(r.code, 2, `--hold-keys ${bad}: ${r.stderr}`);
    assert.match(r.stderr, /--hold-keys takes the seconds/);
  }
  proxy = spawn(cli, [...base, 'proxy', '--listen', '127.0.0.1:0'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  proxyUrl = await listeningUrl(proxy);

  // Refusals first: nothing may be paid by them.
  const before = await usdcOf(BUYER);
  let r = await viaProxy(resource('v2-none'));
  assert.equal(r.status, 407);
  assert.equal(r.headers['proxy-authenticate'], 'Bearer realm="Paydesk"');
  r = await viaGateway(resource('v2-none'), bearer('pdk_agent_' + 'B'.repeat(43)));
  assert.equal(r.status, 401); // behind a slash the proxy is the server: 401, not 407
  assert.equal(JSON.parse(r.body).error.code, 'unknown_agent');
  r = await viaProxy('127.0.0.1:443', bearer(tokens[0]), 'CONNECT');
  assert.equal(r.status, 501);
  // What curl shows of a refused tunnel is its status line: the way out is there.
  assert.match(r.statusMessage, /cannot pay inside a tunnel; use http:\/\/127\.0\.0\.1:\d+\/https:\/\//);
  assert.equal(r.headers['paydesk-refusal'], 'tunnel_refused');
  r = await viaGateway('not-a-url', bearer(tokens[0]));
  assert.equal(r.status, 400);
  r = await viaGateway(resource('v2-cheap'), { ...bearer(tokens[0]), 'paydesk-max-price': '0.001 USDC' });
  assert.equal(r.status, 402);
  assert.equal(r.headers['paydesk-refusal'], 'over_max_amount');
  await ok(['agent', 'pause', 'agent-3']);
  r = await viaGateway(resource('v2-paused'), bearer(tokens[3]));
  assert.equal(r.headers['paydesk-refusal'], 'agent_paused');
  await ok(['agent', 'resume', 'agent-3']);
  assert.equal(await usdcOf(BUYER), before);
  // A resource that needs no payment passes through as it is.
  r = await viaGateway(`${service}/no-such-page`, bearer(tokens[0]));
  assert.equal(r.status, 404);
  assert.equal(r.headers['paydesk-paid'], undefined);
  console.log('ok - refusals (no token, unknown token, CONNECT, bad target, max price, paused) pay nothing');

  // TOTAL paid requests from four agents at once.
  const started = Date.now();
  const perAgent = TOTAL / AGENTS;
  const answers = [];
  await Promise.all(tokens.map(async (token, a) => {
    let next = 0;
    await Promise.all(Array.from({ length: IN_FLIGHT_PER_AGENT }, async () => {
      while (next < perAgent) {
        const i = next++;
        const url = resource(`v2-proxy-${a}-${i}`);
        const res = i % 2 ? await viaProxy(url, bearer(token)) : await viaGateway(url, bearer(token));
        answers.push({ a, i, ...res });
      }
    }));
  }));
  const seconds = (Date.now() - started) / 1000;
  assert.equal(answers.length, TOTAL);
  const bad = answers.filter((x) => x.status !== 200 || x.headers['paydesk-paid'] !== '0.005 USDC');
  assert.equal(bad.length, 0, JSON.stringify(bad.slice(0, 3)));
  const txs = new Set(answers.map((x) => x.headers['paydesk-transaction']));
  assert.equal(txs.size, TOTAL);
  for (const x of answers.slice(0, 5))
    assert.equal(JSON.parse(Buffer.from(x.headers['payment-response'], 'base64')).success, true);
  assert.equal(await usdcOf(BUYER), before - BigInt(TOTAL) * 5000n);
  const listed = (await ok(['agent', 'list'])).agents;
  for (let a = 0; a < AGENTS; a++) {
    const b = listed.find((x) => x.name === `agent-${a}`).budgets[0];
    assert.equal(b.spentToday, usdcText(BigInt(perAgent) * 5000n));
  }
  console.log(`ok - ${TOTAL} paid requests from ${AGENTS} agents: each paid once, budgets exact (${(TOTAL / seconds).toFixed(1)} requests/s)`);

  // An agent's own concurrent requests race for its small budget: exactly 9 of 40 are paid.
  const tight = (await ok(['agent', 'add', 'tight', '--per-minute', '10000'])).token;
  await ok(['agent', 'budget', 'tight', '0.05 USDC', '--network', NETWORK, '--automatic', '0.01 USDC']);
  await ok(['agent', 'allow', 'tight', service]);
  const start = await usdcOf(BUYER);
  const raced = await Promise.all(Array.from({ length: 40 }, (_, i) => viaGateway(resource(`v2-tight-${i}`), bearer(tight))));
  const paid = raced.filter((x) => x.status === 200);
  assert.equal(paid.length, 9, JSON.stringify(raced.map((x) => x.headers['paydesk-refusal'])));
  for (const x of raced.filter((y) => y.status !== 200)) {
    assert.equal(x.status, 402);
    assert.ok(['approval_required', 'over_agent_budget'].includes(x.headers['paydesk-refusal']));
    assert.equal(JSON.parse(x.body).moneyMoved, false);
  }
  assert.equal(await usdcOf(BUYER), start - 45000n);
  console.log('ok - 40 requests racing for a 0.05 USDC budget: 9 paid, the rest refused, exact');

  // A seller that serves against a proof it never settles (fail-unsettled): the content passes,
  // but the proxy never says it was paid: the chain shows the authorization unused.
  const unsettledBefore = await usdcOf(BUYER);
  r = await viaGateway(resource('v2-fail-unsettled'), bearer(tokens[0]));
  assert.equal(r.status, 200);
  assert.equal(r.headers['paydesk-paid'], undefined);
  assert.equal(r.headers['paydesk-notice'], 'not_settled');
  assert.equal(await usdcOf(BUYER), unsettledBefore);
  console.log('ok - content served on an unsettled proof is not said to be paid');

  // The demo seller's failure modes (docs/service-contract.md): an answer that leaves the
  // outcome unknown is asked again, as an agent would; the chain moves the price once or not at
  // all, and the answer that ends the purchase says paid exactly when it moved.
  for (const [mode, moves] of [['fail-drop', true], ['fail-500', true], ['fail-402', true],
    ['fail-pending', true], ['fail-pending-plain', true], ['fail-reprice', false]]) {
    const held = await usdcOf(BUYER);
    const url = resource(`v2-proxy-${mode}`);
    let x = await viaGateway(url, bearer(tokens[1]));
    if (x.status !== 200 && x.status !== 402)
      x = await viaGateway(url, bearer(tokens[1]));
    assert.equal(held - await usdcOf(BUYER), moves ? 5000n : 0n, `${mode}: ${x.status} ${x.body}`);
    assert.equal(x.headers['paydesk-paid'], moves ? '0.005 USDC' : undefined, `${mode}: ${x.status} ${JSON.stringify(x.headers)}`);
  }
  console.log('ok - each seller failure mode through the proxy: paid once or not at all');

  // The same through Permit2 (a seller that asks assetTransferMethod permit2): the allowance
  // approved at the start is spent by each mode once.
  for (const [mode, moves] of [['fail-drop', true], ['fail-500', true], ['fail-402', true],
    ['fail-pending', true], ['fail-pending-plain', true], ['fail-reprice', false]]) {
    const held = await usdcOf(BUYER);
    const url = resource(`v2-proxy-permit2-${mode}`);
    let x = await viaGateway(url, bearer(tokens[2]));
    if (x.status !== 200 && x.status !== 402)
      x = await viaGateway(url, bearer(tokens[2]));
    assert.equal(held - await usdcOf(BUYER), moves ? 5000n : 0n, `permit2 ${mode}: ${x.status} ${x.body}`);
    assert.equal(x.headers['paydesk-paid'], moves ? '0.005 USDC' : undefined, `permit2 ${mode}: ${x.status} ${JSON.stringify(x.headers)}`);
  }
  assert.equal(await permit2AllowanceOf(BUYER), 25000n); // five of the six moved 0.005, once each
  console.log('ok - each seller failure mode through the proxy in Permit2: paid once or not at all');

  // The same from a Solana wallet (a fresh key the faucet funds), in SPL USDC and in SOL: each
  // agent's budget is in that asset only, so that is what the proxy pays in.
  const svmBuyer = solanaKeyFile(path.join(dataDir, 'solana-buyer.json'));
  await ok(['wallet', 'import', '--keypair-file', path.join(dataDir, 'solana-buyer.json'), '--label', 'Solana buyer']);
  const { usdcAccount } = await solanaRpc('paydesk_faucet', [svmBuyer]);
  const held = {
    spl: async () => BigInt((await solanaRpc('getTokenAccountBalance', [usdcAccount])).value.amount),
    sol: async () => BigInt((await solanaRpc('getBalance', [svmBuyer])).value),
  };
  for (const [scheme, budget, price, paidText] of [['spl', 'USDC', 4000n, '0.004 USDC'], ['sol', 'SOL', 1000000n, '0.001 SOL']]) {
    const name = `svm-${scheme}`;
    const token = (await ok(['agent', 'add', name, '--per-minute', '10000'])).token;
    await ok(['agent', 'budget', name, `0.05 ${budget}`, '--network', 'solana-sandbox', '--automatic', `0.01 ${budget}`]);
    await ok(['agent', 'allow', name, service]);
    for (const [mode, moves] of [['fail-drop', true], ['fail-500', true], ['fail-402', true],
      ['fail-pending', true], ['fail-pending-plain', true], ['fail-reprice', false]]) {
      const before = await held[scheme]();
      const url = resource(`v2-proxy-${scheme}-${mode}`);
      let x = await viaGateway(url, bearer(token));
      if (x.status !== 200 && x.status !== 402)
        x = await viaGateway(url, bearer(token));
      // The transfer lands with a slot of the sandbox's chain (400 ms): read until it shows, or
      // for two seconds when nothing may move.
      let moved = before - await held[scheme]();
      for (let t = 0; t < 20 && moved !== (moves ? price : -1n); t++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        moved = before - await held[scheme]();
      }
      assert.equal(moved, moves ? price : 0n, `${scheme} ${mode}: ${x.status} ${x.body}`);
      assert.equal(x.headers['paydesk-paid'], moves ? paidText : undefined, `${scheme} ${mode}: ${x.status} ${JSON.stringify(x.headers)}`);
    }
  }
  console.log('ok - each seller failure mode through the proxy in SPL USDC and in SOL: paid once or not at all');

  // SIGTERM stops it cleanly.
  proxy.kill('SIGTERM');
  assert.equal(await new Promise((resolve) => proxy.on('exit', resolve)), 0);
  proxy = null;
  console.log('ok - stops on SIGTERM');
} catch (e) {
  failures++;
  console.error('not ok -', e);
} finally {
  proxyAgent.destroy();
  proxy?.kill('SIGTERM');
  sandbox.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
