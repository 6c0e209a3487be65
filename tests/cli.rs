//! The `specurl` binary: output and exit status of each command.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_specurl"))
        .args(args)
        .env("NO_COLOR", "1")
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The lines of stdout with their runs of spaces collapsed, so that the
/// tests do not depend on column widths.
fn lines(o: &Output) -> Vec<String> {
    stdout(o)
        .lines()
        .map(|l| {
            let depth = l.len() - l.trim_start().len();
            let words: Vec<&str> = l.split_whitespace().collect();
            format!("{}{}", " ".repeat(depth), words.join(" "))
        })
        .collect()
}

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
    let err = stderr(&o);
    assert!(err.contains("`[` without a closing `]`"), "{err}");
    assert!(err.contains("http://[::1"), "{err}");
    assert!(err.contains("^^^^"), "{err}");
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
fn validate_renders_every_diagnostic_and_fails_on_errors() {
    let o = run(&["validate", "http://h:x/a%zz"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(
        out.contains("error: a port consists of decimal digits only"),
        "{out}"
    );
    assert!(
        out.contains("warning: `%` not followed by two hex digits"),
        "{out}"
    );
    assert!(out.contains("--> input:1:10"), "{out}");
    assert!(out.contains("--> input:1:13"), "{out}");
    assert!(
        out.ends_with("invalid: 1 error, 1 warning (lenient, web mode)\n"),
        "{out}"
    );
}

#[test]
fn validate_lenient_passes_what_strict_fails() {
    let input = "http://h/a%zz";
    let lenient = run(&["validate", input]);
    assert_eq!(lenient.status.code(), Some(0));
    assert!(stdout(&lenient).contains("valid: 0 errors, 1 warning (lenient, web mode)"));
    let explicit = run(&["validate", "--lenient", input]);
    assert_eq!(explicit.status.code(), Some(0));
    let strict = run(&["validate", "--strict", input]);
    assert_eq!(strict.status.code(), Some(1));
    assert!(stdout(&strict).contains("error: `%` not followed by two hex digits"));
    let both = run(&["validate", "--strict", "--lenient", input]);
    assert_eq!(both.status.code(), Some(2));
}

#[test]
fn validate_points_into_the_original_input() {
    let o = run(&["validate", "--mode", "web", " \\\\h\\a b"]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    // The space of the path is the 7th character of what was given.
    assert!(out.contains("--> input:1:7"), "{out}");
    assert!(
        out.contains("valid: 0 errors, 4 warnings (lenient, web mode)"),
        "{out}"
    );
}

#[test]
fn validate_a_clean_url() {
    let o = run(&["validate", "--strict", "https://example.com/"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o),
        "valid: 0 errors, 0 warnings (strict, web mode)\n"
    );
}

#[test]
fn parse_prints_href_and_getters() {
    let o = run(&[
        "parse",
        "../c?d#e",
        "--base",
        "https://u:p@example.com:8080/a/b",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        lines(&o),
        [
            "href https://u:p@example.com:8080/c?d#e",
            "protocol https:",
            "username u",
            "password p",
            "host example.com:8080",
            "hostname example.com",
            "port 8080",
            "pathname /c",
            "search ?d",
            "hash #e",
            "origin https://example.com:8080",
        ]
    );
}

#[test]
fn parse_failures_say_why_and_where() {
    let o = run(&["parse", "http://a b/"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).is_empty());
    let err = stderr(&o);
    assert!(err.starts_with("error: cannot parse:"), "{err}");
    assert!(err.contains("--> input:1:9"), "{err}");
    // A bad base is shown as the base.
    let o = run(&["parse", "x", "--base", "http://[::1"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("invalid base URL"), "{err}");
    assert!(err.contains("--> base:1:8"), "{err}");
    // A reference without a base has no place to point at.
    let o = run(&["parse", "x"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("error: cannot parse"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn help_explains_the_commands() {
    let o = run(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    for word in [
        "tokens",
        "validate",
        "parse",
        "--mode",
        "Exit status",
        "Examples",
    ] {
        assert!(out.contains(word), "{word} in {out}");
    }
    let o = run(&["tokens", "--help"]);
    assert!(
        stdout(&o).contains("ip6-address-strict"),
        "the rules are listed"
    );
    // No arguments: the help, as a usage error.
    let o = run(&[]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("Usage"));
}

#[test]
fn hostile_input_does_not_crash() {
    let big = "%".repeat(100_000);
    for args in [
        vec!["validate", "--strict", big.as_str()],
        vec![big.as_str()],
        vec!["parse", big.as_str()],
        // (An argument cannot hold a NUL.)
        vec!["validate", "\u{1}\u{7f}\u{85}\u{fffe}"],
        vec!["tokens", "--rule", "ls32", "1.2.3.4.5.6"],
    ] {
        let o = run(&args);
        assert!(matches!(o.status.code(), Some(0 | 1)), "{:?}", &args[..1]);
        assert!(!stderr(&o).contains("panicked"));
    }
}
