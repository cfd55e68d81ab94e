#include "ResourceView.h"

#include "Theme.h"

#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStackedWidget>
#include <QStringDecoder>
#include <QVBoxLayout>

namespace paydesk::ui {

QString ResourceView::s_nextSaveName;

void ResourceView::setNextSaveFileName(const QString &path)
{
    s_nextSaveName = path;
}

ResourceView::ResourceView(QWidget *parent) : QWidget(parent)
{
    auto *v = new QVBoxLayout(this);
    v->setContentsMargins(0, 0, 0, 0);
    auto *top = new QHBoxLayout;
    m_info = new QLabel(this);
    m_info->setObjectName(QStringLiteral("resourceInfo"));
    m_info->setWordWrap(true);
    m_info->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_save = new QPushButton(Theme::icon(QStringLiteral("export")), tr("&Save to file…"), this);
    m_save->setObjectName(QStringLiteral("saveResource"));
    top->addWidget(m_info, 1);
    top->addWidget(m_save, 0, Qt::AlignTop);
    v->addLayout(top);
    m_stack = new QStackedWidget(this);
    m_text = new QPlainTextEdit(this);
    m_text->setReadOnly(true);
    m_text->setFont(Theme::monospaceFont());
    m_text->setAccessibleName(tr("Resource text"));
    m_text->setMinimumHeight(180);
    m_picture = new QLabel(this);
    m_picture->setAlignment(Qt::AlignCenter);
    m_picture->setAccessibleName(tr("Resource image"));
    m_binary = new QLabel(this);
    m_binary->setWordWrap(true);
    m_stack->addWidget(m_text);
    m_stack->addWidget(m_picture);
    m_stack->addWidget(m_binary);
    v->addWidget(m_stack);
    connect(m_save, &QPushButton::clicked, this, &ResourceView::save);
    clear();
}

void ResourceView::clear()
{
    m_kind = Kind::None;
    m_body.clear();
    m_image = QImage();
    m_text->clear();
    m_picture->clear();
    m_info->clear();
    setVisible(false);
}

void ResourceView::setContent(const x402::FetchedContent &c, const QString &url)
{
    m_body = c.body;
    const QString type = c.contentType.section(u';', 0, 0).trimmed().toLower();
    m_suggestedName = QFileInfo(QUrl(url).path()).fileName();
    if (m_suggestedName.isEmpty())
        m_suggestedName = QStringLiteral("resource");
    QJsonParseError jsonError{};
    const QJsonDocument json = QJsonDocument::fromJson(c.body, &jsonError);
    auto decoder = QStringDecoder(QStringDecoder::Utf8);
    const QString asText = decoder.decode(c.body);
    const bool validUtf8 = !decoder.hasError() && !c.body.contains('\0');
    m_image = QImage();
    if (type.startsWith(u"image/"))
        m_image.loadFromData(c.body);
    if (!m_image.isNull()) {
        m_kind = Kind::Image;
        const QPixmap pix = QPixmap::fromImage(m_image);
        m_picture->setPixmap(pix.width() > 640 ? pix.scaledToWidth(640, Qt::SmoothTransformation)
                                               : pix);
        m_stack->setCurrentWidget(m_picture);
    } else if (jsonError.error == QJsonParseError::NoError && !json.isNull()) {
        m_kind = Kind::Json;
        m_text->setPlainText(QString::fromUtf8(json.toJson(QJsonDocument::Indented)));
        m_stack->setCurrentWidget(m_text);
    } else if (validUtf8 && (type.isEmpty() || type.startsWith(u"text/") || type.contains(u"xml") ||
                             type.contains(u"javascript"))) {
        m_kind = Kind::Text;
        m_text->setPlainText(asText);
        m_stack->setCurrentWidget(m_text);
    } else {
        m_kind = Kind::Binary;
        m_binary->setText(tr("This resource is not text or an image Paydesk can show: save it "
                             "to a file to open it."));
        m_stack->setCurrentWidget(m_binary);
    }
    QString info = tr("HTTP %1 · %2 · %3")
                       .arg(c.httpStatus)
                       .arg(c.contentType.isEmpty() ? tr("no content type") : c.contentType,
                            QLocale().formattedDataSize(c.body.size()));
    if (c.paid && c.unsettled) {
        // The seller's word against the chain's: the chain's is told (the outcome says more).
        info += u'\n' + tr("Not paid: the seller served it, but the chain shows your payment %1 "
                           "unused.")
                            .arg(c.paymentId);
    } else if (c.paid) {
        QStringList parts;
        if (!c.paymentId.isEmpty())
            parts.append(tr("payment %1").arg(c.paymentId));
        const QString tx =
            c.settlement.transaction.isEmpty() ? c.signature : c.settlement.transaction;
        if (!tx.isEmpty())
            parts.append(tr("transaction %1").arg(tx));
        info += u'\n' + (c.resumed ? tr("Bought with your earlier payment (%1): nothing was paid "
                                        "again.")
                                   : tr("Paid: %1."))
                            .arg(parts.join(QStringLiteral(", ")));
    } else {
        info += u'\n' + tr("Free: the site did not ask for payment.");
    }
    m_info->setText(info);
    setVisible(true);
}

QString ResourceView::text() const
{
    return m_text->toPlainText();
}

QString ResourceView::infoText() const
{
    return m_info->text();
}

bool ResourceView::saveTo(const QString &path, QString *error) const
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(m_body) != m_body.size()) {
        *error = tr("Could not save to %1: %2").arg(path, f.errorString());
        return false;
    }
    return true;
}

void ResourceView::save()
{
    auto write = [this](const QString &path) {
        if (path.isEmpty())
            return;
        QString error;
        if (saveTo(path, &error))
            Q_EMIT saved(path);
        else
            Q_EMIT saveFailed(error);
    };
    if (!s_nextSaveName.isEmpty()) {
        const QString path = std::exchange(s_nextSaveName, QString());
        return write(path);
    }
    auto *dialog = new QFileDialog(window(), tr("Save the resource"), m_suggestedName);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowModality(Qt::WindowModal);
    connect(dialog, &QFileDialog::fileSelected, this, write);
    dialog->open();
}

} // namespace paydesk::ui
