// Benchmark yardstick (tests/bench/run, not a test): @x402/fetch, the x402 reference client,
// paying the running paydesk-sandbox's demo seller for N resources, each in its test USDC on the
// sandbox EVM chain (eip155:4020) by an EIP-3009 authorization, as Paydesk's bench_paid_fetch
// does. Prints its own CPU time per paid request (process.cpuUsage, after a warm-up), so the two
// clients compare on the same seller in the same run.
//   node pay-evm-bench.mjs SANDBOX_URL [REQUESTS]
import { wrapFetchWithPaymentFromConfig } from '@x402/fetch';
import { ExactEvmScheme } from '@x402/evm';
import { privateKeyToAccount } from 'viem/accounts';

const base = process.argv[2];
const requests = Number(process.argv[3] ?? 100);
const warmUp = 5;
// Hardhat / Anvil account #0: a published test key; the sandbox gives it test USDC.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const paidFetch = wrapFetchWithPaymentFromConfig(fetch, {
  schemes: [{ network: 'eip155:*', client: new ExactEvmScheme(account) }],
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
  const r = await paidFetch(`${base}/demo/resource/v2-node-bench-${process.pid}-${i}`);
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
