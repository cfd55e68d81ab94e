#pragma once

// The Pay page driven as a person does, for the tests that pay the sandbox's demo seller from
// a local wallet: the Wallets page's faucet, a fetch up to the confirm dialog, and the seller's
// failure modes (docs/service-contract.md) each paid once.
#include "EvmGuiTest.h"
#include "MainWindow.h"
#include "core/Translations.h"
#include "dialogs/PayConfirmDialog.h"
#include "pages/PayPage.h"
#include "payments/PaidFetch.h"
#include "util/Widgets.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <functional>

namespace paydesk::testing {

class PayPageTest : public EvmGuiTest
{
protected:
    using MainWindow = ui::MainWindow;
    using PayPage = ui::PayPage;
    using PayConfirmDialog = ui::PayConfirmDialog;

    // The screenshots' language (PAYDESK_SHOTS_LANG), for initTestCase().
    static void applyShotsLanguage()
    {
        if (qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            Translations::apply(qEnvironmentVariable("PAYDESK_SHOTS_LANG"));
    }
    // A sandbox on a fast chain and its app context; the confirm dialog confirms at once.
    void startPaying()
    {
        m_h = std::make_unique<GuiHarness>(QList<sandbox::ApiKeySpec>{}, 100);
        PayConfirmDialog::setConfirmDelayMs(0);
    }

    // The Wallets page's faucet for the local wallet `address`, until it holds 100 USDC.
    void useFaucet(MainWindow &window, const QString &address)
    {
        window.showPage(MainWindow::Page::Wallets);
        auto *table = child<QAbstractItemView>(&window, "localWallets");
        table->setCurrentIndex(table->model()->index(ctx()->localWallets()->rowOf(address), 0));
        auto *faucet = child<QPushButton>(&window, "airdrop");
        QTRY_VERIFY(faucet->isEnabled());
        QTest::mouseClick(faucet, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            ctx()->localWallets()->balanceText(address).contains(QStringLiteral("100 USDC")),
            20000);
    }
    // The Pay page fetching the demo resource `name` from the local wallet `address`, until
    // the confirm dialog is up (`ask` false: until the fetch ends without asking).
    void fetchDemo(MainWindow &window, const QString &address, const QString &name, bool ask = true)
    {
        window.showPage(MainWindow::Page::Pay);
        auto *page = window.findChild<PayPage *>();
        QVERIFY(page);
        child<QRadioButton>(page, "payLocal")->setChecked(true);
        child<QComboBox>(page, "payLocalWallet")
            ->setCurrentIndex(ctx()->localWallets()->rowOf(address));
        QUrl url = m_h->url();
        url.setPath(QStringLiteral("/demo/resource/") + name);
        child<QLineEdit>(page, "payUrl")->setText(url.toString());
        QTest::mouseClick(child<QPushButton>(page, "fetchResource"), Qt::LeftButton);
        if (!ask)
            QTRY_VERIFY_WITH_TIMEOUT(page->controller()->fetch() && !page->controller()->isBusy(),
                                     20000);
        else
            QTRY_VERIFY_WITH_TIMEOUT(find<PayConfirmDialog>(&window, "payConfirmDialog") != nullptr,
                                     20000);
    }

    // The seller's failure modes (docs/service-contract.md) on the Pay page: an answer lost
    // after settling (a closed connection, a 500) leaves the outcome unknown, and paying the URL
    // again presents the same proof (nobody is asked again, nothing new is signed); a settled
    // payment answered with a 402 (an error, pending, or plain) is presented once more at once.
    // Each moves `price` (atomic units of what `held` reads) once. `prefix` names the resources
    // ("gui-permit2": the seller asks Permit2).
    void payThroughFailures(MainWindow &window, const QString &address, const QString &prefix,
                            quint64 price, const std::function<quint64()> &held)
    {
        auto *page = window.findChild<PayPage *>();
        const struct
        {
            const char *mode;
            bool again;
        } cases[] = {{"fail-drop", true},
                     {"fail-500", true},
                     {"fail-402", false},
                     {"fail-pending", false},
                     {"fail-pending-plain", false}};
        for (const auto &c : cases) {
            const QString name = prefix + u'-' + QString::fromLatin1(c.mode);
            const quint64 before = held();
            fetchDemo(window, address, name);
            if (QTest::currentTestFailed())
                return;
            auto *d = find<PayConfirmDialog>(&window, "payConfirmDialog");
            QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(!page->controller()->isBusy(), 30000);
            if (c.again) {
                QVERIFY2(page->controller()->fetch()->state() != x402::PaidFetch::State::Done,
                         c.mode);
                fetchDemo(window, address, name, false);
                if (QTest::currentTestFailed())
                    return;
                QVERIFY2(page->controller()->fetch()->content().resumed, c.mode);
            }
            QCOMPARE(page->controller()->fetch()->state(), x402::PaidFetch::State::Done);
            QVERIFY2(page->controller()->fetch()->content().paid, c.mode);
            QTRY_COMPARE_WITH_TIMEOUT(before - held(), price, 20000);
        }
    }
};

} // namespace paydesk::testing
