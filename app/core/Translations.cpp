#include "Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

namespace paydesk {

namespace {
const QString kCatalogues = QStringLiteral(":/i18n");
const QString kPrefix = QStringLiteral("paydesk_");

struct Installed
{
    QPointer<QTranslator> own;
    QPointer<QTranslator> qt;
};

Installed &installed()
{
    static Installed i;
    return i;
}

void remove(QPointer<QTranslator> &t)
{
    if (t) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
}
} // namespace

QStringList Translations::shippedLanguages()
{
    QStringList out = {QStringLiteral("en")};
    const QStringList files =
        QDir(kCatalogues).entryList({kPrefix + QStringLiteral("*.qm")}, QDir::Files, QDir::Name);
    for (const QString &f : files) {
        const QString lang = f.mid(kPrefix.size(), f.size() - kPrefix.size() - 3);
        if (!out.contains(lang))
            out.append(lang);
    }
    return out;
}

QLocale Translations::localeFor(const QString &language)
{
    return language.isEmpty() ? QLocale::system() : QLocale(language);
}

QString Translations::apply(const QString &language)
{
    QCoreApplication *app = QCoreApplication::instance();
    if (!app)
        return {};
    const QLocale locale = localeFor(language);
    Installed &now = installed();
    remove(now.own);
    remove(now.qt);

    auto *own = new QTranslator(app);
    QString used;
    if (own->load(locale, QStringLiteral("paydesk"), QStringLiteral("_"), kCatalogues)) {
        used = QFileInfo(own->filePath()).completeBaseName().mid(kPrefix.size());
    } else if (own->load(kPrefix + QStringLiteral("en"), kCatalogues)) {
        used = QStringLiteral("en");
    }
    auto *qt = new QTranslator(app);
    if (used != u"en" && qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                                  QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        now.qt = qt;
    } else {
        delete qt;
    }
    if (!own->isEmpty() || !used.isEmpty()) {
        QCoreApplication::installTranslator(own);
        now.own = own;
    } else {
        delete own;
    }
    QLocale::setDefault(locale);
    return used.isEmpty() ? QStringLiteral("en") : used;
}

} // namespace paydesk
