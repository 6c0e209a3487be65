//! `specurl parse`.

use super::*;

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
            "public suffix com",
            "registrable domain example.com",
        ]
    );
}

#[test]
fn parse_prints_the_hosts_site() {
    let site = |input: &str| {
        let o = run(&["parse", input]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        lines(&o)[11..].to_vec()
    };
    assert_eq!(
        site("https://a.b.example.co.uk/"),
        ["public suffix co.uk", "registrable domain example.co.uk"]
    );
    assert_eq!(
        site("https://github.io./"),
        ["public suffix github.io.", "registrable domain"]
    );
    // Not a domain: neither.
    assert_eq!(
        site("http://[::1]/"),
        ["public suffix", "registrable domain"]
    );
    // The values line up with the getters'.
    let o = run(&["parse", "https://example.com/"]);
    let columns: Vec<usize> = stdout(&o)
        .lines()
        .filter_map(|l| l.rfind(' ').map(|i| i + 1))
        .collect();
    assert!(columns.iter().all(|&c| c == columns[0]), "{columns:?}");
}

#[test]
fn parse_failures_say_why_and_where() {
    let o = run(&["parse", "http://a b/"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).is_empty());
    let err = stderr(&o);
    assert!(
        err.starts_with("error[host.forbidden-code-point]:"),
        "{err}"
    );
    assert!(err.contains("--> input:1:9"), "{err}");
    assert_eq!(carets(&err), [("http://a b/".to_string(), vec![[8, 9]])]);
    assert!(err.contains("= help: remove ' '"), "{err}");
    // A bad base is shown as the base.
    let o = run(&["parse", "x", "--base", "http://[::1"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.starts_with("error[invalid-base.syntax.unclosed-ip6]: invalid base URL"),
        "{err}"
    );
    assert!(err.contains("--> base:1:8"), "{err}");
    // A reference without a base has no place to point at: the input is
    // shown without carets.
    let o = run(&["parse", "x"]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.starts_with("error[resolve.no-scheme]"), "{err}");
    assert!(err.contains("1 | x"), "{err}");
    assert!(!err.contains('^'), "{err}");
}

#[test]
fn parse_as_json() {
    let o = run(&["parse", "--json", "HTTP://h:80/a/../b?q#f"]);
    assert_eq!(o.status.code(), Some(0));
    let u = &json_lines(&o)[0];
    assert_keys(
        u,
        &[
            "input",
            "href",
            "protocol",
            "username",
            "password",
            "host",
            "hostname",
            "port",
            "pathname",
            "search",
            "hash",
            "origin",
            "public_suffix",
            "registrable_domain",
        ],
    );
    assert_eq!(u["input"], "HTTP://h:80/a/../b?q#f");
    assert_eq!(u["href"], "http://h/b?q#f");
    assert_eq!(u["port"], "");
    // The site: null where there is none (`h` is a public suffix).
    assert_eq!(u["public_suffix"], "h");
    assert_eq!(u["registrable_domain"], serde_json::Value::Null);
    // A failure, and a failure of the base.
    let o = run(&["parse", "--json", "http://h:x/"]);
    assert_eq!(o.status.code(), Some(1));
    let e = &json_lines(&o)[0]["error"];
    assert_eq!(e["kind"], "syntax.invalid-port");
    assert_eq!(e["span"], serde_json::json!([9, 10]));
    assert_eq!(e["in"], "input");
    let o = run(&["parse", "--json", "--base", "http://h:x/", "a"]);
    let e = &json_lines(&o)[0]["error"];
    assert_eq!(e["kind"], "invalid-base.syntax.invalid-port");
    assert_eq!(e["in"], "base");
    assert_eq!(e["span"], serde_json::json!([9, 10]));
}
