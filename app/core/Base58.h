#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <optional>

namespace paydesk::base58 {

// Bitcoin/Solana base58 alphabet (no checksum), as used for Solana addresses, signatures and
// blockhashes. Leading zero bytes map to leading '1' characters.
QByteArray encode(QByteArrayView bytes);
// nullopt on any character outside the alphabet or on input longer than `maxInput` characters.
std::optional<QByteArray> decode(QByteArrayView text, qsizetype maxInput = 128);

} // namespace paydesk::base58
