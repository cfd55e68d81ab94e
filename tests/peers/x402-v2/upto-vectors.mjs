// Paydesk's x402 `upto` payloads against the official client's, byte for byte: for fixed inputs
// (key, requirement, nonce, clock) @x402/evm 2.27.0's own UptoEvmScheme client makes the payment
// payload (its randomness and clock pinned here, nothing else touched) and viem hashes its typed
// data; Paydesk's (tests/peers/vectors, PAYDESK_VECTORS) must carry the same authorization, the
// same digest and the same signature bytes (RFC 6979: one signature for one digest and key).
// Offline. Usage: node upto-vectors.mjs PAYDESK_VECTORS
import { execFileSync } from 'node:child_process';
import assert from 'node:assert/strict';
import { UptoEvmScheme } from '@x402/evm/upto/client';
import { hashTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

const tool = process.argv[2];
// Hardhat's public test keys #0 and #1.
const keys = [
  'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
];
const cases = [
  { key: keys[0], now: 1764300000, nonceByte: 0x11,
    option: { scheme: 'upto', network: 'eip155:8453', amount: '5000000',
      asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      payTo: '0x209693Bc6afc0C5328bA36FaF03C514EF312287C', maxTimeoutSeconds: 300,
      extra: { name: 'USD Coin', version: '2',
        facilitatorAddress: '0x90F79bf6EB2c4f870365E785982E1f101E93b906' } } },
  // Base Sepolia, lower-case addresses from the seller, the smallest window.
  { key: keys[1], now: 1800000000, nonceByte: 0xff,
    option: { scheme: 'upto', network: 'eip155:84532', amount: '1',
      asset: '0x036cbd53842c5426634e7929541ec2318f3dcf7e',
      payTo: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', maxTimeoutSeconds: 1,
      extra: { name: 'USDC', version: '2',
        facilitatorAddress: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc' } } },
  // A large maximum (18 decimals' worth) on another chain id.
  { key: keys[0], now: 1764300123, nonceByte: 0x00,
    option: { scheme: 'upto', network: 'eip155:137', amount: '123456789012345678901234567890',
      asset: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
      payTo: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', maxTimeoutSeconds: 86400,
      extra: { name: 'USD Coin', version: '2',
        facilitatorAddress: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' } } },
];

const realNow = Date.now;
const realCrypto = globalThis.crypto;
let checked = 0;
for (const c of cases) {
  const nonceBytes = new Uint8Array(32).fill(c.nonceByte);
  const nonce = BigInt('0x' + Buffer.from(nonceBytes).toString('hex')).toString();
  // Pinned for the SDK's call only: its nonce (createPermit2Nonce) and its clock.
  Object.defineProperty(globalThis, 'crypto', {
    value: { getRandomValues: (a) => { a.set(nonceBytes); return a; } }, configurable: true });
  Date.now = () => c.now * 1000;
  const account = privateKeyToAccount('0x' + c.key);
  let sdk;
  try {
    sdk = await new UptoEvmScheme(account).createPaymentPayload(2, c.option);
  } finally {
    Date.now = realNow;
    Object.defineProperty(globalThis, 'crypto', { value: realCrypto, configurable: true });
  }
  const a = sdk.payload.permit2Authorization;
  const digest = hashTypedData({
    domain: { name: 'Permit2', chainId: Number(c.option.network.split(':')[1]),
      verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
    types: {
      PermitWitnessTransferFrom: [
        { name: 'permitted', type: 'TokenPermissions' }, { name: 'spender', type: 'address' },
        { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' },
        { name: 'witness', type: 'Witness' }],
      TokenPermissions: [{ name: 'token', type: 'address' }, { name: 'amount', type: 'uint256' }],
      Witness: [{ name: 'to', type: 'address' }, { name: 'facilitator', type: 'address' },
        { name: 'validAfter', type: 'uint256' }],
    },
    primaryType: 'PermitWitnessTransferFrom',
    message: { permitted: { token: a.permitted.token, amount: BigInt(a.permitted.amount) },
      spender: a.spender, nonce: BigInt(a.nonce), deadline: BigInt(a.deadline),
      witness: { to: a.witness.to, facilitator: a.witness.facilitator,
        validAfter: BigInt(a.witness.validAfter) } },
  });
  const ours = JSON.parse(execFileSync(tool, {
    input: JSON.stringify({ kind: 'upto-evm', key: c.key, option: c.option, nonce, now: c.now }),
  }).toString());
  assert.equal(a.nonce, nonce, 'the SDK took the pinned nonce');
  assert.deepEqual(ours.payload.permit2Authorization, a, `authorization (${c.option.network})`);
  assert.equal(ours.payload.signature, sdk.payload.signature, `signature (${c.option.network})`);
  assert.equal(ours.digest, digest, `digest (${c.option.network})`);
  checked++;
}
console.log(`upto: ${checked} payloads equal @x402/evm 2.27.0's byte for byte`);
