//! One test per entry of `docs/spec-notes.md`: each place where the code goes
//! beyond or against the URL Specification, to match the WPT suite or to keep
//! the model's operations sound.

use specurl::{Order, Url, UrlRef};

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

/// Note 3: a relative reference whose dirs all cancel, without a file,
/// keeps a `.`, so that it keeps what it kept of a base.
#[test]
fn note_3_order_preserving_dot() {
    let n = |s: &str| UrlRef::parse(s).unwrap().normalise().into_owned();
    let base = UrlRef::parse("/a/b").unwrap();
    for (r, normal) in [
        ("./", "./"),
        ("x/..", "./"),
        ("x/y/../..", "./"),
        ("./?q", "./?q"),
        (".#f", "./#f"),
        (".", "./"),
        ("%2e%2E", "../"),
        ("./f", "f"),
        ("/./", "/"),
        ("//h/.", "//h/"),
    ] {
        let parsed = UrlRef::parse(r).unwrap();
        assert_eq!(n(r).to_string(), normal, "{r}");
        assert_eq!(
            n(r).rebase(&base).normalise(),
            parsed.rebase(&base).normalise(),
            "{r}"
        );
    }
    // The empty reference, which `dir . ≈ ε` would make of `./`, keeps the
    // base's file; `./` and `.#f` do not.
    assert_eq!(n("./").rebase(&base).normalise().to_string(), "/a/");
    assert_eq!(n(".#f").rebase(&base).normalise().to_string(), "/a/#f");
    assert_eq!(n("").rebase(&base).normalise().to_string(), "/a/b");
    assert_eq!(n("#f").rebase(&base).normalise().to_string(), "/a/b#f");
    assert_eq!(n(".#f").order(), Order::Dir);
}

/// Note 4: the normal form is printable as it is.
#[test]
fn note_4_normal_form_is_printable() {
    let n = UrlRef::parse("/.//foo").unwrap().normalise();
    assert_eq!(n.dirs().collect::<Vec<_>>(), [".", ""]);
    assert_eq!(UrlRef::parse(&n.to_string()).unwrap(), n);
    // A first segment that would read as a scheme: only a URL built from
    // components has one (a URL-string would have read the scheme).
    let mut r = UrlRef::parse("").unwrap();
    r.set_path("a:b").unwrap();
    let n = r.normalise();
    assert_eq!(n.file(), Some("a%3Ab"));
    assert_eq!(UrlRef::parse(&n.to_string()).unwrap(), n);
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
    use specurl::Encoding;
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

/// Note 22: a reference whose dirs all cancel normalises to its file.
#[test]
fn note_22_dots_cancelling_every_dir() {
    let n = |s: &str| UrlRef::parse(s).unwrap().normalise().to_string();
    assert_eq!(n("a/../f"), "f");
    assert_eq!(n("./f"), "f");
    assert_eq!(n("a/../"), "./");
    // The two rebase alike.
    let base = UrlRef::parse("sc://h/x/y").unwrap();
    for (a, b) in [("a/../f", "./f"), ("a/../f", "f"), ("./f?q", "f?q")] {
        let (a, b) = (UrlRef::parse(a).unwrap(), UrlRef::parse(b).unwrap());
        assert_eq!(a.rebase(&base).normalise(), b.rebase(&base).normalise());
    }
    // With a path-root, as spec-url gives it.
    assert_eq!(n("/a/../f"), "/f");
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

fn valid(input: &str, s: specurl::validate::Strictness) -> bool {
    specurl::validate::validate(input, specurl::grammar::Mode::Generic, s).is_valid()
}

use specurl::validate::Strictness::{Strict, Whatwg};

/// Note 25: `/` in an opaque path is class T for the specification, valid
/// for the standard.
#[test]
fn note_25_slash_in_an_opaque_path() {
    assert!(!valid("sc:a/b", Strict) && valid("sc:a/b", Whatwg));
    // Only in an opaque path: a path with a root is segments.
    assert!(valid("sc:/a/b", Strict) && valid("sc:/a/b", Whatwg));
}

/// Note 26: a `|` drive letter is the specification's, not the standard's.
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
    use specurl::validate::DiagnosticKind;
    use specurl::validate_with_base;
    assert!(valid("../a?b", Strict) && !valid("../a?b", Whatwg));
    let kinds: Vec<_> = specurl::validate::validate("../a", specurl::grammar::Mode::Web, Whatwg)
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
        assert!(
            valid(input, specurl::validate::Strictness::Lenient),
            "{input:?}"
        );
        assert!(Url::parse(input, None).is_ok(), "{input:?}");
    }
    assert!(valid("http://[::1]/", Strict) && valid("http://[0::1]/", Whatwg));
}

