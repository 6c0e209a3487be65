//! The fuzz targets' bodies, one function per target of `fuzz/`.
//!
//! Each takes the raw bytes libFuzzer hands over and panics on a finding, so
//! that `fuzz/fuzz_targets/*.rs` are one-line wrappers and stable
//! `cargo test` runs the same code over corpora and proptest input.
//! The bytes are read as UTF-8 with invalid sequences replaced by U+FFFD, so
//! that no input is wasted: the parsers take `&str`.

use std::borrow::Cow;

use specurl::grammar::{self, Mode, Rule, Span};
use specurl::{Component, ParseError, ParseErrorKind, Source, Url, UrlRef};

use crate::{laws, oracle};

/// The bases every input is also parsed against: one of each kind (web with
/// every component, file with and without host and drive, non-special with
/// a path, with an opaque path, and one that is not a URL at all).
pub const BASES: &[&str] = &[
    "http://example.org/foo/bar",
    "https://user:pass@example.com:8080/a/b/c?q=1#frag",
    "file:///C:/dir/file",
    "file://host/share/dir/",
    "sc://host/a/b?q",
    "sc:opaque?q#f",
    "about:blank",
    "not a base",
];

/// The modes the grammar is run in.
pub const MODES: [Mode; 3] = [Mode::Generic, Mode::File, Mode::Web];

/// The fuzz input as text.
pub fn text(data: &[u8]) -> Cow<'_, str> {
    String::from_utf8_lossy(data)
}

/// Target `parse`: [`Url::parse`] never panics, with no base, with each of
/// [`BASES`], and (when the text has a line feed) with the text before the
/// first line feed as base for the text after it.
///
/// On success every getter runs (they slice the serialization at recorded
/// positions, so a wrong position panics) and the `href` parses again to
/// itself: the standard keeps serializing and parsing idempotent (it writes
/// `/.` before a path that starts with `//` for that reason). On failure the
/// error's span must lie on character boundaries of the input.
pub fn parse(data: &[u8]) {
    let text = text(data);
    check_parse(&text, None);
    for base in BASES {
        check_parse(&text, Some(base));
    }
    if let Some((base, input)) = text.split_once('\n') {
        check_parse(input, Some(base));
    }
}

/// The encoding override changes nothing but the query: parsed with a
/// legacy encoding, `input` gives the same URL as `url` (its UTF-8 parse)
/// up to the query, and the query only for a URL whose query stays UTF-8
/// (not special, or `ws:`/`wss:`). Without the feature `encoding` only
/// UTF-8's labels are known, and there is nothing to check.
fn check_encoding_override(input: &str, base: Option<&str>, url: &Url) {
    use specurl::Encoding;
    let Some(legacy) = Encoding::for_label("windows-1252") else {
        return;
    };
    let other = Url::options()
        .base(base)
        .encoding(legacy)
        .parse(input)
        .unwrap_or_else(|e| panic!("{input:?} against {base:?}: fails with windows-1252: {e}"));
    let before_query = |u: &Url| {
        let end = u.href().len() - u.search().len() - u.hash().len();
        (u.href()[..end].to_owned(), u.hash().to_owned())
    };
    assert_eq!(
        before_query(&other),
        before_query(url),
        "{input:?} against {base:?}: windows-1252 changed more than the query"
    );
    if !matches!(url.scheme(), "http" | "https" | "ftp" | "file") {
        assert_eq!(other.href(), url.href(), "{input:?} against {base:?}");
    }
}

/// The readers that borrow the input (`Url::parse_borrowed`,
/// `Url::parse_component` for the hostname, `Url::parse_domain`) give what
/// `Url::parse` gives, `parsed`: the same href, hostname and domain, or an
/// error of the same kind.
fn check_borrowing_readers(input: &str, base: Option<&str>, parsed: &Result<Url, ParseError>) {
    let borrowed = Url::parse_borrowed(input, base);
    let hostname = Url::parse_component(input, base, Component::Hostname);
    let domain = Url::parse_domain(input, base);
    match parsed {
        Ok(url) => {
            let at = || format!("{input:?} against {base:?}");
            assert_eq!(
                borrowed.as_ref().map(|u| u.href()).ok(),
                Some(url.href()),
                "{}",
                at()
            );
            assert_eq!(hostname.as_deref().ok(), Some(url.hostname()), "{}", at());
            assert_eq!(
                domain.as_ref().ok().map(|d| d.as_deref()),
                Some(url.domain()),
                "{}",
                at()
            );
        }
        Err(e) => {
            let kinds = [borrowed.err(), hostname.err(), domain.err()].map(|r| r.map(|e| e.kind()));
            assert_eq!(kinds, [Some(e.kind()); 3], "{input:?} against {base:?}");
        }
    }
}

