//! The law of each printing profile: its output parses back to an
//! equivalent URL. Over the WPT hrefs and inputs, and generated URLs of
//! every mode, strict and lenient (deterministic).
//!
//! - `Whatwg` and `Minimal`: the print, parsed in the same mode and
//!   normalised, is the URL normalised;
//! - `Iri`: for a URL with a scheme, the print of its resolution, parsed
//!   and resolved (which turns a Unicode domain back into Punycode), is its
//!   resolution, normalised alike; and `Url::to_unicode`, parsed, is the URL;
//! - `Minimal` changes no component of a strictly valid string.

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use specurl::grammar::Mode;
use specurl::print::Profile;
use specurl::{Url, UrlRef};
use specurl_check::data;
use specurl_check::gen::{self, Flavour};

const PROFILES: [Profile; 3] = [Profile::Whatwg, Profile::Minimal, Profile::Iri];

fn law(input: &str, mode: Mode) -> Result<(), String> {
    let Ok(u) = UrlRef::parse_with_mode(input, mode) else {
        return Ok(());
    };
    for profile in PROFILES {
        // Hosts go to Unicode only in a resolved URL, whose host is a
        // processed domain: resolve first, and compare resolutions.
        let resolve = profile == Profile::Iri && u.scheme().is_some();
        let u = if resolve {
            match u.resolve(None) {
                Ok(r) => r,
                Err(_) => continue,
            }
        } else {
            u.clone()
        };
        let printed = u.print_with(profile);
        let back = UrlRef::parse_with_mode(&printed, mode)
            .map_err(|e| format!("{input:?} {profile:?}: {printed:?} does not parse: {e}"))?;
        let back = if resolve {
            back.resolve(None)
                .map_err(|e| format!("{input:?} {profile:?}: {printed:?} does not resolve: {e}"))?
        } else {
            back
        };
        if back.normalise() != u.normalise() {
            return Err(format!(
                "{input:?} {profile:?}: {printed:?} reads as {}, not {}",
                back.normalise(),
                u.normalise()
            ));
        }
    }
    Ok(())
}

fn url_law(url: &Url) -> Result<(), String> {
    let shown = url.to_unicode();
    match Url::parse(&shown, None) {
        Ok(back) if back.href() == url.href() => Ok(()),
        other => Err(format!(
            "{}: {shown:?} gives {:?}",
            url.href(),
            other.map(|u| u.href().to_owned())
        )),
    }
}

#[test]
fn over_wpt() {
    let mut failures = Vec::new();
    for case in data::wpt_cases().expect("the WPT data") {
        let mode = case
            .base
            .as_deref()
            .and_then(|b| Url::parse(b, None).ok())
            .map_or(Mode::Generic, |b| b.mode());
        failures.extend(law(&case.input, mode).err());
        if let Some(href) = &case.href {
            failures.extend(law(href, Mode::Generic).err());
            failures.extend(url_law(&Url::parse(href, None).unwrap()).err());
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn over_generated_urls() {
    let mut runner = TestRunner::deterministic();
    let mut failures = Vec::new();
    let mut strict_kept = 0;
    for mode in Mode::ALL {
        for flavour in [Flavour::Strict, Flavour::Lenient] {
            let strategy = gen::url(mode, flavour);
            for _ in 0..500 {
                let s = strategy.new_tree(&mut runner).unwrap().current();
                failures.extend(law(&s, mode).err());
                if let Ok(url) = Url::parse(&s, None) {
                    failures.extend(url_law(&url).err());
                }
                if flavour == Flavour::Strict {
                    let u = UrlRef::parse_with_mode(&s, mode).unwrap();
                    let printed = u.print_with(Profile::Minimal);
                    // The model keeps ports as numbers and IPv6 addresses
                    // as pieces: compare with its own print.
                    if printed != u.to_string() {
                        failures.push(format!("{s:?} strict, minimal {printed:?}"));
                    }
                    strict_kept += 1;
                }
            }
        }
    }
    assert!(strict_kept > 1000);
    assert!(
        failures.is_empty(),
        "{}",
        failures[..failures.len().min(30)].join("\n")
    );
}

/// No input makes a profile or a level panic, and each runs in linear time
/// on long components (deterministic URL-like strings, then long ones).
#[test]
fn any_input_and_long_inputs() {
    use specurl::Equivalence;
    let mut runner = TestRunner::deterministic();
    let strategy = gen::url_like();
    for _ in 0..3000 {
        let s = strategy.new_tree(&mut runner).unwrap().current();
        for mode in Mode::ALL {
            let Ok(u) = UrlRef::parse_with_mode(&s, mode) else {
                continue;
            };
            for profile in PROFILES {
                let _ = u.print_with(profile);
            }
            for level in Equivalence::ALL {
                let _ = u.normalise_to(level);
            }
        }
    }
    let long = format!(
        "http://{}.com/{}?{}#{}",
        "ü".repeat(20),
        "%C3%BC%E2%80%AE/".repeat(30_000),
        "é".repeat(100_000),
        "%ff".repeat(100_000)
    );
    let url = Url::parse(&long, None).unwrap();
    let shown = url.to_unicode();
    assert!(shown.contains("/ü%E2%80%AE/ü") && shown.ends_with("%ff%ff"));
    assert_eq!(Url::parse(&shown, None).unwrap().href(), url.href());
}
