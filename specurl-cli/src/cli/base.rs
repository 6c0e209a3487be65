//! A `--base`, parsed once for a whole batch: each input is joined onto
//! the parsed base rather than parsed against its string again.

use specurl::{ParseError, Url, ValidatedUrl};

/// The `--base` of a command, as given and as parsed.
pub(crate) struct Base {
    text: String,
    /// The base, or `None` when it does not parse: every input then goes
    /// the string's way, which reports the base's failure as it always has.
    url: Option<Url>,
}

impl Base {
    /// `text`, parsed once.
    pub(crate) fn new(text: String) -> Base {
        let url = Url::parse(&text, None).ok();
        Base { text, url }
    }

    /// The base as given.
    pub(crate) fn text(&self) -> &str {
        &self.text
    }
}

/// The base's text, if there is a base.
pub(crate) fn text(base: Option<&Base>) -> Option<&str> {
    base.map(Base::text)
}

/// `Url::parse(input, base)`, by `Url::join` when the base parsed.
pub(crate) fn parse(input: &str, base: Option<&Base>) -> Result<Url, ParseError> {
    match base.and_then(|b| b.url.as_ref()) {
        Some(url) => url.join(input),
        None => Url::parse(input, text(base)),
    }
}

/// `Url::parse_with_validation(input, base)`, by
/// `Url::join_with_validation` when the base parsed.
pub(crate) fn parse_with_validation<'a>(
    input: &'a str,
    base: Option<&'a Base>,
) -> ValidatedUrl<'a> {
    match base.and_then(|b| b.url.as_ref()) {
        Some(url) => url.join_with_validation(input),
        None => Url::parse_with_validation(input, text(base)),
    }
}
