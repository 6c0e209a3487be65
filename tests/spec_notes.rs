//! One test per entry of `docs/spec-notes.md`: each place where the code goes
//! beyond or against the seed text, to match the WPT suite or to keep the
//! model's operations sound.

use specurl::{Url, UrlRef};

fn href(input: &str, base: Option<&str>) -> String {
    Url::parse(input, base)
        .map(|u| u.href().to_string())
        .unwrap_or_else(|e| format!("failure: {e}"))
}

/// Note 1: a dotted file is a dir (`a/..` means `a/../`).
#[test]
fn note_1_dotted_file_is_a_dir() {
    assert_eq!(href("http://h/a/b/..", None), "http://h/a/");
    assert_eq!(href("http://h/a/b/.", None), "http://h/a/b/");
    assert_eq!(href("..", Some("http://h/a/b/c")), "http://h/a/");
    // Not in an opaque path.
    assert_eq!(href("sc:a/..", None), "sc:a/..");
}

/// Note 2: in an opaque path, a space right before `?` or `#` is encoded.
#[test]
fn note_2_opaque_path_space_before_query() {
    assert_eq!(href("sc:opaque  ?hi", None), "sc:opaque %20?hi");
    assert_eq!(href("sc:opaque  #hi", None), "sc:opaque %20#hi");
    assert_eq!(href("sc:a b", None), "sc:a b");
    // A space that ends the URL, which only `rebase` can leave (the
    // reference `""` drops the base's fragment), is encoded too: printed as
    // a space it would be trimmed when the URL-string is parsed again.
    let base = UrlRef::parse("sc: #").unwrap();
    let rebased = UrlRef::parse("").unwrap().rebase(&base).normalise();
    assert_eq!(rebased.to_string(), "sc:%20");
    assert_eq!(UrlRef::parse("sc:%20").unwrap().normalise(), rebased);
    let base = UrlRef::parse("sc:a b #f").unwrap();
    let rebased = UrlRef::parse("").unwrap().rebase(&base).normalise();
    assert_eq!(rebased.to_string(), "sc:a b%20");
    // `Url` never gets there: WHATWG resolution of `""` against an opaque
    // path fails.
    assert!(href("", Some("sc: #")).starts_with("failure"));
}

/// Note 3: a relative reference whose dirs all cancel keeps a `.`.
#[test]
fn note_3_order_preserving_dot() {
    let base = UrlRef::parse("/a/b").unwrap();
    let r = UrlRef::parse("./").unwrap().normalise();
    assert_eq!(r.to_string(), "./");
    assert_eq!(r.rebase(&base).normalise().to_string(), "/a/");
    assert_eq!(UrlRef::parse("x/..").unwrap().normalise().to_string(), "./");
    assert_eq!(
        UrlRef::parse("./?q").unwrap().normalise().to_string(),
        "./?q"
    );
    assert_eq!(UrlRef::parse("./f").unwrap().normalise().to_string(), "f");
    // A dotted file that starts the reference keeps its order too.
    let r = UrlRef::parse(".#f").unwrap();
    assert_eq!(r.normalise().to_string(), "./#f");
    assert_eq!(
        r.normalise().rebase(&base).normalise(),
        r.rebase(&base).normalise()
    );
    assert_eq!(UrlRef::parse(".").unwrap().normalise().to_string(), "./");
    assert_eq!(
        UrlRef::parse("%2e%2E").unwrap().normalise().to_string(),
        "../"
    );
}

/// Note 4: the normal form is printable as it is.
#[test]
fn note_4_normal_form_is_printable() {
    let n = UrlRef::parse("/.//foo").unwrap().normalise();
    assert_eq!(n.dirs().collect::<Vec<_>>(), [".", ""]);
    assert_eq!(UrlRef::parse(&n.to_string()).unwrap(), n);
    let n = UrlRef::parse("./a:b").unwrap().normalise();
    assert_eq!(n.file(), Some("a%3Ab"));
}

/// Note 5: after `s s` the grammar commits to an authority.
#[test]
fn note_5_authority_commits() {
    assert!(Url::parse("sc://:12/", None).is_err());
    assert!(Url::parse("sc://a:b/", None).is_err());
    assert!(UrlRef::parse("//a:b/").is_err());
}

/// Note 6: a drive is followed by `s`, `?`, `#` or the end.
#[test]
fn note_6_drive_needs_a_delimiter() {
    assert_eq!(href("file:/c:x", None), "file:///c:x");
    assert_eq!(href("file:/c:/x/..", None), "file:///c:/");
    assert_eq!(href("file:/c:?q", None), "file:///c:?q");
}

