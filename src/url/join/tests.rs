use super::*;

/// `url`'s model read off its offsets equals the model concluding its href
/// gives, and joining against it equals parsing against the href.
fn base_reads_as_concluded(url: &Url) {
    let concluded = UrlRef::conclude(url.href(), None).unwrap();
    assert_eq!(url.as_base(), concluded, "{:?}", url.href());
}

#[test]
fn the_base_model_is_the_concluded_href_on_wpt() {
    let pairs = specurl_check::data::wpt_pairs().unwrap();
    let mut read = 0;
    for (input, base) in &pairs {
        for text in core::iter::once(input).chain(base) {
            if let Ok(url) = Url::parse(text, None) {
                base_reads_as_concluded(&url);
                read += 1;
            }
        }
        if let Ok(url) = Url::parse(input, base.as_deref()) {
            base_reads_as_concluded(&url);
        }
    }
    assert!(read > 500, "{read}");
}

#[test]
fn the_base_model_is_the_concluded_href_on_the_url_lists() {
    for list in ["kasztp.txt", "node_files.txt"] {
        let urls = specurl_check::data::url_list(list).unwrap();
        for line in urls.iter().step_by(7) {
            if let Ok(url) = Url::parse(line, None) {
                base_reads_as_concluded(&url);
            }
        }
    }
}

#[test]
fn the_base_model_of_each_shape() {
    for href in [
        "file:///C:/",
        "file:///C:",
        "file://h/c:/x/y",
        "file:///c:x",
        "file:///",
        "sc:opaque/a?q#f",
        "sc:",
        "sc:/.//x/",
        "sc://",
        "sc://@h:1",
        "sc://u:p@[::1]/",
        "http://u@0x7f.1:81/a//b/",
        "http://:p@h/?#",
        "blob:https://h/x",
    ] {
        base_reads_as_concluded(&Url::parse(href, None).unwrap());
    }
}

#[test]
fn join_is_parse_against_the_href_on_wpt() {
    let pairs = specurl_check::data::wpt_pairs().unwrap();
    for (input, base) in &pairs {
        let Some(Ok(base)) = base.as_deref().map(|b| Url::parse(b, None)) else {
            continue;
        };
        let joined = base.join(input);
        let parsed = Url::parse(input, Some(base.href()));
        assert_eq!(
            joined.as_ref().map(Url::href),
            parsed.as_ref().map(Url::href),
            "{input:?} against {:?}",
            base.href()
        );
        if let (Err(j), Err(p)) = (&joined, &parsed) {
            assert_eq!((j.kind(), j.span()), (p.kind(), p.span()));
        }
    }
}

/// Joins `input` onto `base` by the fast path and by the full pipeline;
/// says whether the reference fast path took it.
fn same_both_ways(base: &Url, input: &str) -> bool {
    let fast = base.join_with(input, true);
    let slow = base.join_with(input, false);
    assert_eq!(
        Url::view(&fast),
        Url::view(&slow),
        "{input:?} against {:?}",
        base.href()
    );
    let source = crate::Source::new(input);
    let text = source.text();
    crate::grammar::tokenize_then(text, base.mode(), |t| base.join_normal(text, t).is_some())
        .unwrap_or(false)
}

#[test]
fn the_reference_fast_path_agrees_with_the_pipeline() {
    let bases = [
        "http://h/a/b/c?q#f",
        "https://u:p@h:8080/a/",
        "ws://h/",
        "http://h/a//b",
        "ftp://h/x/y",
    ];
    let references = [
        "",
        "a",
        "a/b",
        "../c",
        "./d?q",
        "../../../x",
        "..",
        ".",
        "./",
        "a/..",
        "a/../",
        "a/./b",
        "a//b/../c",
        "/x/y",
        "/",
        "/..",
        "/./x/../y?q#f",
        "?q",
        "?",
        "#f",
        "#",
        "?q#f",
        "//g/p",
        "//g",
        "//g:80/p",
        "//g:81/p?q#f",
        "//G/p",
        "//g/a/../b",
        "%2e/x",
        ".%2E",
        "a\\b",
        "\\x",
        "a b",
        "?a b",
        "#a b",
        "a?b c",
        "1:x",
        "c:/x",
        "//u@g/",
        "x#",
    ];
    let fast = taken_both_ways(&bases, &references);
    assert!(fast > bases.len() * references.len() / 2, "{fast}");
}

#[test]
fn the_reference_fast_path_agrees_on_wpt() {
    let pairs = specurl_check::data::wpt_pairs().unwrap();
    for (input, base) in &pairs {
        if let Some(Ok(base)) = base.as_deref().map(|b| Url::parse(b, None)) {
            same_both_ways(&base, input);
        }
    }
}

#[test]
fn the_reference_fast_path_agrees_on_file_bases() {
    let bases = [
        "file:///C:/",
        "file:///C:/a/b/c?q#f",
        "file:///C:",
        "file:///C|/a/",
        "file:///c:x/y",
        "file:///a/b/c?q#f",
        "file:///",
        "file://h/share/dir/",
        "file://h/D:/x/y",
    ];
    let references = [
        "",
        "a",
        "a/b",
        "../c",
        "..",
        "../..",
        "../../..",
        "./d?q",
        "/",
        "/x/y",
        "/..",
        "/../x",
        "?q",
        "#f",
        "?q#f",
        "//h/x",
        "//localhost/x",
        "c:",
        "c:/x",
        "C|/x",
        "/d:/x",
        "a/../c:/x",
        "../c|",
        "%2e%2e/x",
        "a\\b",
        "a b",
        "x#",
    ];
    let fast = taken_both_ways(&bases, &references);
    assert!(fast > bases.len() * references.len() / 3, "{fast}");
}

#[test]
fn a_drive_letter_is_never_popped_by_the_fast_path() {
    let base = Url::parse("file:///C:/a/b", None).unwrap();
    for (input, href) in [
        ("../../../x", "file:///C:/x"),
        ("/x", "file:///C:/x"),
        ("/..", "file:///C:/"),
        ("..", "file:///C:/"),
    ] {
        assert!(
            same_both_ways(&base, input),
            "{input:?} takes the fast path"
        );
        assert_eq!(base.join(input).unwrap().href(), href);
    }
}

/// [`same_both_ways`] of every reference onto every base; how many the
/// fast path took.
fn taken_both_ways(bases: &[&str], references: &[&str]) -> usize {
    let mut fast = 0;
    for base in bases {
        let base = Url::parse(base, None).unwrap();
        for input in references {
            fast += usize::from(same_both_ways(&base, input));
        }
    }
    fast
}
