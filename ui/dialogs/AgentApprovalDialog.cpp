#include "AgentApprovalDialog.h"

#include "Theme.h"
#include "core/Network.h"

#include <QCloseEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace paydesk::ui {

namespace {
int s_confirmDelayMs = 800;
} // namespace

void AgentApprovalDialog::setConfirmDelayMs(int ms)
{
    s_confirmDelayMs = ms;
}

AgentApprovalDialog::AgentApprovalDialog(const ApprovalRequest &request, QWidget *parent)
    : QDialog(parent), m_request(request)
{
    setObjectName(QStringLiteral("agentApprovalDialog"));
    setWindowTitle(tr("An agent asks to pay"));
    auto *v = new QVBoxLayout(this);
    auto *head = new QLabel(tr("<b>%1</b> asks to pay %2 %3.")
                                .arg(request.agent.toHtmlEscaped(), request.price, request.unit),
                            this);
    head->setObjectName(QStringLiteral("approvalHeadline"));
    head->setWordWrap(true);
    v->addWidget(head);
    auto *grid = new QGridLayout;
    grid->setColumnStretch(1, 1);
    addRow(grid, tr("Site:"), request.origin);
    addRow(grid, tr("Resource:"), request.url);
    addRow(grid, tr("Price:"),
           tr("%1 %2 on %3").arg(request.price, request.unit, Network::nameOf(request.network)));
    addRow(grid, tr("Pays to:"), request.payTo);
    if (!request.perDay.isEmpty())
        addRow(grid, tr("Budget left today:"),
               tr("%1 of %2 %3").arg(request.leftToday, request.perDay, request.unit));
    addRow(grid, tr("Why you are asked:"), request.reason);
    v->addLayout(grid);
    m_countdown = new QLabel(this);
    m_countdown->setObjectName(QStringLiteral("approvalCountdown"));
    Theme::makeSubtitle(m_countdown);
    v->addWidget(m_countdown);

    auto *buttons = new QHBoxLayout;
    m_once = new QPushButton(tr("Approve &once"), this);
    m_once->setObjectName(QStringLiteral("approveOnce"));
    m_always = new QPushButton(tr("&Always for this site"), this);
    m_always->setObjectName(QStringLiteral("approveAlways"));
    m_always->setToolTip(tr("Approve this payment and let %1 pay %2 without asking, within its "
                            "budget.")
                             .arg(request.agent, request.origin));
    m_decline = new QPushButton(tr("&Decline"), this);
    m_decline->setObjectName(QStringLiteral("approveDecline"));
    m_decline->setDefault(true);
    buttons->addWidget(m_once);
    buttons->addWidget(m_always);
    buttons->addStretch();
    buttons->addWidget(m_decline);
    v->addLayout(buttons);
    m_once->setEnabled(false);
    m_always->setEnabled(false);
    m_decline->setFocus();

    connect(m_once, &QPushButton::clicked, this,
            [this]() { answer(ApprovalRequest::Answer::Once); });
    connect(m_always, &QPushButton::clicked, this,
            [this]() { answer(ApprovalRequest::Answer::Always); });
    connect(m_decline, &QPushButton::clicked, this,
            [this]() { answer(ApprovalRequest::Answer::Decline); });
    m_shown.start();
    m_timer.setInterval(200);
    connect(&m_timer, &QTimer::timeout, this, &AgentApprovalDialog::tick);
    m_timer.start();
    tick();
    setMinimumWidth(520);
}

QLabel *AgentApprovalDialog::addRow(QGridLayout *grid, const QString &label, const QString &value)
{
    const int row = grid->rowCount();
    auto *name = new QLabel(label, this);
    name->setAlignment(Qt::AlignRight | Qt::AlignTop);
    auto *text = new QLabel(value, this);
    text->setWordWrap(true);
    text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    grid->addWidget(name, row, 0);
    grid->addWidget(text, row, 1);
    m_summary += label + u' ' + value + u'\n';
    return text;
}

QString AgentApprovalDialog::summaryText() const
{
    return m_summary;
}

QString AgentApprovalDialog::countdownText() const
{
    return m_countdown->text();
}

void AgentApprovalDialog::tick()
{
    const qint64 left = qMax<qint64>(0, m_request.timeoutSeconds - m_shown.elapsed() / 1000);
    m_countdown->setText(
        tr("The agent waits %n more second(s); then the payment is declined.", nullptr, int(left)));
    if (m_shown.elapsed() >= s_confirmDelayMs) {
        m_once->setEnabled(true);
        m_always->setEnabled(true);
    }
}

void AgentApprovalDialog::answer(ApprovalRequest::Answer a)
{
    if (std::exchange(m_answered, true))
        return;
    Q_EMIT answered(a);
    accept();
}

void AgentApprovalDialog::closeEvent(QCloseEvent *event)
{
    answer(ApprovalRequest::Answer::Decline);
    QDialog::closeEvent(event);
}

} // namespace paydesk::ui
