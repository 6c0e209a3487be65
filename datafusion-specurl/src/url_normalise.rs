//! `url_normalise(url [, level])`: the URL reference normalised up to an
//! equivalence level (`'path'`, `'authority'`, `'scheme-based'`,
//! `'scheme'`, `'percent-encoding'` or `'normal'`, the default), as
//! `UrlRef::normalise_to` prints it. NULL when the string is not a URL
//! reference or the level has another name.

use crate::common::{doc, kernel_function, scalar_udf, string_out, strings};

/// The documentation of the level argument, shared with `url_equivalent`.
pub(crate) const LEVEL: &str = "'path', 'authority', 'scheme-based', 'scheme', \
    'percent-encoding' or 'normal' (the levels of RFC 3986's equivalence, each including the \
    ones before it).";

kernel_function!(
    /// `url_normalise(url [, level])`: the URL reference normalised.
    UrlNormalise,
    specurl_arrow::url_normalise::UrlNormalise,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlNormalise,
    "url_normalise",
    |types| string_out(&types[0]),
    doc(
        "The URL reference (RFC 3986) normalised up to an equivalence level ('normal' when left \
         out). NULL when the \
         string is not a URL reference or the level has another name.",
        "url_normalise(url [, level])",
        &[("url", "The URL reference."), ("level", LEVEL),],
        "url_normalise('HTTP://h:80/a/./b/../c')",
        "http://h/a/c",
    )
);
