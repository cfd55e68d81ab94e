// "Pay for a resource" against the sandbox's demo seller over loopback, driven through the real
// page and its confirmation dialog: paid once with the content shown, declined pays nothing, a
// price over the site's budget is refused before the service, a malformed 402 shows its reason,
// the validity countdown runs, and a granted budget pays without asking (but not when frozen).
#include "LocalGuiKit.h"
#include "ViewParts.h"
#include "core/Network.h"
#include "core/Origin.h"
#include "core/Translations.h"
#include "kits/PricedSeller.h"
#include "pages/PayPage.h"
#include "pages/SpendingRulesPage.h"
#include "util/Widgets.h"
#include "widgets/BudgetsBox.h"
#include "widgets/FieldHint.h"
#include "widgets/PayeeListBox.h"
#include "widgets/ProgressPanel.h"
#include "widgets/RequirementsView.h"
#include "widgets/ResourceView.h"
#include "widgets/WalletComboBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSpinBox>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;
using State = x402::PaidFetch::State;

class TstGuiPay : public QObject
{
    Q_OBJECT
    std::unique_ptr<GuiHarness> m_h;
    static constexpr quint64 kPrice = 1000000; // the demo seller's 0.001 SOL

    QString demo(const QString &name) const
    {
        return m_h->url().toString() + QStringLiteral("/demo/resource/") + name;
    }
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
    // PAYDESK_SHOTS_402=dir saves what a person sees (PAYDESK_SHOTS_LANG=de: in German).
    static void shot(QWidget *w, const QString &name)
    {
        const QString dir = qEnvironmentVariable("PAYDESK_SHOTS_402");
        if (dir.isEmpty())
            return;
        QTest::qWait(50); // the layout settles as it does on screen
        const QString lang = qEnvironmentVariable("PAYDESK_SHOTS_LANG", QStringLiteral("en"));
        QVERIFY(w->grab().save(QDir(dir).filePath(QStringLiteral("%1-%2.png").arg(name, lang))));
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            Translations::apply(qEnvironmentVariable("PAYDESK_SHOTS_LANG"));
    }
    void init()
    {
        m_h = std::make_unique<GuiHarness>();
        PayConfirmDialog::setConfirmDelayMs(0);
    }
    void cleanup() { m_h.reset(); }

