#include "FlowReviewDialog.h"

#include "UnlockDialog.h"
#include "widgets/ReviewVerdict.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace paydesk::ui {

using Step = PaymentFlow::Step;

FlowReviewDialog::FlowReviewDialog(PaymentFlow *flow, AppLock *lock, QWidget *parent)
    : QDialog(parent), m_lock(lock), m_paymentFlow(flow)
{
    setMinimumWidth(720);
}

void FlowReviewDialog::openModal(FlowReviewDialog *dialog, PaymentFlow *flow, QObject *receiver,
                                 const std::function<void()> &finished)
{
    dialog->setWindowModality(Qt::WindowModal);
    QObject::connect(flow, &PaymentFlow::finished, receiver, finished);
    dialog->open();
    if (flow->step() == Step::Finished)
        finished();
}

void FlowReviewDialog::buildFrame(const Frame &frame)
{
    auto *layout = new QVBoxLayout(this);
    if (frame.growWithText)
        layout->setSizeConstraint(QLayout::SetMinimumSize);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_headline = new QLabel(tr("Getting the transaction from the service…"), this);
    m_headline->setObjectName(QStringLiteral("reviewHeadline"));
    m_headline->setWordWrap(true);
    m_headline->setFont(Theme::titleFont(m_headline->font()));
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
    frame.summary->setParent(this);
    layout->addWidget(frame.summary);

    m_countdown = new QLabel(this);
    m_countdown->setObjectName(QStringLiteral("reviewCountdown"));
    m_countdown->setWordWrap(true);
    if (frame.timeBar) {
        auto *timeRow = new QHBoxLayout;
        m_bar = new QProgressBar(this);
        m_bar->setTextVisible(false);
        m_bar->setMaximumWidth(200);
        m_bar->setMaximumHeight(10);
        m_bar->setAccessibleName(tr("Time left to sign"));
        timeRow->addWidget(m_countdown, 1);
        timeRow->addWidget(m_bar);
        layout->addLayout(timeRow);
    } else {
        layout->addWidget(m_countdown);
    }
    m_verdictFrame = new ReviewVerdict(QStringLiteral("reviewVerdict"), frame.verdictLinks, this);
    layout->addWidget(m_verdictFrame);
    m_progress = new QLabel(this);
    m_progress->setWordWrap(true);
    Theme::makeSubtitle(m_progress);
    layout->addWidget(m_progress);
    layout->addStretch(1);

    auto *buttons = new QHBoxLayout;
    m_reject = new QPushButton(tr("&Decline"), this);
    m_reject->setObjectName(QStringLiteral("reviewReject"));
    m_sign = new QPushButton(tr("&Sign && send"), this);
    m_sign->setObjectName(QStringLiteral("reviewSign"));
    m_sign->setAutoDefault(false);
    m_close = new QPushButton(tr("Close"), this);
    m_close->setObjectName(QStringLiteral("reviewClose"));
    buttons->addWidget(m_reject);
    buttons->addStretch(1);
    for (QPushButton *b : frame.extraButtons)
        buttons->addWidget(b);
    buttons->addWidget(m_sign);
    buttons->addWidget(m_close);
    layout->addLayout(buttons);

    connect(m_reject, &QPushButton::clicked, this, [this]() { declineNow(); });
    connect(m_sign, &QPushButton::clicked, this, [this]() {
        // Locked (e.g. auto-lock while reviewing): the passphrase first, then the signature.
        UnlockDialog::ensureUnlocked(m_lock, this,
                                     tr("Paydesk is locked. Unlock it to sign this transaction."),
                                     [this](bool unlocked) {
                                         if (unlocked)
                                             approveNow();
                                     });
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::close);
    m_timer.setInterval(frame.tickMs);
    connect(&m_timer, &QTimer::timeout, this, [this]() { tick(); });
}

void FlowReviewDialog::follow()
{
    PaymentFlow *flow = m_paymentFlow;
    connect(flow, &PaymentFlow::stepChanged, this, [this](Step step) { onStep(step); });
    connect(flow, &PaymentFlow::reviewReady, this, [this]() { onReviewReady(); });
    connect(flow, &PaymentFlow::finished, this, [this]() { onFinished(); });
    connect(flow, &PaymentFlow::progress, m_progress, &QLabel::setText);
    connect(flow, &PaymentFlow::broadcastStateChanged, this, [this](JournalState s) {
        if (s == JournalState::Submitted)
            m_headline->setText(submittedText());
    });
    if (flow->step() == Step::AwaitingApproval || flow->step() == Step::Finished)
        onReviewReady();
    onStep(flow->step());
    if (flow->step() == Step::Finished)
        onFinished();
}

int FlowReviewDialog::secondsLeft() const
{
    const QDateTime expires = m_paymentFlow ? expiresAt() : QDateTime();
    if (!expires.isValid())
        return -1;
    const qint64 ms = QDateTime::currentDateTimeUtc().msecsTo(expires);
    return int(std::max<qint64>(0, ms / 1000));
}

void FlowReviewDialog::approveNow()
{
    const int left = secondsLeft();
    if (m_paymentFlow && (left < 0 || left >= kMinSecondsLeft))
        m_paymentFlow->approve();
}

void FlowReviewDialog::declineNow()
{
    if (m_paymentFlow)
        m_paymentFlow->reject();
}

void FlowReviewDialog::showVerdict(const QString &text, Theme::Tone tone)
{
    m_verdictFrame->showVerdict(text, tone);
    // Wrapped rows and the verdict change the height the width needs.
    QTimer::singleShot(0, this, [this]() { adjustSize(); });
}

void FlowReviewDialog::setWarnings(const QStringList &warnings)
{
    m_warnings->setText(warnings.join(u'\n'));
    m_warnings->setVisible(!warnings.isEmpty());
}

QString FlowReviewDialog::warningsText() const
{
    return m_warnings->text();
}

} // namespace paydesk::ui
