#include "LocalReviewDialog.h"

#include "Theme.h"
#include "UnlockDialog.h"
#include "models/BalanceBook.h"
#include "models/RpcSettingsModel.h"
#include "models/ServiceLink.h"
#include "solana/TransactionPolicy.h"
#include "widgets/ReviewVerdict.h"
#include "widgets/TransactionSummaryView.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace paydesk::ui {

using solana::SolanaPaymentFlow;
using solana::TransactionPolicy;
using solana::TransactionReview;
using Step = SolanaPaymentFlow::Step;
using Outcome = SolanaPaymentFlow::Outcome;

namespace {
QString sol(quint64 lamports)
{
    return TransactionSummaryView::sol(lamports);
}
} // namespace

LocalReviewDialog *LocalReviewDialog::openFor(SolanaPaymentFlow *flow, const QString &walletLabel,
                                              const Parts &parts, QWidget *parent,
                                              QObject *receiver,
                                              const std::function<void()> &finished)
{
    Info info;
    info.walletLabel = walletLabel;
    info.rpcUrl = parts.rpc->endpoint().toDisplayString();
    info.sandbox = parts.service->isSandbox();
    info.balances = parts.balances;
    info.lock = parts.lock;
    auto *dialog = new LocalReviewDialog(flow, info, parent->window());
    dialog->setWindowModality(Qt::WindowModal);
    QObject::connect(flow, &SolanaPaymentFlow::finished, receiver, finished);
    dialog->open();
    if (flow->step() == SolanaPaymentFlow::Step::Finished)
        finished();
    return dialog;
}

