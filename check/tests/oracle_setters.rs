//! specurl's setters against whatwg-url's (`check/oracle/`, op `set`): every
//! setter, on WPT's URLs and generated ones, with values from the
//! generators of every component and URL-like noise, at a fixed seed. Every
//! getter after the setter must agree. A disagreement is a bug in specurl to
//! fix: there is no list of known differences.

use proptest::strategy::{BoxedStrategy, Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use serde_json::Value;
use specurl::grammar::Mode;
use specurl::Url;
use specurl_check::gen::{self, Flavour, FLAVOURS};
use specurl_check::setters::{self, setters};
use specurl_check::{data, oracle};

/// The values tried for a setter: its component's generators in every mode
/// and flavour, the neighbouring components' (a host for the port, a port
/// for the host), and noise.
fn values(setter: &str) -> Vec<BoxedStrategy<String>> {
    let modes = [Mode::Web, Mode::File, Mode::Generic];
    let mut v: Vec<BoxedStrategy<String>> = vec![gen::url_like()];
    for mode in modes {
        for flavour in FLAVOURS {
            v.push(match setter {
                "href" => gen::url(mode, flavour),
                "protocol" => gen::scheme(mode)
                    .prop_flat_map(|s| {
                        proptest::sample::select(vec!["", ":", ":x", "/", " ", "\t:"])
                            .prop_map(move |tail| format!("{s}{tail}"))
                    })
                    .boxed(),
                "username" => gen::username(flavour),
                "password" => gen::password(flavour),
                "host" => gen::authority(mode, flavour),
                "hostname" => gen::host(mode, flavour),
                "port" => gen::port(flavour),
                "pathname" => gen::path_rel(mode, flavour),
                "search" => gen::query(flavour),
                "hash" => gen::fragment(flavour),
                _ => unreachable!("a setter of the URL API"),
            });
        }
    }
    match setter {
        "host" | "hostname" => {
            v.push(gen::host(Mode::Generic, Flavour::Lenient));
            v.push(
                (gen::host(Mode::Web, Flavour::Lenient), gen::url_like())
                    .prop_map(|(h, rest)| h + &rest)
                    .boxed(),
            );
        }
        "port" => v.push(
            (gen::port(Flavour::Lenient), gen::url_like())
                .prop_map(|(p, rest)| p + &rest)
                .boxed(),
        ),
        "pathname" | "search" | "hash" => v.push(gen::url(Mode::Web, Flavour::Lenient)),
        _ => {}
    }
    v
}

/// The URLs the setters start from: every WPT href and setter href, and
/// generated URLs of every mode that parse; as their hrefs.
fn starts(runner: &mut TestRunner) -> Vec<String> {
    let mut hrefs: Vec<String> = data::wpt_cases()
        .unwrap()
        .into_iter()
        .filter_map(|c| c.href)
        .collect();
    let setter_tests = std::fs::read_to_string(data::data_dir().join("wpt/setters_tests.json"))
        .expect("the WPT setter tests");
    let json: serde_json::Map<String, Value> = serde_json::from_str(&setter_tests).unwrap();
    for cases in json.values().filter_map(Value::as_array) {
        hrefs.extend(
            cases
                .iter()
                .filter_map(|c| c["href"].as_str().map(str::to_owned)),
        );
    }
    for mode in [Mode::Web, Mode::File, Mode::Generic] {
        for flavour in FLAVOURS {
            let s = gen::url(mode, flavour);
            for _ in 0..150 {
                hrefs.push(s.new_tree(runner).unwrap().current());
            }
        }
    }
    let mut hrefs: Vec<String> = hrefs
        .iter()
        .filter_map(|h| Url::parse(h, None).ok())
        .map(|u| u.href().to_owned())
        .collect();
    hrefs.sort();
    hrefs.dedup();
    hrefs
}

#[test]
fn every_setter_agrees_with_whatwg_url() {
    const PER_SETTER: usize = 2_000;
    let mut runner = TestRunner::deterministic();
    let starts = starts(&mut runner);
    assert!(starts.len() > 800, "{} starting URLs", starts.len());
    let mut requests = Vec::new();
    let mut ours = Vec::new();
    for (k, setter) in setters().enumerate() {
        let strategies = values(setter);
        for i in 0..PER_SETTER {
            let value = strategies[i % strategies.len()]
                .new_tree(&mut runner)
                .unwrap()
                .current();
            let href = &starts[(i * 7 + k * 131) % starts.len()];
            requests.push(setters::request(href, setter, &value));
            ours.push(setters::answer(href, setter, &value));
        }
    }
    // A batch where the URL hardly ever changes would agree for little.
    let changed = requests
        .iter()
        .zip(&ours)
        .filter(|(r, a)| r.get("href") != a.get("href") && a.get("href").is_some())
        .count();
    assert!(changed * 3 > requests.len(), "only {changed} changed");
    let theirs = oracle::ask(&requests);
    if let Some(report) = oracle::disagreements(&requests, &ours, &theirs, 30) {
        panic!("{report}");
    }
}

/// Hand-picked cases at the standard's quirks: a protocol change that keeps
/// what the new scheme would normalise, empty hosts, file hosts, drives in
/// a path, tabs in values, a port after a host, a `?` or `#` in a value.
#[test]
fn quirks_agree_with_whatwg_url() {
    let cases = [
        ("http://localhost/x", "protocol", "file"),
        ("http://LOCALHOST/x", "protocol", "file"),
        ("http://h/C|/x", "protocol", "file"),
        ("http://h/a/C|/x", "protocol", "file"),
        ("http://h/?'", "protocol", "file"),
        ("http://h:21/", "protocol", "ftp"),
        ("file://localhost/x", "host", "localhost"),
    ];
    let requests: Vec<Value> = cases
        .iter()
        .map(|(h, s, v)| setters::request(h, s, v))
        .collect();
    let ours: Vec<Value> = cases
        .iter()
        .map(|(h, s, v)| setters::answer(h, s, v))
        .collect();
    let theirs = oracle::ask(&requests);
    if let Some(report) = oracle::disagreements(&requests, &ours, &theirs, 30) {
        panic!("{report}");
    }
}

/// Chains of three setters on one URL, as a program calls them: each works
/// on what the one before left.
#[test]
fn chains_of_setters_agree_with_whatwg_url() {
    const CHAINS: usize = 5_000;
    let mut runner = TestRunner::deterministic();
    let starts = starts(&mut runner);
    let names: Vec<&str> = setters().collect();
    let values: Vec<Vec<BoxedStrategy<String>>> = names.iter().map(|s| values(s)).collect();
    let mut requests = Vec::with_capacity(CHAINS);
    let mut ours = Vec::with_capacity(CHAINS);
    for i in 0..CHAINS {
        let href = &starts[(i * 13) % starts.len()];
        let mut url = Url::parse(href, None).expect("a start parses");
        let mut steps = Vec::new();
        for k in 0..3 {
            let s = (i * 7 + k * 3 + i / 10) % names.len();
            let strategies = &values[s];
            let value = strategies[(i + k) % strategies.len()]
                .new_tree(&mut runner)
                .unwrap()
                .current();
            setters::apply(&mut url, names[s], &value);
            steps.push(serde_json::json!([names[s], value]));
        }
        requests.push(serde_json::json!({"op": "sets", "href": href, "steps": steps}));
        ours.push(oracle::getters(&url));
    }
    let theirs = oracle::ask(&requests);
    if let Some(report) = oracle::disagreements(&requests, &ours, &theirs, 30) {
        panic!("{report}");
    }
}

/// Chains that start with the protocol setter's quirk: a file URL that
/// keeps the `localhost` host or the `C|` drive its href would normalise
/// away, which the setters of other components must keep.
#[test]
fn chains_after_the_protocol_quirk_agree_with_whatwg_url() {
    let chains: &[(&str, &[(&str, &str)])] = &[
        (
            "http://localhost/C|/x",
            &[("protocol", "file"), ("hash", "f")],
        ),
        (
            "http://localhost/C|/x",
            &[("protocol", "file"), ("search", "q")],
        ),
        (
            "http://localhost/C|/x",
            &[("protocol", "file"), ("pathname", "/y")],
        ),
        (
            "http://localhost/C|/x",
            &[("protocol", "file"), ("pathname", "/D|/y")],
        ),
        (
            "http://localhost/C|/x",
            &[("protocol", "file"), ("host", "h")],
        ),
        (
            "http://localhost/C|/x",
            &[("protocol", "file"), ("hostname", "localhost")],
        ),
        (
            "http://localhost/C|/x",
            &[("protocol", "file"), ("host", "")],
        ),
        (
            "http://localhost/C|",
            &[("protocol", "file"), ("port", "8"), ("hash", "")],
        ),
        (
            "http://h/C|/x?q#f",
            &[("protocol", "file"), ("search", ""), ("hash", "g")],
        ),
        (
            "http://h/c|",
            &[("protocol", "file"), ("protocol", "http"), ("hash", "g")],
        ),
        (
            "http://localhost/",
            &[("protocol", "file"), ("protocol", "ws"), ("port", "80")],
        ),
        (
            "http://localhost/x",
            &[("protocol", "file"), ("username", "u"), ("hash", "h")],
        ),
        (
            "https://localhost/x",
            &[("protocol", "file"), ("href", "file://localhost/C|/z")],
        ),
    ];
    let mut requests = Vec::new();
    let mut ours = Vec::new();
    for (href, steps) in chains {
        let mut url = Url::parse(href, None).unwrap();
        for (setter, value) in *steps {
            setters::apply(&mut url, setter, value);
        }
        requests.push(serde_json::json!({"op": "sets", "href": href, "steps": steps}));
        ours.push(oracle::getters(&url));
    }
    let theirs = oracle::ask(&requests);
    if let Some(report) = oracle::disagreements(&requests, &ours, &theirs, 30) {
        panic!("{report}");
    }
}
