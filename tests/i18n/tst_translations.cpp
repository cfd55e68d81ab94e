// Every shipped catalogue is complete for the current sources: lupdate is run over the sources
// (the list in translations/sources.lst) into a copy of each committed catalogue, and any message
// left unfinished fails the test with the strings to translate. Placeholders must survive
// translation, and the embedded catalogues must load and switch at run time.
#include "TsCatalogue.h"
#include "core/Translations.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using paydesk::Translations;

namespace {
const QStringList kLanguages = {QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("fr"),
                                QStringLiteral("ja"), QStringLiteral("zh_CN")};

QString sourceDir()
{
    return qEnvironmentVariable("PAYDESK_SOURCE_DIR");
}

// "%1".."%99" in a text (and "%n" when asked).
QSet<QString> placeholders(const QString &text, bool withN)
{
    static const QRegularExpression re(QStringLiteral("%(\\d{1,2}|n)"));
    QSet<QString> out;
    for (const auto &m : re.globalMatch(text))
        if (withN || m.captured(1) != u"n")
            out.insert(m.captured(0));
    return out;
}
} // namespace

class TstTranslations : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QHash<QString, QList<TsMessage>> m_current; // language -> messages after lupdate

    // The committed catalogue of `lang`, brought up to date with the sources in a temporary copy.
    QList<TsMessage> refreshed(const QString &lang)
    {
        if (m_current.contains(lang))
            return m_current.value(lang);
        const QString committed =
            QDir(sourceDir()).filePath(QStringLiteral("translations/paydesk_%1.ts").arg(lang));
        const QString copy = m_dir.filePath(QStringLiteral("paydesk_%1.ts").arg(lang));
        QFile::remove(copy);
        if (!QFile::copy(committed, copy))
            return {};
        QStringList args = {QStringLiteral("-silent"),
                            QStringLiteral("-no-obsolete"),
                            QStringLiteral("-locations"),
                            QStringLiteral("none"),
                            QStringLiteral("-extensions"),
                            QStringLiteral("cpp,h"),
                            QStringLiteral("@translations/sources.lst"),
                            QStringLiteral("-target-language"),
                            lang,
                            QStringLiteral("-ts"),
                            copy};
        if (lang == u"en")
            args.insert(0, QStringLiteral("-pluralonly"));
        QProcess p;
        p.setWorkingDirectory(sourceDir());
        p.start(qEnvironmentVariable("PAYDESK_LUPDATE"), args);
        if (!p.waitForFinished(60000) || p.exitCode() != 0) {
            qWarning() << "lupdate failed:" << p.readAllStandardError();
            return {};
        }
        QString error;
        const auto messages = readTs(copy, &error);
        if (!error.isEmpty())
            qWarning() << "cannot read" << copy << error;
        m_current.insert(lang, messages);
        return messages;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(!sourceDir().isEmpty());
        QVERIFY2(QFileInfo::exists(qEnvironmentVariable("PAYDESK_LUPDATE")),
                 "PAYDESK_LUPDATE must name the lupdate program");
        QVERIFY(m_dir.isValid());
    }

    void everyStringTranslated_data()
    {
        QTest::addColumn<QString>("lang");
        for (const QString &l : kLanguages)
            QTest::newRow(qPrintable(l)) << l;
        QTest::newRow("en (plural forms)") << QStringLiteral("en");
    }
    void everyStringTranslated()
    {
        QFETCH(QString, lang);
        const auto messages = refreshed(lang);
        QVERIFY2(!messages.isEmpty(), "lupdate produced no catalogue");
        QStringList missing;
        for (const TsMessage &m : messages) {
            const bool empty = m.forms.isEmpty() ||
                               std::any_of(m.forms.begin(), m.forms.end(),
                                           [](const QString &f) { return f.trimmed().isEmpty(); });
            if (m.unfinished || empty)
                missing.append(m.context + QStringLiteral(": ") + m.source);
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 untranslated string(s) in paydesk_%2.ts (run "
                                           "translations/update, then translate them):\n  %3")
                                .arg(missing.size())
                                .arg(lang, missing.mid(0, 20).join(QStringLiteral("\n  ")))));
    }

    void placeholdersKept_data() { everyStringTranslated_data(); }
    void placeholdersKept()
    {
        QFETCH(QString, lang);
        QStringList broken;
        for (const TsMessage &m : refreshed(lang)) {
            const auto expected = placeholders(m.source, false);
            for (const QString &form : m.forms)
                if (!form.isEmpty() && placeholders(form, false) != expected)
                    broken.append(m.source + QStringLiteral(" -> ") + form);
        }
        QVERIFY2(broken.isEmpty(), qPrintable(broken.mid(0, 20).join(u'\n')));
    }

    void catalogueSwitchesAtRunTime()
    {
        const QStringList shipped = Translations::shippedLanguages();
        for (const QString &l : kLanguages)
            QVERIFY2(shipped.contains(l), qPrintable(l + QStringLiteral(" is not embedded")));

        // Any finished German message: the embedded catalogue answers it.
        const auto de = refreshed(QStringLiteral("de"));
        const auto sample = std::find_if(de.begin(), de.end(), [](const TsMessage &m) {
            return !m.numerus && !m.unfinished && !m.forms.value(0).isEmpty() &&
                   m.forms.value(0) != m.source;
        });
        QVERIFY(sample != de.end());
        const QByteArray context = sample->context.toUtf8();
        const QByteArray source = sample->source.toUtf8();
        QCOMPARE(Translations::apply(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(QCoreApplication::translate(context, source), sample->forms.value(0));
        QCOMPARE(QLocale().language(), QLocale::German);

        // Switching back to English removes the German catalogue; plurals read well.
        QCOMPARE(Translations::apply(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate(context, source), sample->source);
        QCOMPARE(QCoreApplication::translate("ApiError",
                                             "Slow down: retry in %n "
                                             "second(s).",
                                             nullptr, 1),
                 QStringLiteral("Slow down: retry in 1 second."));
        QCOMPARE(QCoreApplication::translate("ApiError", "Slow down: retry in %n second(s).",
                                             nullptr, 3),
                 QStringLiteral("Slow down: retry in 3 seconds."));

        // No catalogue: English, not an error.
        QCOMPARE(Translations::apply(QStringLiteral("sw")), QStringLiteral("en"));
    }
};

QTEST_GUILESS_MAIN(TstTranslations)
#include "tst_translations.moc"
