//! The fuzz targets' bodies on stable: over corpora (the WPT inputs and the
//! real-world URL lists) and over proptest input shaped like URLs.
//!
//! `cargo fuzz` (nightly, libFuzzer) runs the same functions from `fuzz/`;
//! these tests keep them working, and run the checks without nightly.

use proptest::prelude::*;
use specurl_check::{data, targets};

/// Every WPT input, with its own base and with each of the targets' bases.
#[test]
fn parse_target_over_wpt() {
    for case in data::wpt_cases().expect("the WPT data") {
        targets::check_parse(&case.input, case.base.as_deref());
        targets::parse(case.input.as_bytes());
    }
}

#[test]
fn grammar_target_over_wpt() {
    for case in data::wpt_cases().expect("the WPT data") {
        targets::grammar(case.input.as_bytes());
    }
}

/// The differential target over the WPT inputs: every input the target
/// rejects must be one where specurl is wrong per the suite, so the known
/// differences cover every way the `url` crate lags there. (Where specurl is
/// wrong, the WPT test reports it.)
#[test]
fn differential_target_over_wpt() {
    let mut unexplained = Vec::new();
    for case in data::wpt_cases().expect("the WPT data") {
        let Some(d) = targets::unexplained(&case.input, case.base.as_deref()) else {
            continue;
        };
        let specurl_right = match &d.specurl {
            specurl_check::differential::Outcome::Failure => case.failure,
            specurl_check::differential::Outcome::Href(h) => case.href.as_ref() == Some(h),
        };
        if specurl_right {
            unexplained.push(format!(
                "{:?} against {:?}: specurl {:?} (as WPT), url {:?}",
                d.input, d.base, d.specurl, d.url
            ));
        }
    }
    assert!(
        unexplained.is_empty(),
        "url crate differences not in KNOWN:\n{}",
        unexplained.join("\n")
    );
}

/// Invalid UTF-8 and the separators the targets split at. (Invalid UTF-8
/// becomes U+FFFD, which a host must reject: see `http://\u{fffd}` in the
/// WPT suite; here it is kept out of hosts, in paths and queries.)
#[test]
fn targets_take_any_bytes() {
    let samples: &[&[u8]] = &[
        b"",
        b"\xff\xfe",
        b"http://a/\xc3(/?\xe2\x82#\xff",
        b"http://a/\nfile:C|",
        b"\n",
        b"sc:\n//x",
        b"\x00\x01\x7f",
    ];
    for data in samples {
        targets::parse(data);
        targets::differential(data);
        targets::grammar(data);
        targets::validate(data);
        targets::urlref(data);
    }
}

/// Each WPT input alone, and after its base (a line of its own) so that the
/// base is one of the rebase's bases.
#[test]
fn urlref_target_over_wpt() {
    for case in data::wpt_cases().expect("the WPT data") {
        targets::urlref(case.input.as_bytes());
        if let Some(base) = &case.base {
            targets::urlref(format!("{base}\n{}", case.input).as_bytes());
        }
    }
}

/// What fuzzing found, each replayed through the target that found it
/// (see docs/reliability.md).
#[test]
fn fuzz_findings() {
    // urlref: a web-mode reference with the host `\0` and an empty port.
    // Its normal form drops the port and ends in the NUL, which
    // preprocessing trims when the print is parsed again. The host is
    // outside the specification's grammar (`hchar` excludes NUL).
    targets::urlref(b"\\\\99999999999999999999..........~999999999=S:999999999Y0@\0:");
    targets::urlref(b"//h\0:");
    // urlref: a file-mode reference whose normal form starts with the dir
    // `C|`, not a drive; printed and read back it is the drive `C|`, which
    // normalises to `/C:`: a fixed point one round later.
    targets::urlref(b"./C|/+:/./;dSst.\0\0\0\0\0co\0txat");
    targets::urlref(b"./c|");
    // differential: against a web base, the url crate keeps a drive-like
    // segment that `..` removes when it is not the last; against a file
    // base, when it is not the path's first.
    let helleco = b"\xff\xff\n192.16\x038.0.1non-sp helleco:/o:/..//";
    known_lag(helleco, "non-file-drive-segment");
    known_lag(helleco, "file-drive-segment-not-first");
    known_lag(b"a:/o:/../b", "non-file-drive-segment");
    known_lag(b"x/E0/D:/../../y", "non-file-drive-segment");
    // The url crate reads `C|\` as a drive letter in a non-special URL too.
    known_lag(b"C|\\:x/../A", "non-file-drive-segment");
    // special-relative-many-slashes together with a drive-segment lag.
    known_lag(b"///h/Y/w:/../p", "special-relative-many-slashes");
    known_lag(b"///y:/.%2e/x/y:/.%2e/z", "special-relative-many-slashes");
    // non-special-backslash together with a drive-segment lag.
    known_lag(b"/\\h/x/y:/../z", "non-special-backslash");
    // differential: `///k'` with tabs between the slashes, against a web
    // base, once preprocessed.
    known_lag(b"/\t/\t/k'", "special-relative-many-slashes");
    // differential: caret-in-path together with another lag.
    known_lag(b"/\\//^", "file-leading-empty-segments");
    // differential: collapsing the empty segments makes `Z:` the first
    // segment, which `..` keeps.
    known_lag(b"/.////Z:/..", "file-leading-empty-segments");
    known_lag(b"////e/\\serve^", "special-relative-many-slashes");
    // differential: the lags no WPT case covers.
    known_lag(b"\x0f//@", "relative-userinfo-empty-host");
    known_lag(
        b"\x01\ntp://examh00p:\\0p:/-[::ple.c",
        "non-special-backslash-after-port",
    );
    known_lag(b"\\m:\r\xff\x10", "newline-after-drive-letter");
    // Newlines inside the drive letter too, and a caret after it.
    known_lag(b"/\r\rC\r\r:\r\r]/3^", "newline-after-drive-letter");
    // ascii-xn-label together with file-leading-empty-segments.
    known_lag(b"file://xn--------//\\x", "ascii-xn-label");
    // differential: specurl's one finding. `w|` behind `./` in a file URL
    // is written `w:` (docs/spec-notes.md, note 14); the two now agree.
    for input in ["file:/./w|/m\u{fffd}", "./w|/m"] {
        targets::differential(input.as_bytes());
        for base in std::iter::once(None).chain(targets::BASES.iter().copied().map(Some)) {
            let d = specurl_check::differential::compare(input, base);
            assert!(d.is_none(), "{d:?}");
        }
    }
}

