//! The checks the issue names, one test each, exactly as written there.

use super::*;

#[test]
fn validate_strict_marks_the_space_and_the_bad_percent() {
    let o = run(&["validate", "--strict", "http://a b/%zz"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    let marked: Vec<_> = carets(&out)
        .into_iter()
        .map(|(text, ranges)| {
            assert_eq!(text, "http://a b/%zz");
            ranges
                .into_iter()
                .map(|[a, b]| text[a..b].to_string())
                .collect::<Vec<_>>()
        })
        .collect();
    // The space and the bad percent; and, as the URL Standard reports it
    // too, the host that strict domain-to-ASCII rejects.
    assert_eq!(marked, [vec!["a b"], vec![" "], vec!["%zz"]], "{out}");
    // Each with its kind and a help line.
    assert!(out.contains("error[domain-to-ascii-strict]"), "{out}");
    assert!(out.contains("error[host.forbidden-code-point]"), "{out}");
    assert!(out.contains("error[pct-invalid]"), "{out}");
    assert_eq!(out.matches("= help: ").count(), 3, "{out}");
}

#[test]
fn validate_strict_passes_a_clean_url() {
    let o = run(&["validate", "--strict", "https://example.com/a?b#c"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
}

#[test]
fn parse_json_with_a_base_is_one_line() {
    let o = run(&["parse", "--json", "--base", "http://x/", "../a"]);
    assert_eq!(o.status.code(), Some(0));
    let objects = json_lines(&o);
    assert_eq!(objects.len(), 1);
    assert_eq!(objects[0]["href"], "http://x/a");
}

#[test]
fn parse_json_of_three_lines_with_one_failure() {
    let o = run_stdin(&["parse", "--json"], "http://a/\n::bad\nfile:///c\n");
    assert_eq!(o.status.code(), Some(1));
    let objects = json_lines(&o);
    assert_eq!(objects.len(), 3);
    assert_eq!(objects[0]["href"], "http://a/");
    assert_eq!(objects[1]["input"], "::bad");
    assert!(objects[1]["error"]["kind"].is_string());
    assert_eq!(objects[2]["href"], "file:///c");
}

#[test]
fn tokens_in_web_mode_show_every_token() {
    let o = run(&["tokens", "--mode", "web", "http://u:p@h:1/d/f?q#f"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        lines(&o),
        [
            "scheme 0..4 \"http\"",
            "authority 7..14 \"u:p@h:1\"",
            "  userinfo 7..10 \"u:p\"",
            "    username 7..8 \"u\"",
            "    password 9..10 \"p\"",
            "  host 11..12 \"h\"",
            "    opaque-host 11..12 \"h\"",
            "  port 13..14 \"1\"",
            "path-root 14..15 \"/\"",
            "dir 15..16 \"d\"",
            "file 17..18 \"f\"",
            "query 19..20 \"q\"",
            "fragment 21..22 \"f\"",
        ]
    );
}

#[test]
fn the_readme_first_command_prints_tokens() {
    // `cargo run -- 'HTTP://user@EXAMPLE.com:80/a/./b/../c?q#f'`
    let o = run(&["HTTP://user@EXAMPLE.com:80/a/./b/../c?q#f"]);
    assert_eq!(o.status.code(), Some(0));
    let rules: Vec<String> = lines(&o)
        .iter()
        .map(|l| l.split_whitespace().next().unwrap_or_default().to_string())
        .collect();
    assert_eq!(
        rules,
        [
            "scheme",
            "authority",
            "userinfo",
            "username",
            "host",
            "opaque-host",
            "port",
            "path-root",
            "dir",
            "dir",
            "dir",
            "dir",
            "file",
            "query",
            "fragment"
        ]
    );
}
