//! The URL API's fuzz target bodies (`specurl_check::api_targets`) on
//! stable: over the WPT inputs, paths of both styles and generated input at
//! a fixed seed.

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use specurl::PathStyle;
use specurl_check::{api_targets, data, gen};

#[test]
fn can_parse_target_over_wpt() {
    for case in data::wpt_cases().expect("the WPT data") {
        api_targets::check_can_parse(&case.input, case.base.as_deref());
        api_targets::can_parse(case.input.as_bytes());
    }
}

#[test]
fn file_path_target_over_wpt() {
    for case in data::wpt_cases().expect("the WPT data") {
        api_targets::file_path(case.input.as_bytes());
        if let Ok(url) = specurl::Url::parse(&case.input, case.base.as_deref()) {
            for style in [PathStyle::Posix, PathStyle::Windows] {
                api_targets::check_url(&url, style);
            }
        }
    }
}

/// Paths of every form either style has, with the names that matter.
#[test]
fn file_path_target_over_paths() {
    let name = "([a-z%|:?#. \\\\/]|\\.\\.|[cC][:|]|%2e|\u{e9}){0,4}";
    let root = "(/|//|[cC]:[\\\\/]|[cC]:|\\\\\\\\[a-z.0-9%]{0,6}[\\\\/]|\\\\\\\\\\?\\\\(UNC\\\\)?|\\\\\\\\\\.\\\\|\\\\)?";
    let pattern = format!("{root}({name}[/\\\\]){{0,5}}{name}");
    let paths = proptest::string::string_regex(&pattern).unwrap();
    let mut runner = TestRunner::deterministic();
    let mut converted = 0;
    for _ in 0..20_000 {
        let path = paths.new_tree(&mut runner).unwrap().current();
        api_targets::file_path(path.as_bytes());
        for style in [PathStyle::Posix, PathStyle::Windows] {
            converted += usize::from(specurl::Url::from_file_path_with_style(&path, style).is_ok());
        }
    }
    assert!(converted > 5_000, "{converted}");
}

/// What fuzzing found: a verbatim UNC path to the server `.`, whose file
/// URL (`file://./xtees`) read back is a device path, not this one.
#[test]
fn file_path_findings() {
    api_targets::file_path(br"\\?\UNC\.\xtees");
}

#[test]
fn targets_over_generated_urls() {
    let strategy = gen::url_like();
    let mut runner = TestRunner::deterministic();
    for _ in 0..5_000 {
        let input = strategy.new_tree(&mut runner).unwrap().current();
        api_targets::can_parse(input.as_bytes());
        api_targets::file_path(input.as_bytes());
    }
}

/// Invalid UTF-8, NUL, and the separators the targets split at.
#[test]
fn targets_take_any_bytes() {
    let samples: &[&[u8]] = &[
        b"",
        b"\xff\xfe",
        b"/a/\xc3(/\0",
        b"C:\\\xff",
        b"\\\\\xff\\s",
        b"http://a/\nfile:C|",
        b"\n",
        b"file:///C:/%FF%00",
    ];
    for data in samples {
        api_targets::can_parse(data);
        api_targets::file_path(data);
    }
}
