#pragma once

#include "Theme.h"
#include "models/LocalPaymentController.h"

#include <QDateTime>
#include <QDialog>
#include <QPointer>
#include <QTimer>
#include <functional>

class QLabel;
class QProgressBar;
class QPushButton;

namespace paydesk {
class AppLock;
}

namespace paydesk::ui {

class ReviewVerdict;

// The frame every local payment's review shares, whatever its chain family: what it is (title,
// headline), notes about the recipient, the family's summary of exactly what would be signed,
// the countdown, the verdict, the progress line and the buttons (Decline, the family's own,
// Sign, Close). Sign asks for the passphrase first while Paydesk is locked, and signs only while
// at least kMinSecondsLeft remain. A family's dialog (SolanaReviewDialog for Solana,
// EvmReviewDialog) builds the frame around its summary widget and says what each step and
// outcome means.
class FlowReviewDialog : public QDialog
{
    Q_OBJECT
public:
    static constexpr int kMinSecondsLeft = 10;

    // Whole seconds until the transaction (or the service's quote) expires; -1 when unknown.
    int secondsLeft() const;
    PaymentFlow *paymentFlow() const { return m_paymentFlow; }
    // Notes about the recipient shown above the transaction (e.g. never paid before).
    void setWarnings(const QStringList &warnings);
    QString warningsText() const;
    // The flow ended, yet the dialog offers another try (a fresh transaction after expiry): the
    // page keeps what the user typed.
    virtual bool offersFreshTransaction() const { return false; }

    // Window-modal over `parent`'s window; `finished` runs once when the flow ends (at once if
    // it already has), in `receiver`'s lifetime.
    static void openModal(FlowReviewDialog *dialog, PaymentFlow *flow, QObject *receiver,
                          const std::function<void()> &finished);

protected:
    struct Frame
    {
        QWidget *summary = nullptr;        // the family's summary (owned by the dialog)
        QList<QPushButton *> extraButtons; // between Decline and Sign
        bool timeBar = false;              // a bar beside the countdown
        int tickMs = 250;                  // how often tick() runs while the review is open
        bool growWithText = false;         // never shorter than the wrapped text
        bool verdictLinks = false;         // the verdict's links open in the browser
    };

    FlowReviewDialog(PaymentFlow *flow, AppLock *lock, QWidget *parent);
    void buildFrame(const Frame &frame);
    // Connects the flow and shows where it stands: the end of a family's constructor.
    void follow();

    virtual QDateTime expiresAt() const = 0;
    virtual void onReviewReady() = 0;
    virtual void onStep(PaymentFlow::Step step) = 0;
    virtual void onFinished() = 0;
    virtual void tick() = 0;
    virtual void updateButtons() = 0;
    // The node accepted the signed transaction.
    virtual QString submittedText() const = 0;
    // Sign was pressed and Paydesk is unlocked.
    virtual void approveNow();
    // Decline was pressed.
    virtual void declineNow();

    void showVerdict(const QString &text, Theme::Tone tone);

    AppLock *m_lock;
    QTimer m_timer;
    QLabel *m_title = nullptr;
    QLabel *m_headline = nullptr;
    QLabel *m_warnings = nullptr;
    QLabel *m_countdown = nullptr;
    QProgressBar *m_bar = nullptr; // with Frame::timeBar only
    ReviewVerdict *m_verdictFrame = nullptr;
    QLabel *m_progress = nullptr;
    QPushButton *m_reject = nullptr;
    QPushButton *m_sign = nullptr;
    QPushButton *m_close = nullptr;

private:
    QPointer<PaymentFlow> m_paymentFlow;
};

} // namespace paydesk::ui
