#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <cstddef>

namespace paydesk {

// A buffer for secrets (private keys, seeds, the API key): allocated with sodium_malloc
// (guard pages, mlock'ed, excluded from core dumps where the OS allows), wiped with
// sodium_memzero and freed on destruction. Move-only.
class SecureBytes
{
public:
    SecureBytes() = default;
    explicit SecureBytes(size_t size);
    SecureBytes(const void *data, size_t size);
    // Copies `data` into secure memory; the caller should wipe its own copy (see wipe()).
    static SecureBytes copyOf(QByteArrayView data);
    ~SecureBytes();

    SecureBytes(SecureBytes &&other) noexcept;
    SecureBytes &operator=(SecureBytes &&other) noexcept;
    SecureBytes(const SecureBytes &) = delete;
    SecureBytes &operator=(const SecureBytes &) = delete;

    unsigned char *data() { return m_data; }
    const unsigned char *data() const { return m_data; }
    size_t size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    QByteArrayView view() const
    {
        return QByteArrayView(reinterpret_cast<const char *>(m_data), qsizetype(m_size));
    }
    bool operator==(const SecureBytes &o) const;
    void clear();

    // Overwrites a plain QByteArray's bytes with zeros in place (for copies we could not avoid),
    // including every implicitly shared copy of the same buffer, then clears it. Deep-copy (or
    // detach()) anything that must survive before calling it: Qt shares buffers silently.
    static void wipe(QByteArray &bytes);

private:
    unsigned char *m_data = nullptr;
    size_t m_size = 0;
};

} // namespace paydesk