/// The differential target passes on `data`, and against some base (or
/// none) the two parsers do disagree, in the known way `name`: the
/// regression is not vacuous.
fn known_lag(data: &[u8], name: &str) {
    targets::differential(data);
    let text = targets::text(data);
    let bases = std::iter::once(None).chain(targets::BASES.iter().copied().map(Some));
    let names: Vec<_> = bases
        .filter_map(|base| specurl_check::differential::compare(&text, base))
        .filter_map(|d| specurl_check::differential::classify(&d))
        .map(|k| k.name)
        .collect();
    assert!(names.contains(&name), "{text:?}: {names:?}, want {name}");
}

#[test]
fn validate_target_over_wpt() {
    for case in data::wpt_cases().expect("the WPT data") {
        targets::validate(case.input.as_bytes());
    }
}

/// Strings built from the characters that matter to URL parsing, so that
/// random input reaches the interesting rules instead of failing at the
/// scheme.
fn url_like() -> impl Strategy<Value = String> {
    let prefix = prop::sample::select(vec![
        "", "http://", "https://", "file:", "file://", "file:///", "sc:", "sc://", "//", "/",
        "\\\\", "?", "#", "blob:", "ws:", "C:",
    ]);
    let body = proptest::string::string_regex(
        "([a-zA-Z0-9]|[.:/\\\\@%?#\\[\\]|^ \\t\\n-]|%[0-9a-fA-F]{0,2}|[é€\u{0}\u{ad}ß。０])*",
    )
    .expect("a valid regex");
    (prefix, body).prop_map(|(p, b)| format!("{p}{b}"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn parse_target_never_panics(s in url_like()) {
        targets::parse(s.as_bytes());
    }

    #[test]
    fn parse_target_never_panics_on_bytes(data in proptest::collection::vec(any::<u8>(), 0..64)) {
        targets::parse(&data);
    }

    #[test]
    fn grammar_target_never_panics(s in url_like()) {
        targets::grammar(s.as_bytes());
    }

    #[test]
    fn validate_target_never_panics(s in url_like()) {
        targets::validate(s.as_bytes());
    }

    #[test]
    fn urlref_target_never_panics(s in url_like()) {
        targets::urlref(s.as_bytes());
    }

    #[test]
    fn whatwg_target_never_panics(s in url_like()) {
        targets::whatwg(s.as_bytes());
    }
}

/// The `whatwg` target over every WPT input.
#[test]
fn whatwg_target_over_wpt() {
    for case in data::wpt_cases().expect("the WPT data") {
        targets::whatwg(case.input.as_bytes());
    }
}

/// The replay path of the `whatwg` target: a corpus directory (here the
/// WPT inputs and mutants of them, one file each, some not UTF-8) goes
/// through whatwg-url in one batch, and every input agrees.
#[test]
fn whatwg_corpus_replays_through_the_oracle() {
    let dir = std::env::temp_dir().join(format!("specurl-whatwg-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let inputs: Vec<String> = data::wpt_cases()
        .unwrap()
        .into_iter()
        .map(|c| c.input)
        .collect();
    let mut files = 0;
    for (i, input) in inputs
        .iter()
        .cloned()
        .chain(specurl_check::validity::mutants(&inputs, 500, 5))
        .enumerate()
    {
        std::fs::write(dir.join(format!("{i:05}")), input.as_bytes()).unwrap();
        files += 1;
    }
    std::fs::write(dir.join("not-utf8"), b"http://h/\xff\xfe").unwrap();
    let wrong = specurl_check::validity::replay(&dir).unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(files > 1000);
    assert!(wrong.is_empty(), "{wrong:#?}");
}