/// The laws of a URL's site (the URL Standard's "Host miscellaneous"):
/// only a domain has a public suffix; the public suffix and the registrable
/// domain are suffixes of the domain that start a label; the registrable
/// domain is the public suffix and the one label before it, and exists
/// exactly when the public suffix does and is not the whole domain.
fn check_site(input: &str, url: &Url) {
    let (suffix, registrable) = (url.public_suffix(), url.registrable_domain());
    let Some(domain) = url.domain() else {
        assert_eq!(
            (suffix, registrable),
            (None, None),
            "{input:?}: a site without a domain"
        );
        return;
    };
    let starts_a_label = |part: &str| {
        domain.ends_with(part)
            && (part.len() == domain.len() || domain[..domain.len() - part.len()].ends_with('.'))
    };
    if let Some(suffix) = suffix {
        assert!(
            starts_a_label(suffix),
            "{input:?}: the public suffix {suffix:?} of {domain:?}"
        );
    }
    assert_eq!(
        registrable.is_some(),
        suffix.is_some_and(|s| s != domain),
        "{input:?}: the registrable domain {registrable:?} of {domain:?}, suffix {suffix:?}"
    );
    if let (Some(registrable), Some(suffix)) = (registrable, suffix) {
        assert!(
            starts_a_label(registrable),
            "{input:?}: {registrable:?} of {domain:?}"
        );
        let label = registrable
            .strip_suffix(suffix)
            .and_then(|r| r.strip_suffix('.'));
        assert!(
            label.is_some_and(|l| !l.is_empty() && !l.contains('.')),
            "{input:?}: {registrable:?} is not one label before {suffix:?}"
        );
    }
}

/// One `parse` check of `input` against `base`.
pub fn check_parse(input: &str, base: Option<&str>) {
    let parsed = Url::parse(input, base);
    check_borrowing_readers(input, base, &parsed);
    match parsed {
        Ok(url) => {
            let getters = [
                url.href(),
                url.protocol(),
                url.username(),
                url.password(),
                url.host(),
                url.hostname(),
                url.port(),
                url.pathname(),
                url.search(),
                url.hash(),
            ];
            assert!(
                url.href().starts_with(url.protocol()),
                "{input:?} against {base:?}: protocol {getters:?}"
            );
            let _ = url.origin();
            check_site(input, &url);
            check_encoding_override(input, base, &url);
            match Url::parse(url.href(), None) {
                Ok(again) => assert_eq!(
                    again.href(),
                    url.href(),
                    "{input:?} against {base:?}: the href does not parse to itself"
                ),
                Err(e) => panic!(
                    "{input:?} against {base:?}: the href {:?} does not parse: {e}",
                    url.href()
                ),
            }
        }
        Err(e) => {
            // A base's error has no span of its own: its cause is placed in
            // the base.
            if e.kind() != ParseErrorKind::InvalidBase {
                if let Some(span) = e.span() {
                    assert!(
                        input.get(span.range()).is_some(),
                        "{input:?} against {base:?}: error span {:?} is not in the input",
                        span.range()
                    );
                }
            }
        }
    }
}

/// Target `parse_against_whatwg_url`: [`Url::parse`] gives whatwg-url's
/// getters, or fails where it fails, for every request of
/// [`whatwg_url_cases`]. whatwg-url runs as a co-process
/// ([`oracle::session`]), so every fuzz input is checked as it comes; a
/// disagreement is a finding, whatever its cause: there is no list of
/// known differences.
pub fn parse_against_whatwg_url(data: &[u8]) {
    let text = text(data);
    let cases = whatwg_url_cases(&text);
    let requests: Vec<_> = cases
        .iter()
        .map(|&(input, base)| oracle::parse_request(input, base))
        .collect();
    let answers = oracle::session::ask_all(&requests);
    for (&(input, base), theirs) in cases.iter().zip(&answers) {
        let ours = oracle::parse_answer(input, base);
        assert!(
            ours == *theirs,
            "specurl and whatwg-url disagree on {input:?} against {base:?}:\n  specurl    {ours}\n  whatwg-url {theirs}"
        );
    }
}

