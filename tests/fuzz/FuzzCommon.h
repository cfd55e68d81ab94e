#pragma once

// Shared by every fuzz target and by tst_fuzz_regressions.cpp.
//
// Each target defines its body once with PAYDESK_FUZZ_TARGET(name): in the libFuzzer build
// (PAYDESK_FUZZ) that becomes LLVMFuzzerTestOneInput; in the regression test (GCC build,
// PAYDESK_FUZZ_NO_MAIN) it is a plain function `fuzz_<name>(data, size)` the test calls on every
// stored input. A broken property traps (__builtin_trap) under libFuzzer, so it is reported as a
// crash with its reproducer; in the regression test it is recorded and the test fails.

#include <QByteArray>
#include <QByteArrayView>
#include <cstddef>
#include <cstdint>

namespace paydesk::fuzz {

#ifdef PAYDESK_FUZZ_NO_MAIN
// Set by the regression test; called on a broken property instead of trapping.
inline void (*&propertyFailureHandler())(const char *what)
{
    static void (*handler)(const char *) = nullptr;
    return handler;
}
#endif

inline void check(bool ok, const char *what)
{
    if (ok)
        return;
#ifdef PAYDESK_FUZZ_NO_MAIN
    if (propertyFailureHandler())
        return propertyFailureHandler()(what);
#endif
    (void)what;
    __builtin_trap();
}

// The first byte picks the entry point (modulo `choices`); the rest is the payload.
struct Input
{
    int selector = 0;
    QByteArray payload;

    Input(const uint8_t *data, size_t size, int choices)
    {
        if (size == 0)
            return;
        selector = data[0] % choices;
        payload = QByteArray(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    }
};

// Splits `bytes` at the first NUL byte: two independent fields (e.g. a header and a body).
inline std::pair<QByteArray, QByteArray> splitAtNul(const QByteArray &bytes)
{
    const qsizetype at = bytes.indexOf('\0');
    if (at < 0)
        return {bytes, QByteArray()};
    return {bytes.left(at), bytes.mid(at + 1)};
}

} // namespace paydesk::fuzz

#ifdef PAYDESK_FUZZ_NO_MAIN
#define PAYDESK_FUZZ_TARGET(name) int fuzz_##name(const uint8_t *data, size_t size)
#else
#define PAYDESK_FUZZ_TARGET(name)                                                                  \
    extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
#endif
