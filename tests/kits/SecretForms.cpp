#include "kits/SecretForms.h"

#include "core/Base58.h"

#include <QUrl>

namespace paydesk::testing {

namespace {
constexpr qsizetype kShortest = 6; // shorter needles would match by chance
}

void SecretForms::add(const QString &what, const QByteArray &bytes)
{
    if (bytes.size() < kShortest)
        return;
    for (const Needle &n : m_needles)
        if (n.bytes == bytes)
            return;
    m_needles.append({what, bytes});
}

QList<QByteArray> SecretForms::base64Slices(const QByteArray &bytes, bool urlSafe)
{
    const auto options = urlSafe ? QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals
                                 : QByteArray::Base64Encoding;
    QList<QByteArray> out;
    for (int offset = 0; offset < 3; ++offset) {
        const QByteArray encoded = (QByteArray(offset, '\0') + bytes).toBase64(options);
        // Groups of 3 input bytes made of the secret's bytes only map to fixed characters.
        const qsizetype firstGroup = (offset + 2) / 3;
        const qsizetype endGroup = (offset + bytes.size()) / 3;
        if (endGroup > firstGroup)
            out.append(encoded.mid(firstGroup * 4, (endGroup - firstGroup) * 4));
    }
    return out;
}

QByteArray SecretForms::jsonByteArray(const QByteArray &bytes, bool spaced)
{
    QByteArray out;
    for (const char c : bytes) {
        if (!out.isEmpty())
            out += spaced ? ", " : ",";
        out += QByteArray::number(uchar(c));
    }
    return out;
}

void SecretForms::addEncodings(const QString &what, const QByteArray &bytes)
{
    add(what + QStringLiteral(" (raw)"), bytes);
    add(what + QStringLiteral(" (hex)"), bytes.toHex());
    add(what + QStringLiteral(" (HEX)"), bytes.toHex().toUpper());
    add(what + QStringLiteral(" (base58)"), base58::encode(bytes));
    for (const bool url : {false, true}) {
        const QList<QByteArray> slices = base64Slices(bytes, url);
        for (qsizetype i = 0; i < slices.size(); ++i)
            add(QStringLiteral("%1 (%2, offset %3)")
                    .arg(what, url ? QStringLiteral("base64url") : QStringLiteral("base64"))
                    .arg(i),
                slices[i]);
    }
    // Inside a JSON byte array, with or without the brackets around it (e.g. the seed as the
    // first half of a keypair file).
    add(what + QStringLiteral(" (JSON byte array)"), jsonByteArray(bytes, false));
    add(what + QStringLiteral(" (JSON byte array, spaced)"), jsonByteArray(bytes, true));
}

void SecretForms::addBinary(const QString &what, const QByteArray &secret)
{
    addEncodings(what, secret);
}

void SecretForms::addText(const QString &what, const QByteArray &text)
{
    addEncodings(what, text);
    const QString s = QString::fromUtf8(text);
    add(what + QStringLiteral(" (UTF-16)"),
        QByteArray(reinterpret_cast<const char *>(s.utf16()), s.size() * 2));
    add(what + QStringLiteral(" (percent-encoded)"), QUrl::toPercentEncoding(s));
    QByteArray form = QUrl::toPercentEncoding(s, " ");
    form.replace(' ', '+');
    add(what + QStringLiteral(" (form-encoded)"), form);
    QByteArray escaped = text;
    escaped.replace("/", "\\/");
    add(what + QStringLiteral(" (JSON-escaped)"), escaped);
}

void SecretForms::addPhrase(const QString &what, const QByteArray &phrase)
{
    addText(what, phrase);
    const QList<QByteArray> words = phrase.split(' ');
    for (qsizetype i = 0; i + 3 <= words.size(); ++i)
        addText(QStringLiteral("%1 words %2-%3").arg(what).arg(i + 1).arg(i + 3),
                words.mid(i, 3).join(' '));
    // Words run together or one per line.
    addText(what + QStringLiteral(" (no spaces)"), words.join(QByteArray()));
    addText(what + QStringLiteral(" (lines)"), words.join('\n'));
}

QStringList SecretForms::findIn(const QByteArray &haystack) const
{
    QStringList hits;
    for (const Needle &n : m_needles)
        if (haystack.contains(n.bytes))
            hits << n.what;
    return hits;
}

} // namespace paydesk::testing
