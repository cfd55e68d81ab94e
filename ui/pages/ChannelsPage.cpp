#include "ChannelsPage.h"

#include "Theme.h"
#include "dialogs/UnlockDialog.h"
#include "families/evm/ChannelWithdrawDialog.h"
#include "widgets/ProgressPanel.h"
#include "widgets/ReviewVerdict.h"
#include "widgets/ToneRowDelegate.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>

namespace paydesk::ui {

ChannelsPage::ChannelsPage(const Parts &parts, QWidget *parent)
    : PageFrame(tr("Payment channels"),
                tr("A seller that offers x402 batch-settlement is paid through a payment "
                   "channel: Paydesk deposits into it once, then signs a voucher for each "
                   "request. What the seller does not charge stays yours: ask the seller for a "
                   "refund, or withdraw it yourself."),
                parent),
      m_parts(parts), m_controller(new ChannelController(parts.channels, this))
{
    setObjectName(QStringLiteral("channelsPage"));
    QVBoxLayout *v = content();
    ChannelsModel *model = m_controller->model();

    m_idle = new QLabel(this);
    m_idle->setObjectName(QStringLiteral("channelsIdle"));
    m_idle->setWordWrap(true);
    m_idle->setContentsMargins(8, 6, 8, 6);
    m_idle->setStyleSheet(Theme::panelStyle(Theme::Tone::Warning, palette(), m_idle->objectName()));
    m_idle->hide();
    v->addWidget(m_idle);

    m_empty = new QLabel(tr("No payment channels yet. Paydesk opens one when a seller offers "
                            "batch-settlement, after you confirm its deposit; what the seller "
                            "does not charge comes back to you by a refund or a withdrawal."),
                         this);
    m_empty->setObjectName(QStringLiteral("channelsEmpty"));
    m_empty->setWordWrap(true);
    Theme::makeSubtitle(m_empty);
    v->addWidget(m_empty);

    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("channelTable"));
    m_table->setAccessibleName(tr("Payment channels"));
    m_table->setModel(model);
    m_table->setItemDelegate(
        new ToneRowDelegate(ChannelsModel::IdleRole, Theme::Tone::Warning, m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 10);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The seller's origin takes what the amounts leave (elided in the middle, whole in its
    // tooltip).
    m_table->horizontalHeader()->setSectionResizeMode(ChannelsModel::SellerColumn,
                                                      QHeaderView::Stretch);
    v->addWidget(m_table);

    auto *actions = new QHBoxLayout;
    m_refund = new QPushButton(tr("Ask for a &refund"), this);
    m_refund->setObjectName(QStringLiteral("channelRefund"));
    m_refund->setToolTip(tr("Ask the seller to send back all it has not charged. Paydesk signs "
                            "a voucher for no more than the seller charged already, so the "
                            "seller gains nothing by it."));
    m_withdraw = new QPushButton(tr("&Withdraw…"), this);
    m_withdraw->setObjectName(QStringLiteral("channelWithdraw"));
    m_withdraw->setToolTip(tr("Take back what the seller has not charged without its help: a "
                              "transaction from your wallet, reviewed first. It takes two "
                              "steps, the channel's withdraw delay apart."));
    actions->addWidget(m_refund);
    actions->addWidget(m_withdraw);
    actions->addStretch(1);
    v->addLayout(actions);
    m_hint = new QLabel(this);
    m_hint->setObjectName(QStringLiteral("channelHint"));
    m_hint->setWordWrap(true);
    Theme::makeSubtitle(m_hint);
    v->addWidget(m_hint);
    m_progress = new ProgressPanel(this);
    m_progress->setObjectName(QStringLiteral("channelProgress"));
    v->addWidget(m_progress);
    m_outcome = new ReviewVerdict(QStringLiteral("channelOutcome"), false, this);
    v->addWidget(m_outcome);
    v->addStretch(1);

    connect(m_refund, &QPushButton::clicked, this, &ChannelsPage::askRefund);
    connect(m_withdraw, &QPushButton::clicked, this, &ChannelsPage::withdraw);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ChannelsPage::onSelection);
    connect(model, &QAbstractItemModel::modelReset, this, [this]() {
        const bool any = m_controller->model()->rowCount() > 0;
        m_empty->setVisible(!any);
        m_table->setVisible(any);
        const QString idle = m_controller->model()->idleText();
        m_idle->setText(idle);
        m_idle->setVisible(!idle.isEmpty());
        fitTable();
        onSelection();
    });
    connect(m_controller, &ChannelController::actionFinished, this, [this]() {
        refresh(); // the model read the book: the buttons follow
    });
    refresh();
}

void ChannelsPage::showEvent(QShowEvent *event)
{
    refresh();
    PageFrame::showEvent(event);
}

void ChannelsPage::refresh()
{
    const auto before = selected();
    m_controller->model()->reload();
    if (!before || !selectChannel(before->id))
        if (m_controller->model()->rowCount() > 0)
            m_table->selectRow(0);
    onSelection();
}

bool ChannelsPage::selectChannel(const QString &id)
{
    const int row = m_controller->model()->rowOf(id);
    if (row < 0)
        return false;
    m_table->selectRow(row);
    return true;
}

