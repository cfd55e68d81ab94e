#include "RecipientCheck.h"

#include "BalanceBook.h"
#include "LocalWalletModel.h"
#include "WalletListModel.h"
#include "core/Address.h"
#include "core/PaymentRequests.h"
#include "store/HistoryCache.h"

#include <algorithm>
#include <vector>

namespace paydesk {

namespace {

// A typo changes a few characters; more than this is another address, not a near miss.
constexpr int kNearMiss = 3;

QString named(const RecipientCheck::Wallet &w)
{
    const QString brief = Address::brief(w.address);
    return w.label.isEmpty() || w.label == w.address
               ? brief
               : QStringLiteral("\u201C%1\u201D (%2)").arg(w.label, brief);
}

} // namespace

int RecipientCheck::distance(const QString &a, const QString &b, int cap)
{
    if (std::abs(a.size() - b.size()) > cap)
        return cap + 1;
    std::vector<int> row(size_t(b.size()) + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        row[size_t(j)] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        int diagonal = row[0];
        row[0] = int(i);
        int best = row[0];
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int above = row[size_t(j)];
            row[size_t(j)] = std::min({above + 1, row[size_t(j - 1)] + 1,
                                       diagonal + (a.at(i - 1) == b.at(j - 1) ? 0 : 1)});
            diagonal = above;
            best = std::min(best, row[size_t(j)]);
        }
        if (best > cap)
            return cap + 1;
    }
    return std::min(row.back(), cap + 1);
}

QStringList RecipientCheck::notes(const QString &recipient, const QList<Wallet> &own,
                                  bool paidBefore)
{
    const auto to = Address::parse(recipient);
    if (!to)
        return {};
    for (const Wallet &w : own)
        if (Address::same(w.address, to->toString()))
            return {tr("This is your own wallet %1.").arg(named(w))};
    if (const QString near = lookAlike(recipient, own); !near.isEmpty())
        return {near};
    if (paidBefore)
        return {};
    return {tr("You have not paid this address from this wallet before. Compare it with the "
               "address you were given, character by character.")};
}

QString RecipientCheck::lookAlike(const QString &recipient, const QList<Wallet> &own)
{
    const auto to = Address::parse(recipient);
    if (!to)
        return {};
    for (const Wallet &w : own)
        if (Address::same(w.address, to->toString()))
            return {};
    for (const Wallet &w : own) {
        const auto mine = Address::parse(w.address);
        if (!mine || mine->chain() != to->chain())
            continue;
        const QString a = Address::keyOf(mine->toString()), b = Address::keyOf(to->toString());
        if (distance(a, b, kNearMiss) <= kNearMiss)
            return tr("This address differs from your wallet %1 in only a few characters: check "
                      "it for a typo before you send.")
                .arg(named(w));
        if (Address::brief(a) == Address::brief(b))
            return tr("This address starts and ends like your wallet %1 but is another address: "
                      "look-alikes like this are how address poisoning diverts payments. "
                      "Compare every character before you send.")
                .arg(named(w));
    }
    return {};
}

QStringList RecipientCheck::review(const SendPaymentRequest &request, const QString &symbol,
                                   const Sources &sources)
{
    QList<Wallet> own;
    if (const WalletListModel *hosted = sources.wallets)
        for (int row = 0; row < hosted->rowCount(); ++row)
            own.append({hosted->addressAt(row), hosted->labelAt(row)});
    if (const LocalWalletModel *local = sources.localWallets)
        for (int row = 0; row < local->rowCount(); ++row)
            own.append({local->addressAt(row), local->labelAt(row)});
    HistoryFilter sent;
    sent.wallet = request.walletAddress;
    sent.direction = Direction::Sent;
    sent.text = request.recipientAddress;
    const bool paidBefore = !sources.history || sources.history->count(sent) > 0;
    QStringList out = notes(request.recipientAddress, own, paidBefore);
    if (sources.balances) {
        const BalanceBook::Entry e = sources.balances->entry(request.recipientAddress);
        if (e.state == BalanceBook::State::Known && e.balance && e.balance->isZero())
            out << tr("The recipient's account is empty on chain (0 %1): it has never received "
                      "funds, or was emptied. A new or mistyped address looks like this.")
                       .arg(symbol);
    }
    return out;
}

} // namespace paydesk
