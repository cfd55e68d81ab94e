#include "BudgetsBox.h"

#include "BudgetLimitsEdit.h"
#include "Theme.h"
#include "core/Asset.h"
#include "models/BudgetListModel.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace paydesk::ui {

BudgetsBox::BudgetsBox(BudgetListModel *model, QWidget *parent)
    : QGroupBox(tr("Budgets for automatic payments"), parent), m_model(model)
{
    auto *v = new QVBoxLayout(this);
    m_freeze =
        new QCheckBox(tr("&Freeze all automatic payments (Paydesk then asks every time)"), this);
    m_freeze->setObjectName(QStringLiteral("freezePayments"));
    m_freeze->setChecked(model->isFrozen());
    connect(m_freeze, &QCheckBox::toggled, model, &BudgetListModel::setFrozen);
    connect(model, &BudgetListModel::frozenChanged, m_freeze, &QCheckBox::setChecked);
    v->addWidget(m_freeze);
    // The defaults every site without a budget has, the same numbers in each asset; each asset
    // of a site is counted apart (a SOL budget never lets USDC through).
    const Chain chain = defaultChain();
    const int decimals = chainDecimals(chain);
    m_defaults = new QLabel(
        tr("A site without a budget has the default caps of %1 per payment and %2 per day: "
           "Paydesk asks before each of its payments, and a price above these caps is flagged "
           "and paid only if you approve that one payment (no budget is granted). To let a site "
           "pay without asking, grant it a budget when you confirm a payment.")
                .arg(Money::format(SiteBudget::defaultPerPayment(decimals), chainSymbol(chain)),
                     Money::format(SiteBudget::defaultPerDay(decimals), chainSymbol(chain))) +
            u' ' +
            tr("The same caps apply in each asset, counted apart: a price in USDC counts "
               "toward caps of %1 and %2, never toward a budget in SOL.")
                .arg(QStringLiteral("0.01 USDC"), QStringLiteral("0.05 USDC")),
        this);
    m_defaults->setObjectName(QStringLiteral("budgetDefaults"));
    m_defaults->setWordWrap(true);
    Theme::makeSubtitle(m_defaults);
    v->addWidget(m_defaults);
    m_empty = new QLabel(tr("No site has a budget yet."), this);
    m_empty->setWordWrap(true);
    Theme::makeSubtitle(m_empty);
    v->addWidget(m_empty);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("budgetTable"));
    m_table->setAccessibleName(tr("Site budgets"));
    m_table->setModel(model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(BudgetListModel::SiteColumn,
                                                      QHeaderView::Stretch);
    m_table->setMaximumHeight(160);
    m_table->setWordWrap(false); // a long site is elided, never broken over two lines
    v->addWidget(m_table);
    // The caps of the selected site, shown only when there is a site to edit (the first one
    // is selected when none is), so the fields always stand beside their unit: the selected
    // budget's asset ("USDC", "SOL").
    m_editor = new QWidget(this);
    auto *editorLayout = new QVBoxLayout(m_editor);
    editorLayout->setContentsMargins(0, 0, 0, 0);
    // Per payment and per day on the first row, in the columns of the week's and month's.
    m_limits = new BudgetLimitsEdit(QStringLiteral("budget"), 1, m_editor);
    QGridLayout *grid = m_limits->grid();
    auto field = [this, grid](const char *name, const QString &label, const QString &accessible,
                              int column) {
        auto *edit = new QLineEdit(m_limits);
        edit->setObjectName(QString::fromLatin1(name));
        edit->setAccessibleName(accessible);
        auto *unit = new QLabel(m_limits);
        unit->setObjectName(QString::fromLatin1(name) + QStringLiteral("Unit"));
        m_units.append(unit);
        auto *title = new QLabel(label, m_limits);
        title->setBuddy(edit);
        grid->addWidget(title, 0, column);
        grid->addWidget(edit, 0, column + 1);
        grid->addWidget(unit, 0, column + 2);
        return edit;
    };
    m_perPayment = field("budgetPerPayment", tr("Per payment:"), tr("Cap per payment"), 0);
    m_perDay = field("budgetPerDay", tr("Per day:"), tr("Cap per day"), 3);
    m_save = new QPushButton(tr("Save &caps"), m_limits);
    m_save->setObjectName(QStringLiteral("budgetSave"));
    m_revoke = new QPushButton(tr("&Revoke"), m_limits);
    m_revoke->setObjectName(QStringLiteral("budgetRevoke"));
    m_revoke->setToolTip(
        tr("Back to the default caps: Paydesk asks before each payment to this site"));
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_save);
    buttons->addWidget(m_revoke);
    grid->addLayout(buttons, m_limits->endsRow(), 3, 1, 3);
    editorLayout->addWidget(m_limits);
    v->addWidget(m_editor);
    m_problem = new QLabel(this);
    Theme::makeProblem(m_problem);
    v->addWidget(m_problem);

    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &BudgetsBox::onSelection);
    connect(model, &QAbstractItemModel::modelReset, this, &BudgetsBox::onSelection);
    connect(m_save, &QPushButton::clicked, this, &BudgetsBox::saveCaps);
    connect(m_revoke, &QPushButton::clicked, this, &BudgetsBox::revoke);
    onSelection();
}