/// Note 7: the userinfo ends at the last `@` of the authority.
#[test]
fn note_7_last_at() {
    assert_eq!(href("http://a@b@c/", None), "http://a%40b@c/");
}

/// Note 8: only a reference whose first component is a fragment resolves
/// against a base with an opaque path; the empty reference has no first
/// component.
#[test]
fn note_8_empty_reference_and_opaque_base() {
    assert_eq!(href("#x", Some("sc:a")), "sc:a#x");
    assert!(Url::parse("", Some("sc:a")).is_err());
    assert!(Url::parse("?x", Some("sc:a")).is_err());
}

/// Note 9: forcing a file URL processes its host.
#[test]
fn note_9_force_file_processes_the_host() {
    assert_eq!(href("file://EXAMPLE.com/x", None), "file://example.com/x");
    assert_eq!(href("file://LOCALHOST/x", None), "file:///x");
}

/// Note 10: a userinfo, even an empty one, makes a file URL fail.
#[test]
fn note_10_file_userinfo() {
    assert!(Url::parse("file://@h/", None).is_err());
    assert!(Url::parse("file://h:1/", None).is_err());
    assert!(Url::parse("file://hh:/", None).is_err());
    // A letter and a colon there are a drive, as in the WHATWG file host state.
    assert_eq!(href("file://h:/", None), "file:///h:/");
}

/// Note 11: forbidden host code points in a web host are left to host
/// processing.
#[test]
fn note_11_web_host_characters() {
    assert_eq!(href("https://<\u{338}/", None), "https://xn--gdh/");
    assert!(Url::parse("https://a<b/", None).is_err());
    assert!(Url::parse("sc://<\u{338}/", None).is_err());
}

/// Note 12: an ASCII domain is lowercased, not checked by UTS #46.
#[test]
fn note_12_ascii_domains() {
    assert_eq!(href("https://XN--/", None), "https://xn--/");
    assert_eq!(
        href("https://a.xn--pokxncvks/", None),
        "https://a.xn--pokxncvks/"
    );
}

/// Not a note, but where failures point: a host error points into the host,
/// even when the same text occurs earlier in the input.
#[test]
fn host_errors_point_into_the_host() {
    let e = Url::parse("http://u%25@a%25b/", None).unwrap_err();
    assert_eq!(e.span().unwrap().range(), 13..16);
    let e = Url::parse("file://u@h/", None).unwrap_err();
    assert_eq!(e.span().unwrap().range(), 7..9);
}

#[test]
fn note_14_drive_letter_behind_dots() {
    assert_eq!(href("file:/./w|/m", None), "file:///w:/m");
    assert_eq!(href("file:/a/../w|", None), "file:///w:");
    assert_eq!(href("./w|/m", Some("file:///")), "file:///w:/m");
    // It is a drive: `..` after it keeps it, as a drive the grammar read.
    assert_eq!(
        href("/./Z:/..", Some("file://host/share/dir/")),
        "file://host/Z:/"
    );
    assert_eq!(href("file:/a/../w:/..", None), "file:///w:/");
    assert_eq!(href("file:./w:/..", None), "file:///w:/");
    // Only the first segment, only in a file URL, only a drive letter.
    assert_eq!(href("file:/./a/w|", None), "file:///a/w|");
    assert_eq!(
        href("./Z:/..", Some("file://host/share/dir/")),
        "file://host/share/dir/"
    );
    assert_eq!(href("sc:/./w|", None), "sc:/w|");
    assert_eq!(href("file:/./ww|", None), "file:///ww|");
}

#[test]
fn note_15_encoding_override_scope() {
    use specurl::encoding::Encoding;
    let latin1 = Url::options().encoding(Encoding::for_label("windows-1252").unwrap());
    let href = |input: &str| latin1.parse(input).unwrap().href().to_owned();
    for scheme in ["http", "https", "ftp"] {
        assert_eq!(
            href(&format!("{scheme}://h/é?é✓#é")),
            format!("{scheme}://h/%C3%A9?%E9%26%2310003%3B#%C3%A9")
        );
    }
    assert_eq!(href("file:///é?é"), "file:///%C3%A9?%E9");
    for scheme in ["ws", "wss", "sc"] {
        assert_eq!(
            href(&format!("{scheme}://h/?é✓")),
            format!("{scheme}://h/?%C3%A9%E2%9C%93")
        );
    }
    assert_eq!(href("sc:é?é"), "sc:%C3%A9?%C3%A9");
}

