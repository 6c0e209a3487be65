//! `specurl::is_valid` allocates nothing for the common input: ASCII that
//! needs no preprocessing, with a host that is not percent-encoded. Counted
//! with a global allocator that counts, in a test binary of its own.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use specurl::grammar::Mode;
use specurl::validate::Strictness;

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

// The one `unsafe` of the project, in a test: a `GlobalAlloc` cannot be
// written without it. It forwards to the system allocator.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::SeqCst);
        // SAFETY: the caller's contract is passed on unchanged.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as above.
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

#[test]
fn the_common_input_allocates_nothing() {
    let inputs = [
        "https://example.com/a/b?c=d#e",
        "http://user:pw@example.com:8080/a%20b/c?q=1&r=%zz#frag",
        "http://127.0.0.1/x",
        "http://0x7f.1/x",
        "http://[::1]:80/",
        "file:///C:/dir/file.txt",
        "file://host/share",
        "sc:opaque/path?q",
        "sc://h/a\\b",
        "http:\\\\h\\x",
        "http://h:99999/",
        "../relative?x",
        "http://exa mple.com/",
    ];
    // Warm up whatever the first call sets up once (none is expected).
    for input in inputs {
        specurl::is_valid(input, Mode::Web, Strictness::Lenient);
    }
    // The counter counts: `validate` keeps its diagnostics in a `Vec`.
    let before = ALLOCATIONS.load(Ordering::SeqCst);
    let v = specurl::validate("http://u@h/", Mode::Web, Strictness::Strict);
    assert!(ALLOCATIONS.load(Ordering::SeqCst) > before && !v.is_valid());
    for s in [Strictness::Lenient, Strictness::Strict, Strictness::Whatwg] {
        for input in inputs {
            let before = ALLOCATIONS.load(Ordering::SeqCst);
            let verdict = specurl::is_valid(input, Mode::Web, s);
            let after = ALLOCATIONS.load(Ordering::SeqCst);
            assert_eq!(after - before, 0, "{input:?} at {s}: {verdict}");
        }
    }
}
