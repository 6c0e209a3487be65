//! Running a check where deep recursion would show: the hostile-input tests
//! parse megabytes on a small stack, so that recursion whose depth grows
//! with the input overflows there rather than passing on the main thread's
//! large one.

/// Runs `f` on a thread with a 256 KiB stack, and fails if it panics or
/// overflows its stack.
///
/// ```
/// specurl_check::stack::on_small_stack(|| {
///     assert!(specurl::Url::parse(&"a/".repeat(100_000), Some("http://h/")).is_ok());
/// });
/// ```
pub fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .expect("a thread")
        .join()
        .expect("no panic, no stack overflow");
}
