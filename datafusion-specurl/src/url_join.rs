//! `url_join(base, ref)`: the reference resolved against the base, as
//! `Url::join`; NULL when the base or the result does not parse. The base
//! is parsed once per batch when it is a constant, once per run of equal
//! bases when it is a column.

use crate::common::{doc, kernel_function, scalar_udf, string_out, strings};

kernel_function!(
    /// `url_join(base, ref)`: the reference resolved against the base.
    UrlJoin,
    specurl_arrow::url_join::UrlJoin,
    strings(2, 2, 1)
);

scalar_udf!(
    UrlJoin,
    "url_join",
    // The result takes the type of the reference, the column it reads.
    |types| string_out(&types[1]),
    doc(
        "The reference resolved against the base, as `new URL(ref, base).href`. NULL when the \
         base or the result does not parse.",
        "url_join(base, ref)",
        &[
            ("base", "The base URL; a constant is parsed once per batch."),
            ("ref", "The reference: a relative or an absolute URL."),
        ],
        "url_join('https://example.com/a/b', '../c?d')",
        "https://example.com/c?d",
    )
);