int BudgetsBox::currentRow() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.first().row();
}

void BudgetsBox::selectRow(int row)
{
    m_table->selectRow(row);
}

QString BudgetsBox::defaultsText() const
{
    return m_defaults->text();
}

QString BudgetsBox::problemText() const
{
    return m_problem->isVisible() ? m_problem->text() : QString();
}

void BudgetsBox::onSelection()
{
    const bool any = m_model->rowCount() > 0;
    m_empty->setVisible(!any);
    m_table->setVisible(any);
    m_editor->setVisible(any);
    if (any && currentRow() < 0) {
        m_table->selectRow(0);
        if (currentRow() >= 0)
            return; // this ran again, through selectionChanged
    }
    const int row = currentRow();
    const bool selected = row >= 0;
    for (QWidget *w : {static_cast<QWidget *>(m_perPayment), static_cast<QWidget *>(m_perDay),
                       static_cast<QWidget *>(m_limits), static_cast<QWidget *>(m_save),
                       static_cast<QWidget *>(m_revoke)})
        w->setEnabled(selected);
    m_problem->hide();
    const SiteBudget b = selected ? m_model->budgetAt(row) : SiteBudget{};
    const QString unit = selected ? BudgetListModel::symbolFor(b.network, b.asset) : QString();
    for (QLabel *u : std::as_const(m_units))
        u->setText(unit);
    m_perPayment->setText(selected ? b.perPayment.toString() : QString());
    m_perDay->setText(selected ? b.perDay.toString() : QString());
    m_limits->setUnit(unit);
    m_limits->setLimits(b.limits);
}

void BudgetsBox::saveCaps()
{
    const int row = currentRow();
    if (row < 0)
        return;
    SiteBudget b = m_model->budgetAt(row);
    QString why;
    const auto perPayment =
        Amount::parse(m_perPayment->text().trimmed(), b.perDay.decimals(), &why);
    const auto perDay = perPayment
                            ? Amount::parse(m_perDay->text().trimmed(), b.perDay.decimals(), &why)
                            : std::nullopt;
    if (perPayment && perDay && *perDay < *perPayment)
        why = tr("The cap per day cannot be below the cap per payment.");
    if (!perPayment || !perDay || *perDay < *perPayment) {
        m_problem->setText(why);
        m_problem->show();
        return;
    }
    b.perPayment = *perPayment;
    b.perDay = *perDay;
    if (!m_limits->read(b.perDay.decimals(), &b.limits, &why)) {
        m_problem->setText(why);
        m_problem->show();
        return;
    }
    const QString origin = b.origin, network = b.network;
    if (!m_model->grant(b)) {
        m_problem->setText(m_model->lastError());
        m_problem->show();
        return;
    }
    selectRow(m_model->rowOf(origin, network));
}

void BudgetsBox::revoke()
{
    const int row = currentRow();
    if (row >= 0 && !m_model->revoke(row)) {
        m_problem->setText(m_model->lastError());
        m_problem->show();
    }
}

} // namespace paydesk::ui
