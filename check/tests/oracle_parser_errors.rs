//! `Url::parse_with_validation(..).whatwg_errors()` against whatwg-url's
//! `parseURLWithValidationErrors`: the same names in the same order, and
//! the same failure, on every WPT input (with its base and without), every
//! line of the URL lists, and 60,000 generated inputs at a fixed seed (the
//! generators of `gen`, character mutants of WPT inputs, and mutants
//! around their hosts, credentials and ports), most against a base.
//! Agreement must be total: there is no list of known differences.

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use specurl::grammar::Mode;
use specurl::Url;
use specurl_check::gen::{self, FLAVOURS};
use specurl_check::parser_errors::{disagreements, host_mutants, ours};
use specurl_check::{data, validity};

type Cases = Vec<(String, Option<String>)>;

/// Asserts that every case agrees, and that at least `with_errors` of them
/// have errors (a batch without any would agree for little).
fn assert_agree(cases: &Cases, with_errors: usize) {
    let found = cases
        .iter()
        .filter(|(i, b)| !ours(i, b.as_deref()).0.is_empty())
        .count();
    assert!(
        found >= with_errors,
        "{found} of {} with errors",
        cases.len()
    );
    let wrong = disagreements(cases);
    let report: Vec<String> = wrong
        .iter()
        .take(40)
        .map(|d| {
            format!(
                "{:?} base {:?}:\n  specurl    {:?} failure {}\n  whatwg-url {:?} failure {}",
                d.input, d.base, d.ours.0, d.ours.1, d.theirs.0, d.theirs.1
            )
        })
        .collect();
    assert!(
        wrong.is_empty(),
        "{} of {} disagree:\n{}",
        wrong.len(),
        cases.len(),
        report.join("\n")
    );
}

fn wpt_with_and_without_base() -> Cases {
    let mut cases = Cases::new();
    for c in data::wpt_cases().unwrap() {
        cases.push((c.input.clone(), None));
        if let Some(b) = c.base {
            cases.push((c.input, Some(b)));
        }
    }
    cases
}

#[test]
fn every_wpt_input_has_whatwg_urls_validation_errors() {
    let cases = wpt_with_and_without_base();
    assert!(cases.len() > 1000);
    assert_agree(&cases, 500);
}

#[test]
fn every_listed_url_has_whatwg_urls_validation_errors() {
    let mut cases = Cases::new();
    for name in data::url_lists().unwrap() {
        for line in data::url_list(&name).unwrap() {
            cases.push((line, None));
        }
    }
    // Real links: few have errors.
    assert!(cases.len() > 50_000);
    assert_agree(&cases, 400);
}

/// 15,000 inputs of the generators, 20,000 character mutants of WPT inputs
/// and 25,000 mutants around their authority; three in four against a
/// base.
fn generated_cases() -> Cases {
    let mut runner = TestRunner::deterministic();
    let mut strategies = vec![gen::url_like()];
    for mode in [Mode::Web, Mode::File, Mode::Generic] {
        for flavour in FLAVOURS {
            strategies.push(gen::url(mode, flavour));
        }
    }
    let mut inputs: Vec<String> = (0..15_000)
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
    inputs.extend(validity::mutants(&wpt, 20_000, 31));
    inputs.extend(host_mutants(&wpt, 25_000, 37));
    data::three_in_four_with_a_base(inputs)
}

#[test]
fn generated_inputs_have_whatwg_urls_validation_errors() {
    let cases = generated_cases();
    assert!(cases.len() >= 50_000);
    assert_agree(&cases, 30_000);
}

/// Every error's span lies in the caller's string, on character
/// boundaries, and holds what the error is about where it is about a code
/// point of the input; what is missing has an empty span. No oracle
/// needed.
#[test]
fn every_error_has_a_span_of_what_caused_it() {
    let mut cases = generated_cases();
    cases.extend(wpt_with_and_without_base());
    let mut seen = std::collections::BTreeSet::new();
    for (input, base) in &cases {
        let p = Url::parse_with_validation(input, base.as_deref());
        for e in p.whatwg_errors() {
            let r = e.span.range();
            let at = format!("{} at {r:?} of {input:?} (base {base:?})", e.name);
            assert!(r.start <= r.end && r.end <= input.len(), "{at}");
            assert!(
                input.is_char_boundary(r.start) && input.is_char_boundary(r.end),
                "{at}"
            );
            // What the parser read there: the span without tabs and newlines.
            let text: String = input[r.clone()]
                .chars()
                .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
                .collect();
            let b = text.as_bytes();
            let ok = match e.name {
                "invalid-reverse-solidus" => text == "\\",
                "invalid-credentials" => text == "@",
                "host-missing" => text.is_empty(),
                "special-scheme-missing-following-solidus" => {
                    text.is_empty() || text == "\\" || text == "/"
                }
                "port-invalid" => text.chars().count() == 1 && !b[0].is_ascii_digit(),
                "port-out-of-range" => !b.is_empty() && b.iter().all(u8::is_ascii_digit),
                "domain-percent-encoded" => {
                    b.len() == 3 && b[0] == b'%' && b[1..].iter().all(u8::is_ascii_hexdigit)
                }
                "file-invalid-Windows-drive-letter" | "file-invalid-Windows-drive-letter-host" => {
                    b.len() == 2 && b[0].is_ascii_alphabetic() && matches!(b[1], b':' | b'|')
                }
                "IPv6-piece-leading-zero" => {
                    b.len() > 1 && b[0] == b'0' && b.iter().all(u8::is_ascii_hexdigit)
                }
                "invalid-URL-unit" => {
                    // A code point, or a run preprocessing trimmed.
                    text.chars().count() == 1
                        || (text.is_empty() && !r.is_empty())
                        || input[r.clone()].chars().all(|c| c <= ' ')
                }
                "missing-scheme-non-relative-URL" => {
                    input.trim_matches(|c| c <= ' ').len() <= r.len()
                }
                // The end of an IPv6 address, or of the input.
                _ => {
                    !r.is_empty()
                        || input[r.end..].starts_with(']')
                        || r.end == input.trim_end_matches(|c| c <= ' ').len()
                }
            };
            assert!(ok, "{at}: {text:?}");
            seen.insert(e.name);
        }
    }
    // Most names come up.
    assert!(seen.len() >= 30, "{seen:?}");
}