/// Note 29: the specification's normal form percent-encodes a non-ASCII host
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

/// Note 30: `\` is the grammar's `s` in web and file mode, so a schemeless
/// reference read in the mode of a web base has it too; the text keeps it.
#[test]
fn note_30_backslash_is_s_in_the_grammar() {
    use specurl::grammar::{self, Mode};
    use specurl::Source;
    // The reference has no web scheme for preprocessing to see; its base's
    // mode makes `\` a separator (up to the query), as in the WHATWG parser.
    assert_eq!(
        href("\\\\h\\a\\b?c\\d", Some("http://x/")),
        "http://h/a/b?c\\d"
    );
    // (A file reference that starts at its root keeps the base's drive.)
    assert_eq!(href("\\a\\b", Some("file:///c:/x")), "file:///c:/a/b");
    assert_eq!(href("\\a\\b", Some("sc://x/")), "sc://x/\\a\\b");
    // Parsing stays lossless: the tokens point at the `\` as written.
    let src = Source::new("http:\\\\h\\a\\b");
    let url = grammar::tokenize(&src, Mode::Generic).unwrap();
    assert_eq!(*url.path_root().unwrap().fragment(), "\\");
    assert_eq!(*url.path().dirs().fragment(), "a\\");
    assert_eq!(src.text(), "http:\\\\h\\a\\b");
    // And strict validation can report each one.
    assert!(valid("http://h/a/b", Strict));
    assert!(!valid("http:\\\\h\\a", Strict));
    assert!(valid(
        "http:\\\\h\\a",
        specurl::validate::Strictness::Lenient
    ));
}

/// Note 31: the loose and the strict IPv6 rules accept the same strings,
/// those the WHATWG IPv6 parser accepts; neither is more tolerant.
#[test]
fn note_31_ip6_loose_and_strict_agree() {
    use specurl::grammar::{ip6_address, ip6_address_strict, Mode};
    let accepts = |input: &str| {
        let loose = ip6_address(Mode::Web, input.into()).is_ok();
        let strict = ip6_address_strict(Mode::Web, input.into()).is_ok();
        assert_eq!(loose, strict, "{input:?}");
        loose
    };
    // The places a looser reading could have gone further: `::` for one
    // group, an IPv4 tail, leading zeroes in a piece or in the tail.
    for input in [
        "1:2:3:4:5:6:7::",
        "::1:2:3:4:5:6:7",
        "::ffff:1.2.3.4",
        "0001::",
    ] {
        assert!(accepts(input), "{input:?}");
    }
    for input in [
        "::01.2.3.4",
        "::1.2.3.256",
        "1:2:3:4:5:6:7:1.2.3.4",
        "::1.2.3",
        "12345::",
    ] {
        assert!(!accepts(input), "{input:?}");
    }
    assert_eq!(href("http://[0001::]/", None), "http://[1::]/");
    assert!(Url::parse("http://[::01.2.3.4]/", None).is_err());
}

/// Note 32, withdrawn: the specification's path equations hold for a
/// schemeless reference with neither an authority, a drive nor a
/// path-root, and its path is encoded by the dir and file column, as
/// spec-url does; only an opaque path, which needs a scheme, keeps its
/// dots (note 1).
#[test]
fn note_32_schemeless_rootless_path() {
    let n = |s: &str| UrlRef::parse(s).unwrap().normalise().to_string();
    assert_eq!(n("a/./b/../c"), "a/c");
    assert_eq!(n("a b/c d"), "a%20b/c%20d");
    assert_eq!(n("a/../b c"), "b%20c");
    // `..` that climb above the start of a rootless path stay: `dir x・dir
    // y ≈ ε` needs an x that is not dots.
    assert_eq!(n("../a"), "../a");
    assert_eq!(n("a/../../b"), "../b");
    assert_eq!(n("../../a/./b/../c"), "../../a/c");
    // The first segment left, were it scheme-like, is written by
    // "Normalise for Printing" (note 4).
    assert_eq!(n("./a:b"), "a%3Ab");
    // An opaque path keeps its dots and spaces.
    assert_eq!(n("sc:a b/c d"), "sc:a b/c d");
    assert_eq!(n("sc:a/../b"), "sc:a/../b");
    // As with an authority, a drive or a path-root.
    assert_eq!(n("/a/../b c"), "/b%20c");
    assert_eq!(n("//h/a/../b c"), "//h/b%20c");
    let file = |s: &str| {
        UrlRef::parse_with_mode(s, specurl::grammar::Mode::File)
            .unwrap()
            .normalise()
            .to_string()
    };
    assert_eq!(file("c:/a/../b c"), "c:/b%20c");
    assert_eq!(file("a/../b c"), "b%20c");
    // Where the WHATWG standard resolves the reference, its normal form
    // resolves alike; onto an opaque path it fails either way.
    for base in ["http://h/x/y", "sc://h/x", "sc:/x/y", "file:///x/y"] {
        for r in ["a/../b c", "a/./b/../../../c", "x/..", "./"] {
            let normal = n(r);
            assert_eq!(
                href(r, Some(base)),
                href(&normal, Some(base)),
                "{r} onto {base}"
            );
        }
    }
    assert!(href("a/../b", Some("sc:p")).starts_with("failure"));
    assert!(href("b", Some("sc:p")).starts_with("failure"));
}

