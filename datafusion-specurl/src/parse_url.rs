//! `parse_url(url, part [, key])`: Spark's function of that name and
//! signature, on WHATWG URLs. `part` is one of `HOST`, `PATH`, `QUERY`,
//! `REF`, `PROTOCOL`, `FILE`, `AUTHORITY`, `USERINFO` (in capitals, as in
//! Spark); with a `key`, `QUERY` gives that parameter's first value. NULL
//! when the URL does not parse, the part is unknown or the URL lacks it.
//! Where this differs from Spark is in `docs/sql.md`.

use crate::common::{doc, kernel_function, scalar_udf, string_out, strings};

kernel_function!(
    /// `parse_url(url, part [, key])`: Spark's function, on WHATWG URLs.
    ParseUrl,
    specurl_arrow::parse_url::ParseUrl,
    strings(2, 3, 0)
);

scalar_udf!(
    ParseUrl,
    "parse_url",
    |types| string_out(&types[0]),
    doc(
        "Spark's parse_url, on WHATWG URLs: a part of the URL, or with a key the first value \
         of that query parameter. NULL when the URL does not parse, the part is unknown or the \
         URL lacks it.",
        "parse_url(url, part [, key])",
        &[
            ("url", "The URL."),
            (
                "part",
                "HOST, PATH, QUERY, REF, PROTOCOL, FILE, AUTHORITY or USERINFO, in capitals.",
            ),
            (
                "key",
                "Optional, with QUERY: the name of a query parameter."
            ),
        ],
        "parse_url('https://example.com/a?q=1', 'QUERY', 'q')",
        "1",
    )
);
