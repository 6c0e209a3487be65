//! `specurl relative`.

use super::*;

#[test]
fn one_url() {
    let o = run(&["relative", "--base", "http://a/b/c", "http://a/b/d?q"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "d?q\n");
    // The input may be a reference: it is resolved first.
    let o = run(&["relative", "--base", "file:///C:/x/y", "file:///"]);
    assert_eq!(stdout(&o), "//\n");
    let o = run(&["relative", "--base", "http://a/b/c", "../b/x/../#f"]);
    assert_eq!(stdout(&o), ".#f\n");
}

#[test]
fn a_batch_from_stdin() {
    let o = run_stdin(
        &["relative", "--base", "http://a/b/c?q"],
        "http://a/b/c?q#f\nhttp://a/b/c\nhttps://a/b/c\nhttp://b/\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(lines(&o), ["#f", "c", "https://a/b/c", "//b"]);
    let o = run_stdin(
        &["relative", "--json", "--base", "http://a/b/c", "-"],
        "http://a/x\nhttp://[\n",
    );
    assert_eq!(o.status.code(), Some(1));
    let json = json_lines(&o);
    assert_keys(&json[0], &["input", "base", "relative"]);
    assert_eq!(json[0]["relative"], "/x");
    assert_keys(&json[1], &["input", "error"]);
}

#[test]
fn the_model() {
    // On the model the base is rebased onto as written: its file `..` is
    // dropped, and `/foo/` is its directory.
    let o = run(&[
        "relative",
        "--model",
        "--base",
        "sc://h/foo/..",
        "sc://h/foo/bar",
    ]);
    assert_eq!(stdout(&o), "bar\n");
    // A schemeless base is fine there.
    let o = run(&["relative", "--model", "--base", "/a/b", "/a/c"]);
    assert_eq!(stdout(&o), "c\n");
    // Not for URLs.
    let o = run(&["relative", "--base", "/a/b", "/a/c"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("invalid base URL"), "{}", stderr(&o));
}
