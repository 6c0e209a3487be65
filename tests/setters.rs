//! Every case of WPT's `setters_tests.json` through the setters of `Url`:
//! the setter named by the section, applied to `href` with `new_value`, and
//! every getter the case expects.

use serde_json::Value;
use specurl::Url;

const DATA: &str = "tests/data/wpt/setters_tests.json";

/// Applies the setter `name` of the URL API.
fn apply(url: &mut Url, name: &str, value: &str) -> Result<(), String> {
    // Whether the setter used its value is not what WPT checks: the getters
    // after it are. Only an unknown setter is an error here.
    let _ = match name {
        "href" => url.set_href(value).map_err(|e| e.to_string()),
        "protocol" => url.set_protocol(value).map_err(|e| e.to_string()),
        "username" => url.set_username(value).map_err(|e| e.to_string()),
        "password" => url.set_password(value).map_err(|e| e.to_string()),
        "host" => url.set_host(value).map_err(|e| e.to_string()),
        "hostname" => url.set_hostname(value).map_err(|e| e.to_string()),
        "port" => url.set_port(value).map_err(|e| e.to_string()),
        "pathname" => url.set_pathname(value).map_err(|e| e.to_string()),
        "search" => url.set_search(value).map_err(|e| e.to_string()),
        "hash" => url.set_hash(value).map_err(|e| e.to_string()),
        other => return Err(format!("no setter {other:?}")),
    };
    Ok(())
}

fn getter(url: &Url, name: &str) -> Option<String> {
    Some(match name {
        "href" => url.href().to_owned(),
        "origin" => url.origin(),
        "protocol" => url.protocol().to_owned(),
        "username" => url.username().to_owned(),
        "password" => url.password().to_owned(),
        "host" => url.host().to_owned(),
        "hostname" => url.hostname().to_owned(),
        "port" => url.port().to_owned(),
        "pathname" => url.pathname().to_owned(),
        "search" => url.search().to_owned(),
        "hash" => url.hash().to_owned(),
        _ => return None,
    })
}

fn check(setter: &str, case: &serde_json::Map<String, Value>) -> Result<(), String> {
    let href = case["href"].as_str().ok_or("no href")?;
    let value = case["new_value"].as_str().ok_or("no new_value")?;
    let mut url = Url::parse(href, None).map_err(|e| format!("href does not parse: {e}"))?;
    apply(&mut url, setter, value)?;
    let expected = case["expected"].as_object().ok_or("no expected")?;
    assert!(!expected.is_empty());
    let mut wrong = Vec::new();
    for (name, want) in expected {
        let want = want.as_str().ok_or("expected value not a string")?;
        let got = getter(&url, name).ok_or_else(|| format!("no getter {name:?}"))?;
        if got != want {
            wrong.push(format!("{name}: got {got:?}, want {want:?}"));
        }
    }
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(wrong.join("; "))
    }
}

#[test]
fn setters_tests() {
    let text = std::fs::read_to_string(DATA).expect("the WPT data in tests/data");
    let sections: serde_json::Map<String, Value> = serde_json::from_str(&text).expect("valid JSON");
    let (mut passed, mut failed) = (0, 0);
    for (setter, cases) in &sections {
        if setter == "comment" {
            continue;
        }
        let cases = cases.as_array().expect("a section is a list of cases");
        for case in cases.iter().filter_map(Value::as_object) {
            match check(setter, case) {
                Ok(()) => passed += 1,
                Err(why) => {
                    failed += 1;
                    eprintln!(
                        "FAIL {setter} {:?} := {:?}: {why}",
                        case["href"].as_str().unwrap_or_default(),
                        case["new_value"].as_str().unwrap_or_default(),
                    );
                }
            }
        }
    }
    println!("{passed} passed, {failed} failed");
    assert_eq!(passed + failed, 278, "the suite has 278 cases");
    assert_eq!(failed, 0, "{passed} passed, {failed} failed");
}

/// The protocol setter leaves a `file:` URL whose href normalisation
/// would change (the host `localhost`, a drive written `C|`); the other
/// setters change their own component and keep those as they are, until
/// the path setter writes a new path. whatwg-url 17.3.0's answers.
#[test]
fn setters_keep_what_the_protocol_setter_left() {
    let mut url = Url::parse("http://localhost/C|/x", None).unwrap();
    url.set_protocol("file").unwrap();
    assert_eq!(url.href(), "file://localhost/C|/x");
    url.set_search("?q").unwrap();
    assert_eq!(url.href(), "file://localhost/C|/x?q");
    url.set_hash("f").unwrap();
    assert_eq!(url.href(), "file://localhost/C|/x?q#f");
    url.set_pathname("/a/../C|/y").unwrap();
    assert_eq!(url.href(), "file://localhost/C:/y?q#f");

    let mut url = Url::parse("http://h/C|/x", None).unwrap();
    url.set_protocol("file").unwrap();
    url.set_search("q").unwrap();
    assert_eq!(url.href(), "file://h/C|/x?q");
}
