//! `Strictness::Whatwg` against whatwg-url's `isValidURLString`, the URL
//! Standard's *valid URL string*: every WPT input with its base and
//! without, and 50,000 generated inputs at a fixed seed (the generators of
//! `gen`, and character-level mutants of WPT inputs), with and without
//! bases. Agreement must be total: there is no list of known differences.

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use specurl::grammar::Mode;
use specurl_check::gen::{self, FLAVOURS};
use specurl_check::{data, validity};

type Cases = Vec<(String, Option<String>)>;

fn assert_agree(cases: &Cases) {
    // A batch where nearly everything is invalid (or valid) would agree
    // for little.
    let valid = cases
        .iter()
        .filter(|(i, b)| validity::ours_valid(i, b.as_deref()))
        .count();
    assert!(
        valid * 10 > cases.len() && valid * 10 < cases.len() * 9,
        "{valid} of {} valid",
        cases.len()
    );
    let wrong = validity::disagreements(cases);
    let report: Vec<String> = wrong
        .iter()
        .take(30)
        .map(|(i, b, a)| format!("{i:?} base {b:?}: whatwg-url says {a}"))
        .collect();
    assert!(
        wrong.is_empty(),
        "{} of {} disagree:\n{}",
        wrong.len(),
        cases.len(),
        report.join("\n")
    );
}

/// The bases of WPT (all parse), and some of each shape: special, file,
/// non-special with a path and with an opaque path.
fn bases() -> Vec<String> {
    let mut bases: Vec<String> = data::wpt_cases()
        .unwrap()
        .into_iter()
        .filter_map(|c| c.base)
        .chain(
            ["http://h/a/b", "file:///C:/a", "file://h/a", "sc://h/a", "sc:/a", "sc:opaque"]
                .map(String::from),
        )
        .collect();
    bases.sort();
    bases.dedup();
    bases
}

#[test]
fn every_wpt_input_agrees_with_is_valid_url_string() {
    let mut cases = Cases::new();
    for c in data::wpt_cases().unwrap() {
        cases.push((c.input.clone(), None));
        if let Some(b) = c.base {
            cases.push((c.input, Some(b)));
        }
    }
    assert!(cases.len() > 1000);
    assert_agree(&cases);
}

/// 25,000 inputs of the generators and 25,000 mutants of WPT inputs, a
/// quarter of them without a base.
#[test]
fn generated_inputs_agree_with_is_valid_url_string() {
    const COUNT: usize = 25_000;
    let mut runner = TestRunner::deterministic();
    let mut strategies = vec![gen::url_like()];
    for mode in [Mode::Web, Mode::File, Mode::Generic] {
        for flavour in FLAVOURS {
            strategies.push(gen::url(mode, flavour));
        }
    }
    let mut inputs: Vec<String> = (0..COUNT)
        .map(|i| {
            let s = &strategies[i % strategies.len()];
            s.new_tree(&mut runner).unwrap().current()
        })
        .collect();
    let wpt: Vec<String> = data::wpt_cases()
        .unwrap()
        .into_iter()
        .map(|c| c.input)
        .collect();
    inputs.extend(validity::mutants(&wpt, COUNT, 13));
    let bases = bases();
    let cases: Cases = inputs
        .into_iter()
        .enumerate()
        .map(|(i, input)| {
            let base = (i % 4 != 0).then(|| bases[(i / 4) % bases.len()].clone());
            (input, base)
        })
        .collect();
    assert!(cases.len() >= 50_000);
    assert_agree(&cases);
}
