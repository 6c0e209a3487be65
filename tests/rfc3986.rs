//! RFC 3986 section 5.4: every normal and abnormal example, through
//! `strict_resolve` then `normalise`, against the base `http://a/b/c/d;p?q`.

use specurl::UrlRef;

const BASE: &str = "http://a/b/c/d;p?q";

/// Section 5.4.1.
const NORMAL: &[(&str, &str)] = &[
    ("g:h", "g:h"),
    ("g", "http://a/b/c/g"),
    ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"),
    ("//g", "http://g"),
    ("?y", "http://a/b/c/d;p?y"),
    ("g?y", "http://a/b/c/g?y"),
    ("#s", "http://a/b/c/d;p?q#s"),
    ("g#s", "http://a/b/c/g#s"),
    ("g?y#s", "http://a/b/c/g?y#s"),
    (";x", "http://a/b/c/;x"),
    ("g;x", "http://a/b/c/g;x"),
    ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    ("", "http://a/b/c/d;p?q"),
    (".", "http://a/b/c/"),
    ("./", "http://a/b/c/"),
    ("..", "http://a/b/"),
    ("../", "http://a/b/"),
    ("../g", "http://a/b/g"),
    ("../..", "http://a/"),
    ("../../", "http://a/"),
    ("../../g", "http://a/g"),
];

/// Section 5.4.2, in strict mode (`http:g` keeps its scheme).
const ABNORMAL: &[(&str, &str)] = &[
    ("../../../g", "http://a/g"),
    ("../../../../g", "http://a/g"),
    ("/./g", "http://a/g"),
    ("/../g", "http://a/g"),
    ("g.", "http://a/b/c/g."),
    (".g", "http://a/b/c/.g"),
    ("g..", "http://a/b/c/g.."),
    ("..g", "http://a/b/c/..g"),
    ("./../g", "http://a/b/g"),
    ("./g/.", "http://a/b/c/g/"),
    ("g/./h", "http://a/b/c/g/h"),
    ("g/../h", "http://a/b/c/h"),
    ("g;x=1/./y", "http://a/b/c/g;x=1/y"),
    ("g;x=1/../y", "http://a/b/c/y"),
    ("g?y/./x", "http://a/b/c/g?y/./x"),
    ("g?y/../x", "http://a/b/c/g?y/../x"),
    ("g#s/./x", "http://a/b/c/g#s/./x"),
    ("g#s/../x", "http://a/b/c/g#s/../x"),
    ("http:g", "http:g"),
];

fn resolve(reference: &str) -> String {
    let base = UrlRef::parse(BASE).expect("the base parses");
    let r = UrlRef::parse(reference).unwrap_or_else(|e| panic!("{reference:?} parses: {e}"));
    let resolved = r
        .strict_resolve(&base)
        .unwrap_or_else(|e| panic!("{reference:?} resolves: {e}"));
    resolved.normalise().to_string()
}

#[test]
fn normal_examples() {
    for (reference, expected) in NORMAL {
        assert_eq!(resolve(reference), *expected, "{reference:?}");
    }
}

#[test]
fn abnormal_examples() {
    for (reference, expected) in ABNORMAL {
        assert_eq!(resolve(reference), *expected, "{reference:?}");
    }
}

/// The non-strict parser of section 5.2.2 drops a scheme equal to the
/// base's: that is `legacy_resolve`.
#[test]
fn legacy_resolution_of_http_g() {
    let base = UrlRef::parse(BASE).unwrap();
    let r = UrlRef::parse("http:g")
        .unwrap()
        .legacy_resolve(&base)
        .unwrap();
    assert_eq!(r.normalise().to_string(), "http://a/b/c/g");
}
