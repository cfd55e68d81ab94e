// EVM transactions and their RLP: the service's unsigned signing serializations (raw and
// base64), signed raw transactions, bare RLP, EIP-55 address text.
// Selector: 0 EvmTransaction::decodeUnsigned, 1 EvmTransaction::decodeSigned, 2 Rlp::decode,
// 3 EvmTransaction::fromBase64, 4 EvmAddress::parse (Latin-1 text).
// Properties: whatever decodes re-encodes to exactly the bytes it came from (RLP items, signing
// serializations, signed transactions); an unsigned transaction signed with a test key decodes
// in its signed form to the same transaction and recovers that key's account; a signed one
// either recovers a sender or says why not; refusals have reasons; a parsed address prints as
// EIP-55 text that parses to the same address; EvmPolicy, expecting Paydesk's own Permit2
// approve (a fixed token, its calldata, value 0), accepts a decoded transaction only when it is
// exactly that call, on that chain, with the pending nonce, within the fee cap.

#include "FuzzCommon.h"
#include "evm/Erc20.h"
#include "evm/EvmAddress.h"
#include "evm/EvmPolicy.h"
#include "evm/EvmTransaction.h"
#include "evm/Rlp.h"
#include "evm/Secp256k1.h"

using namespace paydesk;
using namespace paydesk::evm;

namespace {

const SecureBytes &testKey()
{
    static const SecureBytes key = SecureBytes::copyOf(QByteArray(32, '\x46'));
    return key;
}

void inspect(const EvmTransaction &tx)
{
    (void)tx.maxCost();
    (void)tx.feeCap();
    (void)tx.isContractCreation();
    fuzz::check(tx.chainId != 0, "chain id 0 accepted");
    fuzz::check(tx.type == EvmTransaction::Type::Legacy ||
                    tx.maxPriorityFeePerGas <= tx.maxFeePerGas,
                "tip above the fee cap accepted");
    for (const AccessListEntry &entry : tx.accessList) {
        for (const QByteArray &key : entry.storageKeys)
            fuzz::check(key.size() == 32, "storage key not 32 bytes");
    }
}

// What Permit2Approval expects of its own transaction; whatever passes must be exactly it.
void checkApprovePolicy(const EvmTransaction &tx)
{
    EvmExpectation e;
    e.chainId = 8453;
    e.network = QStringLiteral("eip155:8453");
    e.from = *EvmAddress::parse(u"0x9d8A62f656a8d1615C1294fd71e9CFb3E4855A4F");
    e.recipient = *EvmAddress::parse(u"0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913");
    e.data = Erc20::approveCall(*EvmAddress::parse(u"0x000000000022D473030F116dDEE9F6B43aC78BA3"),
                                U256(50000));
    e.maxFee = U256(5'000'000'000'000'000ULL);
    e.pendingNonce = tx.nonce; // the nonce alone never refuses here: the rest must
    e.recipientHasCode = true;
    e.gasEstimate = 46000;
    const EvmReview r = EvmPolicy::review(tx, e);
    if (!r.ok()) {
        fuzz::check(!r.reason.isEmpty(), "approve refused without a reason");
        return;
    }
    fuzz::check(tx.to == e.recipient && tx.data == e.data && tx.value.isZero() &&
                    tx.chainId == e.chainId && tx.accessList.isEmpty(),
                "EvmPolicy accepted another call than the approve asked for");
    fuzz::check(tx.maxCost() && *tx.maxCost() <= e.maxFee, "approve above the fee cap accepted");
}

void checkUnsigned(const QByteArray &bytes)
{
    QString why;
    const auto tx = EvmTransaction::decodeUnsigned(bytes, &why);
    if (!tx) {
        fuzz::check(!why.isEmpty(), "unsigned transaction refused without a reason");
        return;
    }
    fuzz::check(!tx->signature, "unsigned transaction came with a signature");
    fuzz::check(tx->signingPayload() == bytes, "signing serialization does not re-encode");
    inspect(*tx);
    checkApprovePolicy(*tx);
    EvmTransaction signedTx = *tx;
    fuzz::check(signedTx.sign(testKey(), &why), "a valid key did not sign");
    const auto back = EvmTransaction::decodeSigned(signedTx.signedBytes(), &why);
    fuzz::check(back.has_value() && *back == signedTx, "signed form does not decode the same");
    const auto sender = back ? back->sender(&why) : std::nullopt;
    fuzz::check(sender.has_value() &&
                    *sender == *EvmAddress::fromPublicKey(*Secp256k1::publicKey(testKey())),
                "sender is not the signing key's account");
    fuzz::check(back && back->hash() == signedTx.hash(), "hash differs");
}

void checkSigned(const QByteArray &bytes)
{
    QString why;
    const auto tx = EvmTransaction::decodeSigned(bytes, &why);
    if (!tx) {
        fuzz::check(!why.isEmpty(), "signed transaction refused without a reason");
        return;
    }
    fuzz::check(tx->signature.has_value(), "signed transaction without a signature");
    fuzz::check(tx->signedBytes() == bytes, "signed transaction does not re-encode");
    fuzz::check(tx->hash().size() == 32, "hash not 32 bytes");
    inspect(*tx);
    why.clear();
    const auto sender = tx->sender(&why);
    fuzz::check(sender.has_value() || !why.isEmpty(), "no sender and no reason");
}

void checkRlp(const QByteArray &bytes)
{
    QString why;
    const auto item = Rlp::decode(bytes, &why);
    if (!item) {
        fuzz::check(!why.isEmpty(), "RLP refused without a reason");
        return;
    }
    fuzz::check(Rlp::encode(*item) == bytes, "RLP does not re-encode identically");
    if (!item->isList) {
        const auto n = Rlp::toUInt(*item, 32, QStringLiteral("n"), &why);
        if (n)
            fuzz::check(Rlp::encodeUInt(*n) == bytes, "canonical integer does not re-encode");
    }
}

void checkAddress(const QByteArray &bytes)
{
    QString why;
    const auto address = EvmAddress::parse(QString::fromLatin1(bytes), &why);
    if (!address) {
        fuzz::check(!why.isEmpty(), "address refused without a reason");
        return;
    }
    fuzz::check(address->bytes().size() == 20, "address not 20 bytes");
    const auto again = EvmAddress::parse(address->toChecksummed(), &why);
    fuzz::check(again.has_value() && *again == *address, "EIP-55 text does not parse back");
}

} // namespace

PAYDESK_FUZZ_TARGET(evm_tx)
{
    const fuzz::Input in(data, size, 5);
    switch (in.selector) {
    case 0:
        checkUnsigned(in.payload);
        break;
    case 1:
        checkSigned(in.payload);
        break;
    case 2:
        checkRlp(in.payload);
        break;
    case 3: {
        QString why;
        const auto tx = EvmTransaction::fromBase64(in.payload, &why);
        fuzz::check(tx.has_value() || !why.isEmpty(), "base64 refused without a reason");
        if (tx)
            fuzz::check(tx->signingPayload().toBase64() == in.payload, "base64 does not re-encode");
        break;
    }
    default:
        checkAddress(in.payload);
        break;
    }
    return 0;
}
