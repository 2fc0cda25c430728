/// Keeps image-sized buffers in the heap on glibc.
///
/// A 640×88 RGBA row is 225 KB, over glibc's 128 KB `mmap` threshold, and the idle top of a
/// worker thread's heap is trimmed back to the kernel past 128 KB: either way every row
/// allocated, filled and freed is fresh pages, faulted in and zeroed by the kernel. Raising
/// both thresholds (to 32 MiB, beyond any row or glyph; larger images are still mapped) lets
/// freed rows be reused. Set once per process, before the first image; other platforms'
/// allocators are left as they are.
enum RowAllocator {
    static let tuned: Bool = {
        #if canImport(Glibc)
        let limit: Int32 = 32 << 20
        return glibcMallopt(mmapThreshold, limit) == 1 && glibcMallopt(trimThreshold, limit) == 1
        #else
        return false
        #endif
    }()
}

#if canImport(Glibc)
// `<malloc.h>` is not part of the Glibc module: its one function and two constants, as glibc
// declares them (`int mallopt(int, int)`, `M_TRIM_THRESHOLD` -1, `M_MMAP_THRESHOLD` -3).
@_silgen_name("mallopt")
private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
private let trimThreshold: Int32 = -1
private let mmapThreshold: Int32 = -3
#endif
