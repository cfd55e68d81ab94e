#include "OverviewPage.h"

#include "Theme.h"
#include "core/Address.h"
#include "core/Network.h"

#include <QDateTime>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace paydesk::ui {

namespace {
void clear(QLayout *layout)
{
    while (QLayoutItem *item = layout->takeAt(0)) {
        if (QWidget *w = item->widget()) {
            w->hide();
            w->setParent(nullptr); // out of the page's children now, gone at the next turn
            w->deleteLater();
        }
        if (QLayout *inner = item->layout())
            clear(inner);
        delete item;
    }
}

QLabel *label(const QString &text, QWidget *parent, bool bold = false)
{
    auto *l = new QLabel(text, parent);
    l->setTextFormat(Qt::PlainText);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    if (bold) {
        QFont f = l->font();
        f.setBold(true);
        l->setFont(f);
    }
    return l;
}

QStringList texts(const QWidget *rows)
{
    QStringList out;
    for (const QLabel *l : rows->findChildren<QLabel *>(Qt::FindDirectChildrenOnly))
        if (!l->text().isEmpty())
            out.append(l->text());
    return out;
}
} // namespace

OverviewPage::OverviewPage(const OverviewModel::Parts &parts, QWidget *parent)
    : PageFrame(tr("Overview"),
                tr("Where your money is, what waits for you, and the newest payments as they "
                   "arrive."),
                parent),
      m_model(parts)
{
    setObjectName(QStringLiteral("overviewPage"));
    auto *money = new QGroupBox(tr("Your money"), contentWidget());
    money->setObjectName(QStringLiteral("overviewMoney"));
    auto *moneyLayout = new QVBoxLayout(money);
    m_dollars = new QLabel(money);
    m_dollars->setObjectName(QStringLiteral("overviewDollars"));
    m_dollars->setTextFormat(Qt::PlainText);
    m_dollars->setFont(Theme::titleFont(font()));
    moneyLayout->addWidget(m_dollars);
    m_moneyRows = new QWidget(money);
    m_money = new QGridLayout(m_moneyRows);
    m_money->setContentsMargins(0, 0, 0, 0);
    m_money->setHorizontalSpacing(18);
    moneyLayout->addWidget(m_moneyRows);

    auto *waiting = new QGroupBox(tr("Waiting for you"), contentWidget());
    waiting->setObjectName(QStringLiteral("overviewWaiting"));
    auto *waitingLayout = new QVBoxLayout(waiting);
    m_waitingRows = new QWidget(waiting);
    m_waiting = new QVBoxLayout(m_waitingRows);
    m_waiting->setContentsMargins(0, 0, 0, 0);
    waitingLayout->addWidget(m_waitingRows);

    auto *activity = new QGroupBox(tr("Recent activity"), contentWidget());
    auto *activityLayout = new QVBoxLayout(activity);
    m_activity = new QTreeWidget(activity);
    m_activity->setObjectName(QStringLiteral("overviewActivity"));
    m_activity->setRootIsDecorated(false);
    m_activity->setUniformRowHeights(true);
    m_activity->setSelectionMode(QAbstractItemView::SingleSelection);
    m_activity->setHeaderLabels({tr("When"), tr("Wallet"), tr("Payment"), tr("Status")});
    m_activity->header()->setStretchLastSection(false);
    m_activity->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_activity->header()->setSectionResizeMode(2, QHeaderView::Stretch);
    // Room for the eight newest payments without a scroll bar.
    m_activity->setMinimumHeight(m_activity->fontMetrics().height() * 14);
    m_activity->setToolTip(tr("Double-click a payment to see its status."));
    activityLayout->addWidget(m_activity);
    connect(m_activity, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QString id = item ? item->data(0, Qt::UserRole).toString() : QString();
        if (!id.isEmpty())
            Q_EMIT openStatus(id);
    });

    m_agentsBox = new QGroupBox(tr("Agents today"), contentWidget());
    m_agentsBox->setObjectName(QStringLiteral("overviewAgents"));
    auto *agentsLayout = new QVBoxLayout(m_agentsBox);
    m_agentRows = new QWidget(m_agentsBox);
    m_agents = new QGridLayout(m_agentRows);
    m_agents->setContentsMargins(0, 0, 0, 0);
    m_agents->setHorizontalSpacing(18);
    agentsLayout->addWidget(m_agentRows);

    content()->addWidget(money);
    content()->addWidget(waiting);
    content()->addWidget(activity);
    content()->addWidget(m_agentsBox);
    content()->addStretch(1);
    connect(&m_model, &OverviewModel::changed, this, [this] {
        m_dirty = true;
        if (isVisible())
            rebuild();
    });
    rebuild();
}

