//! The fuzz targets of the URL API beyond `Url::parse`, one function per
//! target of `fuzz/`, in the style of [`crate::targets`]: each takes the
//! raw bytes libFuzzer hands over and panics on a finding.

use specurl::{PathStyle, Url, UrlRef};

use crate::targets::{text, BASES};

/// Target `can_parse`: [`Url::can_parse`] is `Url::parse(..).is_ok()`, with
/// no base, with each of [`BASES`], with the text as the base of a
/// reference, and (when the text has a line feed) with the text before the
/// first line feed as base for the text after it. Both have shortcuts for
/// canonical `http:`, `https:` and `file:` URLs (the frontier), so the
/// text alone and after each of those schemes is also checked against the
/// pipeline without them ([`check_frontier`]).
pub fn can_parse(data: &[u8]) {
    let text = text(data);
    for scheme in ["", "http://", "https://", "file://"] {
        check_frontier(&format!("{scheme}{text}"));
    }
    check_can_parse(&text, None);
    for base in BASES {
        check_can_parse(&text, Some(base));
    }
    check_can_parse("../x?y#z", Some(&text));
    if let Some((base, input)) = text.split_once('\n') {
        check_can_parse(input, Some(base));
    }
}

/// `Url::can_parse` and `Url::parse` of `input` agree with the full
/// pipeline, which takes no shortcut: [`UrlRef::conclude`], whose result
/// is what the parsed URL reads back as and what its href prints.
pub fn check_frontier(input: &str) {
    let full = UrlRef::conclude(input, None);
    assert_eq!(
        Url::can_parse(input, None),
        full.is_ok(),
        "can_parse({input:?}) is not the pipeline's {full:?}"
    );
    let url = Url::parse(input, None);
    match (&url, &full) {
        (Ok(url), Ok(full)) => {
            assert_eq!(url.href(), full.to_string(), "{input:?}");
            // The parts, where the frontier may have placed them.
            if ["http:", "https:", "file:"]
                .iter()
                .any(|s| input.starts_with(s))
            {
                assert_eq!(&url.to_url_ref(), full, "{input:?}");
            }
        }
        (Err(_), Err(_)) => {}
        _ => panic!("parse({input:?}) is {url:?}, the pipeline's {full:?}"),
    }
}

/// One `can_parse` check of `input` against `base`.
pub fn check_can_parse(input: &str, base: Option<&str>) {
    assert_eq!(
        Url::can_parse(input, base),
        Url::parse(input, base).is_ok(),
        "can_parse({input:?}, {base:?}) is not parse(..).is_ok()"
    );
}

/// Target `file_path`: the text as a path in each style and as a URL.
///
/// - A path that converts to a URL converts back, and that path converts
///   to the same URL (the conversions are inverse up to the spelling of the
///   path: separators, dot segments, verbatim prefixes); the URL is the one
///   its href parses to. A directory's URL ends in `/`.
/// - A file URL (the text parsed without a base) that converts to a path
///   gives a path that converts to a URL with the same path.
pub fn file_path(data: &[u8]) {
    let text = text(data);
    for style in [PathStyle::Posix, PathStyle::Windows] {
        check_path(&text, style);
        if let Ok(url) = Url::parse(&text, None) {
            check_url(&url, style);
        }
    }
}

/// The path half of [`file_path`].
pub fn check_path(path: &str, style: PathStyle) {
    if let Ok(url) = Url::from_directory_path_with_style(path, style) {
        assert!(url.href().ends_with('/'), "{path:?} as a directory: {url}");
    }
    let Ok(url) = Url::from_file_path_with_style(path, style) else {
        return;
    };
    match Url::parse(url.href(), None) {
        Ok(again) => assert_eq!(again.href(), url.href(), "{path:?}: {url} is not normal"),
        Err(e) => panic!("{path:?}: {url} does not parse: {e}"),
    }
    let back = url
        .to_file_path_with_style(style)
        .unwrap_or_else(|e| panic!("{path:?} ({style:?}) to {url} and back: {e}"));
    match Url::from_file_path_with_style(&back, style) {
        Ok(again) => assert_eq!(again, url, "{path:?} to {url}, back {back:?} to {again}"),
        Err(e) => panic!("{path:?} to {url}, back {back:?}: {e}"),
    }
}

/// The URL half of [`file_path`].
pub fn check_url(url: &Url, style: PathStyle) {
    let Ok(path) = url.to_file_path_with_style(style) else {
        return;
    };
    let again = Url::from_file_path_with_style(&path, style)
        .unwrap_or_else(|e| panic!("{url} to {path:?} ({style:?}) and back: {e}"));
    assert_eq!(
        again.to_file_path_with_style(style).as_deref(),
        Ok(&*path),
        "{url} to {path:?} to {again}"
    );
}
