//! specurl against whatwg-url, the URL Standard's reference implementation
//! (`check/oracle/`): every WPT input and 50,000 generated inputs at a fixed
//! seed, with and without bases, must give the same getters or the same
//! failure. A disagreement is a bug in specurl to fix, never a case to
//! explain away: there is no list of known differences here.

use proptest::strategy::{Strategy, ValueTree};
use serde_json::Value;
use specurl::grammar::Mode;
use specurl_check::gen::{self, FLAVOURS};
use specurl_check::{data, oracle};

fn check(cases: &[(String, Option<String>)]) {
    let requests: Vec<Value> = cases
        .iter()
        .map(|(i, b)| oracle::parse_request(i, b.as_deref()))
        .collect();
    let ours: Vec<Value> = cases
        .iter()
        .map(|(i, b)| oracle::parse_answer(i, b.as_deref()))
        .collect();
    // A batch where almost everything fails would agree for little.
    let parsed = ours.iter().filter(|a| a.get("href").is_some()).count();
    assert!(
        parsed * 3 > cases.len(),
        "only {parsed} of {} parse",
        cases.len()
    );
    let theirs = oracle::ask(&requests);
    if let Some(report) = oracle::disagreements(&requests, &ours, &theirs, 20) {
        panic!("{report}");
    }
}

#[test]
fn every_wpt_input_agrees_with_whatwg_url() {
    let cases = data::wpt_pairs().unwrap();
    assert!(cases.len() > 800);
    check(&cases);
}

/// 50,000 generated inputs: every generator of `gen` in every mode and
/// flavour, half of them against a base. The bases are WPT's (every one
/// parses) and generated absolute URLs that parse.
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
    let mut i = 0;
    while cases.len() < COUNT {
        let s = &strategies[i % strategies.len()];
        let input = s.new_tree(&mut runner).unwrap().current();
        let base = match i % 4 {
            0 | 1 => None,
            2 => Some(bases[(i / 4) % bases.len()].clone()),
            // A generated base: only one that parses is a base at all.
            _ => Some(s.new_tree(&mut runner).unwrap().current())
                .filter(|b| specurl::Url::parse(b, None).is_ok()),
        };
        cases.push((input, base));
        i += 1;
    }
    check(&cases);
}
