#include "AgentsPage.h"

#include "Theme.h"
#include "models/AgentListModel.h"
#include "models/BudgetListModel.h"
#include "widgets/AgentEditor.h"
#include "widgets/CopyField.h"
#include "widgets/MessageBox.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace paydesk::ui {

AgentsPage::AgentsPage(const Parts &parts, QWidget *parent)
    : PageFrame(tr("Agents"),
                tr("AI agents and scripts on this computer pay through Paydesk, from your "
                   "wallets, within the budgets you give each of them here. They never see a "
                   "key. A payment above an agent's limit or to a new site waits for your "
                   "approval."),
                parent),
      m_parts(parts)
{
    setObjectName(QStringLiteral("agentsPage"));
    QVBoxLayout *v = content();
    m_frozen = new QLabel(tr("Payments are frozen: no agent can pay until you unfreeze them "
                             "(in the tray menu or in Settings)."),
                          this);
    m_frozen->setObjectName(QStringLiteral("agentsFrozen"));
    m_frozen->setWordWrap(true);
    Theme::makeProblem(m_frozen);
    v->addWidget(m_frozen);

    auto *addRow = new QHBoxLayout;
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("agentName"));
    m_name->setPlaceholderText(tr("A name for the agent, such as Research assistant"));
    m_name->setAccessibleName(tr("New agent's name"));
    m_add = new QPushButton(tr("&Add agent"), this);
    m_add->setObjectName(QStringLiteral("agentAdd"));
    addRow->addWidget(m_name, 1);
    addRow->addWidget(m_add);
    v->addLayout(addRow);
    m_addProblem = new QLabel(this);
    m_addProblem->setObjectName(QStringLiteral("agentAddProblem"));
    Theme::makeProblem(m_addProblem);
    m_addProblem->hide();
    v->addWidget(m_addProblem);

    m_tokenPanel = new QWidget(this);
    auto *tv = new QVBoxLayout(m_tokenPanel);
    tv->setContentsMargins(0, 0, 0, 0);
    m_tokenTitle = new QLabel(m_tokenPanel);
    m_tokenTitle->setWordWrap(true);
    tv->addWidget(m_tokenTitle);
    m_token = new CopyField(tr("Agent token"), m_tokenPanel);
    m_token->setObjectName(QStringLiteral("agentToken"));
    tv->addWidget(m_token);
    m_config = new QPlainTextEdit(m_tokenPanel);
    m_config->setObjectName(QStringLiteral("agentConfig"));
    m_config->setReadOnly(true);
    m_config->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_config->setAccessibleName(tr("MCP configuration"));
    tv->addWidget(m_config);
    m_tokenPanel->hide();
    v->addWidget(m_tokenPanel);

    m_empty =
        new QLabel(tr("No agents yet. Add one, give it a budget, then give it its token."), this);
    m_empty->setWordWrap(true);
    Theme::makeSubtitle(m_empty);
    v->addWidget(m_empty);
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("agentTable"));
    m_table->setAccessibleName(tr("Agents"));
    m_table->setModel(parts.agents);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The budgets wrap; the sites (URLs) and the rest keep their width.
    m_table->horizontalHeader()->setSectionResizeMode(AgentListModel::BudgetColumn,
                                                      QHeaderView::Stretch);
    m_table->setMinimumHeight(90);
    m_table->setMaximumHeight(200);
    v->addWidget(m_table);
    m_editor = new AgentEditor(parts.agents, this);
    m_editor->setObjectName(QStringLiteral("agentEditor"));
    v->addWidget(m_editor);
    v->addStretch();

    connect(m_add, &QPushButton::clicked, this, &AgentsPage::addAgent);
    connect(m_name, &QLineEdit::returnPressed, this, &AgentsPage::addAgent);
    connect(parts.agents, &AgentListModel::tokenReady, this, &AgentsPage::showToken);
    connect(parts.agents, &AgentListModel::failed, this, [this](const QString &why) {
        m_addProblem->setText(why);
        m_addProblem->show();
        m_add->setEnabled(true);
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &AgentsPage::onSelection);
    connect(parts.agents, &QAbstractItemModel::modelReset, this, &AgentsPage::onSelection);
    connect(m_editor, &AgentEditor::showTokenRequested, parts.agents, &AgentListModel::readToken);
    connect(m_editor, &AgentEditor::removeRequested, this, &AgentsPage::removeAgent);
    connect(parts.budgets, &BudgetListModel::frozenChanged, this, &AgentsPage::updateFrozen);
    updateFrozen(parts.budgets->isFrozen());
    m_refresh.setInterval(5000);
    connect(&m_refresh, &QTimer::timeout, parts.agents, &AgentListModel::reload);
    onSelection();
}

