#pragma once

// A test-only x402 scheme, "test-iou", registered by the tests that prove the scheme seam
// (payments/schemes/SchemeRegistry): Paydesk pays it with no change to code outside the test.
// The payer "signs" an IOU (a JSON note: payer, payee, amount, a random nonce) instead of a
// transfer; the seller (PricedSeller) accepts any proof. Its own rules exercise each seam:
//   - refusal(): an option whose extra.iouClosed is true is unsupported, with its words;
//   - check(): extra.iouLimit (atomic units) below the price is a shortfall ("iou_limit");
//   - owns()/checkLost(): its attempts are "iou:<nonce>", and the chain's verdict on a lost one
//     is what the test sets (setLostVerdict).
#include "payments/schemes/SchemeClient.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace paydesk::testing {

class IouScheme : public paydesk::x402::SchemeClient
{
public:
    using Option = paydesk::x402::PaymentOption;
    using Wallet = paydesk::x402::PayerWallet;

    QString scheme() const override { return QStringLiteral("test-iou"); }
    // From any wallet on a network of a known family: an IOU needs no service and no key.
    bool covers(const Option &o, Wallet::Mode) const override
    {
        return o.scheme == scheme() && o.chain != Chain::Unknown;
    }
    QString refusal(const Option &o) const override
    {
        return o.extra.value("iouClosed", false)
                   ? QStringLiteral("the seller's IOU book is closed.")
                   : QString();
    }
    bool signsOnly(const Wallet &, const Option &) const override { return true; }
    void check(const paydesk::x402::SchemeServices &, const Option &o, const Wallet &,
               QObject *context, const Checked &done) const override
    {
        ++checks;
        const auto limit = o.extra.find("iouLimit");
        paydesk::x402::Shortfall s;
        if (limit != o.extra.end() && limit->is_string() &&
            QString::fromStdString(limit->get<std::string>()).toULongLong() <
                o.amountUnits.toULongLong())
            s = {QStringLiteral("iou_limit"),
                 QStringLiteral("The seller takes IOUs only up to %1 units.")
                     .arg(QString::fromStdString(limit->get<std::string>())),
                 QStringLiteral("above the IOU limit")};
        QMetaObject::invokeMethod(
            context, [done, s]() { done(s); }, Qt::QueuedConnection);
    }
    paydesk::x402::SchemePayment *pay(const paydesk::x402::SchemeServices &services,
                                      const Wallet &wallet, const Option &option,
                                      const QString &resourceUrl, QObject *parent) const override
    {
        return new Payment(services, wallet, option, resourceUrl, parent);
    }
    bool owns(const FetchAttempt &attempt) const override
    {
        return attempt.paymentId.startsWith(u"iou:");
    }
    bool checkable(const paydesk::x402::ChainNodes &, const FetchAttempt &a) const override
    {
        return owns(a);
    }
    void checkLost(const paydesk::x402::ChainNodes &, const FetchAttempt &, QObject *context,
                   const paydesk::x402::LostAuthorization::Done &done) const override
    {
        const auto verdict = lostVerdict;
        QMetaObject::invokeMethod(
            context, [done, verdict]() { done(verdict, QStringLiteral("the IOU book says so")); },
            Qt::QueuedConnection);
    }
    QString expiredWords() const override { return QStringLiteral("The IOU expired unredeemed."); }

    mutable int checks = 0;
    // What the IOU book says of an IOU: redeemed by default (a seller that delivers redeemed
    // it); a test of one never redeemed sets Expired or Unused.
    paydesk::x402::LostAuthorization::Verdict lostVerdict =
        paydesk::x402::LostAuthorization::Verdict::Used;

    // The IOU as the seller receives it: the X-PAYMENT value decoded.
    static QJsonObject decode(const QByteArray &proof)
    {
        return QJsonDocument::fromJson(QByteArray::fromBase64(proof)).object();
    }

private:
    class Payment : public paydesk::x402::SchemePayment
    {
    public:
        using SchemePayment::SchemePayment;
        void start() override
        {
            Q_EMIT progress(QStringLiteral("Writing an IOU..."));
            const QString nonce = QString::number(QRandomGenerator::global()->generate64(), 16);
            const QJsonObject note{{QStringLiteral("x402Version"), 1},
                                   {QStringLiteral("scheme"), QStringLiteral("test-iou")},
                                   {QStringLiteral("network"), m_option.network},
                                   {QStringLiteral("payload"),
                                    QJsonObject{{QStringLiteral("payer"), m_wallet.address},
                                                {QStringLiteral("payTo"), m_option.payTo},
                                                {QStringLiteral("amount"), m_option.amountUnits},
                                                {QStringLiteral("resource"), m_url},
                                                {QStringLiteral("nonce"), nonce}}}};
            m_result.ok = true;
            m_result.proof =
                QString::fromLatin1(QJsonDocument(note).toJson(QJsonDocument::Compact).toBase64());
            m_result.paymentId = QStringLiteral("iou:") + nonce;
            finishLater();
        }
    };
};

} // namespace paydesk::testing
