#pragma once

#include <QLabel>

namespace paydesk::ui {

// The line under an input: a neutral hint, or the reason the value is not acceptable yet.
class FieldHint : public QLabel
{
    Q_OBJECT
public:
    explicit FieldHint(QWidget *parent = nullptr) : FieldHint(QString(), parent) {}
    FieldHint(const QString &hint, QWidget *parent);

    void setHint(const QString &hint); // the neutral text
    void showProblem(const QString &problem);
    void showOk(const QString &text = {});
    void reset();
    bool hasProblem() const { return m_problem; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void paint();
    QString m_hint;
    bool m_problem = false;
    bool m_ok = false;
    bool m_painting = false;
};

} // namespace paydesk::ui
