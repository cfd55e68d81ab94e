// An EVM chain for Paydesk's x402 tests: a real ganache node (../ganache, chain id of Base
// Sepolia, 84532) with Paydesk's EIP-3009 test USDC (TestUsdc.sol, compiled here with solc from
// npm) placed at Base Sepolia's USDC address, so x402's own code (which names that address for
// "base-sepolia") verifies and settles against it. 127.0.0.1 only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import readline from 'node:readline';
import solc from 'solc';
import { createPublicClient, createWalletClient, http, publicActions, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { baseSepolia } from 'viem/chains';

const here = path.dirname(fileURLToPath(import.meta.url));
export const GANACHE_DIR = path.join(here, '..', 'ganache');
export const BASE_SEPOLIA_USDC = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
// Hardhat's account #1 (Hardhat Network docs): the facilitator that submits the authorization.
const FACILITATOR_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const usdcAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function mint(address to, uint256 value)',
  'function authorizationState(address, bytes32) view returns (bool)',
]);

export function ganacheInstalled() {
  return fs.existsSync(path.join(GANACHE_DIR, 'node_modules', 'ganache'));
}

function compileRuntime() {
  const input = {
    language: 'Solidity',
    sources: { 'TestUsdc.sol': { content: fs.readFileSync(path.join(here, 'TestUsdc.sol'), 'utf8') } },
    settings: { evmVersion: 'shanghai', optimizer: { enabled: true, runs: 200 },
                outputSelection: { '*': { '*': ['evm.deployedBytecode.object'] } } },
  };
  const out = JSON.parse(solc.compile(JSON.stringify(input)));
  const errors = (out.errors || []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  return '0x' + out.contracts['TestUsdc.sol'].TestUsdc.evm.deployedBytecode.object;
}

async function rpc(url, method, params) {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' },
                                 body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const j = await res.json();
  if (j.error) throw new Error(`${method}: ${j.error.message}`);
  return j.result;
}

export async function startChain() {
  const node = spawn(process.execPath, [path.join(GANACHE_DIR, 'node.mjs'), '--chain-id', '84532',
                                        '--exit-on-stdin-eof'],
                     { cwd: GANACHE_DIR, stdio: ['pipe', 'pipe', 'inherit'] });
  const line = await new Promise((resolve, reject) => {
    const rl = readline.createInterface({ input: node.stdout });
    rl.once('line', resolve);
    node.once('exit', (code) => reject(new Error(`ganache exited with ${code}`)));
  });
  const url = line.match(/http:\/\/\S+/)[0];
  await rpc(url, 'evm_setAccountCode', [BASE_SEPOLIA_USDC, compileRuntime()]);
  const chain = { ...baseSepolia, rpcUrls: { default: { http: [url] } } };
  const publicClient = createPublicClient({ chain, transport: http(url) });
  const walletClient = createWalletClient({ chain, transport: http(url),
                                            account: privateKeyToAccount(FACILITATOR_KEY) })
    .extend(publicActions);
  const balanceOf = (address) => publicClient.readContract(
    { address: BASE_SEPOLIA_USDC, abi: usdcAbi, functionName: 'balanceOf', args: [address] });
  const mint = async (to, value) => {
    const hash = await walletClient.writeContract(
      { address: BASE_SEPOLIA_USDC, abi: usdcAbi, functionName: 'mint', args: [to, value] });
    await publicClient.waitForTransactionReceipt({ hash });
  };
  return { url, publicClient, walletClient, balanceOf, mint,
           stop: () => { node.stdin.end(); node.kill('SIGTERM'); } };
}
