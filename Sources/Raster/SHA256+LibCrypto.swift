import CCrypto

/// libcrypto initialised once, without its exit-time cleanup (which would free the locks a
/// thread still hashing at exit uses); `false` if it cannot initialise.
private let libcryptoReady = OPENSSL_init_crypto(LS_OPENSSL_INIT_NO_ATEXIT, nil) == 1

extension SHA256 {
    /// The digest of `bytes` as 64 lowercase hex digits, computed by libcrypto (OpenSSL's
    /// `EVP_Digest`, which uses the CPU's SHA extensions where present).
    ///
    /// Verifying all the vendored fonts hashes 30 MB: libcrypto takes 25–30 ms, the Swift
    /// implementation 0.16 s optimized and 5.5 s in a debug build (the first `swift test` of a
    /// package). Falls back to the Swift implementation if libcrypto fails.
    public static func hex(of bytes: UnsafeRawBufferPointer) -> String {
        guard libcryptoReady else { return portableHex(of: bytes) }
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let status = digest.withUnsafeMutableBufferPointer { out in
            EVP_Digest(bytes.baseAddress, bytes.count, out.baseAddress, &length, EVP_sha256(), nil)
        }
        guard status == 1, length == 32 else { return portableHex(of: bytes) }
        return hexDigits(digest)
    }

    /// The digest of `bytes` as 64 lowercase hex digits (libcrypto; see ``hex(of:)-(UnsafeRawBufferPointer)``).
    public static func hex<Bytes: Collection>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        if let digest = bytes.withContiguousStorageIfAvailable({ hex(of: UnsafeRawBufferPointer($0)) }) { return digest }
        return Array(bytes).withUnsafeBytes { hex(of: $0) }
    }

    /// The digest computed by this package's own Swift implementation (for comparison and as
    /// the fallback).
    public static func portableHex(of bytes: UnsafeRawBufferPointer) -> String {
        var hasher = SHA256()
        hasher.update(Array(bytes))
        return hasher.finalizeHex()
    }

    static func hexDigits(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
