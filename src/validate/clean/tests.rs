//! The shortcut never hides a diagnostic: whenever it says that the checks
//! of an input would report nothing, the checks, run anyway, report
//! nothing. And it fires on the URL lists, so that it cannot silently stop
//! being a shortcut.

use super::*;

use crate::validate::based;
use crate::validate::ctx::Ctx;
use crate::validate::sink::Sink;
use crate::validate::walk::check_url;
use crate::validate::Strictness;
use crate::{Source, Url};

use proptest::strategy::{Strategy, ValueTree};

#[test]
fn plain_domains() {
    let long_host = format!("{}com", "a-b.".repeat(30));
    for host in [
        "example.com",
        "a.b-c.d",
        "EXAMPLE.Org",
        "x1.y",
        "a--b.c",
        &long_host,
    ] {
        assert!(plain_domain(host), "{host}");
    }
    let long_label = "a".repeat(64);
    let long = ["a"; 128].join(".");
    for host in [
        "",
        "a.-",
        "a-",
        "-",
        ".",
        "a.b.",
        "a.b-",
        "a..b",
        "a.",
        ".a",
        "-a.b",
        "a-.b",
        "xn--a.b",
        "ab--c.d",
        "a.1",
        "a.0x1",
        "a_b",
        "a%41",
        "é.com",
        &long_label,
        &long,
    ] {
        assert!(!plain_domain(host), "{host}");
    }
}

/// Every way the walk is asked about a schemeless input without a base.
const WITHOUT_BASE: [(Mode, ValidationBase); 4] = [
    (Mode::Generic, ValidationBase::Reference),
    (Mode::Web, ValidationBase::Reference),
    (Mode::File, ValidationBase::Reference),
    (Mode::Generic, ValidationBase::NoBase),
];

const STRICTNESSES: [Strictness; 3] = [Strictness::Lenient, Strictness::Strict, Strictness::Whatwg];

/// Whether the shortcut fires on `input`; panics if it fires where the
/// checks report something.
fn fires(input: &str, fallback: Mode, against: ValidationBase, strictness: Strictness) -> bool {
    let source = Source::new(input);
    let mode = Mode::sniff(source.text(), fallback);
    let mut sink = Sink::new(&source, strictness);
    let mut cx = Ctx {
        mode,
        against,
        text: source.text(),
        process: None,
        sink: &mut sink,
    };
    let clean = Context {
        text: source.text(),
        against,
        real_host_processing: true,
    };
    let fired = crate::grammar::tokenize_then(source.span(), mode, |tokens| {
        let fired = reports_nothing(&clean, tokens);
        if fired {
            check_url(&mut cx, tokens, false);
        }
        fired
    })
    .unwrap_or(false);
    // The shortcut reads the same over the plain text, where `is_valid`
    // and `validate` run it.
    assert_eq!(
        is_clean(source.text(), fallback, against).is_some(),
        fired,
        "{input:?} ({fallback:?}, {against:?})"
    );
    let found = sink.finish();
    assert!(
        found.is_empty(),
        "{input:?} ({fallback:?}, {against:?}, {strictness}): {found:?}"
    );
    fired
}

/// [`fires`] in every mode and strictness without a base; returns how
/// often it fired.
fn fires_without_base(input: &str) -> usize {
    let mut n = 0;
    for (mode, against) in WITHOUT_BASE {
        for s in STRICTNESSES {
            n += usize::from(fires(input, mode, against, s));
        }
    }
    n
}

#[test]
fn never_hides_a_diagnostic_of_wpt() {
    let pairs = specurl_check::data::wpt_pairs().unwrap();
    let mut fired = 0;
    for (input, base) in &pairs {
        fired += fires_without_base(input);
        let base = base.as_deref().and_then(|b| Url::parse(b, None).ok());
        if let Some(base) = base {
            let (mode, against) = based(Some(base.href()));
            for s in STRICTNESSES {
                fired += usize::from(fires(input, mode, against, s));
            }
        }
    }
    // WPT is mostly unusual input, but not only.
    assert!(fired > 100, "{fired}");
}

#[test]
fn never_hides_a_diagnostic_of_the_url_lists() {
    // The share of each list (in the generic fallback, with no base) that
    // takes the shortcut, in percent: most of it, or the shortcut is none.
    for (name, at_least) in [("kasztp.txt", 95), ("node_files.txt", 95)] {
        let urls = specurl_check::data::url_list(name).unwrap();
        let mut fired = 0;
        for input in &urls {
            fires_without_base(input);
            fired += usize::from(fires(
                input,
                Mode::Generic,
                ValidationBase::Reference,
                Strictness::Strict,
            ));
        }
        let share = fired * 100 / urls.len();
        assert!(share >= at_least, "{name}: {share} %");
    }
}

#[test]
fn never_hides_a_diagnostic_of_generated_input() {
    use ::specurl::grammar::Mode as M;
    use specurl_check::gen::{url, url_like, FLAVOURS};
    let mut runner = specurl_check::seed::runner();
    let mut strategies = vec![url_like()];
    for mode in [M::Generic, M::Web, M::File] {
        for flavour in FLAVOURS {
            strategies.push(url(mode, flavour));
        }
    }
    let mut fired = 0;
    for strategy in &strategies {
        for _ in 0..400 {
            let input = strategy.new_tree(&mut runner).unwrap().current();
            fired += fires_without_base(&input);
        }
    }
    assert!(fired > 100, "{fired}");
}

/// What [`plain_domain`] promises of a host, which both the shortcut and
/// the walk's host check rely on: host processing keeps it a domain, and
/// strict domain-to-ASCII accepts it.
fn plain_domain_holds(host: &str) -> bool {
    if !plain_domain(host) {
        return false;
    }
    assert!(
        crate::validate::domain_is_strictly_valid(host),
        "{host:?} is not strictly valid"
    );
    assert!(
        matches!(
            crate::host::process(host),
            Ok(crate::model::Host::Domain(_))
        ),
        "{host:?} is not kept a domain"
    );
    true
}

#[test]
fn a_plain_domain_is_kept_by_host_processing_and_strictly_valid() {
    let mut inputs: Vec<String> = specurl_check::data::wpt_pairs()
        .unwrap()
        .into_iter()
        .map(|(input, _)| input)
        .collect();
    for name in ["kasztp.txt", "node_files.txt"] {
        inputs.extend(specurl_check::data::url_list(name).unwrap());
    }
    let mut plain = 0;
    for input in &inputs {
        let source = Source::new(input);
        let host = crate::grammar::tokenize_then(source.span(), Mode::Web, |t| {
            match t.authority().and_then(|a| a.host()) {
                Some(HostToken::Opaque(h)) => Some(h.fragment().to_string()),
                _ => None,
            }
        });
        if let Ok(Some(host)) = host {
            plain += usize::from(plain_domain_holds(&host));
        }
    }
    assert!(plain > 40_000, "{plain}");
    // Near the limits of length and of the number-like last label.
    let label = "a".repeat(63);
    let long = [label.as_str(); 4].join(".");
    for host in [
        &long[..253],
        "a.b1",
        "0a.b",
        "a-b.c--d",
        "x.xn",
        "localhost",
    ] {
        assert!(plain_domain_holds(host), "{host}");
    }
}
