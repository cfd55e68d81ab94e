// Base58 (Solana addresses, signatures, blockhashes, Phantom secret keys) and address parsing.
// Selector: 0 decode text, 1 encode bytes, 2 Address::parse.
// Properties: decode(t) accepted => encode(decode(t)) == t (base58 is a bijection);
// decode(encode(b)) == b; a parsed address re-parses from its canonical text to the same address.

#include "FuzzCommon.h"
#include "core/Address.h"
#include "core/Base58.h"

using namespace paydesk;

PAYDESK_FUZZ_TARGET(base58)
{
    const fuzz::Input in(data, size, 3);
    const QByteArray &p = in.payload;
    switch (in.selector) {
    case 0: {
        const auto decoded = base58::decode(p);
        if (decoded) {
            fuzz::check(p.size() <= 128, "decode accepted more than maxInput characters");
            fuzz::check(base58::encode(*decoded) == p, "encode(decode(t)) != t");
        }
        break;
    }
    case 1: {
        const QByteArray text = base58::encode(p);
        const auto back = base58::decode(text, text.size());
        fuzz::check(back.has_value() && *back == p, "decode(encode(b)) != b");
        break;
    }
    default: {
        QString why;
        const auto address = Address::parse(QString::fromUtf8(p), &why);
        if (address) {
            fuzz::check(address->chain() != Chain::Unknown, "parsed address has no chain");
            const auto again = Address::parse(address->toString());
            fuzz::check(again.has_value() && *again == *address,
                        "address does not re-parse from its canonical text");
            if (address->chain() == Chain::Solana) {
                fuzz::check(address->bytes().size() == 32, "Solana address not 32 bytes");
                fuzz::check(base58::encode(address->bytes()) == address->toString().toLatin1(),
                            "Solana address text is not base58 of its bytes");
            } else {
                fuzz::check(address->bytes().size() == 20, "EVM address not 20 bytes");
            }
        } else {
            fuzz::check(!why.isEmpty(), "address refused without a reason");
        }
        break;
    }
    }
    return 0;
}