void OverviewPage::showEvent(QShowEvent *event)
{
    m_model.refresh();
    if (m_dirty)
        rebuild();
    PageFrame::showEvent(event);
}

void OverviewPage::rebuild()
{
    m_dirty = false;
    rebuildMoney();
    rebuildWaiting();
    rebuildActivity();
    rebuildAgents();
}

void OverviewPage::rebuildMoney()
{
    clear(m_money);
    const QList<OverviewModel::Holding> holdings = m_model.holdings();
    const auto dollars = m_model.dollars();
    m_dollars->setText(dollars ? tr("%1 US dollars in stablecoins").arg(dollars->toString())
                               : tr("No dollar stablecoins yet"));
    if (holdings.isEmpty()) {
        m_money->addWidget(
            label(tr("No wallets yet: create or import one on the Wallets page."), m_moneyRows), 0,
            0);
        auto *go = new QPushButton(tr("Open &Wallets"), m_moneyRows);
        connect(go, &QPushButton::clicked, this,
                [this] { Q_EMIT openPage(QStringLiteral("wallets")); });
        m_money->addWidget(go, 0, 1, Qt::AlignLeft);
        return;
    }
    int row = 0;
    for (const OverviewModel::Holding &h : holdings) {
        m_money->addWidget(label(Money::format(h.total, h.asset), m_moneyRows, true), row, 0);
        m_money->addWidget(label(Network::nameOf(h.asset.network), m_moneyRows), row, 1);
        QString note = tr("in %n wallet(s)", nullptr, h.wallets);
        if (h.unread > 0)
            note = tr("%1; %n not read yet", nullptr, h.unread).arg(note);
        auto *noteLabel = label(note, m_moneyRows);
        QPalette p = noteLabel->palette();
        p.setColor(QPalette::WindowText, Theme::textColor(Theme::Tone::Muted, palette()));
        noteLabel->setPalette(p);
        m_money->addWidget(noteLabel, row, 2);
        ++row;
    }
    m_money->setColumnStretch(3, 1);
}

void OverviewPage::rebuildWaiting()
{
    clear(m_waiting);
    const OverviewModel::Waiting w = m_model.waiting();
    const auto add = [this](const QString &text, const QString &button, const QString &page) {
        auto *row = new QHBoxLayout;
        auto *l = label(text, m_waitingRows);
        l->setWordWrap(true);
        row->addWidget(l, 1);
        auto *go = new QPushButton(button, m_waitingRows);
        connect(go, &QPushButton::clicked, this, [this, page] { Q_EMIT openPage(page); });
        row->addWidget(go);
        m_waiting->addLayout(row);
    };
    if (w.approvals > 0)
        add(tr("%n payment(s) of your agents wait for your approval.", nullptr, w.approvals),
            tr("Open &Agents"), QStringLiteral("agents"));
    if (w.unsignedBuilds > 0)
        add(tr("%n local payment(s) built by the service wait unsigned; they expire by "
               "themselves, nothing is charged.",
               nullptr, w.unsignedBuilds),
            tr("Open &History"), QStringLiteral("history"));
    if (w.unknownOutcomes > 0)
        add(tr("%n payment(s) have an outcome Paydesk does not know yet; it follows them to "
               "the end, nothing is paid twice.",
               nullptr, w.unknownOutcomes),
            tr("Open &Status"), QStringLiteral("status"));
    if (w.total() == 0)
        m_waiting->addWidget(label(tr("Nothing waits for you."), m_waitingRows));
}

