//! `Url::can_parse`: whether [`Url::parse`] would succeed, without
//! normalising, percent-encoding or printing.

#[allow(unused_imports)]
use crate::prelude::*;

use super::Url;
use crate::conclude::{front, resolve_only};
use crate::fast;
use crate::grammar::tokens::UrlTokens;
use crate::model::UrlRef;

impl Url {
    /// Whether [`Url::parse`] succeeds on `input` against `base`, as the
    /// WHATWG `URL.canParse(input, base)`: the same answer on every input.
    ///
    /// Only the stages that can fail run: the grammar and the resolution
    /// (with forcing and host processing). Normalisation, percent-encoding
    /// and printing cannot fail, so they do not run for the input (the base
    /// is still normalised, as the input is resolved against the normalised
    /// base). An `http:`, `https:` or `file:` URL whose authority is plain
    /// is answered from its scheme and authority alone, before the grammar
    /// runs: nothing after such an authority can fail.
    ///
    /// ```
    /// use specurl::Url;
    /// assert!(Url::can_parse("https://example.com/a b", None));
    /// assert!(!Url::can_parse("https://exa mple.com/", None));
    /// assert!(Url::can_parse("../x", Some("http://h/a/b")));
    /// assert!(!Url::can_parse("x", Some("mailto:me")));
    /// assert!(!Url::can_parse("http://h/", Some("not a base")));
    /// ```
    #[inline]
    pub fn can_parse(input: &str, base: Option<&str>) -> bool {
        // A failure is `false`, whichever stage (or the base) it is of.
        // An http(s) URL whose authority is plain parses whatever the rest
        // holds and whatever the base: the frontier reads only that much.
        match base {
            None => fast::frontier::authority_parses(input) || resolves(input),
            // The base is read as any URL is, then the input joined onto
            // it; a base that fails makes every input fail.
            Some(base) => Url::parse_base(base)
                .is_ok_and(|base| fast::frontier::authority_parses(input) || base.joins(input)),
        }
    }
}

/// Whether `input` parses and resolves without a base: the front half of
/// every reading of a URL-string, then the stage that can fail.
fn resolves(input: &str) -> bool {
    front(input, None, |f, tokens| {
        Ok(tokens_resolve::<&str>(f.text(), tokens, None))
    })
    .unwrap_or(false)
}

/// Whether the input read as `text`, whose tokens are `tokens`, resolves
/// against `base` (a parsed URL, or none): the stage that can fail after
/// the grammar, for [`Url::can_parse`] and [`Url::can_join`] alike.
#[inline(always)]
pub(super) fn tokens_resolve<S: AsRef<str>>(
    text: &str,
    tokens: &UrlTokens<&str>,
    base: Option<&Url<S>>,
) -> bool {
    // Most real URLs are web URLs with a plain authority, which parse
    // whatever the rest holds and whatever the base: deciding that costs
    // less than the model and host processing (and the base's model).
    fast::parses(text, tokens)
        || resolve_only(
            &mut UrlRef::from_tokens(tokens),
            base.map(Url::as_base).as_ref(),
        )
        .is_ok()
}
