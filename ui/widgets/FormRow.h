#pragma once

#include <QFormLayout>
#include <QLabel>

namespace paydesk::ui {

// A form row whose label's mnemonic (&X) focuses `buddy`, the input inside a composite field.
inline QLabel *addFormRow(QFormLayout *form, const QString &text, QWidget *buddy, QWidget *field)
{
    auto *label = new QLabel(text, field->parentWidget());
    label->setBuddy(buddy);
    form->addRow(label, field);
    return label;
}

inline QLabel *addFormRow(QFormLayout *form, const QString &text, QWidget *buddy, QLayout *field)
{
    auto *label = new QLabel(text, buddy->parentWidget());
    label->setBuddy(buddy);
    form->addRow(label, field);
    return label;
}

} // namespace paydesk::ui
