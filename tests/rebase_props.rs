//! The "Rebase Properties" of the specification, and the normal form's
//! properties, over generated URLs and relative references.

use proptest::prelude::*;
use specurl::UrlRef;

/// URL-strings built component by component, so that every order and most
/// shapes occur, including dotted and empty segments.
fn url_string() -> impl Strategy<Value = String> {
    let scheme = prop::option::of(prop::sample::select(vec![
        "a", "sc", "http", "HTTPS", "file", "ws",
    ]));
    let host = prop::sample::select(vec![
        "",
        "h",
        "H.example",
        "[::1]",
        "x%41",
        "u@h",
        "u:p@h",
        ":@h",
        "h:",
        "h:80",
        "h:8080",
    ]);
    let authority = prop::option::of(host);
    let drive = prop::option::of(prop::sample::select(vec!["c:", "C|"]));
    let segment = prop::sample::select(vec![
        "", ".", "..", "a", "b", "%2e", "%2E%2e", ".%2E", "a:b", "c d", "é", "g;x=1",
    ]);
    let dirs = prop::collection::vec(segment.clone(), 0..4);
    let root = any::<bool>();
    let file = prop::option::of(prop::sample::select(vec![
        "f", "..", ".", "g.h", "x:y", "%7e",
    ]));
    let query = prop::option::of(prop::sample::select(vec!["", "q", "a=1&b", "'x'"]));
    let fragment = prop::option::of(prop::sample::select(vec!["", "f", "a b", "#"]));
    (scheme, authority, drive, root, dirs, file, query, fragment).prop_map(
        |(scheme, authority, drive, root, dirs, file, query, fragment)| {
            let mut s = String::new();
            if let Some(x) = scheme {
                s += x;
                s += ":";
            }
            if let Some(a) = authority {
                s += "//";
                s += a;
            }
            if let Some(d) = drive {
                s += "/";
                s += d;
            }
            if root || (!dirs.is_empty() && s.ends_with(|c: char| c != ':')) {
                s += "/";
            }
            for d in dirs {
                s += d;
                s += "/";
            }
            if let Some(f) = file {
                s += f;
            }
            if let Some(q) = query {
                s += "?";
                s += q;
            }
            if let Some(f) = fragment {
                s += "#";
                s += f;
            }
            s
        },
    )
}

fn parsed(s: &str) -> Option<UrlRef<'_>> {
    UrlRef::parse(s).ok()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// ord (u2 onto u1) is the least of ord u1 and ord u2.
    #[test]
    fn order_of_rebase_is_the_least(s1 in url_string(), s2 in url_string()) {
        if let (Some(u1), Some(u2)) = (parsed(&s1), parsed(&s2)) {
            prop_assert_eq!(u2.rebase(&u1).order(), u1.order().min(u2.order()));
        }
    }

    /// (u3 onto u2) onto u1 = u3 onto (u2 onto u1).
    #[test]
    fn rebase_is_associative(s1 in url_string(), s2 in url_string(), s3 in url_string()) {
        if let (Some(u1), Some(u2), Some(u3)) = (parsed(&s1), parsed(&s2), parsed(&s3)) {
            prop_assert_eq!(u3.rebase(&u2).rebase(&u1), u3.rebase(&u2.rebase(&u1)));
        }
    }

    /// u onto ε = u, and ε onto u = u when u has no fragment.
    #[test]
    fn empty_is_an_identity(s in url_string()) {
        if let Some(u) = parsed(&s) {
            let empty = UrlRef::empty();
            prop_assert_eq!(&u.rebase(&empty), &u);
            if u.fragment().is_none() {
                prop_assert_eq!(&empty.rebase(&u), &u);
            }
        }
    }

    /// Normalising twice is normalising once.
    #[test]
    fn normalise_is_idempotent(s in url_string()) {
        if let Some(u) = parsed(&s) {
            let n = u.normalise();
            prop_assert_eq!(n.normalise(), n);
        }
    }

    /// Printing a normalised URL and parsing the string gives it back.
    #[test]
    fn print_then_parse_gives_the_normal_form_back(s in url_string()) {
        if let Some(u) = parsed(&s) {
            let n = u.normalise();
            let printed = n.to_string();
            let back = UrlRef::parse(&printed);
            prop_assert_eq!(back.as_ref().ok(), Some(&n), "printed as {:?}", printed);
        }
    }
}

/// The generator must mostly produce strings that parse, or the properties
/// above would hold vacuously.
#[test]
fn the_generator_mostly_produces_urls() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = url_string();
    let total = 1000;
    let ok = (0..total)
        .filter(|_| {
            let s = strategy.new_tree(&mut runner).unwrap().current();
            parsed(&s).is_some()
        })
        .count();
    assert!(ok * 10 >= total * 7, "only {ok} of {total} parse");
}
