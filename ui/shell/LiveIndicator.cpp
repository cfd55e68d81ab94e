#include "LiveIndicator.h"

#include "models/LiveUpdates.h"

namespace paydesk::ui {

LiveIndicator::LiveIndicator(LiveUpdates *live, QWidget *parent) : QLabel(parent), m_live(live)
{
    setObjectName(QStringLiteral("liveIndicator"));
    setTextFormat(Qt::PlainText);
    if (!m_live) {
        hide();
        return;
    }
    connect(m_live->stream(), &EventStream::stateChanged, this, &LiveIndicator::update);
    connect(m_live->stream(), &EventStream::problem, this, [this](const QString &why) {
        m_problem = why;
        update();
    });
    update();
}

void LiveIndicator::update()
{
    using State = EventStream::State;
    const State state = m_live->stream()->state();
    setVisible(state != State::Off);
    switch (state) {
    case State::Live:
        m_problem.clear();
        setText(tr("● Live"));
        setToolTip(tr("The service tells Paydesk about payments as they happen."));
        break;
    case State::Connecting:
        setText(tr("○ Polling"));
        setToolTip(tr("Connecting to the service's live events; meanwhile Paydesk looks for "
                      "changes itself."));
        break;
    case State::Unavailable:
        setText(tr("○ Polling"));
        setToolTip(
            m_problem.isEmpty()
                ? tr("Paydesk looks for changes itself; it tries the live events again "
                     "every five minutes.")
                : tr("%1 It tries the live events again every five minutes.").arg(m_problem));
        break;
    case State::Off:
        break;
    }
    setAccessibleName(text());
}

} // namespace paydesk::ui
