//! The fuzz targets' bodies on stable: over corpora (the WPT inputs and the
//! real-world URL lists) and over proptest input shaped like URLs.
//!
//! `cargo fuzz` (nightly, libFuzzer) runs the same functions from `fuzz/`;
//! these tests keep them working, and run the checks without nightly.

use proptest::prelude::*;
use specurl_check::{data, seed, targets};

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
        targets::parse_against_whatwg_url(data);
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

/// What fuzzing found, each replayed through the target that found it.
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
    // urlref: the reference `""` onto `sc: #` keeps the opaque path ` `
    // with no query and no fragment; printed as `sc: ` it parsed back
    // without its path (preprocessing trims the space).
    targets::urlref(b"sc: #\n");
    targets::urlref(b"sc:a b #f\n");
}

/// Inputs on which specurl and the `url` crate once disagreed, found by
/// fuzzing: drive-like segments (`X:`, `X|`) under `..` and its encoded
/// spellings, in file, special and non-special URLs; runs of slashes and
/// backslashes before a host; `\\` after a port or in a userinfo of a
/// non-special URL; an empty host after `@`; newlines inside a drive
/// letter; `^` in paths; `xn--` labels. Each goes through the
/// `parse_against_whatwg_url` target: with no base, against every base of
/// `targets::BASES` and against the text before its line feed, specurl
/// gives whatwg-url's answer.
#[test]
fn fuzz_findings_agree_with_whatwg_url() {
    let junk = "\u{1}\u{7}\0\0\0\0\0\0\0\0\0\0\0\0++++++\u{FFFD}\u{FFFD}\u{FFFD}\u{35a}\u{FFFD}\u{FFFD}\u{FFFD}";
    let dotted = format!(
        "ht{junk}.e:///y:/.%2e/\0\0++//y:/.%2\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}.e:///y:/.%2e/%2e.bar"
    );
    let inputs: &[&str] = &[
        &dotted,
        "ile:///y:/C|\\f\n\0\0\0\0\0\0\0o/%2e./%2o\0\0\0e%2e/.go\\%2%2e.eb2%/Ear",
        "http:/om/a/Z:/..\u{17}\u{17}/w/Z:/..\u{17}",
        "/\\\u{0}2@22/x.e:///y:/.%2e/w/a:/z",
        "sc://f)\\)@h:\\x",
        "///gxqmplx.e;:/0.:x.Y//pa//path/.(Y/w:/;../th/../../Y/w:/../th",
        "///h/a/w:/b/../../w:/c",
        "\\\\/\t///gxamplx.ew:/0.:x.Y//path/../.\t\u{8}bar./Y/w:/../\tth|:",
        "\u{FFFD}\u{FFFD}\n192.16\u{3}8.0.1non-sp helleco:/o:/..//",
        "a:/o:/../b",
        "x/E0/D:/../../y",
        "C|\\:x/../A",
        "///h/Y/w:/../p",
        "///y:/.%2e/x/y:/.%2e/z",
        "/\\h/x/y:/../z",
        "/\t/\t/k'",
        "/\\//^",
        "/.////Z:/..",
        "////e/\\serve^",
        "\u{f}//@",
        "\u{1}\ntp://examh00p:\\0p:/-[::ple.c",
        "\\m:\r\u{FFFD}\u{10}",
        "/\r\rC\r\r:\r\r]/3^",
        "file://xn--------//\\x",
        "file:/./w|/m\u{fffd}",
        "./w|/m",
    ];
    for input in inputs {
        targets::parse_against_whatwg_url(input.as_bytes());
    }
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
    #![proptest_config(specurl_check::seed::config(512))]

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

/// Every WPT setter case as a `setters` target input: its href, then the
/// setter's line.
#[test]
fn setters_target_over_wpt() {
    use specurl::Component;
    let text = std::fs::read_to_string(data::data_dir().join("wpt/setters_tests.json"))
        .expect("the WPT setter tests");
    let json: serde_json::Map<String, serde_json::Value> = serde_json::from_str(&text).unwrap();
    let mut cases = 0;
    for (setter, list) in &json {
        let Some(index) = Component::ALL.iter().position(|c| c.name() == setter) else {
            continue;
        };
        // The digit that selects the setter.
        let select = char::from(b'0' + index as u8);
        for case in list.as_array().unwrap() {
            let (href, value) = (
                case["href"].as_str().unwrap(),
                case["new_value"].as_str().unwrap(),
            );
            // A value with a line feed would be two calls.
            let value = value.replace('\n', "");
            targets::setters(format!("{href}\n{select}{value}").as_bytes());
            cases += 1;
        }
    }
    assert_eq!(cases, 278);
}

proptest! {
    #![proptest_config(seed::config(512))]

    #[test]
    fn setters_target_never_panics(start in url_like(), calls in proptest::collection::vec((0u8..10, url_like()), 1..4)) {
        let mut data = start.replace('\n', "");
        for (setter, value) in calls {
            data.push('\n');
            data.push(char::from(b'0' + setter));
            data.push_str(&value.replace('\n', ""));
        }
        targets::setters(data.as_bytes());
    }
}

/// The protocol setter's quirk, and setters after it, through the target.
#[test]
fn setters_target_after_the_protocol_quirk() {
    for data in [
        "http://localhost/C|/x\n1file\n9f\n8q\n7/D|\n4h",
        "http://h/C|\n1file\n6\n5localhost\n1http\n9g",
    ] {
        targets::setters(data.as_bytes());
    }
}

/// The `relative_to` target over every WPT input, against its own base and
/// each of the targets' bases.
#[test]
fn relative_to_target_over_wpt() {
    for case in data::wpt_cases().expect("the WPT data") {
        targets::relative_to(case.input.as_bytes());
        if let Some(base) = &case.base {
            targets::relative_to(format!("{}\n{base}", case.input).as_bytes());
        }
    }
}

/// The `relative_to` target on pairs of URL-like strings (deterministic):
/// no pair of references panics, and every pair of URLs keeps the law.
#[test]
fn relative_to_target_over_url_like_pairs() {
    use proptest::strategy::ValueTree;
    let mut runner = seed::runner();
    let strategy = specurl_check::gen::url_like();
    for _ in 0..3000 {
        let a = strategy.new_tree(&mut runner).unwrap().current();
        let b = strategy.new_tree(&mut runner).unwrap().current();
        targets::relative_to(format!("{a}\n{b}").as_bytes());
        targets::relative_to(a.as_bytes());
    }
}