ChannelWithdrawDialog *ChannelsPage::withdrawDialog() const
{
    return m_withdrawDialog.data();
}

QString ChannelsPage::outcomeText() const
{
    return m_outcome->isVisibleTo(this) ? m_outcome->label()->text() : QString();
}

QString ChannelsPage::idleText() const
{
    return m_idle->isVisibleTo(this) ? m_idle->text() : QString();
}

std::optional<ChannelRow> ChannelsPage::selected() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? std::nullopt : m_controller->model()->channelAt(rows.first().row());
}

// A table as tall as its rows (up to eight), so the page scrolls as one.
void ChannelsPage::fitTable()
{
    const int rows = std::clamp(m_controller->model()->rowCount(), 1, 8);
    const int rowHeight = m_table->verticalHeader()->defaultSectionSize();
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height() + rows * rowHeight +
                            2 * m_table->frameWidth() + 2);
}

void ChannelsPage::onSelection()
{
    const auto row = selected();
    const bool busy = m_controller->isBusy();
    QString refundWhy, withdrawWhy;
    const bool refund = row && ChannelController::canRefund(*row, &refundWhy);
    const bool withdraw = row && ChannelController::canWithdraw(*row, &withdrawWhy);
    m_refund->setEnabled(refund && !busy);
    m_withdraw->setEnabled(withdraw && !busy);
    QString hint;
    if (!row)
        hint = m_controller->model()->rowCount() > 0 ? tr("Select a channel.") : QString();
    else if (!refund && !withdraw)
        hint = refundWhy;
    else if (!refund)
        hint = refundWhy;
    else if (row->status == ChannelRow::Status::Stopped && row->withdrawAt > 0)
        hint = tr("A withdrawal is under way: withdraw again once the delay has passed to "
                  "finish it.");
    else if (ChannelsModel::isIdle(*row, QDateTime::currentMSecsSinceEpoch()))
        hint = tr("Unused for a week: ask %1 to refund %2.")
                   .arg(ChannelsModel::seller(*row),
                        ChannelsModel::money(*row, ChannelsModel::refundableUnits(*row)));
    m_hint->setText(hint);
    m_hint->setVisible(!hint.isEmpty());
}

// A flow's message as a sentence of its own (some start in lower case, written to follow a colon).
QString ChannelsPage::sentence(const QString &text)
{
    if (text.isEmpty() || !text.front().isLower())
        return text;
    return text.front().toUpper() + text.mid(1);
}

void ChannelsPage::showOutcome(const QString &text, int tone)
{
    m_outcome->showVerdict(text, Theme::Tone(tone));
    ensureVisible(m_outcome);
}

void ChannelsPage::askRefund()
{
    const auto row = selected();
    if (!row)
        return;
    // The refund signs a voucher: the key is needed, so Paydesk must be unlocked first.
    UnlockDialog::ensureUnlocked(
        m_controller->lock(), this, tr("Paydesk is locked. Unlock it to ask for a refund."),
        [this, id = row->id](bool unlocked) {
            if (!unlocked)
                return;
            QString error;
            m_refunding = m_controller->startRefund(id, &error);
            if (!m_refunding)
                return showOutcome(sentence(error), int(Theme::Tone::Danger));
            m_outcome->hide();
            m_progress->start(tr("Asking the seller for a refund…"), false);
            connect(m_refunding, &evm::ChannelRefund::progress, m_progress,
                    &ProgressPanel::setText);
            connect(m_refunding, &evm::ChannelRefund::finished, this,
                    &ChannelsPage::onRefundFinished);
            onSelection();
        });
}

void ChannelsPage::onRefundFinished()
{
    m_progress->finish();
    if (!m_refunding)
        return;
    // The seller's answer as the chain confirmed it, in the token's words; the book followed it.
    showOutcome(sentence(m_refunding->message()),
                int(m_refunding->ok() ? Theme::Tone::Success : Theme::Tone::Danger));
    onSelection();
}

void ChannelsPage::withdraw()
{
    const auto row = selected();
    if (!row)
        return;
    QString error;
    evm::ChannelWithdrawal *flow = m_controller->startWithdrawal(row->id, &error);
    if (!flow)
        return showOutcome(sentence(error), int(Theme::Tone::Danger));
    m_outcome->hide();
    connect(flow, &evm::ChannelWithdrawal::finished, this, [this, flow]() {
        using O = evm::ChannelWithdrawal::Outcome;
        const O o = flow->outcome();
        if (o == O::Rejected)
            return onSelection();
        showOutcome(sentence(flow->message()), int(o == O::Confirmed ? Theme::Tone::Success
                                                   : o == O::Error   ? Theme::Tone::Danger
                                                                     : Theme::Tone::Warning));
        onSelection();
    });
    delete m_withdrawDialog.data();
    m_withdrawDialog = new ChannelWithdrawDialog(
        flow,
        {m_controller->walletLabel(row->payer), ChannelsModel::seller(*row),
         ChannelsModel::money(*row, ChannelsModel::refundableUnits(*row)), m_controller->lock()},
        this);
    m_withdrawDialog->setAttribute(Qt::WA_DeleteOnClose);
    m_withdrawDialog->setWindowModality(Qt::WindowModal);
    m_withdrawDialog->open();
    onSelection();
}

} // namespace paydesk::ui