/// The (input, base) pairs the `parse_against_whatwg_url` target checks
/// for one fuzz input: the text with no base and against each of
/// [`BASES`], and, when it has a line feed, the text after the first line
/// feed against the text before it (so that fuzzing varies the base too).
///
/// ```
/// let cases = specurl_check::targets::whatwg_url_cases("http://h/\n../x");
/// assert!(cases.contains(&("../x", Some("http://h/"))));
/// ```
pub fn whatwg_url_cases(text: &str) -> Vec<(&str, Option<&str>)> {
    let mut cases = vec![(text, None)];
    cases.extend(BASES.iter().map(|&b| (text, Some(b))));
    if let Some((base, input)) = text.split_once('\n') {
        cases.push((input, Some(base)));
    }
    cases
}

/// Target `grammar`: every [`Rule`] in every mode, through
/// [`grammar::run`], never panics on the text; on a match its tokens lie in
/// the part it consumed and the rest is what follows, on an error its span
/// lies in the text. [`grammar::tokenize`] of the text, preprocessed, never
/// panics either, and `url` tokenizes losslessly ([`laws::lossless`]) in
/// every mode, on the text as given and preprocessed.
pub fn grammar(data: &[u8]) {
    let text = text(data);
    for &rule in Rule::ALL {
        for mode in MODES {
            check_rule(rule, mode, &text);
        }
    }
    let source = Source::new(&text);
    for mode in MODES {
        let _ = grammar::tokenize(&source, mode);
        // Lossless on the text as given and as preprocessed (what
        // `tokenize` parses).
        for input in [&*text, source.text()] {
            if let Err(e) = laws::lossless(mode, input) {
                panic!("{e}");
            }
        }
    }
}

/// Target `urlref`: the model's pipeline, [`UrlRef::parse`] → `rebase` →
/// `normalise` → print, never panics and keeps its laws.
///
/// The text is split at its first two line feeds: the last piece is the
/// reference, the pieces before it are bases besides [`BASES`]. The
/// reference is parsed with each base's mode as fallback (as resolution
/// does) and rebased onto the base; then [`laws::rebase`] (the rebase
/// properties, the first piece of three as `u3`), [`laws::normal_form`] for
/// the reference and the rebased URL (`normalise` is idempotent and its
/// print parses back to it), and, in every mode, [`laws::strictly_valid`]
/// (a strictly valid input parses and prints back as it was; in normal
/// form, its normal form prints back as it was).
pub fn urlref(data: &[u8]) {
    let text = text(data);
    let pieces: Vec<&str> = text.splitn(3, '\n').collect();
    let (&input, bases) = pieces.split_last().expect("splitn yields a piece");
    let third = match pieces.as_slice() {
        [u3, _, _] => UrlRef::parse(u3).ok(),
        _ => None,
    };
    for mode in MODES {
        if let Err(e) = laws::strictly_valid(input, mode) {
            panic!("{e}");
        }
    }
    for base in BASES.iter().chain(bases) {
        let Ok(base) = UrlRef::parse(base) else {
            continue;
        };
        let mode = base.mode(Mode::Generic);
        let Ok(reference) = UrlRef::parse_with_mode(input, mode) else {
            continue;
        };
        let rebased = reference.rebase(&base);
        let u3 = third.as_ref().unwrap_or(&reference);
        let verdicts = [
            laws::rebase(&base, &reference, u3),
            laws::normal_form(&reference, mode),
            laws::normal_form(&rebased, mode),
        ];
        for verdict in verdicts {
            if let Err(e) = verdict {
                panic!("{input:?} against {base:?}: {e}");
            }
        }
    }
}

