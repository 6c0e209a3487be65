//! Target `join`: [`Url::join`], whose fast path for references copies its
//! base's href, against the full pipeline, which parses the same reference
//! against the base's href as a string (`Url::parse(input, Some(href))`
//! never takes the reference fast path).
//!
//! The fuzz target, the property test (`tests/join.rs`) and the WPT test
//! all run [`check_join`] on each (base, reference) pair.

use specurl::{ParseError, Url};

use crate::targets::{text, BASES};

/// Web bases of every shape the reference fast path reads: a query, a
/// fragment, a userinfo, a port, an empty last segment, an IPv6 host.
pub const WEB_BASES: &[&str] = &[
    "http://example.org/a/b/c?q#f",
    "https://u:p@h:8080/a/",
    "ws://h/",
    "wss://[::1]/x//y",
    "http://h/a?q",
    "ftp://h/x/y#f",
];

/// File bases of every shape the reference fast path reads or leaves to
/// the pipeline: a drive letter followed by `/` (which `..` never pops), a
/// drive at the end of the path or written `|`, a first segment that only
/// starts like a drive, a host, a drive under a host, a query and a
/// fragment.
pub const FILE_BASES: &[&str] = &[
    "file:///C:/",
    "file:///C:/a/b?q#f",
    "file:///C:",
    "file:///C|/a/",
    "file:///c:x/y",
    "file:///a/b/c?q#f",
    "file:///",
    "file://h/share/dir/",
    "file://h/D:/x/y",
];

/// Everything the getters show of a `Url`, or an error's kind and span.
pub fn view(url: &Result<Url, ParseError>) -> String {
    match url {
        Ok(u) => format!(
            "{:?}",
            (
                u.href(),
                [u.protocol(), u.scheme(), u.username(), u.password()],
                [u.host(), u.hostname(), u.port(), u.pathname()],
                [u.search(), u.hash(), &u.origin()],
                (u.query(), u.fragment(), u.port_number(), u.mode()),
            )
        ),
        Err(e) => format!("{:?}", (e.kind(), e.span())),
    }
}

/// `base.join(input)` is `Url::parse(input, Some(base.href()))`: the same
/// href, every getter, or the same error kind and span; and so are
/// `can_join`, `join_with_validation` (with the same validation errors)
/// and `ParseOptions::base_url`. Returns the join.
pub fn check_join(base: &Url, input: &str) -> Result<Url, ParseError> {
    let joined = base.join(input);
    let parsed = Url::parse(input, Some(base.href()));
    assert_eq!(
        view(&joined),
        view(&parsed),
        "{input:?} joined onto {:?}",
        base.href()
    );
    // The other readers of a parsed base answer as their string forms do.
    assert_eq!(
        base.can_join(input),
        joined.is_ok(),
        "can_join({input:?}) onto {:?}",
        base.href()
    );
    let options = Url::options().base_url(Some(base)).parse(input);
    assert_eq!(view(&options), view(&joined), "options with {input:?}");
    let validated = base.join_with_validation(input);
    let by_string = Url::parse_with_validation(input, Some(base.href()));
    assert_eq!(
        validated.whatwg_errors(),
        by_string.whatwg_errors(),
        "{input:?}"
    );
    assert_eq!(view(&validated.url), view(&joined), "{input:?}");
    if let Ok(url) = &joined {
        // The join is a `Url` like any other: its href is its own parse.
        assert_eq!(
            Url::parse(url.href(), None).as_ref().map(Url::href),
            Ok(url.href())
        );
    }
    joined
}

/// Target `join`: the text is split at its first line feed into a base and
/// a reference (without one, the text is the reference against each of
/// [`BASES`], [`WEB_BASES`] and [`FILE_BASES`]); each pair goes through
/// [`check_join`], and so does the text against the URL its pair made.
pub fn join(data: &[u8]) {
    let text = text(data);
    let pairs: Vec<(&str, &str)> = match text.split_once('\n') {
        Some((base, input)) => vec![(base, input)],
        None => BASES
            .iter()
            .chain(WEB_BASES)
            .chain(FILE_BASES)
            .map(|base| (*base, &*text))
            .collect(),
    };
    for (base, input) in pairs {
        let Ok(base) = Url::parse(base, None) else {
            continue;
        };
        if let Ok(url) = check_join(&base, input) {
            let _ = check_join(&url, input);
        }
    }
}
