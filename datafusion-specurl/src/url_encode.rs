//! `url_encode(text, set)` and `url_decode(text)`: percent-encoding by
//! the URL Standard's named percent-encode sets, and percent-decoding;
//! the kernels are `specurl_arrow::url_encode`'s.

use datafusion::common::{plan_datafusion_err, Result, ScalarValue};

use crate::common::{constant_at, doc, kernel_function, scalar_udf, string_out, strings};

kernel_function!(
    /// `url_encode(text, set)`: `text` percent-encoded with a named set.
    UrlEncode,
    specurl_arrow::url_encode::UrlEncode,
    strings(2, 2, 0)
);

/// A constant set of no known name fails the query when it is planned.
fn known_set(scalars: &[Option<&ScalarValue>]) -> Result<()> {
    match constant_at(scalars, 1) {
        Some(name) => specurl_arrow::url_encode::set(name)
            .map(|_| ())
            .map_err(|e| plan_datafusion_err!("{e}")),
        None => Ok(()),
    }
}

scalar_udf!(
    UrlEncode,
    "url_encode",
    |types| string_out(&types[0]),
    doc(
        "The text percent-encoded as the URL Standard's \"percent-encode after encoding\" does \
         in UTF-8, with the named percent-encode set: every byte of the set, and every byte \
         that is not ASCII, written `%XX`. The sets are the standard's: `c0-control`, \
         `fragment`, `query`, `special-query`, `path`, `userinfo`, `component` (what \
         JavaScript's `encodeURIComponent` encodes, and `'`, `(`, `)`, `!`, `~` not) and \
         `application/x-www-form-urlencoded`; a space is `%20` in each. Any other name is an \
         error.",
        "url_encode(text, set)",
        &[
            ("text", "The text: a string column or value of any string type."),
            ("set", "The name of the percent-encode set."),
        ],
        "url_encode('a b&c=é/d', 'component')",
        "a%20b%26c%3D%C3%A9%2Fd",
    ),
    check: known_set
);

kernel_function!(
    /// `url_decode(text)`: `text` percent-decoded and read as UTF-8.
    UrlDecode,
    specurl_arrow::url_encode::UrlDecode,
    strings(1, 1, 0)
);

scalar_udf!(
    UrlDecode,
    "url_decode",
    |types| string_out(&types[0]),
    doc(
        "The text percent-decoded as the URL Standard's \"percent-decode\" does (each `%XX` of \
         two hexadecimal digits its byte, any other `%` kept), then read as UTF-8 as its \
         \"UTF-8 decode without BOM\" does: each sequence that is not UTF-8 is U+FFFD. A `+` \
         stays a `+` (`url_search_param` decodes a query's pairs, `+` as a space).",
        "url_decode(text)",
        &[(
            "text",
            "The text: a string column or value of any string type."
        )],
        "url_decode('caf%C3%A9+au%20lait%ff')",
        "café+au lait\u{FFFD}",
    )
);