/// One `grammar` check: `rule` in `mode` on `text`.
pub fn check_rule(rule: Rule, mode: Mode, text: &str) {
    let parsed = match grammar::run(rule, mode, Span::new(text)) {
        Ok(parsed) => parsed,
        Err(e) => {
            let start = e.span.location_offset();
            let end = start + e.span.fragment().len();
            assert_eq!(
                text.get(start..end),
                Some(*e.span.fragment()),
                "{rule} ({mode:?}) on {text:?}: the error's span is not in the input"
            );
            return;
        }
    };
    let consumed = parsed.rest.location_offset();
    assert_eq!(
        &text[consumed..],
        *parsed.rest.fragment(),
        "{rule} ({mode:?}) on {text:?}: the rest is not the input's tail"
    );
    for (_, token) in &parsed.tokens {
        let start = token.span().location_offset();
        let end = start + token.span().fragment().len();
        assert!(
            end <= consumed && text.get(start..end) == Some(*token.span().fragment()),
            "{rule} ({mode:?}) on {text:?}: token {token:?} is not in the consumed {consumed} bytes"
        );
    }
}

/// Target `validate`: [`specurl::validate::validate()`] never panics, in every mode and
/// both strictnesses; every diagnostic spans characters of the input as
/// given; strict finds what lenient finds (only severities rise); for an
/// input with a scheme, lenient validity is exactly `Url::parse` succeeding
/// without a base; and strict validity keeps its promises
/// ([`laws::strictly_valid`]: the input parses and prints back as it was).
pub fn validate(data: &[u8]) {
    use specurl::validate::{validate, Strictness};
    let text = text(data);
    let has_scheme = grammar::scheme(Mode::Generic, Source::new(&text).span())
        .is_ok_and(|(rest, _)| rest.fragment().starts_with(':'));
    for mode in MODES {
        let lenient = validate(&text, mode, Strictness::Lenient);
        let strict = validate(&text, mode, Strictness::Strict);
        for d in lenient.diagnostics().iter().chain(strict.diagnostics()) {
            let r = d.span.range();
            assert!(
                r.start <= r.end && text.get(r.clone()).is_some(),
                "{text:?} ({mode:?}): diagnostic {d:?} is not a span of the input"
            );
        }
        let kinds = |v: &specurl::validate::Validation| -> Vec<_> {
            v.diagnostics().iter().map(|d| (d.kind, d.span)).collect()
        };
        assert_eq!(
            kinds(&lenient),
            kinds(&strict),
            "{text:?} ({mode:?}): strict and lenient find different things"
        );
        if has_scheme {
            assert_eq!(
                lenient.is_valid(),
                Url::parse(&text, None).is_ok(),
                "{text:?}: lenient validity disagrees with Url::parse"
            );
        }
        if let Err(e) = laws::strictly_valid(&text, mode) {
            panic!("{e}");
        }
    }
}

/// The URLs whose queries the `search_params` target replaces: special,
/// file, non-special with a host, and with an opaque path (whose encoded
/// trailing space must survive the query going), with and without a
/// fragment.
pub const SEARCH_PARAMS_URLS: &[&str] = &[
    "http://h/p?x#f",
    "file:///C:/x",
    "sc://h/p",
    "sc:a ?q",
    "sc:a #f",
    "blob:x",
];

/// Target `search_params`: [`SearchParams`](specurl::SearchParams) never
/// panics, and its serialization parses back to the same list and is a
/// fixed point; each pair is found by `get`, `has` and, once `set`, alone
/// under its name; `sort` is stable. The text as the query of each of
/// [`SEARCH_PARAMS_URLS`], and (when it has a line feed) the text after the
/// first line feed as the list of the URL before it: written back with
/// `Url::set_search_params`, the list reads back the same and the other
/// components stay.
pub fn search_params(data: &[u8]) {
    use specurl::SearchParams;
    let text = text(data);
    let p = SearchParams::parse(&text);
    let serialized = p.to_string();
    let again = SearchParams::parse(&serialized);
    assert_eq!(again, p, "{text:?} through {serialized:?}");
    assert_eq!(again.to_string(), serialized, "{text:?}");
    check_operations(&p);
    for url in SEARCH_PARAMS_URLS {
        if let Ok(url) = Url::parse(&format!("{url}?{text}"), None) {
            check_write_back(&url, &url.search_params());
        }
        if let Ok(url) = Url::parse(url, None) {
            check_write_back(&url, &p);
        }
    }
    if let Some((url, query)) = text.split_once('\n') {
        if let Ok(url) = Url::parse(url, None) {
            check_write_back(&url, &SearchParams::parse(query));
        }
    }
}

