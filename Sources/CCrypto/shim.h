#ifndef LOCALESHOT_CCRYPTO_SHIM_H
#define LOCALESHOT_CCRYPTO_SHIM_H
/* libcrypto's one-shot digest (EVP_Digest, EVP_sha256): SHA-256 with the CPU's SHA extensions. */
#include <stdint.h>
#include <openssl/crypto.h>
#include <openssl/evp.h>

/* OPENSSL_INIT_NO_ATEXIT as a typed constant: without it OpenSSL frees its locks in an atexit
   handler, and a thread still hashing while the process exits crashes. */
static const uint64_t LS_OPENSSL_INIT_NO_ATEXIT = OPENSSL_INIT_NO_ATEXIT;
#endif
