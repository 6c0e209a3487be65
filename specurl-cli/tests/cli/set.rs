//! `specurl parse --set COMPONENT=VALUE`.

use super::*;

#[test]
fn setters_apply_in_order() {
    let o = run(&[
        "parse",
        "--set",
        "host=EXAMPLE.org:8080",
        "--set",
        "search=a b",
        "--set",
        "port=",
        "--set",
        "hash=#x=y",
        "http://h/p",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).is_empty());
    assert_eq!(
        lines(&o),
        [
            "href http://example.org/p?a%20b#x=y",
            "protocol http:",
            "username",
            "password",
            "host example.org",
            "hostname example.org",
            "port",
            "pathname /p",
            "search ?a%20b",
            "hash #x=y",
            "origin http://example.org",
            "public suffix org",
            "registrable domain example.org",
        ]
    );
    // Order matters: the port set before the host is replaced by its port.
    let o = run(&[
        "parse",
        "--set",
        "port=81",
        "--set",
        "host=a:82",
        "http://h/",
    ]);
    assert_eq!(lines(&o)[0], "href http://a:82/");
    let o = run(&[
        "parse",
        "--set",
        "host=a:82",
        "--set",
        "port=81",
        "http://h/",
    ]);
    assert_eq!(lines(&o)[0], "href http://a:81/");
}

#[test]
fn an_ignored_value_is_a_warning_that_points_into_it() {
    let o = run(&[
        "parse",
        "--set",
        "host=a.b:8x",
        "--set",
        "port=x",
        "http://h/",
    ]);
    assert_eq!(o.status.code(), Some(1));
    // The host was applied, the rest of its value and the port were not.
    assert_eq!(lines(&o)[0], "href http://a.b:8/");
    let err = stderr(&o);
    assert!(err.starts_with("warning[trailing]:"), "{err}");
    assert!(err.contains("--> host:1:"), "{err}");
    assert!(err.contains("warning[syntax.invalid-port]"), "{err}");
    assert_eq!(
        carets(&err),
        [
            ("a.b:8x".to_string(), vec![[5, 6]]),
            ("x".to_string(), vec![[0, 1]])
        ]
    );
    // A scheme change the standard refuses.
    let o = run(&["parse", "--set", "protocol=sc", "http://h/"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(lines(&o)[0], "href http://h/");
    assert!(stderr(&o).starts_with("warning[special-mismatch]"));
}

#[test]
fn set_as_json() {
    let o = run(&[
        "parse",
        "--json",
        "--set",
        "pathname=/a?b",
        "--set",
        "username=me",
        "file:///x",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let u = &json_lines(&o)[0];
    assert_eq!(u["href"], "file:///a%3Fb");
    let set = u["set"].as_array().unwrap();
    assert_eq!(set.len(), 2);
    assert_eq!(set[0]["component"], "pathname");
    assert_eq!(set[0]["ok"], true);
    assert!(set[0].get("error").is_none());
    assert_eq!(set[1]["ok"], false);
    let e = &set[1]["error"];
    assert_eq!(e["kind"], "cannot-have-userinfo-or-port");
    assert_eq!(e["span"], serde_json::json!([0, 2]));
    assert_eq!(e["applied"], false);
    // Without --set, no "set" key.
    let o = run(&["parse", "--json", "http://h/"]);
    assert!(json_lines(&o)[0].get("set").is_none());
}

#[test]
fn set_over_a_stdin_batch() {
    let o = run_stdin(
        &["parse", "--json", "--set", "search=q", "-"],
        "http://a/\nsc:x#f\nnot a url\n",
    );
    assert_eq!(o.status.code(), Some(1), "the third line fails");
    let out = json_lines(&o);
    assert_eq!(out.len(), 3);
    assert_eq!(out[0]["href"], "http://a/?q");
    assert_eq!(out[1]["href"], "sc:x?q#f");
    assert!(out[2].get("error").is_some());
}

#[test]
fn href_and_bad_arguments() {
    let o = run(&["parse", "--set", "href=HTTPS://B/c", "http://a/"]);
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(lines(&o)[0], "href https://b/c");
    // An href that does not parse leaves the URL as it was.
    let o = run(&["parse", "--set", "href=http://[", "http://a/"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(lines(&o)[0], "href http://a/");
    assert!(stderr(&o).starts_with("warning[syntax."), "{}", stderr(&o));
    // Usage errors: exit status 2.
    for arg in ["nope=1", "host"] {
        let o = run(&["parse", "--set", arg, "http://a/"]);
        assert_eq!(o.status.code(), Some(2), "{arg}");
    }
}
