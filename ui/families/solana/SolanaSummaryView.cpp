#include "SolanaSummaryView.h"

#include "Theme.h"
#include "core/Asset.h"
#include "solana/Lamports.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace paydesk::ui {

namespace {
enum Row
{
    FromRow,
    ToRow,
    AmountRow,
    NetworkFeeRow,
    PriorityFeeRow,
    TotalRow,
    BalanceAfterRow,
    NetworkRow,
    RowCount
};
} // namespace

QString SolanaSummaryView::sol(quint64 lamports)
{
    return Money::format(Amount::fromUnits(Amount::Units(lamports), solana::kSolDecimals),
                         Asset::native(Chain::Solana));
}

SolanaSummaryView::SolanaSummaryView(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);
    const QStringList labels = {tr("From:"),          tr("To:"),           tr("Amount:"),
                                tr("Network fee:"),   tr("Priority fee:"), tr("Total cost:"),
                                tr("Balance after:"), tr("Network:")};
    for (int i = 0; i < RowCount; ++i) {
        auto *value = new QLabel(QStringLiteral("—"), this);
        value->setWordWrap(true);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        value->setAccessibleName(labels[i]);
        if (i == FromRow || i == ToRow)
            value->setFont(Theme::monospaceFont());
        form->addRow(labels[i], value);
        m_values.append(value);
    }
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("What the transaction does:"), this));
    m_instructions = new QLabel(this);
    m_instructions->setObjectName(QStringLiteral("reviewInstructions"));
    m_instructions->setWordWrap(true);
    m_instructions->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_instructions->setContentsMargins(12, 0, 0, 0);
    layout->addWidget(m_instructions);

    auto *simRow = new QHBoxLayout;
    m_simulation = new QLabel(this);
    m_simulation->setObjectName(QStringLiteral("reviewSimulation"));
    m_simulation->setWordWrap(true);
    m_showLogs = new QToolButton(this);
    m_showLogs->setText(tr("Show &logs"));
    m_showLogs->setCheckable(true);
    simRow->addWidget(m_simulation, 1);
    simRow->addWidget(m_showLogs);
    layout->addLayout(simRow);
    m_logs = new QPlainTextEdit(this);
    m_logs->setObjectName(QStringLiteral("reviewLogs"));
    m_logs->setReadOnly(true);
    m_logs->setFont(Theme::monospaceFont());
    m_logs->setAccessibleName(tr("Simulation logs"));
    m_logs->setFixedHeight(m_logs->fontMetrics().lineSpacing() * 6 + 12);
    m_logs->setVisible(false);
    layout->addWidget(m_logs);
    connect(m_showLogs, &QToolButton::toggled, m_logs, &QWidget::setVisible);
    m_simulation->setVisible(false);
    m_showLogs->setVisible(false);
}

void SolanaSummaryView::setReview(const solana::TransactionReview &r,
                                  const std::optional<solana::SimulationResult> &sim,
                                  const Context &c)
{
    m_values[FromRow]->setText(
        c.send && !c.walletLabel.isEmpty() ? tr("%1 (%2)").arg(r.from, c.walletLabel) : r.from);
    m_values[ToRow]->setText(r.to);
    m_values[AmountRow]->setText(tr("%1 (exactly)").arg(sol(r.lamports)));
    m_values[NetworkFeeRow]->setText(
        tr("%1, paid by %2")
            .arg(sol(r.fees.signatureFee),
                 r.feePayer == (c.send ? r.from : r.to) ? tr("you") : r.feePayer));
    m_values[PriorityFeeRow]->setText(r.fees.priorityFee == 0
                                          ? tr("none")
                                          : tr("%1 (%2 compute units at %3 micro-lamports each)")
                                                .arg(sol(r.fees.priorityFee))
                                                .arg(r.fees.computeUnitLimit)
                                                .arg(r.fees.microLamportsPerCu));
    m_values[TotalRow]->setText(
        c.send ? tr("%1 leave your wallet").arg(sol(r.lamports + r.fees.total()))
               : tr("%1 in fees from your wallet").arg(sol(r.fees.total())));
    const quint64 out = c.send ? r.lamports + r.fees.total() : r.fees.total();
    const quint64 in = c.send ? 0 : r.lamports;
    if (!c.balance)
        m_values[BalanceAfterRow]->setText(tr("unknown (balance not read)"));
    else if (c.balance->units() + in < out)
        m_values[BalanceAfterRow]->setText(tr("short by %1: the wallet holds %2")
                                               .arg(sol(quint64(out - (c.balance->units() + in))),
                                                    sol(quint64(c.balance->units()))));
    else
        m_values[BalanceAfterRow]->setText(sol(quint64(c.balance->units() + in - out)));
    m_values[NetworkRow]->setText(tr("%1, broadcast through %2%3")
                                      .arg(r.network.isEmpty() ? tr("unknown") : r.network,
                                           c.rpcUrl,
                                           c.sandbox ? tr(" (test funds only)") : QString()));
    QStringList lines;
    for (const QString &d : r.descriptions)
        lines << QStringLiteral("• ") + d;
    m_instructions->setText(lines.isEmpty() ? tr("(nothing could be decoded)") : lines.join(u'\n'));
    m_simulation->setVisible(sim.has_value());
    m_showLogs->setVisible(sim.has_value() && !sim->logs.isEmpty());
    if (sim) {
        m_simulation->setText(
            sim->failed
                ? tr("Simulation: it would fail (%1), using %2 compute units.")
                      .arg(sim->error)
                      .arg(sim->unitsConsumed)
                : tr("Simulation: it succeeds, using %1 compute units.").arg(sim->unitsConsumed));
        m_logs->setPlainText(sim->logs.join(u'\n'));
    }
}

} // namespace paydesk::ui
