//! Property laws over generated URL-strings ([`specurl_check::gen`]): a
//! generator per grammar rule, in every mode, strict and lenient.
//!
//! - every generator produces strings of its rule (the grammar consumes
//!   them whole), and strict ones are strictly valid;
//! - tokenization is lossless, on generated strings and on every WPT
//!   input that must parse;
//! - strict validity: the input parses (`Url::parse` too when it has a
//!   scheme) and prints back as it was ([`laws::strictly_valid`]);
//! - `normalise` is idempotent and its print parses back to it;
//! - the rebase properties of the specification;
//! - `Url::parse` never panics on arbitrary Unicode against a WPT base.

use std::sync::OnceLock;

use proptest::prelude::*;
use proptest::sample::{select, Index};
use proptest::strategy::{BoxedStrategy, ValueTree};
use specurl::grammar::{run, Mode, Rule, Span};
use specurl::validate::{validate, Strictness};
use specurl::{Source, UrlRef};
use specurl_check::gen::{self, Flavour, FLAVOURS};
use specurl_check::{data, laws, seed, targets};

fn mode() -> impl Strategy<Value = Mode> {
    select(Mode::ALL.to_vec())
}

fn flavour() -> impl Strategy<Value = Flavour> {
    select(FLAVOURS.to_vec())
}

/// A URL-string of a random mode and flavour, with its mode.
fn any_url() -> impl Strategy<Value = (Mode, Flavour, String)> {
    (mode(), flavour()).prop_flat_map(|(m, f)| gen::url(m, f).prop_map(move |s| (m, f, s)))
}

/// The generator of each rule in `mode` and `flavour`, with the rule that
/// must consume its strings whole.
fn rule_generators(mode: Mode, flavour: Flavour) -> Vec<(Rule, BoxedStrategy<String>)> {
    vec![
        (Rule::Scheme, gen::scheme(mode)),
        (Rule::Username, gen::username(flavour)),
        (Rule::Password, gen::password(flavour)),
        (Rule::Userinfo, gen::userinfo(flavour)),
        (Rule::Host, gen::host(mode, flavour)),
        (Rule::Ip4Address, gen::ip4(flavour)),
        (Rule::Port, gen::port(flavour)),
        (Rule::Authority, gen::authority(mode, flavour)),
        (Rule::Dir, gen::dir(flavour)),
        (Rule::File, gen::file(flavour)),
        (Rule::PathRel, gen::path_rel(mode, flavour)),
        (Rule::Drive, gen::drive()),
        (Rule::Query, gen::query(flavour)),
        (Rule::Fragment, gen::fragment(flavour)),
    ]
}

/// Every rule's generator, in every mode and flavour, produces strings that
/// its rule consumes whole; the IPv6 generator's strings are `[`
/// `ip6-address` `]`; a URL-string, preprocessed, is one `url` consumes
/// in the mode it selects.
#[test]
fn generators_produce_their_rule() {
    let mut runner = seed::runner();
    for mode in Mode::ALL {
        for flavour in FLAVOURS {
            for (rule, strategy) in rule_generators(mode, flavour) {
                for _ in 0..64 {
                    let s = strategy.new_tree(&mut runner).unwrap().current();
                    let rest = run(rule, mode, Span::new(&s)).map(|p| p.rest.fragment().len());
                    assert_eq!(rest, Ok(0), "{rule} ({mode}, {flavour:?}) on {s:?}");
                }
            }
            for _ in 0..64 {
                let s = gen::url(mode, flavour)
                    .new_tree(&mut runner)
                    .unwrap()
                    .current();
                let source = Source::new(&s);
                let m = Mode::sniff(source.text(), mode);
                let rest = run(Rule::Url, m, Span::new(source.text())).map(|p| p.rest.len());
                assert_eq!(rest, Ok(0), "url ({m}, {flavour:?}) on {s:?}");
            }
        }
        let s = gen::ip6().new_tree(&mut runner).unwrap().current();
        let inner = &s[1..s.len() - 1];
        let rest = run(Rule::Ip6Address, mode, Span::new(inner)).map(|p| p.rest.len());
        assert_eq!(rest, Ok(0), "ip6-address on {inner:?}");
    }
}

/// The laws below must not hold vacuously: most generated strings parse.
#[test]
fn generated_urls_mostly_parse() {
    let mut runner = seed::runner();
    let strategy = any_url();
    let total = 1000;
    let ok = (0..total)
        .filter(|_| {
            let (mode, _, s) = strategy.new_tree(&mut runner).unwrap().current();
            UrlRef::parse_with_mode(&s, mode).is_ok()
        })
        .count();
    assert!(ok * 10 >= total * 9, "only {ok} of {total} parse");
}

