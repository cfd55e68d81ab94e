#pragma once

#include "core/SecureBytes.h"
#include "core/Validation.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <optional>

namespace paydesk::cli {

// What paydesk-cli reads from its user besides the arguments: a secret line from standard
// input (no echo on a terminal) and the --metadata value (JSON, @FILE or -).
class CliInput
{
    Q_DECLARE_TR_FUNCTIONS(CliInput)
public:
    // Writes `question` ("Sign and send? [y/N] ") to standard error and reads one line from
    // standard input: true for y or yes, in English or the user's language; anything else, or
    // nothing to read, is no.
    static bool askYes(const QString &question);
    // One line from standard input, without echo when it is a terminal; `prompt` goes to
    // standard error on a terminal. The caller wipes the result (SecureBytes::wipe).
    static QByteArray readSecretLine(const QString &prompt);
    // An environment variable's value, trimmed, in secure memory (the copy Qt made is wiped;
    // the environment itself is the caller's).
    static SecureBytes secretFromEnv(const QString &name);
    // Whether standard input is a terminal (a person can answer a question there).
    static bool stdinIsTerminal();
    // --metadata JSON, @FILE (the file's content) or - (standard input): a JSON object of at
    // most limits::kMaxMetadataBytes as sent (compact). Errors name --metadata.
    static std::optional<FieldError> readMetadata(const QString &value, QJsonObject *out);
};

} // namespace paydesk::cli
