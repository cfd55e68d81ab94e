#pragma once

#include "payments/SolanaPaymentFlow.h"

#include <QDialog>
#include <QPointer>
#include <QTimer>
#include <functional>

class QFrame;
class QLabel;
class QProgressBar;
class QPushButton;

namespace paydesk {
class AppLock;
class BalanceBook;
class RpcSettingsModel;
class ServiceLink;
} // namespace paydesk

namespace paydesk::ui {

class TransactionSummaryView;
class ReviewVerdict;

// What you see is what you sign: the transaction the service built, decoded and checked by
// SolanaPaymentFlow, in plain words (who pays whom how much, network fee, priority fee, network,
// each instruction, the simulation), with a live countdown to its expiry. "Sign & send" is
// enabled only while at least kMinSecondsLeft remain; on expiry the dialog offers a fresh
// transaction instead. A refusal is shown with its reason and no way to sign. After signing it
// follows the broadcast to the final outcome.
class LocalReviewDialog : public QDialog
{
    Q_OBJECT
public:
    static constexpr int kMinSecondsLeft = 10;
    struct Info
    {
        QString walletLabel;
        QString rpcUrl;
        BalanceBook *balances = nullptr; // the paying wallet's balance, for "balance after"
        bool sandbox = false;
        AppLock *lock = nullptr; // while locked, signing asks for the passphrase first
    };

    // What a page that opens reviews hands over (the rest of Info comes from these).
    struct Parts
    {
        RpcSettingsModel *rpc = nullptr;
        const ServiceLink *service = nullptr;
        BalanceBook *balances = nullptr;
        AppLock *lock = nullptr;
    };

    LocalReviewDialog(solana::SolanaPaymentFlow *flow, const Info &info, QWidget *parent = nullptr);

    // The one way the pages open a review: window-modal over `parent`'s window, with the RPC
    // and sandbox flag of `parts`; `finished` runs once when the flow ends (at once if it
    // already has), in `receiver`'s lifetime.
    static LocalReviewDialog *openFor(solana::SolanaPaymentFlow *flow, const QString &walletLabel,
                                      const Parts &parts, QWidget *parent, QObject *receiver,
                                      const std::function<void()> &finished);

    // Notes about the recipient shown above the transaction (e.g. never paid before).
    void setWarnings(const QStringList &warnings);
    QString warningsText() const;
    // Whole seconds until expiry (-1 when unknown).
    int secondsLeft() const;
    solana::SolanaPaymentFlow *flow() const { return m_flow; }

public Q_SLOTS:
    // Esc, Close or the window's close button: a "no" while the review waits (also when the
    // transaction is still being fetched); while it is on its way the flow goes on.
    void reject() override;

private:
    void onStep(solana::SolanaPaymentFlow::Step step);
    void onReviewReady();
    void onFinished();
    void tick();
    void showVerdict(const QString &text, int tone);
    void updateButtons();

    QPointer<solana::SolanaPaymentFlow> m_flow;
    Info m_info;
    QTimer m_timer;
    QLabel *m_title;
    QLabel *m_headline;
    QLabel *m_warnings = nullptr;
    TransactionSummaryView *m_summary;
    QLabel *m_countdown;
    QProgressBar *m_bar;
    ReviewVerdict *m_verdictFrame;
    QLabel *m_verdict;
    QLabel *m_progress;
    QPushButton *m_reject;
    QPushButton *m_refresh;
    QPushButton *m_sign;
    QPushButton *m_close;
    int m_total = 0;
    bool m_declineWhenReady = false;
};

} // namespace paydesk::ui
