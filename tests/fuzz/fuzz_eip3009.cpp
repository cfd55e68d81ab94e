// x402's EIP-3009 authorizations as a seller's desk reads them: TransferAuthorization::fromJson on
// any JSON (input: JSON NUL signature bytes), then the signer of the signature over it in Base
// Sepolia USDC's domain. Properties: an authorization is read or refused with a reason naming the
// field; an accepted one writes back to JSON that reads as the same authorization (same struct
// hash); recovering a signer from any 65 bytes never crashes and, when it names one, that address
// is what the same signature recovers again.

#include "FuzzCommon.h"
#include "x402/Eip3009.h"

#include <nlohmann/json.hpp>

using namespace paydesk;
using namespace paydesk::x402;

PAYDESK_FUZZ_TARGET(eip3009)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto [text, signature] = fuzz::splitAtNul(bytes);
    const nlohmann::json j = nlohmann::json::parse(text.toStdString(), nullptr, false);
    if (j.is_discarded())
        return 0;
    QString why;
    const auto a = TransferAuthorization::fromJson(j, &why);
    if (!a) {
        fuzz::check(!why.isEmpty(), "authorization refused without a reason");
        return 0;
    }
    fuzz::check(a->nonce.size() == 32, "accepted a nonce that is not 32 bytes");
    const auto again = TransferAuthorization::fromJson(a->toJson(), &why);
    fuzz::check(again && again->structHash() == a->structHash(),
                "an accepted authorization does not read back the same");
    const evm::Eip712::Domain domain{
        QStringLiteral("USDC"), QStringLiteral("2"), 84532,
        *evm::EvmAddress::parse(u"0x036CbD53842c5426634e7929541eC2318f3dCF7e")};
    const auto signer = Eip3009::signer(*a, domain, signature);
    if (signer)
        fuzz::check(Eip3009::signer(*a, domain, signature) == signer,
                    "the same signature recovers another signer");
    return 0;
}