#[test]
fn note_16_decoding_keeps_bytes_that_are_not_utf8() {
    use specurl::pct_enc::decode_str;
    assert_eq!(decode_str("%ff%C3%A9"), "%ffé");
    // A sequence cut short keeps its bytes, and the next character decodes.
    assert_eq!(decode_str("%E4%B8%41"), "%E4%B8A");
    assert_eq!(decode_str("%C3x%A9"), "%C3x%A9");
}

#[test]
fn note_17_schemeless_reference_mode() {
    use specurl::grammar::Mode;
    let generic = UrlRef::parse("/c:/x\\y").unwrap();
    assert_eq!(generic.drive(), None);
    assert_eq!(generic.scheme(), None);
    assert_eq!(generic.dirs().collect::<Vec<_>>(), ["c:"]);
    assert_eq!(generic.file(), Some("x\\y"));
    let file = UrlRef::parse_with_mode("/c:/x\\y", Mode::File).unwrap();
    assert_eq!(file.drive().map(|d| d.to_string()).as_deref(), Some("c:"));
    assert_eq!(file.dirs().collect::<Vec<_>>(), ["x"]);
    assert_eq!(file.scheme(), None);
    assert_eq!(href("/c:/x\\y", Some("file:///d:/")), "file:///c:/x/y");
    assert_eq!(href("/c:/x\\y", Some("sc://h/")), "sc://h/c:/x\\y");
}

#[test]
fn note_18_dotted_last_segment() {
    let rebase = |r: &str, b: &str| {
        UrlRef::parse(r)
            .unwrap()
            .rebase(&UrlRef::parse(b).unwrap())
            .to_string()
    };
    assert_eq!(rebase("bar", "http://h/foo/.."), "http://h/foo/bar");
    assert_eq!(rebase(".", "http://h/a/b"), "http://h/a/.");
    assert_eq!(UrlRef::parse(".").unwrap().file(), Some("."));
    // Normalised, the dotted file is a dir (note 1).
    let base = UrlRef::parse("http://h/foo/..").unwrap().normalise();
    assert_eq!(base.to_string(), "http://h/");
    assert_eq!(href("bar", Some("http://h/foo/..")), "http://h/bar");
}

#[test]
fn note_19_rebase_is_pure() {
    let r = UrlRef::parse("http:foo").unwrap();
    let base = UrlRef::parse("http://host").unwrap();
    assert_eq!(r.rebase(&base).to_string(), "http:foo");
    assert_eq!(
        r.legacy_resolve(&base).unwrap().to_string(),
        "http://host/foo"
    );
    assert_eq!(href("http:foo", Some("http://host")), "http://host/foo");
}

#[test]
fn note_20_rebase_onto_an_opaque_path() {
    let base = UrlRef::parse("sc:a/b").unwrap();
    let r = UrlRef::parse("foo").unwrap();
    assert_eq!(r.rebase(&base).to_string(), "sc:a/foo");
    assert!(r.resolve(Some(&base)).is_err());
    assert!(href("foo", Some("sc:a/b")).starts_with("failure"));
    assert_eq!(href("#f", Some("sc:a/b")), "sc:a/b#f");
}

#[test]
fn note_21_apostrophe_in_a_schemeless_query() {
    let n = UrlRef::parse("?a'b").unwrap().normalise();
    assert_eq!(n.to_string(), "?a'b");
    assert_eq!(href("?a'b", Some("http://h/")), "http://h/?a%27b");
    assert_eq!(href("?a'b", Some("sc://h/")), "sc://h/?a'b");
}

#[test]
fn note_22_dots_cancelling_every_dir() {
    let n = |s: &str| UrlRef::parse(s).unwrap().normalise().to_string();
    assert_eq!(n("a/../f"), "f");
    assert_eq!(n("./f"), "f");
    assert_eq!(n("a/../"), "./");
    // The two rebase alike.
    let base = UrlRef::parse("sc://h/x/y").unwrap();
    for (a, b) in [("a/../f", "f"), ("./f?q", "f?q")] {
        let (a, b) = (UrlRef::parse(a).unwrap(), UrlRef::parse(b).unwrap());
        assert_eq!(a.rebase(&base).normalise(), b.rebase(&base).normalise());
    }
}

