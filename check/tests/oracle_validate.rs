//! `Strictness::Whatwg` against whatwg-url's `isValidURLString`, the URL
//! Standard's *valid URL string*: every WPT input with its base and
//! without, and 50,000 generated inputs at a fixed seed (the generators of
//! `gen`, and character-level mutants of WPT inputs), with and without
//! bases. Agreement must be total: there is no list of known differences.

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use specurl::grammar::Mode;
use specurl::validate::Strictness;
use specurl::validate_with_base;
use specurl::Url;
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

/// 25,000 inputs of the generators and 25,000 mutants of WPT inputs,
/// three quarters of them against a base.
fn generated_cases() -> Cases {
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
    data::three_in_four_with_a_base(inputs)
}

#[test]
fn generated_inputs_agree_with_is_valid_url_string() {
    let cases = generated_cases();
    assert!(cases.len() >= 50_000);
    assert_agree(&cases);
}

/// No oracle needed: lenient validity against a base is `Url::parse`
/// success against it, and Whatwg validity implies it.
#[test]
fn lenient_validity_against_a_base_is_parse_success() {
    let mut cases = generated_cases();
    cases.extend(data::wpt_pairs().unwrap());
    for (input, base) in &cases {
        let b = base.as_deref().map(|b| Url::parse(b, None).unwrap());
        let parses = Url::parse(input, base.as_deref()).is_ok();
        let lenient =
            validate_with_base(input, b.as_ref().map(|b| b as _), Strictness::Lenient).is_valid();
        assert_eq!(lenient, parses, "{input:?} against {base:?}");
        let whatwg =
            validate_with_base(input, b.as_ref().map(|b| b as _), Strictness::Whatwg).is_valid();
        assert!(!whatwg || parses, "{input:?} against {base:?}");
    }
}

/// The two vocabularies agree: under `Strictness::Whatwg`, where
/// whatwg-url's `parseURLWithValidationErrors` makes a URL, the set of the
/// standard's names among specurl's diagnostics is the set it reports;
/// where it fails, the error that failed it (its last) is among them. On
/// every WPT input with its base and without, every line of the URL lists,
/// and the generated inputs of this file at their fixed seed. Agreement
/// must be total.
#[test]
fn validation_error_names_are_the_parsers() {
    let mut cases = Cases::new();
    for c in data::wpt_cases().unwrap() {
        cases.push((c.input.clone(), None));
        if let Some(b) = c.base {
            cases.push((c.input, Some(b)));
        }
    }
    for name in data::url_lists().unwrap() {
        for line in data::url_list(&name).unwrap() {
            cases.push((line, None));
        }
    }
    cases.extend(generated_cases());
    let requests: Vec<_> = cases
        .iter()
        .map(|(i, b)| validity::errors_request(i, b.as_deref()))
        .collect();
    let answers = specurl_check::oracle::ask(&requests);
    let (mut parsed, mut failed, mut named) = (0, 0, 0);
    let mut wrong = Vec::new();
    for ((input, base), answer) in cases.iter().zip(&answers) {
        let ours = validity::our_names(input, base.as_deref());
        let theirs = validity::their_names(answer);
        named += usize::from(!ours.is_empty());
        let agree = if answer["failure"] == false {
            parsed += 1;
            ours == theirs
        } else {
            failed += 1;
            match answer["errors"].as_array().and_then(|e| e.last()) {
                Some(last) => last.as_str().is_some_and(|l| ours.contains(l)),
                None => true,
            }
        };
        if !agree {
            wrong.push(format!(
                "{input:?} base {base:?}: specurl {ours:?}, whatwg-url {} {:?}",
                if answer["failure"] == true {
                    "fails with"
                } else {
                    "parses with"
                },
                answer["errors"]
            ));
        }
    }
    // Batches of each outcome, and of names, so that agreement is not
    // reached by naming nothing.
    assert!(
        parsed > 50_000 && failed > 5_000,
        "{parsed} parsed, {failed} failed"
    );
    assert!(named > 20_000, "{named} with names");
    assert!(
        wrong.is_empty(),
        "{} of {} disagree:\n{}",
        wrong.len(),
        cases.len(),
        wrong[..wrong.len().min(40)].join("\n")
    );
}

/// `is_valid` is `validate(..).is_valid()`, at every strictness and in
/// every fallback mode.
#[test]
fn is_valid_is_validate_is_valid() {
    let mut cases = generated_cases();
    cases.extend(data::wpt_pairs().unwrap());
    for (input, _) in &cases {
        for s in [Strictness::Lenient, Strictness::Strict, Strictness::Whatwg] {
            for mode in Mode::ALL {
                assert_eq!(
                    specurl::validate::is_valid(input, mode, s),
                    specurl::validate::validate(input, mode, s).is_valid(),
                    "{input:?} {mode} {s}"
                );
            }
        }
    }
}

/// `Url::parse_with_validation` is `Url::parse` (the same URL, or the
/// same failure at the same place) together with `validate_with_base`,
/// lenient, on WPT and generated input.
#[test]
fn parse_with_validation_is_parse_and_validate() {
    let mut cases = generated_cases();
    cases.extend(data::wpt_pairs().unwrap());
    cases.push(("x".into(), Some("not a base".into())));
    for (input, base) in &cases {
        let both = Url::parse_with_validation(input, base.as_deref());
        match (&both.url, Url::parse(input, base.as_deref())) {
            (Ok(a), Ok(b)) => assert_eq!(a.href(), b.href(), "{input:?} {base:?}"),
            (Err(a), Err(b)) => {
                assert_eq!(
                    (a.kind(), a.span()),
                    (b.kind(), b.span()),
                    "{input:?} {base:?}"
                );
            }
            (a, b) => panic!("{input:?} {base:?}: {a:?} and {b:?}"),
        }
        let b = base.as_deref().and_then(|b| Url::parse(b, None).ok());
        let alone = validate_with_base(input, b.as_ref().map(|b| b as _), Strictness::Lenient);
        assert_eq!(both.validation(), alone, "{input:?} {base:?}");
    }
}
