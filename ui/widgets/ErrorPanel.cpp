#include "ErrorPanel.h"

#include "Theme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QVBoxLayout>

namespace paydesk::ui {

ErrorPanel::ErrorPanel(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("errorPanel"));
    setAccessibleName(tr("Error"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 10, 14, 10);
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setWeight(QFont::DemiBold);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_body = new QLabel(this);
    m_body->setWordWrap(true);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_action = new QLabel(this);
    m_action->setWordWrap(true);
    m_button = new QPushButton(this);
    m_button->setVisible(false);
    auto *row = new QHBoxLayout;
    row->addWidget(m_action, 1);
    row->addWidget(m_button, 0, Qt::AlignBottom);
    layout->addWidget(m_title);
    layout->addWidget(m_body);
    layout->addLayout(row);
    connect(m_button, &QPushButton::clicked, this, [this]() {
        if (m_kind == Kind::Keys)
            Q_EMIT openKeySettings();
        else if (m_kind == Kind::Status)
            Q_EMIT checkStatus();
        Q_EMIT actionTriggered();
    });
    m_countdown.setInterval(1000);
    connect(&m_countdown, &QTimer::timeout, this, &ErrorPanel::tick);
    restyle();
    setVisible(false);
}

void ErrorPanel::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_restyling)
        restyle();
}

void ErrorPanel::restyle()
{
    const QScopedValueRollback guard(m_restyling, true);
    setStyleSheet(Theme::panelStyle(Theme::Tone::Danger, palette(), objectName()));
    QPalette p = m_title->palette();
    p.setColor(QPalette::WindowText, Theme::textColor(Theme::Tone::Danger, palette()));
    m_title->setPalette(p);
}

void ErrorPanel::setCustomAction(const QString &text)
{
    m_customAction = text;
}

void ErrorPanel::showError(const ApiError &error)
{
    m_countdown.stop();
    m_title->setText(error.outcomeUnknown() ? tr("The outcome of the payment is unknown")
                                            : error.meaning());
    QString body = error.message();
    if (body == error.meaning())
        body.clear();
    if (!error.code().isEmpty() && error.kind() == ApiError::Kind::Service)
        body = body.isEmpty() ? tr("Code %1.").arg(error.code())
                              : tr("%1 (code %2)").arg(body, error.code());
    m_body->setText(body);
    m_body->setVisible(!body.isEmpty());
    m_action->setText(error.suggestedAction());
    m_kind = Kind::None;
    QString buttonText;
    if (!m_customAction.isEmpty()) {
        m_kind = Kind::Custom;
        buttonText = m_customAction;
    } else if (error.code() == u"UNAUTHORIZED" || error.code() == u"FORBIDDEN") {
        m_kind = Kind::Keys;
        buttonText = tr("Open key settings");
    } else if (error.outcomeUnknown()) {
        m_kind = Kind::Status;
        buttonText = tr("Check status");
    }
    m_button->setText(buttonText);
    m_button->setVisible(m_kind != Kind::None);
    if (error.code() == u"RATE_LIMIT" && error.retryAfterSeconds()) {
        m_retryLeft = *error.retryAfterSeconds();
        tick();
        m_countdown.start();
    }
    setAccessibleDescription(text());
    setVisible(true);
}

void ErrorPanel::tick()
{
    if (m_retryLeft <= 0) {
        m_countdown.stop();
        m_action->setText(tr("You can try again now."));
        return;
    }
    m_action->setText(tr("Too many requests for this key's plan. Paydesk slows down: you can try "
                         "again in %1 s.")
                          .arg(m_retryLeft));
    --m_retryLeft;
}

void ErrorPanel::showMessage(const QString &title, const QString &text)
{
    m_countdown.stop();
    m_title->setText(title);
    m_body->setText(text);
    m_body->setVisible(!text.isEmpty());
    m_action->clear();
    m_kind = m_customAction.isEmpty() ? Kind::None : Kind::Custom;
    m_button->setText(m_customAction);
    m_button->setVisible(m_kind != Kind::None);
    setAccessibleDescription(this->text());
    setVisible(true);
}

void ErrorPanel::clear()
{
    m_countdown.stop();
    setVisible(false);
    m_title->clear();
    m_body->clear();
    m_action->clear();
}

QString ErrorPanel::titleText() const
{
    return m_title->text();
}

QString ErrorPanel::text() const
{
    QStringList parts;
    for (const QLabel *l : {m_title, m_body, m_action})
        if (!l->text().isEmpty())
            parts.append(l->text());
    return parts.join(u'\n');
}

} // namespace paydesk::ui
