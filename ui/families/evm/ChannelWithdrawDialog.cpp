#include "ChannelWithdrawDialog.h"

#include "Theme.h"
#include "dialogs/UnlockDialog.h"
#include "families/evm/EvmSummaryView.h"
#include "payments/evm/EvmEndpoint.h"
#include "widgets/ReviewVerdict.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace paydesk::ui {

using evm::ChannelWithdrawal;
using WithdrawStep = ChannelWithdrawal::Step;
using WithdrawOutcome = ChannelWithdrawal::Outcome;

ChannelWithdrawDialog::ChannelWithdrawDialog(ChannelWithdrawal *withdrawal, const Info &info,
                                             QWidget *parent)
    : QDialog(parent), m_info(info), m_withdrawal(withdrawal)
{
    setObjectName(QStringLiteral("channelWithdrawDialog"));
    setWindowTitle(tr("Withdraw from the channel with %1").arg(info.seller));
    setAccessibleName(windowTitle());
    setMinimumWidth(720);
    auto *layout = new QVBoxLayout(this);
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    auto *intro = new QLabel(
        tr("A withdrawal takes back what %1 has not charged (Paydesk counts %2) without the "
           "seller's help, by a transaction from your wallet in two steps: the first starts the "
           "channel's withdraw delay, during which the seller may still claim the vouchers you "
           "signed; once it has passed, a second withdrawal returns the rest. Only the network "
           "fee is paid.")
            .arg(info.seller, info.refundable),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_headline = new QLabel(tr("Reading the channel from your node…"), this);
    m_headline->setObjectName(QStringLiteral("withdrawHeadline"));
    m_headline->setWordWrap(true);
    m_headline->setFont(Theme::titleFont(m_headline->font()));
    layout->addWidget(m_headline);
    m_line = new QLabel(this);
    m_line->setObjectName(QStringLiteral("withdrawExplanation"));
    m_line->setWordWrap(true);
    m_line->hide();
    layout->addWidget(m_line);
    m_summary = new EvmSummaryView(this);
    m_summary->setObjectName(QStringLiteral("withdrawSummary"));
    m_summary->setMinimumWidth(700);
    m_summary->hide();
    layout->addWidget(m_summary);
    m_verdictFrame = new ReviewVerdict(QStringLiteral("withdrawVerdict"), true, this);
    layout->addWidget(m_verdictFrame);
    m_progress = new QLabel(this);
    m_progress->setWordWrap(true);
    Theme::makeSubtitle(m_progress);
    layout->addWidget(m_progress);
    layout->addStretch(1);

    auto *buttons = new QHBoxLayout;
    m_close = new QPushButton(tr("Close"), this);
    m_close->setObjectName(QStringLiteral("withdrawClose"));
    m_sign = new QPushButton(tr("&Sign && send"), this);
    m_sign->setObjectName(QStringLiteral("withdrawSign"));
    m_sign->setAutoDefault(false);
    buttons->addWidget(m_close);
    buttons->addStretch(1);
    buttons->addWidget(m_sign);
    layout->addLayout(buttons);

    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_sign, &QPushButton::clicked, this, &ChannelWithdrawDialog::signAndSend);
    if (m_withdrawal) {
        connect(m_withdrawal, &ChannelWithdrawal::reviewReady, this,
                &ChannelWithdrawDialog::onReviewReady);
        connect(m_withdrawal, &ChannelWithdrawal::finished, this,
                &ChannelWithdrawDialog::onFinished);
        connect(m_withdrawal, &ChannelWithdrawal::progress, m_progress, &QLabel::setText);
        connect(m_withdrawal, &ChannelWithdrawal::stepChanged, this, [this](WithdrawStep s) {
            if (s == WithdrawStep::Signing)
                m_progress->setText(tr("Signing with the key from your system keychain…"));
            if (s == WithdrawStep::Broadcasting)
                m_headline->setText(tr("Signed and journaled. Waiting for a block…"));
            updateButtons();
        });
    }
    updateButtons();
}

QString ChannelWithdrawDialog::headlineText() const
{
    return m_headline->text();
}

QString ChannelWithdrawDialog::verdictText() const
{
    return m_verdictFrame->isVisibleTo(this) ? m_verdictFrame->label()->text() : QString();
}

