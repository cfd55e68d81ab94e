// The Permit2 test vector of tests/unit/x402/tst_permit2.cpp, computed by the x402 SDK's own
// definitions: @x402/evm's permit2WitnessTypes and PERMIT2_ADDRESS, hashed and signed by viem as
// @x402/evm's exact client does (exact/client/permit2.ts). Hardhat's public test key #0 signs.
// Usage: node permit2-vector.mjs   (prints the digest and the signature)
import { PERMIT2_ADDRESS, permit2WitnessTypes, x402ExactPermit2ProxyAddress } from '@x402/evm';
import { hashTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const typed = {
  domain: { name: 'Permit2', chainId: 8453, verifyingContract: PERMIT2_ADDRESS },
  types: permit2WitnessTypes,
  primaryType: 'PermitWitnessTransferFrom',
  message: {
    permitted: { token: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', amount: 10000n },
    spender: x402ExactPermit2ProxyAddress,
    nonce: 115792089237316195423570985008687907853269984665640564039457584007913129639935n,
    deadline: 1764300060n,
    witness: { to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', validAfter: 0n },
  },
};
console.log('digest', hashTypedData(typed));
console.log('signature', await account.signTypedData(typed));
