// The Status view against a real sandbox: a lookup that polls with backoff until the payment is
// final and then stops, with the timeline, every field and the raw JSON; an unknown id stops at
// once with its meaning.
#include "GuiHarness.h"
#include "models/SendController.h"
#include "models/StatusTimelineModel.h"
#include "pages/StatusPage.h"
#include "util/Widgets.h"
#include "widgets/ErrorPanel.h"
#include "widgets/TimelineWidget.h"

#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>

using namespace paydesk;
using namespace paydesk::testing;
using namespace paydesk::ui;

class TstGuiStatus : public QObject
{
    Q_OBJECT

    std::unique_ptr<GuiHarness> m_h;

private Q_SLOTS:
    void init() { m_h = std::make_unique<GuiHarness>(); }
    void cleanup() { m_h.reset(); }

    void pollsUntilFinal()
    {
        // A slow chain (1 s per slot) so that the first answers are not final yet.
        m_h.reset();
        m_h = std::make_unique<GuiHarness>(QList<sandbox::ApiKeySpec>{}, 1000);
        const SendPaymentResult paid = m_h->pay(m_h->wallet, m_h->shop, QStringLiteral("0.3"));
        StatusPage page(m_h->context->client(), m_h->context->historyCache(),
                        m_h->context->historyWriter(), m_h->context->events());
        page.show();
        PaymentStatusTracker *tracker = page.tracker();
        tracker->setBackoff({150, 1.5, 600});
        QSignalSpy scheduled(tracker, &PaymentStatusTracker::nextPollScheduled);
        QSignalSpy final(tracker, &PaymentStatusTracker::reachedFinalState);

        QTest::keyClicks(child<QLineEdit>(&page, "paymentId"), paid.paymentId);
        QTest::mouseClick(child<QPushButton>(&page, "lookUp"), Qt::LeftButton);
        QVERIFY(tracker->isPolling());
        QTRY_VERIFY_WITH_TIMEOUT(tracker->hasRecord(), 10000);
        QVERIFY(!tracker->record().isFinal());
        QVERIFY(child<QLabel>(&page, "currentState")->isVisibleTo(&page));
        // Let the chain run to finalization.
        m_h->advance(64);
        QTRY_COMPARE_WITH_TIMEOUT(final.count(), 1, 20000);
        QCOMPARE(tracker->record().state, PaymentState::Finalized);
        QVERIFY(!tracker->isPolling());
        QCOMPARE(tracker->nextPollInMs(), -1);
        // Backoff: the pauses grew and stayed under the cap.
        QVERIFY(scheduled.count() >= 1);
        for (int i = 1; i < scheduled.count(); ++i)
            QVERIFY(scheduled.at(i).first().toInt() >= scheduled.at(i - 1).first().toInt());
        QVERIFY(scheduled.last().first().toInt() <= 600);
        // It stopped: no more requests.
        const int polls = tracker->polls();
        QTest::qWait(800);
        QCOMPARE(tracker->polls(), polls);

        // The view: current state, timeline, fields, raw JSON.
        QCOMPARE(child<QLabel>(&page, "currentState")->text(), QStringLiteral("Finalized"));
        StatusTimelineModel *timeline = tracker->timeline();
        for (PaymentState s : {PaymentState::Pending, PaymentState::Submitted,
                               PaymentState::Confirmed, PaymentState::Finalized})
            QVERIFY(timeline->isReached(s));
        QVERIFY(!timeline->isReached(PaymentState::Failed));
        QVERIFY(!timeline->isReached(PaymentState::Expired));
        QVERIFY(child<TimelineWidget>(&page, "timeline")
                    ->stepText(3)
                    .startsWith(QStringLiteral("Finalized")));
        // Item 11: no failure steps drawn after a finalized payment as "not reached", and the
        // final step's time is the record's own "Updated" time.
        QVERIFY(child<TimelineWidget>(&page, "timeline")->isStepShown(3));
        QVERIFY(!child<TimelineWidget>(&page, "timeline")->isStepShown(4));
        QVERIFY(!child<TimelineWidget>(&page, "timeline")->isStepShown(5));
        QVERIFY2(child<TimelineWidget>(&page, "timeline")
                     ->stepText(3)
                     .contains(StatusTimelineModel::timeText(tracker->record().updatedAt)),
                 qPrintable(child<TimelineWidget>(&page, "timeline")->stepText(3)));
        QCOMPARE(tracker->fields()->valueOf(QStringLiteral("paymentId")), paid.paymentId);
        QCOMPARE(tracker->fields()->valueOf(QStringLiteral("amount")), QStringLiteral("0.3 SOL"));
        QVERIFY(child<QPlainTextEdit>(&page, "rawJson")->toPlainText().contains(paid.paymentId));
        QVERIFY(child<QPlainTextEdit>(&page, "rawJson")
                    ->toPlainText()
                    .contains(QStringLiteral("\"finalized\"")));
    }

