//! `specurl pattern`: matches, groups, JSON lines, batches, an invalid
//! pattern with its caret, and the exit status.

use crate::{run, run_stdin, stdout};

fn stderr(o: &std::process::Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

#[test]
fn prints_the_groups_of_a_match() {
    let o = run(&[
        "pattern",
        "https://example.com/books/:id",
        "https://example.com/books/7",
    ]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "match\n  pathname /books/7  id=7\n");
}

#[test]
fn any_miss_exits_1() {
    let o = run(&["pattern", "https://h/a/*", "https://h/a/b", "https://h/c"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(
        out.contains("input:1: https://h/a/b\nmatch\n  pathname /a/b  0=b\n"),
        "{out}"
    );
    assert!(out.contains("input:2: https://h/c\nno match\n"), "{out}");
}

#[test]
fn json_lines_from_stdin() {
    let o = run_stdin(
        &["pattern", "--json", "--ignore-case", "https://h/foo/:id"],
        "https://h/FOO/1\nnot a url\n",
    );
    assert_eq!(o.status.code(), Some(1));
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["match"], true);
    assert_eq!(lines[0]["components"]["pathname"]["groups"]["id"], "1");
    assert_eq!(
        lines[1],
        serde_json::json!({"input": "not a url", "match": false})
    );
}

#[test]
fn base_for_a_relative_pattern_and_inputs() {
    let o = run(&["pattern", "--base", "https://h", "/a/:x", "/a/1"]);
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).contains("x=1"));
}

#[test]
fn an_invalid_pattern_has_a_caret_and_exits_1() {
    let o = run(&["pattern", "https://h/books/:id(\\d+", "https://h/books/1"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("error[pattern.unbalanced-reg-exp]"), "{err}");
    assert!(
        err.contains("1 | /books/:id(\\d+\n  |           ^ here"),
        "{err}"
    );
    let o = run(&["pattern", "--json", "/no/protocol", "x"]);
    assert_eq!(o.status.code(), Some(1));
    let line: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(line["error"]["kind"], "pattern.missing-protocol");
}

#[test]
fn a_usage_error_exits_2() {
    assert_eq!(run(&["pattern"]).status.code(), Some(2));
}