void OverviewPage::rebuildActivity()
{
    m_activity->clear();
    const QList<OverviewModel::Activity> recent = m_model.recent();
    if (recent.isEmpty()) {
        auto *none = new QTreeWidgetItem(m_activity,
                                         {QString(), QString(), tr("No payments yet."), QString()});
        none->setFlags(Qt::ItemIsEnabled);
        return;
    }
    for (const OverviewModel::Activity &a : recent) {
        const QString when = QDateTime::fromMSecsSinceEpoch(a.timeMs).toLocalTime().toString(
            QLocale().dateTimeFormat(QLocale::ShortFormat));
        const QString wallet = a.walletName.isEmpty() ? Address::brief(a.wallet) : a.walletName;
        const QString other =
            a.counterpartyName.isEmpty() ? Address::brief(a.counterparty) : a.counterpartyName;
        QString what;
        if (a.direction == Direction::Received)
            what = a.counterparty.isEmpty() ? tr("↓ Received %1").arg(a.amount)
                                            : tr("↓ Received %1 from %2").arg(a.amount, other);
        else
            what = a.counterparty.isEmpty() ? tr("↑ Sent %1").arg(a.amount)
                                            : tr("↑ Sent %1 to %2").arg(a.amount, other);
        const QString status = a.live ? tr("%1 (live)").arg(a.status) : a.status;
        auto *item = new QTreeWidgetItem(m_activity, {when, wallet, what, status});
        item->setData(0, Qt::UserRole, a.paymentId);
        item->setToolTip(2, a.paymentId);
        item->setIcon(3, Theme::stateIcon(a.state));
    }
}

void OverviewPage::rebuildAgents()
{
    clear(m_agents);
    const QList<OverviewModel::AgentDay> days = m_model.agentsToday();
    m_agentsBox->setVisible(!days.isEmpty());
    int row = 0;
    for (const OverviewModel::AgentDay &d : days) {
        m_agents->addWidget(
            label(d.paused ? tr("%1 (paused)").arg(d.agent) : d.agent, m_agentRows, true), row, 0);
        m_agents->addWidget(label(tr("%1 of %2 today").arg(d.spent, d.budget), m_agentRows), row,
                            1);
        auto *bar = new QProgressBar(m_agentRows);
        bar->setRange(0, 100);
        bar->setValue(d.percent);
        bar->setAccessibleName(tr("%1: %2% of today's budget").arg(d.agent).arg(d.percent));
        bar->setMaximumWidth(220);
        m_agents->addWidget(bar, row, 2);
        ++row;
    }
    m_agents->setColumnStretch(3, 1);
}

QStringList OverviewPage::moneyLines() const
{
    QStringList out{m_dollars->text()};
    const QList<OverviewModel::Holding> holdings = m_model.holdings();
    for (const OverviewModel::Holding &h : holdings)
        out.append(Money::format(h.total, h.asset) + u' ' + Network::nameOf(h.asset.network));
    return out;
}

QStringList OverviewPage::waitingLines() const
{
    return texts(m_waitingRows);
}

QStringList OverviewPage::activityLines() const
{
    QStringList out;
    for (int i = 0; i < m_activity->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_activity->topLevelItem(i);
        out.append(QStringList{item->text(1), item->text(2), item->text(3)}.join(u"  "));
    }
    return out;
}

QStringList OverviewPage::agentLines() const
{
    return texts(m_agentRows);
}

} // namespace paydesk::ui
