#pragma once

// Every encoding in which a secret could leave Paydesk, as byte strings to search for: raw,
// hex (lower and upper case), base58, base64 and base64url at the three alignments (the part of
// the encoding that is the same wherever the secret sits in a longer encoded value), a JSON byte
// array, UTF-16, URL encoding; for a recovery phrase also every run of three consecutive words.
#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace paydesk::testing {

struct Needle
{
    QString what; // "wallet 3 seed (base64url, offset 2)"
    QByteArray bytes;
};

class SecretForms
{
public:
    // Keys, seeds: raw bytes and every binary-to-text encoding.
    void addBinary(const QString &what, const QByteArray &secret);
    // Passphrases, the API key: the text and its encodings.
    void addText(const QString &what, const QByteArray &text);
    // A recovery phrase: the whole phrase, and every run of 3 consecutive words, in each form.
    void addPhrase(const QString &what, const QByteArray &phrase);

    const QList<Needle> &needles() const { return m_needles; }
    // The needles found in `haystack` (their descriptions).
    QStringList findIn(const QByteArray &haystack) const;

    // The parts of base64 (or base64url) of `bytes` that do not depend on what precedes it, for
    // the secret starting at offset 0, 1 or 2 of a 3-byte group.
    static QList<QByteArray> base64Slices(const QByteArray &bytes, bool urlSafe);
    static QByteArray jsonByteArray(const QByteArray &bytes, bool spaced);

private:
    void add(const QString &what, const QByteArray &bytes);
    void addEncodings(const QString &what, const QByteArray &bytes);

    QList<Needle> m_needles;
};

} // namespace paydesk::testing