QString AgentsPage::cliPath()
{
#ifdef Q_OS_WIN
    const QString name = QStringLiteral("paydesk-cli.exe");
#else
    const QString name = QStringLiteral("paydesk-cli");
#endif
    const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(name);
    return QFileInfo(beside).isExecutable() ? QDir::toNativeSeparators(beside) : name;
}

// An MCP client's configuration (the "mcpServers" form Claude Desktop, Cursor and others read).
// The CLI follows the app's choice of service, its built-in sandbox included.
QString AgentsPage::mcpConfig(const QString &token, const QString &cli)
{
    // Laid out by hand (command first, as the clients' documentation shows it); the values are
    // escaped as JSON strings (a Windows path has backslashes).
    const auto quoted = [](const QString &text) {
        const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
        return QString::fromUtf8(array.mid(1, array.size() - 2)); // ["…"] -> "…"
    };
    return QStringLiteral(
               "{\n  \"mcpServers\": {\n    \"paydesk\": {\n      \"command\": %1,\n"
               "      \"args\": [\"mcp\"],\n      \"env\": { \"PAYDESK_AGENT_TOKEN\": %2 "
               "}\n    }\n  }\n}")
        .arg(quoted(cli), quoted(token));
}

QString AgentsPage::configText() const
{
    return m_config->toPlainText();
}

QString AgentsPage::tokenText() const
{
    return m_tokenPanel->isVisible() ? m_token->value() : QString();
}

void AgentsPage::showEvent(QShowEvent *event)
{
    m_parts.agents->reload();
    m_refresh.start();
    PageFrame::showEvent(event);
}

void AgentsPage::hideEvent(QHideEvent *event)
{
    m_refresh.stop();
    PageFrame::hideEvent(event);
}

void AgentsPage::updateFrozen(bool frozen)
{
    m_frozen->setVisible(frozen);
}

void AgentsPage::addAgent()
{
    m_addProblem->hide();
    m_add->setEnabled(false); // until the keychain answers
    m_parts.agents->add(m_name->text());
}

void AgentsPage::showToken(const QString &name, const QString &token)
{
    m_add->setEnabled(true);
    m_name->clear();
    m_tokenTitle->setText(
        tr("The token of %1. Give it to the agent only: whoever has it spends from %1's budget. "
           "For an MCP client, add this server to its configuration; any other program sends "
           "its requests through 'paydesk-cli proxy' with the header Proxy-Authorization: "
           "Bearer and the token.")
            .arg(name));
    m_token->setValue(token);
    m_config->setPlainText(mcpConfig(token, cliPath()));
    // All of it in view: nine lines, the frame and the document's margins.
    const int lines = int(m_config->toPlainText().count(u'\n')) + 1;
    m_config->setFixedHeight(
        m_config->fontMetrics().lineSpacing() * lines +
        2 * (m_config->frameWidth() + int(m_config->document()->documentMargin())) + 4);
    m_tokenPanel->show();
    const int row = m_parts.agents->rowOf(name);
    if (row >= 0)
        m_table->selectRow(row);
}

void AgentsPage::removeAgent(const QString &name)
{
    MessageBox::ask(this, QMessageBox::Warning, tr("Remove agent"), tr("Remove %1?").arg(name),
                    tr("Its token stops paying at once. Its payments stay in your history."),
                    QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel,
                    [this, name](MessageBox::Button answer) {
                        if (answer != QMessageBox::Yes)
                            return;
                        m_parts.agents->remove(name);
                        m_tokenPanel->hide();
                    });
}

void AgentsPage::onSelection()
{
    const bool any = m_parts.agents->rowCount() > 0;
    m_empty->setVisible(!any);
    m_table->setVisible(any);
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (any && rows.isEmpty())
        return m_table->selectRow(0); // comes back here with the first agent selected
    m_editor->setVisible(!rows.isEmpty());
    m_editor->showAgent(rows.isEmpty() ? QString() : rows.first().data(Qt::UserRole).toString());
}

} // namespace paydesk::ui
