//! The URL API beyond the constructor against whatwg-url, the URL
//! Standard's reference implementation (`check/oracle/`): `Url::can_parse`
//! against `URL.canParse`, and the typed accessors against the getters
//! they stand for, on every WPT input and 50,000 generated inputs at a
//! fixed seed, with and without bases.

use proptest::strategy::{Strategy, ValueTree};
use serde_json::{json, Value};
use specurl::grammar::Mode;
use specurl::Url;
use specurl_check::gen::{self, FLAVOURS};
use specurl_check::{data, oracle};

fn can_parse_request(input: &str, base: Option<&str>) -> Value {
    match base {
        Some(base) => json!({"op": "canParse", "input": input, "base": base}),
        None => json!({"op": "canParse", "input": input}),
    }
}

/// What the typed accessors of `url` say the getters are: the hostname by
/// the typed host, the origin by the typed origin, the pathname by the
/// path segments (an opaque path has none).
fn typed_getters(url: &Url) -> Value {
    let hostname = url.typed_host().map(|h| h.to_string()).unwrap_or_default();
    let pathname = match url.path_segments() {
        Some(segments) => segments.map(|s| format!("/{s}")).collect(),
        None => url.pathname().to_owned(),
    };
    json!({
        "hostname": hostname,
        "origin": url.typed_origin().ascii_serialization(),
        "pathname": pathname,
    })
}

/// `can_parse` equals `parse(..).is_ok()` and `URL.canParse`; where the URL
/// parses, the typed accessors give whatwg-url's getters.
fn check(cases: &[(String, Option<String>)]) {
    let mut requests = Vec::with_capacity(cases.len() * 2);
    for (input, base) in cases {
        requests.push(can_parse_request(input, base.as_deref()));
        requests.push(oracle::parse_request(input, base.as_deref()));
    }
    let answers = oracle::ask(&requests);
    let mut wrong = Vec::new();
    let mut parsed = 0;
    for (i, (input, base)) in cases.iter().enumerate() {
        let base = base.as_deref();
        let can = Url::can_parse(input, base);
        let url = Url::parse(input, base);
        let theirs = &answers[2 * i];
        if can != url.is_ok() || Some(can) != theirs["canParse"].as_bool() {
            wrong.push(format!(
                "{input:?} against {base:?}: can_parse {can}, parse ok {}, URL.canParse {theirs}",
                url.is_ok()
            ));
            continue;
        }
        let Ok(url) = url else { continue };
        parsed += 1;
        let getters = &answers[2 * i + 1];
        let ours = typed_getters(&url);
        for name in ["hostname", "origin", "pathname"] {
            if ours[name] != getters[name] {
                wrong.push(format!(
                    "{input:?} against {base:?}: typed {name} {}, whatwg-url {}",
                    ours[name], getters[name]
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} disagree:\n{}",
        wrong.len(),
        wrong
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    // A batch where almost everything fails would agree for little.
    assert!(
        parsed * 3 > cases.len(),
        "only {parsed} of {} parse",
        cases.len()
    );
}

#[test]
fn every_wpt_input_agrees_with_whatwg_url() {
    let cases = data::wpt_pairs().unwrap();
    assert!(cases.len() > 800);
    check(&cases);
}

/// 50,000 generated inputs: every generator of `gen` in every mode and
/// flavour; a quarter against WPT's bases, a quarter against generated
/// strings, which need not parse (then `canParse` is false).
#[test]
fn generated_inputs_agree_with_whatwg_url() {
    const COUNT: usize = 50_000;
    let mut runner = specurl_check::seed::runner();
    let mut strategies = vec![gen::url_like()];
    for mode in [Mode::Web, Mode::File, Mode::Generic] {
        for flavour in FLAVOURS {
            strategies.push(gen::url(mode, flavour));
        }
    }
    let mut bases: Vec<String> = data::wpt_cases()
        .unwrap()
        .into_iter()
        .filter_map(|c| c.base)
        .collect();
    bases.sort();
    bases.dedup();
    let mut cases = Vec::with_capacity(COUNT);
    for i in 0..COUNT {
        let s = &strategies[i % strategies.len()];
        let input = s.new_tree(&mut runner).unwrap().current();
        let base = match i % 4 {
            0 | 1 => None,
            2 => Some(bases[(i / 4) % bases.len()].clone()),
            _ => Some(s.new_tree(&mut runner).unwrap().current()),
        };
        cases.push((input, base));
    }
    check(&cases);
}