    void paysOnceAfterConfirmation()
    {
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.show();
        QVERIFY(child<QRadioButton>(&page, "payHosted")->isChecked());
        QSignalSpy changed(m_h->context->events(), &PaymentEvents::moneyMoved);
        const quint64 before = sellerBalance();
        fetch(page, demo(QStringLiteral("v1-report")));
        QTRY_VERIFY_WITH_TIMEOUT(
            find<PayConfirmDialog>(page.window(), "payConfirmDialog") != nullptr, 20000);
        PayConfirmDialog *d = find<PayConfirmDialog>(page.window(), "payConfirmDialog");
        // The requirements as read, field by field, and the quote in the dialog.
        // 0.001 SOL, 0.005 test USDC on the sandbox EVM chain or 0.004 on its Solana chain (SPL,
        // which a hosted wallet does not pay).
        auto *required = child<RequirementsView>(&page, "requirements");
        QCOMPARE(required->optionCount(), 3);
        QVERIFY(required->headline().contains(QStringLiteral("version 1")));
        const QString amount = required->cellText(0, RequirementsView::AmountColumn);
        QVERIFY(amount.startsWith(QStringLiteral("0.001 SOL")));
        QVERIFY(amount.contains(QStringLiteral("1000000 atomic units")));
        QCOMPARE(required->cellText(0, RequirementsView::RecipientColumn),
                 m_h->server().demoSellerWallet());
        const QString text = d->summaryText();
        QVERIFY2(text.contains(demo(QStringLiteral("v1-report"))), qPrintable(text));
        QVERIFY(text.contains(m_h->server().demoSellerWallet()));
        QVERIFY(text.contains(QStringLiteral("solana-sandbox")));
        QVERIFY(text.contains(QStringLiteral("left of")));
        QVERIFY(!find<QLabel>(d, "aboveDefaultCap")); // 0.001 SOL is within the default caps
        // "Can Paydesk pay?" weighs the budget and the wallet's balance, read over the RPC.
        QVERIFY2(verdict(page).startsWith(QStringLiteral("Yes, after you confirm (balance ")),
                 qPrintable(verdict(page)));
        QVERIFY2(text.contains(QStringLiteral(" SOL after this payment)")), qPrintable(text));
        QCOMPARE(sellerBalance(), before); // nothing paid while it asks

        // The countdown runs down.
        const QString first = d->countdownText();
        QVERIFY2(first.contains(QStringLiteral("second")), qPrintable(first));
        const int secondsFirst = first.section(u' ', 0, 0).toInt();
        QTRY_VERIFY_WITH_TIMEOUT(d->countdownText().section(u' ', 0, 0).toInt() < secondsFirst,
                                 4000);

        QVERIFY(child<QPushButton>(d, "confirmPay")->isEnabled());
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Done, 30000);
        QCOMPARE(child<ResourceView>(&page, "resource")->kind(), ResourceView::Kind::Json);
        QVERIFY(child<ResourceView>(&page, "resource")
                    ->text()
                    .contains(QStringLiteral("Demo content")));
        QVERIFY(child<ResourceView>(&page, "resource")->text().contains(u'\n')); // pretty-printed
        QVERIFY(
            child<ResourceView>(&page, "resource")->infoText().contains(QStringLiteral("Paid")));
        QCOMPARE(sellerBalance(), before + kPrice); // exactly once
        if (qEnvironmentVariableIsSet("PAYDESK_SCREENSHOT_DIR")) {
            page.resize(1000, 1000);
            page.grab().save(QDir(qEnvironmentVariable("PAYDESK_SCREENSHOT_DIR"))
                                 .filePath(QStringLiteral("pay.png")));
        }
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().first().toString(), m_h->wallet);
        QCOMPARE(m_h->context->fetchJournal()->all().size(), 1);
        QCOMPARE(m_h->context->fetchJournal()->all().first().state, FetchAttempt::State::Delivered);

        // Save to file, through the test seam.
        const QString path = m_h->dir.filePath(QStringLiteral("bought.json"));
        ResourceView::setNextSaveFileName(path);
        QTest::mouseClick(child<QPushButton>(&page, "saveResource"), Qt::LeftButton);
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QVERIFY(saved.readAll().contains("Demo content"));
    }

    void declinePaysNothing()
    {
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.show();
        const quint64 before = sellerBalance();
        fetch(page, demo(QStringLiteral("v2-declined")));
        QTRY_VERIFY_WITH_TIMEOUT(
            find<PayConfirmDialog>(page.window(), "payConfirmDialog") != nullptr, 20000);
        QVERIFY(child<RequirementsView>(&page, "requirements")
                    ->headline()
                    .contains(QStringLiteral("PAYMENT-REQUIRED")));
        QTest::mouseClick(
            child<QPushButton>(find<PayConfirmDialog>(page.window(), "payConfirmDialog"),
                               "declinePay"),
            Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Refused, 10000);
        QCOMPARE(page.controller()->fetch()->code(), QStringLiteral("declined"));
        QVERIFY(page.isOutcomeVisible());
        QVERIFY(page.outcomeText().contains(QStringLiteral("nothing was paid")));
        QVERIFY(!child<ResourceView>(&page, "resource")->isVisibleTo(&page));
        QCOMPARE(sellerBalance(), before);
        QVERIFY(m_h->context->fetchJournal()->all().isEmpty());
    }

    void overBudgetRefusedBeforeTheService()
    {
        const QUrl url(demo(QStringLiteral("pricey")));
        SiteBudget b = SiteBudget::defaults(Origin::of(url), "solana-sandbox", 9);
        b.perPayment = *Amount::parse(QStringLiteral("0.0005"), 9);
        QVERIFY(m_h->context->budgetModel()->grant(b));
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.show();
        const quint64 before = sellerBalance();
        fetch(page, url.toString());
        QTRY_VERIFY_WITH_TIMEOUT(page.controller()->fetch()->state() == State::Refused, 20000);
        QCOMPARE(page.controller()->fetch()->code(), QStringLiteral("over_budget"));
        QVERIFY(find<PayConfirmDialog>(page.window(), "payConfirmDialog") ==
                nullptr); // never asked: refused outright
        QVERIFY(page.outcomeText().contains(QStringLiteral("Nothing was paid")));
        // A refusal looks like an error and carries units.
        QVERIFY(page.isOutcomeProblem());
        QVERIFY2(page.outcomeText().contains(QStringLiteral("0.001 SOL is above the cap of "
                                                            "0.0005 SOL per payment")),
                 qPrintable(page.outcomeText()));
        QVERIFY2(verdict(page).startsWith(QStringLiteral("No: ")), qPrintable(verdict(page)));
        QCOMPARE(sellerBalance(), before);
        QVERIFY(m_h->context->fetchJournal()->all().isEmpty());
    }

    // The payee lists on the Spending rules page: the demo seller denied there is refused before
    // anything is asked or paid; taken off the lists, it is asked for again.
    void deniedPayeeIsRefused()
    {
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.resize(1000, 1400);
        page.show();
        SpendingRulesPage rules(ViewParts(m_h->context.get()).rules());
        auto *box = child<PayeeListBox>(&rules, "payeeListBox");
        const QString seller = m_h->server().demoSellerWallet();
        child<QLineEdit>(box, "payeeAddress")->setText(QStringLiteral("not an address"));
        QTest::mouseClick(child<QPushButton>(box, "payeeDeny"), Qt::LeftButton);
        QVERIFY(!box->problemText().isEmpty());
        child<QLineEdit>(box, "payeeAddress")->setText(seller);
        QTest::mouseClick(child<QPushButton>(box, "payeeDeny"), Qt::LeftButton);
        QVERIFY(box->problemText().isEmpty());
        QVERIFY(box->listText().contains(seller));
        const quint64 before = sellerBalance();
        fetch(page, demo(QStringLiteral("payee-denied")));
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Refused, 20000);
        QCOMPARE(page.controller()->fetch()->code(), QStringLiteral("payee_refused"));
        QVERIFY(find<PayConfirmDialog>(page.window(), "payConfirmDialog") == nullptr);
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            QVERIFY2(page.outcomeText().contains(QStringLiteral("you deny payments to")),
                     qPrintable(page.outcomeText()));
        shot(&page, QStringLiteral("pay-payee-denied"));
        QCOMPARE(sellerBalance(), before);
        child<QLineEdit>(box, "payeeAddress")->setText(seller);
        QTest::mouseClick(child<QPushButton>(box, "payeeRemove"), Qt::LeftButton);
        QVERIFY(!box->listText().contains(seller));
        fetch(page, demo(QStringLiteral("payee-denied")));
        QTRY_VERIFY_WITH_TIMEOUT(
            find<PayConfirmDialog>(page.window(), "payConfirmDialog") != nullptr, 20000);
        QTest::mouseClick(
            child<QPushButton>(find<PayConfirmDialog>(page.window(), "payConfirmDialog"),
                               "declinePay"),
            Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Refused, 10000);
        QCOMPARE(sellerBalance(), before);
    }

    // What the URL field will open is said under it: a host without a scheme opens over
    // https:// (as a browser's address bar does), and what is no web address says so there,
    // not only in the disabled button's tooltip.
    void typedUrlIsExplainedUnderTheField()
    {
        QCOMPARE(PayController::typedUrl(QStringLiteral(" example.com/report ")),
                 QUrl(QStringLiteral("https://example.com/report")));
        QCOMPARE(PayController::typedUrl(QStringLiteral("127.0.0.1:8080/x")),
                 QUrl(QStringLiteral("https://127.0.0.1:8080/x")));
        QCOMPARE(PayController::typedUrl(QStringLiteral("http://localhost:9/a")),
                 QUrl(QStringLiteral("http://localhost:9/a")));
        QVERIFY(PayController::typedUrl(QStringLiteral("report")).isEmpty());
        QVERIFY(PayController::typedUrl(QStringLiteral("ftp://example.com/a")).isEmpty());
        QVERIFY(PayController::typedUrl(QStringLiteral("a b.com")).isEmpty());
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.resize(960, 640);
        page.show();
        auto *url = child<QLineEdit>(&page, "payUrl");
        auto *hint = child<FieldHint>(&page, "payUrlHint");
        url->setText(QStringLiteral("example.com/report"));
        QVERIFY2(hint->text().contains(QStringLiteral("https://example.com/report")) &&
                     !hint->hasProblem(),
                 qPrintable(hint->text()));
        QVERIFY(child<QPushButton>(&page, "fetchResource")->isEnabled());
        shot(&page, QStringLiteral("pay-url-opens"));
        url->setText(QStringLiteral("report"));
        QVERIFY2(hint->hasProblem(), qPrintable(hint->text()));
        QVERIFY(!child<QPushButton>(&page, "fetchResource")->isEnabled());
        shot(&page, QStringLiteral("pay-url-hint"));
    }

    void malformedShowsTheReason()
    {
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.show();
        fetch(page, demo(QStringLiteral("malformed-x")));
        QTRY_VERIFY_WITH_TIMEOUT(page.controller()->fetch()->state() == State::Refused, 20000);
        QCOMPARE(page.controller()->fetch()->code(), QStringLiteral("malformed_requirements"));
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG"))
            QVERIFY2(page.outcomeText().contains(QStringLiteral("unusable")),
                     qPrintable(page.outcomeText()));
        QVERIFY(find<PayConfirmDialog>(page.window(), "payConfirmDialog") == nullptr);
        // A seller's 200 KB header, which Qt drops unread: refused the same way, and the page
        // says the header may have been too large (asserted in words by tst_x402_oversized).
        page.resize(960, 640);
        PricedSeller seller(m_h->shop, 1000);
        seller.setAnswer("PAYMENT-REQUIRED: " + QByteArray(200 * 1024, 'A') + "\r\n", "{}");
        fetch(page, seller.url(QStringLiteral("huge")).toString());
        QTRY_VERIFY_WITH_TIMEOUT(page.controller()->fetch()->state() == State::Refused, 20000);
        QCOMPARE(page.controller()->fetch()->code(), QStringLiteral("malformed_requirements"));
        QCOMPARE(seller.paidRequests(), 0);
        shot(&page, QStringLiteral("pay-oversized-header"));
    }

    void grantedBudgetPaysWithoutAskingUnlessFrozen()
    {
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.show();
        SpendingRulesPage rules(ViewParts(m_h->context.get()).rules());
        rules.resize(1000, 1400);
        rules.show();
        const quint64 before = sellerBalance();
        // Grant from the dialog: this payment and later ones within the caps.
        fetch(page, demo(QStringLiteral("granted-1")));
        QTRY_VERIFY_WITH_TIMEOUT(
            find<PayConfirmDialog>(page.window(), "payConfirmDialog") != nullptr, 20000);
        auto *grant = child<QCheckBox>(find<PayConfirmDialog>(page.window(), "payConfirmDialog"),
                                       "grantBudget");
        // The grant says what it covers, wrapped under the box: this asset on this network only.
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG")) {
            const QString scope =
                child<QLabel>(find<PayConfirmDialog>(page.window(), "payConfirmDialog"),
                              "grantScope")
                    ->text();
            QVERIFY2(scope.contains(QStringLiteral("in SOL on Sandbox Solana")) &&
                         scope.contains(QStringLiteral("other networks")),
                     qPrintable(scope));
        }
        grant->setChecked(true);
        QTest::mouseClick(
            child<QPushButton>(find<PayConfirmDialog>(page.window(), "payConfirmDialog"),
                               "confirmPay"),
            Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Done, 30000);
        QCOMPARE(m_h->context->budgetModel()->rowCount(), 1);
        QVERIFY(m_h->context->budgetModel()
                    ->data(m_h->context->budgetModel()->index(0, BudgetListModel::SpentColumn))
                    .toString()
                    .startsWith(QStringLiteral("0.001 ")));
        // Next one: automatic.
        fetch(page, demo(QStringLiteral("granted-2")));
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Done, 30000);
        QVERIFY(find<PayConfirmDialog>(page.window(), "payConfirmDialog") == nullptr);
        QCOMPARE(sellerBalance(), before + 2 * kPrice);
        // Frozen: it asks again.
        child<QCheckBox>(&rules, "freezePayments")->setChecked(true);
        QVERIFY(m_h->context->budgets()->isFrozen());
        fetch(page, demo(QStringLiteral("granted-3")));
        QTRY_VERIFY_WITH_TIMEOUT(
            find<PayConfirmDialog>(page.window(), "payConfirmDialog") != nullptr, 20000);
        QVERIFY(find<PayConfirmDialog>(page.window(), "payConfirmDialog")
                    ->summaryText()
                    .contains(QStringLiteral("frozen")));
        QTest::mouseClick(
            child<QPushButton>(find<PayConfirmDialog>(page.window(), "payConfirmDialog"),
                               "declinePay"),
            Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Refused, 10000);
        QCOMPARE(sellerBalance(), before + 2 * kPrice);
        // Revoke from the budgets box; its cap fields name their unit, the budget's asset, and
        // its table names the network, not its id.
        child<BudgetsBox>(&rules, "budgets")->selectRow(0);
        QCOMPARE(child<QLabel>(&rules, "budgetPerPaymentUnit")->text(), QStringLiteral("SOL"));
        QCOMPARE(child<QLabel>(&rules, "budgetPerDayUnit")->text(), QStringLiteral("SOL"));
        QCOMPARE(m_h->context->budgetModel()
                     ->data(m_h->context->budgetModel()->index(0, BudgetListModel::NetworkColumn))
                     .toString(),
                 Network::nameOf(QStringLiteral("solana-sandbox")));
        // A week's cap and a last day: saved, shown in the table, read back into the fields. A
        // week below the day is refused, and said; nothing is saved then.
        auto *week = child<QLineEdit>(&rules, "budgetPerWeek");
        QCOMPARE(child<QLabel>(&rules, "budgetPerWeekUnit")->text(), QStringLiteral("SOL"));
        QVERIFY(week->text().isEmpty());
        week->setText(QStringLiteral("0.01"));
        QTest::mouseClick(child<QPushButton>(&rules, "budgetSave"), Qt::LeftButton);
        QVERIFY(!child<BudgetsBox>(&rules, "budgets")->problemText().isEmpty());
        QVERIFY(!m_h->context->budgets()->all().at(0).limits.perWeek);
        week->setText(QStringLiteral("0.2"));
        child<QCheckBox>(&rules, "budgetEnds")->setChecked(true);
        child<QDateEdit>(&rules, "budgetUntil")->setDate(QDate::currentDate().addDays(30));
        QTest::mouseClick(child<QPushButton>(&rules, "budgetSave"), Qt::LeftButton);
        QVERIFY2(child<BudgetsBox>(&rules, "budgets")->problemText().isEmpty(),
                 qPrintable(child<BudgetsBox>(&rules, "budgets")->problemText()));
        const SiteBudget saved = m_h->context->budgets()->all().at(0);
        QCOMPARE(saved.limits.perWeek, *Amount::parse(u"0.2", 9));
        QCOMPARE(saved.limits.until.toLocalTime().date(), QDate::currentDate().addDays(30));
        if (!qEnvironmentVariableIsSet("PAYDESK_SHOTS_LANG")) {
            QCOMPARE(
                m_h->context->budgetModel()
                    ->data(m_h->context->budgetModel()->index(0, BudgetListModel::LongerColumn))
                    .toString(),
                QStringLiteral("0.2 SOL / \u2014"));
            QVERIFY(m_h->context->budgetModel()
                        ->data(m_h->context->budgetModel()->index(0, BudgetListModel::ModeColumn))
                        .toString()
                        .startsWith(u"Pays without asking until"));
        }
        child<BudgetsBox>(&rules, "budgets")->selectRow(0);
        QCOMPARE(week->text(), QStringLiteral("0.2"));
        QVERIFY(child<QDateEdit>(&rules, "budgetUntil")->isEnabled());
        shot(child<BudgetsBox>(&rules, "budgets"), QStringLiteral("budgets-windows"));
        QTest::mouseClick(child<QPushButton>(&rules, "budgetRevoke"), Qt::LeftButton);
        QCOMPARE(m_h->context->budgetModel()->rowCount(), 0);
    }

    void lostAnswerIsNotPaidTwice()
    {
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.show();
        const quint64 before = sellerBalance();
        // Once the payment starts, every answer of this resource is dropped.
        connect(page.controller(), &PayController::stateChanged, this, [this](State s) {
            if (s == State::Paying)
                m_h->faults(
                    {{QStringLiteral("dropRate"), 1},
                     {QStringLiteral("pathPrefix"), QStringLiteral("/demo/resource/lost-1")}});
        });
        MessageBox::setNextAnswer(QMessageBox::Yes);
        fetch(page, demo(QStringLiteral("lost-1")));
        QTRY_VERIFY_WITH_TIMEOUT(page.controller()->fetch()->state() == State::Failed, 30000);
        const QString code = page.controller()->fetch()->code();
        QCOMPARE(code, QStringLiteral("response_lost"));
        QVERIFY(child<QPushButton>(&page, "payAgain")->isVisibleTo(&page));
        QVERIFY(page.outcomeText().contains(QStringLiteral("will not pay again")));
        QCOMPARE(sellerBalance(), before + kPrice);
        m_h->faults({});
        QTest::mouseClick(child<QPushButton>(&page, "payAgain"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Done, 30000);
        QVERIFY(child<ResourceView>(&page, "resource")
                    ->infoText()
                    .contains(QStringLiteral("nothing was paid")));
        QCOMPARE(sellerBalance(), before + kPrice);
    }

    // A price above the default caps (0.01 SOL per payment) of a site without
    // a budget was refused outright, even when the person wanted to pay it. Now the dialog says
    // so and "Pay once" pays that one payment, granting no budget; the day's total counts it.
    void aboveDefaultCapPaysOnceWithoutABudget()
    {
        PricedSeller seller(m_h->shop, 20000000); // 0.02 SOL
        const QUrl url = seller.url(QStringLiteral("report"));
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.resize(1000, 1000);
        page.show();
        const quint64 before = balanceOf(m_h->context.get(), m_h->shop);
        fetch(page, url.toString());
        QTRY_VERIFY_WITH_TIMEOUT(
            find<PayConfirmDialog>(page.window(), "payConfirmDialog") != nullptr, 20000);
        PayConfirmDialog *d = find<PayConfirmDialog>(page.window(), "payConfirmDialog");
        SpendingRulesPage rules(ViewParts(m_h->context.get()).rules());
        shot(&page, QStringLiteral("pay-page-above-cap"));
        shot(d, QStringLiteral("pay-confirm-above-cap"));
        QVERIFY2(child<BudgetsBox>(&rules, "budgets")
                     ->defaultsText()
                     .contains(QStringLiteral("0.01 SOL per payment and 0.05 SOL per day")),
                 qPrintable(child<BudgetsBox>(&rules, "budgets")->defaultsText()));
        QVERIFY(find<QLabel>(d, "aboveDefaultCap"));
        QVERIFY2(d->summaryText().contains(
                     QStringLiteral("0.02 SOL is above your default cap of 0.01 SOL per payment")),
                 qPrintable(d->summaryText()));
        QVERIFY2(child<QPushButton>(d, "confirmPay")
                     ->text()
                     .startsWith(QStringLiteral("Pay once: 0.02 SOL")),
                 qPrintable(child<QPushButton>(d, "confirmPay")->text()));
        QVERIFY2(verdict(page).startsWith(QStringLiteral("Only if you approve this one payment")),
                 qPrintable(verdict(page)));
        // The offered grant would cover this price (the defaults would not).
        QCOMPARE(child<QLineEdit>(d, "grantPerPayment")->text(), QStringLiteral("0.02"));
        QTest::mouseClick(child<QPushButton>(d, "confirmPay"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Done, 30000);
        QVERIFY(child<ResourceView>(&page, "resource")
                    ->text()
                    .contains(QStringLiteral("Priced content")));
        QCOMPARE(seller.paidRequests(), 1);
        QCOMPARE(balanceOf(m_h->context.get(), m_h->shop), before + 20000000);
        // No standing budget; the day's total counts the payment.
        QCOMPARE(m_h->context->budgetModel()->rowCount(), 0);
        QCOMPARE(
            m_h->context->budgets()->spentSince(Origin::of(url), QStringLiteral("solana-sandbox"),
                                                9, QDateTime::currentDateTimeUtc().addSecs(-3600)),
            *Amount::parse(u"0.02", 9));
        // The next price above the cap asks again: nothing was granted.
        fetch(page, seller.url(QStringLiteral("second")).toString());
        QTRY_VERIFY_WITH_TIMEOUT(
            find<PayConfirmDialog>(page.window(), "payConfirmDialog") != nullptr, 20000);
        QVERIFY(find<PayConfirmDialog>(page.window(), "payConfirmDialog")
                    ->summaryText()
                    .contains(QStringLiteral("0.03 SOL left of")));
        QTest::mouseClick(
            child<QPushButton>(find<PayConfirmDialog>(page.window(), "payConfirmDialog"),
                               "declinePay"),
            Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Refused, 10000);
        QVERIFY(!page.isOutcomeProblem()); // the person's own decline is no error
        QCOMPARE(seller.paidRequests(), 1);
    }

    // "Yes: Paydesk will offer to pay this one", then an info-styled refusal
    // without a unit. A wallet that cannot cover the price is a "No", shown as an error.
    // The daily cap picker starts on the coin of the service in use: the sandbox's here, not
    // mainnet SOL.
    void capPickerStartsOnTheServicesCoin()
    {
        SpendingRulesPage page(ViewParts(m_h->context.get()).rules());
        QVERIFY(m_h->context->service()->isSandbox());
        const QString shown = child<QComboBox>(&page, "dailyCapAsset")->currentText();
        QVERIFY2(shown == QStringLiteral("SOL on Sandbox Solana"), qPrintable(shown));
    }

    void walletThatCannotCoverThePriceIsAnError()
    {
        const QString poor = m_h->createWallet(QStringLiteral("0.0005"), QStringLiteral("Poor"));
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.resize(1000, 1000);
        page.show();
        QVERIFY(child<WalletComboBox>(&page, "payWallet")->selectAddress(poor));
        const quint64 before = sellerBalance();
        fetch(page, demo(QStringLiteral("too-dear")));
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Refused, 20000);
        QCOMPARE(page.controller()->fetch()->code(), QStringLiteral("insufficient_funds"));
        shot(&page, QStringLiteral("pay-page-cannot-cover"));
        QVERIFY(find<PayConfirmDialog>(page.window(), "payConfirmDialog") == nullptr);
        QVERIFY(page.isOutcomeProblem());
        QVERIFY2(page.outcomeText().contains(
                     QStringLiteral("holds 0.0005 SOL, less than the price of 0.001 SOL")),
                 qPrintable(page.outcomeText()));
        QVERIFY2(verdict(page).startsWith(QStringLiteral("No: the wallet holds 0.0005 SOL")),
                 qPrintable(verdict(page)));
        // The USDC option: payable, but not from this (hosted Solana) wallet; never a plain yes.
        const QString other = child<RequirementsView>(&page, "requirements")
                                  ->cellText(1, RequirementsView::VerdictColumn);
        QVERIFY2(other.startsWith(QStringLiteral("Not from the chosen wallet")), qPrintable(other));
        QCOMPARE(sellerBalance(), before);
        QVERIFY(m_h->context->fetchJournal()->all().isEmpty());
    }

    // A balance that cannot be read is "unknown", never a yes.
    void unreadableBalanceIsNotAYes()
    {
        // The RPC endpoint is on devnet; the hosted wallet pays on the sandbox.
        QVERIFY(m_h->context->rpcSettings()->choose(SolanaNodeSettings::Cluster::Devnet));
        PayPage page(ViewParts(m_h->context.get()).pay());
        page.show();
        fetch(page, demo(QStringLiteral("unknown-balance")));
        QTRY_VERIFY_WITH_TIMEOUT(
            find<PayConfirmDialog>(page.window(), "payConfirmDialog") != nullptr, 20000);
        QVERIFY2(verdict(page).startsWith(QStringLiteral("Balance unknown")),
                 qPrintable(verdict(page)));
        QVERIFY(find<PayConfirmDialog>(page.window(), "payConfirmDialog")
                    ->summaryText()
                    .contains(QStringLiteral("Wallet balance: "
                                             "unknown")));
        QTest::mouseClick(
            child<QPushButton>(find<PayConfirmDialog>(page.window(), "payConfirmDialog"),
                               "declinePay"),
            Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(state(page) == State::Refused, 10000);
    }

    // A grant whose cap per payment is above its cap per day is refused (store and GUI alike).
    void grantAbovePerDayIsRefused()
    {
        SiteBudget b = SiteBudget::defaults(QStringLiteral("https://shop.example:443"),
                                            QStringLiteral("solana-sandbox"), 9);
        b.perPayment = *Amount::parse(u"0.1", 9);
        QVERIFY(!m_h->context->budgetModel()->grant(b));
        QVERIFY2(m_h->context->budgetModel()->lastError().contains(
                     QStringLiteral("(0.1 SOL) is above the cap per day (0.05 SOL)")),
                 qPrintable(m_h->context->budgetModel()->lastError()));
        QCOMPARE(m_h->context->budgetModel()->rowCount(), 0);
    }
};

QTEST_MAIN(TstGuiPay)
#include "tst_gui_pay.moc"
