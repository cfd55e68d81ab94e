#include "SolanaRpcSettingsBox.h"

#include "Theme.h"
#include "core/Validation.h"
#include "models/LocalPaymentController.h"
#include "models/RpcSettingsModel.h"
#include "solana/TransactionPolicy.h"
#include "widgets/FieldHint.h"
#include "widgets/FormRow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardItemModel>
#include <QVBoxLayout>

namespace paydesk::ui {

using Cluster = RpcSettingsModel::Cluster;

SolanaRpcSettingsBox::SolanaRpcSettingsBox(RpcSettingsModel *rpc, LocalPaymentController *payments,
                                           QWidget *parent)
    : QGroupBox(tr("Network for local mode"), parent), m_rpc(rpc), m_payments(payments)
{
    auto *form = new QFormLayout(this);
    form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_cluster = new QComboBox(this);
    m_cluster->setObjectName(QStringLiteral("rpcCluster"));
    m_cluster->setAccessibleName(tr("Solana network"));
    for (Cluster c : RpcSettingsModel::clusters())
        m_cluster->addItem(RpcSettingsModel::clusterTitle(c), int(c));
    form->addRow(tr("&Network:"), m_cluster);

    auto *urlRow = new QHBoxLayout;
    m_url = new QLineEdit(this);
    m_url->setObjectName(QStringLiteral("rpcUrl"));
    m_url->setAccessibleName(tr("RPC endpoint URL"));
    m_save = new QPushButton(tr("&Use this endpoint"), this);
    m_save->setObjectName(QStringLiteral("rpcSave"));
    urlRow->addWidget(m_url, 1);
    urlRow->addWidget(m_save);
    addFormRow(form, tr("RPC &URL:"), m_url, urlRow);
    m_hint = new FieldHint(this);
    form->addRow(QString(), m_hint);

    auto *healthRow = new QHBoxLayout;
    m_check =
        new QPushButton(Theme::icon(QStringLiteral("refresh")), tr("C&heck connection"), this);
    m_check->setObjectName(QStringLiteral("rpcCheck"));
    m_health = new QLabel(tr("Not checked yet."), this);
    m_health->setObjectName(QStringLiteral("rpcHealth"));
    m_health->setWordWrap(true);
    healthRow->addWidget(m_check);
    healthRow->addWidget(m_health, 1);
    form->addRow(tr("Status:"), healthRow);

    m_cap = new QLineEdit(this);
    m_cap->setObjectName(QStringLiteral("rpcFeeCap"));
    m_cap->setAccessibleName(tr("Highest priority fee Paydesk signs, in SOL"));
    m_cap->setMaximumWidth(160);
    auto *capRow = new QHBoxLayout;
    capRow->addWidget(m_cap);
    capRow->addWidget(new QLabel(QStringLiteral("SOL"), this));
    capRow->addStretch(1);
    addFormRow(form, tr("Priority fee &cap:"), m_cap, capRow);
    m_capHint = new FieldHint(tr("Paydesk refuses to sign a transaction whose priority fee is "
                                 "higher."),
                              this);
    form->addRow(QString(), m_capHint);
    m_simulate = new QCheckBox(tr("&Simulate each transaction before the review"), this);
    m_simulate->setObjectName(QStringLiteral("rpcSimulate"));
    form->addRow(QString(), m_simulate);

    connect(m_cluster, &QComboBox::activated, this, &SolanaRpcSettingsBox::onClusterPicked);
    connect(m_save, &QPushButton::clicked, this, &SolanaRpcSettingsBox::save);
    connect(m_url, &QLineEdit::returnPressed, this, &SolanaRpcSettingsBox::save);
    connect(m_check, &QPushButton::clicked, this, [this]() {
        m_check->setEnabled(false);
        m_health->setText(tr("Checking %1…").arg(m_rpc->endpoint().toString()));
        m_rpc->checkHealth();
    });
    connect(m_rpc, &RpcSettingsModel::healthChecked, this, &SolanaRpcSettingsBox::showHealth);
    connect(m_rpc, &RpcSettingsModel::endpointChanged, this, &SolanaRpcSettingsBox::load);
    connect(m_cap, &QLineEdit::editingFinished, this, &SolanaRpcSettingsBox::saveCap);
    connect(m_simulate, &QCheckBox::toggled, this,
            [this](bool on) { m_payments->setSimulate(on); });
    load();
}

void SolanaRpcSettingsBox::load()
{
    RpcSettingsModel *rpc = m_rpc;
    m_cluster->setCurrentIndex(m_cluster->findData(int(rpc->cluster())));
    // The sandbox's RPC is there only while the built-in sandbox is the service.
    const int sandboxRow = m_cluster->findData(int(Cluster::Sandbox));
    if (auto *model = qobject_cast<QStandardItemModel *>(m_cluster->model()))
        if (QStandardItem *item = model->item(sandboxRow))
            item->setEnabled(rpc->isSandboxAvailable());
    m_url->setText(rpc->endpoint().toString());
    m_url->setReadOnly(rpc->cluster() == Cluster::Sandbox);
    m_save->setEnabled(rpc->cluster() != Cluster::Sandbox);
    m_hint->setHint(rpc->cluster() == Cluster::Sandbox
                        ? tr("The sandbox answers Solana JSON-RPC itself: test funds only.")
                        : tr("Paste your own node's URL to use it instead of the public one."));
    m_cap->setText(solana::TransactionPolicy::formatSol(m_payments->maxPriorityFeeLamports()));
    m_simulate->setChecked(m_payments->simulate());
}

void SolanaRpcSettingsBox::onClusterPicked()
{
    const auto cluster = Cluster(m_cluster->currentData().toInt());
    RpcSettingsModel *rpc = m_rpc;
    m_health->setText(tr("Not checked yet."));
    m_health->setPalette(palette());
    if (cluster == Cluster::Custom && !rpc->hasOwnUrl(Cluster::Custom)) {
        m_url->clear();
        m_url->setReadOnly(false);
        m_save->setEnabled(true);
        m_url->setPlaceholderText(tr("https://your-rpc.example.com"));
        m_url->setFocus();
        m_hint->setHint(tr("Enter the URL, then choose “Use this endpoint”."));
        return;
    }
    QString error;
    if (!rpc->choose(cluster, rpc->hasOwnUrl(cluster) ? rpc->urlFor(cluster).toString() : QString(),
                     &error))
        m_hint->showProblem(error);
    load();
}

void SolanaRpcSettingsBox::save()
{
    const auto cluster = Cluster(m_cluster->currentData().toInt());
    RpcSettingsModel *rpc = m_rpc;
    QString text = m_url->text().trimmed();
    // The public URL typed back (or left as it is) means "no URL of my own".
    if (cluster != Cluster::Custom &&
        text == solana::RpcEndpoint::forCluster(cluster).url.toString())
        text.clear();
    QString error;
    if (!rpc->choose(cluster, text, &error)) {
        m_hint->showProblem(error);
        return;
    }
    load();
    m_hint->showOk(tr("Local payments now go through %1.").arg(rpc->endpoint().toString()));
}

void SolanaRpcSettingsBox::saveCap()
{
    Amount cap;
    if (auto e = validate::priorityFee(QStringLiteral("cap"), m_cap->text().trimmed(),
                                       Chain::Solana, &cap)) {
        m_capHint->showProblem(e->message);
        return;
    }
    m_payments->setMaxPriorityFeeLamports(
        quint64(cap.rescaled(chainDecimals(Chain::Solana))->units()));
    m_capHint->reset();
}

void SolanaRpcSettingsBox::showHealth(bool healthy, const QString &text)
{
    m_check->setEnabled(true);
    m_health->setText(text);
    QPalette p = palette();
    p.setColor(QPalette::WindowText,
               Theme::textColor(healthy ? Theme::Tone::Success : Theme::Tone::Danger, p));
    m_health->setPalette(p);
    m_health->setAccessibleDescription(text);
}

} // namespace paydesk::ui