LocalReviewDialog::LocalReviewDialog(SolanaPaymentFlow *flow, const Info &info, QWidget *parent)
    : QDialog(parent), m_flow(flow), m_info(info)
{
    setObjectName(QStringLiteral("localReviewDialog"));
    setWindowTitle(flow->isSend() ? tr("Review and sign the payment")
                                  : tr("Review and co-sign the buyer's payment"));
    setAccessibleName(windowTitle());
    setMinimumWidth(720);
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(flow->isSend() ? tr("Paydesk checked the transaction the service built. "
                                             "This is exactly what you would sign:")
                                        : tr("The buyer signed a transfer to you. You co-sign as "
                                             "fee payer; this is exactly what you would sign:"),
                         this);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_headline = new QLabel(tr("Getting the transaction from the service…"), this);
    m_headline->setObjectName(QStringLiteral("reviewHeadline"));
    m_headline->setWordWrap(true);
    QFont big = Theme::titleFont(m_headline->font());
    m_headline->setFont(big);
    layout->addWidget(m_headline);
    m_warnings = new QLabel(this);
    m_warnings->setObjectName(QStringLiteral("recipientWarning"));
    m_warnings->setWordWrap(true);
    QPalette warningPalette = m_warnings->palette();
    warningPalette.setColor(QPalette::WindowText,
                            Theme::textColor(Theme::Tone::Warning, warningPalette));
    m_warnings->setPalette(warningPalette);
    m_warnings->setVisible(false);
    layout->addWidget(m_warnings);

    m_summary = new TransactionSummaryView(this);
    m_summary->setObjectName(QStringLiteral("reviewSummary"));
    layout->addWidget(m_summary);

    auto *timeRow = new QHBoxLayout;
    m_countdown = new QLabel(this);
    m_countdown->setObjectName(QStringLiteral("reviewCountdown"));
    m_countdown->setWordWrap(true);
    m_bar = new QProgressBar(this);
    m_bar->setTextVisible(false);
    m_bar->setMaximumWidth(200);
    m_bar->setMaximumHeight(10);
    m_bar->setAccessibleName(tr("Time left to sign"));
    timeRow->addWidget(m_countdown, 1);
    timeRow->addWidget(m_bar);
    layout->addLayout(timeRow);

    m_verdictFrame = new ReviewVerdict(QStringLiteral("reviewVerdict"), false, this);
    m_verdict = m_verdictFrame->label();
    layout->addWidget(m_verdictFrame);
    m_progress = new QLabel(this);
    m_progress->setWordWrap(true);
    Theme::makeSubtitle(m_progress);
    layout->addWidget(m_progress);
    layout->addStretch(1);

    auto *buttons = new QHBoxLayout;
    m_reject = new QPushButton(tr("&Decline"), this);
    m_reject->setObjectName(QStringLiteral("reviewReject"));
    m_refresh = new QPushButton(Theme::icon(QStringLiteral("refresh")),
                                tr("&Get a fresh transaction"), this);
    m_refresh->setObjectName(QStringLiteral("reviewRefresh"));
    m_sign = new QPushButton(flow->isSend() ? tr("&Sign && send") : tr("&Co-sign && send"), this);
    m_sign->setObjectName(QStringLiteral("reviewSign"));
    m_sign->setAutoDefault(false);
    m_close = new QPushButton(tr("Close"), this);
    m_close->setObjectName(QStringLiteral("reviewClose"));
    buttons->addWidget(m_reject);
    buttons->addStretch(1);
    buttons->addWidget(m_refresh);
    buttons->addWidget(m_sign);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);

    connect(m_reject, &QPushButton::clicked, this, [this]() {
        if (m_flow)
            m_flow->reject();
    });
    connect(m_refresh, &QPushButton::clicked, this, [this]() {
        if (m_flow)
            m_flow->refresh();
    });
    connect(m_sign, &QPushButton::clicked, this, [this]() {
        // Locked (e.g. auto-lock while reviewing): the passphrase first, then the signature.
        UnlockDialog::ensureUnlocked(
            m_info.lock, this, tr("Paydesk is locked. Unlock it to sign this transaction."),
            [this](bool unlocked) {
                if (unlocked && m_flow && secondsLeft() != 0 &&
                    (secondsLeft() < 0 || secondsLeft() >= kMinSecondsLeft))
                    m_flow->approve();
            });
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(flow, &SolanaPaymentFlow::stepChanged, this, &LocalReviewDialog::onStep);
    connect(flow, &SolanaPaymentFlow::reviewReady, this, &LocalReviewDialog::onReviewReady);
    connect(flow, &SolanaPaymentFlow::finished, this, &LocalReviewDialog::onFinished);
    connect(flow, &SolanaPaymentFlow::progress, m_progress, &QLabel::setText);
    connect(flow, &SolanaPaymentFlow::broadcastStateChanged, this, [this](JournalState s) {
        if (s == JournalState::Submitted)
            m_headline->setText(tr("Sent. Waiting for the network to confirm it…"));
    });
    m_timer.setInterval(200);
    connect(&m_timer, &QTimer::timeout, this, &LocalReviewDialog::tick);
    if (flow->step() == Step::AwaitingApproval || flow->step() == Step::Finished)
        onReviewReady();
    onStep(flow->step());
    if (flow->step() == Step::Finished)
        onFinished();
}

int LocalReviewDialog::secondsLeft() const
{
    if (!m_flow || !m_flow->review().expiresAt.isValid())
        return -1;
    const qint64 ms = QDateTime::currentDateTimeUtc().msecsTo(m_flow->review().expiresAt);
    return int(std::max<qint64>(0, ms / 1000));
}

void LocalReviewDialog::onReviewReady()
{
    if (!m_flow)
        return;
    const TransactionReview &r = m_flow->review();
    const QString amount = sol(r.lamports);
    if (m_flow->isSend())
        m_headline->setText(tr("You pay %1 to %2").arg(amount, Address::brief(r.to)));
    else
        m_headline->setText(tr("You receive %1 from %2").arg(amount, Address::brief(r.from)));
    m_title->setText(r.ok() ? (m_flow->isSend()
                                   ? tr("Paydesk checked the transaction the service built. This "
                                        "is exactly what you would sign:")
                                   : tr("The buyer signed a transfer to you. You co-sign as fee "
                                        "payer; this is exactly what you would sign:"))
                            : tr("Paydesk checked the transaction the service built and will "
                                 "not sign it:"));
    m_summary->setReview(r, m_flow->simulation(),
                         {m_flow->isSend(), m_info.walletLabel, m_info.rpcUrl, m_info.sandbox,
                          m_info.balances
                              ? m_info.balances->balance(m_flow->isSend() ? r.from : r.to)
                              : std::nullopt});
    m_total = int(std::max<qint64>(r.secondsLeft, secondsLeft()));
    m_bar->setRange(0, std::max(1, m_total));
    if (r.ok()) {
        m_verdictFrame->setVisible(false);
        if (m_declineWhenReady)
            m_flow->reject();
    } else {
        showVerdict(tr("Paydesk refused to sign this transaction: %1").arg(r.reason),
                    int(Theme::Tone::Danger));
    }
    m_timer.start();
    tick();
    QTimer::singleShot(0, this, [this]() { adjustSize(); });
}

void LocalReviewDialog::onStep(Step step)
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

void LocalReviewDialog::tick()
{
    const int left = secondsLeft();
    const Step step = m_flow ? m_flow->step() : Step::Finished;
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

void LocalReviewDialog::updateButtons()
{
    const Step step = m_flow ? m_flow->step() : Step::Finished;
    const int left = secondsLeft();
    const bool awaiting = step == Step::AwaitingApproval;
    const bool enoughTime = left < 0 || left >= kMinSecondsLeft;
    const bool signedOnce = m_flow && !m_flow->signature().isEmpty();
    const TransactionReview::Refusal refusal =
        m_flow ? m_flow->review().refusal : TransactionReview::Refusal::None;
    const bool timeRefusal = step == Step::Finished && !signedOnce &&
                             m_flow->outcome() == Outcome::Refused &&
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

void LocalReviewDialog::showVerdict(const QString &text, int tone)
{
    m_verdictFrame->showVerdict(text, Theme::Tone(tone));
}

void LocalReviewDialog::onFinished()
{
    if (!m_flow)
        return;
    m_timer.stop();
    m_progress->clear();
    const QString message = m_flow->message();
    const TransactionReview &r = m_flow->review();
    switch (m_flow->outcome()) {
    case Outcome::Confirmed:
        m_headline->setText(m_flow->isSend() ? tr("Confirmed: %1 paid").arg(sol(r.lamports))
                                             : tr("Confirmed: %1 received").arg(sol(r.lamports)));
        showVerdict(tr("%1\nSignature: %2").arg(message, m_flow->signature()),
                    int(Theme::Tone::Success));
        break;
    case Outcome::Failed:
        m_headline->setText(tr("Failed: fee charged"));
        showVerdict(tr("The transaction landed with an error: the network fee was charged, the "
                       "amount was not paid. %1")
                        .arg(message),
                    int(Theme::Tone::Danger));
        break;
    case Outcome::Expired:
        m_headline->setText(tr("Expired: nothing charged"));
        showVerdict(tr("It never landed before its blockhash expired, so nothing was charged. "
                       "%1")
                        .arg(message),
                    int(Theme::Tone::Warning));
        break;
    case Outcome::Rejected:
        m_headline->setText(tr("Refused by the network: nothing charged"));
        showVerdict(message, int(Theme::Tone::Warning));
        break;
    case Outcome::Refused:
        m_headline->setText(r.ok() ? tr("Declined: nothing was signed")
                                   : tr("Refused: nothing was signed"));
        showVerdict(r.ok() ? message
                           : tr("Paydesk refused to sign this transaction: %1").arg(message),
                    int(r.ok() ? Theme::Tone::Info : Theme::Tone::Danger));
        break;
    case Outcome::Error:
        m_headline->setText(tr("Not sent"));
        showVerdict(message, int(Theme::Tone::Danger));
        break;
    case Outcome::Unfinished:
        m_headline->setText(tr("Not final yet"));
        showVerdict(message, int(Theme::Tone::Warning));
        break;
    case Outcome::None:
        break;
    }
    tick();
    m_close->setDefault(true);
    m_close->setFocus();
    QTimer::singleShot(0, this, [this]() { adjustSize(); });
}

void LocalReviewDialog::reject()
{
    // Closing while the review waits is a "no"; while it is on its way the flow goes on and the
    // page reports the outcome.
    if (m_flow) {
        if (m_flow->step() == Step::AwaitingApproval)
            m_flow->reject();
        else if (m_flow->step() == Step::Building || m_flow->step() == Step::Checking)
            m_declineWhenReady = true;
    }
    QDialog::reject();
}

void LocalReviewDialog::setWarnings(const QStringList &warnings)
{
    m_warnings->setText(warnings.join(u'\n'));
    m_warnings->setVisible(!warnings.isEmpty());
}

QString LocalReviewDialog::warningsText() const
{
    return m_warnings->text();
}

} // namespace paydesk::ui