    // Item 2 and 11: a local build nobody signed ends expired: the timeline shows the path it
    // took (pending, then expired), and the state says nothing was charged.
    void unsignedBuildShowsNotSigned()
    {
        TransactionReply *built = m_h->context->client()->buildSendTransaction(
            {m_h->wallet, m_h->shop, QStringLiteral("0.125"), {}, {}, {}, {}});
        QSignalSpy done(built, &ApiReply::finished);
        QVERIFY(done.wait(10000));
        QVERIFY(built->ok());
        const QString id = built->result().paymentId;
        m_h->advance(160);
        StatusPage page(m_h->context->client(), m_h->context->historyCache(),
                        m_h->context->historyWriter(), m_h->context->events());
        page.tracker()->setBackoff({100, 1.5, 300});
        page.lookUp(id);
        QTRY_VERIFY_WITH_TIMEOUT(page.tracker()->hasRecord() && page.tracker()->record().isFinal(),
                                 20000);
        QCOMPARE(page.tracker()->record().state, PaymentState::Expired);
        QCOMPARE(child<QLabel>(&page, "currentState")->text(),
                 QStringLiteral("Not signed, nothing charged"));
        QVERIFY(child<TimelineWidget>(&page, "timeline")->isStepShown(0));
        QVERIFY(!child<TimelineWidget>(&page, "timeline")->isStepShown(1)); // never submitted
        QVERIFY(!child<TimelineWidget>(&page, "timeline")->isStepShown(2));
        QVERIFY(!child<TimelineWidget>(&page, "timeline")->isStepShown(3));
        QVERIFY(!child<TimelineWidget>(&page, "timeline")->isStepShown(4));
        QVERIFY(child<TimelineWidget>(&page, "timeline")->isStepShown(5));
        QCOMPARE(page.tracker()->record().fee->toString(), QStringLiteral("0"));
    }

    // What the page says it does: a payment you send shows here by itself, and is followed.
    void aSentPaymentShowsByItself()
    {
        StatusPage page(m_h->context->client(), m_h->context->historyCache(),
                        m_h->context->historyWriter(), m_h->context->events());
        page.show();
        QVERIFY(child<QLineEdit>(&page, "paymentId")->text().isEmpty());
        SendController send(m_h->context->client());
        send.setEvents(m_h->context->events());
        QString id;
        connect(&send, &SendController::paid, &page,
                [&id](const SendPaymentResult &r) { id = r.paymentId; });
        send.send(
            SendPaymentRequest{m_h->wallet, m_h->shop, QStringLiteral("0.2"), {}, {}, {}, {}});
        QTRY_VERIFY_WITH_TIMEOUT(!id.isEmpty(), 10000);
        QCOMPARE(child<QLineEdit>(&page, "paymentId")->text(), id);
        QTRY_VERIFY_WITH_TIMEOUT(page.tracker()->hasRecord(), 10000);
        QCOMPARE(page.tracker()->record().paymentId, id);
        // The page is made when first opened: one opened after the send shows it as well.
        StatusPage later(m_h->context->client(), m_h->context->historyCache(),
                         m_h->context->historyWriter(), m_h->context->events());
        QTRY_COMPARE(child<QLineEdit>(&later, "paymentId")->text(), id);
    }

    void unknownIdStops()
    {
        StatusPage page(m_h->context->client(), m_h->context->historyCache(),
                        m_h->context->historyWriter(), m_h->context->events());
        page.lookUp(QStringLiteral("pay_does_not_exist"));
        QTRY_VERIFY_WITH_TIMEOUT(!page.tracker()->isPolling(), 10000);
        QCOMPARE(page.tracker()->lastError().code(), QStringLiteral("NOT_FOUND"));
        QVERIFY(child<ErrorPanel>(&page, "errorPanel")->isVisibleTo(&page));
        QVERIFY(child<ErrorPanel>(&page, "errorPanel")
                    ->text()
                    .contains(QStringLiteral("Check the payment id")));
        QCOMPARE(page.tracker()->nextPollInMs(), -1);
    }

    void invalidIdIsNotSent()
    {
        StatusPage page(m_h->context->client(), m_h->context->historyCache(),
                        m_h->context->historyWriter(), m_h->context->events());
        page.lookUp(QStringLiteral("pay with spaces"));
        QVERIFY(child<ErrorPanel>(&page, "errorPanel")->isVisibleTo(&page));
        QCOMPARE(page.tracker()->polls(), 0);
    }
};

QTEST_MAIN(TstGuiStatus)
#include "tst_gui_status.moc"