#[test]
fn note_23_localhost_before_host_processing() {
    let n = |s: &str| UrlRef::parse(s).unwrap().normalise().to_string();
    assert_eq!(n("FILE://localhost/x"), "file:///x");
    assert_eq!(n("file://localhost/x"), "file:///x");
    // Only the host alone, and only in a file URL.
    assert_eq!(n("sc://localhost/x"), "sc://localhost/x");
    assert_eq!(href("FILE://LOCALHOST/x", None), "file:///x");
}

#[test]
fn note_24_search_and_hash_of_empty_components() {
    let url = Url::parse("http://h/?#", None).unwrap();
    assert_eq!((url.search(), url.hash()), ("", ""));
    assert_eq!((url.query(), url.fragment()), (Some(""), Some("")));
    assert_eq!(url.href(), "http://h/?#");
    let url = Url::parse("http://h/", None).unwrap();
    assert_eq!((url.query(), url.fragment()), (None, None));
}

fn valid(input: &str, s: specurl::Strictness) -> bool {
    specurl::validate(input, specurl::grammar::Mode::Generic, s).is_valid()
}

use specurl::Strictness::{Strict, Whatwg};

/// Note 25: `/` in an opaque path is class T for the seed, valid for the
/// standard.
#[test]
fn note_25_slash_in_an_opaque_path() {
    assert!(!valid("sc:a/b", Strict) && valid("sc:a/b", Whatwg));
    // Only in an opaque path: a path with a root is segments.
    assert!(valid("sc:/a/b", Strict) && valid("sc:/a/b", Whatwg));
}

/// Note 26: a `|` drive letter is the seed's, not the standard's.
#[test]
fn note_26_bar_drive_letter() {
    assert!(valid("file:///C|/x", Strict) && !valid("file:///C|/x", Whatwg));
    assert!(valid("file:///C:/x", Strict) && valid("file:///C:/x", Whatwg));
    // It parses, with the `|` made a `:`.
    assert_eq!(href("file:///C|/x", None), "file:///C:/x");
}

/// Note 27: a relative reference is strictly valid on its own; the
/// standard's valid URL string needs a base for it.
#[test]
fn note_27_relative_reference_without_a_base() {
    use specurl::validate::{validate_with_base, DiagnosticKind};
    assert!(valid("../a?b", Strict) && !valid("../a?b", Whatwg));
    let kinds: Vec<_> = specurl::validate("../a", specurl::grammar::Mode::Web, Whatwg)
        .errors()
        .map(|d| d.kind)
        .collect();
    assert_eq!(kinds, [DiagnosticKind::MissingScheme]);
    let base = Url::parse("http://h/x/y", None).unwrap();
    for s in [Strict, Whatwg] {
        assert!(validate_with_base("../a?b", Some(&base), s).is_valid());
        assert!(!validate_with_base("../a?b", None, s).is_valid());
    }
}

/// Note 28: strict validation reports removed whitespace and the host
/// problems the standard's host parser reports, as the standard's profile
/// does; lenient validation only warns of them.
#[test]
fn note_28_strict_reports_what_the_standard_reports() {
    for input in [
        "http://example.com/foo\tbar",
        " http://example.com/",
        "http://a.b.c.xn--pokxncvks/",
        "http://./",
        "http://example.com./",
        "http://ex%41mple.com/",
        "http://[::01]/",
        "http://0x7f.1/",
    ] {
        assert!(!valid(input, Strict), "{input:?}");
        assert!(!valid(input, Whatwg), "{input:?}");
        assert!(valid(input, specurl::Strictness::Lenient), "{input:?}");
        assert!(Url::parse(input, None).is_ok(), "{input:?}");
    }
    assert!(valid("http://[::1]/", Strict) && valid("http://[0::1]/", Whatwg));
}

/// Note 29: the seed's normal form percent-encodes a non-ASCII host
/// character, and stays strictly valid; the standard's valid domain is not
/// percent-encoded.
#[test]
fn note_29_percent_encoded_non_ascii_host() {
    let normal = UrlRef::parse("http://bücher.de/")
        .unwrap()
        .normalise()
        .to_string();
    assert_eq!(normal, "http://b%C3%BCcher.de/");
    assert!(valid(&normal, Strict) && !valid(&normal, Whatwg));
    assert!(valid("http://bücher.de/", Strict) && valid("http://bücher.de/", Whatwg));
    assert!(!valid("http://ex%41mple.com/", Strict));
}
