#include "SecureBytes.h"

#include <cstring>
#include <new>
#include <sodium.h>
#include <utility>

namespace paydesk {

namespace {
void ensureSodium()
{
    static const bool ok = sodium_init() >= 0;
    if (!ok)
        throw std::bad_alloc();
}
} // namespace

SecureBytes::SecureBytes(size_t size)
{
    ensureSodium();
    if (size == 0)
        return;
    m_data = static_cast<unsigned char *>(sodium_malloc(size));
    if (!m_data)
        throw std::bad_alloc();
    sodium_memzero(m_data, size);
    m_size = size;
}

SecureBytes::SecureBytes(const void *data, size_t size) : SecureBytes(size)
{
    if (size)
        std::memcpy(m_data, data, size);
}

SecureBytes SecureBytes::copyOf(QByteArrayView data)
{
    return SecureBytes(data.data(), size_t(data.size()));
}

SecureBytes::~SecureBytes()
{
    clear();
}

SecureBytes::SecureBytes(SecureBytes &&other) noexcept
    : m_data(std::exchange(other.m_data, nullptr)), m_size(std::exchange(other.m_size, 0))
{}

SecureBytes &SecureBytes::operator=(SecureBytes &&other) noexcept
{
    if (this != &other) {
        clear();
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
    }
    return *this;
}

bool SecureBytes::operator==(const SecureBytes &o) const
{
    return m_size == o.m_size && (m_size == 0 || sodium_memcmp(m_data, o.m_data, m_size) == 0);
}

void SecureBytes::clear()
{
    if (m_data) {
        sodium_memzero(m_data, m_size); // sodium_free wipes too; be explicit
        sodium_free(m_data);
    }
    m_data = nullptr;
    m_size = 0;
}

void SecureBytes::wipe(QByteArray &bytes)
{
    // Wipe the buffer in place, without detaching: every implicitly shared copy of a secret is
    // wiped with it, which is what we want. Static (literal) data has no header and is skipped.
    if (!bytes.isEmpty() && bytes.data_ptr().isMutable())
        sodium_memzero(const_cast<char *>(bytes.constData()), size_t(bytes.size()));
    bytes.clear();
}

} // namespace paydesk
