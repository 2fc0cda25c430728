import Dispatch
import Foundation

// MARK: - Running this executable again (the one place the tool spawns a process)
//
// The differences between Glibc (Linux), Musl and Darwin (macOS) for `posix_spawn` live here:
// - `posix_spawn_file_actions_t` is a struct on Glibc and Musl, an optional opaque pointer
//   (`posix_spawn_file_actions_t?`, starting as `nil`) on Darwin.
// - The running executable: `/proc/self/exe` exists only on Linux; Darwin asks dyld
//   (through `Bundle.main`, i.e. `_NSGetExecutablePath`).
// - `rusage.ru_maxrss` is in KiB on Linux, in bytes on Darwin.
// - `environ` is not declared in Darwin's headers (`_NSGetEnviron` is): the child's
//   environment is built from `ProcessInfo`, the same on every platform.

/// Spawns this executable with other arguments and measures it (`bench --catalog`).
enum ChildProcess {
    #if canImport(Darwin)
    private typealias FileActions = posix_spawn_file_actions_t?
    private static func makeFileActions() -> FileActions { nil }
    #else
    private typealias FileActions = posix_spawn_file_actions_t
    private static func makeFileActions() -> FileActions { posix_spawn_file_actions_t() }
    #endif

    /// The absolute path of the running executable.
    static func currentExecutable() throws -> String {
        #if canImport(Darwin)
        guard let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path else {
            throw InputError(message: "cannot find the running executable", exitCode: ExitCode.ioError)
        }
        return path
        #else
        return try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #endif
    }

    /// Peak resident memory in KiB from `ru_maxrss` (KiB on Linux, bytes on Darwin).
    static func peakResidentKiB(_ usage: rusage) -> Int {
        #if canImport(Darwin)
        return usage.ru_maxrss / 1024
        #else
        return usage.ru_maxrss
        #endif
    }

    /// Runs this executable with `arguments`, its standard output to `output` and standard
    /// error to `/dev/null`: wall seconds, exit status and peak resident memory in KiB.
    static func runSelf(_ arguments: [String], output: URL) throws -> (wall: Double, status: Int32, peakKiB: Int) {
        let executable = try currentExecutable()
        var actions = makeFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let error = posix_spawn(&pid, executable, &actions, nil, argv, environment)
        guard error == 0 else {
            throw InputError(message: "cannot start \(executable): \(String(cString: strerror(error)))", exitCode: ExitCode.ioError)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return (wall, (status >> 8) & 0xFF, peakResidentKiB(usage))
    }
}
