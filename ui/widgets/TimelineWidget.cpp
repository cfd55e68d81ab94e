#include "TimelineWidget.h"

#include "Theme.h"
#include "models/HistoryTableModel.h"
#include "models/StatusTimelineModel.h"

#include <QAbstractItemModel>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>

namespace paydesk::ui {

TimelineWidget::TimelineWidget(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("State timeline"));
}

void TimelineWidget::setModel(QAbstractItemModel *model)
{
    m_model = model;
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(18);
    for (int r = 0; r < model->rowCount(); ++r) {
        auto *icon = new QLabel(this);
        icon->setAlignment(Qt::AlignCenter);
        auto *text = new QLabel(this);
        text->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
        text->setWordWrap(true);
        text->setMinimumWidth(96);
        grid->addWidget(icon, 0, r);
        grid->addWidget(text, 1, r);
        m_icons.append(icon);
        m_texts.append(text);
    }
    connect(model, &QAbstractItemModel::dataChanged, this, &TimelineWidget::rebuild);
    connect(model, &QAbstractItemModel::modelReset, this, &TimelineWidget::rebuild);
    rebuild();
}

QString TimelineWidget::stepText(int row) const
{
    return row >= 0 && row < m_texts.size() ? m_texts[row]->text() : QString();
}

bool TimelineWidget::isStepShown(int row) const
{
    return row >= 0 && row < m_texts.size() && !m_texts[row]->isHidden();
}

void TimelineWidget::rebuild()
{
    using M = StatusTimelineModel;
    const int side = fontMetrics().height() * 2;
    // One path is drawn: the success path (pending to finalized), or, once the payment failed
    // or expired, the steps it passed and the failure it ended in.
    PaymentState ending = PaymentState::Unknown;
    for (int r = 0; r < m_texts.size(); ++r) {
        const QModelIndex i = m_model->index(r, 0);
        if (i.data(M::IsFailureRole).toBool() && i.data(M::ReachedRole).toBool())
            ending = PaymentState(i.data(M::StateRole).toInt());
    }
    for (int r = 0; r < m_texts.size(); ++r) {
        const QModelIndex i = m_model->index(r, 0);
        const bool reached = i.data(M::ReachedRole).toBool();
        const bool current = i.data(M::CurrentRole).toBool();
        const auto state = PaymentState(i.data(M::StateRole).toInt());
        const bool failure = i.data(M::IsFailureRole).toBool();
        const bool shown =
            ending == PaymentState::Unknown ? !failure : (failure ? state == ending : reached);
        m_icons[r]->setVisible(shown);
        m_texts[r]->setVisible(shown);
        const QIcon icon = Theme::stateIcon(state);
        m_icons[r]->setPixmap(icon.pixmap(QSize(side, side), devicePixelRatioF(),
                                          reached ? QIcon::Normal : QIcon::Disabled));
        const QDateTime seen = i.data(M::SeenAtRole).toDateTime();
        const QString when = !reached         ? tr("not reached")
                             : seen.isValid() ? StatusTimelineModel::timeText(seen)
                                              : tr("passed");
        m_texts[r]->setText(HistoryTableModel::stateLabel(state) + u'\n' + when);
        QFont f = font();
        f.setWeight(current ? QFont::Bold : (reached ? QFont::DemiBold : QFont::Normal));
        f.setUnderline(current);
        m_texts[r]->setFont(f);
        QPalette p = palette();
        p.setColor(QPalette::WindowText, reached ? palette().color(QPalette::WindowText)
                                                 : Theme::textColor(Theme::Tone::Muted, p));
        m_texts[r]->setPalette(p);
        const QString description = i.data(Qt::AccessibleTextRole).toString();
        m_texts[r]->setAccessibleName(description);
        m_icons[r]->setAccessibleName(description);
    }
}

} // namespace paydesk::ui
