//! `specurl <URL>` and `specurl tokens`.

use super::*;

#[test]
fn a_url_prints_its_tokens_with_nesting_and_original_offsets() {
    let o = run(&["  http://u@h:8/a/b?q#f"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        lines(&o),
        [
            "scheme 2..6 \"http\"",
            "authority 9..14 \"u@h:8\"",
            "  userinfo 9..10 \"u\"",
            "    username 9..10 \"u\"",
            "  host 11..12 \"h\"",
            "    opaque-host 11..12 \"h\"",
            "  port 13..14 \"8\"",
            "path-root 14..15 \"/\"",
            "dir 15..16 \"a\"",
            "file 17..18 \"b\"",
            "query 19..20 \"q\"",
            "fragment 21..22 \"f\"",
        ]
    );
}

#[test]
fn the_mode_applies_to_a_schemeless_url_only() {
    let web = run(&["--mode", "web", "\\\\h\\x"]);
    assert_eq!(lines(&web)[0], "authority 2..3 \"h\"");
    let generic = run(&["\\\\h\\x"]);
    assert_eq!(lines(&generic), ["file 0..5 \"\\\\\\\\h\\\\x\""]);
    // A scheme selects its own mode.
    let o = run(&["--mode", "web", "sc:\\x"]);
    assert_eq!(lines(&o)[1], "file 3..5 \"\\\\x\"");
}

#[test]
fn a_url_the_grammar_rejects_is_shown_and_fails() {
    let o = run(&["http://[::1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).is_empty());
    let err = stderr(&o);
    assert!(
        err.starts_with("error[syntax.unclosed-ip6]: url does not match (web mode)"),
        "{err}"
    );
    assert!(err.contains("`[` without a closing `]`"), "{err}");
    assert_eq!(carets(&err), [("http://[::1".to_string(), vec![[7, 11]])]);
    assert!(err.contains("= help: close the IPv6 address"), "{err}");
}

#[test]
fn tokens_of_any_rule() {
    let o = run(&["tokens", "--rule", "ip4-address", "0x7f.1"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        lines(&o),
        [
            "ip4-address 0..6 \"0x7f.1\"",
            "  ip4-number 0..4 \"0x7f\"",
            "  ip4-number 5..6 \"1\"",
            "value: 127.0.0.1",
        ]
    );
    let o = run(&["tokens", "--rule", "port", "80/x"]);
    assert_eq!(
        lines(&o),
        ["port 0..2 \"80\"", "value: 80", "unmatched: 2..4 \"/x\""]
    );
    let o = run(&["tokens", "--rule", "path-root", "--mode", "web", "\\x"]);
    assert_eq!(lines(&o)[0], "path-root 0..1 \"\\\\\"");
    let o = run(&["tokens", "--rule", "path-root", "\\x"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("path-root does not match"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn an_unknown_rule_or_mode_is_a_usage_error() {
    let o = run(&["tokens", "--rule", "nope", "x"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("ip6-address"), "the rules are listed");
    let o = run(&["--mode", "gopher", "x"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("generic"));
}

#[test]
fn tokens_as_json() {
    let o = run(&["tokens", "--json", "--rule", "port", "80/x"]);
    assert_eq!(o.status.code(), Some(0));
    let objects = json_lines(&o);
    assert_eq!(objects.len(), 1);
    let t = &objects[0];
    assert_keys(
        t,
        &["input", "rule", "mode", "tokens", "value", "unmatched"],
    );
    assert_eq!(
        t["tokens"],
        serde_json::json!([{"rule": "port", "depth": 0, "start": 0, "end": 2, "text": "80"}])
    );
    assert_eq!(t["value"], "80");
    assert_eq!(
        t["unmatched"],
        serde_json::json!({"start": 2, "end": 4, "text": "/x"})
    );
    // Depth and offsets in the input as given.
    let o = run(&["--json", " http://h:1"]);
    let t = &json_lines(&o)[0];
    assert_eq!(t["mode"], "web");
    assert_eq!(t["unmatched"], serde_json::Value::Null);
    let port = &t["tokens"][4];
    assert_eq!(
        (&port["rule"], &port["depth"], &port["start"]),
        (&"port".into(), &1.into(), &10.into())
    );
}

#[test]
fn a_token_failure_as_json() {
    let o = run(&["tokens", "--json", "http://[::1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).is_empty());
    let e = &json_lines(&o)[0];
    assert_keys(e, &["input", "error"]);
    let error = e["error"].as_object().unwrap();
    assert_keys(error, &["kind", "message", "help", "span", "in"]);
    assert_eq!(error["kind"], "syntax.unclosed-ip6");
    assert_eq!(error["span"], serde_json::json!([7, 11]));
}
