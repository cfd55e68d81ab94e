#pragma once

#include <QWidget>

class QAbstractItemModel;
class QLabel;

namespace paydesk::ui {

// A payment's state timeline drawn from a StatusTimelineModel: one step per state with its icon,
// name and the time it was seen; reached steps are bold, the current one is marked, steps not
// reached are dimmed. Each step is a label with an accessible description.
class TimelineWidget : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineWidget(QWidget *parent = nullptr);
    void setModel(QAbstractItemModel *model);
    QString stepText(int row) const;
    // Whether the step of `row` is drawn (only the path the payment took or can still take).
    bool isStepShown(int row) const;

private:
    void rebuild();
    QAbstractItemModel *m_model = nullptr;
    QList<QLabel *> m_icons;
    QList<QLabel *> m_texts;
};

} // namespace paydesk::ui
