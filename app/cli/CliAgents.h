#pragma once

#include "CliArguments.h"
#include "models/AppData.h"

#include <QJsonObject>
#include <QObject>
#include <QUrl>

namespace paydesk::cli {

// agent list | add NAME [--per-minute N] | remove NAME | pause NAME | resume NAME | token NAME |
// budget NAME AMOUNT [--automatic AMOUNT] [--network NAME] | allow NAME URL | disallow NAME URL:
// the agents that pay through Paydesk (`paydesk-cli mcp`). `add` makes the agent's token, keeps
// it in the keychain and prints it once (`token` prints it again); the agent presents it as
// PAYDESK_AGENT_TOKEN. A budget of 0 removes the agent's budget in that asset. Local only. Exit 2
// for a wrong call, 4 when refused (an unknown agent, no keychain).
class CliAgents : public QObject
{
    Q_OBJECT
public:
    CliAgents(const CliArguments &args, const QUrl &service, const AppData &data,
              QObject *parent = nullptr);
    void run();

Q_SIGNALS:
    void done(int exitCode);

private:
    void list();
    void add(const QString &name);
    void remove(const QString &name);
    void printToken(const QString &name);
    void budget(const QString &name);
    QString budgetNetwork() const; // --network, else where fetch pays
    void report(const QString &text, const QJsonObject &extra = {});
    void fail(int code, const QString &text);

    const CliArguments &m_args;
    QUrl m_service;
    const AppData &m_data;
};

} // namespace paydesk::cli
