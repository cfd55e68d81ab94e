// A paid request through an agent face of paydesk-cli, against a running paydesk-sandbox:
// N paid requests of one agent, one after another, each timed from the agent's side (wall), and
// the paydesk-cli process's CPU time over the N (/proc/PID/stat, after a warm-up).
//   proxy: `paydesk-cli proxy`, the agent's HTTP client on one kept-alive connection;
//   mcp:   `paydesk-cli mcp` over stdio, a tools/call of fetch_paid_resource per request (plain
//          JSON-RPC lines, so the SDK's own work is not counted as the face's).
// bench_paid_fetch pays the same resource with PaidFetch in one process in the same run, and
// @x402/fetch (tests/peers/x402-v2/pay-evm-bench.mjs) is the reference client beside both.
// An https sandbox (--tls-cert) is trusted through PAYDESK_EXTRA_CA_CERTS, inherited.
// Runs inside tests/util/with-keyring.sh (the agent's token and the wallet's key are in the
// keychain; both faces keep the key between payments, as they do by default).
//   node agent_face_bench.mjs proxy|mcp PAYDESK_CLI SANDBOX_URL [REQUESTS] [FACE ARGS...]
// Prints "key value" lines: requests, wall_ms_median, wall_ms_mean, cpu_us_per_request.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const [face, cli, service, n = '100', ...faceArgs] = process.argv.slice(2);
if (face !== 'proxy' && face !== 'mcp') {
  console.error('usage: node agent_face_bench.mjs proxy|mcp PAYDESK_CLI SANDBOX_URL [N] [ARGS...]');
  process.exit(2);
}
const requests = Number(n);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `paydesk-${face}-bench-`));
const env = { ...process.env, PAYDESK_DATA_DIR: dataDir,
              PAYDESK_BUYER_KEY: 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' };
function run(args) {
  return new Promise((resolve, reject) => {
    const p = spawn(cli, ['--service', service, '--json', ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (d) => { out += d; });
    p.on('close', (code) => (code === 0 ? resolve(JSON.parse(out.trim())) : reject(new Error(`${args[0]}: ${code}`))));
  });
}
function cpuTicks(pid) {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(f[11]) + Number(f[12]); // utime + stime
}
await run(['wallet', 'import', '--chain', 'evm', '--secret-key-env', 'PAYDESK_BUYER_KEY']);
const token = (await run(['agent', 'add', 'bench', '--per-minute', '10000'])).token;
await run(['agent', 'budget', 'bench', '1000 USDC', '--network', 'eip155:4020', '--automatic', '1 USDC']);
await run(['agent', 'allow', 'bench', service]);
const resource = (i) => `${service}/demo/resource/v2-${face}-bench-${process.pid}-${i}`;

// The face as a child process, and one paid request through it (resolves when it is paid).
async function proxyFace() {
  const child = spawn(cli, ['--service', service, 'proxy', '--listen', '127.0.0.1:0', ...faceArgs],
                      { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve) => readline.createInterface({ input: child.stdout })
    .once('line', (l) => resolve(/listening on (\S+)/.exec(l)[1])));
  const headers = { 'proxy-authorization': `Bearer ${token}` };
  // node:http on one kept-alive connection, not fetch(): undici's own work per request (about a
  // millisecond here) is the agent's HTTP client, not the proxy.
  const keep = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const one = (i) => new Promise((resolve, reject) => {
    http.get(`${url}/${resource(i)}`, { headers, agent: keep }, (res) => {
      res.on('data', () => {});
      res.on('end', () => (res.statusCode === 200 && res.headers['paydesk-paid']
        ? resolve() : reject(new Error(`request ${i}: ${res.statusCode}`))));
    }).on('error', reject);
  });
  return { child, one, close: () => { keep.destroy(); child.kill('SIGTERM'); } };
}
async function mcpFace() {
  const child = spawn(cli, ['--service', service, 'mcp', ...faceArgs],
                      { env: { ...env, PAYDESK_AGENT_TOKEN: token }, stdio: ['pipe', 'pipe', 'inherit'] });
  const waiting = new Map();
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const m = JSON.parse(line);
    waiting.get(m.id)?.(m);
    waiting.delete(m.id);
  });
  let id = 0;
  const call = (method, params) => new Promise((resolve) => {
    waiting.set(++id, resolve);
    child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
  });
  await call('initialize', { protocolVersion: '2025-06-18', capabilities: {},
                             clientInfo: { name: 'paydesk-bench', version: '1' } });
  child.stdin.write('{"jsonrpc":"2.0","method":"notifications/initialized"}\n');
  const one = async (i) => {
    const r = await call('tools/call', { name: 'fetch_paid_resource',
                                         arguments: { url: resource(i), max_price: '0.01 USDC' } });
    if (r.error || r.result.isError || !r.result.structuredContent.paid)
      throw new Error(`request ${i}: ${JSON.stringify(r).slice(0, 300)}`);
  };
  return { child, one, close: () => child.stdin.end() };
}

const { child, one, close } = face === 'proxy' ? await proxyFace() : await mcpFace();
for (let i = 0; i < 5; i++) await one(-1 - i); // warm-up
const ticks = cpuTicks(child.pid);
const times = [];
const wall0 = process.hrtime.bigint();
for (let i = 0; i < requests; i++) {
  const t = process.hrtime.bigint();
  await one(i);
  times.push(Number(process.hrtime.bigint() - t) / 1e6);
}
const wall = Number(process.hrtime.bigint() - wall0) / 1e6;
const cpuUs = ((cpuTicks(child.pid) - ticks) * 1e6) / 100 / requests; // USER_HZ = 100
close();
await new Promise((resolve) => child.on('close', resolve));
times.sort((a, b) => a - b);
console.log(`requests ${requests}`);
console.log(`wall_ms_median ${times[Math.floor(times.length / 2)].toFixed(2)}`);
console.log(`wall_ms_mean ${(wall / requests).toFixed(2)}`);
console.log(`cpu_us_per_request ${cpuUs.toFixed(0)}`);
fs.rmSync(dataDir, { recursive: true, force: true });
