// The x402 scheme registry (payments/schemes/SchemeRegistry): which client pays which option
// from which wallet, what an option nobody pays is told, whose journaled attempts are whose, and
// that a scheme registered from outside (tests/kits/IouScheme.h) is judged and chosen like the
// built-in ones.
#include "RequirementSamples.h"
#include "kits/IouScheme.h"
#include "payments/evm/ExactEvmScheme.h"
#include "payments/evm/UptoEvmScheme.h"
#include "payments/schemes/HostedScheme.h"
#include "payments/solana/ExactSvmScheme.h"

#include <QTest>

using namespace paydesk;
using namespace paydesk::x402;
using namespace paydesk::x402::samples;

class TestSchemes : public QObject
{
    Q_OBJECT

    static FetchAttempt attempt(const QString &paymentId)
    {
        FetchAttempt a;
        a.paymentId = paymentId;
        return a;
    }

private Q_SLOTS:
    void eachOptionHasItsClient()
    {
        const SchemeRegistry &r = SchemeRegistry::standard();
        const PaymentOption sol = one(solOption());
        const PaymentOption usdc = one(evmOption());
        const PayerWallet hosted{QString::fromLatin1(kFeePayer), QStringLiteral("solana-sandbox"),
                                 PayerWallet::Mode::Hosted};
        // Not the option's fee payer: the facilitator signs last and pays the fee.
        const PayerWallet local{QString::fromLatin1(kSeller), QStringLiteral("solana-sandbox"),
                                PayerWallet::Mode::Local};
        const PayerWallet evm{QStringLiteral("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"),
                              PayerWallet::anyNetworkOf(Chain::Evm), PayerWallet::Mode::Local};
        QVERIFY(dynamic_cast<const HostedScheme *>(r.clientFor(sol, hosted)));
        QVERIFY(dynamic_cast<const ExactSvmScheme *>(r.clientFor(sol, local)));
        QVERIFY(dynamic_cast<const ExactEvmScheme *>(r.clientFor(usdc, evm)));
        // The service sends only the network's coin: a hosted wallet pays no token.
        PayerWallet hostedEvm = evm;
        hostedEvm.mode = PayerWallet::Mode::Hosted;
        QVERIFY(!r.clientFor(usdc, hostedEvm));
        QVERIFY(!r.canPay()(usdc, hostedEvm));
        QVERIFY(r.canPay()(usdc, evm));
        // Who only signs (the caller journals the proof before it leaves) and who moves money.
        QVERIFY(!r.clientFor(sol, hosted)->signsOnly(hosted, sol));
        QVERIFY(r.clientFor(usdc, evm)->signsOnly(evm, usdc));
        PaymentOption settled = sol;
        settled.feePayer.clear();
        QVERIFY(!r.clientFor(settled, local)->signsOnly(local, settled));
        QVERIFY(r.clientFor(sol, local)->signsOnly(local, sol)); // the facilitator pays the fee
    }

    void journaledAttemptsHaveTheirOwners()
    {
        const SchemeRegistry &r = SchemeRegistry::standard();
        QVERIFY(dynamic_cast<const ExactEvmScheme *>(r.ownerOf(attempt("eip3009:0x01"))));
        QVERIFY(dynamic_cast<const ExactEvmScheme *>(r.ownerOf(attempt("permit2:7"))));
        QVERIFY(dynamic_cast<const ExactSvmScheme *>(r.ownerOf(attempt("spl:5h"))));
        QVERIFY(dynamic_cast<const UptoEvmScheme *>(r.ownerOf(attempt("upto:7"))));
        // The service's own payment: nobody here asks the chain about it.
        QVERIFY(!r.ownerOf(attempt("3f1c2a4e-0000-4000-8000-000000000000")));
        QVERIFY(!r.checkable({}, attempt("eip3009:0x01"))); // no node: the chain cannot tell
    }

    // An option nobody pays says why: a scheme of no client names the ones Paydesk pays.
    void unpaidSchemesSayWhy()
    {
        nlohmann::json a = solOption();
        a["scheme"] = "deferred";
        const PaymentOption o = one(a);
        QCOMPARE(o.status, PaymentOption::Status::Unsupported);
        QVERIFY2(o.reason.contains(QStringLiteral("\"deferred\" is not one Paydesk pays (it pays "
                                                  "\"exact\", \"upto\", "
                                                  "\"batch-settlement\")")),
                 qPrintable(o.reason));
        // A scheme Paydesk pays elsewhere: upto is paid on EVM networks, not on Solana.
        a["scheme"] = "upto";
        const PaymentOption solana = one(a);
        QCOMPARE(solana.status, PaymentOption::Status::Unsupported);
        QVERIFY2(solana.reason.contains(QStringLiteral("does not pay the \"upto\" scheme on")),
                 qPrintable(solana.reason));
    }

    // Registered from outside, a scheme is judged and chosen like the built-in ones; taken
    // back, its options are unsupported again.
    void aRegisteredSchemeIsJudgedAndChosen()
    {
        nlohmann::json iou = solOption();
        iou["scheme"] = "test-iou";
        nlohmann::json closed = iou;
        closed["extra"]["iouClosed"] = true;
        auto client = std::make_unique<testing::IouScheme>();
        const testing::IouScheme *added = client.get();
        SchemeRegistry::standard().add(std::move(client));
        const RequirementsResult r = judged(kUrl, {}, body(nlohmann::json::array({closed, iou})));
        const PayerWallet local{QString::fromLatin1(kSeller), QStringLiteral("solana-sandbox"),
                                PayerWallet::Mode::Local};
        const OptionChoice c =
            OptionChooser::choose(*r.required, {local}, {}, SchemeRegistry::standard().canPay());
        QVERIFY(SchemeRegistry::standard().remove(added));
        QVERIFY(!SchemeRegistry::standard().remove(added));
        QCOMPARE(r.required->options.at(0).status, PaymentOption::Status::Unsupported);
        QCOMPARE(r.required->options.at(0).reason,
                 QStringLiteral("the seller's IOU book is closed."));
        QVERIFY(r.required->options.at(1).isPayable());
        QCOMPARE(c.option, 1);
        QCOMPARE(one(iou).status, PaymentOption::Status::Unsupported);
    }
};

QTEST_GUILESS_MAIN(TestSchemes)
#include "tst_x402_schemes.moc"
