use super::*;
use crate::Url;

/// Whether the frontier accepts `input` for `Url::parse`; when it does,
/// the URL it builds is the full pipeline's, getter for getter, and when
/// it says the authority parses, the full pipeline parses it.
fn frontier_agrees(input: &str) -> (bool, bool) {
    let full = Url::parse_with(input, None, false);
    let parses = authority_parses(input);
    if parses {
        assert!(full.is_ok(), "{input:?}: {full:?}");
    }
    let canonical = canonical(input);
    if let Some(c) = &canonical {
        assert!(parses, "{input:?}");
        // With the fast paths on, the frontier answers first.
        let url = Url::parse_with(input, None, true);
        assert_eq!(url.as_ref().map(Url::href).ok(), Some(&*c.href(input)));
        assert_eq!(Url::view(&url), Url::view(&full), "{input:?}");
        assert_eq!(url.ok(), full.ok(), "{input:?}");
    }
    (parses, canonical.is_some())
}

#[test]
fn the_frontier_agrees_on_the_url_lists() {
    for list in ["kasztp.txt", "node_files.txt"] {
        let urls = specurl_check::data::url_list(list).unwrap();
        let (mut parses, mut canonical) = (0, 0);
        for url in &urls {
            let (p, c) = frontier_agrees(url);
            parses += usize::from(p);
            canonical += usize::from(c);
        }
        // Most links on the web are canonical http(s) URLs, and the file
        // URLs of a source tree canonical file URLs.
        assert!(canonical > urls.len() * 3 / 4, "{list}: {canonical}");
        assert!(parses > urls.len() * 9 / 10, "{list}: {parses}");
    }
}

#[test]
fn the_frontier_agrees_on_wpt() {
    let pairs = specurl_check::data::wpt_pairs().unwrap();
    let mut canonical = 0;
    for (input, _) in &pairs {
        canonical += usize::from(frontier_agrees(input).1);
    }
    assert!(canonical > 10, "{canonical}");
}

#[test]
fn what_the_frontier_leaves_to_the_pipeline() {
    for input in [
        "HTTP://h/",
        "http://H/",
        "http:/h/",
        "http://h:80/",
        "https://h:443/",
        "http://h:080/",
        "http://h:/",
        "http://h:65536/",
        "http://1.2.3.4/",
        "http://h/a/../b",
        "http://h/a/%2e/b",
        "http://h/a b",
        "http://h/a\\b",
        "http://h/a?b'c",
        "http://h/a#b`c",
        "http://u@h/",
        "http://h\\a",
        "http://h/é",
        " http://h/",
        "http://h/\t",
        "ws://h/",
        "file://h:1/",
        "file://localhost/",
        "file://h/C:/x",
        "file:///c|/x",
        "file://C/",
        "file://h/a/./b",
        "http://h/a/./",
        "http://h/a/.",
        "http://h/a/..?q",
        "http://h/a/%2E%2e#f",
        "http://h/0123456/.",
        "http://h/01234567/..",
        "http://h/0123456/.%2e/",
        // Shorter than the word the scheme is compared in.
        "file://",
    ] {
        assert!(canonical(input).is_none(), "{input:?}");
        frontier_agrees(input);
    }
    for input in [
        "http://h",
        "https://h:8080?q#f",
        "http://h/a/.b/..c/%41/x.html?q=/./#/../",
        "http://a-b_c.d~e/",
        "https://example.com/0123456789abcdef/0123456789abcdef",
        "file:///",
        "file://h?q",
        "file://deps/v8/src/a.cc",
        "file:////x",
        "http://h/.a/..b/...c/%41/.well-known/.../01234567/.x",
    ] {
        assert_eq!(frontier_agrees(input), (true, true), "{input:?}");
    }
}

/// The word-at-a-time run ends where the byte-at-a-time one does, for
/// every length and every place of the stop.
#[test]
fn a_run_ends_at_its_first_stop() {
    for len in 0..40 {
        for stop_at in 0..=len {
            let mut bytes = vec![b'a'; len];
            if stop_at < len {
                bytes[stop_at] = b'?';
            }
            for from in 0..=len {
                let expected = if stop_at >= from { stop_at } else { len };
                let got = run::<PATH_STOP, false>(&bytes, from).end;
                assert_eq!(got, expected.min(len), "{len} {stop_at} {from}");
            }
        }
    }
}

/// The same for a `.` after a `/`, which a run that looks for dots ends
/// at, wherever the pair falls in the words and in the tail.
#[test]
fn a_run_ends_at_its_first_dot_after_a_slash() {
    for len in 2..40 {
        for slash_at in 0..len - 1 {
            let mut bytes = vec![b'a'; len];
            bytes[slash_at] = b'/';
            bytes[slash_at + 1] = b'.';
            for from in 0..=len {
                let expected = match slash_at >= from {
                    true => (slash_at + 1, true),
                    false => (len, false),
                };
                let got = run::<PATH_STOP, true>(&bytes, from);
                assert_eq!((got.end, got.dot), expected, "{len} {slash_at} {from}");
            }
        }
    }
}

proptest::proptest! {
    #![proptest_config(specurl_check::seed::config(2048))]

    /// Generated inputs near the frontier's edge: whatever it accepts, the
    /// full pipeline gives alike.
    #[test]
    fn the_frontier_agrees_on_generated_inputs(
        input in "(https?|HTTP|ws|file)(://|:/|:)[a-zA-Z0-9.%_~@-]{0,10}(:[0-9]{0,6})?(/[a-zC.%2eE:\\\\ ?#'`^|\u{e9}-]{0,6}){0,4}(\\?[a-z.%'#? /-]{0,8})?(#[a-z.%#?` /-]{0,8})?"
    ) {
        frontier_agrees(&input);
    }
}
