#pragma once

#include "store/AgentStore.h"
#include "store/PaidFetchJournal.h"

#include <QAbstractTableModel>

namespace paydesk {

class SecretStore;

// The agents that pay through Paydesk (AgentStore) for the Agents page: one row per agent with
// its budgets, what it spent in the last 24 hours, its sites and its state; and what the page
// does to them. Adding an agent makes its token (wallet/AgentTokens, in the keychain) and
// answers tokenReady() once with it; everything else is synchronous. reload() reads the rows
// again (the page does so while shown: paydesk-cli processes change them too).
class AgentListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        NameColumn,
        BudgetColumn,
        SpentColumn,
        SitesColumn,
        StateColumn,
        ColumnCount
    };

    AgentListModel(AgentStore *store, PaidFetchJournal *fetches, SecretStore *secrets,
                   QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation o, int role = Qt::DisplayRole) const override;

    Agent agentAt(int row) const { return m_rows.value(row); }
    int rowOf(const QString &name) const;
    Amount spentToday(const QString &agent, const AgentBudget &budget) const;
    // The agent's latest paid fetches, newest first.
    QList<FetchAttempt> recentPayments(const QString &agent, int limit = 10) const;
    AgentStore *store() const { return m_store; }

    // Asynchronous (the keychain): tokenReady(name, token) or failed(message).
    void add(const QString &name);
    void remove(const QString &name);
    void readToken(const QString &name); // tokenReady(name, token) or failed(message)
    bool setPaused(const QString &name, bool paused);
    bool saveBudget(const QString &name, const AgentBudget &budget, QString *why);
    bool removeBudget(const QString &name, const AgentBudget &budget);
    bool allowSite(const QString &name, const QString &origin);
    bool disallowSite(const QString &name, const QString &origin);
    QString lastError() const { return m_lastError; }

public Q_SLOTS:
    void reload();

Q_SIGNALS:
    void tokenReady(const QString &name, const QString &token);
    void failed(const QString &message);

private:
    AgentStore *m_store;
    PaidFetchJournal *m_fetches;
    SecretStore *m_secrets;
    QList<Agent> m_rows;
    QString m_lastError;
};

} // namespace paydesk