void ChannelWithdrawDialog::onReviewReady()
{
    const evm::EvmReview &r = m_withdrawal->review();
    const bool finish = m_withdrawal->finalizing();
    m_headline->setText(finish ? tr("Finish the withdrawal") : tr("Start the withdrawal"));
    m_line->setText(finish ? tr("The withdraw delay has passed: this returns what the seller "
                                "has not claimed to your wallet.")
                           : tr("The seller may claim its vouchers until the channel's withdraw "
                                "delay has passed; then withdraw again to finish it."));
    m_line->show();
    const EvmSummaryView::Context c{m_info.walletLabel,
                                    m_withdrawal->endpoint().toDisplayString(),
                                    {},
                                    m_withdrawal->callText()};
    m_summary->setReview(r, std::nullopt, c);
    m_summary->setAccessibleDescription(m_withdrawal->summaryLine());
    m_summary->setVisible(r.chainId != 0);
    if (!r.ok())
        showVerdict(tr("Paydesk will not sign this withdrawal: %1").arg(r.reason),
                    int(Theme::Tone::Danger));
    updateButtons();
    QTimer::singleShot(0, this, &ChannelWithdrawDialog::fitHeight);
}

void ChannelWithdrawDialog::signAndSend()
{
    if (!m_withdrawal || m_withdrawal->step() != WithdrawStep::AwaitingApproval)
        return;
    UnlockDialog::ensureUnlocked(m_info.lock, this,
                                 tr("Paydesk is locked. Unlock it to sign this transaction."),
                                 [this](bool unlocked) {
                                     if (unlocked && m_withdrawal)
                                         m_withdrawal->approve();
                                 });
}

void ChannelWithdrawDialog::done(int result)
{
    // Closed before signing: the transaction is not sent. Once signed it is followed to its end.
    if (m_withdrawal && m_withdrawal->step() == WithdrawStep::AwaitingApproval)
        m_withdrawal->reject();
    QDialog::done(result);
}

void ChannelWithdrawDialog::onFinished()
{
    m_progress->clear();
    const WithdrawOutcome o = m_withdrawal->outcome();
    QString text = m_withdrawal->message();
    // Some refusals are worded to follow a colon: a sentence of their own here.
    if (!text.isEmpty() && text.front().isLower())
        text = text.front().toUpper() + text.mid(1);
    text = text.toHtmlEscaped();
    if (!m_withdrawal->hash().isEmpty() && o != WithdrawOutcome::Rejected) {
        const QUrl page =
            evm::EvmEndpoint::explorerTx(m_withdrawal->network(), m_withdrawal->hash());
        if (!page.isEmpty())
            text += QStringLiteral("<br><a href=\"%1\">%2</a>")
                        .arg(page.toString(QUrl::FullyEncoded), tr("See it on the explorer"));
    }
    const evm::EvmReview &r = m_withdrawal->review();
    switch (o) {
    case WithdrawOutcome::Confirmed:
        m_headline->setText(m_withdrawal->finalizing() ? tr("Withdrawn")
                                                       : tr("The withdrawal has started"));
        m_line->hide();
        showVerdict(text, int(Theme::Tone::Success));
        break;
    case WithdrawOutcome::Unfinished:
        showVerdict(text, int(Theme::Tone::Warning));
        break;
    case WithdrawOutcome::Rejected:
        break; // closed by the person
    case WithdrawOutcome::Refused:
        if (r.chainId != 0 && !r.ok())
            break; // the review said why already
        // Nothing to send yet (the delay runs), or nothing left: not an error.
        m_headline->setText(
            m_withdrawal->finalizing() && m_withdrawal->dueAt() > 0
                ? tr("Can be finished from %1")
                      .arg(QLocale().toString(QDateTime::fromSecsSinceEpoch(m_withdrawal->dueAt()),
                                              QLocale::ShortFormat))
                : tr("Nothing to sign now"));
        showVerdict(text, int(Theme::Tone::Warning));
        break;
    default:
        m_headline->setText(tr("The withdrawal could not be prepared"));
        showVerdict(text, int(Theme::Tone::Danger));
        break;
    }
    updateButtons();
}

void ChannelWithdrawDialog::showVerdict(const QString &text, int tone)
{
    m_verdictFrame->showVerdict(text, Theme::Tone(tone));
    QTimer::singleShot(0, this, &ChannelWithdrawDialog::fitHeight);
}

// The height for the dialog's own width, as Permit2ApproveDialog does: a wrapped row of a longer
// language can need another line at that width.
void ChannelWithdrawDialog::fitHeight()
{
    adjustSize();
    layout()->activate();
    const int needed = layout()->totalHeightForWidth(width());
    if (needed > height())
        resize(width(), needed);
}

void ChannelWithdrawDialog::updateButtons()
{
    const WithdrawStep s = m_withdrawal ? m_withdrawal->step() : WithdrawStep::Finished;
    m_sign->setVisible(s != WithdrawStep::Finished);
    m_sign->setEnabled(s == WithdrawStep::AwaitingApproval && m_withdrawal->review().ok());
    m_sign->setDefault(m_sign->isEnabled());
    m_close->setText(s == WithdrawStep::AwaitingApproval ? tr("&Reject") : tr("Close"));
    m_close->setDefault(!m_sign->isEnabled());
}

} // namespace paydesk::ui
