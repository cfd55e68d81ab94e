#include "Permit2.h"

#include "evm/Eip712.h"
#include "evm/Erc20.h"
#include "evm/Keccak.h"
#include "x402/Eip3009.h"
#include "x402/ProofCodec.h"

#include <sodium.h>

namespace paydesk::x402 {

using evm::Eip712;
using evm::Erc20;
using evm::EvmAddress;
using evm::U256;

namespace {

// The witness x402's proxy checks (x402ExactPermit2Proxy: WITNESS_TYPE_STRING), after the
// primary type and with the referenced types in alphabetical order (EIP-712 encodeType).
const char *const kExactWitness = "Witness(address to,uint256 validAfter)";
// x402UptoPermit2Proxy's witness (coinbase/x402 specs/schemes/upto/scheme_upto_evm.md; @x402/evm
// 2.27.0 uptoPermit2WitnessTypes).
const char *const kUptoWitness = "Witness(address to,address facilitator,uint256 validAfter)";

QByteArray primaryType(const char *witness)
{
    return QByteArrayLiteral("PermitWitnessTransferFrom(TokenPermissions permitted,address "
                             "spender,uint256 nonce,uint256 deadline,Witness witness)"
                             "TokenPermissions(address token,uint256 amount)") +
           witness;
}

} // namespace

QByteArray Permit2Authorization::structHash() const
{
    static const QByteArray exactType = Eip712::typeHash(primaryType(kExactWitness));
    static const QByteArray uptoType = Eip712::typeHash(primaryType(kUptoWitness));
    static const QByteArray permissionsType =
        Eip712::typeHash("TokenPermissions(address token,uint256 amount)");
    static const QByteArray exactWitnessType = Eip712::typeHash(kExactWitness);
    static const QByteArray uptoWitnessType = Eip712::typeHash(kUptoWitness);
    const QByteArray permitted =
        evm::Keccak::hash256({permissionsType, Eip712::word(token), Eip712::word(amount)});
    const QByteArray witness =
        facilitator
            ? evm::Keccak::hash256({uptoWitnessType, Eip712::word(to), Eip712::word(*facilitator),
                                    Eip712::word(U256(validAfter))})
            : evm::Keccak::hash256(
                  {exactWitnessType, Eip712::word(to), Eip712::word(U256(validAfter))});
    const QByteArray &type = facilitator ? uptoType : exactType;
    return evm::Keccak::hash256({type, permitted, Eip712::word(spender), Eip712::word(nonce),
                                 Eip712::word(U256(deadline)), witness});
}

nlohmann::json Permit2Authorization::toJson() const
{
    nlohmann::json witness = {{"to", to.toChecksummed().toStdString()},
                              {"validAfter", std::to_string(validAfter)}};
    if (facilitator)
        witness["facilitator"] = facilitator->toChecksummed().toStdString();
    return {{"from", from.toChecksummed().toStdString()},
            {"permitted",
             {{"token", token.toChecksummed().toStdString()},
              {"amount", amount.toDecimal().toStdString()}}},
            {"spender", spender.toChecksummed().toStdString()},
            {"nonce", nonce.toDecimal().toStdString()},
            {"deadline", std::to_string(deadline)},
            {"witness", witness}};
}

std::optional<Permit2Authorization> Permit2Authorization::fromJson(const nlohmann::json &j,
                                                                   QString *error)
{
    auto fail = [error](const char *field) -> std::optional<Permit2Authorization> {
        if (error)
            *error = Permit2::tr("The Permit2 authorization's \"%1\" is missing or malformed.")
                         .arg(QLatin1String(field));
        return std::nullopt;
    };
    const auto object = [&j](const char *key) {
        return j.is_object() && j.contains(key) && j.at(key).is_object() ? j.at(key)
                                                                         : nlohmann::json();
    };
    const auto text = [](const nlohmann::json &o, const char *key) {
        return o.is_object() && o.contains(key) && o.at(key).is_string()
                   ? QString::fromStdString(o.at(key).get<std::string>())
                   : QString();
    };
    const nlohmann::json permitted = object("permitted"), witness = object("witness");
    Permit2Authorization a;
    const struct
    {
        const nlohmann::json &in;
        const char *key;
        EvmAddress *out;
    } addresses[] = {{j, "from", &a.from},
                     {permitted, "token", &a.token},
                     {j, "spender", &a.spender},
                     {witness, "to", &a.to}};
    for (const auto &f : addresses) {
        const auto address = EvmAddress::parse(text(f.in, f.key));
        if (!address)
            return fail(f.key);
        *f.out = *address;
    }
    const auto amount = U256::fromDecimal(text(permitted, "amount"));
    const auto nonce = U256::fromDecimal(text(j, "nonce"));
    bool deadlineOk = false, afterOk = false;
    a.deadline = text(j, "deadline").toULongLong(&deadlineOk);
    a.validAfter = text(witness, "validAfter").toULongLong(&afterOk);
    if (!amount)
        return fail("amount");
    if (!nonce)
        return fail("nonce");
    if (!deadlineOk)
        return fail("deadline");
    if (!afterOk)
        return fail("validAfter");
    if (witness.is_object() && witness.contains("facilitator")) {
        const auto facilitator = EvmAddress::parse(text(witness, "facilitator"));
        if (!facilitator)
            return fail("facilitator");
        a.facilitator = *facilitator;
    }
    a.amount = *amount;
    a.nonce = *nonce;
    return a;
}

// Addresses: docs/protocol-facts.md "EVM exact: Permit2" (coinbase/x402 mechanisms/evm
// constants.ts).
const EvmAddress &Permit2::address()
{
    static const EvmAddress a = *EvmAddress::parse(u"0x000000000022D473030F116dDEE9F6B43aC78BA3");
    return a;
}

const EvmAddress &Permit2::exactProxy()
{
    static const EvmAddress a = *EvmAddress::parse(u"0x402085c248EeA27D92E8b30b2C58ed07f9E20001");
    return a;
}

bool Permit2::asked(const PaymentOption &o)
{
    const auto method = o.extra.find("assetTransferMethod");
    return method != o.extra.end() && *method == "permit2";
}

std::optional<Permit2Authorization> Permit2::authorize(const PaymentOption &o,
                                                       const EvmAddress &payer, qint64 nowSeconds,
                                                       QString *error)
{
    const auto payee = Eip3009::payeeAndPrice(o, error);
    const auto token = EvmAddress::parse(o.asset);
    if (!payee || !token) {
        if (payee && error)
            *error = Eip3009::tr("The token address %1 is not an EVM address.").arg(o.asset);
        return std::nullopt;
    }
    QByteArray nonce(32, '\0');
    randombytes_buf(nonce.data(), size_t(nonce.size()));
    Permit2Authorization a;
    a.from = payer;
    a.token = *token;
    a.spender = exactProxy();
    a.to = payee->first;
    a.amount = payee->second;
    a.nonce = *U256::fromBigEndian(nonce);
    a.deadline = quint64(nowSeconds + o.maxTimeoutSeconds);
    a.validAfter = 0;
    return a;
}

QString Permit2::allowanceRefusal(const QString &wallet, const Amount &allowed,
                                  const PaymentOption &o)
{
    // A usage price (upto) needs the maximum covered: Permit2 is asked for all of it.
    return (o.isMaximum()
                ? tr("the seller asks for a Permit2 transfer, and %1 lets Permit2 (%2) move only "
                     "%3 of its %4, less than the %5 it may charge at most. Approve Permit2 for at "
                     "least %5 from this wallet (an approve transaction on the token %6: "
                     "\"Approve Permit2\" on the Pay page, or paydesk-cli permit2 approve \"%5\" "
                     "--from %1), then pay again; Paydesk never signs an unlimited approval for "
                     "you.")
                : tr("the seller asks for a Permit2 transfer, and %1 lets Permit2 (%2) move only "
                     "%3 of its %4, less than the price of %5. Approve Permit2 for at least %5 "
                     "from this wallet (an approve transaction on the token %6: \"Approve "
                     "Permit2\" on the Pay page, or paydesk-cli permit2 approve \"%5\" --from "
                     "%1), then pay again; Paydesk never signs an unlimited approval for you."))
        .arg(wallet, address().toChecksummed(), allowed.toString(), o.assetSymbol, o.plainAmount(),
             o.asset);
}

QString Permit2::allowanceShort(const Amount &allowed, const PaymentOption &o)
{
    return (o.isMaximum() ? tr("Permit2 may move only %1 %2 of this wallet, less than the most "
                               "it may charge: approve Permit2 first.")
                          : tr("Permit2 may move only %1 %2 of this wallet, less than the price: "
                               "approve Permit2 first."))
        .arg(allowed.toString(), o.assetSymbol);
}

QByteArray Permit2::nonceBitmapCall(const EvmAddress &owner, const U256 &nonce)
{
    const QByteArray n = nonce.toBigEndian();
    const QByteArray wordPos = QByteArray(1, '\0') + n.left(31); // nonce >> 8
    return Erc20::selector(Erc20::selectorOf("nonceBitmap(address,uint256)")) +
           Eip712::word(owner) + wordPos;
}

bool Permit2::nonceBitSet(const U256 &bitmap, const U256 &nonce)
{
    const int bit = quint8(nonce.toBigEndian().at(31)); // nonce & 0xff
    const QByteArray word = bitmap.toBigEndian();
    return (quint8(word.at(31 - bit / 8)) >> (bit % 8)) & 1;
}

QByteArray Permit2::digest(const Permit2Authorization &a, quint64 chainId)
{
    return Eip712::digest(
        Eip712::domainSeparatorWithoutVersion(QStringLiteral("Permit2"), chainId, address()),
        a.structHash());
}

std::optional<QByteArray> Permit2::sign(const Permit2Authorization &a, quint64 chainId,
                                        const SecureBytes &key, QString *error)
{
    auto out = Eip712::signDigest(key, digest(a, chainId));
    if (!out || signer(a, chainId, *out) != a.from) {
        if (error)
            *error = tr("The Permit2 payment could not be signed with the key of %1; nothing "
                        "was sent.")
                         .arg(a.from.toChecksummed());
        return std::nullopt;
    }
    return out;
}

std::optional<EvmAddress> Permit2::signer(const Permit2Authorization &a, quint64 chainId,
                                          QByteArrayView signature)
{
    return Eip712::recoverSigner(digest(a, chainId), signature);
}

QString Permit2::proof(const PaymentOption &o, const Permit2Authorization &a,
                       QByteArrayView signature)
{
    const nlohmann::json doc = {
        {"x402Version", 1},
        {"scheme", "exact"},
        {"network", o.network.toStdString()},
        {"payload",
         {{"signature", "0x" + signature.toByteArray().toHex().toStdString()},
          {"permit2Authorization", a.toJson()}}}};
    return ProofCodec::base64Json(QByteArray::fromStdString(doc.dump()));
}

} // namespace paydesk::x402
