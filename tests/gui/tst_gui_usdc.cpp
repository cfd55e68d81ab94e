// x402 in USDC from the desktop app with a local EVM wallet, against the sandbox and
// the real keychain: an x402-express-shaped seller asking USDC on Base Sepolia, then the
// sandbox's demo seller after the Wallets page's faucet; the confirm dialog, the balance read
// before signing, exactly the price moved once, a seller that never settles told as not paid,
// and a daily cap set on the Pay page. With
// PAYDESK_SCREENSHOT_DIR set the views are saved there as PNG (PAYDESK_SHOTS_LANG=de: German).
#include "LocalGuiKit.h"
#include "MainWindow.h"
#include "PayPageTest.h"
#include "ViewParts.h"
#include "core/Asset.h"
#include "core/Origin.h"
#include "dialogs/PayConfirmDialog.h"
#include "evm/Erc20.h"
#include "families/evm/Permit2ApproveDialog.h"
#include "kits/PricedSeller.h"
#include "models/HistoryTableModel.h"
#include "pages/HistoryPage.h"
#include "pages/PayPage.h"
#include "sandbox/EvmChain.h"
#include "sandbox/TestUsdc.h"
#include "store/BudgetStore.h"
#include "util/Widgets.h"
#include "widgets/DailyCapsBox.h"
#include "widgets/ResourceView.h"
#include "x402/Eip3009.h"
#include "x402/Permit2.h"

#include <QAbstractItemView>
#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <functional>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

