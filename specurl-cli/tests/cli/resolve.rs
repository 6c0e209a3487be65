//! `specurl resolve` and `specurl normalise`.

use super::*;

fn resolve(args: &[&str]) -> Vec<String> {
    let mut all = vec!["resolve", "--base", "http://a/b/c/d;p?q"];
    all.extend(args);
    let o = run(&all);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    lines(&o)
}

#[test]
fn the_three_resolutions() {
    // RFC 3986 5.4.2: strict resolution keeps `http:g` as it is.
    assert_eq!(
        resolve(&["--strict", "http:g"]),
        ["resolved http:g", "normalised http:g"]
    );
    // Legacy resolution drops the scheme it shares with the base.
    assert_eq!(
        resolve(&["--legacy", "http:g"]),
        ["resolved http://a/b/c/g", "normalised http://a/b/c/g"]
    );
    // WHATWG (the default) does too, and forces the web URL.
    assert_eq!(
        resolve(&["http:g"]),
        ["resolved http://a/b/c/g", "normalised http://a/b/c/g"]
    );
    assert_eq!(
        resolve(&["../../g"]),
        ["resolved http://a/b/c/../../g", "normalised http://a/g"]
    );
}

#[test]
fn strict_and_legacy_exclude_each_other() {
    let o = run(&[
        "resolve",
        "--strict",
        "--legacy",
        "--base",
        "http://a/",
        "b",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot be used with"), "{}", stderr(&o));
    // The base is required.
    assert_eq!(run(&["resolve", "b"]).status.code(), Some(2));
}

#[test]
fn a_failed_resolution() {
    let o = run(&["resolve", "--strict", "--base", "/a", "b"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("error[resolve.no-scheme]"),
        "{}",
        stderr(&o)
    );
    let o = run(&["resolve", "--json", "--base", "mailto:x", "y"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        json_lines(&o)[0]["error"]["kind"],
        "resolve.cannot-be-a-base"
    );
}

#[test]
fn resolve_as_json() {
    let o = run(&[
        "resolve",
        "--json",
        "--legacy",
        "--base",
        "http://a/b",
        "../c",
    ]);
    let r = &json_lines(&o)[0];
    assert_keys(r, &["input", "base", "variant", "resolved", "normalised"]);
    assert_eq!(r["variant"], "legacy");
    assert_eq!(r["resolved"], "http://a/../c");
    assert_eq!(r["normalised"], "http://a/c");
}

#[test]
fn normalise_a_relative_reference() {
    let o = run(&["normalise", "/a/./b/../c d?x y"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "/a/c%20d?x%20y\n");
    // Without an authority or a path-root the equations hold as well, and
    // a `..` that climbs above the start stays.
    let o = run(&["normalise", "a/./b/../c d?x y"]);
    assert_eq!(stdout(&o), "a/c%20d?x%20y\n");
    let o = run(&["normalise", "a/./b/../c"]);
    assert_eq!(stdout(&o), "a/c\n");
    let o = run(&["normalise", "a/../../b"]);
    assert_eq!(stdout(&o), "../b\n");
    // The mode of a schemeless reference decides what `\` is.
    let o = run(&["normalise", "--mode", "web", "\\\\h\\a\\.."]);
    assert_eq!(stdout(&o), "//h/\n");
    let o = run(&["normalize", "--json", "HTTP://h:80/./x"]);
    let n = &json_lines(&o)[0];
    assert_keys(n, &["input", "normalised"]);
    assert_eq!(n["normalised"], "http://h/x");
    let o = run(&["normalise", "//[::1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).starts_with("error[syntax.unclosed-ip6]"));
}
