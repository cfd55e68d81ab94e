#include "FieldHint.h"

#include "Theme.h"

#include <QEvent>

namespace paydesk::ui {

FieldHint::FieldHint(const QString &hint, QWidget *parent) : QLabel(hint, parent), m_hint(hint)
{
    setWordWrap(true);
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.92);
    setFont(f);
    paint();
}

void FieldHint::setHint(const QString &hint)
{
    m_hint = hint;
    if (!m_problem && !m_ok) {
        setText(hint);
        setVisible(!hint.isEmpty());
    }
}

void FieldHint::showProblem(const QString &problem)
{
    m_problem = true;
    m_ok = false;
    setText(problem);
    paint();
}

void FieldHint::showOk(const QString &text)
{
    m_problem = false;
    m_ok = !text.isEmpty();
    setText(text.isEmpty() ? m_hint : text);
    paint();
}

void FieldHint::reset()
{
    m_problem = false;
    m_ok = false;
    setText(m_hint);
    paint();
}

void FieldHint::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_painting)
        paint();
}

void FieldHint::paint()
{
    const Theme::Tone tone = m_problem ? Theme::Tone::Danger
                             : m_ok    ? Theme::Tone::Success
                                       : Theme::Tone::Muted;
    m_painting = true;
    QPalette p = palette();
    p.setColor(QPalette::WindowText, Theme::textColor(tone, p));
    setPalette(p);
    m_painting = false;
    setAccessibleDescription(text());
    setVisible(!text().isEmpty()); // an empty hint takes no room
}

} // namespace paydesk::ui
