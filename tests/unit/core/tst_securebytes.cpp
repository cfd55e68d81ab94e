#include "core/SecureBytes.h"

#include <QTest>

using paydesk::SecureBytes;

class TstSecureBytes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void holdsAndCompares()
    {
        const SecureBytes a = SecureBytes::copyOf("secret-seed");
        QCOMPARE(a.size(), size_t(11));
        QCOMPARE(a.view(), QByteArrayView("secret-seed"));
        QVERIFY(a == SecureBytes::copyOf("secret-seed"));
        QVERIFY(!(a == SecureBytes::copyOf("secret-seeD")));
        SecureBytes moved = SecureBytes::copyOf("x");
        SecureBytes target = std::move(moved);
        QVERIFY(moved.isEmpty());
        QCOMPARE(target.view(), QByteArrayView("x"));
        target.clear();
        QVERIFY(target.isEmpty());
    }
    void wipeZeroesSharedCopies()
    {
        QByteArray secret("sk_live_0123456789");
        secret.detach();
        const QByteArray shared = secret; // implicitly shared, like QNetworkRequest's copy
        const char *buffer = shared.constData();
        SecureBytes::wipe(secret);
        QVERIFY(secret.isEmpty());
        QCOMPARE(shared.size(), 18);
        QCOMPARE(shared, QByteArray(18, '\0')); // the shared copy is wiped too
        QCOMPARE(shared.constData(), buffer);
        // A deep copy taken before survives.
        QByteArray again("sk_live_abcdef");
        const QByteArray deep(again.constData(), again.size());
        SecureBytes::wipe(again);
        QCOMPARE(deep, QByteArray("sk_live_abcdef"));
    }
    void wipeLeavesLiteralsAlone()
    {
        QByteArray literal = QByteArrayLiteral("static text");
        SecureBytes::wipe(literal); // read-only data: cleared, not written
        QVERIFY(literal.isEmpty());
        QCOMPARE(QByteArrayLiteral("static text"), QByteArray("static text"));
    }
};

QTEST_GUILESS_MAIN(TstSecureBytes)
#include "tst_securebytes.moc"
