#include "Pda.h"

#include "Programs.h"

#include <QCryptographicHash>
#include <memory>
#include <openssl/bn.h>

namespace paydesk::solana {

namespace {
using BnPtr = std::unique_ptr<BIGNUM, decltype(&BN_free)>;
using CtxPtr = std::unique_ptr<BN_CTX, decltype(&BN_CTX_free)>;

BnPtr fromDecimal(const char *text)
{
    BIGNUM *bn = nullptr;
    BN_dec2bn(&bn, text);
    return {bn, &BN_free};
}

BnPtr newBn()
{
    return {BN_new(), &BN_free};
}

// p = 2^255 - 19 and d = -121665/121666 mod p (RFC 8032 section 5.1).
constexpr const char *kP =
    "57896044618658097711785492504343953926634992332820282019728792003956564819949";
constexpr const char *kD =
    "37095705934669439343138083508754565189542113879843219016388785533085940283555";
} // namespace

bool isOnCurve(QByteArrayView bytes)
{
    if (bytes.size() != 32)
        return false;
    // Little-endian y with the sign bit of x cleared; the arithmetic below reduces it mod p.
    unsigned char le[32];
    std::copy(bytes.begin(), bytes.end(), le);
    le[31] &= 0x7f;
    // Parsed once; only read afterwards (BIGNUMs used as inputs are safe to share).
    static const BnPtr p = fromDecimal(kP), d = fromDecimal(kD);
    CtxPtr ctx(BN_CTX_new(), &BN_CTX_free);
    BnPtr y(BN_lebin2bn(le, 32, nullptr), &BN_free);
    BnPtr yy = newBn(), u = newBn(), v = newBn(), w = newBn();
    if (!ctx || !p || !d || !y || !yy || !u || !v || !w)
        return false;
    bool ok = BN_mod_sqr(yy.get(), y.get(), p.get(), ctx.get()) == 1;
    // u = y^2 - 1, v = d y^2 + 1; u/v is a square exactly when u v is (v is never 0).
    ok = ok && BN_copy(u.get(), yy.get()) != nullptr;
    ok = ok && BN_sub_word(u.get(), 1) == 1;
    ok = ok && BN_mod_mul(v.get(), d.get(), yy.get(), p.get(), ctx.get()) == 1;
    ok = ok && BN_add_word(v.get(), 1) == 1;
    ok = ok && BN_mod_mul(w.get(), u.get(), v.get(), p.get(), ctx.get()) == 1;
    if (!ok)
        return false;
    if (BN_is_zero(w.get()))
        return true; // y = +-1: x = 0
    return BN_kronecker(w.get(), p.get(), ctx.get()) == 1;
}

std::optional<ProgramAddress> findProgramAddress(const QList<QByteArray> &seeds,
                                                 const QByteArray &programId)
{
    // Solana's limits: at most 16 seeds with the bump, each at most 32 bytes.
    if (seeds.size() > 15 || programId.size() != 32)
        return std::nullopt;
    for (const QByteArray &seed : seeds)
        if (seed.size() > 32)
            return std::nullopt;
    for (int bump = 255; bump >= 0; --bump) {
        QCryptographicHash h(QCryptographicHash::Sha256);
        for (const QByteArray &seed : seeds)
            h.addData(seed);
        const char b = char(bump);
        h.addData(QByteArrayView(&b, 1));
        h.addData(programId);
        h.addData(QByteArrayView("ProgramDerivedAddress"));
        QByteArray candidate = h.result();
        if (!isOnCurve(candidate))
            return ProgramAddress{candidate, quint8(bump)};
    }
    return std::nullopt;
}

QByteArray associatedTokenAddress(const QByteArray &owner, const QByteArray &tokenProgram,
                                  const QByteArray &mint)
{
    if (owner.size() != 32 || tokenProgram.size() != 32 || mint.size() != 32)
        return {};
    const auto pda = findProgramAddress({owner, tokenProgram, mint}, associatedTokenProgramId());
    return pda ? pda->address : QByteArray();
}

} // namespace paydesk::solana
