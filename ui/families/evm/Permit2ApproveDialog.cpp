#include "Permit2ApproveDialog.h"

#include "Theme.h"
#include "core/Address.h"
#include "core/Network.h"
#include "dialogs/UnlockDialog.h"
#include "families/evm/EvmSummaryView.h"
#include "payments/evm/EvmEndpoint.h"
#include "widgets/ReviewVerdict.h"

#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace paydesk::ui {

using evm::Permit2Approval;
using Step = Permit2Approval::Step;
using Outcome = Permit2Approval::Outcome;

Permit2ApproveDialog::Permit2ApproveDialog(const Info &info, Starter starter, QWidget *parent)
    : QDialog(parent), m_info(info), m_starter(std::move(starter))
{
    const x402::PaymentOption &o = info.option;
    setObjectName(QStringLiteral("permit2ApproveDialog"));
    setWindowTitle(tr("Approve Permit2 for %1").arg(o.assetSymbol));
    setAccessibleName(windowTitle());
    setMinimumWidth(720);
    auto *layout = new QVBoxLayout(this);
    layout->setSizeConstraint(QLayout::SetMinimumSize);
    auto *intro = new QLabel(
        tr("The seller asks to be paid through Uniswap's Permit2, which can move only what your "
           "wallet allows it. This sends one transaction from your wallet on %1: it lets Permit2 "
           "move exactly the amount below of your %2, replacing what it may move now. Each "
           "payment by Permit2 uses part of it up. Paydesk never approves an unlimited amount.")
            .arg(Network::nameOf(o.network), o.assetSymbol),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_amount = new QLineEdit(o.amount->toString(), this);
    m_amount->setObjectName(QStringLiteral("permit2Amount"));
    m_amount->setAccessibleName(tr("Amount Permit2 may move"));
    m_amount->setMaximumWidth(180);
    auto *amountRow = new QHBoxLayout;
    amountRow->addWidget(m_amount);
    amountRow->addWidget(new QLabel(o.assetSymbol, this));
    auto *price = new QLabel(tr("(the price is %1)").arg(o.displayAmount()), this);
    Theme::makeSubtitle(price);
    price->setWordWrap(false);
    amountRow->addWidget(price);
    amountRow->addStretch(1);
    auto *amountLabel = new QLabel(tr("&Amount:"), this);
    amountLabel->setBuddy(m_amount);
    form->addRow(amountLabel, amountRow);
    auto *token = new QLabel(tr("%1, contract %2").arg(o.assetSymbol, o.asset), this);
    token->setTextInteractionFlags(Qt::TextSelectableByMouse);
    token->setWordWrap(true);
    form->addRow(tr("Token:"), token);
    auto *spender = new QLabel(tr("Permit2, %1 (the same address on every chain)")
                                   .arg(Permit2Approval::spender().toChecksummed()),
                               this);
    spender->setTextInteractionFlags(Qt::TextSelectableByMouse);
    spender->setWordWrap(true);
    form->addRow(tr("Allowed to move it:"), spender);
    form->addRow(tr("From:"), new QLabel(info.walletLabel, this));
    layout->addLayout(form);

    m_headline = new QLabel(this);
    m_headline->setObjectName(QStringLiteral("permit2Headline"));
    m_headline->setWordWrap(true);
    m_headline->setFont(Theme::titleFont(m_headline->font()));
    m_headline->hide();
    layout->addWidget(m_headline);
    m_summary = new EvmSummaryView(this);
    m_summary->setObjectName(QStringLiteral("permit2Summary"));
    m_summary->setMinimumWidth(700);
    m_summary->hide();
    layout->addWidget(m_summary);
    m_verdictFrame = new ReviewVerdict(QStringLiteral("permit2Verdict"), true, this);
    layout->addWidget(m_verdictFrame);
    m_progress = new QLabel(this);
    m_progress->setWordWrap(true);
    Theme::makeSubtitle(m_progress);
    layout->addWidget(m_progress);
    layout->addStretch(1);

    auto *buttons = new QHBoxLayout;
    m_close = new QPushButton(tr("Close"), this);
    m_close->setObjectName(QStringLiteral("permit2Close"));
    m_review = new QPushButton(tr("&Review"), this);
    m_review->setObjectName(QStringLiteral("permit2Review"));
    m_review->setDefault(true);
    m_sign = new QPushButton(tr("&Sign && send"), this);
    m_sign->setObjectName(QStringLiteral("permit2Sign"));
    m_sign->setAutoDefault(false);
    m_pay = new QPushButton(tr("Close and &pay"), this);
    m_pay->setObjectName(QStringLiteral("permit2Pay"));
    buttons->addWidget(m_close);
    buttons->addStretch(1);
    buttons->addWidget(m_review);
    buttons->addWidget(m_sign);
    buttons->addWidget(m_pay);
    layout->addLayout(buttons);

    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    connect(m_pay, &QPushButton::clicked, this, &QDialog::accept);
    connect(m_review, &QPushButton::clicked, this, &Permit2ApproveDialog::review);
    connect(m_sign, &QPushButton::clicked, this, &Permit2ApproveDialog::signAndSend);
    connect(m_amount, &QLineEdit::textEdited, this, &Permit2ApproveDialog::discardReview);
    connect(m_amount, &QLineEdit::returnPressed, this, &Permit2ApproveDialog::review);
    updateButtons();
}

void Permit2ApproveDialog::discardReview()
{
    if (m_approval && m_approval->step() == Step::AwaitingApproval)
        m_approval->reject();
    if (m_approval && m_approval->step() != Step::Finished)
        return; // signed: it is followed to its end
    m_approval = nullptr;
    m_headline->hide();
    m_summary->hide();
    m_verdictFrame->hide();
    m_progress->clear();
    updateButtons();
}

void Permit2ApproveDialog::review()
{
    if (m_approval && m_approval->step() != Step::Finished)
        return;
    QString error;
    const auto amount = Amount::parse(m_amount->text().trimmed(), 18, &error);
    if (!amount)
        return showVerdict(tr("Type the amount Permit2 may move, such as %1: %2")
                               .arg(m_info.option.amount->toString(), error),
                           int(Theme::Tone::Danger));
    m_verdictFrame->hide();
    m_approval = m_starter(*amount, &error);
    if (!m_approval)
        return showVerdict(error, int(Theme::Tone::Danger));
    m_headline->setText(tr("Checking it against your node: chain, nonce, fees, allowance…"));
    m_headline->show();
    connect(m_approval, &Permit2Approval::reviewReady, this, &Permit2ApproveDialog::onReviewReady);
    connect(m_approval, &Permit2Approval::finished, this, &Permit2ApproveDialog::onFinished);
    connect(m_approval, &Permit2Approval::progress, m_progress, &QLabel::setText);
    connect(m_approval, &Permit2Approval::stepChanged, this, [this](Step s) {
        if (s == Step::Signing)
            m_progress->setText(tr("Signing with the key from your system keychain…"));
        if (s == Step::Broadcasting)
            m_headline->setText(tr("Signed and journaled. Waiting for a block…"));
        updateButtons();
    });
    updateButtons();
}

void Permit2ApproveDialog::onReviewReady()
{
    const evm::EvmReview &r = m_approval->review();
    m_headline->setText(
        tr("Permit2 may move %1 of this wallet now; after this, exactly %2.")
            .arg(m_approval->allowanceBefore()
                     ? Money::format(*m_approval->allowanceBefore(), m_approval->token())
                     : tr("an unknown amount"),
                 Money::format(m_approval->amount(), m_approval->token())));
    const EvmSummaryView::Context c{
        m_info.walletLabel, m_approval->endpoint().toDisplayString(), {}, m_approval->callText()};
    m_summary->setReview(r, std::nullopt, c);
    m_summary->setVisible(r.chainId != 0);
    if (!r.ok())
        showVerdict(tr("Paydesk will not sign this approve: %1").arg(r.reason),
                    int(Theme::Tone::Danger));
    updateButtons();
    QTimer::singleShot(0, this, &Permit2ApproveDialog::fitHeight);
}

void Permit2ApproveDialog::signAndSend()
{
    if (!m_approval || m_approval->step() != Step::AwaitingApproval)
        return;
    UnlockDialog::ensureUnlocked(m_info.lock, this,
                                 tr("Paydesk is locked. Unlock it to sign this transaction."),
                                 [this](bool unlocked) {
                                     if (unlocked && m_approval)
                                         m_approval->approve();
                                 });
}

void Permit2ApproveDialog::onFinished()
{
    m_progress->clear();
    const Outcome o = m_approval->outcome();
    QString text = m_approval->message().toHtmlEscaped();
    if (!m_approval->hash().isEmpty() && o != Outcome::Rejected) {
        const QUrl page = evm::EvmEndpoint::explorerTx(m_approval->network(), m_approval->hash());
        if (!page.isEmpty())
            text += QStringLiteral("<br><a href=\"%1\">%2</a>")
                        .arg(page.toString(QUrl::FullyEncoded), tr("See it on the explorer"));
    }
    if (o == Outcome::Confirmed) {
        m_headline->setText(tr("Approved. “Close and pay” opens the URL again; you confirm the "
                               "payment there."));
        showVerdict(text, int(Theme::Tone::Success));
        Q_EMIT approved();
    } else if (o == Outcome::Unfinished) {
        showVerdict(text, int(Theme::Tone::Warning));
    } else if (o != Outcome::Refused || m_approval->review().ok() ||
               m_approval->review().chainId == 0) {
        showVerdict(text, int(Theme::Tone::Danger));
    }
    updateButtons();
}

void Permit2ApproveDialog::showVerdict(const QString &text, int tone)
{
    m_verdictFrame->showVerdict(text, Theme::Tone(tone));
    QTimer::singleShot(0, this, &Permit2ApproveDialog::fitHeight);
}

// adjustSize() weighs wrapped rows at the size hint's width; at the dialog's own width a row the
// labels of a longer language squeeze can need another line: the height is taken for that width.
void Permit2ApproveDialog::fitHeight()
{
    adjustSize();
    layout()->activate();
    const int needed = layout()->totalHeightForWidth(width());
    if (needed > height())
        resize(width(), needed);
}

void Permit2ApproveDialog::updateButtons()
{
    const Step s = m_approval ? m_approval->step() : Step::Idle;
    const bool done = m_approval && s == Step::Finished;
    const bool confirmed = done && m_approval->outcome() == Outcome::Confirmed;
    m_amount->setEnabled(s == Step::Idle || s == Step::AwaitingApproval || (done && !confirmed));
    m_review->setVisible(!confirmed);
    m_review->setEnabled(s == Step::Idle || (done && !confirmed));
    m_sign->setVisible(!confirmed);
    m_sign->setEnabled(s == Step::AwaitingApproval);
    m_sign->setDefault(s == Step::AwaitingApproval);
    m_close->setVisible(!confirmed);
    m_pay->setVisible(confirmed);
    m_pay->setDefault(confirmed);
}

} // namespace paydesk::ui
