//! `relative_to`, case by case: each form of reference it can answer, as
//! (URL, base, reference). Each row also checks the law.

use specurl::{Url, UrlRef};

/// `Url::relative_to`: the reference, and the law.
fn url_case(target: &str, base: &str, expected: &str) {
    let t = Url::parse(target, None).unwrap();
    let b = Url::parse(base, None).unwrap();
    let r = t.relative_to(&b).to_string();
    assert_eq!(r, expected, "{target} from {base}");
    let back = Url::parse(&r, Some(b.href())).unwrap();
    assert_eq!(back.href(), t.href(), "{target} from {base}: the law");
}

/// `UrlRef::relative_to`: the reference, and the law.
fn urlref_case(target: &str, base: &str, expected: &str) {
    let t = UrlRef::parse(target).unwrap();
    let b = UrlRef::parse(base).unwrap();
    let r = t.relative_to(&b);
    assert_eq!(r.to_string(), expected, "{target} from {base}");
    assert_eq!(
        r.rebase(&b).normalise(),
        t.normalise(),
        "{target} from {base}: the law"
    );
}

#[test]
fn fragment_query_and_empty() {
    url_case("http://h/a/b?q#f", "http://h/a/b?q", "#f");
    url_case("http://h/a/b?q", "http://h/a/b?q#f", "");
    url_case("http://h/a/b?r", "http://h/a/b?q#f", "?r");
    url_case("http://h/a/b?", "http://h/a/b", "?");
    url_case("http://h/a/b#", "http://h/a/b", "#");
    // Dropping the query needs the file.
    url_case("http://h/a/b", "http://h/a/b?q", "b");
    url_case("http://h/a/", "http://h/a/?q", ".");
}

#[test]
fn directories() {
    url_case("http://h/a/", "http://h/a/b", ".");
    url_case("http://h/a/", "http://h/a/b/c", "..");
    url_case("http://h/a/?q", "http://h/a/b/c", "..?q");
    url_case("http://h/", "http://h/a/b", "/");
    url_case("http://h/a/b/c/", "http://h/a/b", "b/c/");
    url_case("abc://x/y/z/", "abc://x/y/z/x", ".");
}

#[test]
fn segments_that_need_a_dot() {
    // `a:b` alone would be a scheme; `c:` against a file base a drive.
    url_case("http://h/x/a:b", "http://h/x/y", "./a:b");
    url_case("file:///c:/x/c:/y", "file:///c:/x/z", "./c:/y");
    url_case("file:///c:/x/c|", "file:///c:/x/z", "./c|");
    // An empty first segment would start an authority.
    url_case("http://h/a//b", "http://h/a/c", ".//b");
}

#[test]
fn dotted_segments() {
    urlref_case("sc://h/a/%2e/d/", "sc://h/a/./b/c", "../d/");
    urlref_case("sc://h/a/b/%2E%2e/x", "sc://h/a/y", "x");
    // The base's trailing `..` is its file: rebase drops it, and the
    // base's directory is `/foo/`.
    urlref_case("sc://h/foo/bar", "sc://h/foo/..", "bar");
    urlref_case("sc://h/bar", "sc://h/foo/..", "/bar");
}

#[test]
fn file_urls() {
    // The empty authority: forcing gives the path its root.
    url_case("file:///", "file:///C:/x/y", "//");
    url_case("file:///C:/", "file:///C:/x/y", "/");
    url_case("file:///C:/x/", "file:///C:/x/y", ".");
    url_case("file:///C:/a/b", "file:///C:/x/y", "/a/b");
    url_case("file:///C:/x", "file:///D:/y", "/C:/x");
    url_case("file://host/x", "file:///y", "//host/x");
    url_case("file:///x", "file://host/y", "///x");
    url_case("file:///C|/x/z", "file:///C:/x/y", "z");
}

#[test]
fn opaque_paths() {
    url_case("sc:a/b#f", "sc:a/b", "#f");
    // Not even the empty reference (docs/spec-notes.md, note 8).
    url_case("sc:a/b", "sc:a/b#f", "sc:a/b");
    // Nothing else resolves against an opaque path.
    url_case("sc:a/b?q", "sc:a/b", "sc:a/b?q");
    url_case("sc:a/c", "sc:a/b", "sc:a/c");
    url_case("sc:/x", "sc:a/b", "sc:/x");
    // On the model, rebase has no such limit.
    urlref_case("sc:a/b?q", "sc:a/b", "?q");
}

#[test]
fn schemes_hosts_ports() {
    url_case("https://h/a", "http://h/a", "https://h/a");
    url_case("http://g/a", "http://h/a", "//g/a");
    url_case("http://h:8080/a", "http://h/a", "//h:8080/a");
    url_case("http://h:80/a", "http://h:8080/a", "//h/a");
    url_case("http://u:p@h/x", "http://h/x", "//u:p@h/x");
    url_case("sc://h", "sc://h/x", "//h");
    url_case("sc://h/", "sc://h", "/");
    // A web URL's path-root comes back by forcing; a generic one's does not.
    url_case("http://g/", "http://h/", "//g");
    url_case("sc://g/", "sc://h/", "//g/");
    url_case("sc://h/x", "sc://h", "x");
    url_case("mailto:a@b", "http://h/", "mailto:a@b");
}

/// A reference without a scheme onto a base that has components it lacks:
/// no reference gives it back, and the answer is the reference normalised.
#[test]
fn a_schemeless_target_below_its_base() {
    let t = UrlRef::parse("x/./y").unwrap();
    let b = UrlRef::parse("//h/").unwrap();
    assert_eq!(t.relative_to(&b).to_string(), "x/y");
    let t = UrlRef::parse("/x/./y").unwrap();
    assert_eq!(t.relative_to(&b).to_string(), "/x/y");
    // Where one does, it is found.
    urlref_case("/a/c", "/a/b", "c");
    urlref_case("//h/a", "//h/b", "a");
    // A rootless target and base, both normalised by the equations.
    urlref_case("a b/./c", "a b/d", "c");
    urlref_case("x/../z", "x/y", "../z");
}

/// Linear time: a long shared path and a long climb.
#[test]
fn long_paths() {
    let deep = "a/".repeat(50_000);
    let t = Url::parse(&format!("http://h/{deep}x"), None).unwrap();
    let b = Url::parse(&format!("http://h/{deep}y"), None).unwrap();
    assert_eq!(t.relative_to(&b).to_string(), "x");
    let up = Url::parse("http://h/z", None).unwrap().relative_to(&b);
    assert_eq!(up.to_string(), "/z");
    let t = UrlRef::parse("http://h/z").unwrap();
    let r = t.relative_to(&UrlRef::parse(b.href()).unwrap());
    assert_eq!(r.to_string(), "/z");
}
