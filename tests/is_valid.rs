//! `specurl::is_valid` allocates nothing for the common input: ASCII that
//! needs no preprocessing, with a host that is not percent-encoded. Counted
//! with allocation-counter's global allocator, in a test binary of its own.

use specurl::grammar::Mode;
use specurl::validate::Strictness;

/// How many allocations `f` makes. allocation-counter's global allocator
/// does the counting, so that this crate keeps its `forbid(unsafe_code)`.
fn allocations(f: impl FnOnce()) -> u64 {
    allocation_counter::measure(f).count_total
}

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
        specurl::validate::is_valid(input, Mode::Web, Strictness::Lenient);
    }
    // The counter counts: `validate` keeps its diagnostics in a `Vec`.
    let counted = allocations(|| {
        let v = specurl::validate::validate("http://u@h/", Mode::Web, Strictness::Strict);
        assert!(!v.is_valid());
    });
    assert!(counted > 0);
    for s in [Strictness::Lenient, Strictness::Strict, Strictness::Whatwg] {
        for input in inputs {
            let mut verdict = false;
            let counted =
                allocations(|| verdict = specurl::validate::is_valid(input, Mode::Web, s));
            assert_eq!(counted, 0, "{input:?} at {s}: {verdict}");
        }
    }
}
