#include "HistoryOrder.h"

#include "HistorySearchIndex.h"

namespace paydesk {

namespace {
int sign(qint64 v)
{
    return v < 0 ? -1 : v > 0 ? 1 : 0;
}

// UTF-16 code units in code point order: surrogates (U+D800..DFFF, for code points past U+FFFF)
// move above U+E000..FFFF.
int codePointRank(char16_t u)
{
    if (u >= 0xD800 && u <= 0xDFFF)
        return u + 0x2000;
    if (u >= 0xE000)
        return u - 0x800;
    return u;
}

bool containsFolded(const QString &field, const QString &loweredText)
{
    return !field.isEmpty() && HistorySearchIndex::asciiLower(field).contains(loweredText);
}
} // namespace

bool HistoryOrder::matches(const HistoryFilter &f, const HistoryEntry &e)
{
    if (f.direction && e.direction != *f.direction)
        return false;
    const QString text = HistorySearchIndex::asciiLower(f.text.trimmed());
    if (text.isEmpty())
        return true;
    for (const QString *field :
         {&e.paymentId, &e.counterparty, &e.amount, &e.signature, &e.resource, &e.statusText})
        if (containsFolded(*field, text))
            return true;
    return false;
}

int HistoryOrder::compareText(const QString &a, const QString &b)
{
    if (a.isNull() || b.isNull())
        return int(!a.isNull()) - int(!b.isNull());
    const qsizetype n = std::min(a.size(), b.size());
    const char16_t *pa = reinterpret_cast<const char16_t *>(a.constData());
    const char16_t *pb = reinterpret_cast<const char16_t *>(b.constData());
    for (qsizetype i = 0; i < n; ++i)
        if (pa[i] != pb[i])
            return codePointRank(pa[i]) < codePointRank(pb[i]) ? -1 : 1;
    return sign(a.size() - b.size());
}

// Plain decimal text as Amount::toString writes it ("0.25", "100"): longer whole part first, then
// the digits, then the fraction's digits.
int HistoryOrder::compareAmounts(const QString &a, const QString &b)
{
    if (a.isNull() || b.isNull())
        return int(!a.isNull()) - int(!b.isNull());
    const qsizetype da = a.indexOf(u'.'), db = b.indexOf(u'.');
    const QStringView wholeA = QStringView(a).left(da < 0 ? a.size() : da);
    const QStringView wholeB = QStringView(b).left(db < 0 ? b.size() : db);
    if (wholeA.size() != wholeB.size())
        return wholeA.size() < wholeB.size() ? -1 : 1;
    if (const int c = wholeA.compare(wholeB); c != 0)
        return sign(c);
    const QStringView fracA = da < 0 ? QStringView() : QStringView(a).mid(da + 1);
    const QStringView fracB = db < 0 ? QStringView() : QStringView(b).mid(db + 1);
    return sign(fracA.compare(fracB)); // no trailing zeros: "5" < "55", "05" < "5"
}

namespace {
// As SQL orders the stored words: "" (unknown), then "received", then "sent".
int directionRank(Direction d)
{
    return d == Direction::Unknown ? 0 : d == Direction::Received ? 1 : 2;
}
} // namespace

int HistoryOrder::compare(const HistoryFilter &f, const HistoryEntry &a, const HistoryEntry &b)
{
    int c = 0;
    switch (f.sortKey) {
    case HistoryFilter::SortKey::Created:
        break;
    case HistoryFilter::SortKey::Direction:
        c = directionRank(a.direction) - directionRank(b.direction);
        break;
    case HistoryFilter::SortKey::Counterparty:
        c = compareText(a.counterparty, b.counterparty);
        break;
    case HistoryFilter::SortKey::Amount:
        c = compareAmounts(a.amount, b.amount);
        break;
    case HistoryFilter::SortKey::Status:
        c = compareText(a.statusText, b.statusText);
        break;
    case HistoryFilter::SortKey::PaymentId:
        c = compareText(a.paymentId, b.paymentId);
        break;
    }
    if (c == 0)
        c = sign(a.createdAtMs - b.createdAtMs);
    if (c == 0)
        c = compareText(a.paymentId, b.paymentId);
    return f.descending ? -c : c;
}

} // namespace paydesk