/// Every WPT input that must parse, preprocessed, tokenizes losslessly in
/// the mode it selects (its base's as fallback): `url` accepts it, and its
/// leaf tokens and sigils are the input.
#[test]
fn wpt_inputs_tokenize_losslessly() {
    let mut checked = 0;
    for case in data::wpt_cases().expect("the WPT data") {
        if case.failure {
            continue;
        }
        let fallback = case
            .base
            .as_deref()
            .and_then(|b| UrlRef::parse(b).ok())
            .map_or(Mode::Generic, |b| b.mode(Mode::Generic));
        let source = Source::new(&case.input);
        let mode = Mode::sniff(source.text(), fallback);
        assert_eq!(
            laws::lossless(mode, source.text()),
            Ok(true),
            "{:?} ({mode})",
            case.input
        );
        checked += 1;
    }
    assert!(checked > 500, "{checked} cases");
}

/// The WPT suite's distinct bases.
fn wpt_bases() -> &'static [String] {
    static BASES: OnceLock<Vec<String>> = OnceLock::new();
    BASES.get_or_init(|| {
        let mut bases: Vec<String> = data::wpt_cases()
            .expect("the WPT data")
            .into_iter()
            .filter_map(|c| c.base)
            .collect();
        bases.sort();
        bases.dedup();
        bases
    })
}

proptest! {
    #![proptest_config(seed::config(512))]

    /// Each mode's strict strings, read in that mode, are strictly valid
    /// (the validator and the table transcribed in `gen` agree), and keep
    /// what strict validity promises.
    #[test]
    fn strict_strings_are_strictly_valid((mode, s) in mode().prop_flat_map(|m| (Just(m), gen::url(m, Flavour::Strict)))) {
        let v = validate(&s, mode, Strictness::Strict);
        prop_assert!(v.is_valid(), "{s:?} ({mode}): {:?}", v.diagnostics());
        prop_assert_eq!(laws::strictly_valid(&s, mode), Ok(true));
    }

    /// Lenient strings and URL-like noise break no promise of strict
    /// validity either (most are not strictly valid: nothing is promised).
    #[test]
    fn strict_promises_hold_on_any_input(mode in mode(), (_, _, s) in any_url(), noise in gen::url_like()) {
        for input in [&s, &noise] {
            let promised = laws::strictly_valid(input, mode);
            prop_assert!(promised.is_ok(), "{}", promised.unwrap_err());
        }
    }

    /// Tokenization is lossless: leaf tokens and the sigils between them
    /// are the input, for generated URL-strings (which `url` accepts) and
    /// for noise (when `url` accepts it).
    #[test]
    fn tokenization_is_lossless((mode, _, s) in any_url(), noise in gen::url_like()) {
        let source = Source::new(&s);
        let m = Mode::sniff(source.text(), mode);
        prop_assert_eq!(laws::lossless(m, source.text()), Ok(true));
        for m in Mode::ALL {
            let verdict = laws::lossless(m, &noise);
            prop_assert!(verdict.is_ok(), "{}", verdict.unwrap_err());
        }
    }

    /// `normalise` is idempotent and the normal form prints as a string
    /// that parses back to it.
    #[test]
    fn normal_form_is_a_fixed_point((mode, _, s) in any_url()) {
        if let Ok(u) = UrlRef::parse_with_mode(&s, mode) {
            let verdict = laws::normal_form(&u, mode);
            prop_assert!(verdict.is_ok(), "{}", verdict.unwrap_err());
        }
    }

    /// The rebase properties, over three generated URLs or references, each
    /// of its own mode and flavour (the order of each is whatever its string
    /// starts with).
    #[test]
    fn rebase_properties(a in any_url(), b in any_url(), c in any_url()) {
        fn parse((mode, _, s): &(Mode, Flavour, String)) -> Option<UrlRef<'_>> {
            UrlRef::parse_with_mode(s, *mode).ok()
        }
        if let (Some(u1), Some(u2), Some(u3)) = (parse(&a), parse(&b), parse(&c)) {
            let verdict = laws::rebase(&u1, &u2, &u3);
            prop_assert!(verdict.is_ok(), "{}", verdict.unwrap_err());
        }
    }

    /// `Url::parse` never panics on arbitrary Unicode, against any base of
    /// the WPT suite; what it returns keeps the `parse` target's checks.
    #[test]
    fn url_parse_never_panics_against_wpt_bases(input in any::<String>(), noise in gen::url_like(), base in any::<Index>()) {
        let base = base.get(wpt_bases());
        targets::check_parse(&input, Some(base));
        targets::check_parse(&noise, Some(base));
    }
}
