//! The fuzz targets' bodies, one function per target of `fuzz/`.
//!
//! Each takes the raw bytes libFuzzer hands over and panics on a finding, so
//! that `fuzz/fuzz_targets/*.rs` are one-line wrappers and stable
//! `cargo test` runs the same code over corpora and proptest input.
//! The bytes are read as UTF-8 with invalid sequences replaced by U+FFFD, so
//! that no input is wasted: the parsers take `&str`.

use std::borrow::Cow;

use specurl::grammar::{self, Mode, Rule, Span};
use specurl::{ParseErrorKind, Source, Url, UrlRef};

use crate::differential::{self, Disagreement};
use crate::laws;

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

/// One `parse` check of `input` against `base`.
pub fn check_parse(input: &str, base: Option<&str>) {
    match Url::parse(input, base) {
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

/// Target `differential`: specurl and the `url` crate agree on the `href`, or
/// both fail, for the text with no base and with each of [`BASES`]; a
/// disagreement that is a [known difference](differential::KNOWN) of the
/// `url` crate is not a finding.
pub fn differential(data: &[u8]) {
    let text = text(data);
    for base in std::iter::once(None).chain(BASES.iter().copied().map(Some)) {
        if let Some(d) = unexplained(&text, base) {
            panic!(
                "specurl and the url crate disagree on {:?} against {:?}:\n  specurl: {:?}\n  url:     {:?}",
                d.input, d.base, d.specurl, d.url
            );
        }
    }
}

/// The disagreement of the two parsers on `input` against `base`, unless they
/// agree or it is a known difference.
pub fn unexplained(input: &str, base: Option<&str>) -> Option<Disagreement> {
    differential::compare(input, base).filter(|d| differential::classify(d).is_none())
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
        let start = token.span.location_offset();
        let end = start + token.span.fragment().len();
        assert!(
            end <= consumed && text.get(start..end) == Some(*token.span.fragment()),
            "{rule} ({mode:?}) on {text:?}: token {token:?} is not in the consumed {consumed} bytes"
        );
    }
}

/// Target `validate`: [`specurl::validate()`] never panics, in every mode and
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
///   validation together.
pub fn whatwg(data: &[u8]) {
    use specurl::validate::{validate_with_base, Strictness};
    let text = text(data);
    let strictnesses = [Strictness::Lenient, Strictness::Strict, Strictness::Whatwg];
    for mode in MODES {
        for s in strictnesses {
            assert_eq!(
                specurl::is_valid(&text, mode, s),
                specurl::validate(&text, mode, s).is_valid(),
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
            .map(|s| validate_with_base(&text, base_url.as_ref(), s))
            .into();
        for v in &found {
            for d in v.diagnostics() {
                assert!(
                    text.get(d.span.range()).is_some(),
                    "{text:?} against {base:?}: {d:?} is not a span of the input"
                );
            }
            let what = |v: &specurl::Validation| -> Vec<_> {
                v.diagnostics().iter().map(|d| (d.kind, d.span)).collect()
            };
            assert_eq!(what(v), what(&found[0]), "{text:?} against {base:?}");
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
        assert_eq!(both.validation, found[0], "{text:?} against {base:?}");
        match (&both.url, &parsed) {
            (Ok(a), Ok(b)) => assert_eq!(a.href(), b.href(), "{text:?} against {base:?}"),
            (Err(a), Err(b)) => assert_eq!(a.kind(), b.kind(), "{text:?} against {base:?}"),
            _ => panic!("{text:?} against {base:?}: parse_with_validation differs from parse"),
        }
    }
}
