// Wallet import: BIP-0039 phrases as typed or pasted (Mnemonic), solana-keygen keypair files
// (KeyImport::fromKeypairJson), base58 secret keys (Phantom / Solflare export), SLIP-0010
// derivation paths, and a whole phrase import (phrase NUL path).
// Selector: 0 phrase, 1 keypair JSON, 2 base58 secret, 3 derivation path, 4 phrase NUL path.
// Properties: a normalized phrase gives entropy that gives the same phrase back, and
// re-normalizing it changes nothing; an imported keypair exports to keypair JSON that imports to
// the same keypair, and its secret in base58 imports to the same keypair; a parsed path formats to
// text that parses to the same path.

#include "FuzzCommon.h"
#include "core/Base58.h"
#include "wallet/KeyImport.h"
#include "wallet/Mnemonic.h"
#include "wallet/Slip10.h"

using namespace paydesk;
using namespace paydesk::wallet;

namespace {

void checkKeypair(const solana::Keypair &kp)
{
    fuzz::check(kp.secretKey.size() == 64 && kp.publicKey.size() == 32, "odd keypair sizes");
    fuzz::check(kp.secretKey.view().sliced(32) == kp.publicKey, "public half does not match");
    QString why;
    const SecureBytes json = KeyImport::toKeypairJson(kp);
    const auto again = KeyImport::fromKeypairJson(json.view(), &why);
    fuzz::check(again.has_value() && again->secretKey == kp.secretKey &&
                    again->publicKey == kp.publicKey,
                "keypair JSON does not round-trip");
    const QByteArray secret58 = base58::encode(kp.secretKey.view());
    const auto fromText = KeyImport::fromBase58Secret(secret58, &why);
    fuzz::check(fromText.has_value() && fromText->secretKey == kp.secretKey,
                "base58 secret does not round-trip");
}

void checkPhrase(const QByteArray &text)
{
    QString why;
    const auto phrase = Mnemonic::normalize(text, &why);
    if (!phrase) {
        fuzz::check(!why.isEmpty(), "phrase refused without a reason");
        return;
    }
    const int words = Mnemonic::wordCount(*phrase);
    fuzz::check(words == 12 || words == 15 || words == 18 || words == 21 || words == 24,
                "a phrase of an odd word count accepted");
    const auto entropy = Mnemonic::toEntropy(*phrase, &why);
    fuzz::check(entropy.has_value(), "a normalized phrase has no entropy");
    fuzz::check(Mnemonic::fromEntropy(*entropy) == *phrase,
                "phrase -> entropy -> phrase is not the same phrase");
    const auto again = Mnemonic::normalize(phrase->view(), &why);
    fuzz::check(again.has_value() && *again == *phrase, "normalizing twice changes the phrase");
    const SecureBytes first = Mnemonic::wordAt(*phrase, 0);
    fuzz::check(Mnemonic::checkWord(*phrase, 0, first.view()), "word 0 does not check");
}

} // namespace

PAYDESK_FUZZ_TARGET(wallet_import)
{
    const fuzz::Input in(data, size, 5);
    const QByteArray &p = in.payload;
    QString why;
    switch (in.selector) {
    case 0:
        checkPhrase(p);
        break;
    case 1:
        if (const auto kp = KeyImport::fromKeypairJson(p, &why))
            checkKeypair(*kp);
        else
            fuzz::check(!why.isEmpty(), "keypair JSON refused without a reason");
        break;
    case 2:
        if (const auto kp = KeyImport::fromBase58Secret(p, &why))
            checkKeypair(*kp);
        else
            fuzz::check(!why.isEmpty(), "base58 secret refused without a reason");
        break;
    case 3: {
        const auto path = Slip10::parsePath(QString::fromUtf8(p), &why);
        if (!path) {
            fuzz::check(!why.isEmpty(), "path refused without a reason");
            break;
        }
        for (const quint32 index : *path)
            fuzz::check(index & Slip10::kHardened, "a normal (non-hardened) step accepted");
        const auto again = Slip10::parsePath(Slip10::formatPath(*path), &why);
        fuzz::check(again.has_value() && *again == *path, "path does not round-trip");
        break;
    }
    default: {
        const auto [phrase, path] = fuzz::splitAtNul(p);
        QString pathText = QString::fromUtf8(path);
        if (pathText.isEmpty())
            pathText = Slip10::solanaPath();
        if (const auto kp = KeyImport::fromMnemonic(phrase, pathText, &why))
            checkKeypair(*kp);
        else
            fuzz::check(!why.isEmpty(), "phrase import refused without a reason");
        break;
    }
    }
    return 0;
}