/// Note 33: the percent-encoded strings are built from single bytes, and
/// the lenient string is a rule of its own.
#[test]
fn note_33_pct_encoded_string_from_single_bytes() {
    use specurl::grammar::{
        pct_encoded_bytes, pct_encoded_string, pct_encoded_string_lenient, Mode, Rule,
    };
    // The same strings as `( pct-encoded-bytes | uncoded )*`.
    let (rest, s) = pct_encoded_string(Mode::Generic, "%C3%A9x%41".into()).unwrap();
    assert_eq!((*s.span().fragment(), *rest.fragment()), ("%C3%A9x%41", ""));
    // Its parts are single bytes; the run a decoder decodes together is
    // `pct-encoded-bytes`, a rule of its own.
    let rules: Vec<Rule> = s.parts().map(|t| t.rule()).collect();
    assert_eq!(
        rules,
        [
            Rule::PctEncodedByte,
            Rule::PctEncodedByte,
            Rule::Uncoded,
            Rule::PctEncodedByte
        ]
    );
    let (_, run) = pct_encoded_bytes(Mode::Generic, "%C3%A9x".into()).unwrap();
    assert_eq!(*run.fragment(), "%C3%A9");
    assert_eq!(specurl::pct_enc::decode_str("%C3%A9"), "é");
    // Strict stops where the lenient rule takes `pct-invalid`; where both
    // could match, `pct-encoded-byte` wins.
    let (rest, _) = pct_encoded_string(Mode::Generic, "a%zz".into()).unwrap();
    assert_eq!(*rest.fragment(), "%zz");
    let (rest, s) = pct_encoded_string_lenient(Mode::Generic, "a%zz%4".into()).unwrap();
    assert!(rest.fragment().is_empty());
    let rules: Vec<Rule> = s.parts().map(|t| t.rule()).collect();
    assert_eq!(
        rules,
        [
            Rule::Uncoded,
            Rule::PctInvalid,
            Rule::Uncoded,
            Rule::PctInvalid
        ]
    );
    let (_, s) = pct_encoded_string_lenient(Mode::Generic, "%41".into()).unwrap();
    let rules: Vec<Rule> = s.parts().map(|t| t.rule()).collect();
    assert_eq!(rules, [Rule::PctEncodedByte]);
}

/// Note 34: `auth-drive` tries `s drive` before `s s authority`, which
/// commits.
#[test]
fn note_34_auth_drive_order() {
    use specurl::grammar::{auth_drive, Mode};
    let read = |input: &str| {
        let (rest, ad) = auth_drive(Mode::File, input.into()).unwrap();
        let host = ad.authority().map(|a| a.span().fragment().to_string());
        let drive = ad
            .drive()
            .map(|d| (d.span().fragment().to_string(), d.invalid()));
        (host, drive, rest.fragment().to_string())
    };
    assert_eq!(
        read("/c:/x"),
        (None, Some(("c:".into(), false)), "/x".into())
    );
    assert_eq!(
        read("///c:/x"),
        (Some("".into()), Some(("c:".into(), false)), "/x".into())
    );
    assert_eq!(
        read("//h/c:/x"),
        (Some("h".into()), Some(("c:".into(), false)), "/x".into())
    );
    // `auth-drive-invalid` first, as the specification has it.
    assert_eq!(
        read("//c:/x"),
        (Some("".into()), Some(("c:".into(), true)), "/x".into())
    );
    // Once `s s` is read, the authority must parse: no alternative after it.
    assert!(matches!(
        auth_drive(Mode::File, "//h:x/".into()),
        Err(nom::Err::Failure(_))
    ));
    assert_eq!(href("file:/c:/x", None), "file:///c:/x");
    assert_eq!(href("file://h/c:/x", None), "file://h/c:/x");
}

