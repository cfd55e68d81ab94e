#include "Base58.h"

#include <array>
#include <sodium.h>
#include <vector>

namespace paydesk::base58 {

namespace {
constexpr char kAlphabet[] = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

constexpr std::array<int8_t, 128> makeIndex()
{
    std::array<int8_t, 128> idx{};
    for (auto &v : idx)
        v = -1;
    for (int i = 0; i < 58; ++i)
        idx[static_cast<unsigned char>(kAlphabet[i])] = static_cast<int8_t>(i);
    return idx;
}
constexpr auto kIndex = makeIndex();

// The working digits hold the value being converted (a secret key, when importing one): wiped
// on every way out.
struct WipedDigits
{
    std::vector<uint8_t> &digits;
    ~WipedDigits() { sodium_memzero(digits.data(), digits.size()); }
};
} // namespace

QByteArray encode(QByteArrayView bytes)
{
    qsizetype zeros = 0;
    while (zeros < bytes.size() && bytes[zeros] == 0)
        ++zeros;
    // log(256)/log(58) ~ 1.37
    std::vector<uint8_t> digits(static_cast<size_t>((bytes.size() - zeros) * 138 / 100 + 1), 0);
    const WipedDigits wiped{digits};
    size_t length = 0;
    for (qsizetype i = zeros; i < bytes.size(); ++i) {
        unsigned carry = static_cast<uint8_t>(bytes[i]);
        size_t j = 0;
        for (auto it = digits.rbegin(); (carry != 0 || j < length) && it != digits.rend();
             ++it, ++j) {
            carry += 256u * *it;
            *it = static_cast<uint8_t>(carry % 58);
            carry /= 58;
        }
        length = j;
    }
    auto it = digits.begin() + static_cast<std::ptrdiff_t>(digits.size() - length);
    QByteArray out(zeros, '1');
    out.reserve(zeros + static_cast<qsizetype>(length));
    for (; it != digits.end(); ++it)
        out.append(kAlphabet[*it]);
    return out;
}

std::optional<QByteArray> decode(QByteArrayView text, qsizetype maxInput)
{
    if (text.size() > maxInput)
        return std::nullopt;
    qsizetype ones = 0;
    while (ones < text.size() && text[ones] == '1')
        ++ones;
    // log(58)/log(256) ~ 0.733
    std::vector<uint8_t> bytes(static_cast<size_t>((text.size() - ones) * 733 / 1000 + 1), 0);
    const WipedDigits wiped{bytes};
    size_t length = 0;
    for (qsizetype i = ones; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 128 || kIndex[c] < 0)
            return std::nullopt;
        unsigned carry = static_cast<unsigned char>(kIndex[c]);
        size_t j = 0;
        for (auto it = bytes.rbegin(); (carry != 0 || j < length) && it != bytes.rend();
             ++it, ++j) {
            carry += 58u * *it;
            *it = static_cast<uint8_t>(carry % 256);
            carry /= 256;
        }
        length = j;
    }
    QByteArray out(ones, '\0');
    out.reserve(ones + static_cast<qsizetype>(length)); // one buffer: no stale partial copies
    for (auto it = bytes.begin() + static_cast<std::ptrdiff_t>(bytes.size() - length);
         it != bytes.end(); ++it)
        out.append(static_cast<char>(*it));
    return out;
}

} // namespace paydesk::base58