/// The operations on `p` against what the list says.
fn check_operations(p: &specurl::SearchParams) {
    let mut sorted = p.clone();
    sorted.sort();
    assert_eq!(sorted.len(), p.len());
    let names: Vec<Vec<u16>> = sorted
        .iter()
        .map(|(n, _)| n.encode_utf16().collect())
        .collect();
    assert!(
        names.windows(2).all(|w| w[0] <= w[1]),
        "{p:?} sorted {sorted:?}"
    );
    // Stable: each name's values keep their order.
    for (name, _) in p.iter().take(8) {
        assert_eq!(sorted.get_all(name), p.get_all(name), "{p:?}");
        let value = p.get(name).expect("a listed name");
        assert!(p.has(name, Some(value)) && p.has(name, None));
        let mut q = p.clone();
        q.set(name, "x");
        assert_eq!(q.get_all(name), ["x"]);
        q.delete(name, Some("x"));
        assert!(!q.has(name, None));
        assert_eq!(q.len(), p.len() - p.get_all(name).len());
    }
}

/// `params` written to `url` read back as `params`; an empty list leaves no
/// query; everything but the query is as it was; the href parses to itself.
fn check_write_back(url: &Url, params: &specurl::SearchParams) {
    let mut written = url.clone();
    written.set_search_params(params);
    assert_eq!(&written.search_params(), params, "{url} with {params:?}");
    assert_eq!(written.query().is_none(), params.is_empty(), "{written}");
    let others = |u: &Url| {
        [
            u.protocol().to_owned(),
            u.username().to_owned(),
            u.password().to_owned(),
            u.host().to_owned(),
            u.pathname().to_owned(),
            u.hash().to_owned(),
        ]
    };
    assert_eq!(
        others(&written),
        others(url),
        "{url} with {params:?}: {written}"
    );
    match Url::parse(written.href(), None) {
        Ok(reparsed) => assert_eq!(reparsed.href(), written.href()),
        Err(e) => panic!("{written} does not parse: {e}"),
    }
}

/// Target `setters`: the setters of [`Url`] never panic, and keep their
/// laws. The first line of the text is the URL to start from (one of
/// [`BASES`] when it does not parse); each further line is one setter call,
/// its first character choosing the setter of
/// [`specurl::Component::ALL`] (the digit `0` the first, `1` the second,
/// and so on; any other character by its code point), the rest the value.
///
/// After each call:
/// - every getter works, and an error's span lies on character boundaries
///   of the value;
/// - a setter that applied nothing (an error that is not
///   [`specurl::SetError::applied`]) left the URL as it was;
/// - the href parses to the same URL, unless the call changed a special
///   scheme to `file` (the standard's protocol setter keeps a host
///   `localhost` and a path segment `C|` that parsing would normalise), or
///   the URL before the call was such a one;
/// - setting a component to what its getter shows changes nothing (where
///   the getter tells the component apart: not for an empty search, hash
///   or host, which the getters show for an absent one too).
pub fn setters(data: &[u8]) {
    use specurl::Component;
    let text = text(data);
    let mut lines = text.split('\n');
    let first = lines.next().unwrap_or_default();
    let start = Url::parse(first, None)
        .ok()
        .or_else(|| Url::parse(BASES[first.len() % 6], None).ok());
    let Some(mut url) = start else {
        return;
    };
    for line in lines {
        let mut chars = line.chars();
        let Some(c) = chars.next() else {
            continue;
        };
        let component =
            Component::ALL[(c as usize).wrapping_sub('0' as usize) % Component::ALL.len()];
        let setter = component.name();
        let value = chars.as_str();
        let before = url.clone();
        let ignored = set_checked(&mut url, component, value);
        if ignored == Some(false) {
            assert_eq!(
                url, before,
                "{setter} {value:?} on {before}: ignored, but changed"
            );
        }
        // The standard's protocol setter keeps a host `localhost` and a
        // drive `C|` that parsing would normalise, and the other setters
        // keep them after it: such a URL does not parse to itself.
        let to_file = setter == "protocol" && url.scheme() == "file" && before.scheme() != "file";
        let was_normal = Url::parse(before.href(), None).is_ok_and(|b| b == before);
        if was_normal && !to_file {
            let again = Url::parse(url.href(), None)
                .unwrap_or_else(|e| panic!("{setter} {value:?} on {before}: {url} fails: {e}"));
            assert_eq!(
                crate::oracle::getters(&again),
                crate::oracle::getters(&url),
                "{setter} {value:?} on {before}: the href does not parse to the URL"
            );
            getter_round_trip(&url);
        }
    }
}

