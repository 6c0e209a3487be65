//! The law of `relative_to` over generated pairs and over pairs of WPT
//! hrefs:
//!
//! - `Url`: `Url::parse(&r.to_string(), Some(base.href()))` is the URL;
//! - `UrlRef`: `r.rebase(base).normalise()` is the URL normalised, for every
//!   URL with a scheme;
//!
//! and `r` is never longer than the URL's href, nor than a correct answer
//! of the `url` crate's `make_relative`.
//!
//! Pairs are random, and nearby: the same URL cut or changed at its path,
//! query or fragment (by joining a reference to it), which is where the
//! short forms are found. Generation is deterministic.

use std::collections::BTreeMap;

use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;
use specurl::grammar::Mode;
use specurl::{Url, UrlRef};
use specurl_check::data;
use specurl_check::gen::{self, Flavour};

/// References that, joined to a URL, give one near it.
const NEARBY: &[&str] = &[
    "", "#", "#g", "?", "?r", "?r#g", ".", "./", "..", "../", "../..", "x", "x/", "x?y", "./x:y",
    "../x/y/", "/", "/a:b", "/.//x", "//h2/", "//h2", "C:/d", "/C|/e", "%2e%2e/z", "a/%2E/b",
    "sc:x", "///y", "..?q", ".#f", "../..#f", "//h2/x", "?#", "//", "/C:", "../C|/x",
];

/// The `Url` law, and the length bounds; a description of what broke.
fn url_law(target: &Url, base: &Url) -> Result<(), String> {
    let r = target.relative_to(base);
    let text = r.to_string();
    let back = Url::parse(&text, Some(base.href()));
    match &back {
        Ok(u) if u.href() == target.href() => {}
        _ => {
            return Err(format!(
                "{} from {}: {text:?} gives {:?}",
                target.href(),
                base.href(),
                back.map(|u| u.href().to_owned())
            ))
        }
    }
    if text.len() > target.href().len() {
        return Err(format!(
            "{} from {}: {text:?} is longer than the href",
            target.href(),
            base.href()
        ));
    }
    if let Some(theirs) = url_crate_answer(target, base) {
        if text.len() > theirs.len() {
            return Err(format!(
                "{} from {}: {text:?} is longer than the url crate's correct {theirs:?}",
                target.href(),
                base.href()
            ));
        }
    }
    Ok(())
}

/// The `url` crate's `make_relative`, when it has one and it is right.
fn url_crate_answer(target: &Url, base: &Url) -> Option<String> {
    let t = url::Url::parse(target.href()).ok()?;
    let b = url::Url::parse(base.href()).ok()?;
    let theirs = b.make_relative(&t)?;
    let back = Url::parse(&theirs, Some(base.href())).ok()?;
    (back.href() == target.href()).then_some(theirs)
}

/// The `UrlRef` law for a target with a scheme.
fn urlref_law(target: &UrlRef<'_>, base: &UrlRef<'_>) -> Result<(), String> {
    let r = target.relative_to(base);
    let got = r.rebase(base).normalise();
    if got == target.normalise() {
        Ok(())
    } else {
        Err(format!("{target} from {base}: {r} gives {got}"))
    }
}

/// The URLs near `url`: itself joined to each of [`NEARBY`].
fn nearby(url: &Url) -> Vec<Url> {
    NEARBY.iter().filter_map(|r| url.join(r).ok()).collect()
}

