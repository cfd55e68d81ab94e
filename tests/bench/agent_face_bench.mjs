// What the paying proxy adds to a paid request, against a running paydesk-sandbox:
// N paid requests of one agent through `paydesk-cli proxy`, one after another, timed per request
// (wall) and by the proxy process's CPU time (/proc/PID/stat). bench_paid_fetch pays the same
// resource with PaidFetch directly in the same run; the difference of the two is the proxy's
// own share (HTTP hop, token, the agent's checks and row), the seller and the chain excluded.
// Runs inside tests/util/with-keyring.sh (the agent's token is in the keychain).
//   node proxy_overhead.mjs PAYDESK_CLI SANDBOX_URL [REQUESTS] [PROXY ARGS...]
// (--hold-keys 0: the proxy reads the wallet's key from the keychain for every payment.)
// Prints "key value" lines: requests, wall_ms_median, wall_ms_mean, cpu_us_per_request.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const [cli, service, n = '100', ...proxyArgs] = process.argv.slice(2);
const requests = Number(n);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paydesk-proxy-bench-'));
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
const proxy = spawn(cli, ['--service', service, 'proxy', '--listen', '127.0.0.1:0', ...proxyArgs], { env, stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise((resolve) => readline.createInterface({ input: proxy.stdout })
  .once('line', (l) => resolve(/listening on (\S+)/.exec(l)[1])));
const headers = { 'proxy-authorization': `Bearer ${token}` };
// node:http on one kept-alive connection, not fetch(): undici's own work per request (about a
// millisecond here) is the agent's HTTP client, not the proxy.
const keep = new http.Agent({ keepAlive: true, maxSockets: 1 });
const one = (i) => new Promise((resolve, reject) => {
  const target = `${url}/${service}/demo/resource/v2-proxy-bench-${process.pid}-${i}`;
  http.get(target, { headers, agent: keep }, (res) => {
    res.on('data', () => {});
    res.on('end', () => (res.statusCode === 200 && res.headers['paydesk-paid']
      ? resolve() : reject(new Error(`request ${i}: ${res.statusCode}`))));
  }).on('error', reject);
});
for (let i = 0; i < 5; i++) await one(-1 - i); // warm-up
const ticks = cpuTicks(proxy.pid);
const times = [];
for (let i = 0; i < requests; i++) {
  const t = process.hrtime.bigint();
  await one(i);
  times.push(Number(process.hrtime.bigint() - t) / 1e6);
}
const cpuUs = ((cpuTicks(proxy.pid) - ticks) * 1e6) / 100 / requests; // USER_HZ = 100
keep.destroy();
proxy.kill('SIGTERM');
times.sort((a, b) => a - b);
console.log(`requests ${requests}`);
console.log(`wall_ms_median ${times[Math.floor(times.length / 2)].toFixed(2)}`);
console.log(`wall_ms_mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(2)}`);
console.log(`cpu_us_per_request ${cpuUs.toFixed(0)}`);
fs.rmSync(dataDir, { recursive: true, force: true });