/// Runs one setter, checks its error's span, and says whether it ignored
/// anything: `None` it used the whole value, `Some(applied)` otherwise.
fn set_checked(url: &mut Url, setter: specurl::Component, value: &str) -> Option<bool> {
    let result = url.set(setter, value);
    let _ = (
        url.origin(),
        url.pathname(),
        url.search(),
        url.hash(),
        url.host(),
    );
    let e = result.err()?;
    let r = e.span().range();
    assert!(
        r.start <= r.end && value.get(r.clone()).is_some(),
        "{setter} {value:?}: span {r:?} is not in the value"
    );
    Some(e.applied())
}

/// Each setter, given what its getter shows, changes nothing.
fn getter_round_trip(url: &Url) {
    use specurl::Component;
    for setter in &Component::ALL[1..] {
        let value = match setter {
            Component::Protocol => url.protocol(),
            Component::Username => url.username(),
            Component::Password => url.password(),
            Component::Host => url.host(),
            Component::Hostname => url.hostname(),
            Component::Port => url.port(),
            Component::Pathname => url.pathname(),
            Component::Search => url.search(),
            _ => url.hash(),
        };
        // An empty search, hash or host is shown for an absent one too.
        let shows_absent = matches!(
            setter,
            Component::Search | Component::Hash | Component::Host | Component::Hostname
        );
        if value.is_empty() && shows_absent {
            continue;
        }
        let mut again = url.clone();
        set_checked(&mut again, *setter, value);
        assert_eq!(&again, url, "{setter} {value:?} on {url}: changed it");
    }
}

/// Target `relative_to`: the law of [`Url::relative_to`] and
/// [`UrlRef::relative_to`]. The text is split at its first line feed into
/// a URL and a base (without one, the URL is taken against each of
/// [`BASES`]); the URL is also resolved against the base first, so that
/// the pair is near. For every pair of URLs that parse, the reference
/// parsed against the base gives the URL back and is no longer than its
/// href; for the same pair as references of the model (the URL with a
/// scheme), the reference rebased and normalised is the URL normalised.
pub fn relative_to(data: &[u8]) {
    let text = text(data);
    let (input, bases): (&str, Vec<&str>) = match text.split_once('\n') {
        Some((input, base)) => (input, vec![base]),
        None => (&text, BASES.to_vec()),
    };
    for base in bases {
        let base_url = Url::parse(base, None).ok();
        let targets = [
            Url::parse(input, None).ok(),
            Url::parse(input, Some(base)).ok(),
        ];
        if let Some(base) = &base_url {
            for target in targets.iter().flatten() {
                check_relative_to(target, base);
            }
        }
        let (Ok(base), Ok(target)) = (UrlRef::parse(base), UrlRef::parse(input)) else {
            continue;
        };
        // Any pair gives an answer; with a scheme, it resolves back.
        let r = target.relative_to(&base);
        if target.scheme().is_some() {
            assert_eq!(
                r.rebase(&base).normalise(),
                target.normalise(),
                "{input:?} from {base}: {r}"
            );
        }
    }
}

/// The `Url` law of `relative_to` for one pair.
pub fn check_relative_to(target: &Url, base: &Url) {
    let r = target.relative_to(base).to_string();
    let back = Url::parse(&r, Some(base.href())).map(|u| u.href().to_owned());
    assert_eq!(
        back.as_deref(),
        Ok(target.href()),
        "{} from {}: {r:?}",
        target.href(),
        base.href()
    );
    assert!(
        r.len() <= target.href().len(),
        "{r:?} is longer than the href"
    );
}

