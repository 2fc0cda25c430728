import Raster
import Testing

@Suite("SHA-256")
struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownVectors(input: String, digest: String) {
        #expect(SHA256.hex(of: Array(input.utf8)) == digest)
        #expect(Array(input.utf8).withUnsafeBytes { SHA256.portableHex(of: $0) } == digest, "the Swift fallback agrees")
    }

    /// libcrypto (one-shot) and the Swift implementation agree at every length around the
    /// 64-byte block and 56-byte padding boundaries, and on a slice (#20).
    @Test func libcryptoAgreesWithTheSwiftImplementation() {
        let data = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        for count in [0, 1, 55, 56, 63, 64, 65, 119, 120, 128, 300] {
            let prefix = Array(data[0..<count])
            #expect(prefix.withUnsafeBytes { SHA256.hex(of: $0) } == prefix.withUnsafeBytes { SHA256.portableHex(of: $0) })
        }
        #expect(SHA256.hex(of: data[3..<200]) == SHA256.hex(of: Array(data[3..<200])))
    }

    @Test func incrementalEqualsOneShot() {
        let data = (0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        var hasher = SHA256()
        hasher.update(Array(data[0..<1]))
        hasher.update(Array(data[1..<130]))
        hasher.update(Array(data[130...]))
        #expect(hasher.finalizeHex() == SHA256.hex(of: data))
    }

    @Test func millionAs() {
        #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
