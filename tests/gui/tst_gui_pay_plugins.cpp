// The Pay page pays through the seams, not through code that knows a scheme or a chain: a scheme
// and a chain family registered by the test alone (tests/kits/IouScheme.h,
// tests/kits/TestChainFamily.h) are judged, quoted, confirmed, journaled and delivered from the
// page's controller as the built-in ones are.
#include "LocalGuiKit.h"
#include "ViewParts.h"
#include "dialogs/PayConfirmDialog.h"
#include "kits/IouScheme.h"
#include "kits/PricedSeller.h"
#include "kits/TestChainFamily.h"
#include "models/LocalWalletModel.h"
#include "pages/PayPage.h"
#include "payments/schemes/SchemeRegistry.h"
#include "store/PaidFetchJournal.h"
#include "util/Widgets.h"
#include "widgets/RequirementsView.h"

#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QTest>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;
using State = x402::PaidFetch::State;

class TstGuiPayPlugins : public QObject
{
    Q_OBJECT
    std::unique_ptr<GuiHarness> m_h;
    static constexpr quint64 kPrice = 1000000; // 0.001 SOL

    quint64 sellerBalance()
    {
        return balanceOf(m_h->context.get(), m_h->server().demoSellerWallet());
    }
    static void fetch(PayPage &page, const QString &url)
    {
        child<QLineEdit>(&page, "payUrl")->setText(url);
        QVERIFY(child<QPushButton>(&page, "fetchResource")->isEnabled());
        QTest::mouseClick(child<QPushButton>(&page, "fetchResource"), Qt::LeftButton);
    }
    static State state(PayPage &page) { return page.controller()->fetch()->state(); }
    static QString verdict(PayPage &page)
    {
        return child<RequirementsView>(&page, "requirements")
            ->cellText(0, RequirementsView::VerdictColumn);
    }

private Q_SLOTS:
    void init()
    {
        m_h = std::make_unique<GuiHarness>();
        PayConfirmDialog::setConfirmDelayMs(0);
    }
    void cleanup() { m_h.reset(); }

    // A scheme registered by this test alone (tests/kits/IouScheme.h) is paid from the Pay page
    // as the built-in ones are: judged, quoted, confirmed, journaled, delivered. The IOU moves no
    // coin.
    void aRegisteredSchemeIsPaidFromThePayPage()
    {
        auto iou = std::make_unique<IouScheme>();
        const IouScheme *added = iou.get();
        x402::SchemeRegistry::standard().add(std::move(iou));
        const auto unregister =
            qScopeGuard([added]() { x402::SchemeRegistry::standard().remove(added); });
        PricedSeller seller(m_h->server().demoSellerWallet(), kPrice);
        seller.setOverrides({{QStringLiteral("scheme"), QStringLiteral("test-iou")}});
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.resize(1000, 1000);
        page.show();
        const quint64 before = sellerBalance();
        fetch(page, seller.url(QStringLiteral("iou")).toString());
        QTRY_VERIFY_WITH_TIMEOUT(
            find<PayConfirmDialog>(page.window(), "payConfirmDialog") != nullptr, 20000);
        PayConfirmDialog *d = find<PayConfirmDialog>(page.window(), "payConfirmDialog");
        QVERIFY2(verdict(page).startsWith(QStringLiteral("Yes, after you confirm")),
                 qPrintable(verdict(page)));
        QCOMPARE(seller.paidRequests(), 0);
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Done, 30000);
        QCOMPARE(seller.paidRequests(), 1);
        QCOMPARE(IouScheme::decode(seller.lastProof()).value(QStringLiteral("scheme")).toString(),
                 QStringLiteral("test-iou"));
        const auto attempts = m_h->context->fetchJournal()->all();
        QCOMPARE(attempts.size(), 1);
        QVERIFY(attempts.first().paymentId.startsWith(u"iou:"));
        QCOMPARE(attempts.first().state, FetchAttempt::State::Delivered);
        QCOMPARE(sellerBalance(), before);
    }

    // A chain family registered by this test alone (tests/kits/TestChainFamily.h): its wallet is
    // offered on the Pay page and pays the seller's option on its network through the same
    // controller, with its kit's balance, as the built-in families do.
    void aRegisteredChainFamilyIsPaidFromThePayPage()
    {
        paydesk::testing::TestChainFamily family;
        auto iou = std::make_unique<IouScheme>();
        const IouScheme *added = iou.get();
        x402::SchemeRegistry::standard().add(std::move(iou));
        const auto unregister =
            qScopeGuard([added]() { x402::SchemeRegistry::standard().remove(added); });
        const QString wallet = paydesk::testing::TestChainFamily::address(5);
        const QString token = paydesk::testing::TestChainFamily::address(905);
        family.setBalance(wallet, token, 1000000);
        QVERIFY(m_h->context->walletManager()->directory()->add(
            {wallet, QStringLiteral("Test chain"), QStringLiteral("test"), {}, {}}));
        m_h->context->localWallets()->reload();
        PricedSeller seller(paydesk::testing::TestChainFamily::address(3), 4000);
        seller.setOverrides(
            {{QStringLiteral("scheme"), QStringLiteral("test-iou")},
             {QStringLiteral("network"),
              QString::fromLatin1(paydesk::testing::TestChainFamily::kNetwork)},
             {QStringLiteral("asset"), token},
             {QStringLiteral("extra"), QJsonObject{{QStringLiteral("decimals"), 6}}}});
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.resize(1000, 1000);
        page.show();
        child<QRadioButton>(&page, "payLocal")->setChecked(true);
        LocalWalletModel *local = m_h->context->localWallets();
        int row = -1;
        for (int i = 0; i < local->rowCount(); ++i)
            if (local->addressAt(i) == wallet)
                row = i;
        QVERIFY(row >= 0);
        child<QComboBox>(&page, "payLocalWallet")->setCurrentIndex(row);
        fetch(page, seller.url(QStringLiteral("family")).toString());
        QTRY_VERIFY_WITH_TIMEOUT(
            find<PayConfirmDialog>(page.window(), "payConfirmDialog") != nullptr, 20000);
        QTest::mouseClick(
            child<QPushButton>(find<PayConfirmDialog>(page.window(), "payConfirmDialog"),
                               "confirmPay"),
            Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Done, 30000);
        QCOMPARE(seller.paidRequests(), 1);
        const QJsonObject note = IouScheme::decode(seller.lastProof());
        QCOMPARE(note.value(u"network").toString(),
                 QString::fromLatin1(paydesk::testing::TestChainFamily::kNetwork));
        QCOMPARE(note.value(u"payload").toObject().value(u"payer").toString(), wallet);
        QVERIFY(family.balanceReads() >= 1);
        const auto attempts = m_h->context->fetchJournal()->all();
        QCOMPARE(attempts.size(), 1);
        QCOMPARE(attempts.first().state, FetchAttempt::State::Delivered);
    }
};

QTEST_MAIN(TstGuiPayPlugins)
#include "tst_gui_pay_plugins.moc"
