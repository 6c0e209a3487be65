//! `specurl validate`.

use super::*;

#[test]
fn validate_renders_every_diagnostic_and_fails_on_errors() {
    let o = run(&["validate", "http://h:x/a%zz"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(
        out.contains("error[syntax.invalid-port]: a port consists of decimal digits only"),
        "{out}"
    );
    assert!(
        out.contains("warning[pct-invalid]: `%` not followed by two hex digits"),
        "{out}"
    );
    assert!(out.contains("--> input:1:10"), "{out}");
    assert!(out.contains("--> input:1:13"), "{out}");
    let marked: Vec<_> = carets(&out).into_iter().map(|(_, r)| r).collect();
    assert_eq!(marked, [vec![[9, 10]], vec![[12, 15]]]);
    assert!(
        out.ends_with("invalid: 1 error, 1 warning (lenient, web mode)\n"),
        "{out}"
    );
}

#[test]
fn every_diagnostic_has_a_help_line() {
    // A userinfo, a backslash, a loose IPv4 address (and the standard's
    // two findings in it: too few parts, a hexadecimal one), a tolerated
    // character.
    let o = run(&["validate", "--strict", "http://u@0x7f.1\\a`b"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    let titles = out.lines().filter(|l| l.starts_with("error[")).count();
    assert_eq!(titles, 6, "{out}");
    assert_eq!(out.matches("  = help: ").count(), titles, "{out}");
    assert!(out.contains("= help: write it as `127.0.0.1`"), "{out}");
    assert!(out.contains("= help: write `/` instead of `\\`"), "{out}");
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
    assert!(stdout(&strict).contains("error[pct-invalid]: `%` not followed by two hex digits"));
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
fn several_inputs_each_with_its_verdict() {
    let o = run(&["validate", "https://a/", "http://h:x/", "sc:x"]);
    assert_eq!(o.status.code(), Some(1), "one is invalid");
    let out = stdout(&o);
    let verdicts: Vec<&str> = out.lines().filter(|l| l.starts_with("input:")).collect();
    assert_eq!(
        verdicts,
        [
            "input:1: valid: 0 errors, 0 warnings (lenient, web mode)",
            "input:2: invalid: 1 error, 0 warnings (lenient, web mode)",
            "input:3: valid: 0 errors, 0 warnings (lenient, generic mode)",
        ]
    );
    // The snippet of the second input says which input it is.
    assert!(out.contains("--> input:2:10"), "{out}");
    let o = run(&["validate", "https://a/", "sc:x"]);
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn validate_as_json() {
    let o = run(&["validate", "--json", "--strict", "http://u@h/%zz"]);
    assert_eq!(o.status.code(), Some(1));
    let v = &json_lines(&o)[0];
    assert_keys(
        v,
        &[
            "input",
            "valid",
            "strictness",
            "mode",
            "errors",
            "warnings",
            "diagnostics",
        ],
    );
    assert_eq!(v["valid"], false);
    assert_eq!((&v["errors"], &v["warnings"]), (&2.into(), &0.into()));
    let d = v["diagnostics"].as_array().unwrap();
    assert_eq!(d.len(), 2);
    let first = d[0].as_object().unwrap();
    assert_keys(
        first,
        &["severity", "kind", "message", "help", "span", "whatwg"],
    );
    assert_eq!(first["kind"], "userinfo");
    assert_eq!(first["whatwg"], "invalid-credentials");
    assert_eq!(first["span"], serde_json::json!([7, 9]));
    assert_eq!(d[1]["kind"], "pct-invalid");
    assert_eq!(d[1]["severity"], "error");
    assert_eq!(d[1]["span"], serde_json::json!([11, 14]));
}

#[test]
fn a_percent_is_marked_with_what_should_be_its_digits() {
    let marked = |input: &str| -> Vec<String> {
        let o = run(&["validate", "--json", input]);
        let v = &json_lines(&o)[0];
        v["diagnostics"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| {
                let s = &d["span"];
                let (a, b) = (s[0].as_u64().unwrap(), s[1].as_u64().unwrap());
                input[a as usize..b as usize].to_string()
            })
            .collect()
    };
    assert_eq!(marked("sc:/a%zzz"), ["%zz"]);
    assert_eq!(marked("sc:/a%4g"), ["%4g"]);
    // Not past a delimiter, nor the end.
    assert_eq!(marked("sc:/a%/b"), ["%"]);
    assert_eq!(marked("sc:/a%4"), ["%4"]);
    assert_eq!(marked("sc:/%%%"), ["%%%"]);
    assert_eq!(marked("sc:/a%é"), ["%é"]);
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
        "resolve",
        "normalise",
        "--mode",
        "--json",
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
fn validate_whatwg_is_the_standards_valid_url_string() {
    // `/` in an opaque path: class T for the seed, valid for the standard.
    let o = run(&["validate", "--whatwg", "sc:a/b"]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert!(stdout(&o).contains("valid: 0 errors, 1 warning (whatwg, generic mode)"));
    let strict = run(&["validate", "--strict", "sc:a/b"]);
    assert_eq!(strict.status.code(), Some(1));
    // A `|` drive: the seed's, not the standard's.
    let o = run(&["validate", "--whatwg", "file:///C|/x"]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert!(
        out.contains("error[invalid-url-unit]: '|' (U+007C) is not a URL code point (whatwg: invalid-URL-unit)"),
        "{out}"
    );
    assert_eq!(carets(&out)[0].1, [[9, 10]], "{out}");
    let both = run(&["validate", "--whatwg", "--strict", "x:"]);
    assert_eq!(both.status.code(), Some(2));
}

#[test]
fn validate_with_a_base_accepts_a_relative_reference() {
    let alone = run(&["validate", "--whatwg", "../c?d"]);
    assert_eq!(alone.status.code(), Some(1));
    assert!(stdout(&alone).contains("(whatwg: missing-scheme-non-relative-URL)"));
    let based = run(&["validate", "--whatwg", "--base", "https://h/a/b", "../c?d"]);
    assert_eq!(based.status.code(), Some(0), "{}", stdout(&based));
    let bad_base = run(&["validate", "--base", "no base", "x"]);
    assert_eq!(bad_base.status.code(), Some(2));
    assert!(stderr(&bad_base).contains("the base does not parse"));
}

#[test]
fn validate_json_names_the_standards_error_or_null() {
    let o = run(&["validate", "--json", "--whatwg", "sc:a/b%zz"]);
    let v = &json_lines(&o)[0];
    let d = v["diagnostics"].as_array().unwrap();
    let names: Vec<_> = d.iter().map(|d| d["whatwg"].clone()).collect();
    assert_eq!(names, [serde_json::Value::Null, "invalid-URL-unit".into()]);
}
