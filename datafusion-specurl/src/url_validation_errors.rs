//! `url_validation_errors(url [, base])`: the URL Standard's validation
//! errors of the input; the kernel is
//! `specurl_arrow::url_validation_errors`.

use crate::common::{doc, kernel_function, scalar_udf, strings, URL_BASE};

kernel_function!(
    /// `url_validation_errors(url [, base])`: the standard's validation
    /// errors, in order.
    UrlValidationErrors,
    specurl_arrow::url_validation_errors::UrlValidationErrors,
    strings(1, 2, 0)
);

scalar_udf!(
    UrlValidationErrors,
    "url_validation_errors",
    |_types| specurl_arrow::url_validation_errors::data_type(),
    doc(
        "The validation errors the URL Standard's basic URL parser reports on the input, in \
         its order and with its repetitions, as a list of structs {name, start, end}: the \
         standard's name of the error, and where it is, in bytes of the input as given \
         (`end` exclusive, `start = end` where something is missing). An empty list for none; \
         for an input that does not parse, the last is the error that failed it.",
        "url_validation_errors(url [, base])",
        &URL_BASE,
        "url_validation_errors('https://user@example.com/a b')",
        "[{name: invalid-credentials, start: 12, end: 13}, {name: invalid-URL-unit, start: 26, end: 27}]",
    )
);
