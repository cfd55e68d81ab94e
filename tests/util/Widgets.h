#pragma once

// Finding a view's widgets in tests. Views expose no inner widgets: every widget a test drives
// has an objectName (lowerCamelCase, unique within its page) set where the view builds it, and
// tests look it up by that name:
//
//     auto *review = child<QPushButton>(page, "reviewPayment");
//     QTest::mouseClick(child<QPushButton>(dialog, "confirmPay"), Qt::LeftButton);
//
// child() is for a widget the test cannot go on without: a name that is missing, or that more
// than one widget of that type carries under `root`, ends the test run at once with the name,
// the type, the root and the names that are there (a null pointer would only crash later, far
// from the cause). find() answers "not there" with nullptr, for widgets that come and go. Where
// a page holds a sub-widget with the same inner names (the SellerDesk in the Receive page), look
// the sub-widget up first and search under it.
//
// A null `root` searches every window of the application, for dialogs and popups that are not
// children of the page (e.g. a review dialog parented to the main window).
#include <QApplication>
#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <QtGlobal>

namespace paydesk::testing {

namespace widgets_detail {

inline QByteArray describe(const QObject *root)
{
    if (!root)
        return QByteArrayLiteral("any window");
    QByteArray text = root->metaObject()->className();
    if (!root->objectName().isEmpty())
        text += " \"" + root->objectName().toUtf8() + '"';
    return text;
}

// The names under `root` that widgets of type T carry, to say what is there instead.
template <typename T> QByteArray namesOf(const QObject *root)
{
    QStringList names;
    const auto add = [&names](const QObject *under) {
        for (const T *w : under->findChildren<T *>())
            if (!w->objectName().isEmpty() && !names.contains(w->objectName()))
                names.append(w->objectName());
    };
    if (root) {
        add(root);
    } else {
        for (const QWidget *window : QApplication::topLevelWidgets())
            if (!window->parent())
                add(window);
    }
    names.sort();
    return names.join(QStringLiteral(", ")).toUtf8();
}

} // namespace widgets_detail

// Every widget (or object) of type T named `name` under `root`, at any depth; under every window
// when `root` is null.
template <typename T> QList<T *> findAll(const QObject *root, const char *name)
{
    const QString wanted = QString::fromLatin1(name);
    if (root)
        return root->findChildren<T *>(wanted);
    QList<T *> all;
    for (QWidget *window : QApplication::topLevelWidgets()) {
        if (window->parent())
            continue; // a parented dialog is found under its parent's window
        if (auto *self = qobject_cast<T *>(window); self && window->objectName() == wanted)
            all.append(self);
        all += window->findChildren<T *>(wanted);
    }
    return all;
}

// The one T named `name` under `root`, or nullptr when there is none. Two of them end the test
// run: the name does not say which one the test means.
template <typename T> T *find(const QObject *root, const char *name)
{
    const QList<T *> all = findAll<T>(root, name);
    if (all.size() > 1)
        qFatal("%d widgets of type %s are named \"%s\" under %s; look up their parent first",
               int(all.size()), T::staticMetaObject.className(), name,
               widgets_detail::describe(root).constData());
    return all.isEmpty() ? nullptr : all.first();
}

// The one T named `name` under `root`; a missing name ends the test run.
template <typename T> T *child(const QObject *root, const char *name)
{
    T *found = find<T>(root, name);
    if (!found)
        qFatal("no %s named \"%s\" under %s (a view names every widget tests use with "
               "setObjectName); named %s there: %s",
               T::staticMetaObject.className(), name, widgets_detail::describe(root).constData(),
               T::staticMetaObject.className(), widgets_detail::namesOf<T>(root).constData());
    return found;
}

// The widgets named `prefix` + 0, 1, 2, ... (e.g. "backupWord0"), in that order, up to the first
// number that is missing.
template <typename T> QList<T *> numbered(const QObject *root, const char *prefix)
{
    QList<T *> list;
    for (int i = 0;; ++i) {
        const QByteArray name = QByteArray(prefix) + QByteArray::number(i);
        T *found = find<T>(root, name.constData());
        if (!found)
            return list;
        list.append(found);
    }
}

} // namespace paydesk::testing
