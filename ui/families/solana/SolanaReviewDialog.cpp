#include "SolanaReviewDialog.h"

#include "Theme.h"
#include "families/solana/SolanaSummaryView.h"
#include "models/BalanceBook.h"
#include "models/ServiceLink.h"
#include "models/solana/SolanaNodeSettings.h"
#include "solana/TransactionPolicy.h"
#include "widgets/ReviewVerdict.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>

namespace paydesk::ui {

using solana::SolanaPaymentFlow;
using solana::TransactionPolicy;
using solana::TransactionReview;
using Step = SolanaPaymentFlow::Step;
using Outcome = SolanaPaymentFlow::Outcome;

namespace {
QString sol(quint64 lamports)
{
    return SolanaSummaryView::sol(lamports);
}
} // namespace

FlowReviewDialog *SolanaReviewDialog::create(PaymentFlow *flow, const ReviewParts &parts,
                                             const ReviewWallet &wallet, QWidget *parent)
{
    auto *solanaFlow = qobject_cast<SolanaPaymentFlow *>(flow);
    if (!solanaFlow)
        return nullptr;
    Info info;
    info.walletLabel = wallet.label;
    info.rpcUrl = parts.rpc ? parts.rpc->endpoint().toDisplayString() : QString();
    info.sandbox = parts.service && parts.service->isSandbox();
    info.balances = parts.balances;
    info.lock = parts.lock;
    return new SolanaReviewDialog(solanaFlow, info, parent);
}

bool SolanaReviewDialog::offersFreshTransaction() const
{
    return flow()->outcome() == PaymentFlow::Outcome::Refused &&
           flow()->review().refusal == solana::TransactionReview::Refusal::TooLittleTime;
}

SolanaReviewDialog::SolanaReviewDialog(SolanaPaymentFlow *flow, const Info &info, QWidget *parent)
    : FlowReviewDialog(flow, info.lock, parent), m_info(info)
{
    setObjectName(QStringLiteral("localReviewDialog"));
    setWindowTitle(flow->isSend() ? tr("Review and sign the payment")
                                  : tr("Review and co-sign the buyer's payment"));
    setAccessibleName(windowTitle());
    m_summary = new SolanaSummaryView(this);
    m_summary->setObjectName(QStringLiteral("reviewSummary"));
    m_refresh = new QPushButton(Theme::icon(QStringLiteral("refresh")),
                                tr("&Get a fresh transaction"), this);
    m_refresh->setObjectName(QStringLiteral("reviewRefresh"));
    Frame frame;
    frame.summary = m_summary;
    frame.extraButtons = {m_refresh};
    frame.timeBar = true;
    frame.tickMs = 200;
    buildFrame(frame);
    m_title->setText(flow->isSend() ? tr("Paydesk checked the transaction the service built. "
                                         "This is exactly what you would sign:")
                                    : tr("The buyer signed a transfer to you. You co-sign as "
                                         "fee payer; this is exactly what you would sign:"));
    if (!flow->isSend())
        m_sign->setText(tr("&Co-sign && send"));
    connect(m_refresh, &QPushButton::clicked, this, [this]() {
        if (this->flow())
            this->flow()->refresh();
    });
    follow();
}

QDateTime SolanaReviewDialog::expiresAt() const
{
    return flow()->review().expiresAt;
}

QString SolanaReviewDialog::submittedText() const
{
    return tr("Sent. Waiting for the network to confirm it…");
}

void SolanaReviewDialog::onReviewReady()
{
    if (!flow())
        return;
    const TransactionReview &r = flow()->review();
    const QString amount = sol(r.lamports);
    if (flow()->isSend())
        m_headline->setText(tr("You pay %1 to %2").arg(amount, Address::brief(r.to)));
    else
        m_headline->setText(tr("You receive %1 from %2").arg(amount, Address::brief(r.from)));
    m_title->setText(r.ok() ? (flow()->isSend()
                                   ? tr("Paydesk checked the transaction the service built. This "
                                        "is exactly what you would sign:")
                                   : tr("The buyer signed a transfer to you. You co-sign as fee "
                                        "payer; this is exactly what you would sign:"))
                            : tr("Paydesk checked the transaction the service built and will "
                                 "not sign it:"));
    m_summary->setReview(r, flow()->simulation(),
                         {flow()->isSend(), m_info.walletLabel, m_info.rpcUrl, m_info.sandbox,
                          m_info.balances
                              ? m_info.balances->balance(flow()->isSend() ? r.from : r.to)
                              : std::nullopt});
    m_total = int(std::max<qint64>(r.secondsLeft, secondsLeft()));
    m_bar->setRange(0, std::max(1, m_total));
    if (r.ok()) {
        m_verdictFrame->setVisible(false);
        if (m_declineWhenReady)
            flow()->reject();
    } else {
        showVerdict(tr("Paydesk refused to sign this transaction: %1").arg(r.reason),
                    Theme::Tone::Danger);
    }
    m_timer.start();
    tick();
    QTimer::singleShot(0, this, [this]() { adjustSize(); });
}

void SolanaReviewDialog::onStep(Step step)
{
    switch (step) {
    case Step::Building:
        m_headline->setText(tr("Getting the transaction from the service…"));
        m_verdictFrame->setVisible(false);
        m_progress->clear();
        m_timer.stop();
        m_countdown->clear();
        break;
    case Step::Checking:
        m_headline->setText(tr("Checking the transaction against what you asked for…"));
        break;
    case Step::Signing:
        m_progress->setText(tr("Signing with the key from your system keychain…"));
        break;
    case Step::Broadcasting:
        m_headline->setText(tr("Signed and journaled. Sending it to the network…"));
        break;
    case Step::Idle:
    case Step::AwaitingApproval:
    case Step::Finished:
        break;
    }
    updateButtons();
}

void SolanaReviewDialog::tick()
{
    const int left = secondsLeft();
    const Step step = flow() ? flow()->step() : Step::Finished;
    m_bar->setValue(std::clamp(left, 0, m_bar->maximum()));
    m_bar->setVisible(left >= 0 && step != Step::Finished);
    if (left < 0) {
        m_countdown->setText(tr("The service gave no expiry time; Paydesk checks the block "
                                "height again right before signing."));
    } else if (step == Step::Broadcasting || step == Step::Signing) {
        m_countdown->setText(left > 0 ? tr("It can land during the next %1 s; if it does not, "
                                           "nothing is charged.")
                                            .arg(left)
                                      : tr("Its time is up: waiting for the network's last word."));
    } else if (step == Step::Finished) {
        m_countdown->clear();
    } else if (left == 0) {
        m_countdown->setText(tr("Expired: this transaction can no longer land. Nothing was "
                                "signed. Get a fresh one to pay."));
    } else if (left < kMinSecondsLeft) {
        m_countdown->setText(tr("Only %1 s left: too little to sign and land it safely. Get "
                                "a fresh transaction.")
                                 .arg(left));
    } else {
        m_countdown->setText(
            tr("Valid for %1 more seconds: sign before the countdown ends.").arg(left));
    }
    QPalette p = palette();
    if (left >= 0 && left < kMinSecondsLeft && step == Step::AwaitingApproval)
        p.setColor(QPalette::WindowText, Theme::textColor(Theme::Tone::Danger, p));
    m_countdown->setPalette(p);
    updateButtons();
}

void SolanaReviewDialog::updateButtons()
{
    const Step step = flow() ? flow()->step() : Step::Finished;
    const int left = secondsLeft();
    const bool awaiting = step == Step::AwaitingApproval;
    const bool enoughTime = left < 0 || left >= kMinSecondsLeft;
    const bool signedOnce = flow() && !flow()->signature().isEmpty();
    const TransactionReview::Refusal refusal =
        flow() ? flow()->review().refusal : TransactionReview::Refusal::None;
    const bool timeRefusal = step == Step::Finished && !signedOnce &&
                             flow()->outcome() == Outcome::Refused &&
                             (refusal == TransactionReview::Refusal::Expired ||
                              refusal == TransactionReview::Refusal::TooLittleTime);
    m_sign->setVisible(awaiting);
    m_sign->setEnabled(awaiting && enoughTime);
    m_sign->setToolTip(
        enoughTime
            ? QString()
            : tr("Fewer than %1 seconds left: get a fresh transaction.").arg(kMinSecondsLeft));
    m_reject->setVisible(awaiting || step == Step::Building || step == Step::Checking);
    m_refresh->setVisible((awaiting && !enoughTime) || timeRefusal);
    m_close->setVisible(step == Step::Finished || step == Step::Broadcasting);
    if (awaiting && enoughTime && !m_sign->hasFocus() && !m_reject->hasFocus())
        m_reject->setDefault(true);
    if (m_refresh->isVisible())
        m_refresh->setDefault(true);
}

void SolanaReviewDialog::onFinished()
{
    if (!flow())
        return;
    m_timer.stop();
    m_progress->clear();
    const QString message = flow()->message();
    const TransactionReview &r = flow()->review();
    switch (flow()->outcome()) {
    case Outcome::Confirmed:
        m_headline->setText(flow()->isSend() ? tr("Confirmed: %1 paid").arg(sol(r.lamports))
                                             : tr("Confirmed: %1 received").arg(sol(r.lamports)));
        showVerdict(tr("%1\nSignature: %2").arg(message, flow()->signature()),
                    Theme::Tone::Success);
        break;
    case Outcome::Failed:
        m_headline->setText(tr("Failed: fee charged"));
        showVerdict(tr("The transaction landed with an error: the network fee was charged, the "
                       "amount was not paid. %1")
                        .arg(message),
                    Theme::Tone::Danger);
        break;
    case Outcome::Expired:
        m_headline->setText(tr("Expired: nothing charged"));
        showVerdict(tr("It never landed before its blockhash expired, so nothing was charged. "
                       "%1")
                        .arg(message),
                    Theme::Tone::Warning);
        break;
    case Outcome::Rejected:
        m_headline->setText(tr("Refused by the network: nothing charged"));
        showVerdict(message, Theme::Tone::Warning);
        break;
    case Outcome::Refused:
        m_headline->setText(r.ok() ? tr("Declined: nothing was signed")
                                   : tr("Refused: nothing was signed"));
        showVerdict(r.ok() ? message
                           : tr("Paydesk refused to sign this transaction: %1").arg(message),
                    r.ok() ? Theme::Tone::Info : Theme::Tone::Danger);
        break;
    case Outcome::Error:
        m_headline->setText(tr("Not sent"));
        showVerdict(message, Theme::Tone::Danger);
        break;
    case Outcome::Unfinished:
        m_headline->setText(tr("Not final yet"));
        showVerdict(message, Theme::Tone::Warning);
        break;
    case Outcome::None:
        break;
    }
    tick();
    m_close->setDefault(true);
    m_close->setFocus();
    QTimer::singleShot(0, this, [this]() { adjustSize(); });
}

void SolanaReviewDialog::reject()
{
    // Closing while the review waits is a "no"; while it is on its way the flow goes on and the
    // page reports the outcome.
    if (flow()) {
        if (flow()->step() == Step::AwaitingApproval)
            flow()->reject();
        else if (flow()->step() == Step::Building || flow()->step() == Step::Checking)
            m_declineWhenReady = true;
    }
    QDialog::reject();
}

} // namespace paydesk::ui
