// Benchmark yardstick (tests/bench/run, not a test): @x402/fetch, the x402 reference client,
// paying the running paydesk-sandbox's demo seller for N resources, each in its test USDC on the
// sandbox EVM chain (eip155:4020) by an EIP-3009 authorization, as Paydesk's bench_paid_fetch
// does. Prints its own CPU time per paid request (process.cpuUsage, after a warm-up), so the two
// clients compare on the same seller in the same run.
// With --upto it pays the demo seller's usage-priced resources instead (x402 `upto`, Permit2
// through the upto proxy, @x402/evm's UptoEvmScheme client), after approving Permit2 for the
// token once if it may not move enough (the same account as bench_paid_fetch --upto).
//   node pay-evm-bench.mjs SANDBOX_URL [REQUESTS] [--upto]
import { wrapFetchWithPaymentFromConfig } from '@x402/fetch';
import { ExactEvmScheme } from '@x402/evm';
import { UptoEvmScheme } from '@x402/evm/upto/client';
import { createPublicClient, createWalletClient, defineChain, http, maxUint256, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

const base = process.argv[2];
const requests = Number(process.argv[3] ?? 100);
const upto = process.argv.includes('--upto');
const warmUp = 5;
// Hardhat / Anvil account #0: a published test key; the sandbox gives it test USDC.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const USDC = '0x7957850B3eFe67C44f8dda73c32b36B9c2099ccf';
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3';
if (upto) { // Permit2 may move the maximum: approved once, by the account itself
  const chain = defineChain({ id: 4020, name: 'sandbox', nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
                              rpcUrls: { default: { http: [`${base}/evm`] } } });
  const pub = createPublicClient({ chain, transport: http() });
  const erc20 = parseAbi(['function allowance(address,address) view returns (uint256)',
                          'function approve(address,uint256) returns (bool)']);
  const allowed = await pub.readContract({ address: USDC, abi: erc20, functionName: 'allowance',
                                           args: [account.address, PERMIT2] });
  if (allowed < 10n ** 30n) {
    const wallet = createWalletClient({ account, chain, transport: http() });
    // Gas and fees given: the sandbox chain answers what a wallet needs, not eth_getBlockByNumber.
    const gasPrice = await pub.getGasPrice();
    const hash = await wallet.writeContract({ address: USDC, abi: erc20, functionName: 'approve',
                                              args: [PERMIT2, maxUint256], type: 'eip1559',
                                              gas: 60000n, maxFeePerGas: 2n * gasPrice,
                                              maxPriorityFeePerGas: 1n,
                                              nonce: await pub.getTransactionCount({ address: account.address, blockTag: 'pending' }) });
    // Mined within a slot or two: the allowance shows it (no block reads here either).
    for (let t = 0; t < 100; t++) {
      const now = await pub.readContract({ address: USDC, abi: erc20, functionName: 'allowance',
                                           args: [account.address, PERMIT2] });
      if (now >= 10n ** 30n) break;
      if (t === 99) throw new Error(`the approve ${hash} did not land`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
const paidFetch = wrapFetchWithPaymentFromConfig(fetch, {
  schemes: [{ network: 'eip155:*', client: upto ? new UptoEvmScheme(account) : new ExactEvmScheme(account) }],
  // Its spend controls allow only the assets it knows; the sandbox's test USDC, up to 0.01 (as
  // Paydesk's --max-amount "0.01 USDC").
  spendControls: {
    allowedAssets: [{
      network: 'eip155:4020',
      asset: '0x7957850B3eFe67C44f8dda73c32b36B9c2099ccf',
      maxAmountPerPayment: '10000',
    }],
  },
});

async function payFor(i) {
  const name = upto ? `v2-upto-node-bench-${process.pid}-${i}-370` : `v2-node-bench-${process.pid}-${i}`;
  const r = await paidFetch(`${base}/demo/resource/${name}`);
  const body = await r.text();
  if (r.status !== 200 || !r.headers.get('payment-response'))
    throw new Error(`request ${i}: HTTP ${r.status}: ${body.slice(0, 300)}`);
}

for (let i = 0; i < warmUp; i++) await payFor(i);
const cpu0 = process.cpuUsage();
const wall0 = performance.now();
for (let i = 0; i < requests; i++) await payFor(warmUp + i);
const cpu = process.cpuUsage(cpu0);
const wall = performance.now() - wall0;
console.log(`requests ${requests}`);
console.log(`cpu_us_per_request ${((cpu.user + cpu.system) / requests).toFixed(1)}`);
console.log(`user_us_per_request ${(cpu.user / requests).toFixed(1)}`);
console.log(`wall_ms_per_request ${(wall / requests).toFixed(2)}`);
