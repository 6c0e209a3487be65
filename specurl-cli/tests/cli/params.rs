//! `specurl parse --params`.

use super::*;

#[test]
fn params_prints_the_decoded_pairs_as_a_table() {
    let o = run(&[
        "parse",
        "--params",
        "https://h/?q=a+b&lang=en&q=%C3%A9&flag#f",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(stdout(&o), "name value\nq    a b\nlang en\nq    é\nflag\n");
    // Against a base; the base's query when the input has none.
    let o = run(&["parse", "--params", "--base", "http://h/?a=1", "x"]);
    assert_eq!(stdout(&o), "name value\n");
    let o = run(&["parse", "--params", "--base", "http://h/?a=1", ""]);
    assert_eq!(stdout(&o), "name value\na    1\n");
    // Decoded control characters are escaped: one pair, one line.
    let o = run(&["parse", "--params", "http://h/?a%0Ab=c%5Cd%09"]);
    assert_eq!(stdout(&o), "name value\na\\nb c\\\\d\\t\n");
}

#[test]
fn params_as_json() {
    let o = run(&["parse", "--params", "--json", "http://h/?b=2&a=&=x&&c"]);
    assert_eq!(o.status.code(), Some(0));
    let u = &json_lines(&o)[0];
    assert_keys(u, &["input", "href", "params"]);
    assert_eq!(u["href"], "http://h/?b=2&a=&=x&&c");
    assert_eq!(
        u["params"],
        serde_json::json!([["b", "2"], ["a", ""], ["", "x"], ["c", ""]])
    );
    let o = run(&["parse", "--params", "--json", "sc:x"]);
    assert_eq!(json_lines(&o)[0]["params"], serde_json::json!([]));
}

#[test]
fn params_failures_are_parse_failures() {
    let o = run(&["parse", "--params", "http://h:x/?a"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).is_empty());
    assert!(
        stderr(&o).starts_with("error[syntax.invalid-port]"),
        "{}",
        stderr(&o)
    );
    let o = run(&["parse", "--params", "--json", "--base", "http://[", "x"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(json_lines(&o)[0]["error"]["in"], "base");
}

#[test]
fn params_over_a_stdin_batch() {
    let o = run_stdin(
        &["parse", "--params"],
        "http://a/?x=1\nhttp://b:x/\nhttp://c/?y\n",
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stdout(&o),
        "<stdin>:1: http://a/?x=1\nname value\nx    1\n\n<stdin>:3: http://c/?y\nname value\ny\n"
    );
    assert!(stderr(&o).contains("--> <stdin>:2:10"), "{}", stderr(&o));
    let o = run_stdin(
        &["parse", "--params", "--json", "-"],
        "http://a/?x=1\nhttp://c/?y\n",
    );
    let objects = json_lines(&o);
    assert_eq!(objects.len(), 2);
    assert_eq!(objects[0]["params"], serde_json::json!([["x", "1"]]));
    assert_eq!(objects[1]["params"], serde_json::json!([["y", ""]]));
}
