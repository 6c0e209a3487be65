//! `specurl parse --validation-errors`: the URL Standard's validation
//! errors as its basic URL parser reports them, with carets and in JSON.

use super::*;

#[test]
fn validation_errors_follow_the_getters_with_carets() {
    let o = run(&["parse", "--validation-errors", "https://user@127.1/a b"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with("href               https://user@127.0.0.1/a%20b\n"),
        "{out}"
    );
    let names: Vec<&str> = out
        .lines()
        .filter_map(|l| l.strip_prefix("warning["))
        .filter_map(|l| l.split(']').next())
        .collect();
    assert_eq!(
        names,
        [
            "invalid-credentials",
            "IPv4-too-few-parts",
            "invalid-URL-unit"
        ]
    );
    let marked: Vec<[usize; 2]> = carets(&out).into_iter().flat_map(|(_, r)| r).collect();
    assert_eq!(marked, [[12, 13], [13, 18], [20, 21]]);
    assert!(
        out.ends_with("3 validation errors (the URL Standard's basic URL parser)\n"),
        "{out}"
    );
    // Without the flag, the getters alone.
    let o = run(&["parse", "https://user@127.1/a b"]);
    assert!(!stdout(&o).contains("warning"), "{}", stdout(&o));
}

#[test]
fn a_failure_lists_the_errors_up_to_the_one_that_failed() {
    let o = run(&["parse", "--validation-errors", "http://h:8x/|"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(out.starts_with("warning[port-invalid]"), "{out}");
    assert_eq!(
        carets(&out),
        [("http://h:8x/|".to_string(), vec![[10, 11]])]
    );
    assert!(
        stderr(&o).starts_with("error[syntax.invalid-port]"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn json_has_whatwg_errors_with_name_and_span() {
    let o = run_stdin(
        &[
            "parse",
            "--json",
            "--validation-errors",
            "--base",
            "file:///C:/a",
            "-",
        ],
        " D|/x\n//[::01]/x y\n//[::01]:99999/\n",
    );
    let lines = json_lines(&o);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["href"], "file:///D:/x");
    assert_eq!(
        lines[0]["whatwg_errors"],
        serde_json::json!([
            {"name": "invalid-URL-unit", "span": [0, 1]},
            {"name": "file-invalid-Windows-drive-letter", "span": [1, 3]},
            {"name": "invalid-URL-unit", "span": [2, 3]},
        ])
    );
    assert_eq!(
        lines[1]["whatwg_errors"],
        serde_json::json!([
            {"name": "IPv6-piece-leading-zero", "span": [5, 7]},
            {"name": "invalid-URL-unit", "span": [10, 11]},
        ])
    );
    // A file URL's host runs to the `/`: the standard's parser fails on
    // the unclosed bracket, not on the port.
    assert_eq!(lines[2]["error"]["kind"], "syntax.port-out-of-range");
    assert_eq!(
        lines[2]["whatwg_errors"],
        serde_json::json!([{"name": "IPv6-unclosed", "span": [2, 14]}])
    );
    // Without the flag there is no such key.
    let o = run(&["parse", "--json", "http://h/"]);
    assert!(!json_lines(&o)[0].contains_key("whatwg_errors"));
}