/// Target `whatwg`: the laws of the URL Standard's profile that hold
/// without the oracle (a fuzzer cannot call node per input; replay a
/// corpus through whatwg-url with [`crate::validity::replay`]). Without a
/// base and against each of [`BASES`] that parses:
///
/// - `is_valid` is `validate(..).is_valid()` at every strictness, in every
///   mode;
/// - a valid URL string parses (`Strictness::Whatwg` valid implies
///   `Url::parse` succeeds), and lenient validity is parse success;
/// - every strictness finds the same diagnostics (only severities differ),
///   each a span of the input;
/// - `Url::parse_with_validation` is `Url::parse` and the lenient
///   validation together, and each of its parser's validation errors is a
///   span of the input.
pub fn whatwg(data: &[u8]) {
    use specurl::validate::Strictness;
    use specurl::validate_with_base;
    let text = text(data);
    let strictnesses = [Strictness::Lenient, Strictness::Strict, Strictness::Whatwg];
    for mode in MODES {
        for s in strictnesses {
            assert_eq!(
                specurl::validate::is_valid(&text, mode, s),
                specurl::validate::validate(&text, mode, s).is_valid(),
                "{text:?} ({mode:?}, {s}): is_valid differs from validate"
            );
        }
    }
    let bases = std::iter::once(None).chain(BASES.iter().map(|b| Some(*b)));
    for base in bases {
        let Ok(base_url) = base.map(|b| Url::parse(b, None)).transpose() else {
            continue;
        };
        let parsed = Url::parse(&text, base);
        let found: Vec<_> = strictnesses
            .map(|s| validate_with_base(&text, base_url.as_ref().map(|b| b as _), s))
            .into();
        for v in &found {
            for d in v.diagnostics() {
                assert!(
                    text.get(d.span.range()).is_some(),
                    "{text:?} against {base:?}: {d:?} is not a span of the input"
                );
            }
        }
        // Strictness decides what a finding weighs, not what is found: the
        // strict profile finds what the lenient one does. The standard's
        // profile adds the errors of the standard's parser that no finding
        // is, so each lenient finding lies within one of its own kind there.
        let what = |v: &specurl::validate::Validation| -> Vec<_> {
            v.diagnostics().iter().map(|d| (d.kind, d.span)).collect()
        };
        assert_eq!(
            what(&found[1]),
            what(&found[0]),
            "{text:?} against {base:?}"
        );
        for d in found[0].diagnostics() {
            let r = d.span.range();
            assert!(
                found[2].diagnostics().iter().any(|w| {
                    let o = w.span.range();
                    w.kind == d.kind && o.start <= r.start && r.end <= o.end
                }),
                "{text:?} against {base:?}: {d:?} is not among the standard profile's findings"
            );
        }
        assert_eq!(
            found[0].is_valid(),
            parsed.is_ok(),
            "{text:?} against {base:?}: lenient validity is not parse success"
        );
        assert!(
            !found[2].is_valid() || parsed.is_ok(),
            "{text:?} against {base:?}: a valid URL string that does not parse"
        );
        let both = Url::parse_with_validation(&text, base);
        assert_eq!(both.validation(), found[0], "{text:?} against {base:?}");
        match (&both.url, &parsed) {
            (Ok(a), Ok(b)) => assert_eq!(a.href(), b.href(), "{text:?} against {base:?}"),
            (Err(a), Err(b)) => assert_eq!(a.kind(), b.kind(), "{text:?} against {base:?}"),
            _ => panic!("{text:?} against {base:?}: parse_with_validation differs from parse"),
        }
        let errors = both.whatwg_errors();
        for e in &errors {
            assert!(
                text.get(e.span.range()).is_some(),
                "{text:?} against {base:?}: {e} is not a span of the input"
            );
        }
        let ranges: Vec<_> = errors.iter().map(|e| (e.name, e.span.range())).collect();
        assert!(
            both.whatwg_error_ranges().eq(ranges),
            "{text:?} against {base:?}: the ranges are not the errors' spans"
        );
        if base.is_none() {
            // A base that does not parse leaves the input's own errors;
            // the URL then fails, and the walk has no parsed host to
            // reuse.
            let unbased = Url::parse_with_validation(&text, Some("not a base"));
            assert!(
                unbased.whatwg_error_ranges().eq(both.whatwg_error_ranges()),
                "{text:?}: the errors depend on whether the URL was made"
            );
        }
    }
}