/// Note 35: host processing decodes bytes that are not UTF-8 to U+FFFD,
/// which domain-to-ASCII rejects, as the WHATWG host parser does.
#[test]
fn note_35_host_decoding_replaces_invalid_utf8() {
    use specurl::host::{process, HostErrorKind};
    assert_eq!(
        process("example.com%80").unwrap_err().kind,
        HostErrorKind::DomainToAscii
    );
    assert_eq!(
        process("a%ffb").unwrap_err().kind,
        HostErrorKind::DomainToAscii
    );
    // A `%` that stays (here decoded from `%25`) is a forbidden code point.
    assert_eq!(
        process("a%25ffb").unwrap_err().kind,
        HostErrorKind::ForbiddenCodePoint('%')
    );
    assert!(Url::parse("https://example.com%80/", None).is_err());
    assert_eq!(href("https://%C3%A9.com/", None), "https://xn--9ca.com/");
    // The general decoding keeps such bytes (note 16); an opaque host is
    // not decoded at all.
    assert_eq!(specurl::pct_enc::decode_str("a%ffb"), "a%ffb");
    assert_eq!(href("sc://a%ffb/", None), "sc://a%ffb/");
}

/// Note 36: forcing a web URL processes its host; normalisation alone
/// does not.
#[test]
fn note_36_force_web_processes_the_host() {
    let force = |s: &str| {
        UrlRef::parse(s)
            .unwrap()
            .force()
            .map(|u| u.to_string())
            .unwrap_or_else(|e| format!("failure: {e}"))
    };
    assert_eq!(force("http://EXAMPLE.com/"), "http://example.com/");
    assert_eq!(force("http:EXAMPLE.com/x"), "http://example.com/x");
    assert_eq!(force("https://0x7f.1/"), "https://127.0.0.1/");
    assert!(force("http://a<b/").starts_with("failure"));
    // A generic URL's host stays opaque.
    assert_eq!(force("sc://EXAMPLE.com/"), "sc://EXAMPLE.com/");
    // `normalise` has no host processing.
    let n = UrlRef::parse("http://EXAMPLE.com:80/a/../b")
        .unwrap()
        .normalise();
    assert_eq!(n.to_string(), "http://EXAMPLE.com/b");
    assert_eq!(
        href("http://EXAMPLE.com:80/a/../b", None),
        "http://example.com/b"
    );
}

/// Note 37: `grammar::url` parses in the mode it is given; `tokenize`
/// selects the mode from the scheme.
#[test]
fn note_37_grammar_url_takes_the_callers_mode() {
    use specurl::grammar::{self, url, Mode};
    use specurl::Source;
    let (_, generic) = url(Mode::Generic, "http:\\\\h\\x".into()).unwrap();
    assert!(generic.authority().is_none());
    assert_eq!(*generic.path().file().unwrap().fragment(), "\\\\h\\x");
    let (_, web) = url(Mode::Web, "http:\\\\h\\x".into()).unwrap();
    assert_eq!(*web.authority().unwrap().span().fragment(), "h");
    let src = Source::new("http:\\\\h\\x");
    let sniffed = grammar::tokenize(&src, Mode::Generic).unwrap();
    assert_eq!(sniffed.mode(), Mode::Web);
    assert_eq!(*sniffed.authority().unwrap().span().fragment(), "h");
}

/// Note 32, withdrawn: validation and normalisation read a rootless
/// reference's path by the same column, the dir and file column: what
/// strict validation calls "percent-encoded when normalised",
/// normalisation encodes.
#[test]
fn note_32_validation_and_normalisation_read_one_column() {
    let v = specurl::validate::validate(
        "a b/c",
        specurl::grammar::Mode::Generic,
        specurl::validate::Strictness::Strict,
    );
    assert!(!v.is_valid());
    let r = UrlRef::parse("a b/c").unwrap();
    assert_eq!(r.normalise().to_string(), "a%20b/c");
    let v = specurl::validate::validate(
        "a/b;c=d~e",
        specurl::grammar::Mode::Generic,
        specurl::validate::Strictness::Strict,
    );
    assert!(v.is_valid());
    let r = UrlRef::parse("a/b;c=d~e").unwrap();
    assert_eq!(r.normalise().to_string(), "a/b;c=d~e");
}