class TstGuiUsdc : public PayPageTest
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { applyShotsLanguage(); }
    void cleanup() { m_h.reset(); }

    // An x402 seller of x402-express's shape asking the sandbox chain's USDC is paid from the
    // EVM wallet by an EIP-3009 authorization, after the person confirms; the dialog speaks
    // USDC and the budget counted is the USDC one. (The authorization's verification and
    // settlement by the x402 package itself: peer_x402_express_evm.) Asked for Base Sepolia
    // instead, while the node is the sandbox's chain, nothing is signed and the page says why.
    void paysUsdcFromThePayPage()
    {
        startPaying();
        addEvmWallet();
        const QString payTo = QStringLiteral("0x209693Bc6afc0C5328bA36FaF03C514EF312287C");
        PricedSeller seller(payTo, 1000, PricedSeller::Asset::BaseSepoliaUsdc); // 0.001 USDC
        PayPage page(ViewParts(ctx()).pay());
        page.resize(1000, 900);
        page.show();
        child<QRadioButton>(&page, "payLocal")->setChecked(true);
        child<QComboBox>(&page, "payLocalWallet")
            ->setCurrentIndex(ctx()->localWallets()->rowOf(kAccount));
        const auto open = [&page](const QUrl &url) {
            child<QLineEdit>(&page, "payUrl")->setText(url.toString());
            QTest::mouseClick(child<QPushButton>(&page, "fetchResource"), Qt::LeftButton);
        };
        // Base Sepolia asked while the node is the sandbox's chain 4020: nothing signed.
        open(seller.url(QStringLiteral("sepolia")));
        QTRY_VERIFY_WITH_TIMEOUT(page.controller()->fetch() && !page.controller()->isBusy(), 20000);
        QCOMPARE(page.controller()->fetch()->code(), QStringLiteral("node_not_on_network"));
        QVERIFY(seller.lastProof().isEmpty());
        shoot(&page, QStringLiteral("pay-page-wrong-node"));
        seller.setOverrides(
            {{QStringLiteral("network"), QStringLiteral("eip155:4020")},
             {QStringLiteral("asset"), sandbox::TestUsdc::address().toChecksummed()}});
        const QUrl url = seller.url(QStringLiteral("weather"));
        open(url);
        QTRY_VERIFY_WITH_TIMEOUT(
            find<PayConfirmDialog>(page.window(), "payConfirmDialog") != nullptr, 20000);
        PayConfirmDialog *d = find<PayConfirmDialog>(page.window(), "payConfirmDialog");
        shoot(d, QStringLiteral("pay-confirm-usdc"));
        QVERIFY2(d->summaryText().contains(QStringLiteral("0.001 USDC")),
                 qPrintable(d->summaryText()));
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG")) // the words are English
            QVERIFY2(d->summaryText().contains(QStringLiteral("0.05 USDC left of 0.05 USDC")),
                     qPrintable(d->summaryText()));
        QCOMPARE(seller.paidRequests(), 0); // nothing signed while it asks
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page.controller()->fetch()->state() == x402::PaidFetch::State::Done, 30000);
        QVERIFY(child<ResourceView>(&page, "resource")
                    ->text()
                    .contains(QStringLiteral("Priced content")));
        QCOMPARE(seller.paidRequests(), 1);
        shoot(&page, QStringLiteral("pay-page-usdc"));
        // What reached the seller: an EIP-3009 authorization of exactly 1000 units to the
        // seller, signed by the wallet, valid now.
        const auto proof =
            nlohmann::json::parse(QByteArray::fromBase64(seller.lastProof()).toStdString());
        QVERIFY(proof["network"] == "eip155:4020");
        QString why;
        const auto a =
            x402::TransferAuthorization::fromJson(proof["payload"]["authorization"], &why);
        QVERIFY2(a, qPrintable(why));
        QCOMPARE(a->value, evm::U256(1000));
        QCOMPARE(a->to.toChecksummed(), payTo);
        const auto option = page.controller()->fetch()->quote().option;
        const auto domain = x402::Eip3009::domainOf(option, &why);
        QVERIFY2(domain, qPrintable(why));
        const QByteArray sig = QByteArray::fromHex(
            QByteArray::fromStdString(proof["payload"]["signature"].get<std::string>()).mid(2));
        QCOMPARE(x402::Eip3009::signer(*a, *domain, sig)->toChecksummed(), kAccount);
        // Counted in USDC, not in ETH.
        const QString origin = Origin::of(url);
        const QDateTime hour = QDateTime::currentDateTimeUtc().addSecs(-3600);
        QCOMPARE(ctx()->budgets()->spentSince(origin, QStringLiteral("eip155:4020"), 6, hour,
                                              Asset::keyOf(option.asset)),
                 *Amount::parse(u"0.001", 6));
        QCOMPARE(ctx()->budgets()->spentSince(origin, QStringLiteral("eip155:4020"), 18, hour),
                 Amount::fromUnits(0, 18));
    }

    // A new EVM wallet gets test ETH and USDC from the sandbox's faucet on the Wallets
    // page (its USDC shown beside its ETH), then pays the sandbox's demo seller in USDC from the
    // Pay page: the confirmation shows the USDC balance read before signing, the sandbox settles
    // the authorization as facilitator, exactly the price moves, the balance is read again.
    void paysTheDemoSellerInUsdc()
    {
        m_h = std::make_unique<GuiHarness>(QList<sandbox::ApiKeySpec>{}, 100);
        QString error;
        // Hardhat / Anvil #3: nothing on the sandbox until the faucet.
        auto key = wallet::EvmKeyImport::fromPrivateKeyHex(
            "7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6", &error);
        QVERIFY2(key, qPrintable(error));
        const QString address = key->address.toChecksummed();
        wallet::WalletKeyJob *job = ctx()->walletManager()->add(
            *key, {{}, QStringLiteral("USDC payer"), QStringLiteral("secret-key"), {}, {}});
        QSignalSpy added(job, &wallet::WalletKeyJob::finished);
        QVERIFY(job->isFinished() || added.wait(20000));
        QVERIFY2(job->ok(), qPrintable(job->errorText()));
        job->deleteLater();
        ctx()->localWallets()->reload();
        PayConfirmDialog::setConfirmDelayMs(0);
        MainWindow window{ViewParts(ctx())};
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        useFaucet(window, address);
        if (QTest::currentTestFailed())
            return;
        const auto balance = [this, &address]() {
            return ctx()->localWallets()->balanceText(address);
        };
        // The coin and the token are read apart: the USDC may show before the ETH is read again.
        QTRY_VERIFY2_WITH_TIMEOUT(balance().startsWith(QStringLiteral("1 ETH")),
                                  qPrintable(balance()), 20000);
        shoot(&window, QStringLiteral("wallets-usdc"));

        fetchDemo(window, address, QStringLiteral("gui-usdc"));
        if (QTest::currentTestFailed())
            return;
        auto *page = window.findChild<PayPage *>();
        PayConfirmDialog *d = find<PayConfirmDialog>(&window, "payConfirmDialog");
        shoot(d, QStringLiteral("pay-confirm-demo-usdc"));
        QVERIFY2(d->summaryText().contains(QStringLiteral("0.005 USDC")),
                 qPrintable(d->summaryText()));
        QCOMPARE(page->controller()->fetch()->quote().balance, Amount::parse(u"100", 6));
        sandbox::TestUsdc &usdc = m_h->server().evmChain()->usdc();
        QCOMPARE(usdc.balanceOf(key->address), evm::U256(100000000)); // nothing signed yet
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page->controller()->fetch()->state() == x402::PaidFetch::State::Done, 30000);
        QVERIFY(child<ResourceView>(page, "resource")->text().contains(u"gui-usdc"));
        QCOMPARE(usdc.balanceOf(key->address), evm::U256(99995000));
        QCOMPARE(page->controller()->fetch()->content().settlement.network,
                 QStringLiteral("eip155:4020"));
        const QString receiptTx = page->controller()->fetch()->content().settlement.transaction;
        QVERIFY(receiptTx.startsWith(u"0x"));
        shoot(&window, QStringLiteral("pay-page-demo-usdc"));
        // The Wallets page reads the new balance after the payment.
        QTRY_VERIFY_WITH_TIMEOUT(balance().contains(QStringLiteral("99.995 USDC")), 20000);

        // A daily cap for all sites in test USDC, set on the Spending rules page: the next price
        // is above what is left of it, so it is refused before anything is signed.
        window.showPage(MainWindow::Page::Rules);
        auto *caps = child<DailyCapsBox>(window.rulesPage(), "dailyCapsBox");
        QVERIFY(caps->chooseAsset(QStringLiteral("eip155:4020"),
                                  sandbox::TestUsdc::address().toChecksummed()));
        auto *amount = child<QLineEdit>(caps, "dailyCapAmount");
        amount->setText(QStringLiteral("0.008"));
        QTest::mouseClick(child<QPushButton>(caps, "dailyCapSet"), Qt::LeftButton);
        QVERIFY2(caps->problemText().isEmpty(), qPrintable(caps->problemText()));
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG")) // the words are English
            QVERIFY2(caps->capsText().contains(QStringLiteral("0.008 USDC a day on Sandbox EVM "
                                                              "(0.005 USDC spent")),
                     qPrintable(caps->capsText()));
        shoot(caps, QStringLiteral("daily-caps"));
        window.showPage(MainWindow::Page::Pay);
        QTest::mouseClick(child<QPushButton>(page, "fetchResource"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page->controller()->fetch()->state() == x402::PaidFetch::State::Refused, 20000);
        QCOMPARE(page->controller()->fetch()->code(), QStringLiteral("over_daily_cap"));
        QCOMPARE(usdc.balanceOf(key->address), evm::U256(99995000));
        // The same in dollars, whatever the coin: a week's cap of 0.007 USD across every dollar
        // stablecoin leaves 0.002 after this payment's 0.005, so the next is refused too.
        QTest::mouseClick(child<QPushButton>(caps, "dailyCapRemove"), Qt::LeftButton);
        child<QComboBox>(caps, "dollarCapWindow")->setCurrentIndex(1); // per week
        child<QLineEdit>(caps, "dollarCapAmount")->setText(QStringLiteral("0.007"));
        QTest::mouseClick(child<QPushButton>(caps, "dollarCapSet"), Qt::LeftButton);
        QVERIFY2(caps->problemText().isEmpty(), qPrintable(caps->problemText()));
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            QVERIFY2(caps->capsText().contains(QStringLiteral(
                         "0.007 USD per week in all dollar stablecoins together (0.005 USD spent")),
                     qPrintable(caps->capsText()));
        shoot(caps, QStringLiteral("dollar-caps"));
        QTest::mouseClick(child<QPushButton>(page, "fetchResource"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page->controller()->fetch()->state() == x402::PaidFetch::State::Refused, 20000);
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            QVERIFY2(page->controller()->fetch()->message().contains(u"all dollar stablecoins"),
                     qPrintable(page->controller()->fetch()->message()));
        QCOMPARE(usdc.balanceOf(key->address), evm::U256(99995000));
        QTest::mouseClick(child<QPushButton>(caps, "dollarCapRemove"), Qt::LeftButton);
        QVERIFY(!child<QPushButton>(caps, "dollarCapRemove")->isEnabled());

        // The one history: the payment no service knows is listed for the wallet, in USDC,
        // settled, with the seller's receipt (its transaction, network and payer) in the
        // resource's tooltip, the row's menu and the CSV export. The refused fetch left nothing.
        window.showPage(MainWindow::Page::History);
        auto *history = window.findChild<paydesk::ui::HistoryPage *>();
        QVERIFY(history);
        history->showWallet(address);
        HistoryTableModel *model = history->model();
        QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 1, 20000);
        const QModelIndex row = model->index(0, HistoryTableModel::AmountColumn);
        QCOMPARE(row.data(HistoryTableModel::SymbolRole).toString(), QStringLiteral("USDC"));
        QVERIFY2(row.data().toString().contains(QStringLiteral("0.005")) &&
                     row.data().toString().contains(QStringLiteral("USDC")),
                 qPrintable(row.data().toString()));
        QCOMPARE(PaymentState(row.data(HistoryTableModel::StateRole).toInt()),
                 PaymentState::Confirmed);
        QCOMPARE(row.data(HistoryTableModel::ReceiptRole).toString(), receiptTx);
        QVERIFY(row.data(HistoryTableModel::PaymentIdRole).toString().startsWith(u"eip3009:0x"));
        const QString tip =
            model->index(0, HistoryTableModel::ResourceColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(receiptTx) && tip.contains(address, Qt::CaseInsensitive),
                 qPrintable(tip));
        shoot(&window, QStringLiteral("history-usdc-receipt"));
        QMenu *menu = history->showRowMenu(0, history->mapToGlobal(QPoint(10, 10)));
        auto *copy = menu->findChild<QAction *>(QStringLiteral("historyCopyReceipt"));
        QVERIFY(copy && copy->isEnabled());
        copy->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), receiptTx);
        auto *status = menu->findChild<QAction *>(QStringLiteral("historyShowStatus"));
        QVERIFY(!status->isEnabled()); // no service knows this payment
        QVERIFY(menu->findChild<QAction *>(QStringLiteral("historyOpenReceipt")));
        menu->close();
        QTemporaryDir dir;
        const QString csvPath = dir.filePath(QStringLiteral("history.csv"));
        QCOMPARE(history->exportCsv(csvPath), qint64(1));
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = csv.readAll().split('\n');
        QVERIFY2(lines.at(0).contains("receiptTransaction,receiptNetwork,receiptPayer"),
                 lines.at(0).constData());
        QVERIFY2(
            lines.at(1).contains(",0.005,USDC,") &&
                lines.at(1).toLower().contains(
                    (receiptTx + QStringLiteral(",eip155:4020,") + address).toLower().toLatin1()),
            lines.at(1).constData());
        payThroughFailures(window, address, QStringLiteral("gui-eip3009"), 5000,
                           [&]() { return usdc.balanceOf(key->address).toUInt64().value_or(0); });
    }

    // USDC on the sandbox's own Solana chain. The Wallets page's faucet gives a local
    // Solana wallet test SOL and test USDC (SPL) and shows both; the demo seller's cheapest
    // option for it is 0.004 USDC, paid by an SPL TransferChecked the seller co-signs as fee
    // payer; the wallet then holds exactly 0.004 USDC less and the same SOL.
    void paysSplFromThePayPage()
    {
        startPaying();
        const QString address =
            addLocalWallet(ctx(), solana::generateKeypair(), QStringLiteral("Solana USDC"));
        MainWindow window{ViewParts(ctx())};
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        useFaucet(window, address);
        if (QTest::currentTestFailed())
            return;
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            QCOMPARE(child<QPushButton>(&window, "airdrop")->text(),
                     QStringLiteral("Add test &SOL and USDC"));
        const auto balance = [this, &address]() {
            return ctx()->localWallets()->balanceText(address);
        };
        QVERIFY2(balance().startsWith(QStringLiteral("5 SOL")), qPrintable(balance()));
        shoot(&window, QStringLiteral("wallets-spl"));

        fetchDemo(window, address, QStringLiteral("gui-spl"));
        if (QTest::currentTestFailed())
            return;
        auto *page = window.findChild<PayPage *>();
        PayConfirmDialog *d = find<PayConfirmDialog>(&window, "payConfirmDialog");
        shoot(d, QStringLiteral("pay-confirm-demo-spl"));
        QVERIFY2(d->summaryText().contains(QStringLiteral("0.004 USDC")),
                 qPrintable(d->summaryText()));
        QCOMPARE(page->controller()->fetch()->quote().balance, Amount::parse(u"100", 6));
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page->controller()->fetch()->state() == x402::PaidFetch::State::Done, 30000);
        QVERIFY(child<ResourceView>(page, "resource")->text().contains(u"gui-spl"));
        QVERIFY(page->controller()->fetch()->content().settlement.network.startsWith(u"solana"));
        shoot(&window, QStringLiteral("pay-page-demo-spl"));
        // The Wallets page reads the new balances after the payment: the seller paid the fee.
        QTRY_VERIFY_WITH_TIMEOUT(balance().contains(QStringLiteral("99.996 USDC")), 20000);
        QVERIFY2(balance().startsWith(QStringLiteral("5 SOL")), qPrintable(balance()));
        window.showPage(MainWindow::Page::Wallets);
        shoot(&window, QStringLiteral("wallets-spl-after"));

        // A seller that serves against the proof and never settles it: the page says not paid,
        // never "Paid", and nothing moved.
        fetchDemo(window, address, QStringLiteral("gui-fail-unsettled"));
        if (QTest::currentTestFailed())
            return;
        d = find<PayConfirmDialog>(&window, "payConfirmDialog");
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page->controller()->fetch()->state() == x402::PaidFetch::State::Done, 30000);
        QCOMPARE(page->controller()->fetch()->code(), QStringLiteral("not_settled"));
        QVERIFY(!page->controller()->fetch()->moneyMoved());
        QVERIFY(page->isOutcomeProblem());
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG")) {
            QVERIFY2(page->outcomeText().startsWith(u"Not paid yet"),
                     qPrintable(page->outcomeText()));
            const QString info = child<ResourceView>(page, "resource")->infoText();
            QVERIFY2(info.contains(u"Not paid") && !info.contains(u"Paid:"), qPrintable(info));
        }
        shoot(&window, QStringLiteral("pay-page-unsettled-spl"));
        QTest::qWait(500);
        QVERIFY2(balance().contains(QStringLiteral("99.996 USDC")), qPrintable(balance()));

        // The seller's failure modes, each paid once, in SPL.
        payThroughFailures(window, address, QStringLiteral("gui"), 4000, [&]() {
            static const QRegularExpression usdc(QStringLiteral("([0-9.]+) USDC"));
            const auto m = usdc.match(balance());
            return m.hasMatch() ? quint64(Amount::parse(m.captured(1), 6)->units()) : 0;
        });
    }

    // The demo seller asking its test USDC by Permit2. Before the wallet allows
    // Permit2 to move it, the Pay page says which approve to make, and nobody is asked to pay;
    // after the approve (the wallet's own call of the token), it pays once, within it.
    void paysByPermit2OnceApproved()
    {
        startPaying();
        addEvmWallet();
        MainWindow window{ViewParts(ctx())};
        window.resize(1100, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        sandbox::TestUsdc &usdc = m_h->server().evmChain()->usdc();
        const auto owner = *evm::EvmAddress::parse(kAccount);
        const evm::U256 before = usdc.balanceOf(owner);

        fetchDemo(window, kAccount, QStringLiteral("gui-permit2"), false);
        if (QTest::currentTestFailed())
            return;
        auto *page = window.findChild<PayPage *>();
        const x402::PaidFetch *f = page->controller()->fetch();
        QCOMPARE(f->code(), QStringLiteral("allowance_required"));
        QVERIFY(find<PayConfirmDialog>(&window, "payConfirmDialog") == nullptr);
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            QVERIFY2(f->message().contains(QStringLiteral("Approve Permit2 for at least 0.005 "
                                                          "USDC")),
                     qPrintable(f->message()));
        QVERIFY(page->isOutcomeProblem());
        shoot(&window, QStringLiteral("pay-page-permit2-allowance"));

        // "Approve Permit2…": the price to start with, reviewed against the node, signed only on
        // "Sign & send", followed to its block; closing the dialog fetches the URL again.
        auto *approveButton = child<QPushButton>(page, "payApprovePermit2");
        QVERIFY(approveButton->isVisible());
        QTest::mouseClick(approveButton, Qt::LeftButton);
        Permit2ApproveDialog *a = nullptr;
        QTRY_VERIFY((a = find<Permit2ApproveDialog>(&window, "permit2ApproveDialog")) != nullptr);
        QCOMPARE(a->amountEdit()->text(), QStringLiteral("0.005"));
        QVERIFY(!child<QPushButton>(a, "permit2Sign")->isEnabled());
        a->amountEdit()->setText(QStringLiteral("0.01"));
        QTest::mouseClick(child<QPushButton>(a, "permit2Review"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(a->approval() && a->approval()->step() ==
                                                      evm::Permit2Approval::Step::AwaitingApproval,
                                 10000);
        QCOMPARE(a->approval()->review().tx.data,
                 evm::Erc20::approveCall(x402::Permit2::address(), evm::U256(10000)));
        QVERIFY(child<QWidget>(a, "permit2Summary")->isVisible());
        shoot(a, QStringLiteral("permit2-approve-review"));
        QCOMPARE(usdc.allowance(owner, x402::Permit2::address()), evm::U256());
        QTest::mouseClick(child<QPushButton>(a, "permit2Sign"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(a->approval()->step() == evm::Permit2Approval::Step::Finished,
                                 20000);
        QVERIFY2(a->approval()->outcome() == evm::Permit2Approval::Outcome::Confirmed,
                 qPrintable(a->approval()->message()));
        QCOMPARE(usdc.allowance(owner, x402::Permit2::address()), evm::U256(10000));
        shoot(a, QStringLiteral("permit2-approve-done"));
        QTest::mouseClick(child<QPushButton>(a, "permit2Pay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(find<PayConfirmDialog>(&window, "payConfirmDialog") != nullptr,
                                 20000);
        PayConfirmDialog *d = find<PayConfirmDialog>(&window, "payConfirmDialog");
        QVERIFY2(d->summaryText().contains(QStringLiteral("0.005 USDC")),
                 qPrintable(d->summaryText()));
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(
            page->controller()->fetch()->state() == x402::PaidFetch::State::Done, 30000);
        QCOMPARE(*before.checkedSub(usdc.balanceOf(owner)), evm::U256(5000));
        QCOMPARE(usdc.allowance(owner, x402::Permit2::address()), evm::U256(5000));
        shoot(&window, QStringLiteral("pay-page-permit2"));
        // Each failure mode through Permit2, within an allowance for exactly five more.
        QString error;
        QVERIFY2(usdc.execute(owner,
                              evm::Erc20::approveCall(x402::Permit2::address(), evm::U256(25000)),
                              QDateTime::currentSecsSinceEpoch(), &error),
                 qPrintable(error));
        payThroughFailures(window, kAccount, QStringLiteral("gui-permit2"), 5000,
                           [&]() { return usdc.balanceOf(owner).toUInt64().value_or(0); });
        QCOMPARE(usdc.allowance(owner, x402::Permit2::address()), evm::U256(0));
    }
};

QTEST_MAIN(TstGuiUsdc)
#include "tst_gui_usdc.moc"
