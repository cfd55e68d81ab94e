#include "Mnemonic.h"

#include <QString>
#include <algorithm>
#include <cstring>
#include <sodium.h>

namespace paydesk::wallet {

namespace {

// The BIP-0039 English list, generated at configure time from app/wallet/bip39-english.txt
// (SHA-256 checked by CMake).
const char *const kWords[Mnemonic::kWordListSize] = {
#include "Bip39EnglishWords.inc"
};

constexpr int kMaxWords = 24;
constexpr int kMaxWordLength = 8; // longest English word

// BIP-0039: the phrase and the passphrase enter PBKDF2 as UTF-8 in Unicode normalization form
// NFKD. ASCII text is already NFKD, so English phrases and ASCII passphrases never leave secure
// memory; anything else goes through QString::normalized (its temporary copies are wiped where
// Paydesk holds them).
SecureBytes nfkd(QByteArrayView utf8)
{
    if (std::all_of(utf8.begin(), utf8.end(), [](char c) { return (c & 0x80) == 0; }))
        return SecureBytes::copyOf(utf8);
    QString text = QString::fromUtf8(utf8);
    QString normalized = text.normalized(QString::NormalizationForm_KD);
    QByteArray bytes = normalized.toUtf8();
    SecureBytes out = SecureBytes::copyOf(bytes);
    SecureBytes::wipe(bytes);
    std::fill(text.begin(), text.end(), QChar(0));
    std::fill(normalized.begin(), normalized.end(), QChar(0));
    return out;
}

bool validWordCount(int n)
{
    return n >= 12 && n <= kMaxWords && n % 3 == 0;
}

// Indexes of the words of a phrase, wiped when it goes out of scope.
struct Indexes
{
    int value[kMaxWords] = {};
    int count = 0;
    ~Indexes() { sodium_memzero(value, sizeof value); }
};

// Packs 11-bit indexes into bytes; returns entropy when the checksum matches.
std::optional<SecureBytes> entropyOf(const Indexes &idx, QString *error)
{
    const int totalBits = idx.count * 11;
    const int checksumBits = totalBits / 33;
    const int entropyBytes = (totalBits - checksumBits) / 8;
    SecureBytes bits(size_t((totalBits + 7) / 8));
    for (int w = 0; w < idx.count; ++w)
        for (int b = 0; b < 11; ++b)
            if (idx.value[w] & (1 << (10 - b))) {
                const int pos = w * 11 + b;
                bits.data()[pos / 8] |= (unsigned char)(0x80 >> (pos % 8));
            }
    SecureBytes entropy(bits.data(), size_t(entropyBytes));
    unsigned char hash[crypto_hash_sha256_BYTES];
    crypto_hash_sha256(hash, entropy.data(), entropy.size());
    const unsigned char mask = (unsigned char)(0xff << (8 - checksumBits));
    const bool ok = (bits.data()[entropyBytes] & mask) == (hash[0] & mask);
    sodium_memzero(hash, sizeof hash);
    if (!ok) {
        if (error)
            *error = Mnemonic::tr("The words are all valid, but their checksum does not match: a "
                                  "word is wrong or two are swapped. Check the phrase against "
                                  "your backup.");
        return std::nullopt;
    }
    return entropy;
}

SecureBytes phraseOf(const Indexes &idx)
{
    size_t size = 0;
    for (int i = 0; i < idx.count; ++i)
        size += std::strlen(kWords[idx.value[i]]) + (i ? 1 : 0);
    SecureBytes out(size);
    size_t at = 0;
    for (int i = 0; i < idx.count; ++i) {
        if (i)
            out.data()[at++] = ' ';
        const char *w = kWords[idx.value[i]];
        const size_t n = std::strlen(w);
        std::memcpy(out.data() + at, w, n);
        at += n;
    }
    return out;
}

// Splits on ASCII blanks, lower-cases and looks every word up. Words are compared in a small
// wiped buffer, never in a QString.
bool parseWords(QByteArrayView text, Indexes *idx, QString *error)
{
    char word[kMaxWordLength + 1];
    int len = 0;
    int position = 0;
    bool tooLong = false;
    auto flush = [&]() -> bool {
        if (len == 0 && !tooLong)
            return true;
        ++position;
        int found = -1;
        if (!tooLong) {
            word[len] = '\0';
            found = Mnemonic::indexOf(QByteArrayView(word, len));
        }
        len = 0;
        tooLong = false;
        if (found < 0) {
            if (error)
                *error = Mnemonic::tr("Word %1 is not in the BIP-39 English word list. Check its "
                                      "spelling against your backup.")
                             .arg(position);
            return false;
        }
        if (idx->count < kMaxWords)
            idx->value[idx->count] = found;
        ++idx->count;
        return true;
    };
    bool ok = true;
    for (qsizetype i = 0; i < text.size() && ok; ++i) {
        const char c = text[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            ok = flush();
            continue;
        }
        if (len < kMaxWordLength)
            word[len++] = (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : c;
        else
            tooLong = true;
    }
    if (ok)
        ok = flush();
    sodium_memzero(word, sizeof word);
    if (ok && !validWordCount(idx->count)) {
        if (error)
            *error = Mnemonic::tr("A recovery phrase has 12, 15, 18, 21 or 24 words; this one "
                                  "has %1.")
                         .arg(idx->count);
        return false;
    }
    return ok;
}

} // namespace

const char *Mnemonic::word(int index)
{
    return index >= 0 && index < kWordListSize ? kWords[index] : nullptr;
}

int Mnemonic::indexOf(QByteArrayView word)
{
    const auto less = [](const char *a, QByteArrayView b) {
        return QByteArrayView(a) < b;
    };
    const auto *it = std::lower_bound(std::begin(kWords), std::end(kWords), word, less);
    if (it != std::end(kWords) && QByteArrayView(*it) == word)
        return int(it - std::begin(kWords));
    return -1;
}

SecureBytes Mnemonic::fromEntropy(const SecureBytes &entropy)
{
    const size_t n = entropy.size();
    if (n < 16 || n > 32 || n % 4 != 0)
        return {};
    const int entropyBits = int(n * 8);
    const int checksumBits = entropyBits / 32;
    SecureBytes bits(n + 1);
    std::memcpy(bits.data(), entropy.data(), n);
    unsigned char hash[crypto_hash_sha256_BYTES];
    crypto_hash_sha256(hash, entropy.data(), n);
    bits.data()[n] = hash[0];
    sodium_memzero(hash, sizeof hash);
    Indexes idx;
    idx.count = (entropyBits + checksumBits) / 11;
    for (int w = 0; w < idx.count; ++w) {
        int v = 0;
        for (int b = 0; b < 11; ++b) {
            const int pos = w * 11 + b;
            v = (v << 1) | ((bits.data()[pos / 8] >> (7 - pos % 8)) & 1);
        }
        idx.value[w] = v;
    }
    return phraseOf(idx);
}

SecureBytes Mnemonic::generate(int words)
{
    if (!validWordCount(words) || sodium_init() < 0)
        return {};
    SecureBytes entropy(size_t(words * 4 / 3));
    randombytes_buf(entropy.data(), entropy.size());
    return fromEntropy(entropy);
}

std::optional<SecureBytes> Mnemonic::normalize(QByteArrayView text, QString *error)
{
    Indexes idx;
    if (!parseWords(text, &idx, error))
        return std::nullopt;
    if (!entropyOf(idx, error))
        return std::nullopt;
    return phraseOf(idx);
}

std::optional<SecureBytes> Mnemonic::toEntropy(const SecureBytes &phrase, QString *error)
{
    Indexes idx;
    if (!parseWords(phrase.view(), &idx, error))
        return std::nullopt;
    return entropyOf(idx, error);
}

SecureBytes Mnemonic::toSeed(const SecureBytes &phraseText, QByteArrayView passphraseText)
{
    // PBKDF2 (RFC 8018) with HMAC-SHA512; one 64-byte block, so only block index 1.
    if (sodium_init() < 0)
        return {};
    const SecureBytes phrase = nfkd(phraseText.view());
    const SecureBytes passphrase = nfkd(passphraseText);
    constexpr int kIterations = 2048;
    crypto_auth_hmacsha512_state keyed, work;
    crypto_auth_hmacsha512_init(&keyed, phrase.data(), phrase.size());
    work = keyed;
    crypto_auth_hmacsha512_update(&work, reinterpret_cast<const unsigned char *>("mnemonic"), 8);
    crypto_auth_hmacsha512_update(&work, passphrase.data(), passphrase.size());
    const unsigned char blockIndex[4] = {0, 0, 0, 1};
    crypto_auth_hmacsha512_update(&work, blockIndex, sizeof blockIndex);
    SecureBytes u(crypto_auth_hmacsha512_BYTES);
    crypto_auth_hmacsha512_final(&work, u.data());
    SecureBytes out(u.data(), u.size());
    for (int i = 1; i < kIterations; ++i) {
        work = keyed;
        crypto_auth_hmacsha512_update(&work, u.data(), u.size());
        crypto_auth_hmacsha512_final(&work, u.data());
        for (size_t j = 0; j < out.size(); ++j)
            out.data()[j] ^= u.data()[j];
    }
    sodium_memzero(&keyed, sizeof keyed);
    sodium_memzero(&work, sizeof work);
    return out;
}

int Mnemonic::wordCount(const SecureBytes &phrase)
{
    if (phrase.isEmpty())
        return 0;
    return int(std::count(phrase.data(), phrase.data() + phrase.size(), ' ')) + 1;
}

SecureBytes Mnemonic::wordAt(const SecureBytes &phrase, int position)
{
    int current = 0;
    size_t start = 0;
    for (size_t i = 0; i <= phrase.size(); ++i) {
        if (i == phrase.size() || phrase.data()[i] == ' ') {
            if (current == position)
                return SecureBytes(phrase.data() + start, i - start);
            ++current;
            start = i + 1;
        }
    }
    return {};
}

bool Mnemonic::checkWord(const SecureBytes &phrase, int position, QByteArrayView typed)
{
    const SecureBytes expected = wordAt(phrase, position);
    if (expected.isEmpty())
        return false;
    const QByteArrayView t = typed.trimmed();
    if (size_t(t.size()) != expected.size())
        return false;
    unsigned char diff = 0;
    for (size_t i = 0; i < expected.size(); ++i) {
        char c = t[qsizetype(i)];
        if (c >= 'A' && c <= 'Z')
            c = char(c - 'A' + 'a');
        diff |= (unsigned char)(c ^ char(expected.data()[i]));
    }
    return diff == 0;
}

QList<int> Mnemonic::backupCheckPositions(int wordCount, int count)
{
    QList<int> picked;
    if (wordCount <= 0 || sodium_init() < 0)
        return picked;
    count = std::min(count, wordCount);
    while (picked.size() < count) {
        const int p = int(randombytes_uniform(uint32_t(wordCount)));
        if (!picked.contains(p))
            picked.append(p);
    }
    std::sort(picked.begin(), picked.end());
    return picked;
}

} // namespace paydesk::wallet
