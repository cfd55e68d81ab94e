// What the agent peers share: the sandbox started as a process, paydesk-cli run in a data
// folder of its own, and the sandbox chain's test USDC read back.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import readline from 'node:readline';

// Hardhat / Anvil account #0 (a published test key): the sandbox's EVM chain gives it 1,000 test
// USDC (6 decimals) at USDC, on NETWORK.
export const BUYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const BUYER_KEY = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
export const USDC = '0x7957850B3eFe67C44f8dda73c32b36B9c2099ccf';
export const NETWORK = 'eip155:4020';

// The URL a child prints first ("… listening on http://HOST:PORT").
export function listeningUrl(child) {
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).once('line', (line) => {
      const m = /listening on (http:\/\/\S+)/.exec(line);
      m ? resolve(m[1]) : reject(new Error(`unexpected first line: ${line}`));
    });
    child.once('exit', (code) => reject(new Error(`exited ${code} before listening`)));
  });
}

export async function startSandbox(exe) {
  const child = spawn(exe, ['--key', 'test-key=standard', '--quiet'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return { child, url: await listeningUrl(child) };
}

// run(args) resolves to {code, stdout, stderr}; ok(args) runs with --json, expects exit 0 and
// resolves to the JSON answer.
export function cliRunner(cli, base, env) {
  const run = (args) => new Promise((resolve) => {
    const p = spawn(cli, [...base, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    p.stdout.on('data', (d) => { stdout += d; });
    p.stderr.on('data', (d) => { stderr += d; });
    p.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  const ok = async (args) => {
    const r = await run(['--json', ...args]);
    assert.equal(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
    return JSON.parse(r.stdout.trim());
  };
  return { run, ok };
}

// What `address` holds of the sandbox chain's test USDC, in atomic units.
export async function usdcOf(service, address) {
  const data = '0x70a08231' + address.slice(2).toLowerCase().padStart(64, '0');
  const res = await fetch(`${service}/evm`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: USDC, data }, 'latest'] }),
  });
  return BigInt((await res.json()).result);
}
