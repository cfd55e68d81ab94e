// SPDX-License-Identifier: MIT
// Paydesk's test USDC for its x402 tests on ganache: a 6-decimal ERC-20 with EIP-3009
// transferWithAuthorization (https://eips.ethereum.org/EIPS/eip-3009), EIP-712 domain name "USDC",
// version "2" as Base Sepolia's USDC (docs/protocol-facts.md "USDC addresses"). Written for these
// tests; it keeps no constructor state (the domain uses address(this) and block.chainid), so its
// runtime code can be placed at any address (the tests put it at Base Sepolia's USDC address with
// evm_setAccountCode).
pragma solidity 0.8.26;

contract TestUsdc {
    string public constant name = "USDC";
    string public constant version = "2";
    string public constant symbol = "USDC";
    uint8 public constant decimals = 6;

    bytes32 private constant DOMAIN_TYPEHASH = keccak256(
        "EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)");
    bytes32 public constant TRANSFER_WITH_AUTHORIZATION_TYPEHASH = keccak256(
        "TransferWithAuthorization(address from,address to,uint256 value,uint256 validAfter,"
        "uint256 validBefore,bytes32 nonce)");
    // secp256k1 n / 2: a signature with a higher s is the malleable twin of a low one.
    uint256 private constant HALF_N =
        0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(bytes32 => bool)) public authorizationState;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce);

    function DOMAIN_SEPARATOR() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, keccak256(bytes(name)),
                                    keccak256(bytes(version)), block.chainid, address(this)));
    }

    // Test funds: anyone may mint (a test chain only).
    function mint(address to, uint256 value) external {
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    function transfer(address to, uint256 value) external returns (bool) {
        move(msg.sender, to, value);
        return true;
    }

    function transferWithAuthorization(address from, address to, uint256 value,
                                       uint256 validAfter, uint256 validBefore, bytes32 nonce,
                                       uint8 v, bytes32 r, bytes32 s) external {
        require(block.timestamp > validAfter, "authorization is not yet valid");
        require(block.timestamp < validBefore, "authorization is expired");
        require(!authorizationState[from][nonce], "authorization is used");
        require(uint256(s) <= HALF_N, "invalid signature s");
        bytes32 digest = keccak256(abi.encodePacked(
            "\x19\x01", DOMAIN_SEPARATOR(),
            keccak256(abi.encode(TRANSFER_WITH_AUTHORIZATION_TYPEHASH, from, to, value,
                                 validAfter, validBefore, nonce))));
        address signer = ecrecover(digest, v, r, s);
        require(signer != address(0) && signer == from, "invalid signature");
        authorizationState[from][nonce] = true;
        emit AuthorizationUsed(from, nonce);
        move(from, to, value);
    }

    function move(address from, address to, uint256 value) private {
        require(balanceOf[from] >= value, "transfer amount exceeds balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}
