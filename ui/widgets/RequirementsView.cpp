#include "RequirementsView.h"

#include "Theme.h"
#include "core/Network.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace paydesk::ui {

RequirementsView::RequirementsView(QWidget *parent) : QWidget(parent)
{
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    m_headline = new QLabel(this);
    m_headline->setWordWrap(true);
    m_headline->setObjectName(QStringLiteral("requirementsHeadline"));
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("requirementsTable"));
    m_table->setAccessibleName(tr("Payment options the site accepts"));
    m_table->setHorizontalHeaderLabels(
        {tr("Amount"), tr("Network"), tr("Recipient"), tr("Valid for"), tr("Can Paydesk pay?")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setWordWrap(true);
    m_table->setTextElideMode(Qt::ElideMiddle); // a long recipient keeps both its ends
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(VerdictColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(RecipientColumn, QHeaderView::Interactive);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    v->addWidget(m_headline);
    v->addWidget(m_table);
    // As tall as its content: the page's free space goes below, not between headline and table.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    // Wrapped rows grow when the columns narrow (a longer language, a narrower window): the
    // table follows, so no row is cut off.
    connect(m_table->horizontalHeader(), &QHeaderView::sectionResized, this,
            [this]() { fitHeight(); });
    // Rows resize to their contents by themselves (a verdict set later, a column narrowed): the
    // table's height follows them too, or its last row is cut off.
    connect(m_table->verticalHeader(), &QHeaderView::sectionResized, this,
            [this]() { fitHeight(); });
    clear();
}

void RequirementsView::clear()
{
    m_headline->clear();
    m_table->setRowCount(0);
    setVisible(false);
}

void RequirementsView::setRequirements(const x402::PaymentRequired &r, int chosen,
                                       const QList<int> &candidates)
{
    const QString source = r.source == x402::PaymentRequired::Source::Header
                               ? tr("the PAYMENT-REQUIRED header")
                               : tr("the JSON body");
    QString text = tr("HTTP 402 Payment Required: x402 version %1, read from %2. %n option(s).",
                      nullptr, int(r.options.size()))
                       .arg(r.x402Version)
                       .arg(source);
    if (!r.description.isEmpty()) {
        text += u' ' + tr("For: %1").arg(r.description);
        if (!text.endsWith(u'.'))
            text += u'.';
    }
    if (!r.error.isEmpty())
        text += u' ' + tr("The site says: %1").arg(r.error);
    m_headline->setText(text);
    m_table->setRowCount(int(r.options.size()));
    const QFont mono = Theme::monospaceFont();
    for (int i = 0; i < r.options.size(); ++i) {
        const x402::PaymentOption &o = r.options[i];
        const QString amount =
            o.amount ? tr("%1\n(%2 atomic units)").arg(o.displayAmount(), o.amountUnits)
                     : o.displayAmount();
        QString verdict;
        Theme::Tone tone = o.isPayable() ? Theme::Tone::Success : Theme::Tone::Danger;
        if (o.isPayable() && i == chosen) {
            verdict = tr("Payable: the option Paydesk chose");
        } else if (o.isPayable() && candidates.contains(i)) {
            verdict = tr("Yes, from this wallet too (Paydesk takes the cheapest)");
        } else if (o.isPayable()) {
            verdict = tr("Not from the chosen wallet: this option is paid from a wallet on %1.")
                          .arg(Network::nameOf(o.network));
            tone = Theme::Tone::Muted;
        } else
            verdict = (o.status == x402::PaymentOption::Status::Invalid   ? tr("No (invalid): %1")
                       : o.status == x402::PaymentOption::Status::Refused ? tr("No: %1")
                                                                          : tr("Not yet: %1"))
                          .arg(o.reason);
        const QString validity = o.maxTimeoutSeconds > 0
                                     ? tr("%n second(s)", nullptr, o.maxTimeoutSeconds)
                                     : tr("not given");
        const QStringList cells = {amount, Network::nameOf(o.network), o.payTo, validity, verdict};
        for (int c = 0; c < ColumnCount; ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setToolTip(c == NetworkColumn ? o.network : cells[c]);
            if (c == RecipientColumn)
                item->setFont(mono);
            if (c == VerdictColumn)
                item->setForeground(Theme::textColor(tone, palette()));
            m_table->setItem(i, c, item);
        }
    }
    fitHeight();
    setVisible(true);
    // Once shown, the columns take their final widths and wrapped rows their final heights:
    // measured again then, so no blank band is left below the last row.
    QTimer::singleShot(0, this, [this]() { fitHeight(); });
}

void RequirementsView::fitHeight()
{
    // The recipient takes at most a quarter of the width (whole in its tooltip and in the
    // confirmation), so the verdict keeps room to be read in a longer language.
    int wanted = m_table->horizontalHeader()->sectionSizeHint(RecipientColumn);
    for (int i = 0; i < m_table->rowCount(); ++i)
        if (const QTableWidgetItem *item = m_table->item(i, RecipientColumn))
            wanted =
                std::max(wanted, QFontMetrics(item->font()).horizontalAdvance(item->text()) + 16);
    const int recipient = std::min(wanted, std::max(160, m_table->viewport()->width() / 4));
    if (m_table->columnWidth(RecipientColumn) != recipient)
        m_table->setColumnWidth(RecipientColumn, recipient);
    int height = m_table->horizontalHeader()->height() + 4;
    m_table->resizeRowsToContents();
    for (int i = 0; i < m_table->rowCount(); ++i)
        height += m_table->rowHeight(i);
    m_table->setFixedHeight(std::min(height, 320));
}

void RequirementsView::setVerdict(int option, const QString &text, Theme::Tone tone)
{
    QTableWidgetItem *item = m_table->item(option, VerdictColumn);
    if (!item || text.isEmpty())
        return;
    item->setText(text);
    item->setToolTip(text);
    item->setForeground(Theme::textColor(tone, palette()));
    fitHeight();
}

int RequirementsView::optionCount() const
{
    return m_table->rowCount();
}

QString RequirementsView::cellText(int option, Column column) const
{
    const QTableWidgetItem *item = m_table->item(option, column);
    return item ? item->text() : QString();
}

QString RequirementsView::headline() const
{
    return m_headline->text();
}

} // namespace paydesk::ui
