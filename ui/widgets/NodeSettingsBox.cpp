#include "NodeSettingsBox.h"

#include "Theme.h"
#include "models/NodeSettings.h"
#include "widgets/FieldHint.h"
#include "widgets/FormRow.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardItemModel>

namespace paydesk::ui {

NodeSettingsBox::NodeSettingsBox(NodeSettings *node, const Texts &texts, const Names &names,
                                 QWidget *parent)
    : QGroupBox(texts.title, parent), m_node(node)
{
    m_form = new QFormLayout(this);
    m_form->setLabelAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_network = new QComboBox(this);
    m_network->setObjectName(names.network);
    m_network->setAccessibleName(texts.networkAccessible);
    for (const NodeSettings::Choice &c : m_node->choices())
        m_network->addItem(c.title, c.name);
    m_form->addRow(texts.networkLabel, m_network);

    auto *urlRow = new QHBoxLayout;
    m_url = new QLineEdit(this);
    m_url->setObjectName(names.url);
    m_url->setAccessibleName(texts.urlAccessible);
    m_save = new QPushButton(texts.save, this);
    m_save->setObjectName(names.save);
    urlRow->addWidget(m_url, 1);
    urlRow->addWidget(m_save);
    addFormRow(m_form, texts.urlLabel, m_url, urlRow);
    m_hint = new FieldHint(this);
    m_form->addRow(QString(), m_hint);

    auto *healthRow = new QHBoxLayout;
    m_check = new QPushButton(Theme::icon(QStringLiteral("refresh")), texts.check, this);
    m_check->setObjectName(names.check);
    m_health = new QLabel(tr("Not checked yet."), this);
    m_health->setObjectName(names.health);
    m_health->setWordWrap(true);
    healthRow->addWidget(m_check);
    healthRow->addWidget(m_health, 1);
    m_form->addRow(tr("Status:"), healthRow);

    connect(m_network, &QComboBox::activated, this, &NodeSettingsBox::onPicked);
    connect(m_save, &QPushButton::clicked, this, &NodeSettingsBox::save);
    connect(m_url, &QLineEdit::returnPressed, this, &NodeSettingsBox::save);
    connect(m_check, &QPushButton::clicked, this, [this]() {
        m_check->setEnabled(false);
        m_health->setPalette(palette());
        m_health->setText(tr("Checking %1…").arg(m_node->endpoint().toString()));
        m_node->checkHealth();
    });
    connect(m_node, &NodeSettings::healthChecked, this, &NodeSettingsBox::showHealth);
    connect(m_node, &NodeSettings::endpointChanged, this, &NodeSettingsBox::load);
}

void NodeSettingsBox::load()
{
    const QString name = m_node->chosen();
    m_network->setCurrentIndex(m_network->findData(name));
    // The sandbox's own node is there only while the built-in sandbox is the service.
    if (auto *model = qobject_cast<QStandardItemModel *>(m_network->model()))
        for (const NodeSettings::Choice &c : m_node->choices())
            if (QStandardItem *item = model->item(m_network->findData(c.name)); item && c.sandbox)
                item->setEnabled(m_node->isSandboxAvailable());
    m_url->setText(m_node->endpoint().toString());
    m_url->setReadOnly(m_node->onSandbox());
    m_save->setEnabled(!m_node->onSandbox());
    m_hint->setHint(m_node->choiceHint(name));
    choiceShown(name);
}

void NodeSettingsBox::onPicked()
{
    const QString name = m_network->currentData().toString();
    const auto picked = m_node->choice(name);
    m_health->setText(tr("Not checked yet."));
    m_health->setPalette(palette());
    if (picked && picked->custom && !m_node->hasOwnUrlOf(name)) {
        m_url->clear();
        m_url->setReadOnly(false);
        m_save->setEnabled(true);
        m_url->setPlaceholderText(tr("https://your-rpc.example.com"));
        m_url->setFocus();
        m_hint->setHint(tr("Enter the URL, then choose “Use this endpoint”."));
        choiceShown(name);
        return;
    }
    QString error;
    if (!m_node->chooseNamed(
            name, m_node->hasOwnUrlOf(name) ? m_node->urlOf(name).toString() : QString(), &error))
        m_hint->showProblem(error);
    load();
}

void NodeSettingsBox::save()
{
    const QString name = m_network->currentData().toString();
    QString text = m_url->text().trimmed();
    // The public URL typed back (or left as it is) means "no URL of my own".
    if (const QUrl standard = m_node->publicUrl(name);
        !standard.isEmpty() && text == standard.toString())
        text.clear();
    QString error;
    if (!m_node->chooseNamed(name, text, &error)) {
        m_hint->showProblem(error);
        return;
    }
    load();
    m_hint->showOk(m_node->nowUsing(m_node->endpoint()));
}

void NodeSettingsBox::showHealth(bool healthy, const QString &text)
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