fn check_all(pairs: impl Iterator<Item = (Url, Url)>) -> usize {
    let mut failures = Vec::new();
    let mut n = 0;
    for (target, base) in pairs {
        n += 1;
        if let Err(e) = url_law(&target, &base) {
            failures.push(e);
        }
        let (t, b) = (target.href(), base.href());
        let (t, b) = (UrlRef::parse(t).unwrap(), UrlRef::parse(b).unwrap());
        if let Err(e) = urlref_law(&t, &b) {
            failures.push(e);
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {n} pairs fail:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
    n
}

/// The WPT hrefs, distinct, by scheme.
fn wpt_hrefs() -> BTreeMap<String, Vec<Url>> {
    let mut by_scheme: BTreeMap<String, Vec<Url>> = BTreeMap::new();
    let mut seen = std::collections::BTreeSet::new();
    for case in data::wpt_cases().expect("the WPT data") {
        let Some(href) = case.href else { continue };
        if !seen.insert(href.clone()) {
            continue;
        }
        let url = Url::parse(&href, None).expect("a WPT href parses");
        by_scheme
            .entry(url.scheme().to_owned())
            .or_default()
            .push(url);
    }
    by_scheme
}

/// Every pair of WPT hrefs of the same scheme, and every href against
/// every twentieth href of any scheme.
#[test]
fn wpt_pairs() {
    let by_scheme = wpt_hrefs();
    let all: Vec<&Url> = by_scheme.values().flatten().collect();
    let same = by_scheme.values().flat_map(|urls| {
        urls.iter()
            .flat_map(move |t| urls.iter().map(move |b| (t, b)))
    });
    let across = all
        .iter()
        .flat_map(|t| all.iter().step_by(20).map(move |b| (*t, *b)));
    let n = check_all(same.chain(across).map(|(t, b)| (t.clone(), b.clone())));
    assert!(n > 40_000, "{n} pairs");
}

/// Every WPT href against the URLs near it, both ways.
#[test]
fn wpt_nearby_pairs() {
    let pairs = wpt_hrefs().into_values().flatten().flat_map(|url| {
        nearby(&url)
            .into_iter()
            .flat_map(move |near| [(near.clone(), url.clone()), (url.clone(), near)])
    });
    let n = check_all(pairs);
    assert!(n > 10_000, "{n} pairs");
}

/// Generated URLs of every mode, strict and lenient: each against the URLs
/// near it, both ways, and against the next generated URL.
#[test]
fn generated_pairs() {
    let mut runner = TestRunner::deterministic();
    let mut urls = Vec::new();
    for mode in Mode::ALL {
        for flavour in [Flavour::Strict, Flavour::Lenient] {
            let strategy = gen::url(mode, flavour);
            for _ in 0..400 {
                let s = strategy.new_tree(&mut runner).unwrap().current();
                if let Ok(url) = Url::parse(&s, None) {
                    urls.push(url);
                }
            }
        }
    }
    assert!(urls.len() > 1000, "{} URLs", urls.len());
    let mut pairs = Vec::new();
    for (i, url) in urls.iter().enumerate() {
        for near in nearby(url) {
            pairs.push((near.clone(), url.clone()));
            pairs.push((url.clone(), near));
        }
        pairs.push((url.clone(), urls[(i + 1) % urls.len()].clone()));
    }
    check_all(pairs.into_iter());
}

/// The `UrlRef` law on generated URLs as parsed, not normalised: bases
/// with dotted segments, `%2e`, empty ports and the like, against targets
/// near them.
#[test]
fn generated_urlref_pairs() {
    let mut runner = TestRunner::deterministic();
    let mut failures = Vec::new();
    let mut n = 0;
    for mode in Mode::ALL {
        for flavour in [Flavour::Strict, Flavour::Lenient] {
            let strategy = gen::url(mode, flavour);
            for _ in 0..300 {
                let b = strategy.new_tree(&mut runner).unwrap().current();
                let t = strategy.new_tree(&mut runner).unwrap().current();
                let (Ok(base), Ok(target)) = (
                    UrlRef::parse_with_mode(&b, mode),
                    UrlRef::parse_with_mode(&t, mode),
                ) else {
                    continue;
                };
                let mut targets = vec![target.clone()];
                for r in NEARBY {
                    if let Ok(r) = UrlRef::parse_with_mode(r, base.mode(mode)) {
                        targets.push(r.rebase(&base));
                    }
                }
                for target in targets.iter().filter(|t| t.scheme().is_some()) {
                    n += 1;
                    if let Err(e) = urlref_law(target, &base) {
                        failures.push(e);
                    }
                }
            }
        }
    }
    assert!(n > 3000, "{n} pairs");
    assert!(
        failures.is_empty(),
        "{} of {n} pairs fail:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
}

/// The table of `docs/relative.md`: each row's `specurl` cell is
/// `relative_to`'s answer and satisfies the law; each `url` cell is
/// `make_relative`'s answer, and resolves to the last cell, not the URL.
#[test]
fn docs_relative_table() {
    let doc = include_str!("../../docs/relative.md");
    let cell = |c: &str| c.trim().trim_matches('`').to_owned();
    let mut rows = 0;
    for line in doc.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<String> = line.trim_matches('|').split(" | ").map(cell).collect();
        let [target, base, ours, theirs, resolves] = &cells[..] else {
            panic!("a row of five cells: {line}");
        };
        let t = Url::parse(target, None).unwrap();
        let b = Url::parse(base, None).unwrap();
        assert_eq!(&t.relative_to(&b).to_string(), ours, "{line}");
        url_law(&t, &b).unwrap();
        let answer = url::Url::parse(base)
            .unwrap()
            .make_relative(&url::Url::parse(target).unwrap());
        if theirs == "—" {
            assert_eq!(answer, None, "{line}");
        } else {
            assert_eq!(answer.as_deref(), Some(theirs.as_str()), "{line}");
            let href = Url::parse(theirs, Some(b.href())).map(|u| u.href().to_owned());
            let shown = href.as_deref().unwrap_or("failure");
            let resolves = resolves
                .split(" (")
                .next()
                .unwrap_or_default()
                .trim_matches('`');
            assert_eq!(shown, resolves, "{line}");
            assert_ne!(shown, t.href(), "{line}: the url crate is right here");
        }
        rows += 1;
    }
    assert!(rows >= 10, "{rows} rows");
}

/// A URL made by joining a reference to a base has that reference as one
/// answer: `relative_to` is never longer than it.
#[test]
fn never_longer_than_the_reference_that_made_the_url() {
    let mut runner = TestRunner::deterministic();
    let mut bases: Vec<Url> = wpt_hrefs().into_values().flatten().collect();
    for mode in Mode::ALL {
        let strategy = gen::url(mode, Flavour::Strict);
        for _ in 0..300 {
            let s = strategy.new_tree(&mut runner).unwrap().current();
            bases.extend(Url::parse(&s, None).ok());
        }
    }
    let mut failures = Vec::new();
    let mut n = 0;
    for base in &bases {
        for reference in NEARBY {
            let Ok(target) = base.join(reference) else {
                continue;
            };
            n += 1;
            let r = target.relative_to(base).to_string();
            if r.len() > reference.len() {
                failures.push(format!(
                    "{} from {}: {r:?}, but {reference:?} gives it",
                    target.href(),
                    base.href()
                ));
            }
        }
    }
    assert!(n > 10_000, "{n} pairs");
    assert!(
        failures.is_empty(),
        "{}",
        failures[..failures.len().min(30)].join("\n")
    );
}
