#pragma once

#include "core/SecureBytes.h"

#include <QByteArrayView>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace paydesk::wallet {

// BIP-0039 mnemonic sentences with the English word list
// (https://github.com/bitcoin/bips/blob/master/bip-0039.mediawiki). A phrase is kept as UTF-8
// words separated by single spaces, always in a SecureBytes buffer: it is the wallet's master
// secret. No QString copy of a phrase is ever made here.
class Mnemonic
{
    Q_DECLARE_TR_FUNCTIONS(Mnemonic)
public:
    static constexpr int kWordListSize = 2048;

    // The English word at `index` (0..2047), or nullptr.
    static const char *word(int index);
    // Index of an exact lower-case word, or -1.
    static int indexOf(QByteArrayView word);

    // 16, 20, 24, 28 or 32 bytes of entropy -> 12, 15, 18, 21 or 24 words (with the SHA-256
    // checksum bits). Empty on any other size.
    static SecureBytes fromEntropy(const SecureBytes &entropy);
    // A fresh phrase of 12, 15, 18, 21 or 24 words from libsodium's CSPRNG; empty otherwise.
    static SecureBytes generate(int words);

    // Reads what a person typed or pasted: any mix of spaces, tabs and new lines between words,
    // upper or lower case. Refuses (nullopt + a sentence in `error`) a word count other than
    // 12/15/18/21/24, a word not in the list (naming its position) and a wrong checksum.
    static std::optional<SecureBytes> normalize(QByteArrayView text, QString *error);
    // The entropy of a normalized phrase; nullopt + reason when it is not a valid phrase.
    static std::optional<SecureBytes> toEntropy(const SecureBytes &phrase, QString *error);

    // The 64-byte BIP-0039 seed: PBKDF2-HMAC-SHA512(phrase, "mnemonic" + passphrase, 2048).
    // Both are UTF-8 and normalized to NFKD here, as BIP-0039 requires (a passphrase typed in
    // composed or decomposed form gives the same seed).
    static SecureBytes toSeed(const SecureBytes &phrase, QByteArrayView passphrase = {});

    static int wordCount(const SecureBytes &phrase);
    // Word `position` (0-based) of a normalized phrase, in secure memory; empty when out of range.
    static SecureBytes wordAt(const SecureBytes &phrase, int position);
    // Backup check: does `typed` (any case, surrounding blanks ignored) equal word `position`?
    static bool checkWord(const SecureBytes &phrase, int position, QByteArrayView typed);
    // `count` distinct random positions (sorted) to ask for in a backup check.
    static QList<int> backupCheckPositions(int wordCount, int count = 3);
};

} // namespace paydesk::wallet
